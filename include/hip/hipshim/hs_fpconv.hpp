/* hs_fpconv.hpp - hipshim half precision, part 0: the software conversions behind __half
 * (IEEE binary16) and __hip_bfloat16 (bfloat16): any float, double or integer to either format
 * in the four rounding modes (nearest-even, toward zero, down, up) with one rounding only,
 * the exact conversions back to float, saturating conversions to integers, and the rounding of
 * float results that every half-precision operation ends with. Nothing here depends on
 * _Float16 or __bf16 compiler support, so g++ and clang++ give the same bits.
 * Ownership: functions only; nothing is allocated. Include <hip/hip_fp16.h> or <hip/hip_bf16.h>. */
#ifndef HIPSHIM_HS_FPCONV_HPP
#define HIPSHIM_HS_FPCONV_HPP

#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace hs_detail {
namespace lowp {

enum round_mode { rn, rz, rd, ru };

/* A target format: MANT stored fraction bits, EXPBITS exponent bits (bias 2^(EXPBITS-1)-1). */
template <int MANT, int EXPBITS> struct fmt {
    enum : int { mant = MANT, bias = (1 << (EXPBITS - 1)) - 1, emin = 1 - bias };
    enum : unsigned { inf = ((1u << EXPBITS) - 1u) << MANT, max_finite = inf - 1u, sign = 1u << (MANT + EXPBITS) };
};
typedef fmt<10, 5> f16;
typedef fmt<7, 8> bf16;

inline uint32_t f32_bits(float f) {
    uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    return u;
}
inline float bits_f32(uint32_t u) {
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
}
inline uint64_t f64_bits(double d) {
    uint64_t u;
    std::memcpy(&u, &d, sizeof u);
    return u;
}

/* Rounds the nonzero finite value sig * 2^(e - frac) (sig > 0) to format F and encodes it with
 * its sign. `e` is the exponent of bit `frac` of sig; sig may have no bit at `frac` (subnormal
 * input), in which case e must be the input format's minimum exponent. */
template <class F> inline unsigned round_pack(bool neg, uint64_t sig, int e, int frac, round_mode m) {
    int ec = e < F::emin ? F::emin : e;
    int s = ec - e + frac - F::mant; /* bits of sig below the target ulp */
    uint64_t n, rem = 0, half = 0;
    bool tiny = false;
    if (s <= 0) {
        n = sig << -s;
    } else if (s >= 64) {
        n = 0;
        tiny = true; /* 0 < value < half an ulp */
    } else {
        n = sig >> s;
        rem = sig & ((1ull << s) - 1u);
        half = 1ull << (s - 1);
    }
    bool inexact = tiny || rem != 0;
    bool up = false;
    switch (m) {
    case rn: up = half != 0 && (rem > half || (rem == half && (n & 1u))); break;
    case rz: break;
    case rd: up = inexact && neg; break;
    case ru: up = inexact && !neg; break;
    }
    n += up;
    unsigned sign = neg ? F::sign : 0u;
    /* the hidden bit of n carries into the exponent field */
    uint64_t enc = ((uint64_t)(ec - F::emin) << F::mant) + n;
    if (enc >= F::inf) {
        bool to_inf = m == rn || (m == ru && !neg) || (m == rd && neg);
        return sign | (to_inf ? F::inf : F::max_finite);
    }
    return sign | (unsigned)enc;
}

/* NaN: keep the payload's top bits, make it quiet. */
template <class F> inline unsigned nan_from(bool neg, uint64_t payload_top) {
    return (neg ? F::sign : 0u) | F::inf | (1u << (F::mant - 1)) |
           (unsigned)(payload_top & ((1u << F::mant) - 1u));
}

/* From an IEEE binary format with `mant` fraction and `expb` exponent bits (float, double),
 * given its bit pattern; the arguments are constants, so each use folds to its own code. */
template <class F> inline unsigned from_ieee(uint64_t u, int mant, int expb, round_mode m) {
    const int width = 1 + expb + mant;
    bool neg = (u >> (width - 1)) & 1u;
    uint64_t a = u & ((1ull << (width - 1)) - 1u);
    const uint64_t inf = ((1ull << expb) - 1u) << mant, frac = (1ull << mant) - 1u;
    if (a > inf)
        return nan_from<F>(neg, (a & frac) >> (mant - F::mant));
    if (a == inf)
        return (neg ? F::sign : 0u) | F::inf;
    if (a == 0)
        return neg ? F::sign : 0u;
    const int bias = (1 << (expb - 1)) - 1, ex = (int)(a >> mant);
    uint64_t sig = a & frac;
    if (ex)
        sig |= 1ull << mant;
    return round_pack<F>(neg, sig, ex ? ex - bias : 1 - bias, mant, m);
}

template <class F> inline unsigned from_f32(float x, round_mode m) {
    return from_ieee<F>(f32_bits(x), 23, 8, m);
}

template <class F> inline unsigned from_f64(double x, round_mode m) {
    return from_ieee<F>(f64_bits(x), 52, 11, m);
}

template <class F> inline unsigned from_long_double(long double x, round_mode m) {
    if (std::isnan(x))
        return nan_from<F>(std::signbit(x), 0);
    if (std::isinf(x))
        return (std::signbit(x) ? F::sign : 0u) | F::inf;
    if (x == 0)
        return std::signbit(x) ? F::sign : 0u;
    int e;
    long double fr = std::frexp(std::fabs(x), &e); /* [0.5, 1) */
    uint64_t sig = (uint64_t)std::ldexp(fr, 64); /* [2^63, 2^64): exact for x87 and binary64 */
    return round_pack<F>(std::signbit(x), sig, e - 1, 63, m);
}

template <class F> inline unsigned from_u64(bool neg, uint64_t mag, round_mode m) {
    if (mag == 0)
        return 0u; /* integer zero is +0 */
    int top = 63 - __builtin_clzll(mag);
    return round_pack<F>(neg, mag, top, top, m);
}

/* Any arithmetic type to format F. */
template <class F, class T> inline unsigned from_value(T x, round_mode m) {
    if constexpr (std::is_same<T, bool>::value) {
        return from_u64<F>(false, x ? 1u : 0u, m);
    } else if constexpr (std::is_integral<T>::value) {
        if constexpr (std::is_signed<T>::value) {
            long long v = (long long)x;
            uint64_t mag = v < 0 ? 0ull - (uint64_t)v : (uint64_t)v;
            return from_u64<F>(v < 0, mag, m);
        } else {
            return from_u64<F>(false, (uint64_t)x, m);
        }
    } else if constexpr (std::is_same<T, float>::value) {
        return from_f32<F>(x, m);
    } else if constexpr (std::is_same<T, double>::value) {
        return from_f64<F>(x, m);
    } else {
        return from_long_double<F>((long double)x, m);
    }
}

/* binary16 to float: exact (NaNs stay NaN, quiet, with their payload). */
inline float f16_to_f32(unsigned h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
    unsigned ex = (h >> 10) & 0x1fu, man = h & 0x3ffu;
    if (ex == 0x1f)
        return bits_f32(sign | 0x7f800000u | (man ? 0x400000u : 0u) | ((uint32_t)man << 13));
    if (ex == 0) {
        float v = (float)man * 0x1p-24f; /* exact: man < 2^10 */
        return sign ? -v : v;
    }
    return bits_f32(sign | ((uint32_t)(ex + 112u) << 23) | ((uint32_t)man << 13));
}

/* bfloat16 to float: the top half of the float's bits (NaNs made quiet). */
inline float bf16_to_f32(unsigned b) {
    uint32_t u = (uint32_t)(b & 0xffffu) << 16;
    if ((u & 0x7fffffffu) > 0x7f800000u)
        u |= 0x400000u;
    return bits_f32(u);
}

/* float holding an integral value (or any value) rounded to an integral value in mode m. */
inline float round_integral(float x, round_mode m) {
    if (!(std::fabs(x) < 0x1p23f)) /* already integral, inf or NaN */
        return x;
    float t = std::trunc(x);
    if (t == x)
        return x;
    switch (m) {
    case rz: return t;
    case rd: return x < 0 ? t - 1.0f : t;
    case ru: return x > 0 ? t + 1.0f : t;
    case rn:
    default: {
        float d = std::fabs(x - t); /* exact: x and t share the exponent range */
        float away = x < 0 ? t - 1.0f : t + 1.0f;
        if (d > 0.5f || (d == 0.5f && std::fmod(t, 2.0f) != 0.0f))
            return away;
        return t == 0.0f ? std::copysign(0.0f, x) : t;
    }
    }
}

/* float to integer type I in mode m, as the GPU conversions do: saturating, NaN gives 0
 * (0x8000000000000000 for 64-bit types, as CUDA documents). */
template <class I> inline I to_int(float x, round_mode m) {
    if (std::isnan(x))
        return sizeof(I) == 8 ? (I)(1ull << 63) : (I)0;
    float r = round_integral(x, m);
    const long double lo = (long double)std::numeric_limits<I>::min();
    const long double hi = (long double)std::numeric_limits<I>::max();
    if ((long double)r <= lo)
        return std::numeric_limits<I>::min();
    if ((long double)r >= hi)
        return std::numeric_limits<I>::max();
    return (I)r;
}

/* Conversion operators of the types to any arithmetic T (C semantics: truncation, but
 * saturating and NaN -> 0 instead of undefined). */
template <class T> inline T float_to(float x) {
    if constexpr (std::is_same<T, bool>::value)
        return x != 0.0f || std::isnan(x);
    else if constexpr (std::is_integral<T>::value)
        return to_int<T>(x, rz);
    else
        return (T)x;
}

/* Clamp to [0, 1]; NaN becomes +0 (the _sat forms). */
inline float sat01(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }

/* fma of three values given as doubles that are half or bfloat16 values: the product is exact
 * in double; the sum is made round-to-odd (TwoSum), which makes the final rounding to the
 * 8- or 11-bit format a single correct rounding. */
inline double fma_rto(double a, double b, double c) {
    double p = a * b;
    double s = p + c;
    if (!std::isfinite(s))
        return s;
    double bb = s - p;
    double err = (p - (s - bb)) + (c - bb);
    if (err != 0.0 && !(f64_bits(s) & 1u))
        s = std::nextafter(s, err > 0 ? INFINITY : -INFINITY);
    return s;
}

/* Per-type access, specialized by hs_fp16.hpp and hs_bf16.hpp: F (the format), bits(h),
 * make(bits), to_float(bits), canonical NaN bits. */
template <class H> struct traits;

template <class H> inline float fv(H h) { return traits<H>::to_float(traits<H>::bits(h)); }
template <class H> inline double dv(H h) { return (double)fv(h); }
template <class H> inline H make(unsigned b) { return traits<H>::make(b); }
/* NaN results are the canonical NaN, as CUDA documents for half arithmetic: the payload a host
 * FPU propagates depends on operand order, which the compiler may swap */
template <class H> inline H round_d(double x) {
    return std::isnan(x) ? make<H>(traits<H>::canon_nan) : make<H>(from_f64<typename traits<H>::F>(x, rn));
}
template <class H> inline bool isnan_(H h) {
    typedef typename traits<H>::F F;
    return (traits<H>::bits(h) & ~F::sign) > F::inf;
}
template <class H> inline bool isinf_(H h) {
    typedef typename traits<H>::F F;
    return (traits<H>::bits(h) & ~F::sign) == F::inf;
}
template <class H> inline H neg(H h) { return make<H>(traits<H>::bits(h) ^ traits<H>::F::sign); }
template <class H> inline H abs_(H h) { return make<H>(traits<H>::bits(h) & ~traits<H>::F::sign); }
template <class H> inline H sat(H h) { return round_d<H>((double)sat01(fv(h))); }
template <class H> inline H canon_nan() { return make<H>(traits<H>::canon_nan); }

/* max/min as CUDA and HIP document __hmax/__hmin: a NaN operand yields the other operand, two
 * NaNs the canonical NaN; +0 counts as greater than -0. The _nan forms return the canonical NaN
 * if either operand is NaN. */
template <class H> inline H max_(H a, H b) {
    if (isnan_(a))
        return isnan_(b) ? canon_nan<H>() : b;
    if (isnan_(b))
        return a;
    float x = fv(a), y = fv(b);
    if (x == y)
        return std::signbit(x) ? b : a;
    return x > y ? a : b;
}
template <class H> inline H min_(H a, H b) {
    if (isnan_(a))
        return isnan_(b) ? canon_nan<H>() : b;
    if (isnan_(b))
        return a;
    float x = fv(a), y = fv(b);
    if (x == y)
        return std::signbit(x) ? a : b;
    return x < y ? a : b;
}
template <class H> inline H max_nan(H a, H b) {
    return (isnan_(a) || isnan_(b)) ? canon_nan<H>() : max_(a, b);
}
template <class H> inline H min_nan(H a, H b) {
    return (isnan_(a) || isnan_(b)) ? canon_nan<H>() : min_(a, b);
}

/* x op y as a pair: each lane separately */
template <class H2, class Fn> inline H2 map2(H2 a, H2 b, Fn f) { return H2(f(a.x, b.x), f(a.y, b.y)); }
template <class H2, class Fn> inline H2 map1(H2 a, Fn f) { return H2(f(a.x), f(a.y)); }
/* comparison of two pairs as 1.0/0.0 per lane, as a bool for both lanes, as a 0xffff mask */
template <class H2, class Fn> inline H2 cmp2(H2 a, H2 b, Fn f) {
    typedef decltype(a.x) H;
    unsigned one = traits<H>::one;
    return H2(make<H>(f(a.x, b.x) ? one : 0u), make<H>(f(a.y, b.y) ? one : 0u));
}
template <class H2, class Fn> inline unsigned cmp2_mask(H2 a, H2 b, Fn f) {
    return (f(a.x, b.x) ? 0xffffu : 0u) | (f(a.y, b.y) ? 0xffff0000u : 0u);
}

/* IEEE comparisons; the u forms are true when either operand is NaN */
template <class H> inline bool eq(H a, H b) { return fv(a) == fv(b); }
template <class H> inline bool ne(H a, H b) { float x = fv(a), y = fv(b); return x < y || x > y; }
template <class H> inline bool lt(H a, H b) { return fv(a) < fv(b); }
template <class H> inline bool le(H a, H b) { return fv(a) <= fv(b); }
template <class H> inline bool gt(H a, H b) { return fv(a) > fv(b); }
template <class H> inline bool ge(H a, H b) { return fv(a) >= fv(b); }
template <class H> inline bool equ(H a, H b) { return !ne(a, b); }
template <class H> inline bool neu(H a, H b) { return !eq(a, b); }
template <class H> inline bool ltu(H a, H b) { return !ge(a, b); }
template <class H> inline bool leu(H a, H b) { return !gt(a, b); }
template <class H> inline bool gtu(H a, H b) { return !le(a, b); }
template <class H> inline bool geu(H a, H b) { return !lt(a, b); }

/* Atomic read-modify-write of a 2- or 4-byte value by compare-and-swap (blocks run on several
 * OS threads); returns the old value. */
template <class T, class Fn> inline T atomic_rmw(T *p, Fn f) {
    static_assert(sizeof(T) == 2 || sizeof(T) == 4, "hipshim: 16- or 32-bit atomic");
    typedef typename std::conditional<sizeof(T) == 2, uint16_t, uint32_t>::type U;
    U *q = reinterpret_cast<U *>(p);
    U oldu = __atomic_load_n(q, __ATOMIC_RELAXED), newu;
    T oldv, newv;
    do {
        std::memcpy(&oldv, &oldu, sizeof oldv);
        newv = f(oldv);
        std::memcpy(&newu, &newv, sizeof newu);
    } while (!__atomic_compare_exchange_n(q, &oldu, newu, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return oldv;
}

template <class T> using if_arith = typename std::enable_if<std::is_arithmetic<T>::value, int>::type;

} // namespace lowp
} // namespace hs_detail
namespace hs_lp = ::hs_detail::lowp;

/* The members __half and __hip_bfloat16 share (T: the class, RAW: its raw struct; the class's
 * one field is `unsigned short __x`): default and raw construction, raw assignment, conversion
 * to raw. Volatile stores return void: a discarded volatile reference makes g++ warn on the
 * statement `shared[i] = x;` of every volatile reduction. */
#define HS_LOWP_SCALAR_RAW(T, RAW)                                                              \
    T() = default;                                                                              \
    constexpr T(const RAW &r) : __x(r.x) {}                                                     \
    T &operator=(const RAW &r) {                                                                \
        __x = r.x;                                                                              \
        return *this;                                                                           \
    }                                                                                           \
    void operator=(const RAW &r) volatile { __x = r.x; }                                        \
    void operator=(const volatile RAW &r) volatile { __x = r.x; }                               \
    constexpr operator RAW() const { return RAW{__x}; }                                         \
    operator RAW() const volatile { return RAW{__x}; }

/* Their implicit conversions (HIP's __HIP_NO_*_CONVERSIONS__ removes them at the use site): from
 * any arithmetic type rounded to nearest even (FMT: f16 or bf16), to any arithmetic type through
 * float (TO_F32: f16_to_f32 or bf16_to_f32; integers truncated, saturated, NaN -> 0). */
#define HS_LOWP_SCALAR_CONV(T, FMT, TO_F32)                                                     \
    template <class U, hs_lp::if_arith<U> = 0>                                                  \
    T(U v) : __x((unsigned short)hs_lp::from_value<hs_lp::FMT>(v, hs_lp::rn)) {}               \
    template <class U, hs_lp::if_arith<U> = 0> T &operator=(U v) {                              \
        __x = (unsigned short)hs_lp::from_value<hs_lp::FMT>(v, hs_lp::rn);                      \
        return *this;                                                                           \
    }                                                                                           \
    template <class U, hs_lp::if_arith<U> = 0> void operator=(U v) volatile {                   \
        __x = (unsigned short)hs_lp::from_value<hs_lp::FMT>(v, hs_lp::rn);                      \
    }                                                                                           \
    template <class U, hs_lp::if_arith<U> = 0> operator U() const {                             \
        return hs_lp::float_to<U>(hs_lp::TO_F32(__x));                                          \
    }                                                                                           \
    template <class U, hs_lp::if_arith<U> = 0> operator U() const volatile {                    \
        return hs_lp::float_to<U>(hs_lp::TO_F32(__x));                                          \
    }

/* The members of their pair types (T2, with fields x and y of T; RAW2 and RAW the raw structs). */
#define HS_LOWP_PAIR_RAW(T2, T, RAW2, RAW)                                                      \
    T2() = default;                                                                             \
    constexpr T2(const T &a, const T &b) : x(a), y(b) {}                                        \
    constexpr T2(const RAW2 &r) : x(RAW{r.x}), y(RAW{r.y}) {}                                   \
    T2 &operator=(const RAW2 &r) {                                                              \
        x = RAW{r.x};                                                                           \
        y = RAW{r.y};                                                                           \
        return *this;                                                                           \
    }                                                                                           \
    operator RAW2() const { return RAW2{x.__x, y.__x}; }

/* Declares the functions that __half and __hip_bfloat16 share by name (arithmetic, comparisons,
 * math, pair forms, loads and stores, atomicAdd, operators); H2 is the pair type. */
#define HS_LOWP_COMMON(H, H2)                                                                   \
    /* ---- arithmetic (rounded to nearest even once) ---- */                                   \
    inline H __hadd(H a, H b) { return hs_lp::round_d<H>(hs_lp::dv(a) + hs_lp::dv(b)); }          \
    inline H __hsub(H a, H b) { return hs_lp::round_d<H>(hs_lp::dv(a) - hs_lp::dv(b)); }          \
    inline H __hmul(H a, H b) { return hs_lp::round_d<H>(hs_lp::dv(a) * hs_lp::dv(b)); }          \
    inline H __hdiv(H a, H b) { return hs_lp::round_d<H>(hs_lp::dv(a) / hs_lp::dv(b)); }          \
    inline H __hadd_rn(H a, H b) { return __hadd(a, b); }                                       \
    inline H __hsub_rn(H a, H b) { return __hsub(a, b); }                                       \
    inline H __hmul_rn(H a, H b) { return __hmul(a, b); }                                       \
    inline H __hfma(H a, H b, H c) {                                                            \
        return hs_lp::round_d<H>(hs_lp::fma_rto(hs_lp::dv(a), hs_lp::dv(b), hs_lp::dv(c)));      \
    }                                                                                           \
    inline H __hadd_sat(H a, H b) { return hs_lp::sat(__hadd(a, b)); }                          \
    inline H __hsub_sat(H a, H b) { return hs_lp::sat(__hsub(a, b)); }                          \
    inline H __hmul_sat(H a, H b) { return hs_lp::sat(__hmul(a, b)); }                          \
    inline H __hfma_sat(H a, H b, H c) { return hs_lp::sat(__hfma(a, b, c)); }                  \
    inline H __hneg(H a) { return hs_lp::neg(a); }                                              \
    inline H __habs(H a) { return hs_lp::abs_(a); }                                             \
    inline H __hmax(H a, H b) { return hs_lp::max_(a, b); }                                     \
    inline H __hmin(H a, H b) { return hs_lp::min_(a, b); }                                     \
    inline H __hmax_nan(H a, H b) { return hs_lp::max_nan(a, b); }                              \
    inline H __hmin_nan(H a, H b) { return hs_lp::min_nan(a, b); }                              \
    /* ---- comparisons ---- */                                                                 \
    inline bool __heq(H a, H b) { return hs_lp::eq(a, b); }                                     \
    inline bool __hne(H a, H b) { return hs_lp::ne(a, b); }                                     \
    inline bool __hlt(H a, H b) { return hs_lp::lt(a, b); }                                     \
    inline bool __hle(H a, H b) { return hs_lp::le(a, b); }                                     \
    inline bool __hgt(H a, H b) { return hs_lp::gt(a, b); }                                     \
    inline bool __hge(H a, H b) { return hs_lp::ge(a, b); }                                     \
    inline bool __hequ(H a, H b) { return hs_lp::equ(a, b); }                                   \
    inline bool __hneu(H a, H b) { return hs_lp::neu(a, b); }                                   \
    inline bool __hltu(H a, H b) { return hs_lp::ltu(a, b); }                                   \
    inline bool __hleu(H a, H b) { return hs_lp::leu(a, b); }                                   \
    inline bool __hgtu(H a, H b) { return hs_lp::gtu(a, b); }                                   \
    inline bool __hgeu(H a, H b) { return hs_lp::geu(a, b); }                                   \
    inline bool __hisnan(H a) { return hs_lp::isnan_(a); }                                      \
    inline bool __hisinf(H a) { return hs_lp::isinf_(a); }                                      \
    /* ---- math: computed in double, rounded once ---- */                                      \
    inline H hsqrt(H a) { return hs_lp::round_d<H>(std::sqrt(hs_lp::dv(a))); }                  \
    inline H hrsqrt(H a) { return hs_lp::round_d<H>(1.0 / std::sqrt(hs_lp::dv(a))); }          \
    inline H hrcp(H a) { return hs_lp::round_d<H>(1.0 / hs_lp::dv(a)); }                       \
    inline H hexp(H a) { return hs_lp::round_d<H>(std::exp(hs_lp::dv(a))); }                    \
    inline H hexp2(H a) { return hs_lp::round_d<H>(std::exp2(hs_lp::dv(a))); }                  \
    inline H hexp10(H a) { return hs_lp::round_d<H>(std::pow(10.0, hs_lp::dv(a))); }            \
    inline H hlog(H a) { return hs_lp::round_d<H>(std::log(hs_lp::dv(a))); }                    \
    inline H hlog2(H a) { return hs_lp::round_d<H>(std::log2(hs_lp::dv(a))); }                  \
    inline H hlog10(H a) { return hs_lp::round_d<H>(std::log10(hs_lp::dv(a))); }                \
    inline H hsin(H a) { return hs_lp::round_d<H>(std::sin(hs_lp::dv(a))); }                    \
    inline H hcos(H a) { return hs_lp::round_d<H>(std::cos(hs_lp::dv(a))); }                    \
    inline H htanh(H a) { return hs_lp::round_d<H>(std::tanh(hs_lp::dv(a))); }                  \
    inline H hceil(H a) { return hs_lp::round_d<H>((double)hs_lp::round_integral(hs_lp::fv(a), hs_lp::ru)); } \
    inline H hfloor(H a) { return hs_lp::round_d<H>((double)hs_lp::round_integral(hs_lp::fv(a), hs_lp::rd)); } \
    inline H htrunc(H a) { return hs_lp::round_d<H>((double)hs_lp::round_integral(hs_lp::fv(a), hs_lp::rz)); } \
    inline H hrint(H a) { return hs_lp::round_d<H>((double)hs_lp::round_integral(hs_lp::fv(a), hs_lp::rn)); } \
    /* ---- pairs: each lane as the scalar function ---- */                                     \
    inline H2 __hadd2(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hadd(x, y); }); } \
    inline H2 __hsub2(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hsub(x, y); }); } \
    inline H2 __hmul2(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmul(x, y); }); } \
    inline H2 __h2div(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hdiv(x, y); }); } \
    inline H2 __hadd2_rn(H2 a, H2 b) { return __hadd2(a, b); }                                 \
    inline H2 __hsub2_rn(H2 a, H2 b) { return __hsub2(a, b); }                                 \
    inline H2 __hmul2_rn(H2 a, H2 b) { return __hmul2(a, b); }                                 \
    inline H2 __hfma2(H2 a, H2 b, H2 c) { return H2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
    inline H2 __hadd2_sat(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hadd_sat(x, y); }); } \
    inline H2 __hsub2_sat(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hsub_sat(x, y); }); } \
    inline H2 __hmul2_sat(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmul_sat(x, y); }); } \
    inline H2 __hfma2_sat(H2 a, H2 b, H2 c) {                                                   \
        return H2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));                        \
    }                                                                                           \
    inline H2 __hneg2(H2 a) { return H2(__hneg(a.x), __hneg(a.y)); }                            \
    inline H2 __habs2(H2 a) { return H2(__habs(a.x), __habs(a.y)); }                            \
    inline H2 __hmax2(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmax(x, y); }); } \
    inline H2 __hmin2(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmin(x, y); }); } \
    inline H2 __hmax2_nan(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmax_nan(x, y); }); } \
    inline H2 __hmin2_nan(H2 a, H2 b) { return hs_lp::map2(a, b, [](H x, H y) { return __hmin_nan(x, y); }); } \
    /* complex multiply-add: (a.x + i a.y)(b.x + i b.y) + (c.x + i c.y) */                     \
    inline H2 __hcmadd(H2 a, H2 b, H2 c) {                                                      \
        double ax = hs_lp::dv(a.x), ay = hs_lp::dv(a.y), bx = hs_lp::dv(b.x), by = hs_lp::dv(b.y); \
        return H2(hs_lp::round_d<H>(ax * bx - ay * by + hs_lp::dv(c.x)),                        \
                  hs_lp::round_d<H>(ax * by + ay * bx + hs_lp::dv(c.y)));                       \
    }                                                                                           \
    HS_LOWP_CMP2(H, H2, eq) HS_LOWP_CMP2(H, H2, ne) HS_LOWP_CMP2(H, H2, lt)                     \
    HS_LOWP_CMP2(H, H2, le) HS_LOWP_CMP2(H, H2, gt) HS_LOWP_CMP2(H, H2, ge)                     \
    HS_LOWP_CMP2(H, H2, equ) HS_LOWP_CMP2(H, H2, neu) HS_LOWP_CMP2(H, H2, ltu)                  \
    HS_LOWP_CMP2(H, H2, leu) HS_LOWP_CMP2(H, H2, gtu) HS_LOWP_CMP2(H, H2, geu)                  \
    inline H2 __hisnan2(H2 a) {                                                                 \
        unsigned one = hs_lp::traits<H>::one;                                                   \
        return H2(hs_lp::make<H>(__hisnan(a.x) ? one : 0u), hs_lp::make<H>(__hisnan(a.y) ? one : 0u)); \
    }                                                                                           \
    inline H2 __hisinf2(H2 a) {                                                                 \
        unsigned one = hs_lp::traits<H>::one;                                                   \
        return H2(hs_lp::make<H>(__hisinf(a.x) ? one : 0u), hs_lp::make<H>(__hisinf(a.y) ? one : 0u)); \
    }                                                                                           \
    inline H2 h2sqrt(H2 a) { return H2(hsqrt(a.x), hsqrt(a.y)); }                               \
    inline H2 h2rsqrt(H2 a) { return H2(hrsqrt(a.x), hrsqrt(a.y)); }                            \
    inline H2 h2rcp(H2 a) { return H2(hrcp(a.x), hrcp(a.y)); }                                  \
    inline H2 h2exp(H2 a) { return H2(hexp(a.x), hexp(a.y)); }                                  \
    inline H2 h2exp2(H2 a) { return H2(hexp2(a.x), hexp2(a.y)); }                               \
    inline H2 h2exp10(H2 a) { return H2(hexp10(a.x), hexp10(a.y)); }                            \
    inline H2 h2log(H2 a) { return H2(hlog(a.x), hlog(a.y)); }                                  \
    inline H2 h2log2(H2 a) { return H2(hlog2(a.x), hlog2(a.y)); }                               \
    inline H2 h2log10(H2 a) { return H2(hlog10(a.x), hlog10(a.y)); }                            \
    inline H2 h2sin(H2 a) { return H2(hsin(a.x), hsin(a.y)); }                                  \
    inline H2 h2cos(H2 a) { return H2(hcos(a.x), hcos(a.y)); }                                  \
    inline H2 h2tanh(H2 a) { return H2(htanh(a.x), htanh(a.y)); }                               \
    /* CUDA 12.8's fast approximations: the correctly rounded value is within their bounds */  \
    inline H htanh_approx(H a) { return htanh(a); }                                             \
    inline H2 h2tanh_approx(H2 a) { return h2tanh(a); }                                         \
    inline H2 h2ceil(H2 a) { return H2(hceil(a.x), hceil(a.y)); }                               \
    inline H2 h2floor(H2 a) { return H2(hfloor(a.x), hfloor(a.y)); }                            \
    inline H2 h2trunc(H2 a) { return H2(htrunc(a.x), htrunc(a.y)); }                            \
    inline H2 h2rint(H2 a) { return H2(hrint(a.x), hrint(a.y)); }                               \
    /* ---- cache-hinted loads and stores: plain memory accesses here ---- */                   \
    HS_LOWP_LDST(H) HS_LOWP_LDST(H2)                                                            \
    /* ---- atomics: compare-and-swap on the 16 or 32 bits ---- */                              \
    inline H atomicAdd(H *p, H v) { return hs_lp::atomic_rmw(p, [v](H o) { return __hadd(o, v); }); } \
    inline H2 atomicAdd(H2 *p, H2 v) { return hs_lp::atomic_rmw(p, [v](H2 o) { return __hadd2(o, v); }); } \
    inline H atomicAdd_system(H *p, H v) { return atomicAdd(p, v); }                           \
    inline H atomicAdd_block(H *p, H v) { return atomicAdd(p, v); }                            \
    inline H2 atomicAdd_system(H2 *p, H2 v) { return atomicAdd(p, v); }                        \
    inline H2 atomicAdd_block(H2 *p, H2 v) { return atomicAdd(p, v); }                         \
    inline H unsafeAtomicAdd(H *p, H v) { return atomicAdd(p, v); }                            \
    inline H safeAtomicAdd(H *p, H v) { return atomicAdd(p, v); }                              \
    inline H2 unsafeAtomicAdd(H2 *p, H2 v) { return atomicAdd(p, v); }                         \
    inline H2 safeAtomicAdd(H2 *p, H2 v) { return atomicAdd(p, v); }

