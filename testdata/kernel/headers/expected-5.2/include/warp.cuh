// Warp helpers in a project header: edited in the same translation as the file including it.
#pragma once
#include <hip/hip_runtime.h>

#define FULL_MASK 0xffffffff

__device__ inline unsigned long long lane_vote(bool p) { return __ballot(p); }
__device__ inline int count_lanes(unsigned long long m) { return __popcll(m); }

template <typename T>
__device__ T warp_reduce(T v) {
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_down(v, o);
    return v;
}
