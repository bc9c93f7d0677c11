/* hip_fp16.h - HIP's half-precision header for hipshim: __half, __half2, half, half2 and the
 * __half intrinsics (conversions, arithmetic, comparisons, math, atomicAdd). Works on its own or
 * with <hip/hip_runtime.h>, in either order; the types are trivially copyable, so the warp
 * shuffles and cooperative-group tile functions take them.
 * Ownership: value types and functions; nothing is allocated. */
#ifndef HIPSHIM_HIP_FP16_H
#define HIPSHIM_HIP_FP16_H

#ifndef __cplusplus
#error "hipshim: <hip/hip_fp16.h> needs C++17 (compile with hipshim-cc or a C++ compiler)"
#endif

#include "hipshim/hs_fp16.hpp"

#endif
