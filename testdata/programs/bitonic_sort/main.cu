// Bitonic sort of key/value pairs: a shared-memory kernel sorts each 1024-element chunk, then
// global merge steps (one launch per stage/pass) finish the sort across chunks; a final kernel
// with the same shared-memory code merges the small strides. Sorts ascending by key, checks
// order and that the multiset of (key, value) pairs is preserved.
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

#define SHARED_SIZE 1024  // elements per block; blockDim = SHARED_SIZE / 2

__device__ inline void compare_swap(unsigned &ka, unsigned &va, unsigned &kb, unsigned &vb, bool dir) {
    if ((ka > kb) == dir) {
        unsigned t = ka; ka = kb; kb = t;
        t = va; va = vb; vb = t;
    }
}

// Sorts each chunk completely; chunk direction alternates so that pairs of chunks form bitonic
// sequences for the global merge.
__global__ void bitonic_sort_shared(unsigned *keys, unsigned *vals, unsigned n_total) {
    __shared__ unsigned sk[SHARED_SIZE], sv[SHARED_SIZE];
    unsigned base = blockIdx.x * SHARED_SIZE;
    unsigned t = threadIdx.x;
    sk[t] = keys[base + t];
    sv[t] = vals[base + t];
    sk[t + SHARED_SIZE / 2] = keys[base + t + SHARED_SIZE / 2];
    sv[t + SHARED_SIZE / 2] = vals[base + t + SHARED_SIZE / 2];
    bool block_dir = (blockIdx.x & 1) == 0 || n_total == SHARED_SIZE;
    for (unsigned size = 2; size <= SHARED_SIZE; size <<= 1) {
        // sub-sequences alternate direction; the last stage sorts the chunk in block_dir
        bool dir = size == SHARED_SIZE ? block_dir : (t & (size / 2)) == 0;
        for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            unsigned pos = 2 * t - (t & (stride - 1));
            compare_swap(sk[pos], sv[pos], sk[pos + stride], sv[pos + stride], dir);
        }
    }
    __syncthreads();
    keys[base + t] = sk[t];
    vals[base + t] = sv[t];
    keys[base + t + SHARED_SIZE / 2] = sk[t + SHARED_SIZE / 2];
    vals[base + t + SHARED_SIZE / 2] = sv[t + SHARED_SIZE / 2];
}

// One compare-exchange pass of the global merge: size = current bitonic sequence length.
__global__ void bitonic_merge_global(unsigned *keys, unsigned *vals, unsigned n, unsigned size,
                                     unsigned stride) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;  // comparator index, n/2 of them
    if (i >= n / 2) return;
    unsigned pos = 2 * i - (i & (stride - 1));
    bool dir = (pos & size) == 0;
    unsigned ka = keys[pos], kb = keys[pos + stride], va = vals[pos], vb = vals[pos + stride];
    compare_swap(ka, va, kb, vb, dir);
    keys[pos] = ka; keys[pos + stride] = kb;
    vals[pos] = va; vals[pos + stride] = vb;
}

// Finishes a merge once the stride fits in one chunk: strides SHARED_SIZE/2 .. 1 in shared memory.
__global__ void bitonic_merge_shared(unsigned *keys, unsigned *vals, unsigned size) {
    __shared__ unsigned sk[SHARED_SIZE], sv[SHARED_SIZE];
    unsigned base = blockIdx.x * SHARED_SIZE;
    unsigned t = threadIdx.x;
    sk[t] = keys[base + t];
    sv[t] = vals[base + t];
    sk[t + SHARED_SIZE / 2] = keys[base + t + SHARED_SIZE / 2];
    sv[t + SHARED_SIZE / 2] = vals[base + t + SHARED_SIZE / 2];
    bool dir = (base & size) == 0;
    for (unsigned stride = SHARED_SIZE / 2; stride > 0; stride >>= 1) {
        __syncthreads();
        unsigned pos = 2 * t - (t & (stride - 1));
        compare_swap(sk[pos], sv[pos], sk[pos + stride], sv[pos + stride], dir);
    }
    __syncthreads();
    keys[base + t] = sk[t];
    vals[base + t] = sv[t];
    keys[base + t + SHARED_SIZE / 2] = sk[t + SHARED_SIZE / 2];
    vals[base + t + SHARED_SIZE / 2] = sv[t + SHARED_SIZE / 2];
}

int main() {
    const unsigned n = 8192;  // power of two
    std::vector<unsigned> keys(n), vals(n);
    unsigned s = 99991u;
    for (unsigned i = 0; i < n; ++i) {
        s = s * 1103515245u + 12345u;
        keys[i] = (s >> 8) % 5000u;  // duplicates on purpose
        vals[i] = i;
    }
    unsigned *d_k, *d_v;
    CUDA_CHECK(cudaMalloc(&d_k, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_v, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_k, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_v, vals.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    unsigned chunks = n / SHARED_SIZE;
    bitonic_sort_shared<<<chunks, SHARED_SIZE / 2>>>(d_k, d_v, n);
    CUDA_CHECK(cudaGetLastError());
    int launches = 1;
    for (unsigned size = 2 * SHARED_SIZE; size <= n; size <<= 1) {
        for (unsigned stride = size / 2; stride >= SHARED_SIZE; stride >>= 1) {
            bitonic_merge_global<<<(n / 2 + 255) / 256, 256>>>(d_k, d_v, n, size, stride);
            CUDA_CHECK(cudaGetLastError());
            ++launches;
        }
        bitonic_merge_shared<<<chunks, SHARED_SIZE / 2>>>(d_k, d_v, size);
        CUDA_CHECK(cudaGetLastError());
        ++launches;
    }
    std::vector<unsigned> ok(n), ov(n);
    CUDA_CHECK(cudaMemcpy(ok.data(), d_k, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(ov.data(), d_v, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    std::vector<bool> seen(n, false);
    unsigned long long key_hash = 0;
    for (unsigned i = 0; i < n; ++i) {
        if (i > 0 && ok[i - 1] > ok[i]) {
            printf("FAIL: not sorted at %u: %u > %u\n", i, ok[i - 1], ok[i]);
            return 1;
        }
        if (ov[i] >= n || seen[ov[i]] || keys[ov[i]] != ok[i]) {
            printf("FAIL: pair (%u, %u) at %u is not from the input\n", ok[i], ov[i], i);
            return 1;
        }
        seen[ov[i]] = true;
        key_hash = key_hash * 31 + ok[i];
    }
    std::vector<unsigned> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != ok) {
        printf("FAIL: keys differ from std::sort\n");
        return 1;
    }
    printf("sorted %u keys in %d launches: min %u median %u max %u hash %llu\n", n, launches, ok[0],
           ok[n / 2], ok[n - 1], key_hash);
    cudaFree(d_k);
    cudaFree(d_v);
    printf("PASS\n");
    return 0;
}
