// reduce.cuh - cooperative-groups reductions used by cg_block_reduce (after the "Cooperative
// Groups: flexible CUDA thread programming" examples): a generic thread_group reduction through
// shared memory and a register-only reduction on a 32-thread tile.
#pragma once
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// Every thread of g passes val; temp holds g.size() ints. Returns the sum in rank 0.
__device__ inline int reduce_sum(cg::thread_group g, int *temp, int val) {
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();
        if (lane < i) val += temp[lane + i];
        g.sync();
    }
    return val;
}

template <int TILE>
__device__ inline int reduce_sum_tile(cg::thread_block_tile<TILE> g, int val) {
    for (int i = g.size() / 2; i > 0; i /= 2) val += g.shfl_down(val, i);
    return val;
}

// Vectorised per-thread partial sum over int4 loads (n is a multiple of 4).
__device__ inline int thread_sum(const int *input, int n) {
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4; i += blockDim.x * gridDim.x) {
        int4 in = reinterpret_cast<const int4 *>(input)[i];
        sum += in.x + in.y + in.z + in.w;
    }
    return sum;
}
