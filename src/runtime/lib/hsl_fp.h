/* hsl_fp.h - conversions between float and the 16-bit floating-point formats, for hipshim's HIP
 * libraries (hipBLAS's GemmEx, hipBLASLt's matmul): IEEE half through the compiler's _Float16
 * (correctly rounded), bfloat16 by its bits (round to nearest even, NaN kept quiet).
 * Ownership: functions of values; nothing is allocated. Header-only, for the libraries of
 * src/runtime/lib/. */
#ifndef HSL_FP_H
#define HSL_FP_H

#include <stdint.h>
#include <string.h>

static inline float hsl_half_to_float(uint16_t h)
{
    _Float16 f;
    memcpy(&f, &h, sizeof f);
    return (float)f;
}

static inline uint16_t hsl_float_to_half(float v)
{
    _Float16 f = (_Float16)v;
    uint16_t h;
    memcpy(&h, &f, sizeof h);
    return h;
}

static inline float hsl_bf16_to_float(uint16_t b)
{
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static inline uint16_t hsl_float_to_bf16(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)((u >> 16) | 0x40);
    u += 0x7fffu + ((u >> 16) & 1);
    return (uint16_t)(u >> 16);
}

#endif
