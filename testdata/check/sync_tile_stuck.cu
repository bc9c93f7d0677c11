// check.sync: half of each tile of 8 waits at tile.sync() while the other half is at __syncthreads (a device helper)
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

__device__ void stage(int *s, int t)
{
    auto tile = cg::tiled_partition<8>(cg::this_thread_block());
    s[t] = t;
    if (tile.thread_rank() < 4)
        tile.sync();
    __syncthreads();
}

__global__ void tiles(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    stage(s, t);
    out[t] = s[63 - t];
}

int main()
{
    int r[64], *d;
    cudaMalloc(&d, sizeof r);
    tiles<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
