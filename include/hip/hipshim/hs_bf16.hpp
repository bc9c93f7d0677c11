/* hs_bf16.hpp - hipshim half precision, part 2: __hip_bfloat16 and __hip_bfloat162 (bfloat16:
 * the top 16 bits of a float) with HIP's names and semantics: raw types, conversions from and
 * to float, double and the integer types in every rounding mode (round to nearest even by
 * default, NaNs kept quiet), pair moves, and the arithmetic, comparison, math, operator, load
 * and atomicAdd functions shared with __half (HS_LOWP_COMMON in hs_fpconv.hpp), overloaded on
 * the bfloat16 types. __HIP_NO_BFLOAT16_CONVERSIONS__ and __HIP_NO_BFLOAT16_OPERATORS__ remove
 * the implicit conversions and the operators. The legacy rocBLAS-style class hip_bfloat16 is a
 * different type, in <hip/hip_bfloat16.h>.
 * Ownership: value types and functions; nothing is allocated. Include <hip/hip_bf16.h>, not
 * this file. */
#ifndef HIPSHIM_HS_BF16_HPP
#define HIPSHIM_HS_BF16_HPP

#include "hs_fpconv.hpp"
#include "../hip_vector_types.h"

struct __attribute__((aligned(2), __may_alias__)) __hip_bfloat16_raw {
    unsigned short x;
};
struct __attribute__((aligned(4), __may_alias__)) __hip_bfloat162_raw {
    unsigned short x, y;
};

struct __attribute__((aligned(2), __may_alias__)) __hip_bfloat16 {
    /* the bits (public, unlike HIP's, for the same reason as __half::__x) */
    unsigned short __x;
    HS_LOWP_SCALAR_RAW(__hip_bfloat16, __hip_bfloat16_raw)
#if !defined(__HIP_NO_BFLOAT16_CONVERSIONS__)
    HS_LOWP_SCALAR_CONV(__hip_bfloat16, bf16, bf16_to_f32)
#endif
};

struct __attribute__((aligned(4), __may_alias__)) __hip_bfloat162 {
    __hip_bfloat16 x, y;
    HS_LOWP_PAIR_RAW(__hip_bfloat162, __hip_bfloat16, __hip_bfloat162_raw, __hip_bfloat16_raw)
    operator float2() const {
        return make_float2(hs_lp::bf16_to_f32(x.__x), hs_lp::bf16_to_f32(y.__x));
    }
};

static_assert(sizeof(__hip_bfloat16) == 2 && sizeof(__hip_bfloat162) == 4, "hipshim: bfloat16 layout");
static_assert(std::is_trivially_copyable<__hip_bfloat16>::value &&
                  std::is_trivially_copyable<__hip_bfloat162>::value &&
                  std::is_trivially_default_constructible<__hip_bfloat16>::value,
              "hipshim: bfloat16 types must be trivial (shuffles, __shared__ memory)");

namespace hs_detail {
namespace lowp {
template <> struct traits<__hip_bfloat16> {
    typedef bf16 F;
    enum : unsigned { one = 0x3f80u, canon_nan = 0x7fffu };
    static unsigned bits(__hip_bfloat16 h) { return h.__x; }
    static __hip_bfloat16 make(unsigned b) { return __hip_bfloat16(__hip_bfloat16_raw{(unsigned short)b}); }
    static float to_float(unsigned b) { return bf16_to_f32(b); }
};
inline __hip_bfloat16 hb16(unsigned b) { return __hip_bfloat16(__hip_bfloat16_raw{(unsigned short)b}); }
} // namespace lowp
} // namespace hs_detail

#ifndef HIPRT_INF_BF16
#define HIPRT_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define HIPRT_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define HIPRT_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define HIPRT_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define HIPRT_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define HIPRT_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define HIPRT_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#endif

/* ---- bit casts ---- */
inline short __bfloat16_as_short(__hip_bfloat16 h) { return (short)h.__x; }
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 h) { return h.__x; }
inline __hip_bfloat16 __short_as_bfloat16(short s) { return hs_lp::hb16((unsigned short)s); }
inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short u) { return hs_lp::hb16(u); }

