// nvcc includes cuda_runtime.h implicitly; hipcc needs hip/hip_runtime.h spelled out.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void fill(int *x) { x[threadIdx.x] = 7; }

int main()
{
    int *d;
    hipMalloc(&d, 32 * sizeof(int));
    hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, d);
    hipDeviceSynchronize();
    hipFree(d);
    puts("done");
    return 0;
}
