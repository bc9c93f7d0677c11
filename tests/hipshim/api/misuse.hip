// misuse.hip - kernels that could never finish on a GPU end with a clear device abort instead
// of hanging: (deadlock) threads wait at barriers the others never reach; (gridsync) a grid
// sync in a kernel that was not launched cooperatively. Run with the scenario as argument.
#include "hs_test.h"
#include <cstring>

__global__ void deadlock()
{
    if (threadIdx.x == 0) __syncthreads();
    else hs_warp_sync();
}

__global__ void gridsync() { hs_grid_sync(); }

int main(int argc, char **argv)
{
    if (argc > 1 && !std::strcmp(argv[1], "deadlock"))
        hipLaunchKernelGGL(deadlock, dim3(1), dim3(8), 0, 0);
    else if (argc > 1 && !std::strcmp(argv[1], "gridsync"))
        hipLaunchKernelGGL(gridsync, dim3(2), dim3(8), 0, 0);
    else
        return 2;
    OK(hipDeviceSynchronize());
    std::printf("misuse: the kernel finished, which it must not\n");
    return 1;
}
