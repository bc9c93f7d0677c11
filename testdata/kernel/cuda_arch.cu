// __CUDA_ARCH__ as a number takes the newest-architecture branch on AMD (HIP has no CUDA
// architecture number); device-versus-host tests stay __HIP_DEVICE_COMPILE__ tests.
#include <cuda_runtime.h>

#define HAS_FAST_PATH (defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800)

__device__ int pick() {
#if __CUDA_ARCH__ >= 700
    return 7;
#elif __CUDA_ARCH__ == 610
    return 6;
#else
    return 0;
#endif
}

__device__ int old_only() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
    return 1;
#endif
    return 0;
}

__host__ __device__ int where() {
#ifdef __CUDA_ARCH__
    return 1;
#else
    return 0;
#endif
}

__host__ __device__ int where2() {
#if !defined(__CUDA_ARCH__)
    return 0;
#elif __CUDA_ARCH__
    return 100 + __CUDA_ARCH__ / 100;
#endif
}

__global__ void k(int *o) { o[0] = pick() + old_only() + where() + where2(); }
