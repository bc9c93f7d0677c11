// Negative case for launch.cooperative-unchecked: the grid is sized from an occupancy query
// (expect-none: no finding in this file).
#include <cuda_runtime.h>

__global__ void grid_kernel(int *p) { p[0] = 1; }

void launch(int *p)
{
    int per_sm = 0, sms = 0, coop = 0;
    cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_kernel, 256, 0);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    void *args[] = { &p };
    if (coop) cudaLaunchCooperativeKernel((void *)grid_kernel, per_sm * sms, 256, args, 0, 0);
}
