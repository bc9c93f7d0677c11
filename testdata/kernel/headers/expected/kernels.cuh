// Kernels and their launcher in a header: launches, launch bounds and masks are converted here
// too, not only in the main file.
#pragma once
#include <hip/hip_runtime.h>
#include "include/warp.cuh"

#define BLOCK 256

template <typename T>
__global__ void __launch_bounds__(BLOCK, 16) block_sums(const T *in, T *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(0);
    v = warp_reduce(v);
    unsigned long long active = __activemask();
    if ((threadIdx.x & 31) == 0 && count_lanes(active) > 0)
        atomicAdd(out, v);
}

__global__ void ptx_lane(int *out) {
    int lane = threadIdx.x & 31;
#ifdef USE_PTX
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
#endif
    out[threadIdx.x] = lane;
}

template <typename T>
void launch_sums(const T *in, T *out, int n, hipStream_t s) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(block_sums<T>),
        dim3((n + BLOCK - 1) / BLOCK), dim3(BLOCK), 0, s, in, out, n);
}
