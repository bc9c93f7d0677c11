// Mask-carrying values: locals, parameters, fields, arrays and return types become 64-bit.
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>

struct WarpVote {
    unsigned int bits;
    int count;
};

__device__ unsigned vote(int pred) { return __ballot_sync(0xffffffff, pred); }
__device__ int members(unsigned m) { return __popc(m); }
__device__ int leader(unsigned mask);
__device__ int leader(unsigned mask) { return __ffs(mask) - 1; }

__global__ void warp_stats(const int *in, int *out, unsigned *raw, WarpVote *votes) {
    int lane = threadIdx.x & 31;
    int v = in[threadIdx.x];
    unsigned active = __activemask();
    unsigned int positive = __ballot_sync(active, v > 0);
    uint32_t others = positive & ~(1u << lane);
    unsigned mine = 1 << lane;
    unsigned both = others | mine;
    unsigned peers = vote(v & 1);
    __shared__ unsigned warp_masks[32];
    warp_masks[threadIdx.x / 32] = positive;
    WarpVote w;
    w.bits = __ballot_sync(0xffffffff, v < 0);
    w.count = __popc(w.bits);
    unsigned all = 0xffffffff;
    all &= peers;
    if (positive == 0xffffffff)
        out[0] = 1;
    int rank = __popc(positive & ((1u << lane) - 1));
    int first = leader(both);
    int top = 31 - __clz(peers);
    unsigned rev = __brev(positive);
    for (unsigned m = __ballot_sync(0xffffffff, v > 1); m; m &= m - 1)
        out[__ffs(m) - 1] += 1;
    raw[threadIdx.x] = positive;
    printf("lane %d: %x\n", lane, positive);
    votes[0] = w;
    out[threadIdx.x] = rank + first + top + members(all) + (int)(rev & 1) + warp_masks[0];
}
