// Cooperative-groups collectives of <cooperative_groups/reduce.h> used by a file that does not
// include it itself (issue 31): it relies on <cooperative_groups.h> alone, or gets reduce.h
// through another header. The portable version (namespace cu2hip_cg) is defined after the
// file's includes, guarded so that a header carrying it too is no redefinition, and the calls
// use it. The namespace is resolved by the parse: cooperative_groups itself or an alias of it.
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ int tile_sum(const cg::thread_block_tile<32> &t, int v)
{
    return cg::reduce(t, v, cg::plus<int>());
}

__global__ void sums(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int s = tile_sum(warp, v);
    int m = cooperative_groups::reduce(warp, v, cooperative_groups::greater<int>());
    int x = cg::inclusive_scan(warp, v);
    if (warp.thread_rank() == 0)
        out[block.group_index().x] = s + m + x;
}
