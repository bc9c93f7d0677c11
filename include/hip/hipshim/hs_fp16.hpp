/* hs_fp16.hpp - hipshim half precision, part 1: __half and __half2 (IEEE binary16 stored as
 * 16 bits) with HIP's names and semantics: the raw types, conversions from and to float,
 * double and the integer types in every rounding mode, pair construction and lane moves,
 * arithmetic, comparisons, math, operators, loads/stores and atomicAdd (most of them shared
 * with bfloat16 through HS_LOWP_COMMON in hs_fpconv.hpp). Every operation is computed in
 * float or double and rounded once, so results are the correctly rounded binary16 values a
 * GPU gives (math functions: within one unit in the last place). Warp shuffles of __half and
 * __half2 are the generic shuffle templates of hs_warp.hpp.
 * HIP's conversion macros are honoured: __HIP_NO_HALF_CONVERSIONS__ removes the implicit
 * conversions, __HIP_NO_HALF_OPERATORS__ the operators, HIP_NO_HALF the `half` typedefs.
 * Ownership: value types and functions; nothing is allocated. Include <hip/hip_fp16.h>, not
 * this file. */
#ifndef HIPSHIM_HS_FP16_HPP
#define HIPSHIM_HS_FP16_HPP

#include "hs_fpconv.hpp"
#include "../hip_vector_types.h"

/* The 16-bit float types are may_alias: HIP code loads eight of them as one uint4 and reads
 * them through a __half2* into it (or the other way round), which GPU compilers accept and
 * GCC's type-based alias analysis would otherwise miscompile (stores through one type
 * reordered past loads through the other). The bfloat16 types (hs_bf16.hpp) are too. */
struct __attribute__((aligned(2), __may_alias__)) __half_raw {
    unsigned short x;
};
struct __attribute__((aligned(4), __may_alias__)) __half2_raw {
    unsigned short x, y;
};

struct __attribute__((aligned(2), __may_alias__)) __half {
    /* the bits; public (HIP and CUDA keep it protected) so that the class has no non-public
     * data and g++ accepts memcpy of it (warp exchanges) without -Wclass-memaccess */
    unsigned short __x;
    HS_LOWP_SCALAR_RAW(__half, __half_raw)
#if !defined(__HIP_NO_HALF_CONVERSIONS__)
    HS_LOWP_SCALAR_CONV(__half, f16, f16_to_f32)
#endif
};

struct __attribute__((aligned(4), __may_alias__)) __half2 {
    __half x, y;
    HS_LOWP_PAIR_RAW(__half2, __half, __half2_raw, __half_raw)
};

static_assert(sizeof(__half) == 2 && sizeof(__half2) == 4, "hipshim: __half layout");
static_assert(std::is_trivially_copyable<__half>::value && std::is_trivially_copyable<__half2>::value,
              "hipshim: __half must be trivially copyable (shuffles, memcpy)");
static_assert(std::is_trivially_default_constructible<__half>::value,
              "hipshim: __half must be usable in __shared__ memory");

namespace hs_detail {
namespace lowp {
template <> struct traits<__half> {
    typedef f16 F;
    enum : unsigned { one = 0x3c00u, canon_nan = 0x7fffu };
    static unsigned bits(__half h) { return static_cast<__half_raw>(h).x; }
    static __half make(unsigned b) { return __half(__half_raw{(unsigned short)b}); }
    static float to_float(unsigned b) { return f16_to_f32(b); }
};
inline __half h16(unsigned b) { return __half(__half_raw{(unsigned short)b}); }
inline unsigned b16(__half h) { return static_cast<__half_raw>(h).x; }
} // namespace lowp
} // namespace hs_detail

#ifndef HIPRT_INF_FP16
#define HIPRT_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define HIPRT_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define HIPRT_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define HIPRT_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define HIPRT_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define HIPRT_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define HIPRT_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#endif

/* ---- bit casts ---- */
inline short __half_as_short(__half h) { return (short)hs_lp::b16(h); }
inline unsigned short __half_as_ushort(__half h) { return (unsigned short)hs_lp::b16(h); }
inline __half __short_as_half(short s) { return hs_lp::h16((unsigned short)s); }
inline __half __ushort_as_half(unsigned short u) { return hs_lp::h16(u); }

