/* thrust/system/hip/detail/iter_swap.h - swapping two device elements from host code: waits for
 * queued device work first (see get_value.h). Ownership: hipshim's Thrust area. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/detail/swap.h>
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {
template <class D, class Pointer1, class Pointer2>
__host__ __device__ void iter_swap(execution_policy<D> &, Pointer1 a, Pointer2 b) {
    ::hs_thrust::host_access();
    using thrust::swap;
    swap(*thrust::raw_pointer_cast(a), *thrust::raw_pointer_cast(b));
}
} // namespace detail
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
