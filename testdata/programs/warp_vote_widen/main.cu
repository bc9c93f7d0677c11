// Warp votes with 32-bit masks, written the way much CUDA code is: masks held in `unsigned`,
// lane ranks from __popc(mask & ((1u << lane) - 1)), warp-aggregated atomics through
// __activemask/__ffs/__shfl_sync, per-warp counts from __popc(__ballot_sync(0xffffffff, p)).
// Lanes come from warpSize, so the logic is right at warp size 64 only once the masks are
// widened to 64 bits by the translation. Block sizes include a partial last warp at 64.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % warpSize; }

// Warp-aggregated atomic increment: one atomicAdd per warp instead of one per thread.
__device__ int atomic_agg_inc(int *ctr) {
    unsigned int active = __activemask();
    int leader = __ffs(active) - 1;
    int change = __popc(active);
    int res = 0;
    if (lane_id() == (unsigned)leader) res = atomicAdd(ctr, change);
    res = __shfl_sync(active, res, leader);
    unsigned int lanes_below = active & ((1u << lane_id()) - 1);
    return res + __popc(lanes_below);
}

__device__ __forceinline__ bool interesting(int x) { return (x & 7) == 3 || x % 11 == 0; }

__global__ void filter_append(const int *in, int n, int *out, int *count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && interesting(in[i])) {
        int slot = atomic_agg_inc(count);
        out[slot] = in[i];
    }
}

// Per-block statistics from warp votes.
__global__ void vote_stats(const int *in, int n, unsigned *stats) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool p = i < n && interesting(in[i]);
    unsigned ballot = __ballot_sync(0xffffffff, p);
    if (lane_id() == 0) atomicAdd(&stats[0], __popc(ballot));
    // first interesting lane of each warp contributes its element
    if (p && lane_id() == (unsigned)(__ffs(ballot) - 1)) atomicAdd(&stats[1], 1u);
    // every thread knows how many interesting lanes precede it in its warp
    unsigned before = __popc(ballot & ((1u << lane_id()) - 1));
    if (p) atomicAdd(&stats[2], before == 0 ? 1u : 0u);
    // 64-aligned groups of elements are all-even or not: the vote result is the same whatever the
    // warp size, because warps never straddle a 64-element group
    bool even_group = (i / 64) % 2 == 0;
    if (__all_sync(0xffffffff, even_group) && lane_id() == 0) atomicAdd(&stats[3], 1u);
    if (__any_sync(0xffffffff, p)) atomicAdd(&stats[4], 1u);
}

int main() {
    const int n = 20000;
    std::vector<int> h(n);
    unsigned s = 77u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        h[i] = (int)(s >> 12);
    }
    std::vector<int> expect;
    for (int x : h)
        if ((x & 7) == 3 || x % 11 == 0) expect.push_back(x);
    std::sort(expect.begin(), expect.end());

    int *d_in, *d_out, *d_count;
    unsigned *d_stats;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_stats, 5 * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    const int blocks_sizes[2] = {128, 96};
    for (int bs : blocks_sizes) {
        CUDA_CHECK(cudaMemset(d_count, 0, sizeof(int)));
        filter_append<<<(n + bs - 1) / bs, bs>>>(d_in, n, d_out, d_count);
        CUDA_CHECK(cudaGetLastError());
        int count = 0;
        CUDA_CHECK(cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost));
        if (count != (int)expect.size()) {
            printf("FAIL: block %d: appended %d, expected %zu\n", bs, count, expect.size());
            return 1;
        }
        std::vector<int> got(count);
        CUDA_CHECK(cudaMemcpy(got.data(), d_out, count * sizeof(int), cudaMemcpyDeviceToHost));
        std::sort(got.begin(), got.end());
        if (got != expect) {
            printf("FAIL: block %d: appended elements differ\n", bs);
            return 1;
        }
        long long sum = 0;
        for (int x : got) sum += x;
        printf("block %3d: appended %d elements, sum %lld\n", bs, count, sum);
    }
    // vote statistics: only quantities that do not depend on the warp size are printed
    const int bs = 128;
    CUDA_CHECK(cudaMemset(d_stats, 0, 5 * sizeof(unsigned)));
    vote_stats<<<(n + bs - 1) / bs, bs>>>(d_in, n, d_stats);
    CUDA_CHECK(cudaGetLastError());
    unsigned st[5];
    CUDA_CHECK(cudaMemcpy(st, d_stats, sizeof st, cudaMemcpyDeviceToHost));
    printf("ballot count %u (expected %zu), leaders == rank-0 lanes: %s\n", st[0], expect.size(),
           st[1] == st[2] ? "yes" : "no");
    const int nthreads = ((n + bs - 1) / bs) * bs;
    unsigned even_lanes = 0;
    for (int i = 0; i < nthreads; ++i)
        if ((i / 64) % 2 == 0) ++even_lanes;
    // st[3] and st[4] count warps or lanes of warps, which depends on the warp size: compare them
    // with values derived from the device's warp size and print only whether they match
    int ws = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0));
    unsigned any_expected = 0;
    for (int w0 = 0; w0 < nthreads; w0 += ws) {
        bool any = false;
        for (int i = w0; i < w0 + ws && i < n; ++i)
            if ((h[i] & 7) == 3 || h[i] % 11 == 0) any = true;
        if (any) any_expected += ws;
    }
    printf("all-vote lanes match: %s, any-vote lanes match: %s\n",
           st[3] * (unsigned)ws == even_lanes ? "yes" : "no", st[4] == any_expected ? "yes" : "no");
    if (st[0] != expect.size() || st[1] != st[2] || st[3] * (unsigned)ws != even_lanes || st[4] != any_expected) {
        printf("FAIL: vote statistics\n");
        return 1;
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_count));
    CUDA_CHECK(cudaFree(d_stats));
    printf("PASS\n");
    return 0;
}
