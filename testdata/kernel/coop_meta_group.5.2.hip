// cu2hip-test: no-compile (thread_block_tile::meta_group_* needs HIP 5.7; Debian's hipcc is 5.2)
// The warp index of a grid from a tile's meta group (as llm.c's kernels compute it): HIP has
// these members since 5.7 only, so a HIP 5.2 profile reports them.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

struct Meta { int meta_group_rank; };

__global__ void rows(float *out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
    Meta m = {idx};
    if (idx < n && warp.thread_rank() == 0)
        out[idx] = (float)m.meta_group_rank;
}
