// Not portable by translation (a lint fixture; it ran correctly on an NVIDIA H100).
// Hard-coded 32-lane vote code: lane = threadIdx.x & 31, and lane 0 of each 32-thread group
// adds __popc(__ballot_sync(0xffffffff, p)) to a counter; a per-warp bitmap of 32-bit words is
// built from ballots. This code assumes 32 lanes: at warp size 64 a ballot covers 64 threads,
// which two "lane 0" threads would both count, and a bitmap word cannot hold it.
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

// bitmap[i / 32] bit (i % 32) = predicate of element i; count = number of set bits
__global__ void build_bitmap(const int *in, int n, unsigned *bitmap, unsigned *count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool p = i < n && (in[i] % 3 == 0);
    unsigned word = __ballot_sync(0xffffffff, p);
    if ((threadIdx.x & 31) == 0) {
        if (i < n) bitmap[i >> 5] = word;
        atomicAdd(count, __popc(word));
    }
}

int main() {
    const int n = 4096 + 160;
    const int words = (n + 31) / 32;
    int *h = (int *)malloc(n * sizeof(int));
    unsigned *bm = (unsigned *)malloc(words * sizeof(unsigned));
    for (int i = 0; i < n; ++i) h[i] = (i * 7 + i / 5) % 10;
    int *d_in;
    unsigned *d_bm, *d_count;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_bm, words * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_count, 0, sizeof(unsigned)));
    build_bitmap<<<(n + 127) / 128, 128>>>(d_in, n, d_bm, d_count);
    CUDA_CHECK(cudaGetLastError());
    unsigned count = 0;
    CUDA_CHECK(cudaMemcpy(&count, d_count, sizeof count, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(bm, d_bm, words * sizeof(unsigned), cudaMemcpyDeviceToHost));
    unsigned ref = 0, bad_words = 0;
    unsigned long long sig = 0;
    for (int w = 0; w < words; ++w) {
        unsigned want = 0;
        for (int b = 0; b < 32 && w * 32 + b < n; ++b)
            if (h[w * 32 + b] % 3 == 0) want |= 1u << b;
        ref += __builtin_popcount(want);
        if (bm[w] != want) ++bad_words;
        sig = sig * 1000003ull + bm[w];
    }
    printf("set bits counted %u (expected %u), bitmap words wrong %u, signature %llu\n", count, ref,
           bad_words, sig);
    if (count != ref || bad_words) {
        printf("FAIL: ballot results\n");
        return 1;
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_bm));
    CUDA_CHECK(cudaFree(d_count));
    free(h);
    free(bm);
    printf("PASS\n");
    return 0;
}
