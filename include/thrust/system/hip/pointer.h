/* thrust/system/hip/pointer.h - thrust::hip::pointer<T>: a pointer to hipshim device memory,
 * tagged with the hip system (universal_pointer: to managed memory).
 * Ownership: hipshim's Thrust area; pointers own nothing. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/detail/pointer.h>
#include <thrust/detail/reference.h>
#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
template <class T> using pointer = thrust::pointer<T, thrust::system::hip::tag, thrust::tagged_reference<T, thrust::system::hip::tag>>;
template <class T>
using universal_pointer = thrust::pointer<T, thrust::system::hip::tag, typename std::add_lvalue_reference<T>::type>;
template <class T> using reference = thrust::tagged_reference<T, thrust::system::hip::tag>;
} // namespace hip
} // namespace system
namespace hip {
using thrust::system::hip::pointer;
using thrust::system::hip::reference;
using thrust::system::hip::universal_pointer;
} // namespace hip
THRUST_NAMESPACE_END
