// Mask-carrying values: locals, parameters, fields, arrays and return types become 64-bit.
#include <hip/hip_runtime.h>
#include <cstdint>
#include <cstdio>

struct WarpVote {
    unsigned long long bits;
    int count;
};

__device__ unsigned long long vote(int pred) { return __ballot(pred); }
__device__ int members(unsigned long long m) { return __popcll(m); }
__device__ int leader(unsigned long long mask);
__device__ int leader(unsigned long long mask) { return __ffsll(mask) - 1; }

__global__ void warp_stats(const int *in, int *out, unsigned *raw, WarpVote *votes) {
    int lane = threadIdx.x & 31;
    int v = in[threadIdx.x];
    unsigned long long active = __ballot(1);
    unsigned long long positive = __ballot(v > 0);
    unsigned long long others = positive & ~(1ull << lane);
    unsigned long long mine = 1ull << lane;
    unsigned long long both = others | mine;
    unsigned long long peers = vote(v & 1);
    __shared__ unsigned long long warp_masks[32];
    warp_masks[threadIdx.x / 32] = positive;
    WarpVote w;
    w.bits = __ballot(v < 0);
    w.count = __popcll(w.bits);
    unsigned long long all = 0xffffffffffffffffull;
    all &= peers;
    if (positive == 0xffffffffffffffffull)
        out[0] = 1;
    int rank = __popcll(positive & ((1ull << lane) - 1));
    int first = leader(both);
    int top = 63 - __clzll(peers);
    unsigned long long rev = __brevll(positive);
    for (unsigned long long m = __ballot(v > 1); m; m &= m - 1)
        out[__ffsll(m) - 1] += 1;
    raw[threadIdx.x] = positive;
    printf("lane %d: %x\n", lane, positive);
    votes[0] = w;
    out[threadIdx.x] = rank + first + top + members(all) + (int)(rev & 1) + warp_masks[0];
}
