/* hs_math.hpp - hipshim kernel language, part 5: device math functions that C/C++ <math.h> lacks
 * (rsqrtf, rcbrt, sinpi/cospi, sincospi, norm3d/norm4d/rnorm*, rhypot, erfinv/erfcinv, normcdf(inv),
 * erfcx, fdividef, cylindrical Bessel I0/I1) and CUDA's global min/max overloads. The standard
 * functions (sinf, expf, fmaf, sincosf, exp10f, ...) come from <math.h>, in the global namespace.
 * Ownership: functions only; nothing is allocated. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_MATH_HPP
#define HIPSHIM_HS_MATH_HPP

#include "hs_device.hpp"
#include "hs_devmath.hpp"
#include <math.h>
#include <cmath>

__forceinline__ float rsqrtf(float x) { return 1.0f / sqrtf(x); }
__forceinline__ double rsqrt(double x) { return 1.0 / sqrt(x); }
__forceinline__ float rcbrtf(float x) { return 1.0f / cbrtf(x); }
__forceinline__ double rcbrt(double x) { return 1.0 / cbrt(x); }

/* sin(pi x), cos(pi x) with exact zeros and signs at integers and half-integers */
namespace hs_detail {
template <class T> inline void sincospi_impl(T x, T *s, T *c) {
    if (!std::isfinite(x)) {
        *s = *c = x - x;
        return;
    }
    T r = std::remainder(x, (T)2); /* r in [-1, 1] */
    T ar = std::fabs(r);
    T sv, cv;
    if (ar == (T)0.5) {
        sv = 1;
        cv = 0;
    } else if (ar == (T)1) {
        sv = 0;
        cv = -1;
    } else if (ar == (T)0) {
        sv = 0;
        cv = 1;
    } else {
        const T pi = (T)3.141592653589793238462643383279502884L;
        sv = std::sin(pi * ar);
        cv = std::cos(pi * ar);
    }
    *s = std::copysign(sv, r == 0 ? x : r);
    *c = cv;
}
} // namespace hs_detail
__forceinline__ float sinpif(float x) { float s, c; ::hs_detail::sincospi_impl(x, &s, &c); return s; }
__forceinline__ float cospif(float x) { float s, c; ::hs_detail::sincospi_impl(x, &s, &c); return c; }
__forceinline__ double sinpi(double x) { double s, c; ::hs_detail::sincospi_impl(x, &s, &c); return s; }
__forceinline__ double cospi(double x) { double s, c; ::hs_detail::sincospi_impl(x, &s, &c); return c; }
__forceinline__ void sincospif(float x, float *s, float *c) { ::hs_detail::sincospi_impl(x, s, c); }
__forceinline__ void sincospi(double x, double *s, double *c) { ::hs_detail::sincospi_impl(x, s, c); }

/* Euclidean norms, computed in higher precision to avoid overflow of the squares */
__forceinline__ float norm3df(float a, float b, float c) { return (float)std::sqrt((double)a * a + (double)b * b + (double)c * c); }
__forceinline__ float norm4df(float a, float b, float c, float d) {
    return (float)std::sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d);
}
__forceinline__ float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
__forceinline__ float rnorm4df(float a, float b, float c, float d) { return 1.0f / norm4df(a, b, c, d); }
__forceinline__ float rhypotf(float a, float b) { return 1.0f / hypotf(a, b); }
__forceinline__ double norm3d(double a, double b, double c) { return std::hypot(std::hypot(a, b), c); }
__forceinline__ double norm4d(double a, double b, double c, double d) { return std::hypot(std::hypot(a, b), std::hypot(c, d)); }
__forceinline__ double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
__forceinline__ double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
__forceinline__ double rhypot(double a, double b) { return 1.0 / hypot(a, b); }
__forceinline__ float normf(int dim, const float *p) {
    double s = 0;
    for (int i = 0; i < dim; i++)
        s += (double)p[i] * p[i];
    return (float)std::sqrt(s);
}
__forceinline__ double norm(int dim, const double *p) {
    double s = 0;
    for (int i = 0; i < dim; i++)
        s = std::hypot(s, p[i]);
    return s;
}
__forceinline__ float rnormf(int dim, const float *p) { return 1.0f / normf(dim, p); }
__forceinline__ double rnorm(int dim, const double *p) { return 1.0 / norm(dim, p); }

