// Cooperative-groups algorithms HIP lacks (issue 31): <cooperative_groups/reduce.h>'s reduce with
// its operators, scan.h's inclusive/exclusive scans and memcpy_async.h's copy and wait. A portable
// version over the group's shuffles takes the include's place (tiles of every size up to the
// wavefront, coalesced groups), and the calls use it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void collectives(const int *in, int *out)
{
    __shared__ int stage[256];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, stage, in, sizeof(int) * 256);
    cg::wait(block);
    int v = stage[block.thread_rank()];
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
    int sum = cg::reduce(warp, v, cg::plus<int>());
    int hi = cg::reduce(quad, v, cg::greater<int>());
    int lo = cg::reduce(warp, v, cg::less<int>());
    int bits = cg::reduce(quad, v, cg::bit_or<int>()) ^ cg::reduce(quad, v, cg::bit_and<int>()) ^
               cg::reduce(warp, v, cg::bit_xor<int>());
    int inc = cg::inclusive_scan(warp, v);
    int exc = cg::exclusive_scan(quad, v, cg::plus<int>());
    if (v & 1) {
        cg::coalesced_group odd = cg::coalesced_threads();
        sum += cg::reduce(odd, 1, cg::plus<int>());
    }
    out[block.thread_rank()] = sum + hi + lo + bits + inc + exc;
}
