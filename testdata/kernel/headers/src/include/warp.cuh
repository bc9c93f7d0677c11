// Warp helpers in a project header: edited in the same translation as the file including it.
#pragma once
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff

__device__ inline unsigned lane_vote(bool p) { return __ballot_sync(FULL_MASK, p); }
__device__ inline int count_lanes(unsigned m) { return __popc(m); }

template <typename T>
__device__ T warp_reduce(T v) {
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_down_sync(FULL_MASK, v, o);
    return v;
}
