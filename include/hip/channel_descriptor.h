/* channel_descriptor.h - hipCreateChannelDesc<T>() for HIP's scalar and vector types (C++), and
 * the half-precision descriptions hipCreateChannelDescHalf*(): the channel format an array or a
 * texture over memory of T has. hip_runtime_api.h includes this header in C++.
 * Ownership: value types only. */
#ifndef HIPSHIM_CHANNEL_DESCRIPTOR_H
#define HIPSHIM_CHANNEL_DESCRIPTOR_H
#define HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H   /* real HIP's include guard */

#include "hip_runtime_api.h"

#ifdef __cplusplus
#include <type_traits>

#include "hip_vector_types.h"

static inline hipChannelFormatDesc hipCreateChannelDescHalf(void)
{
    return hipCreateChannelDesc(16, 0, 0, 0, hipChannelFormatKindFloat);
}
static inline hipChannelFormatDesc hipCreateChannelDescHalf1(void)
{
    return hipCreateChannelDesc(16, 0, 0, 0, hipChannelFormatKindFloat);
}
static inline hipChannelFormatDesc hipCreateChannelDescHalf2(void)
{
    return hipCreateChannelDesc(16, 16, 0, 0, hipChannelFormatKindFloat);
}
static inline hipChannelFormatDesc hipCreateChannelDescHalf4(void)
{
    return hipCreateChannelDesc(16, 16, 16, 16, hipChannelFormatKindFloat);
}

namespace hs_detail {
/* The element type and channel count of T: itself and 1 for a scalar, else its vector traits. */
template <class T, class = void> struct chan_of { typedef T elem; enum { n = 1 }; };
template <class T>
struct chan_of<T, std::enable_if_t<(vec_traits<T>::n > 0)>> {
    typedef typename vec_traits<T>::elem elem;
    enum { n = vec_traits<T>::n };
};
} // namespace hs_detail

/* Integers and floats of 8, 16 and 32 bits in 1 to 4 channels; any other type describes no
 * format (hipChannelFormatKindNone), as in HIP. */
template <class T> static inline hipChannelFormatDesc hipCreateChannelDesc()
{
    typedef typename ::hs_detail::chan_of<T>::elem E;
    const int n = ::hs_detail::chan_of<T>::n;
    const int bits = (int)sizeof(E) * 8;
    hipChannelFormatKind k;
    if (std::is_floating_point<E>::value && sizeof(E) == 4)
        k = hipChannelFormatKindFloat;
    else if (std::is_integral<E>::value && sizeof(E) <= 4 && !std::is_same<E, bool>::value)
        k = std::is_signed<E>::value ? hipChannelFormatKindSigned : hipChannelFormatKindUnsigned;
    else
        return hipCreateChannelDesc(0, 0, 0, 0, hipChannelFormatKindNone);
    return hipCreateChannelDesc(bits, n > 1 ? bits : 0, n > 2 ? bits : 0, n > 3 ? bits : 0, k);
}
#endif

#endif
