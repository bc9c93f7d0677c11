// Dynamic shared memory: the CUDA samples' SharedMemory<T> helper (extern __shared__ behind a
// templated accessor, specialised for double), several arrays carved out of one extern buffer,
// sizes chosen at launch, and a launch above 48 KiB after
// cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                    cudaGetErrorString(e_));                                              \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

template <class T>
struct SharedMemory {
    __device__ inline operator T *() {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <>
struct SharedMemory<double> {
    __device__ inline operator double *() {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
    __device__ inline operator const double *() const {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

// Reverse each block's segment through shared memory (size = blockDim.x elements of T).
template <class T>
__global__ void reverse_segments(T *data, int n) {
    T *s = SharedMemory<T>();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) s[threadIdx.x] = data[i];
    __syncthreads();
    int seg = min((int)blockDim.x, n - (int)(blockIdx.x * blockDim.x));
    if ((int)threadIdx.x < seg) data[blockIdx.x * blockDim.x + threadIdx.x] = s[seg - 1 - threadIdx.x];
}

// Three arrays in one dynamic buffer: counts[nbins] (int), sums[nbins] (float, after counts),
// flags[blockDim.x] (char, after sums). Computes per-bin counts and sums of a block's values.
__global__ void carve(const float *in, int n, int nbins, int *counts, float *sums) {
    extern __shared__ unsigned char smem[];
    int *s_counts = reinterpret_cast<int *>(smem);
    float *s_sums = reinterpret_cast<float *>(s_counts + nbins);
    char *s_flags = reinterpret_cast<char *>(s_sums + nbins);
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
        s_counts[b] = 0;
        s_sums[b] = 0.0f;
    }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s_flags[threadIdx.x] = i < n;
    __syncthreads();
    if (s_flags[threadIdx.x]) {
        int bin = ((int)in[i]) % nbins;
        atomicAdd(&s_counts[bin], 1);
        atomicAdd(&s_sums[bin], in[i]);  // integer-valued floats: exact in any order
    }
    __syncthreads();
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
        atomicAdd(&counts[b], s_counts[b]);
        atomicAdd(&sums[b], s_sums[b]);
    }
}

// Uses every byte of a large dynamic buffer (above the 48 KiB default limit).
__global__ void big_buffer(unsigned *out, int words) {
    extern __shared__ unsigned big[];
    for (int k = threadIdx.x; k < words; k += blockDim.x) big[k] = k * 2654435761u;
    __syncthreads();
    unsigned acc = 0;
    for (int k = threadIdx.x; k < words; k += blockDim.x) acc ^= big[words - 1 - k];
    atomicXor(out, acc);
}

template <class T>
static bool check_reverse(int n, int block) {
    T *h = (T *)malloc(n * sizeof(T));
    for (int i = 0; i < n; ++i) h[i] = (T)(i * 3 + 1);
    T *d;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice));
    reverse_segments<T><<<(n + block - 1) / block, block, block * sizeof(T)>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));
    double weighted = 0;
    for (int i = 0; i < n; ++i) {
        int b = i / block, seg = (b + 1) * block <= n ? block : n - b * block;
        int src = b * block + (seg - 1 - (i - b * block));
        if (h[i] != (T)(src * 3 + 1)) {
            printf("FAIL: reverse<%zu-byte>: element %d\n", sizeof(T), i);
            free(h);
            return false;
        }
        weighted += (double)h[i] * (i % 10);
    }
    printf("reverse %zu-byte elements, n=%d block=%d: weighted %.0f\n", sizeof(T), n, block, weighted);
    free(h);
    return true;
}

int main() {
    if (!check_reverse<int>(1000, 128) || !check_reverse<double>(777, 64) || !check_reverse<short>(300, 256))
        return 1;

    const int n = 5000, nbins = 37, block = 160;
    float *h_in = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) h_in[i] = (float)((i * 97) % 1009);
    float *d_in, *d_sums;
    int *d_counts;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_sums, nbins * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_counts, nbins * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_sums, 0, nbins * sizeof(float)));
    CUDA_CHECK(cudaMemset(d_counts, 0, nbins * sizeof(int)));
    size_t smem = nbins * (sizeof(int) + sizeof(float)) + block;
    carve<<<(n + block - 1) / block, block, smem>>>(d_in, n, nbins, d_counts, d_sums);
    CUDA_CHECK(cudaGetLastError());
    int counts[nbins];
    float sums[nbins];
    CUDA_CHECK(cudaMemcpy(counts, d_counts, sizeof counts, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(sums, d_sums, sizeof sums, cudaMemcpyDeviceToHost));
    unsigned long long csig = 0;   // unsigned: the signature wraps
    double ssum = 0;
    for (int b = 0; b < nbins; ++b) {
        int rc = 0;
        double rs = 0;
        for (int i = 0; i < n; ++i)
            if ((int)h_in[i] % nbins == b) {
                ++rc;
                rs += h_in[i];
            }
        if (counts[b] != rc || (double)sums[b] != rs) {
            printf("FAIL: bin %d: %d/%.0f, expected %d/%.0f\n", b, counts[b], sums[b], rc, rs);
            return 1;
        }
        csig = csig * 7 + counts[b];
        ssum += sums[b] * (b + 1);
    }
    printf("carved buffer (%zu bytes): count signature %lld, weighted sums %.0f\n", smem, (long long)csig, ssum);

    const int big_bytes = 64 * 1024;
    const int words = big_bytes / 4;
    CUDA_CHECK(cudaFuncSetAttribute(big_buffer, cudaFuncAttributeMaxDynamicSharedMemorySize, big_bytes));
    unsigned *d_x;
    CUDA_CHECK(cudaMalloc(&d_x, sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_x, 0, sizeof(unsigned)));
    big_buffer<<<3, 256, big_bytes>>>(d_x, words);
    CUDA_CHECK(cudaGetLastError());
    unsigned x = 0, ref = 0;
    CUDA_CHECK(cudaMemcpy(&x, d_x, sizeof x, cudaMemcpyDeviceToHost));
    // three blocks xor the same values: the result is the xor of all values once
    for (int k = 0; k < words; ++k) ref ^= (unsigned)k * 2654435761u;
    printf("64 KiB dynamic buffer: xor %08x\n", x);
    if (x != ref) {
        printf("FAIL: expected %08x\n", ref);
        return 1;
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_sums));
    CUDA_CHECK(cudaFree(d_counts));
    CUDA_CHECK(cudaFree(d_x));
    free(h_in);
    printf("PASS\n");
    return 0;
}
