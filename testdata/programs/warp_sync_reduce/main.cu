// Romberg integration whose per-block sums end in a warp-synchronous reduction: after the tree
// steps with __syncthreads reach 64 partial sums, the first 32 threads finish through volatile
// shared memory with no barrier (old CUDA style, correct on lockstep warps), and thread 0 reads
// the neighbours' partial sums. Sums are of integers scaled by 2^20, so they are exact.
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


__device__ void warp_reduce(volatile long long *s, int t) {
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
}

// trapezoid sums of f(x) = x^2 on [0, 1] with 2^level intervals, in units of 2^-40
__global__ void trapezoid(int level, long long *block_sums) {
    __shared__ long long s[256];
    int t = threadIdx.x;
    long long n = 1ll << level;
    long long acc = 0;
    for (long long k = blockIdx.x * 256ll + t; k <= n; k += 256ll * gridDim.x) {
        long long x = k << (20 - level);          // x in units of 2^-20
        long long fx = x * x;                      // f(x) in units of 2^-40
        acc += (k == 0 || k == n) ? fx / 2 : fx;
    }
    s[t] = acc;
    __syncthreads();
    for (int stride = 128; stride > 32; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t < 32) warp_reduce(s, t);
    if (t == 0) block_sums[blockIdx.x] = s[0];
}

int main() {
    const int blocks = 8, levels = 8;
    long long *d;
    CUDA_CHECK(cudaMalloc(&d, blocks * sizeof(long long)));
    double r[levels];
    int bad = 0;
    for (int l = 1; l <= levels; ++l) {
        trapezoid<<<blocks, 256>>>(l, d);
        CUDA_CHECK(cudaGetLastError());
        long long h[blocks], total = 0;
        CUDA_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        for (int b = 0; b < blocks; ++b) total += h[b];
        long long n = 1ll << l, want = 0;
        for (long long k = 0; k <= n; ++k) {
            long long x = k << (20 - l), fx = x * x;
            want += (k == 0 || k == n) ? fx / 2 : fx;
        }
        r[l - 1] = (double)total / n / (double)(1ll << 40);
        printf("level %d: sum %lld (expected %lld)\n", l, total, want);
        if (total != want) ++bad;
    }
    // Richardson extrapolation of the last two levels: exact for a quadratic
    double romberg = (4 * r[levels - 1] - r[levels - 2]) / 3;
    printf("romberg integral of x^2 on [0,1]: %.6f\n", romberg);
    if (bad) { printf("FAIL: %d levels wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
