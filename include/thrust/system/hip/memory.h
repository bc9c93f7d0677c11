/* thrust/system/hip/memory.h - thrust::hip::malloc/free and the hip system's allocators.
 * Ownership: hipshim's Thrust area; memory from malloc belongs to the caller until free. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/system/hip/memory_resource.h>
#include <thrust/system/hip/detail/malloc_and_free.h>
#include <thrust/memory.h>
#include <thrust/mr/allocator.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
inline pointer<void> malloc(std::size_t n) {
    tag t;
    return pointer<void>(thrust::system::hip::detail::malloc(t, n));
}
template <class T> inline pointer<T> malloc(std::size_t n) {
    return pointer<T>(static_cast<T *>(thrust::system::hip::malloc(sizeof(T) * n).get()));
}
inline void free(pointer<void> ptr) {
    tag t;
    thrust::system::hip::detail::free(t, ptr);
}
template <class T> using allocator = thrust::mr::stateless_resource_allocator<T, memory_resource>;
template <class T> using universal_allocator = thrust::mr::stateless_resource_allocator<T, universal_memory_resource>;
} // namespace hip
} // namespace system
namespace hip {
using thrust::system::hip::allocator;
using thrust::system::hip::free;
using thrust::system::hip::malloc;
using thrust::system::hip::universal_allocator;
} // namespace hip
THRUST_NAMESPACE_END
