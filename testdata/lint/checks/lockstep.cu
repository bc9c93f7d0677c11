// Golden cases for warp.implicit-lockstep.
#include <cuda_runtime.h>

__device__ void warpReduce(volatile float *s, int tid)
{
    s[tid] += s[tid + 32];                                       // expect: warp.implicit-lockstep
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

__device__ void warpReduceSafe(volatile float *s, int tid)
{
    s[tid] += s[tid + 32]; __syncwarp();
    s[tid] += s[tid + 16]; __syncwarp();
}

__device__ float scale(volatile float *s, int tid) { return s[tid] * 2.0f; }

__global__ void reduce(float *out)
{
    __shared__ float sdata[256];
    unsigned tid = threadIdx.x;
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) warpReduce(sdata, tid);
    if (tid < 32) {                                              // expect: warp.implicit-lockstep
        sdata[tid] += sdata[tid + 16];
        sdata[tid] += sdata[tid + 8];
    }
    if (tid < 32) {
        sdata[tid] += sdata[tid + 16];
        __syncwarp();
        sdata[tid] += sdata[tid + 8];
    }
    if (tid < 64) {
        sdata[tid] += sdata[tid + 16];
        sdata[tid] += sdata[tid + 8];
    }
    if (tid == 0) out[blockIdx.x] = sdata[0] + scale(sdata, 0);
}
