/* hip_bf16.h - HIP's bfloat16 header for hipshim: __hip_bfloat16, __hip_bfloat162 and their
 * intrinsics (conversions, arithmetic, comparisons, math, atomicAdd). Works on its own or with
 * <hip/hip_runtime.h> and <hip/hip_fp16.h>, in any order.
 * Ownership: value types and functions; nothing is allocated. */
#ifndef HIPSHIM_HIP_BF16_H
#define HIPSHIM_HIP_BF16_H

#ifndef __cplusplus
#error "hipshim: <hip/hip_bf16.h> needs C++17 (compile with hipshim-cc or a C++ compiler)"
#endif

#include "hipshim/hs_bf16.hpp"

#endif
