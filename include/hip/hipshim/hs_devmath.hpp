/* hs_devmath.hpp - hipshim kernel language: device sinf/cosf/sincosf that compute through one
 * implementation in every path (src/runtime/hs_math_vec.c): the scalar call of a kernel run on
 * fibers, and the SIMD clones GCC calls when it vectorises a lowered kernel's loop over a
 * block's threads (cu2hip --lower-kernels), give identical bits whatever -march, within 1 ulp.
 * One const function returns both sin x and cos x (two floats' bits packed in a double), so
 * that sinf(a) and cosf(a) of one argument cost one call.
 * Host code keeps glibc's sinf: a kernel whose loops cu2hip interchanged names these functions
 * through the block-scope using-declarations of HIPSHIM_DEVICE_MATH (at the top of the kernel
 * and of its lowered form, under __HIPSHIM_LOWER__), which hide the global ones for
 * unqualified calls; __sinf, __cosf and __sincosf (device-only names) always use them.
 * Ownership: functions only; nothing is allocated. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_DEVMATH_HPP
#define HIPSHIM_HS_DEVMATH_HPP

#include <cstdint>
#include <cstring>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)   /* clang lacks the simd attribute */
#define HS_DEVMATH_ATTR __attribute__((simd("notinbranch"), const, nothrow, leaf))
#else
#define HS_DEVMATH_ATTR __attribute__((const, nothrow, leaf))
#endif
extern "C" HS_DEVMATH_ATTR double hs_dev_sincosf_pk(double x);

namespace hs_devmath {
inline float lo(double p)
{
    std::uint64_t u;
    std::memcpy(&u, &p, 8);
    std::uint32_t b = (std::uint32_t)u;
    float f;
    std::memcpy(&f, &b, 4);
    return f;
}
inline float hi(double p)
{
    std::uint64_t u;
    std::memcpy(&u, &p, 8);
    std::uint32_t b = (std::uint32_t)(u >> 32);
    float f;
    std::memcpy(&f, &b, 4);
    return f;
}
inline float sinf(float x) { return lo(::hs_dev_sincosf_pk(x)); }
inline float cosf(float x) { return hi(::hs_dev_sincosf_pk(x)); }
inline void sincosf(float x, float *s, float *c)
{
    const double p = ::hs_dev_sincosf_pk(x);
    *s = lo(p);
    *c = hi(p);
}
} // namespace hs_devmath

#define HIPSHIM_DEVICE_MATH                                                                        \
    using ::hs_devmath::sinf;                                                                      \
    using ::hs_devmath::cosf;                                                                      \
    using ::hs_devmath::sincosf

#endif
