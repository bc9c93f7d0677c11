// Precision of kernel.cooperative-groups-portable: reduce.h's collectives get a portable version
// (a note, once per file): at the replaced #include, or at the first use in a file that does not
// include reduce.h itself; a namespace of the user's own called cg is not cooperative groups.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>                                     // expect: kernel.cooperative-groups-portable
namespace cg = cooperative_groups;
namespace mine {
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
}

__global__ void scan(const int *in, int *out)
{
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    int v = in[tile.thread_rank()];
    out[tile.thread_rank()] = cg::inclusive_scan(tile, v) + cg::reduce(tile, v, cg::plus<int>()) +
                              mine::plus<int>()(v, v);
}
