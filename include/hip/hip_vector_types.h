/* hip_vector_types.h - hipshim's HIP vector types: char1..double4 (x/y/z/w members, as in HIP:
 * 1/2/4-element types aligned to their size, 3-element types packed), make_<type>() and the
 * element-wise operators HIP provides (arithmetic, bitwise for integers, compound assignment,
 * unary -, ~, ++/--, == and != comparing whole vectors). The types are plain aggregates, so
 * `float4 v = {1, 2, 3, 4};` works and they are trivially copyable. As in HIP, the elements are
 * also the array `data` (HIP's Native_vec_ when the compiler has no ext_vector_type, as GCC:
 * amd_hip_vector_types.h's `T[n]`), which code written for HIP indexes (rocRAND's
 * `result.data[i]`); x/y/z/w and data share storage in an anonymous union, the first member,
 * so brace initialisation still fills x, y, z, w (clang's -Wmissing-braces, in -Wall, suggests
 * braces around such an initialiser in user code: HIP's types take it through constructors).
 * Ownership: value types; nothing is allocated. */
#ifndef HIPSHIM_HIP_VECTOR_TYPES_H
#define HIPSHIM_HIP_VECTOR_TYPES_H
#define HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H   /* real HIP's include guard, tested by ported code */

#ifdef __cplusplus
#include <type_traits>

#define HS_VEC_TYPES(N, T)                                                                      \
    struct __attribute__((aligned(sizeof(T)))) N##1 {                                           \
        union { struct { T x; }; T data[1]; };                                                  \
    };                                                                                          \
    struct __attribute__((aligned(2 * sizeof(T)))) N##2 {                                       \
        union { struct { T x, y; }; T data[2]; };                                               \
    };                                                                                          \
    struct N##3 {                                                                               \
        union { struct { T x, y, z; }; T data[3]; };                                            \
    };                                                                                          \
    struct __attribute__((aligned(4 * sizeof(T)))) N##4 {                                       \
        union { struct { T x, y, z, w; }; T data[4]; };                                         \
    };                                                                                          \
    typedef struct N##1 N##1;                                                                   \
    typedef struct N##2 N##2;                                                                   \
    typedef struct N##3 N##3;                                                                   \
    typedef struct N##4 N##4;                                                                   \
    static inline N##1 make_##N##1(T x) { return N##1{x}; }                                    \
    static inline N##2 make_##N##2(T x, T y) { return N##2{x, y}; }                            \
    static inline N##3 make_##N##3(T x, T y, T z) { return N##3{x, y, z}; }                    \
    static inline N##4 make_##N##4(T x, T y, T z, T w) { return N##4{x, y, z, w}; }           \
    namespace hs_detail {                                                                       \
    template <> struct vec_traits<N##1> { typedef T elem; enum { n = 1 }; };                    \
    template <> struct vec_traits<N##2> { typedef T elem; enum { n = 2 }; };                    \
    template <> struct vec_traits<N##3> { typedef T elem; enum { n = 3 }; };                    \
    template <> struct vec_traits<N##4> { typedef T elem; enum { n = 4 }; };                    \
    }

namespace hs_detail {
template <class V> struct vec_traits { typedef void elem; enum { n = 0 }; };
}

/* the anonymous struct in the union is a GNU extension (as in HIP's own headers) */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wgnu-anonymous-struct"
#pragma clang diagnostic ignored "-Wnested-anon-types"
#pragma clang diagnostic ignored "-Wmissing-braces"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
HS_VEC_TYPES(char, signed char)
HS_VEC_TYPES(uchar, unsigned char)
HS_VEC_TYPES(short, short)
HS_VEC_TYPES(ushort, unsigned short)
HS_VEC_TYPES(int, int)
HS_VEC_TYPES(uint, unsigned int)
HS_VEC_TYPES(long, long)
HS_VEC_TYPES(ulong, unsigned long)
HS_VEC_TYPES(longlong, long long)
HS_VEC_TYPES(ulonglong, unsigned long long)
HS_VEC_TYPES(float, float)
HS_VEC_TYPES(double, double)
#undef HS_VEC_TYPES
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace hs_detail {

template <class V> constexpr bool is_vec = vec_traits<V>::n != 0;
template <class V>
constexpr bool is_ivec = is_vec<V> && std::is_integral<typename vec_traits<V>::elem>::value;

template <class V> inline typename vec_traits<V>::elem &vat(V &v, int i) {
    if constexpr (vec_traits<V>::n == 1) {
        (void)i;
        return v.x;
    } else if constexpr (vec_traits<V>::n == 2) {
        return i == 0 ? v.x : v.y;
    } else if constexpr (vec_traits<V>::n == 3) {
        return i == 0 ? v.x : i == 1 ? v.y : v.z;
    } else {
        return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
    }
}
template <class V> inline typename vec_traits<V>::elem vat(const V &v, int i) {
    return vat(const_cast<V &>(v), i);
}

template <class V, class F> inline V vmap2(V a, const V &b, F f) {
    for (int i = 0; i < vec_traits<V>::n; i++)
        vat(a, i) = (typename vec_traits<V>::elem)f(vat(a, i), vat(b, i));
    return a;
}
template <class V> inline V vsplat(typename vec_traits<V>::elem s) {
    V v;
    for (int i = 0; i < vec_traits<V>::n; i++)
        vat(v, i) = s;
    return v;
}

} // namespace hs_detail

