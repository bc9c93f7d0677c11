// Golden cases for kernel features with no HIP equivalent and launch bounds.
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 0; }

__global__ void parent(int *p)
{
    child<<<1, 32>>>(p);                                         // expect: kernel.dynamic-parallelism
}

__global__ void __launch_bounds__(256, 2) bounded(int *p)        // expect: kernel.launch-bounds-min-blocks
{
    p[0] = 1;
}

__global__ void __launch_bounds__(256) bounded_ok(int *p) { p[0] = 2; }

__global__ void ptx(int *p)
{
    int lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));         // expect: kernel.inline-asm
    p[0] = lane;
}

void host(int *p)
{
    child<<<1, 32>>>(p);
#if 0
    child<<<1, 32>>>(p);
#endif
}
