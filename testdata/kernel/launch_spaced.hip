// Launch chevrons with spaces inside them, which nvcc accepts (issue 31): "<< <" and ">> >" are
// launches like "<<<" and ">>>". A ">> >" closing nested templates is left alone, and so are
// shifts.
#include <hip/hip_runtime.h>
#include <vector>

__global__ void k(int *d) { d[threadIdx.x] = threadIdx.x; }
template <typename T> __global__ void t(T *d, T v) { d[threadIdx.x] = v; }

void run(int *d, float *f, hipStream_t s)
{
    hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, d);
    hipLaunchKernelGGL(k, dim3(2), dim3(64), 0, 0, d);
    hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, s, d);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(t<float>), dim3(1), dim3(32), 0, 0, f, 2.0f);
    std::vector<std::vector<std::vector<int>> > nested;
    int shifted = 1 << 4 >> 2;
    (void)nested;
    (void)shifted;
}
