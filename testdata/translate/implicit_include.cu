// nvcc includes cuda_runtime.h implicitly; hipcc needs hip/hip_runtime.h spelled out.
#include <cstdio>

__global__ void fill(int *x) { x[threadIdx.x] = 7; }

int main()
{
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    fill<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    puts("done");
    return 0;
}
