/* hf_test.h - helpers for the hipshim half-precision tests: HIP_CHECK, counting CHECKs, LAUNCH,
 * a verdict, and the reference conversions the tests compare against. The references are
 * written independently of the headers under test: they search the sorted list of a format's
 * values (binary search over its bit patterns) and decide the rounding by comparing with the
 * neighbours and their midpoint, in long double or, for binary16, exactly in 128-bit integers.
 * Ownership: hipshim half-precision tests (tests/hipshim/half/). */
#ifndef HF_TEST_H
#define HF_TEST_H
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

static int hf_failures = 0;
static long hf_checks = 0;

#define HIP_CHECK(expr)                                                                         \
    do {                                                                                        \
        hipError_t e_ = (expr);                                                                 \
        if (e_ != hipSuccess) {                                                                 \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,          \
                         hipGetErrorString(e_));                                                \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

#define CHECK(cond, ...)                                                                        \
    do {                                                                                        \
        hf_checks++;                                                                            \
        if (!(cond)) {                                                                          \
            if (hf_failures++ < 25) {                                                           \
                std::fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);  \
                std::fprintf(stderr, __VA_ARGS__);                                              \
                std::fprintf(stderr, "\n");                                                     \
            }                                                                                   \
        }                                                                                       \
    } while (0)

#define LAUNCH(...)                                                                             \
    do {                                                                                        \
        hipLaunchKernelGGL(__VA_ARGS__);                                                        \
        HIP_CHECK(hipGetLastError());                                                           \
        HIP_CHECK(hipDeviceSynchronize());                                                      \
    } while (0)

static inline int hf_done(const char *name) {
    int ws = 0;
    hipDeviceProp_t p;
    if (hipGetDeviceProperties(&p, 0) == hipSuccess)
        ws = p.warpSize;
    if (hf_failures) {
        std::fprintf(stderr, "%s: FAILED (%d of %ld checks, warp size %d)\n", name, hf_failures,
                     hf_checks, ws);
        return 1;
    }
    std::printf("%s: ok (%ld checks, warp size %d)\n", name, hf_checks, ws);
    return 0;
}

/* Device buffers of n elements, copied back with get(). */
template <class T> struct dbuf {
    T *d = nullptr;
    size_t n;
    explicit dbuf(size_t n_) : n(n_) {
        HIP_CHECK(hipMalloc(&d, n * sizeof(T)));
        HIP_CHECK(hipMemset(d, 0, n * sizeof(T)));
    }
    dbuf(const T *h, size_t n_) : dbuf(n_) { HIP_CHECK(hipMemcpy(d, h, n * sizeof(T), hipMemcpyHostToDevice)); }
    ~dbuf() { (void)hipFree(d); }
    void get(T *h) const { HIP_CHECK(hipMemcpy(h, d, n * sizeof(T), hipMemcpyDeviceToHost)); }
    dbuf(const dbuf &) = delete;
    dbuf &operator=(const dbuf &) = delete;
};

/* ---- reference: a binary floating-point format with M fraction bits and E exponent bits ---- */
enum { REF_RN, REF_RZ, REF_RD, REF_RU };

struct ref_fmt {
    int m, e; /* fraction bits, exponent bits */
    unsigned inf() const { return ((1u << e) - 1u) << m; }
    unsigned sign() const { return 1u << (m + e); }
    int bias() const { return (1 << (e - 1)) - 1; }
    bool isnan(unsigned b) const { return (b & (sign() - 1u)) > inf(); }
    /* value of a bit pattern (sign, exponent, fraction by the textbook formula) */
    long double value(unsigned b) const {
        unsigned ex = (b >> m) & ((1u << e) - 1u), fr = b & ((1u << m) - 1u);
        long double v;
        if (ex == (1u << e) - 1u)
            v = fr ? NAN : INFINITY;
        else if (ex == 0)
            v = std::ldexp((long double)fr, 1 - bias() - m);
        else
            v = std::ldexp((long double)(fr + (1u << m)), (int)ex - bias() - m);
        return (b & sign()) ? -v : v;
    }
    /* value() of the positive finite patterns, computed once */
    const long double *table() const {
        static long double t16[0x7c00], tb16[0x7f80];
        long double *t = m == 10 ? t16 : tb16;
        if (t[1] == 0)
            for (unsigned b = 0; b < inf(); b++)
                t[b] = value(b);
        return t;
    }
    /* x rounded to this format in mode md (x not NaN) */
    unsigned round(long double x, int md) const {
        const long double *t = table();
        bool neg = std::signbit(x);
        long double a = std::fabs(x);
        unsigned s = neg ? sign() : 0u;
        if (a == 0)
            return s;
        if (md == REF_RD && neg)
            md = REF_RU;
        else if (md == REF_RU && neg)
            md = REF_RD;
        if (std::isinf(a))
            return s | inf();
        /* largest positive pattern lo (0 .. max finite) with value(lo) <= a */
        unsigned lo = 0, hi = inf() - 1u;
        if (t[hi] <= a) {
            lo = hi;
        } else {
            while (hi - lo > 1) {
                unsigned mid = lo + (hi - lo) / 2;
                if (t[mid] <= a)
                    lo = mid;
                else
                    hi = mid;
            }
        }
        long double vlo = t[lo];
        if (vlo == a)
            return s | lo;
        unsigned up = lo + 1u; /* may be inf() */
        long double vup = up == inf() ? std::ldexp(1.0L, bias() + 1) : t[up];
        unsigned r;
        switch (md) {
        case REF_RZ: r = lo; break;
        case REF_RD: r = lo; break;
        case REF_RU: r = up; break;
        default: {
            long double mid = (vlo + vup) / 2; /* exact: one more bit than the format */
            r = a < mid ? lo : a > mid ? up : ((lo & 1u) ? up : lo);
        }
        }
        if (md == REF_RZ && up == inf() && r == up)
            r = lo;
        return s | r;
    }
};
static const ref_fmt REF_F16 = {10, 5};
static const ref_fmt REF_BF16 = {7, 8};

