/* thrust/system/hip/detail/assign_value.h - writing one device element from host code (v[i] = x):
 * waits for queued device work first (see get_value.h). Ownership: hipshim's Thrust area. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {
template <class D, class Pointer1, class Pointer2>
__host__ __device__ void assign_value(execution_policy<D> &, Pointer1 dst, Pointer2 src) {
    ::hs_thrust::host_access();
    *thrust::raw_pointer_cast(dst) = *thrust::raw_pointer_cast(src);
}
} // namespace detail
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
