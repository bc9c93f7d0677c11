/* hs_math_vec.c - device sinf/cosf of hipshim (hs_devmath.hpp): one function computes both
 * sin x and cos x of a float (passed as a double, returned as the two floats' bits packed in a
 * double), so that a kernel's sinf(a) and cosf(a) become one call that GCC merges (the function
 * is const), written once over GCC vector types and instantiated for 1 lane (the scalar entry
 * point), 2, 4 and 8 lanes (the SIMD clones that GCC calls when it vectorises a loop over a
 * block's threads: the x86-64 vector function ABI, _ZGV{b,c,d,e}N{2,4,4,8}v_NAME for SSE, AVX,
 * AVX2 and AVX-512).
 * Every lane computes the same IEEE operations in the same order whatever the lane count and
 * the instruction set (no FMA contraction: the pragma below), and nothing mixes lanes, so the
 * scalar call of a kernel run on fibers and the vectorised call of its lowered form give
 * identical bits, whatever -march the program was compiled with.
 * Accuracy: the argument is reduced in double precision (Cody-Waite, pi/2 in three parts of 29,
 * 29 and 53 bits, exact enough for |x| < 2^24), sin and cos of the reduced argument are Taylor
 * polynomials in double (truncation below 2^-28 relative, 0.03 ulp), and each result is rounded once to
 * float: within 0.51 ulp measured (CUDA and HIP promise 2 ulp for sinf/cosf); tests/hipshim
 * measure it. Lanes with |x| >= 2^24 (floats that large are even integers; rare) take glibc's
 * sinf/cosf, one lane at a time, in every path alike; inf and NaN give NaN.
 * Ownership: no state, no allocations. */
#pragma GCC optimize("fp-contract=off")
#include <math.h>
#include <stdint.h>
#include <string.h>

#define HS_VT(NAME, T, N) typedef T NAME __attribute__((vector_size(sizeof(T) * (N))))
HS_VT(hs_d1, double, 1); HS_VT(hs_l1, uint64_t, 1); HS_VT(hs_f1, float, 1); HS_VT(hs_u1, uint32_t, 1);
HS_VT(hs_d2, double, 2); HS_VT(hs_l2, uint64_t, 2); HS_VT(hs_f2, float, 2); HS_VT(hs_u2, uint32_t, 2);
HS_VT(hs_d4, double, 4); HS_VT(hs_l4, uint64_t, 4); HS_VT(hs_f4, float, 4); HS_VT(hs_u4, uint32_t, 4);
HS_VT(hs_d8, double, 8); HS_VT(hs_l8, uint64_t, 8); HS_VT(hs_f8, float, 8); HS_VT(hs_u8, uint32_t, 8);

#define HS_2_PI 0x1.45f306dc9c883p-1
#define HS_SHIFT 0x1.8p52 /* adding it rounds a double below 2^51 to an integer, in its low bits */
#define HS_P1 0x1.921fb54p0   /* pi/2 = P1 + P2 + P3: n * P1 and n * P2 are exact for n < 2^24 */
#define HS_P2 0x1.10b4611p-30
#define HS_P3 0x1.4c4c6628b80dcp-59
#define HS_BIG 0x1p24

/* Lanes whose argument is too large for the reduction below: glibc, lane by lane. */
__attribute__((noinline, cold)) static void hs_big_lanes(const double *x, double *out, int n)
{
    for (int i = 0; i < n; i++) {
        float a = (float)x[i], s, c;
        if (isnan(a) || !(fabsf(a) >= (float)HS_BIG))
            continue;
        if (isinf(a)) {
            s = c = a - a;   /* NaN, without glibc's errno */
        } else {
            s = sinf(a);
            c = cosf(a);
        }
        uint32_t sb, cb;
        memcpy(&sb, &s, 4);
        memcpy(&cb, &c, 4);
        uint64_t p = (uint64_t)sb | (uint64_t)cb << 32;
        memcpy(&out[i], &p, 8);
    }
}

/* The lanes of x too large for the reduction, through hs_big_lanes (one per vector type and
 * instruction set: vectors pass in registers). */
#define HS_FIX(NAME, TD, N, ATTR)                                                                \
    ATTR __attribute__((noinline, cold)) static TD NAME(TD x, TD out)                            \
    {                                                                                            \
        double hs_x[N], hs_o[N];                                                                 \
        memcpy(hs_x, &x, sizeof hs_x);                                                           \
        memcpy(hs_o, &out, sizeof hs_o);                                                         \
        hs_big_lanes(hs_x, hs_o, N);                                                             \
        memcpy(&out, hs_o, sizeof hs_o);                                                         \
        return out;                                                                              \
    }
HS_FIX(hs_fix1, hs_d1, 1, )
HS_FIX(hs_fix2, hs_d2, 2, )
#if defined(__x86_64__)
HS_FIX(hs_fix4c, hs_d4, 4, __attribute__((target("avx"))))
HS_FIX(hs_fix4d, hs_d4, 4, __attribute__((target("avx2"))))
HS_FIX(hs_fix8, hs_d8, 8, __attribute__((target("avx512f"))))
#endif

