/* thrust/system/hip/detail/get_value.h - reading one device element from host code (v[i],
 * *device_ptr): waits for queued device work first, as rocThrust's copy does; a read by a hip
 * algorithm while it runs does not wait. Ownership: hipshim's Thrust area. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {
template <class D, class Pointer>
__host__ __device__ typename thrust::iterator_value<Pointer>::type get_value(execution_policy<D> &, Pointer ptr) {
    ::hs_thrust::host_access();
    return *thrust::raw_pointer_cast(ptr);
}
} // namespace detail
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
