/* cu2hip_host_math.h - host declarations of the C math library functions, as glibc's <math.h>
 * declares them (extern "C", noexcept), for parsing only (see cu2hip_prelude.h). nvcc makes them
 * visible without an #include (its math_functions.h includes <math.h>), and CUDA code often
 * relies on that in host code; <math.h> itself costs about 30 ms of parsing, these a fraction of
 * it. A later #include <math.h> or <cmath> redeclares them compatibly. The device overloads are
 * in cu2hip_device_decls.h. Ownership: core translator area. */
#ifndef CU2HIP_HOST_MATH_H
#define CU2HIP_HOST_MATH_H
#pragma clang system_header

extern "C" {
double sqrt(double) noexcept;
float sqrtf(float) noexcept;
double cbrt(double) noexcept;
float cbrtf(float) noexcept;
double exp(double) noexcept;
float expf(float) noexcept;
double exp2(double) noexcept;
float exp2f(float) noexcept;
double expm1(double) noexcept;
float expm1f(float) noexcept;
double log(double) noexcept;
float logf(float) noexcept;
double log2(double) noexcept;
float log2f(float) noexcept;
double log10(double) noexcept;
float log10f(float) noexcept;
double log1p(double) noexcept;
float log1pf(float) noexcept;
double logb(double) noexcept;
float logbf(float) noexcept;
double sin(double) noexcept;
float sinf(float) noexcept;
double cos(double) noexcept;
float cosf(float) noexcept;
double tan(double) noexcept;
float tanf(float) noexcept;
double asin(double) noexcept;
float asinf(float) noexcept;
double acos(double) noexcept;
float acosf(float) noexcept;
double atan(double) noexcept;
float atanf(float) noexcept;
double sinh(double) noexcept;
float sinhf(float) noexcept;
double cosh(double) noexcept;
float coshf(float) noexcept;
double tanh(double) noexcept;
float tanhf(float) noexcept;
double asinh(double) noexcept;
float asinhf(float) noexcept;
double acosh(double) noexcept;
float acoshf(float) noexcept;
double atanh(double) noexcept;
float atanhf(float) noexcept;
double fabs(double) noexcept;
float fabsf(float) noexcept;
double floor(double) noexcept;
float floorf(float) noexcept;
double ceil(double) noexcept;
float ceilf(float) noexcept;
double trunc(double) noexcept;
float truncf(float) noexcept;
double round(double) noexcept;
float roundf(float) noexcept;
double rint(double) noexcept;
float rintf(float) noexcept;
double nearbyint(double) noexcept;
float nearbyintf(float) noexcept;
double erf(double) noexcept;
float erff(float) noexcept;
double erfc(double) noexcept;
float erfcf(float) noexcept;
double lgamma(double) noexcept;
float lgammaf(float) noexcept;
double tgamma(double) noexcept;
float tgammaf(float) noexcept;
double pow(double, double) noexcept;
float powf(float, float) noexcept;
double atan2(double, double) noexcept;
float atan2f(float, float) noexcept;
double fmod(double, double) noexcept;
float fmodf(float, float) noexcept;
double remainder(double, double) noexcept;
float remainderf(float, float) noexcept;
double fmin(double, double) noexcept;
float fminf(float, float) noexcept;
double fmax(double, double) noexcept;
float fmaxf(float, float) noexcept;
double fdim(double, double) noexcept;
float fdimf(float, float) noexcept;
double hypot(double, double) noexcept;
float hypotf(float, float) noexcept;
double copysign(double, double) noexcept;
float copysignf(float, float) noexcept;
double nextafter(double, double) noexcept;
float nextafterf(float, float) noexcept;
double fma(double, double, double) noexcept;
float fmaf(float, float, float) noexcept;
double frexp(double, int *) noexcept;
float frexpf(float, int *) noexcept;
double ldexp(double, int) noexcept;
float ldexpf(float, int) noexcept;
double modf(double, double *) noexcept;
float modff(float, float *) noexcept;
double scalbn(double, int) noexcept;
float scalbnf(float, int) noexcept;
long lround(double) noexcept;
long lroundf(float) noexcept;
long long llround(double) noexcept;
long long llroundf(float) noexcept;
long lrint(double) noexcept;
long lrintf(float) noexcept;
long long llrint(double) noexcept;
long long llrintf(float) noexcept;
int ilogb(double) noexcept;
int ilogbf(float) noexcept;
double nan(const char *) noexcept;
float nanf(const char *) noexcept;
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