/* out (TD) = the bits of (float)sin x | (float)cos x << 32, lane by lane; x (TD) holds floats. */
#define HS_SINCOS_BODY(TD, TL, TF, TU, N, x, out, FIX, ANY, ...)                                 \
    do {                                                                                         \
        const TD q = x * HS_2_PI + HS_SHIFT;                                                     \
        const TD nd = q - HS_SHIFT;                                                              \
        const TL quad = (TL)q;                                                                   \
        TD r = x - nd * HS_P1;                                                                   \
        r = r - nd * HS_P2;                                                                      \
        r = r - nd * HS_P3;                                                                      \
        const TD r2 = r * r;                                                                     \
        const TD r4 = r2 * r2, r3 = r * r2; /* Estrin's scheme: shorter dependency chains */      \
        const TD sa = -0x1.5555555555555p-3 + r2 * 0x1.1111111111111p-7;                         \
        const TD sz = -0x1.a01a01a01a01ap-13 + r2 * 0x1.71de3a556c734p-19;                       \
        const TD s = r + r3 * (sa + r4 * sz);                                                    \
        const TD ca = -0.5 + r2 * 0x1.5555555555555p-5;                                          \
        const TD cz = (-0x1.6c16c16c16c17p-10 + r2 * 0x1.a01a01a01a01ap-16) +                    \
                      r4 * -0x1.27e4fb7789f5cp-22;                                               \
        const TD c = 1.0 + r2 * (ca + r4 * cz);                                                  \
        const TL odd = -(quad & 1);                                                              \
        TL sb = ((TL)s & ~odd) | ((TL)c & odd);                                                  \
        TL cb = ((TL)c & ~odd) | ((TL)s & odd);                                                  \
        sb ^= (quad & 2) << 62;                                                                  \
        cb ^= ((quad + 1) & 2) << 62;                                                            \
        const TD ax = (TD)((TL)x & 0x7fffffffffffffffULL);                                        \
        const TL tiny = (TL)(ax < 0x1p-12); /* sin x = x there (and keeps the sign of -0) */           \
        sb = ((TL)x & tiny) | (sb & ~tiny);                                                      \
        const TF sf = __builtin_convertvector((TD)sb, TF);                                       \
        const TF cf = __builtin_convertvector((TD)cb, TF);                                       \
        out = (TD)__builtin_shufflevector(sf, cf, __VA_ARGS__); /* s0 c0 s1 c1 ... */            \
        const TL big = (TL)(ax >= HS_BIG); /* and inf; not NaN */                                      \
        const uint64_t any = ANY;                                                                 \
        if (__builtin_expect(any != 0, 0))                                                       \
            out = FIX(x, out); /* out of line: no stack frame on the common path */              \
    } while (0)

/* The scalar entry point (hs_devmath.hpp). */
double hs_dev_sincosf_pk(double x);
double hs_dev_sincosf_pk(double x)
{
    hs_d1 v = { x }, out;
    HS_SINCOS_BODY(hs_d1, hs_l1, hs_f1, hs_u1, 1, v, out, hs_fix1, big[0], 0, 1);
    return out[0];
}

#if defined(__x86_64__)
/* SIMD clones (x86-64 vector function ABI, notinbranch): what GCC calls for a function declared
 * __attribute__((simd("notinbranch"))), by the instruction set the calling code targets. */
typedef double hs_v2df __attribute__((vector_size(16)));
hs_d2 _ZGVbN2v_hs_dev_sincosf_pk(hs_d2 x);
hs_d2 _ZGVbN2v_hs_dev_sincosf_pk(hs_d2 x)
{
    hs_d2 out;
    HS_SINCOS_BODY(hs_d2, hs_l2, hs_f2, hs_u2, 2, x, out, hs_fix2, __builtin_ia32_movmskpd((hs_v2df)big), 0, 2, 1, 3);
    return out;
}
#define HS_CLONE(NAME, TGT, L, FIX, ANY, ...)                                                       \
    __attribute__((target(TGT))) hs_d##L NAME(hs_d##L x);                                      \
    __attribute__((target(TGT))) hs_d##L NAME(hs_d##L x)                                       \
    {                                                                                          \
        hs_d##L out;                                                                           \
        HS_SINCOS_BODY(hs_d##L, hs_l##L, hs_f##L, hs_u##L, L, x, out, FIX, ANY, __VA_ARGS__);  \
        return out;                                                                            \
    }
typedef double hs_v4df __attribute__((vector_size(32)));
#define HS_ANY4 __builtin_ia32_movmskpd256((hs_v4df)big)
#define HS_ANY8 __builtin_ia32_movmskpd256((hs_v4df)(__builtin_shufflevector(big, big, 0, 1, 2, 3) |    \
                                                     __builtin_shufflevector(big, big, 4, 5, 6, 7)))
HS_CLONE(_ZGVcN4v_hs_dev_sincosf_pk, "avx", 4, hs_fix4c, HS_ANY4, 0, 4, 1, 5, 2, 6, 3, 7)
HS_CLONE(_ZGVdN4v_hs_dev_sincosf_pk, "avx2", 4, hs_fix4d, HS_ANY4, 0, 4, 1, 5, 2, 6, 3, 7)
HS_CLONE(_ZGVeN8v_hs_dev_sincosf_pk, "avx512f", 8, hs_fix8, HS_ANY8, 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15)
#endif