#define HS_LOWP_CMP2(H, H2, OP)                                                                 \
    inline H2 __h##OP##2(H2 a, H2 b) { return hs_lp::cmp2(a, b, hs_lp::OP<H>); }                \
    inline unsigned __h##OP##2_mask(H2 a, H2 b) { return hs_lp::cmp2_mask(a, b, hs_lp::OP<H>); } \
    inline bool __hb##OP##2(H2 a, H2 b) { return hs_lp::OP(a.x, b.x) && hs_lp::OP(a.y, b.y); }

#define HS_LOWP_LDST(T)                                                                         \
    inline T __ldg(const T *p) { return *p; }                                                   \
    inline T __ldcg(const T *p) { return *p; }                                                  \
    inline T __ldca(const T *p) { return *p; }                                                  \
    inline T __ldcs(const T *p) { return *p; }                                                  \
    inline T __ldlu(const T *p) { return *p; }                                                  \
    inline T __ldcv(const T *p) { return *p; }                                                  \
    inline void __stcg(T *p, T v) { *p = v; }                                                   \
    inline void __stcs(T *p, T v) { *p = v; }                                                   \
    inline void __stwb(T *p, T v) { *p = v; }                                                   \
    inline void __stwt(T *p, T v) { *p = v; }

/* Operators (HIP defines them unless __HIP_NO_HALF_OPERATORS__ / __HIP_NO_BFLOAT16_OPERATORS__;
 * the including header decides whether to expand this). == is ordered, != unordered, as in
 * CUDA; a pair compares true only if both lanes do. */
