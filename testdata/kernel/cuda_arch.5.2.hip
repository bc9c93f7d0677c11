// __CUDA_ARCH__ as a number takes the newest-architecture branch on AMD (HIP has no CUDA
// architecture number); device-versus-host tests stay __HIP_DEVICE_COMPILE__ tests.
#include <hip/hip_runtime.h>

#define HAS_FAST_PATH (defined(__HIP_DEVICE_COMPILE__) && (__HIP_DEVICE_COMPILE__ * 10000) >= 800)

__device__ int pick() {
#if (__HIP_DEVICE_COMPILE__ * 10000) >= 700
    return 7;
#elif (__HIP_DEVICE_COMPILE__ * 10000) == 610
    return 6;
#else
    return 0;
#endif
}

__device__ int old_only() {
#if defined(__HIP_DEVICE_COMPILE__) && (__HIP_DEVICE_COMPILE__ * 10000) < 600
    return 1;
#endif
    return 0;
}

__host__ __device__ int where() {
#ifdef __HIP_DEVICE_COMPILE__
    return 1;
#else
    return 0;
#endif
}

__host__ __device__ int where2() {
#if !defined(__HIP_DEVICE_COMPILE__)
    return 0;
#elif __HIP_DEVICE_COMPILE__
    return 100 + (__HIP_DEVICE_COMPILE__ * 10000) / 100;
#endif
}

__global__ void k(int *o) { o[0] = pick() + old_only() + where() + where2(); }
