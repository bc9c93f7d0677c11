// Precision of kernel.dynamic-parallelism: launches and device-runtime calls from device code are
// reported; a kernel or helper of the user's named cuda..., and the programmatic dependent launch
// calls (sm_90 kernel-language functions, not the device runtime) are not. A launch of a kernel
// template or overload set from device code, which clang rejects, is that finding, not a parse
// problem; the same launches from the host are neither.
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p)
{
    child<<<1, 32>>>(p);                                       // expect: kernel.dynamic-parallelism
    cudaDeviceSynchronize();                                   // expect: kernel.dynamic-parallelism
    if (cudaGetLastError() != cudaSuccess) p[0] = -1;          // expect: kernel.dynamic-parallelism
}

template <typename T> __global__ void child_t(T *p, int n) { p[n] = T(1); }
__global__ void child_o(int *p) { p[0] = 1; }
__global__ void child_o(float *p) { p[0] = 1.0f; }

__global__ void parent_t(int *p, float *q)
{
    child_t<<<1, 32>>>(p, 3);                                  // expect: kernel.dynamic-parallelism
    child_t<float><<<1, 32>>>(q, 2);                           // expect: kernel.dynamic-parallelism
    child_o<<<1, 32>>>(q);                                     // expect: kernel.dynamic-parallelism
}

__device__ void helper_t(int *p)
{
    child_t<<<1, 1>>>(p, 0);                                   // expect: kernel.dynamic-parallelism
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
    child_t<<<1, 32>>>(p, 3);
    child_o<<<1, 32>>>(p);
    cudaDeviceSynchronize();
}