/* ---- float and double ---- */
inline float __half2float(__half h) { return hs_lp::f16_to_f32(hs_lp::b16(h)); }
inline __half __float2half(float f) { return hs_lp::h16(hs_lp::from_f32<hs_lp::f16>(f, hs_lp::rn)); }
inline __half __float2half_rn(float f) { return hs_lp::h16(hs_lp::from_f32<hs_lp::f16>(f, hs_lp::rn)); }
inline __half __float2half_rz(float f) { return hs_lp::h16(hs_lp::from_f32<hs_lp::f16>(f, hs_lp::rz)); }
inline __half __float2half_rd(float f) { return hs_lp::h16(hs_lp::from_f32<hs_lp::f16>(f, hs_lp::rd)); }
inline __half __float2half_ru(float f) { return hs_lp::h16(hs_lp::from_f32<hs_lp::f16>(f, hs_lp::ru)); }
inline __half __double2half(double d) { return hs_lp::h16(hs_lp::from_f64<hs_lp::f16>(d, hs_lp::rn)); }

/* ---- integers: __half2<int>_<mode> and __<int>2half_<mode> ---- */
#define HS_FP16_INT(NAME, T)                                                                    \
    inline T __half2##NAME##_rn(__half h) { return hs_lp::to_int<T>(__half2float(h), hs_lp::rn); } \
    inline T __half2##NAME##_rz(__half h) { return hs_lp::to_int<T>(__half2float(h), hs_lp::rz); } \
    inline T __half2##NAME##_rd(__half h) { return hs_lp::to_int<T>(__half2float(h), hs_lp::rd); } \
    inline T __half2##NAME##_ru(__half h) { return hs_lp::to_int<T>(__half2float(h), hs_lp::ru); } \
    inline __half __##NAME##2half_rn(T v) { return hs_lp::h16(hs_lp::from_value<hs_lp::f16>(v, hs_lp::rn)); } \
    inline __half __##NAME##2half_rz(T v) { return hs_lp::h16(hs_lp::from_value<hs_lp::f16>(v, hs_lp::rz)); } \
    inline __half __##NAME##2half_rd(T v) { return hs_lp::h16(hs_lp::from_value<hs_lp::f16>(v, hs_lp::rd)); } \
    inline __half __##NAME##2half_ru(T v) { return hs_lp::h16(hs_lp::from_value<hs_lp::f16>(v, hs_lp::ru)); }
HS_FP16_INT(int, int)
HS_FP16_INT(uint, unsigned int)
HS_FP16_INT(short, short)
HS_FP16_INT(ushort, unsigned short)
HS_FP16_INT(ll, long long)
HS_FP16_INT(ull, unsigned long long)
#undef HS_FP16_INT
inline signed char __half2char_rz(__half h) { return hs_lp::to_int<signed char>(__half2float(h), hs_lp::rz); }
inline unsigned char __half2uchar_rz(__half h) {
    return hs_lp::to_int<unsigned char>(__half2float(h), hs_lp::rz);
}

/* ---- pairs ---- */
inline __half2 make_half2(__half x, __half y) { return __half2(x, y); }
inline __half2 __halves2half2(__half x, __half y) { return __half2(x, y); }
inline __half2 __half2half2(__half x) { return __half2(x, x); }
inline __half __low2half(__half2 v) { return v.x; }
inline __half __high2half(__half2 v) { return v.y; }
inline __half2 __low2half2(__half2 v) { return __half2(v.x, v.x); }
inline __half2 __high2half2(__half2 v) { return __half2(v.y, v.y); }
inline __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
inline __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
inline __half2 __lowhigh2highlow(__half2 v) { return __half2(v.y, v.x); }
inline float __low2float(__half2 v) { return __half2float(v.x); }
inline float __high2float(__half2 v) { return __half2float(v.y); }
inline float2 __half22float2(__half2 v) { return make_float2(__half2float(v.x), __half2float(v.y)); }
inline __half2 __float2half2_rn(float f) { return __half2half2(__float2half_rn(f)); }
inline __half2 __floats2half2_rn(float a, float b) { return __half2(__float2half_rn(a), __float2half_rn(b)); }
inline __half2 __float22half2_rn(float2 f) { return __floats2half2_rn(f.x, f.y); }

HS_LOWP_COMMON(__half, __half2)
#if !defined(__HIP_NO_HALF_OPERATORS__)
HS_LOWP_OPERATORS(__half, __half2)
#endif

#if !defined(HIP_NO_HALF)
typedef __half half;
typedef __half2 half2;
#endif

#endif
