// Golden cases for warp.mask-32bit.
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff

__device__ float sum(float v, unsigned active)
{
    v += __shfl_down_sync(0xffffffff, v, 1);                     // expect: warp.mask-32bit
    v += __shfl_down_sync(FULL_MASK, v, 2);                      // expect: warp.mask-32bit
    unsigned m = __ballot_sync(0xffffffffffffffffull, v > 0);    // expect: warp.mask-32bit
    v += __shfl_down_sync(m, v, 4);                              // expect: warp.mask-32bit
    v += __shfl_down_sync(active, v, 8);                         // expect: warp.mask-32bit
    unsigned long long ok = __ballot_sync(0xffffffffffffffffull, v > 1);
    v += __shfl_down_sync(ok, v, 16);
    __syncwarp();
    return v;
}

__global__ void k(float *p) { p[threadIdx.x] = sum(p[threadIdx.x], 0xffffffffu); }
