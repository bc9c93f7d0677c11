// c.cu - linted after the crashing file
#include "c.cuh"
__global__ void lane_c(int *out)
{
    out[threadIdx.x] = scale(threadIdx.x % 32);
}
