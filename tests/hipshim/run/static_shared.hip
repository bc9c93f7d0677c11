// static_shared.hip - a kernel whose static __shared__ variables exceed the device's 64 KiB
// per block must not build (hipcc refuses it too); hipshim-cc names the function. The smaller
// kernel of the same file alone builds (-DONLY_SMALL).
#include <hip/hip_runtime.h>

template <int N> __global__ void tiles(float *p)
{
    __shared__ float a[N];
    __shared__ float b[N];
    a[threadIdx.x] = p[threadIdx.x];
    b[threadIdx.x] = a[threadIdx.x];
    __syncthreads();
    p[threadIdx.x] = b[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    float *p = nullptr;
    if (hipMalloc(&p, 256 * sizeof(float)) != hipSuccess) return 1;
    hipLaunchKernelGGL(tiles<8192>, dim3(1), dim3(256), 0, 0, p);   // 2 x 32 KiB: fits
#ifndef ONLY_SMALL
    hipLaunchKernelGGL(tiles<8448>, dim3(1), dim3(256), 0, 0, p);   // 2 x 33 KiB: too much
#endif
    return hipDeviceSynchronize() != hipSuccess;
}
