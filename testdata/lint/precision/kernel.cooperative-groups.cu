// Precision of kernel.cooperative-groups: cooperative-groups features HIP lacks are reported
// (binary_partition, block_tile_memory); tiles, block sync, a user's own reduce and reduce.h's
// collectives, which get a portable version (kernel.cooperative-groups-portable), are not.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename T> __device__ T reduce(T a, T b) { return a + b; }  // the user's own reduce

__global__ void sum(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int s = cg::reduce(tile, v, cg::plus<int>());
    block.sync();
    int t = reduce(v, s);
    for (int o = tile.size() / 2; o > 0; o /= 2)
        t += tile.shfl_down(t, o);
    if (tile.thread_rank() == 0)
        atomicAdd(out, t);
    cg::thread_group odd = cg::binary_partition(tile, v & 1);             // expect: kernel.cooperative-groups
    odd.sync();
}