/* vector op vector, vector op scalar, scalar op vector; compound forms */
#define HS_VEC_BINOP(OP, COND)                                                                  \
    template <class V, class = std::enable_if_t<COND>>                                          \
    inline V operator OP(const V &a, const V &b) {                                              \
        return ::hs_detail::vmap2(a, b, [](auto p, auto q) { return p OP q; });                 \
    }                                                                                           \
    template <class V, class = std::enable_if_t<COND>>                                          \
    inline V operator OP(const V &a, typename ::hs_detail::vec_traits<V>::elem s) {             \
        return a OP ::hs_detail::vsplat<V>(s);                                                  \
    }                                                                                           \
    template <class V, class = std::enable_if_t<COND>>                                          \
    inline V operator OP(typename ::hs_detail::vec_traits<V>::elem s, const V &a) {             \
        return ::hs_detail::vsplat<V>(s) OP a;                                                  \
    }                                                                                           \
    template <class V, class = std::enable_if_t<COND>>                                          \
    inline V &operator OP##=(V &a, const V &b) {                                                \
        return a = a OP b;                                                                      \
    }                                                                                           \
    template <class V, class = std::enable_if_t<COND>>                                          \
    inline V &operator OP##=(V &a, typename ::hs_detail::vec_traits<V>::elem s) {               \
        return a = a OP ::hs_detail::vsplat<V>(s);                                              \
    }

HS_VEC_BINOP(+, ::hs_detail::is_vec<V>)
HS_VEC_BINOP(-, ::hs_detail::is_vec<V>)
HS_VEC_BINOP(*, ::hs_detail::is_vec<V>)
HS_VEC_BINOP(/, ::hs_detail::is_vec<V>)
HS_VEC_BINOP(%, ::hs_detail::is_ivec<V>)
HS_VEC_BINOP(&, ::hs_detail::is_ivec<V>)
HS_VEC_BINOP(|, ::hs_detail::is_ivec<V>)
HS_VEC_BINOP(^, ::hs_detail::is_ivec<V>)
HS_VEC_BINOP(<<, ::hs_detail::is_ivec<V>)
HS_VEC_BINOP(>>, ::hs_detail::is_ivec<V>)
#undef HS_VEC_BINOP

template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>>
inline bool operator==(const V &a, const V &b) {
    for (int i = 0; i < ::hs_detail::vec_traits<V>::n; i++)
        if (!(::hs_detail::vat(a, i) == ::hs_detail::vat(b, i)))
            return false;
    return true;
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>>
inline bool operator!=(const V &a, const V &b) {
    return !(a == b);
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V operator-(const V &a) {
    return ::hs_detail::vsplat<V>(0) - a;
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V operator+(const V &a) {
    return a;
}
template <class V, class = std::enable_if_t<::hs_detail::is_ivec<V>>> inline V operator~(const V &a) {
    V r = a;
    for (int i = 0; i < ::hs_detail::vec_traits<V>::n; i++)
        ::hs_detail::vat(r, i) = (typename ::hs_detail::vec_traits<V>::elem)~::hs_detail::vat(a, i);
    return r;
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V &operator++(V &a) {
    return a += ::hs_detail::vsplat<V>(1);
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V &operator--(V &a) {
    return a -= ::hs_detail::vsplat<V>(1);
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V operator++(V &a, int) {
    V old = a;
    ++a;
    return old;
}
template <class V, class = std::enable_if_t<::hs_detail::is_vec<V>>> inline V operator--(V &a, int) {
    V old = a;
    --a;
    return old;
}

#endif /* __cplusplus */
#endif
