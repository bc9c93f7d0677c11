/* cuda_bf16.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: __nv_bfloat16 with the common conversions.
 * Ownership: core translator area. */
#ifndef CU2HIP_STUB_CUDA_BF16_H
#define CU2HIP_STUB_CUDA_BF16_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#endif
#include <cu2hip_prelude.h>
struct __nv_bfloat16 {
    unsigned short __x;
    __host__ __device__ __nv_bfloat16() = default;
    __host__ __device__ __nv_bfloat16(float f);
    __host__ __device__ operator float() const;
};
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
typedef struct __nv_bfloat16 nv_bfloat16;
typedef struct __nv_bfloat162 nv_bfloat162;
__host__ __device__ __nv_bfloat16 __float2bfloat16(float a);
__host__ __device__ float __bfloat162float(__nv_bfloat16 a);
#endif
