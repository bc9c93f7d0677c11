// Masks followed through casts, references and templates (dependent calls), and __activemask()
// flows under the 5.2 profile (no warning where the dropped mask is the active lanes).
#include <hip/hip_runtime.h>
#include <cstdint>
#include <cstdio>

typedef unsigned lanes32_t;

// dependent calls: the value is T, so clang cannot resolve the builtin before instantiation
template <typename T>
__device__ T warp_sum(T v) {
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down(v, o);
    return v;
}
template <typename T, int W>
__device__ T warp_max(T v, unsigned long long mask) {
    for (int o = W / 2; o > 0; o /= 2)
        v = max(v, __shfl_xor(v, o));
    return v;
}
template <typename T>
__device__ unsigned long long positive_lanes(T v) {
    unsigned long long m = __ballot(v > T(0));
    return m;
}
template <typename T>
__device__ int count_positive(T v) {
    return __popcll(__ballot(v > T(0)));
}

// references: the reference and what it binds to are widened together
__device__ void odd_lanes(unsigned long long &m) { m = __ballot(threadIdx.x & 1); }
__device__ int lowest(const unsigned long long &m) { return __ffsll(m) - 1; }

__global__ void flows(const float *a, int *out, unsigned *raw) {
    float s = warp_sum(a[threadIdx.x]);
    unsigned long long act = __ballot(1);
    s = warp_max<float, 32>(s, act);
    // casts of a 64-bit ballot to 32 bits drop lanes 32-63
    unsigned long long c = (unsigned long long)__ballot(s > 0);
    unsigned long long u = static_cast<unsigned long long>(__ballot(s > 1));
    unsigned long long f = (unsigned long long)(__ballot(s > 2));
    unsigned long long t = (lanes32_t)__ballot(s > 3);
    printf("%x\n", (unsigned)__ballot(s > 4));
    unsigned long long r;
    odd_lanes(r);
    unsigned long long &alias = r;
    alias |= 1ull << 3;
    out[0] = __popcll(c) + __popcll(u) + __popcll(f) + __popcll(alias) + lowest(r);
    out[1] = __popcll(positive_lanes(s)) + count_positive(s) + (int)t;
    // the active lanes, never written again: nothing is lost when the mask is dropped (5.2)
    out[2] = __shfl(out[0], 0);
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
    unsigned long long some = __ballot(1);
    some &= ~1ull;
    out[3] = __shfl(out[1], 1);
    *raw = u;
    unsigned long long lanes[2];
    odd_lanes(lanes[1]);      // an array element binds: the array is widened
    out[4] = __popcll(lanes[1]);
}

int main() {
    hipLaunchKernelGGL(flows, dim3(1), dim3(64), 0, 0, nullptr, nullptr, nullptr);
    return 0;
}