#define HS_LOWP_OPERATORS(H, H2)                                                                \
    inline H operator+(const H &a, const H &b) { return __hadd(a, b); }                         \
    inline H operator-(const H &a, const H &b) { return __hsub(a, b); }                         \
    inline H operator*(const H &a, const H &b) { return __hmul(a, b); }                         \
    inline H operator/(const H &a, const H &b) { return __hdiv(a, b); }                         \
    inline H &operator+=(H &a, const H &b) { return a = __hadd(a, b); }                         \
    inline H &operator-=(H &a, const H &b) { return a = __hsub(a, b); }                         \
    inline H &operator*=(H &a, const H &b) { return a = __hmul(a, b); }                         \
    inline H &operator/=(H &a, const H &b) { return a = __hdiv(a, b); }                         \
    inline H operator+(const H &a) { return a; }                                                \
    inline H operator-(const H &a) { return __hneg(a); }                                        \
    inline H &operator++(H &a) { return a = __hadd(a, hs_lp::make<H>(hs_lp::traits<H>::one)); } \
    inline H &operator--(H &a) { return a = __hsub(a, hs_lp::make<H>(hs_lp::traits<H>::one)); } \
    inline H operator++(H &a, int) { H o = a; ++a; return o; }                                  \
    inline H operator--(H &a, int) { H o = a; --a; return o; }                                  \
    inline bool operator==(const H &a, const H &b) { return __heq(a, b); }                      \
    inline bool operator!=(const H &a, const H &b) { return __hneu(a, b); }                     \
    inline bool operator<(const H &a, const H &b) { return __hlt(a, b); }                       \
    inline bool operator<=(const H &a, const H &b) { return __hle(a, b); }                      \
    inline bool operator>(const H &a, const H &b) { return __hgt(a, b); }                       \
    inline bool operator>=(const H &a, const H &b) { return __hge(a, b); }                      \
    inline H2 operator+(const H2 &a, const H2 &b) { return __hadd2(a, b); }                     \
    inline H2 operator-(const H2 &a, const H2 &b) { return __hsub2(a, b); }                     \
    inline H2 operator*(const H2 &a, const H2 &b) { return __hmul2(a, b); }                     \
    inline H2 operator/(const H2 &a, const H2 &b) { return __h2div(a, b); }                     \
    inline H2 &operator+=(H2 &a, const H2 &b) { return a = __hadd2(a, b); }                     \
    inline H2 &operator-=(H2 &a, const H2 &b) { return a = __hsub2(a, b); }                     \
    inline H2 &operator*=(H2 &a, const H2 &b) { return a = __hmul2(a, b); }                     \
    inline H2 &operator/=(H2 &a, const H2 &b) { return a = __h2div(a, b); }                     \
    inline H2 operator+(const H2 &a) { return a; }                                              \
    inline H2 operator-(const H2 &a) { return __hneg2(a); }                                     \
    inline H2 &operator++(H2 &a) { ++a.x; ++a.y; return a; }                                    \
    inline H2 &operator--(H2 &a) { --a.x; --a.y; return a; }                                    \
    inline H2 operator++(H2 &a, int) { H2 o = a; ++a; return o; }                               \
    inline H2 operator--(H2 &a, int) { H2 o = a; --a; return o; }                               \
    inline bool operator==(const H2 &a, const H2 &b) { return __hbeq2(a, b); }                  \
    inline bool operator!=(const H2 &a, const H2 &b) { return __hbneu2(a, b); }                 \
    inline bool operator<(const H2 &a, const H2 &b) { return __hblt2(a, b); }                   \
    inline bool operator<=(const H2 &a, const H2 &b) { return __hble2(a, b); }                  \
    inline bool operator>(const H2 &a, const H2 &b) { return __hbgt2(a, b); }                   \
    inline bool operator>=(const H2 &a, const H2 &b) { return __hbge2(a, b); }

#endif
