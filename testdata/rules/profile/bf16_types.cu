// bfloat16 types follow the profile like their header: HIP 5.7's hip_bf16.h declares
// __hip_bfloat16; before it cuda_bf16.h maps to hip_bfloat16.h, whose type is hip_bfloat16
#include <cuda_bf16.h>

__device__ float widen(__nv_bfloat16 v) { return static_cast<float>(v); }

__global__ void scale(nv_bfloat16 *p, float s)
{
    p[threadIdx.x] = __nv_bfloat16(widen(p[threadIdx.x]) * s);
}
