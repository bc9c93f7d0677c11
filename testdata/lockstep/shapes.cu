// Shapes of warp-synchronous code around the lockstep points: a warpReduce templated on the
// block size (as in NVIDIA's reduction samples), a __host__ __device__ reduction also called on the host (its
// lockstep points do nothing there), an unbraced loop body, an if/else whose branches reach
// different numbers of points, and a reduction spelled through a macro (left alone, with a note).
// Self-checking.
#include <cstdio>
#include <cuda_runtime.h>

template <unsigned B>
__device__ void warp_reduce(volatile int *s, int tid) {
    if (B >= 64) s[tid] += s[tid + 32];
    if (B >= 32) s[tid] += s[tid + 16];
    if (B >= 16) s[tid] += s[tid + 8];
    if (B >= 8) s[tid] += s[tid + 4];
    if (B >= 4) s[tid] += s[tid + 2];
    if (B >= 2) s[tid] += s[tid + 1];
}

__host__ __device__ void pair_sum(volatile int *s, int i) {
    s[i] += s[i + 2];
    s[i] += s[i + 1];
}

template <unsigned B>
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[B];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * B + tid];
    __syncthreads();
    if (tid < 32) warp_reduce<B>(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

// odd lanes take two steps among themselves, even lanes one: the even branch waits two points
// longer (as masked lanes do), so that the step after the branches reads the odd lanes' results
__global__ void odd_even(const int *in, int *out) {
    __shared__ int s[32];
    int t = threadIdx.x;
    s[t] = in[t];
    __syncthreads();
    if (t < 32) {
        if (t & 1) {
            s[t] += s[t ^ 2];
            s[t] += s[t ^ 4];
        } else
            s[t] += s[t ^ 2];
        for (int k = 0; k < 2; ++k)
            s[t] += s[t ^ 1];
    }
    out[t] = s[t];
}

#define STEP(d) s[t] += s[t + d]
__global__ void macro_steps(int *out) {
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    s[t + 32] = 0;
    __syncthreads();
    if (t < 32) {
        STEP(1);
        STEP(2);
    }
    out[t] = t;
}

int main() {
    int h[128], r[128], *din, *dout;
    for (int i = 0; i < 128; ++i) h[i] = i * 3 - 50;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    int bad = 0;
    reduce<64><<<2, 64>>>(din, dout);
    cudaMemcpy(r, dout, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < 2; ++b) {
        int want = 0;
        for (int k = 0; k < 64; ++k) want += h[b * 64 + k];
        if (r[b] != want) { printf("reduce block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }
    odd_even<<<1, 32>>>(din, dout);
    cudaMemcpy(r, dout, 32 * sizeof(int), cudaMemcpyDeviceToHost);
    int s1[32], s2[32];
    for (int t = 0; t < 32; ++t) s1[t] = h[t];
    for (int t = 0; t < 32; ++t) s2[t] = s1[t] + s1[t ^ 2];   // every lane reads, then writes
    for (int t = 0; t < 32; ++t) s1[t] = (t & 1) ? s2[t] + s2[t ^ 4] : s2[t];
    for (int k = 0; k < 2; ++k) {
        for (int t = 0; t < 32; ++t) s2[t] = s1[t] + s1[t ^ 1];
        for (int t = 0; t < 32; ++t) s1[t] = s2[t];
    }
    for (int t = 0; t < 32; ++t)
        if (r[t] != s1[t]) { printf("odd_even %d: %d, expected %d\n", t, r[t], s1[t]); ++bad; break; }
    int hs[4] = {1, 2, 3, 4};
    pair_sum(hs, 0);
    if (hs[0] != 1 + 3 + 2) { printf("pair_sum on the host: %d\n", hs[0]); ++bad; }
    macro_steps<<<1, 32>>>(dout);
    cudaMemcpy(r, dout, 32 * sizeof(int), cudaMemcpyDeviceToHost);
    if (r[5] != 5) ++bad;
    cudaFree(din);
    cudaFree(dout);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
