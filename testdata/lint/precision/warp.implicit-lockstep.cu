// Precision of warp.implicit-lockstep: the classic shared-memory tail without barriers is
// reported; the same tail with __syncwarp, and a tail built on shuffles, are not.
#include <cuda_runtime.h>

__device__ void warp_reduce(volatile float *s, int tid)
{
    s[tid] += s[tid + 32];                                     // expect: warp.implicit-lockstep
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
}

__global__ void tail_unsynced(float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    s[tid] = out[tid];
    __syncthreads();
    if (tid < 32) {                                            // expect: warp.implicit-lockstep
        s[tid] += s[tid + 32];
        s[tid] += s[tid + 16];
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

__global__ void tail_syncwarp(float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    s[tid] = out[tid];
    __syncthreads();
    if (tid < 32) {
        s[tid] += s[tid + 32];
        __syncwarp();
        s[tid] += s[tid + 16];
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

__global__ void tail_shuffles(float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    s[tid] = out[tid];
    __syncthreads();
    if (tid < 32) {
        float v = s[tid] + s[tid + 32];
        for (int off = warpSize / 2; off > 0; off /= 2)
            v += __shfl_down_sync(0xffffffffu, v, off);
        s[tid] = v;
        s[tid + 1] = s[tid] + v;
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
