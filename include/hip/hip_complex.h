/* hip_complex.h - HIP's complex types and functions (hipFloatComplex = hipComplex, hipDoubleComplex,
 * make_hip*Complex, hipCreal/Cimag/Conj/Cadd/Csub/Cmul/Cdiv/Cabs/Csqabs/Cfma and their float
 * forms), as HIP defines them: the complex types are float2 and double2, so host and device code
 * and the HIP libraries (hipBLAS, hipFFT, hipSOLVER) share one layout. In C, where hipshim has no
 * vector types, they are structs of the same layout (x = real part, y = imaginary part).
 * Ownership: value types and functions; nothing is allocated. */
#ifndef HIPSHIM_HIP_COMPLEX_H
#define HIPSHIM_HIP_COMPLEX_H
#define HIP_INCLUDE_HIP_HIP_COMPLEX_H   /* real HIP's include guard, tested by ported code */

#include <math.h>

#ifdef __cplusplus
#include <hip/hip_vector_types.h>
typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
#else
typedef struct __attribute__((aligned(8))) hipFloatComplex { float x, y; } hipFloatComplex;
typedef struct __attribute__((aligned(16))) hipDoubleComplex { double x, y; } hipDoubleComplex;
#endif
typedef hipFloatComplex hipComplex;

/* One set of functions per precision: T the complex type, R its real type, S the name suffix
 * ("f" for float, none for double), SQRT the real square root. */
#define HS_COMPLEX_FUNCTIONS(T, R, S, SQRT)                                                      \
    static inline R hipCreal##S(T z) { return z.x; }                                              \
    static inline R hipCimag##S(T z) { return z.y; }                                              \
    static inline T make_##T(R a, R b)                                                            \
    {                                                                                             \
        T z;                                                                                      \
        z.x = a;                                                                                  \
        z.y = b;                                                                                  \
        return z;                                                                                 \
    }                                                                                             \
    static inline T hipConj##S(T z) { return make_##T(z.x, -z.y); }                               \
    static inline R hipCsqabs##S(T z) { return z.x * z.x + z.y * z.y; }                           \
    static inline T hipCadd##S(T p, T q) { return make_##T(p.x + q.x, p.y + q.y); }               \
    static inline T hipCsub##S(T p, T q) { return make_##T(p.x - q.x, p.y - q.y); }               \
    static inline T hipCmul##S(T p, T q)                                                          \
    {                                                                                             \
        return make_##T(p.x * q.x - p.y * q.y, p.y * q.x + p.x * q.y);                            \
    }                                                                                             \
    static inline T hipCdiv##S(T p, T q)                                                          \
    {                                                                                             \
        R sq = hipCsqabs##S(q);                                                                   \
        return make_##T((p.x * q.x + p.y * q.y) / sq, (p.y * q.x - p.x * q.y) / sq);              \
    }                                                                                             \
    static inline R hipCabs##S(T z) { return SQRT(hipCsqabs##S(z)); }                             \
    /* p * q + r, in HIP's order of operations */                                                 \
    static inline T hipCfma##S(T p, T q, T r)                                                     \
    {                                                                                             \
        R re = (p.x * q.x) + r.x, im = (q.x * p.y) + r.y;                                         \
        re = -(p.y * q.y) + re;                                                                   \
        im = (p.x * q.y) + im;                                                                    \
        return make_##T(re, im);                                                                  \
    }

HS_COMPLEX_FUNCTIONS(hipFloatComplex, float, f, sqrtf)
HS_COMPLEX_FUNCTIONS(hipDoubleComplex, double, , sqrt)
#undef HS_COMPLEX_FUNCTIONS

static inline hipComplex make_hipComplex(float x, float y) { return make_hipFloatComplex(x, y); }
static inline hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z)
{
    return make_hipFloatComplex((float)z.x, (float)z.y);
}
static inline hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z)
{
    return make_hipDoubleComplex(z.x, z.y);
}

#endif
