/* thrust/system/hip/vector.h - thrust::hip::vector (device memory) and universal_vector
 * (managed memory). Ownership: hipshim's Thrust area; a vector owns its elements. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/system/hip/memory.h>
#include <thrust/detail/vector_base.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
template <class T, class Allocator = allocator<T>> using vector = thrust::detail::vector_base<T, Allocator>;
template <class T, class Allocator = universal_allocator<T>>
using universal_vector = thrust::detail::vector_base<T, Allocator>;
} // namespace hip
} // namespace system
namespace hip {
using thrust::system::hip::universal_vector;
using thrust::system::hip::vector;
} // namespace hip
THRUST_NAMESPACE_END
