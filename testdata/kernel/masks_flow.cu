// Masks followed through casts, references and templates (dependent calls), and __activemask()
// flows under the 5.2 profile (no warning where the dropped mask is the active lanes).
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>

typedef unsigned lanes32_t;

// dependent calls: the value is T, so clang cannot resolve the builtin before instantiation
template <typename T>
__device__ T warp_sum(T v) {
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffff, v, o);
    return v;
}
template <typename T, int W>
__device__ T warp_max(T v, unsigned mask) {
    for (int o = W / 2; o > 0; o /= 2)
        v = max(v, __shfl_xor_sync(mask, v, o));
    return v;
}
template <typename T>
__device__ unsigned positive_lanes(T v) {
    unsigned m = __ballot_sync(0xffffffff, v > T(0));
    return m;
}
template <typename T>
__device__ int count_positive(T v) {
    return __popc(__ballot_sync(0xffffffff, v > T(0)));
}

// references: the reference and what it binds to are widened together
__device__ void odd_lanes(unsigned &m) { m = __ballot_sync(0xffffffff, threadIdx.x & 1); }
__device__ int lowest(const unsigned &m) { return __ffs(m) - 1; }

__global__ void flows(const float *a, int *out, unsigned *raw) {
    float s = warp_sum(a[threadIdx.x]);
    unsigned act = __activemask();
    s = warp_max<float, 32>(s, act);
    // casts of a 64-bit ballot to 32 bits drop lanes 32-63
    int c = (unsigned)__ballot_sync(0xffffffff, s > 0);
    unsigned u = static_cast<unsigned>(__ballot_sync(0xffffffff, s > 1));
    uint32_t f = uint32_t(__ballot_sync(0xffffffff, s > 2));
    unsigned t = (lanes32_t)__ballot_sync(0xffffffff, s > 3);
    printf("%x\n", (unsigned)__ballot_sync(0xffffffff, s > 4));
    unsigned r;
    odd_lanes(r);
    unsigned &alias = r;
    alias |= 1u << 3;
    out[0] = __popc(c) + __popc(u) + __popc(f) + __popc(alias) + lowest(r);
    out[1] = __popc(positive_lanes(s)) + count_positive(s) + (int)t;
    // the active lanes, never written again: nothing is lost when the mask is dropped (5.2)
    out[2] = __shfl_sync(act, out[0], 0);
    __syncwarp(act);
    unsigned some = __activemask();
    some &= ~1u;
    out[3] = __shfl_sync(some, out[1], 1);
    *raw = u;
    unsigned lanes[2];
    odd_lanes(lanes[1]);      // an array element binds: the array is widened
    out[4] = __popc(lanes[1]);
}

int main() {
    flows<<<1, 64>>>(nullptr, nullptr, nullptr);
    return 0;
}
