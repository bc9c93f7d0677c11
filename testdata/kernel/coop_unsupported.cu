// cu2hip-test: no-compile (the cooperative groups below do not exist in HIP)
// Cooperative groups HIP lacks are reported (translate and lint): binary_partition and
// block_tile_memory; cg::reduce and its operators get the portable version (coop_algorithms.cu).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void sum(const int *in, int *out) {
    __shared__ cg::block_tile_memory<64> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int s = cg::reduce(tile, v, cg::plus<int>());
    int m = cooperative_groups::reduce(tile, v, cooperative_groups::greater<int>());
    auto half = cg::binary_partition(tile, v > 0);
    std::plus<int> not_cg;
    if (tile.thread_rank() == 0)
        out[blockIdx.x] = s + m + (int)half.size() + not_cg(1, 2);
}
