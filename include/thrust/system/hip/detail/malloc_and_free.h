/* thrust/system/hip/detail/malloc_and_free.h - thrust::malloc/free on the hip system: hipMalloc
 * and hipFree (thrust::device_malloc, temporary buffers of hip-policy calls).
 * Ownership: the caller owns what malloc returns until free. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/raw_pointer_cast.h>
#include <thrust/system/detail/bad_alloc.h>
#include <thrust/system_error.h>   /* thrust::system_error, which a device system's headers bring */
#include <thrust/system/hip/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {
template <class D> void *malloc(execution_policy<D> &, std::size_t n) {
    void *p = nullptr;
    if (hipMalloc(&p, n) != hipSuccess)
        return nullptr;
    return p;
}
template <class D, class Pointer> void free(execution_policy<D> &, Pointer ptr) {
    (void)hipFree(thrust::raw_pointer_cast(ptr));
}
} // namespace detail
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
