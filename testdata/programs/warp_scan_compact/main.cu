// Stream compaction with a block scan built from __shfl_up_sync warp scans: keep the elements
// that satisfy a predicate, in order (count per block, scan the counts, scatter). Correct at any
// warp size: lane and warp come from warpSize.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            fprintf(stderr, "%s(%d): %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__device__ __forceinline__ int warp_inclusive_scan(int v) {
    int lane = threadIdx.x % warpSize;
    for (int d = 1; d < warpSize; d *= 2) {
        int up = __shfl_up_sync(0xffffffff, v, d);
        if (lane >= d) v += up;
    }
    return v;
}

// Inclusive scan over the block; returns the block total through *total.
__device__ int block_inclusive_scan(int v, int *total) {
    __shared__ int warp_totals[64];
    int lane = threadIdx.x % warpSize;
    int wid = threadIdx.x / warpSize;
    int nwarps = (blockDim.x + warpSize - 1) / warpSize;
    v = warp_inclusive_scan(v);
    if (lane == warpSize - 1 || threadIdx.x == blockDim.x - 1) warp_totals[wid] = v;
    __syncthreads();
    if (wid == 0) {
        int t = lane < nwarps ? warp_totals[lane] : 0;
        t = warp_inclusive_scan(t);
        if (lane < nwarps) warp_totals[lane] = t;
    }
    __syncthreads();
    if (wid > 0) v += warp_totals[wid - 1];
    *total = warp_totals[nwarps - 1];
    __syncthreads();
    return v;
}

__device__ __forceinline__ bool keep(int x) { return (x % 3) == 0 || (x & 0x40); }

// Pass 1: count kept elements per block.
__global__ void count_kept(const int *in, int n, int *block_counts) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int flag = (i < n && keep(in[i])) ? 1 : 0;
    int total;
    block_inclusive_scan(flag, &total);
    if (threadIdx.x == 0) block_counts[blockIdx.x] = total;
}

// Pass 2: block_offsets is the exclusive scan of block_counts (computed by one block).
__global__ void scan_counts(const int *counts, int *offsets, int nblocks, int *grand_total) {
    int carry = 0;
    for (int base = 0; base < nblocks; base += blockDim.x) {
        int i = base + threadIdx.x;
        int c = i < nblocks ? counts[i] : 0;
        int total;
        int incl = block_inclusive_scan(c, &total);
        if (i < nblocks) offsets[i] = carry + incl - c;
        carry += total;
    }
    if (threadIdx.x == 0) *grand_total = carry;
}

// Pass 3: scatter.
__global__ void scatter(const int *in, int n, const int *offsets, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int flag = (i < n && keep(in[i])) ? 1 : 0;
    int total;
    int incl = block_inclusive_scan(flag, &total);
    if (flag) out[offsets[blockIdx.x] + incl - 1] = in[i];
}

int main() {
    const int n = 50000;
    const int block = 192;
    const int nblocks = (n + block - 1) / block;
    std::vector<int> h(n);
    unsigned s = 2024u;
    for (int i = 0; i < n; ++i) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        h[i] = (int)(s % 100000u);
    }
    int *d_in, *d_out, *d_counts, *d_offsets, *d_total;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_counts, nblocks * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_offsets, nblocks * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_total, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    count_kept<<<nblocks, block>>>(d_in, n, d_counts);
    CUDA_CHECK(cudaGetLastError());
    scan_counts<<<1, 128>>>(d_counts, d_offsets, nblocks, d_total);
    CUDA_CHECK(cudaGetLastError());
    scatter<<<nblocks, block>>>(d_in, n, d_offsets, d_out);
    CUDA_CHECK(cudaGetLastError());
    int total = 0;
    CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<int> out(total > 0 && total <= n ? total : 1);
    if (total < 0 || total > n) {
        printf("FAIL: bad total %d\n", total);
        return 1;
    }
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, total * sizeof(int), cudaMemcpyDeviceToHost));
    int k = 0;
    unsigned long long hash = 1469598103934665603ull;
    for (int i = 0; i < n; ++i) {
        if (!((h[i] % 3) == 0 || (h[i] & 0x40))) continue;
        if (k >= total || out[k] != h[i]) {
            printf("FAIL: element %d: got %d, expected %d\n", k, k < total ? out[k] : -1, h[i]);
            return 1;
        }
        hash = (hash ^ (unsigned)out[k]) * 1099511628211ull;
        ++k;
    }
    if (k != total) {
        printf("FAIL: kept %d, expected %d\n", total, k);
        return 1;
    }
    printf("kept %d of %d, order hash %016llx\n", total, n, hash);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_counts);
    cudaFree(d_offsets);
    cudaFree(d_total);
    printf("PASS\n");
    return 0;
}
