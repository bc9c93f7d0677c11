// Warp-aggregated atomics: threads that pass a filter reserve output slots with one atomicAdd
// per group of active lanes (the leader found with __activemask/__ffs, its base broadcast with
// __shfl_sync, each lane's offset from a popcount of the lanes below it), then the compacted
// values are checked as a set. Also the cooperative-groups form (coalesced_threads).
#include <cstdio>
#include <cstdlib>
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

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int agg_inc(int *counter) {
    unsigned long long active = __activemask();
    int lane = threadIdx.x % warpSize;
    int leader = __ffsll((long long)active) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(counter, __popcll(active));
    base = __shfl_sync(active, base, leader);
    return base + __popcll(active & ((1ull << lane) - 1));
}

__device__ int agg_inc_cg(int *counter) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(counter, (int)g.size());
    return g.shfl(base, 0) + (int)g.thread_rank();
}

__global__ void filter(const int *in, int n, int *out, int *counter, int use_cg) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int v = in[i];
        if (v % 3 == 0 || v % 7 == 1) {
            int slot = use_cg ? agg_inc_cg(counter) : agg_inc(counter);
            out[slot] = v;
        }
    }
}

int main() {
    const int n = 1 << 18;
    int *h = (int *)malloc(n * sizeof(int));
    unsigned s = 12345;
    for (int i = 0; i < n; ++i) { s = s * 1103515245u + 12345u; h[i] = (int)((s >> 8) % 100000); }
    int want = 0;
    long long want_sum = 0;
    for (int i = 0; i < n; ++i)
        if (h[i] % 3 == 0 || h[i] % 7 == 1) { ++want; want_sum += h[i]; }
    int *d_in, *d_out, *d_cnt;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_cnt, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));
    int *o = (int *)malloc(n * sizeof(int));
    for (int use_cg = 0; use_cg < 2; ++use_cg) {
        CUDA_CHECK(cudaMemset(d_cnt, 0, sizeof(int)));
        CUDA_CHECK(cudaMemset(d_out, 0xff, n * sizeof(int)));
        filter<<<64, 256>>>(d_in, n, d_out, d_cnt, use_cg);
        CUDA_CHECK(cudaGetLastError());
        int cnt = 0;
        CUDA_CHECK(cudaMemcpy(&cnt, d_cnt, sizeof cnt, cudaMemcpyDeviceToHost));
        CUDA_CHECK(cudaMemcpy(o, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
        long long sum = 0;
        int holes = 0;
        for (int i = 0; i < cnt && i < n; ++i) { if (o[i] < 0) ++holes; else sum += o[i]; }
        printf("%s: kept %d (expected %d), sum %lld (expected %lld), holes %d\n",
               use_cg ? "coalesced_threads" : "activemask", cnt, want, sum, want_sum, holes);
        if (cnt != want || sum != want_sum || holes) { printf("FAIL: aggregated atomics\n"); return 1; }
    }
    free(h);
    free(o);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_cnt));
    printf("PASS\n");
    return 0;
}
