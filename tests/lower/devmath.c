/* devmath.c - hipshim's device sinf/cosf (src/runtime/hs_math_vec.c): accuracy against double
 * precision (max error in ulp of the float result, required below 1 ulp; CUDA and HIP document
 * 2), special values (+-0, +-inf, NaN, subnormals, |x| >= 2^24), and identical bits from the
 * scalar entry point and from each SIMD clone the CPU can run (SSE2, AVX, AVX2, AVX-512), which
 * is what keeps lowered kernels (vectorised) and the fiber path (scalar) in agreement.
 * Sample: every 65521st float bit pattern, and 2^20 pseudo-random floats below 2^15 in
 * magnitude (the periodogram's arguments reach 2e4). Prints the maxima; exit 1 on failure.
 * Ownership: hipshim speed (issue 16); registered by cmake/tests-lower.cmake. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

double hs_dev_sincosf_pk(double x);
#if defined(__x86_64__)
typedef double d2 __attribute__((vector_size(16)));
typedef double d4 __attribute__((vector_size(32)));
typedef double d8 __attribute__((vector_size(64)));
d2 _ZGVbN2v_hs_dev_sincosf_pk(d2);
__attribute__((target("avx"))) d4 _ZGVcN4v_hs_dev_sincosf_pk(d4);
__attribute__((target("avx2"))) d4 _ZGVdN4v_hs_dev_sincosf_pk(d4);
__attribute__((target("avx512f"))) d8 _ZGVeN8v_hs_dev_sincosf_pk(d8);
static void run_b(const double *x, double *o) { for (int i = 0; i < 8; i += 2) { d2 v; memcpy(&v, x + i, 16); v = _ZGVbN2v_hs_dev_sincosf_pk(v); memcpy(o + i, &v, 16); } }
__attribute__((target("avx"))) static void run_c(const double *x, double *o) { for (int i = 0; i < 8; i += 4) { d4 v; memcpy(&v, x + i, 32); v = _ZGVcN4v_hs_dev_sincosf_pk(v); memcpy(o + i, &v, 32); } }
__attribute__((target("avx2"))) static void run_d(const double *x, double *o) { for (int i = 0; i < 8; i += 4) { d4 v; memcpy(&v, x + i, 32); v = _ZGVdN4v_hs_dev_sincosf_pk(v); memcpy(o + i, &v, 32); } }
__attribute__((target("avx512f"))) static void run_e(const double *x, double *o) { d8 v; memcpy(&v, x, 64); v = _ZGVeN8v_hs_dev_sincosf_pk(v); memcpy(o, &v, 64); }
#endif

static int fails;
static double max_s, max_c, at_s, at_c;
static long mism, n;

static void unpack(double p, float *s, float *c)
{
    uint64_t u;
    memcpy(&u, &p, 8);
    uint32_t a = (uint32_t)u, b = (uint32_t)(u >> 32);
    memcpy(s, &a, 4);
    memcpy(c, &b, 4);
}
static double ulps(float r, double ref)
{
    if (isnan(ref))
        return isnan(r) ? 0 : INFINITY;
    int e;
    frexp(fabs(ref), &e);
    double ulp = ldexp(1.0, e - 24);
    if (ulp < 0x1p-149)
        ulp = 0x1p-149;
    return fabs((double)r - ref) / ulp;
}

static double batch[8], want[8];
static int nb;
static void flush(void)
{
#if defined(__x86_64__)
    double o[8];
    __builtin_cpu_init();
    run_b(batch, o);
    mism += memcmp(o, want, sizeof o) != 0;
    if (__builtin_cpu_supports("avx")) { run_c(batch, o); mism += memcmp(o, want, sizeof o) != 0; }
    if (__builtin_cpu_supports("avx2")) { run_d(batch, o); mism += memcmp(o, want, sizeof o) != 0; }
    if (__builtin_cpu_supports("avx512f")) { run_e(batch, o); mism += memcmp(o, want, sizeof o) != 0; }
#endif
    nb = 0;
}
static void one(float x)
{
    double p = hs_dev_sincosf_pk(x);
    float s, c;
    unpack(p, &s, &c);
    double es = ulps(s, sin((double)x)), ec = ulps(c, cos((double)x));
    if (es > max_s) { max_s = es; at_s = x; }
    if (ec > max_c) { max_c = ec; at_c = x; }
    batch[nb] = x;
    want[nb++] = p;
    n++;
    if (nb == 8)
        flush();
}

static void expect(const char *what, float x, float got, float exp)
{
    if (memcmp(&got, &exp, 4) != 0 && !(isnan(got) && isnan(exp))) {
        printf("FAIL: %s(%a) = %a, want %a\n", what, x, got, exp);
        fails++;
    }
}

int main(void)
{
    for (uint64_t b = 0; b < 0x100000000ull; b += 65521) {
        uint32_t u = (uint32_t)b;
        float x;
        memcpy(&x, &u, 4);
        one(x);
    }
    uint32_t r = 12345;
    for (int i = 0; i < (1 << 20); i++) {
        r = r * 1664525u + 1013904223u;
        one(ldexpf((float)(r >> 8) / 16777216.0f, 15) * ((r & 1) ? -1.0f : 1.0f));
    }
    while (nb)
        one(0.5f);
    printf("devmath: %ld arguments: max error sinf %.3f ulp (at %a), cosf %.3f ulp (at %a); "
           "clones differing from the scalar function: %ld\n", n, max_s, at_s, max_c, at_c, mism);
    if (max_s >= 1.0 || max_c >= 1.0) { printf("FAIL: error of 1 ulp or more\n"); fails++; }
    if (mism) { printf("FAIL: a SIMD clone computes other bits than the scalar function\n"); fails++; }
    const float sp[] = { 0.0f, -0.0f, 0x1p-149f, -0x1p-149f, 0x1p-13f, INFINITY, -INFINITY, NAN };
    for (unsigned i = 0; i < sizeof sp / sizeof sp[0]; i++) {
        float s, c, x = sp[i];
        unpack(hs_dev_sincosf_pk(x), &s, &c);
        if (isinf(x) || isnan(x)) {
            expect("sinf", x, s, NAN);
            expect("cosf", x, c, NAN);
        } else {
            expect("sinf", x, s, x);
            expect("cosf", x, c, 1.0f);
        }
    }
    const float big[] = { 0x1p24f, -0x1.8p30f, 3e38f, -0x1.fffffep127f };
    for (unsigned i = 0; i < sizeof big / sizeof big[0]; i++) {
        float s, c, x = big[i];
        unpack(hs_dev_sincosf_pk(x), &s, &c);
        expect("sinf", x, s, sinf(x));
        expect("cosf", x, c, cosf(x));
    }
    if (fails)
        return 1;
    printf("devmath: ok\n");
    return 0;
}
