/* hs_intrinsics.hpp - hipshim kernel language, part 4: integer intrinsics (__popc, __ffs, __clz,
 * __brev, __mul24, __mulhi, __byte_perm, __funnelshift_*, __sad, __hadd, bit-field extract/insert)
 * and floating-point intrinsics (fast __expf-style functions, __saturatef, rounding-mode
 * arithmetic __fadd_rz ..., conversions __float2int_rd ..., bit casts). Directed-rounding forms
 * are computed exactly from the round-to-nearest result and its error term (no fenv switching).
 * Ownership: functions only; nothing is allocated. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_INTRINSICS_HPP
#define HIPSHIM_HS_INTRINSICS_HPP

#include "hs_device.hpp"
#include "hs_devmath.hpp"
#include <math.h>
#include <cmath>
#include <limits>

/* ---- bit counting ---- */
/* Address-space conversions (CUDA): one address space here, so an address stays what it is.
 * Code that keeps a shared-window address in 32 bits (for inline PTX) cannot run anyway. */
__forceinline__ size_t __cvta_generic_to_shared(const void *p) { return (size_t)(uintptr_t)p; }
__forceinline__ size_t __cvta_generic_to_global(const void *p) { return (size_t)(uintptr_t)p; }
__forceinline__ size_t __cvta_generic_to_constant(const void *p) { return (size_t)(uintptr_t)p; }
__forceinline__ size_t __cvta_generic_to_local(const void *p) { return (size_t)(uintptr_t)p; }
__forceinline__ void *__cvta_shared_to_generic(size_t a) { return (void *)(uintptr_t)a; }
__forceinline__ void *__cvta_global_to_generic(size_t a) { return (void *)(uintptr_t)a; }
__forceinline__ void *__cvta_constant_to_generic(size_t a) { return (void *)(uintptr_t)a; }
__forceinline__ void *__cvta_local_to_generic(size_t a) { return (void *)(uintptr_t)a; }

__forceinline__ int __popc(unsigned int x) { return __builtin_popcount(x); }
__forceinline__ int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__forceinline__ int __ffs(int x) { return __builtin_ffs(x); }
__forceinline__ int __ffs(unsigned int x) { return __builtin_ffs((int)x); }
__forceinline__ int __ffsll(long long x) { return __builtin_ffsll(x); }
__forceinline__ int __ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
__forceinline__ int __ffsll(long x) { return __builtin_ffsll((long long)x); }
__forceinline__ int __ffsll(unsigned long x) { return __builtin_ffsll((long long)x); }
__forceinline__ int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
__forceinline__ int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
__forceinline__ unsigned int __brev(unsigned int x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(x);
}
__forceinline__ unsigned long long __brevll(unsigned long long x) {
    return ((unsigned long long)__brev((unsigned)x) << 32) | __brev((unsigned)(x >> 32));
}

/* ---- multiplication ---- */
__forceinline__ int __mul24(int x, int y) {
    return (int)(((long long)((x << 8) >> 8) * (long long)((y << 8) >> 8)) & 0xffffffffll);
}
__forceinline__ unsigned int __umul24(unsigned int x, unsigned int y) {
    return (x & 0xffffffu) * (y & 0xffffffu);
}
__forceinline__ int __mulhi(int x, int y) { return (int)(((long long)x * (long long)y) >> 32); }
__forceinline__ unsigned int __umulhi(unsigned int x, unsigned int y) {
    return (unsigned)(((unsigned long long)x * (unsigned long long)y) >> 32);
}
__forceinline__ long long __mul64hi(long long x, long long y) {
    return (long long)(((__int128)x * (__int128)y) >> 64);
}
__forceinline__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
    return (unsigned long long)(((unsigned __int128)x * (unsigned __int128)y) >> 64);
}

/* ---- byte and funnel shifts ---- */
__forceinline__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned r = 0;
    for (int i = 0; i < 4; i++) {
        unsigned sel = (s >> (4 * i)) & 7u;
        r |= (unsigned)((v >> (8 * sel)) & 0xffu) << (8 * i);
    }
    return r;
}
__forceinline__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)((v << (shift & 31u)) >> 32);
}
__forceinline__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)((v << (shift > 32u ? 32u : shift)) >> 32);
}
__forceinline__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)(v >> (shift & 31u));
}
__forceinline__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)(v >> (shift > 32u ? 32u : shift));
}