/* binary16 rounding of the exact value n * 2^-48 (every sum and product of two binary16 values,
 * and a*b+c, is such a value), in 128-bit integers: no intermediate rounding at all. */
typedef __int128 i128;
static inline i128 ref_f16_scaled(unsigned b) { /* value * 2^48 of a finite pattern */
    unsigned ex = (b >> 10) & 31u, fr = b & 1023u;
    i128 v = ex ? (i128)(fr + 1024u) << (ex + 23) : (i128)fr << 24; /* (fr+1024) 2^(ex-25) */
    return (b & 0x8000u) ? -v : v;
}
static inline unsigned ref_f16_round_exact(i128 n) {
    bool neg = n < 0;
    i128 a = neg ? -n : n;
    unsigned s = neg ? 0x8000u : 0u;
    if (a == 0)
        return s; /* callers fix the sign of exact zeros */
    unsigned lo = 0, hi = 0x7bffu;
    if (ref_f16_scaled(hi) <= a) {
        lo = hi;
    } else {
        while (hi - lo > 1) {
            unsigned mid = (lo + hi) / 2;
            if (ref_f16_scaled(mid) <= a)
                lo = mid;
            else
                hi = mid;
        }
    }
    i128 vlo = ref_f16_scaled(lo);
    if (vlo == a)
        return s | lo;
    i128 vup = lo == 0x7bffu ? (i128)65536 << 48 : ref_f16_scaled(lo + 1);
    i128 twice = 2 * a, mid2 = vlo + vup;
    unsigned r = twice < mid2 ? lo : twice > mid2 ? lo + 1 : ((lo & 1u) ? lo + 1 : lo);
    return s | r;
}

/* distance in units in the last place between two non-NaN patterns of a format */
static inline long ref_ulps(const ref_fmt &f, unsigned a, unsigned b) {
    long sa = (a & f.sign()) ? -(long)(a & (f.sign() - 1u)) : (long)a;
    long sb = (b & f.sign()) ? -(long)(b & (f.sign() - 1u)) : (long)b;
    return sa > sb ? sa - sb : sb - sa;
}

/* round a long double to an integral value in mode md (reference for the integer conversions) */
static inline long double ref_integral(long double x, int md) {
    switch (md) {
    case REF_RZ: return std::trunc(x);
    case REF_RD: return std::floor(x);
    case REF_RU: return std::ceil(x);
    default: {
        long double f = std::floor(x), d = x - f;
        if (d > 0.5L || (d == 0.5L && std::fmod(f, 2.0L) != 0))
            return f + 1;
        return f;
    }
    }
}
/* saturating conversion with NaN -> 0 (64-bit: 0x8000000000000000) */
template <class I> static inline I ref_to_int(long double x, int md) {
    if (std::isnan(x))
        return sizeof(I) == 8 ? (I)(1ull << 63) : (I)0;
    long double r = ref_integral(x, md);
    if (r <= (long double)std::numeric_limits<I>::min())
        return std::numeric_limits<I>::min();
    if (r >= (long double)std::numeric_limits<I>::max())
        return std::numeric_limits<I>::max();
    return (I)r;
}

/* xorshift for reproducible random patterns */
static inline uint64_t hf_rand(uint64_t *s) {
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *s = x;
}

#endif
