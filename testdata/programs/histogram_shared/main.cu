// 256-bin byte histogram: per-block private histograms in shared memory updated with shared
// atomics, merged into the global histogram with global atomics. Also a 64-bin variant that
// uses dynamic shared memory sized at launch time.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                      \
    do {                                                                                      \
        cudaError_t e = (call);                                                               \
        if (e != cudaSuccess) {                                                               \
            fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__, __LINE__,                  \
                    cudaGetErrorString(e));                                                   \
            printf("FAIL\n");                                                                 \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

#define NUM_BINS 256

__global__ void histogram256(const unsigned char *data, size_t n, unsigned int *hist) {
    __shared__ unsigned int local[NUM_BINS];
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

// Values are 32-bit words; the bin is the top `bits` bits. Shared histogram size is dynamic.
__global__ void histogram_dyn(const unsigned *words, int n, int bits, unsigned long long *hist) {
    extern __shared__ unsigned long long bins[];
    int nbins = 1 << bits;
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[words[i] >> (32 - bits)], 1ull);
    __syncthreads();
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) atomicAdd(&hist[b], bins[b]);
}

int main() {
    const size_t n = 1 << 20;
    unsigned char *h_data = (unsigned char *)malloc(n);
    unsigned x = 1u;
    for (size_t i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        // skewed distribution so that some bins are hot (contended atomics)
        unsigned r = x >> 24;
        h_data[i] = (unsigned char)((r & 3) == 0 ? 7 : (r * r) >> 8);
    }
    unsigned ref[NUM_BINS];
    memset(ref, 0, sizeof ref);
    for (size_t i = 0; i < n; ++i) ref[h_data[i]]++;

    unsigned char *d_data;
    unsigned *d_hist;
    CUDA_CHECK(cudaMalloc(&d_data, n));
    CUDA_CHECK(cudaMalloc(&d_hist, NUM_BINS * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_data, h_data, n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_hist, 0, NUM_BINS * sizeof(unsigned)));
    histogram256<<<32, 256>>>(d_data, n, d_hist);
    CUDA_CHECK(cudaGetLastError());
    unsigned h_hist[NUM_BINS];
    CUDA_CHECK(cudaMemcpy(h_hist, d_hist, sizeof h_hist, cudaMemcpyDeviceToHost));
    unsigned long long weighted = 0;
    for (int b = 0; b < NUM_BINS; ++b) {
        if (h_hist[b] != ref[b]) {
            printf("FAIL: bin %d: %u != %u\n", b, h_hist[b], ref[b]);
            return 1;
        }
        weighted += (unsigned long long)h_hist[b] * (b + 1);
    }
    printf("256 bins: bin[7]=%u bin[0]=%u bin[255]=%u weighted %llu\n", h_hist[7], h_hist[0],
           h_hist[255], weighted);

    const int nw = 200000;
    unsigned *h_words = (unsigned *)malloc(nw * sizeof(unsigned));
    for (int i = 0; i < nw; ++i) h_words[i] = (unsigned)i * 2246822519u ^ (unsigned)(i >> 3);
    unsigned *d_words;
    unsigned long long *d_h64;
    CUDA_CHECK(cudaMalloc(&d_words, nw * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_h64, 64 * sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemcpy(d_words, h_words, nw * sizeof(unsigned), cudaMemcpyHostToDevice));
    for (int bits = 4; bits <= 6; ++bits) {
        int nbins = 1 << bits;
        CUDA_CHECK(cudaMemset(d_h64, 0, 64 * sizeof(unsigned long long)));
        histogram_dyn<<<20, 128, nbins * sizeof(unsigned long long)>>>(d_words, nw, bits, d_h64);
        CUDA_CHECK(cudaGetLastError());
        unsigned long long got[64];
        CUDA_CHECK(cudaMemcpy(got, d_h64, sizeof got, cudaMemcpyDeviceToHost));
        unsigned long long expect[64] = {0};
        for (int i = 0; i < nw; ++i) expect[h_words[i] >> (32 - bits)]++;
        unsigned long long sig = 0;
        for (int b = 0; b < nbins; ++b) {
            if (got[b] != expect[b]) {
                printf("FAIL: %d bits, bin %d: %llu != %llu\n", bits, b, got[b], expect[b]);
                return 1;
            }
            sig = sig * 1000003ull + got[b];
        }
        printf("%d bins: signature %llu\n", nbins, sig);
    }
    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_hist));
    CUDA_CHECK(cudaFree(d_words));
    CUDA_CHECK(cudaFree(d_h64));
    free(h_data);
    free(h_words);
    printf("PASS\n");
    return 0;
}