/* ---- averages and absolute differences ---- */
__forceinline__ int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
__forceinline__ int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
__forceinline__ unsigned int __uhadd(unsigned int x, unsigned int y) {
    return (unsigned)(((unsigned long long)x + y) >> 1);
}
__forceinline__ unsigned int __urhadd(unsigned int x, unsigned int y) {
    return (unsigned)(((unsigned long long)x + y + 1) >> 1);
}
__forceinline__ unsigned int __sad(int x, int y, unsigned int z) {
    return (x > y ? (unsigned)x - (unsigned)y : (unsigned)y - (unsigned)x) + z;
}
__forceinline__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
    return (x > y ? x - y : y - x) + z;
}

/* ---- bit fields (AMD): extract `width` bits at `offset`; insert src1's low bits into src0 ---- */
__forceinline__ unsigned int __bitextract_u32(unsigned int src0, unsigned int offset, unsigned int width) {
    offset &= 31u;
    width &= 31u;
    return width ? (src0 >> offset) & ((1u << width) - 1u) : 0u;
}
__forceinline__ unsigned long long __bitextract_u64(unsigned long long src0, unsigned int offset,
                                                    unsigned int width) {
    offset &= 63u;
    width &= 63u;
    return width ? (src0 >> offset) & ((1ull << width) - 1ull) : 0ull;
}
__forceinline__ unsigned int __bitinsert_u32(unsigned int src0, unsigned int src1, unsigned int offset,
                                             unsigned int width) {
    offset &= 31u;
    width &= 31u;
    unsigned mask = ((1u << width) - 1u) << offset;
    return (src0 & ~mask) | ((src1 << offset) & mask);
}
__forceinline__ unsigned long long __bitinsert_u64(unsigned long long src0, unsigned long long src1,
                                                   unsigned int offset, unsigned int width) {
    offset &= 63u;
    width &= 63u;
    unsigned long long mask = ((1ull << width) - 1ull) << offset;
    return (src0 & ~mask) | ((src1 << offset) & mask);
}

/* ---- bit casts ---- */
namespace hs_detail {
template <class To, class From> __forceinline__ To bitcast(From f) {
    static_assert(sizeof(To) == sizeof(From), "size mismatch");
    To t;
    std::memcpy(&t, &f, sizeof t);
    return t;
}
} // namespace hs_detail
__forceinline__ float __int_as_float(int x) { return ::hs_detail::bitcast<float>(x); }
__forceinline__ float __uint_as_float(unsigned int x) { return ::hs_detail::bitcast<float>(x); }
__forceinline__ int __float_as_int(float x) { return ::hs_detail::bitcast<int>(x); }
__forceinline__ unsigned int __float_as_uint(float x) { return ::hs_detail::bitcast<unsigned>(x); }
__forceinline__ double __longlong_as_double(long long x) { return ::hs_detail::bitcast<double>(x); }
__forceinline__ long long __double_as_longlong(double x) { return ::hs_detail::bitcast<long long>(x); }
__forceinline__ int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
__forceinline__ int __double2loint(double x) { return (int)__double_as_longlong(x); }
__forceinline__ double __hiloint2double(int hi, int lo) {
    return __longlong_as_double((long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo));
}

