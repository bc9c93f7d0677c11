// Precision of launch.cooperative-unchecked: a cooperative launch in a file that never queries
// co-residency is reported (including cooperative_groups, which is no check); see
// launch.cooperative-unchecked-cached for the near miss of a cached device attribute.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void grid_kernel(int *p)
{
    cg::grid_group g = cg::this_grid();
    p[threadIdx.x] = 1;
    g.sync();
}

void launch(int *p, int blocks)
{
    void *args[] = { &p };
    cudaLaunchCooperativeKernel((void *)grid_kernel, blocks, 256, args, 0, 0);   // expect: launch.cooperative-unchecked
}
