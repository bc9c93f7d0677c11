// check.sync: a grid-wide barrier in a kernel launched with <<<>>> instead of
// cudaLaunchCooperativeKernel (on a GPU it hangs once the grid outgrows the resident blocks)
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *data)
{
    cg::grid_group grid = cg::this_grid();
    data[grid.thread_rank()] = 1;
    grid.sync();
    data[grid.thread_rank()] += data[(grid.thread_rank() + 1) % grid.size()];
}

int main()
{
    int r[128], *d;
    cudaMalloc(&d, sizeof r);
    two_phase<<<2, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
