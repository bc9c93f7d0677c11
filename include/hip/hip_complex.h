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

static inline float hipCrealf(hipFloatComplex z) { return z.x; }
static inline float hipCimagf(hipFloatComplex z) { return z.y; }
static inline hipFloatComplex make_hipFloatComplex(float a, float b)
{
    hipFloatComplex z;
    z.x = a;
    z.y = b;
    return z;
}
static inline hipFloatComplex hipConjf(hipFloatComplex z) { return make_hipFloatComplex(z.x, -z.y); }
static inline float hipCsqabsf(hipFloatComplex z) { return z.x * z.x + z.y * z.y; }
static inline hipFloatComplex hipCaddf(hipFloatComplex p, hipFloatComplex q)
{
    return make_hipFloatComplex(p.x + q.x, p.y + q.y);
}
static inline hipFloatComplex hipCsubf(hipFloatComplex p, hipFloatComplex q)
{
    return make_hipFloatComplex(p.x - q.x, p.y - q.y);
}
static inline hipFloatComplex hipCmulf(hipFloatComplex p, hipFloatComplex q)
{
    return make_hipFloatComplex(p.x * q.x - p.y * q.y, p.y * q.x + p.x * q.y);
}
static inline hipFloatComplex hipCdivf(hipFloatComplex p, hipFloatComplex q)
{
    float sq = hipCsqabsf(q);
    return make_hipFloatComplex((p.x * q.x + p.y * q.y) / sq, (p.y * q.x - p.x * q.y) / sq);
}
static inline float hipCabsf(hipFloatComplex z) { return sqrtf(hipCsqabsf(z)); }

static inline double hipCreal(hipDoubleComplex z) { return z.x; }
static inline double hipCimag(hipDoubleComplex z) { return z.y; }
static inline hipDoubleComplex make_hipDoubleComplex(double a, double b)
{
    hipDoubleComplex z;
    z.x = a;
    z.y = b;
    return z;
}
static inline hipDoubleComplex hipConj(hipDoubleComplex z) { return make_hipDoubleComplex(z.x, -z.y); }
static inline double hipCsqabs(hipDoubleComplex z) { return z.x * z.x + z.y * z.y; }
static inline hipDoubleComplex hipCadd(hipDoubleComplex p, hipDoubleComplex q)
{
    return make_hipDoubleComplex(p.x + q.x, p.y + q.y);
}
static inline hipDoubleComplex hipCsub(hipDoubleComplex p, hipDoubleComplex q)
{
    return make_hipDoubleComplex(p.x - q.x, p.y - q.y);
}
static inline hipDoubleComplex hipCmul(hipDoubleComplex p, hipDoubleComplex q)
{
    return make_hipDoubleComplex(p.x * q.x - p.y * q.y, p.y * q.x + p.x * q.y);
}
static inline hipDoubleComplex hipCdiv(hipDoubleComplex p, hipDoubleComplex q)
{
    double sq = hipCsqabs(q);
    return make_hipDoubleComplex((p.x * q.x + p.y * q.y) / sq, (p.y * q.x - p.x * q.y) / sq);
}
static inline double hipCabs(hipDoubleComplex z) { return sqrt(hipCsqabs(z)); }

static inline hipComplex make_hipComplex(float x, float y) { return make_hipFloatComplex(x, y); }
static inline hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z)
{
    return make_hipFloatComplex((float)z.x, (float)z.y);
}
static inline hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z)
{
    return make_hipDoubleComplex(z.x, z.y);
}
/* p * q + r, in HIP's order of operations */
static inline hipComplex hipCfmaf(hipComplex p, hipComplex q, hipComplex r)
{
    float re = (p.x * q.x) + r.x, im = (q.x * p.y) + r.y;
    re = -(p.y * q.y) + re;
    im = (p.x * q.y) + im;
    return make_hipComplex(re, im);
}
static inline hipDoubleComplex hipCfma(hipDoubleComplex p, hipDoubleComplex q, hipDoubleComplex r)
{
    double re = (p.x * q.x) + r.x, im = (q.x * p.y) + r.y;
    re = -(p.y * q.y) + re;
    im = (p.x * q.y) + im;
    return make_hipDoubleComplex(re, im);
}

#endif