/* ---- float and double ---- */
inline float __bfloat162float(__hip_bfloat16 h) { return hs_lp::bf16_to_f32(h.__x); }
inline __hip_bfloat16 __float2bfloat16(float f) { return hs_lp::hb16(hs_lp::from_f32<hs_lp::bf16>(f, hs_lp::rn)); }
inline __hip_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }
inline __hip_bfloat16 __float2bfloat16_rz(float f) { return hs_lp::hb16(hs_lp::from_f32<hs_lp::bf16>(f, hs_lp::rz)); }
inline __hip_bfloat16 __float2bfloat16_rd(float f) { return hs_lp::hb16(hs_lp::from_f32<hs_lp::bf16>(f, hs_lp::rd)); }
inline __hip_bfloat16 __float2bfloat16_ru(float f) { return hs_lp::hb16(hs_lp::from_f32<hs_lp::bf16>(f, hs_lp::ru)); }
inline __hip_bfloat16 __double2bfloat16(double d) { return hs_lp::hb16(hs_lp::from_f64<hs_lp::bf16>(d, hs_lp::rn)); }

/* ---- integers ---- */
#define HS_BF16_INT(NAME, T)                                                                    \
    inline T __bfloat162##NAME##_rn(__hip_bfloat16 h) { return hs_lp::to_int<T>(__bfloat162float(h), hs_lp::rn); } \
    inline T __bfloat162##NAME##_rz(__hip_bfloat16 h) { return hs_lp::to_int<T>(__bfloat162float(h), hs_lp::rz); } \
    inline T __bfloat162##NAME##_rd(__hip_bfloat16 h) { return hs_lp::to_int<T>(__bfloat162float(h), hs_lp::rd); } \
    inline T __bfloat162##NAME##_ru(__hip_bfloat16 h) { return hs_lp::to_int<T>(__bfloat162float(h), hs_lp::ru); } \
    inline __hip_bfloat16 __##NAME##2bfloat16_rn(T v) { return hs_lp::hb16(hs_lp::from_value<hs_lp::bf16>(v, hs_lp::rn)); } \
    inline __hip_bfloat16 __##NAME##2bfloat16_rz(T v) { return hs_lp::hb16(hs_lp::from_value<hs_lp::bf16>(v, hs_lp::rz)); } \
    inline __hip_bfloat16 __##NAME##2bfloat16_rd(T v) { return hs_lp::hb16(hs_lp::from_value<hs_lp::bf16>(v, hs_lp::rd)); } \
    inline __hip_bfloat16 __##NAME##2bfloat16_ru(T v) { return hs_lp::hb16(hs_lp::from_value<hs_lp::bf16>(v, hs_lp::ru)); }
HS_BF16_INT(int, int)
HS_BF16_INT(uint, unsigned int)
HS_BF16_INT(short, short)
HS_BF16_INT(ushort, unsigned short)
HS_BF16_INT(ll, long long)
HS_BF16_INT(ull, unsigned long long)
#undef HS_BF16_INT
inline signed char __bfloat162char_rz(__hip_bfloat16 h) {
    return hs_lp::to_int<signed char>(__bfloat162float(h), hs_lp::rz);
}
inline unsigned char __bfloat162uchar_rz(__hip_bfloat16 h) {
    return hs_lp::to_int<unsigned char>(__bfloat162float(h), hs_lp::rz);
}

/* ---- pairs ---- */
inline __hip_bfloat162 make_bfloat162(__hip_bfloat16 x, __hip_bfloat16 y) { return __hip_bfloat162(x, y); }
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 x, __hip_bfloat16 y) { return __hip_bfloat162(x, y); }
inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 x) { return __hip_bfloat162(x, x); }
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 v) { return v.x; }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 v) { return v.y; }
inline __hip_bfloat162 __low2bfloat162(__hip_bfloat162 v) { return __hip_bfloat162(v.x, v.x); }
inline __hip_bfloat162 __high2bfloat162(__hip_bfloat162 v) { return __hip_bfloat162(v.y, v.y); }
inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return __hip_bfloat162(a.x, b.x); }
inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return __hip_bfloat162(a.y, b.y); }
inline __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 v) { return __hip_bfloat162(v.y, v.x); }
inline float __low2float(__hip_bfloat162 v) { return __bfloat162float(v.x); }
inline float __high2float(__hip_bfloat162 v) { return __bfloat162float(v.y); }
inline float2 __bfloat1622float2(__hip_bfloat162 v) { return make_float2(__bfloat162float(v.x), __bfloat162float(v.y)); }
inline __hip_bfloat162 __float2bfloat162_rn(float f) { return __bfloat162bfloat162(__float2bfloat16(f)); }
inline __hip_bfloat162 __floats2bfloat162_rn(float a, float b) {
    return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
inline __hip_bfloat162 __float22bfloat162_rn(float2 f) { return __floats2bfloat162_rn(f.x, f.y); }

HS_LOWP_COMMON(__hip_bfloat16, __hip_bfloat162)
#if !defined(__HIP_NO_BFLOAT16_OPERATORS__)
HS_LOWP_OPERATORS(__hip_bfloat16, __hip_bfloat162)
#endif

#endif
