// Golden cases for launch.cooperative-unchecked: no occupancy query in this file.
#include <cuda_runtime.h>

__global__ void grid_kernel(int *p) { p[0] = 1; }

void launch(int *p, int blocks)
{
    void *args[] = { &p };
    cudaLaunchCooperativeKernel((void *)grid_kernel, blocks, 256, args, 0, 0); // expect: launch.cooperative-unchecked
}
