// A namespace of the user's own called cg, with its own reduce and plus: not cooperative groups,
// so neither reported nor replaced (issue 31), while the real collectives in the same file are.
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg {
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <class T, class Op> __device__ T reduce(T a, T b, Op op) { return op(a, b); }
}

__global__ void pairs(const int *in, int *out)
{
    int i = threadIdx.x;
    out[i] = cg::reduce(in[2 * i], in[2 * i + 1], cg::plus<int>());
    cooperative_groups::thread_block_tile<32> w =
        cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block());
    out[i] += cooperative_groups::reduce(w, in[i], cooperative_groups::plus<int>());
}
