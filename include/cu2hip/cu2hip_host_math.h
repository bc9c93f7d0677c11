/* cu2hip_host_math.h - host declarations of the C math library functions, as glibc's <math.h>
 * declares them (extern "C", noexcept), for parsing only (see cu2hip_prelude.h). nvcc makes them
 * visible without an #include (its math_functions.h includes <math.h>), and CUDA code often
 * relies on that in host code; <math.h> itself costs about 30 ms of parsing, these a fraction of
 * it. A later #include <math.h> or <cmath> redeclares them compatibly. The device overloads are
 * in cu2hip_device_decls.h. */
#ifndef CU2HIP_HOST_MATH_H
#define CU2HIP_HOST_MATH_H
#pragma clang system_header

/* glibc's are noexcept in C++; other C libraries' (mingw-w64's, when Windows code is parsed) are
 * not, and a redeclaration must agree. The prelude includes <stdio.h> first, which says which. */
#if defined(__GLIBC__)
#define CU2HIP_LIBM_NOEXCEPT noexcept
#else
#define CU2HIP_LIBM_NOEXCEPT
#endif

extern "C" {
double sqrt(double) CU2HIP_LIBM_NOEXCEPT;
float sqrtf(float) CU2HIP_LIBM_NOEXCEPT;
double cbrt(double) CU2HIP_LIBM_NOEXCEPT;
float cbrtf(float) CU2HIP_LIBM_NOEXCEPT;
double exp(double) CU2HIP_LIBM_NOEXCEPT;
float expf(float) CU2HIP_LIBM_NOEXCEPT;
double exp2(double) CU2HIP_LIBM_NOEXCEPT;
float exp2f(float) CU2HIP_LIBM_NOEXCEPT;
double expm1(double) CU2HIP_LIBM_NOEXCEPT;
float expm1f(float) CU2HIP_LIBM_NOEXCEPT;
double log(double) CU2HIP_LIBM_NOEXCEPT;
float logf(float) CU2HIP_LIBM_NOEXCEPT;
double log2(double) CU2HIP_LIBM_NOEXCEPT;
float log2f(float) CU2HIP_LIBM_NOEXCEPT;
double log10(double) CU2HIP_LIBM_NOEXCEPT;
float log10f(float) CU2HIP_LIBM_NOEXCEPT;
double log1p(double) CU2HIP_LIBM_NOEXCEPT;
float log1pf(float) CU2HIP_LIBM_NOEXCEPT;
double logb(double) CU2HIP_LIBM_NOEXCEPT;
float logbf(float) CU2HIP_LIBM_NOEXCEPT;
double sin(double) CU2HIP_LIBM_NOEXCEPT;
float sinf(float) CU2HIP_LIBM_NOEXCEPT;
double cos(double) CU2HIP_LIBM_NOEXCEPT;
float cosf(float) CU2HIP_LIBM_NOEXCEPT;
double tan(double) CU2HIP_LIBM_NOEXCEPT;
float tanf(float) CU2HIP_LIBM_NOEXCEPT;
double asin(double) CU2HIP_LIBM_NOEXCEPT;
float asinf(float) CU2HIP_LIBM_NOEXCEPT;
double acos(double) CU2HIP_LIBM_NOEXCEPT;
float acosf(float) CU2HIP_LIBM_NOEXCEPT;
double atan(double) CU2HIP_LIBM_NOEXCEPT;
float atanf(float) CU2HIP_LIBM_NOEXCEPT;
double sinh(double) CU2HIP_LIBM_NOEXCEPT;
float sinhf(float) CU2HIP_LIBM_NOEXCEPT;
double cosh(double) CU2HIP_LIBM_NOEXCEPT;
float coshf(float) CU2HIP_LIBM_NOEXCEPT;
double tanh(double) CU2HIP_LIBM_NOEXCEPT;
float tanhf(float) CU2HIP_LIBM_NOEXCEPT;
double asinh(double) CU2HIP_LIBM_NOEXCEPT;
float asinhf(float) CU2HIP_LIBM_NOEXCEPT;
double acosh(double) CU2HIP_LIBM_NOEXCEPT;
float acoshf(float) CU2HIP_LIBM_NOEXCEPT;
double atanh(double) CU2HIP_LIBM_NOEXCEPT;
float atanhf(float) CU2HIP_LIBM_NOEXCEPT;
double fabs(double) CU2HIP_LIBM_NOEXCEPT;
float fabsf(float) CU2HIP_LIBM_NOEXCEPT;
double floor(double) CU2HIP_LIBM_NOEXCEPT;
float floorf(float) CU2HIP_LIBM_NOEXCEPT;
double ceil(double) CU2HIP_LIBM_NOEXCEPT;
float ceilf(float) CU2HIP_LIBM_NOEXCEPT;
double trunc(double) CU2HIP_LIBM_NOEXCEPT;
float truncf(float) CU2HIP_LIBM_NOEXCEPT;
double round(double) CU2HIP_LIBM_NOEXCEPT;
float roundf(float) CU2HIP_LIBM_NOEXCEPT;
double rint(double) CU2HIP_LIBM_NOEXCEPT;
float rintf(float) CU2HIP_LIBM_NOEXCEPT;
double nearbyint(double) CU2HIP_LIBM_NOEXCEPT;
float nearbyintf(float) CU2HIP_LIBM_NOEXCEPT;
double erf(double) CU2HIP_LIBM_NOEXCEPT;
float erff(float) CU2HIP_LIBM_NOEXCEPT;
double erfc(double) CU2HIP_LIBM_NOEXCEPT;
float erfcf(float) CU2HIP_LIBM_NOEXCEPT;
double lgamma(double) CU2HIP_LIBM_NOEXCEPT;
float lgammaf(float) CU2HIP_LIBM_NOEXCEPT;
double tgamma(double) CU2HIP_LIBM_NOEXCEPT;
float tgammaf(float) CU2HIP_LIBM_NOEXCEPT;
double pow(double, double) CU2HIP_LIBM_NOEXCEPT;
float powf(float, float) CU2HIP_LIBM_NOEXCEPT;
double atan2(double, double) CU2HIP_LIBM_NOEXCEPT;
float atan2f(float, float) CU2HIP_LIBM_NOEXCEPT;
double fmod(double, double) CU2HIP_LIBM_NOEXCEPT;
float fmodf(float, float) CU2HIP_LIBM_NOEXCEPT;
double remainder(double, double) CU2HIP_LIBM_NOEXCEPT;
float remainderf(float, float) CU2HIP_LIBM_NOEXCEPT;
double fmin(double, double) CU2HIP_LIBM_NOEXCEPT;
float fminf(float, float) CU2HIP_LIBM_NOEXCEPT;
double fmax(double, double) CU2HIP_LIBM_NOEXCEPT;
float fmaxf(float, float) CU2HIP_LIBM_NOEXCEPT;
double fdim(double, double) CU2HIP_LIBM_NOEXCEPT;
float fdimf(float, float) CU2HIP_LIBM_NOEXCEPT;
double hypot(double, double) CU2HIP_LIBM_NOEXCEPT;
float hypotf(float, float) CU2HIP_LIBM_NOEXCEPT;
double copysign(double, double) CU2HIP_LIBM_NOEXCEPT;
float copysignf(float, float) CU2HIP_LIBM_NOEXCEPT;
double nextafter(double, double) CU2HIP_LIBM_NOEXCEPT;
float nextafterf(float, float) CU2HIP_LIBM_NOEXCEPT;
double fma(double, double, double) CU2HIP_LIBM_NOEXCEPT;
float fmaf(float, float, float) CU2HIP_LIBM_NOEXCEPT;
double frexp(double, int *) CU2HIP_LIBM_NOEXCEPT;
float frexpf(float, int *) CU2HIP_LIBM_NOEXCEPT;
double ldexp(double, int) CU2HIP_LIBM_NOEXCEPT;
float ldexpf(float, int) CU2HIP_LIBM_NOEXCEPT;
double modf(double, double *) CU2HIP_LIBM_NOEXCEPT;
float modff(float, float *) CU2HIP_LIBM_NOEXCEPT;
double scalbn(double, int) CU2HIP_LIBM_NOEXCEPT;
float scalbnf(float, int) CU2HIP_LIBM_NOEXCEPT;
long lround(double) CU2HIP_LIBM_NOEXCEPT;
long lroundf(float) CU2HIP_LIBM_NOEXCEPT;
long long llround(double) CU2HIP_LIBM_NOEXCEPT;
long long llroundf(float) CU2HIP_LIBM_NOEXCEPT;
long lrint(double) CU2HIP_LIBM_NOEXCEPT;
long lrintf(float) CU2HIP_LIBM_NOEXCEPT;
long long llrint(double) CU2HIP_LIBM_NOEXCEPT;
long long llrintf(float) CU2HIP_LIBM_NOEXCEPT;
int ilogb(double) CU2HIP_LIBM_NOEXCEPT;
int ilogbf(float) CU2HIP_LIBM_NOEXCEPT;
double nan(const char *) CU2HIP_LIBM_NOEXCEPT;
float nanf(const char *) CU2HIP_LIBM_NOEXCEPT;
}


/* <math.h>'s macros, which nvcc's implicit <math.h> makes visible as well (the same replacement
 * lists as glibc's, so that a later #include <math.h> redefines them identically). */
#ifndef HUGE_VAL
#define HUGE_VAL (__builtin_huge_val ())
#endif
#ifndef HUGE_VALF
#define HUGE_VALF (__builtin_huge_valf ())
#endif
#ifndef INFINITY
#define INFINITY (__builtin_inff ())
#endif
#ifndef NAN
#define NAN (__builtin_nanf (""))
#endif
#ifndef M_PI
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
#endif

#endif