/* ---- directed rounding from the round-to-nearest result r and the exact error e (exact = r + e) ---- */
namespace hs_detail {
enum rmode { RN, RZ, RD, RU };

template <class T> __forceinline__ T round_dir(T r, T e, rmode m, bool inputs_finite) {
    if (m == RN)
        return r;
    if (r != r)
        return r;
    if (__builtin_isinf(r)) {
        if (!inputs_finite)
            return r; /* a true infinity */
        T big = std::numeric_limits<T>::max();
        if (m == RZ || (m == RD && r > 0) || (m == RU && r < 0))
            return r > 0 ? big : -big;
        return r;
    }
    if (e == 0)
        return r;
    T inf = std::numeric_limits<T>::infinity();
    if (m == RD)
        return e < 0 ? std::nextafter(r, -inf) : r;
    if (m == RU)
        return e > 0 ? std::nextafter(r, inf) : r;
    /* RZ: move towards zero when the exact value has smaller magnitude than r */
    return ((r > 0) != (e > 0)) ? std::nextafter(r, (T)0) : r;
}
template <class T> __forceinline__ T add_r(T a, T b, rmode m) {
    T s = a + b;
    if (m == RN)
        return s;
    T bb = s - a;
    T e = (a - (s - bb)) + (b - bb);
    return round_dir(s, e, m, std::isfinite(a) && std::isfinite(b));
}
template <class T> __forceinline__ T mul_r(T a, T b, rmode m) {
    T p = a * b;
    if (m == RN)
        return p;
    T e = std::fma(a, b, -p);
    return round_dir(p, e, m, std::isfinite(a) && std::isfinite(b));
}
template <class T> __forceinline__ T div_r(T a, T b, rmode m) {
    T q = a / b;
    if (m == RN || !std::isfinite(q) || b == 0)
        return q;
    T rem = std::fma(-q, b, a); /* exact: a - q*b */
    T e = (b > 0) ? rem : -rem;  /* sign of (a/b - q) */
    return round_dir(q, e, m, std::isfinite(a) && std::isfinite(b));
}
template <class T> __forceinline__ T sqrt_r(T a, rmode m) {
    T s = std::sqrt(a);
    if (m == RN || !(s > 0) || !std::isfinite(s))
        return s;
    T rem = std::fma(-s, s, a); /* sign of (sqrt(a) - s) */
    return round_dir(s, rem, m, true);
}
/* fma: a directed result needs the exact error, which double-double arithmetic gives for float;
 * for double, the error term of the product is combined with two-sum (exact unless underflow). */
template <class T> __forceinline__ T fma_r(T a, T b, T c, rmode m) {
    T r = std::fma(a, b, c);
    if (m == RN || !std::isfinite(r))
        return r;
    T p = a * b, pe = std::fma(a, b, -p);
    T s = p + c, bb = s - p, se = (p - (s - bb)) + (c - bb);
    /* exact = s + se + pe; r is the rounded exact value; error relative to r: */
    T e = ((s - r) + se) + pe;
    return round_dir(r, e, m, true);
}
template <class I, class F> __forceinline__ I f2i(F x, rmode m) {
    if (x != x)
        return 0;
    F v = m == RN ? std::nearbyint(x) : m == RZ ? std::trunc(x) : m == RD ? std::floor(x) : std::ceil(x);
    if (v <= (F)std::numeric_limits<I>::min())
        return std::numeric_limits<I>::min();
    if (v >= (F)std::numeric_limits<I>::max())
        return std::numeric_limits<I>::max();
    return (I)v;
}
/* integer -> float with a directed rounding: compare the rounded float with the exact integer */
template <class F, class I> __forceinline__ F i2f(I x, rmode m) {
    F f = (F)x;
    if (m == RN)
        return f;
    long double fx = (long double)f, ex = (long double)x;
    if (fx == ex)
        return f;
    F inf = std::numeric_limits<F>::infinity();
    if (m == RD || (m == RZ && x > 0))
        return fx > ex ? std::nextafter(f, -inf) : f;
    return fx < ex ? std::nextafter(f, inf) : f;
}
} // namespace hs_detail

