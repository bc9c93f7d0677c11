// Precision of kernel.dynamic-parallelism: launches and device-runtime calls from device code are
// reported; a kernel or helper of the user's named cuda..., and the programmatic dependent launch
// calls (sm_90 kernel-language functions, not the device runtime) are not.
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p)
{
    child<<<1, 32>>>(p);                                       // expect: kernel.dynamic-parallelism
    cudaDeviceSynchronize();                                   // expect: kernel.dynamic-parallelism
    if (cudaGetLastError() != cudaSuccess) p[0] = -1;          // expect: kernel.dynamic-parallelism
}

__device__ int cudaHelperScale(int v) { return 2 * v; }

__global__ void cudaProcess(int *p)
{
    p[threadIdx.x] = cudaHelperScale(p[threadIdx.x]);
}

__global__ void dependent(int *p)
{
    cudaGridDependencySynchronize();
    p[threadIdx.x] += 1;
    cudaTriggerProgrammaticLaunchCompletion();
}

void host_side(int *p)
{
    cudaProcess<<<1, 32>>>(p);
    cudaDeviceSynchronize();
}
