// Precision of kernel.launch: a launch with five configuration arguments cannot be rewritten;
// launches with two to four are.
#include <cuda_runtime.h>

__global__ void k(int *p) { p[threadIdx.x] = 1; }

void host(int *p, cudaStream_t s)
{
    k<<<1, 32, 0, s, 7>>>(p);                                         // expect: kernel.launch
    k<<<1, 32>>>(p);
    k<<<1, 32, 0>>>(p);
    k<<<1, 32, 0, s>>>(p);
}
