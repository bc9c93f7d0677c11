// Mask arguments of the _sync warp builtins: constants in every spelling, macros, casts.
#include <hip/hip_runtime.h>

#define FULL_MASK 0xffffffffffffffffull          // used only as a mask: widened here
#define LOW_HALF 0x0000ffffull          // used only as a mask: same value, 64-bit
#define ALL_LANES (~0u)               // used as a mask and as a number: widened at the mask use
#define WARP_SUM(v) (v) += __shfl_down_sync(FULL_MASK, (v), 16)
#define SHFL_MASKED(m, v) __shfl_sync(m, v, 0)

constexpr unsigned long long kAll = 0xffffffffffffffffull;

__device__ int lane_bits(int lane) { return lane & ALL_LANES; }

__global__ void spellings(int *out, unsigned long long dyn, int sel) {
    int v = out[threadIdx.x];
    v += __shfl_sync(0xffffffffffffffffull, v, 0);
    v += __shfl_sync(0xffffffffffffffffull, v, 1);
    v += __shfl_up_sync(0xffffffffffffffffull, v, 1);
    v += __shfl_down_sync(0xffffffffffffffffull, v, 1);
    v += __shfl_xor_sync(0xffffffffffffffffull, v, 1);
    v += __shfl_sync(FULL_MASK, v, 2);
    v += __shfl_sync(0xffffffffffffffffull, v, 3);
    v += __shfl_sync(kAll, v, 4);
    v += __shfl_sync(LOW_HALF, v, 0, 16);
    v += __shfl_sync(0x0000ffffull, v, 0, 16);
    v += __shfl_sync(0xffff0000ull, v, 0, 16);
    v += __shfl_sync(65535ull, v, 0, 16);
    v += __shfl_sync(0xffffffffffffffffull, v, 5);
    v += __shfl_sync(dyn, v, 6);
    v += __shfl_sync((unsigned long long)(sel ? 0xffffu : 0xffff0000u), v, 7);
    v += __shfl_sync(__activemask(), v, 8);
    v += __shfl_sync(__ballot_sync(0xffffffffffffffffull, v > 0), v, 9);
    WARP_SUM(v);
    v += SHFL_MASKED(0xffffffffffffffffull, v);
    v += SHFL_MASKED(dyn, v);
    out[threadIdx.x] = v + lane_bits(threadIdx.x) + __any_sync(FULL_MASK, v) + __all_sync(0xffffffffffffffffull, v);
    __syncwarp(FULL_MASK);
    __syncwarp();
}
