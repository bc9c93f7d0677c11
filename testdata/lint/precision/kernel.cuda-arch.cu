// Precision of kernel.cuda-arch: a numeric comparison of __CUDA_ARCH__ (no architecture number
// under HIP) is reported; device-versus-host tests of __CUDA_ARCH__ are not.
#include <cuda_runtime.h>

__device__ float scale(float x)
{
#if __CUDA_ARCH__ >= 700                                                 // expect: kernel.cuda-arch
    return x * 2.0f;
#else
    return x + x;
#endif
}

__host__ __device__ int where()
{
#ifdef __CUDA_ARCH__
    return 1;
#else
    return 0;
#endif
}

__host__ __device__ int where2()
{
#if defined(__CUDA_ARCH__) && !defined(SOMETHING_ELSE)
    return 1;
#else
    return 0;
#endif
}
