// Block-wide stream compaction from ballots: each warp ballots its predicate and counts with
// popcounts, warp totals go to shared memory, and the first warp scans them warp-synchronously
// (volatile shared memory, no barrier between the steps) before a __syncthreads publishes the
// offsets. Works at any warp size: the block has at most 32 warps.
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


__global__ void compact(const int *in, int n, int *out, int *block_count) {
    __shared__ int warp_total[32];
    __shared__ int warp_offset[32];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    int lane = t % warpSize, warp = t / warpSize, nwarps = (blockDim.x + warpSize - 1) / warpSize;
    int v = i < n ? in[i] : 0;
    int keep = i < n && (v & 3) == 1;
    unsigned long long b = __ballot_sync(0xffffffffu, keep);
    int before = __popcll(b & ((1ull << lane) - 1));
    if (lane == 0) warp_total[warp] = __popcll(b);
    __syncthreads();
    if (t < 32) {
        volatile int *s = warp_offset;
        s[t] = t < nwarps ? warp_total[t] : 0;
        for (int d = 1; d < 32; d <<= 1) {   // Hillis-Steele, lockstep lanes
            int x = t >= d ? s[t - d] : 0;
            s[t] += x;
        }
    }
    __syncthreads();
    int base = (warp > 0 ? warp_offset[warp - 1] : 0);
    if (keep) out[blockIdx.x * blockDim.x + base + before] = v;
    if (t == 0) block_count[blockIdx.x] = warp_offset[31];
}

int main() {
    const int n = 20000, block = 256, blocks = (n + block - 1) / block;
    int *h = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = (i * 2654435761u) >> 13;
    int *din, *dout, *dcnt;
    CUDA_CHECK(cudaMalloc(&din, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dout, blocks * block * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dcnt, blocks * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    compact<<<blocks, block>>>(din, n, dout, dcnt);
    CUDA_CHECK(cudaGetLastError());
    int *o = (int *)malloc(blocks * block * sizeof(int)), *c = (int *)malloc(blocks * sizeof(int));
    CUDA_CHECK(cudaMemcpy(o, dout, blocks * block * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(c, dcnt, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    int wrong = 0, total = 0;
    long long sum = 0;
    for (int b = 0; b < blocks; ++b) {
        int w = 0;
        for (int i = b * block; i < (b + 1) * block && i < n; ++i)
            if ((h[i] & 3) == 1) {
                if (w >= c[b] || o[b * block + w] != h[i]) ++wrong;
                sum += h[i];
                ++w;
            }
        if (w != c[b]) ++wrong;
        total += c[b];
    }
    printf("kept %d, sum %lld, wrong %d\n", total, sum, wrong);
    free(h);
    free(o);
    free(c);
    if (wrong) { printf("FAIL: compaction\n"); return 1; }
    printf("PASS\n");
    return 0;
}
