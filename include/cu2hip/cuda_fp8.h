/* cuda_fp8.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the fp8
 * storage types, the saturation and interpretation enums, every C-style conversion function of
 * CUDA 13's cuda_fp8.h with its signature, and the e4m3/e5m2/e8m0 classes (scalar, x2, x4) with
 * the constructors and explicit conversion operators of cuda_fp8.hpp. Declarations only, for
 * parsing. HIP's counterpart is hip_fp8.h (__hip_fp8_e4m3, ...). */
#ifndef CU2HIP_STUB_CUDA_FP8_H
#define CU2HIP_STUB_CUDA_FP8_H
#pragma clang system_header
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#endif
#define __CUDA_FP8_TYPES_EXIST__
#include <cu2hip_prelude.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#ifndef CU2HIP_CUDA_ROUND_MODE
#define CU2HIP_CUDA_ROUND_MODE
/* device_types.h */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
/* a C file sees the storage types and enums; the conversions take the C++ half types here */
#ifdef __cplusplus

__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                              const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                                   const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                                  const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                               const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                                    const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x,
                                                                   const __nv_saturation_t saturate,
                                                                   const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x,
                                                                        const __nv_saturation_t saturate,
                                                                        const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                       const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                           const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_e8m0(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                                                                    const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat162raw_to_e8m0x2(const __nv_bfloat162_raw x,
                                                                         const __nv_saturation_t saturate,
                                                                         const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_e8m0(const float x, const __nv_saturation_t saturate,
                                                              const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_e8m0x2(const float2 x, const __nv_saturation_t saturate,
                                                                   const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_e8m0(const double x, const __nv_saturation_t saturate,
                                                               const enum cudaRoundMode rounding);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_e8m0x2(const double2 x, const __nv_saturation_t saturate,
                                                                    const enum cudaRoundMode rounding);
__host__ __device__ __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(const __nv_fp8_storage_t x);
__host__ __device__ __nv_bfloat162_raw __nv_cvt_e8m0x2_to_bf162raw(const __nv_fp8x2_storage_t x);

/* The narrow float classes of cuda_fp8.hpp and cuda_fp4.hpp share one shape: a storage member
 * __x, explicit constructors from the floating and integer types, explicit conversions back. */
#define CU2HIP_NARROW_FP_SCALAR(T, S, A)                                                        \
    struct __align__(A) T {                                                                 \
        S __x;                                                                              \
        T() = default;                                                                      \
        explicit __host__ __device__ T(const __half f);                                     \
        explicit __host__ __device__ T(const __nv_bfloat16 f);                              \
        explicit __host__ __device__ T(const float f);                                      \
        explicit __host__ __device__ T(const double f);                                     \
        explicit __host__ __device__ T(const unsigned short int val);                       \
        explicit __host__ __device__ T(const unsigned int val);                             \
        explicit __host__ __device__ T(const unsigned long int val);                        \
        explicit __host__ __device__ T(const unsigned long long int val);                   \
        explicit __host__ __device__ T(const short int val);                                \
        explicit __host__ __device__ T(const int val);                                      \
        explicit __host__ __device__ T(const long int val);                                 \
        explicit __host__ __device__ T(const long long int val);                            \
        explicit __host__ __device__ operator __half() const;                               \
        explicit __host__ __device__ operator float() const;                                \
        explicit __host__ __device__ operator __nv_bfloat16() const;                        \
        explicit __host__ __device__ operator double() const;                               \
        explicit __host__ __device__ operator unsigned char() const;                        \
        explicit __host__ __device__ operator unsigned short int() const;                   \
        explicit __host__ __device__ operator unsigned int() const;                         \
        explicit __host__ __device__ operator unsigned long int() const;                    \
        explicit __host__ __device__ operator unsigned long long int() const;               \
        explicit __host__ __device__ operator signed char() const;                          \
        explicit __host__ __device__ operator char() const;                                 \
        explicit __host__ __device__ operator short int() const;                            \
        explicit __host__ __device__ operator int() const;                                  \
        explicit __host__ __device__ operator long int() const;                             \
        explicit __host__ __device__ operator long long int() const;                        \
        explicit __host__ __device__ operator bool() const;                                 \
    }
#define CU2HIP_NARROW_FP_X2(T, S, A)                                                            \
    struct __align__(A) T {                                                                 \
        S __x;                                                                              \
        T() = default;                                                                      \
        explicit __host__ __device__ T(const __half2 f);                                    \
        explicit __host__ __device__ T(const __nv_bfloat162 f);                             \
        explicit __host__ __device__ T(const float2 f);                                     \
        explicit __host__ __device__ T(const double2 f);                                    \
        explicit __host__ __device__ operator __half2() const;                              \
        explicit __host__ __device__ operator float2() const;                               \
    }
#define CU2HIP_NARROW_FP_X4(T, S, A)                                                            \
    struct __align__(A) T {                                                                 \
        S __x;                                                                              \
        T() = default;                                                                      \
        explicit __host__ __device__ T(const __half2 flo, const __half2 fhi);               \
        explicit __host__ __device__ T(const __nv_bfloat162 flo, const __nv_bfloat162 fhi); \
        explicit __host__ __device__ T(const float4 f);                                     \
        explicit __host__ __device__ T(const double4 f);                                    \
        explicit __host__ __device__ operator float4() const;                               \
    }

CU2HIP_NARROW_FP_SCALAR(__nv_fp8_e5m2, __nv_fp8_storage_t, 1);
CU2HIP_NARROW_FP_X2(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, 2);
CU2HIP_NARROW_FP_X4(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, 4);
CU2HIP_NARROW_FP_SCALAR(__nv_fp8_e4m3, __nv_fp8_storage_t, 1);
CU2HIP_NARROW_FP_X2(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, 2);
CU2HIP_NARROW_FP_X4(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, 4);
CU2HIP_NARROW_FP_SCALAR(__nv_fp8_e8m0, __nv_fp8_storage_t, 1);
CU2HIP_NARROW_FP_X2(__nv_fp8x2_e8m0, __nv_fp8x2_storage_t, 2);
CU2HIP_NARROW_FP_X4(__nv_fp8x4_e8m0, __nv_fp8x4_storage_t, 4);

#endif /* __cplusplus */
#endif