/* inverse error functions: initial guess (Giles) refined by Newton steps on erf */
namespace hs_detail {
inline double erfinv_d(double y) {
    if (y <= -1.0)
        return y == -1.0 ? -HUGE_VAL : NAN;
    if (y >= 1.0)
        return y == 1.0 ? HUGE_VAL : NAN;
    if (y != y)
        return y;
    double w = -std::log((1.0 - y) * (1.0 + y)), x;
    if (w < 6.25) {
        w -= 3.125;
        x = -3.6444120640178196996e-21;
        x = -1.685059138182016589e-19 + x * w; x = 1.2858480715256400167e-18 + x * w;
        x = 1.115787767802518096e-17 + x * w;  x = -1.333171662854620906e-16 + x * w;
        x = 2.0972767875968561637e-17 + x * w; x = 6.6376381343583238325e-15 + x * w;
        x = -4.0545662729752068639e-14 + x * w; x = -8.1519341976054721522e-14 + x * w;
        x = 2.6335093153082322977e-12 + x * w; x = -1.2975133253453532498e-11 + x * w;
        x = -5.4154120542946279317e-11 + x * w; x = 1.051212273321532285e-09 + x * w;
        x = -4.1126339803469836976e-09 + x * w; x = -2.9070369957882005086e-08 + x * w;
        x = 4.2347877827932403518e-07 + x * w; x = -1.3654692000834678645e-06 + x * w;
        x = -1.3882523362786468719e-05 + x * w; x = 0.0001867342080340571352 + x * w;
        x = -0.00074070253416626697512 + x * w; x = -0.0060336708714301490533 + x * w;
        x = 0.24015818242558961693 + x * w;    x = 1.6536545626831027356 + x * w;
    } else {
        x = std::sqrt(w); /* tails: a start that the Newton steps below refine */
    }
    x *= y;
    /* Newton on erf(x) - y, written with erfc so that it stays accurate near |y| = 1 */
    for (int i = 0; i < (w < 6.25 ? 2 : 8); i++) {
        double err = y > 0 ? (1.0 - y) - std::erfc(x) : std::erfc(-x) - (1.0 + y);
        x -= err / (1.1283791670955126 * std::exp(-x * x));
    }
    return x;
}
} // namespace hs_detail
__forceinline__ double erfinv(double y) { return ::hs_detail::erfinv_d(y); }
__forceinline__ float erfinvf(float y) { return (float)::hs_detail::erfinv_d(y); }
__forceinline__ double erfcinv(double y) { return ::hs_detail::erfinv_d(1.0 - y); }
__forceinline__ float erfcinvf(float y) { return (float)::hs_detail::erfinv_d(1.0 - (double)y); }
__forceinline__ double normcdf(double x) { return 0.5 * std::erfc(-x * 0.70710678118654752440); }
__forceinline__ float normcdff(float x) { return (float)normcdf(x); }
__forceinline__ double normcdfinv(double p) { return -1.41421356237309504880 * ::hs_detail::erfinv_d(1.0 - 2.0 * p); }
__forceinline__ float normcdfinvf(float p) { return (float)normcdfinv(p); }
__forceinline__ double erfcx(double x) {
    if (x < 25.0)
        return std::exp(x * x) * std::erfc(x);
    double ix2 = 1.0 / (x * x); /* asymptotic series */
    return (1.0 / (x * 1.7724538509055160273)) * (1.0 - 0.5 * ix2 * (1.0 - 1.5 * ix2 * (1.0 - 2.5 * ix2)));
}
__forceinline__ float erfcxf(float x) { return (float)erfcx(x); }
__forceinline__ float fdividef(float x, float y) { return x / y; }
__forceinline__ double fdivide(double x, double y) { return x / y; }
__forceinline__ float cyl_bessel_i0f(float x) { return (float)std::cyl_bessel_i(0.0, std::fabs((double)x)); }
__forceinline__ float cyl_bessel_i1f(float x) {
    double v = std::cyl_bessel_i(1.0, std::fabs((double)x));
    return (float)(x < 0 ? -v : v);
}
__forceinline__ double cyl_bessel_i0(double x) { return std::cyl_bessel_i(0.0, std::fabs(x)); }
__forceinline__ double cyl_bessel_i1(double x) {
    double v = std::cyl_bessel_i(1.0, std::fabs(x));
    return x < 0 ? -v : v;
}

/* CUDA/HIP's global min/max overloads (device code calls them unqualified) */
__forceinline__ int min(int a, int b) { return a < b ? a : b; }
__forceinline__ int max(int a, int b) { return a > b ? a : b; }
__forceinline__ unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
__forceinline__ unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
__forceinline__ unsigned int min(int a, unsigned int b) { return min((unsigned)a, b); }
__forceinline__ unsigned int min(unsigned int a, int b) { return min(a, (unsigned)b); }
__forceinline__ unsigned int max(int a, unsigned int b) { return max((unsigned)a, b); }
__forceinline__ unsigned int max(unsigned int a, int b) { return max(a, (unsigned)b); }
__forceinline__ long min(long a, long b) { return a < b ? a : b; }
__forceinline__ long max(long a, long b) { return a > b ? a : b; }
__forceinline__ unsigned long min(unsigned long a, unsigned long b) { return a < b ? a : b; }
__forceinline__ unsigned long max(unsigned long a, unsigned long b) { return a > b ? a : b; }
__forceinline__ long long min(long long a, long long b) { return a < b ? a : b; }
__forceinline__ long long max(long long a, long long b) { return a > b ? a : b; }
__forceinline__ unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
__forceinline__ unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
__forceinline__ float min(float a, float b) { return fminf(a, b); }
__forceinline__ float max(float a, float b) { return fmaxf(a, b); }
__forceinline__ double min(double a, double b) { return fmin(a, b); }
__forceinline__ double max(double a, double b) { return fmax(a, b); }
__forceinline__ double min(float a, double b) { return fmin((double)a, b); }
__forceinline__ double min(double a, float b) { return fmin(a, (double)b); }
__forceinline__ double max(float a, double b) { return fmax((double)a, b); }
__forceinline__ double max(double a, float b) { return fmax(a, (double)b); }

#endif
