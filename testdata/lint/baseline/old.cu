#include <cuda_runtime.h>
__global__ void k(int *out)
{
    int lane = threadIdx.x % 32;
    int warp = threadIdx.x / 32;
// NEW
    out[threadIdx.x] = lane + warp;
}
