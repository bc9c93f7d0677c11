/* cuda_fp16.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: __half and __half2 with the common conversions and arithmetic.
 * Ownership: core translator area. */
#ifndef CU2HIP_STUB_CUDA_FP16_H
#define CU2HIP_STUB_CUDA_FP16_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#endif
#include <cu2hip_prelude.h>
struct __half {
    unsigned short __x;
    __host__ __device__ __half() = default;
    __host__ __device__ __half(float f);
    __host__ __device__ __half(double f);
    __host__ __device__ __half(int i);
    __host__ __device__ operator float() const;
    __host__ __device__ __half &operator=(float f);
};
struct __half2 {
    __half x, y;
    __host__ __device__ __half2() = default;
    __host__ __device__ __half2(const __half &a, const __half &b) : x(a), y(b) {}
};
typedef struct __half half;
typedef struct __half2 half2;
typedef struct __half __nv_half;
__host__ __device__ __half __float2half(float a);
__host__ __device__ __half __float2half_rn(float a);
__host__ __device__ float __half2float(__half a);
__host__ __device__ __half2 __float2half2_rn(float a);
__host__ __device__ __half2 __floats2half2_rn(float a, float b);
__host__ __device__ float2 __half22float2(__half2 a);
__host__ __device__ float __low2float(__half2 a);
__host__ __device__ float __high2float(__half2 a);
__host__ __device__ __half2 __halves2half2(__half a, __half b);
__host__ __device__ __half2 __half2half2(__half a);
__host__ __device__ __half __int2half_rn(int i);
__host__ __device__ int __half2int_rn(__half h);
__device__ __half __hadd(__half a, __half b);
__device__ __half __hsub(__half a, __half b);
__device__ __half __hmul(__half a, __half b);
__device__ __half __hdiv(__half a, __half b);
__device__ __half __hfma(__half a, __half b, __half c);
__device__ __half __hneg(__half a);
__device__ __half2 __hadd2(__half2 a, __half2 b);
__device__ __half2 __hsub2(__half2 a, __half2 b);
__device__ __half2 __hmul2(__half2 a, __half2 b);
__device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c);
__device__ bool __hlt(__half a, __half b);
__device__ bool __hgt(__half a, __half b);
__device__ bool __heq(__half a, __half b);
__device__ __half hsqrt(__half a);
__device__ __half hexp(__half a);
__device__ __half __shfl_sync(unsigned int mask, __half var, int srcLane, int width = 32);
__device__ __half __shfl_xor_sync(unsigned int mask, __half var, int laneMask, int width = 32);
__device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width = 32);
__device__ __half atomicAdd(__half *address, __half val);
__device__ __half2 atomicAdd(__half2 *address, __half2 val);
__device__ __half operator+(const __half &a, const __half &b);
__device__ __half operator-(const __half &a, const __half &b);
__device__ __half operator*(const __half &a, const __half &b);
__device__ __half operator/(const __half &a, const __half &b);
__device__ __half2 operator+(const __half2 &a, const __half2 &b);
__device__ __half2 operator*(const __half2 &a, const __half2 &b);
#endif