#define HS_RMODES(X) X(rn, RN) X(rz, RZ) X(rd, RD) X(ru, RU)
#define HS_FOPS(sfx, M)                                                                         \
    __forceinline__ float __fadd_##sfx(float a, float b) { return ::hs_detail::add_r(a, b, ::hs_detail::M); } \
    __forceinline__ float __fsub_##sfx(float a, float b) { return ::hs_detail::add_r(a, -b, ::hs_detail::M); } \
    __forceinline__ float __fmul_##sfx(float a, float b) { return ::hs_detail::mul_r(a, b, ::hs_detail::M); } \
    __forceinline__ float __fdiv_##sfx(float a, float b) { return ::hs_detail::div_r(a, b, ::hs_detail::M); } \
    __forceinline__ float __frcp_##sfx(float a) { return ::hs_detail::div_r(1.0f, a, ::hs_detail::M); }      \
    __forceinline__ float __fsqrt_##sfx(float a) { return ::hs_detail::sqrt_r(a, ::hs_detail::M); }           \
    __forceinline__ float __fmaf_##sfx(float a, float b, float c) { return ::hs_detail::fma_r(a, b, c, ::hs_detail::M); } \
    __forceinline__ double __dadd_##sfx(double a, double b) { return ::hs_detail::add_r(a, b, ::hs_detail::M); } \
    __forceinline__ double __dsub_##sfx(double a, double b) { return ::hs_detail::add_r(a, -b, ::hs_detail::M); } \
    __forceinline__ double __dmul_##sfx(double a, double b) { return ::hs_detail::mul_r(a, b, ::hs_detail::M); } \
    __forceinline__ double __ddiv_##sfx(double a, double b) { return ::hs_detail::div_r(a, b, ::hs_detail::M); } \
    __forceinline__ double __drcp_##sfx(double a) { return ::hs_detail::div_r(1.0, a, ::hs_detail::M); }      \
    __forceinline__ double __dsqrt_##sfx(double a) { return ::hs_detail::sqrt_r(a, ::hs_detail::M); }         \
    __forceinline__ double __fma_##sfx(double a, double b, double c) { return ::hs_detail::fma_r(a, b, c, ::hs_detail::M); } \
    __forceinline__ int __float2int_##sfx(float x) { return ::hs_detail::f2i<int>(x, ::hs_detail::M); }       \
    __forceinline__ unsigned __float2uint_##sfx(float x) { return ::hs_detail::f2i<unsigned>(x, ::hs_detail::M); } \
    __forceinline__ long long __float2ll_##sfx(float x) { return ::hs_detail::f2i<long long>(x, ::hs_detail::M); } \
    __forceinline__ unsigned long long __float2ull_##sfx(float x) { return ::hs_detail::f2i<unsigned long long>(x, ::hs_detail::M); } \
    __forceinline__ int __double2int_##sfx(double x) { return ::hs_detail::f2i<int>(x, ::hs_detail::M); }    \
    __forceinline__ unsigned __double2uint_##sfx(double x) { return ::hs_detail::f2i<unsigned>(x, ::hs_detail::M); } \
    __forceinline__ long long __double2ll_##sfx(double x) { return ::hs_detail::f2i<long long>(x, ::hs_detail::M); } \
    __forceinline__ unsigned long long __double2ull_##sfx(double x) { return ::hs_detail::f2i<unsigned long long>(x, ::hs_detail::M); } \
    __forceinline__ float __int2float_##sfx(int x) { return ::hs_detail::i2f<float>(x, ::hs_detail::M); }     \
    __forceinline__ float __uint2float_##sfx(unsigned x) { return ::hs_detail::i2f<float>(x, ::hs_detail::M); } \
    __forceinline__ float __ll2float_##sfx(long long x) { return ::hs_detail::i2f<float>(x, ::hs_detail::M); } \
    __forceinline__ float __ull2float_##sfx(unsigned long long x) { return ::hs_detail::i2f<float>(x, ::hs_detail::M); } \
    __forceinline__ double __ll2double_##sfx(long long x) { return ::hs_detail::i2f<double>(x, ::hs_detail::M); } \
    __forceinline__ double __ull2double_##sfx(unsigned long long x) { return ::hs_detail::i2f<double>(x, ::hs_detail::M); } \
    __forceinline__ float __double2float_##sfx(double x) {                                      \
        float f = (float)x;                                                                     \
        return ::hs_detail::round_dir(f, (float)(x - (double)f), ::hs_detail::M, std::isfinite(x)); \
    }
HS_RMODES(HS_FOPS)
#undef HS_FOPS
#undef HS_RMODES
__forceinline__ double __int2double_rn(int x) { return (double)x; }
__forceinline__ double __uint2double_rn(unsigned x) { return (double)x; }
__forceinline__ float __fmul_ieee_rn(float a, float b) { return a * b; }
__forceinline__ float __fadd_ieee_rn(float a, float b) { return a + b; }
__forceinline__ float __frsqrt_rn(float x) { return 1.0f / std::sqrt(x); }
__forceinline__ double __drsqrt_rn(double x) { return 1.0 / std::sqrt(x); }

/* ---- fast (reduced-precision on GPUs) single-precision functions: full precision here ---- */
__forceinline__ float __expf(float x) { return expf(x); }
__forceinline__ float __exp10f(float x) { return exp10f(x); }
__forceinline__ float __logf(float x) { return logf(x); }
__forceinline__ float __log2f(float x) { return log2f(x); }
__forceinline__ float __log10f(float x) { return log10f(x); }
__forceinline__ float __sinf(float x) { return ::hs_devmath::sinf(x); }   /* device-only: hs_devmath.hpp */
__forceinline__ float __cosf(float x) { return ::hs_devmath::cosf(x); }
__forceinline__ float __tanf(float x) { return tanf(x); }
__forceinline__ void __sincosf(float x, float *s, float *c) {
    ::hs_devmath::sincosf(x, s, c);
}
__forceinline__ float __powf(float x, float y) { return powf(x, y); }
__forceinline__ float __fdividef(float x, float y) { return x / y; }
__forceinline__ float __saturatef(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }
__forceinline__ float __fsqrt(float x) { return std::sqrt(x); }

#endif
