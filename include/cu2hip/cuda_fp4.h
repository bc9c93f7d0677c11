/* cuda_fp4.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the fp4
 * storage types, the e2m1 interpretation, every C-style conversion function of CUDA 13's
 * cuda_fp4.h with its signature, and the e2m1 classes (scalar, x2, x4) of cuda_fp4.hpp.
 * Declarations only, for parsing. HIP's counterpart is hip_fp4.h. */
#ifndef CU2HIP_STUB_CUDA_FP4_H
#define CU2HIP_STUB_CUDA_FP4_H
#pragma clang system_header
#ifndef __CUDA_FP4_H__
#define __CUDA_FP4_H__
#endif
#define __CUDA_FP4_TYPES_EXIST__
#include <cuda_fp8.h>

typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;
/* a C file sees the storage types and enums (see cuda_fp8.h) */
#ifdef __cplusplus

__host__ __device__ __nv_fp4_storage_t __nv_cvt_double_to_fp4(const double x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                              const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_double2_to_fp4x2(const double2 x,
                                                                   const __nv_fp4_interpretation_t fp4_interpretation,
                                                                   const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_float_to_fp4(const float x, const __nv_fp4_interpretation_t fp4_interpretation,
                                                             const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_float2_to_fp4x2(const float2 x,
                                                                  const __nv_fp4_interpretation_t fp4_interpretation,
                                                                  const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_halfraw_to_fp4(const __half_raw x,
                                                               const __nv_fp4_interpretation_t fp4_interpretation,
                                                               const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_halfraw2_to_fp4x2(const __half2_raw x,
                                                                    const __nv_fp4_interpretation_t fp4_interpretation,
                                                                    const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4_storage_t __nv_cvt_bfloat16raw_to_fp4(const __nv_bfloat16_raw x,
                                                                   const __nv_fp4_interpretation_t fp4_interpretation,
                                                                   const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp4x2_storage_t __nv_cvt_bfloat16raw2_to_fp4x2(const __nv_bfloat162_raw x,
                                                                        const __nv_fp4_interpretation_t fp4_interpretation,
                                                                        const enum cudaRoundMode rounding);
__host__ __device__ __half_raw __nv_cvt_fp4_to_halfraw(const __nv_fp4_storage_t x,
                                                       const __nv_fp4_interpretation_t fp4_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp4x2_to_halfraw2(const __nv_fp4x2_storage_t x,
                                                           const __nv_fp4_interpretation_t fp4_interpretation);

CU2HIP_NARROW_FP_SCALAR(__nv_fp4_e2m1, __nv_fp4_storage_t, 1);
CU2HIP_NARROW_FP_X2(__nv_fp4x2_e2m1, __nv_fp4x2_storage_t, 1);
CU2HIP_NARROW_FP_X4(__nv_fp4x4_e2m1, __nv_fp4x4_storage_t, 2);

#endif /* __cplusplus */
#endif
