// Key split (radix-style partition) whose per-warp offsets come from a warp-synchronous
// inclusive scan in volatile shared memory without barriers (each 32-thread group scans its own
// counts, old CUDA style). The offsets then index shared memory: a wrong scan indexes outside
// the bucket array, which the kernel detects and reports instead of writing.
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


#define BLOCK 128
#define BUCKETS 4

// inclusive scan of s[base .. base+31] by its 32 threads, lane = t & 31
__device__ int scan32(volatile int *s, int t) {
    int lane = t & 31;
    if (lane >= 1) s[t] += s[t - 1];
    if (lane >= 2) s[t] += s[t - 2];
    if (lane >= 4) s[t] += s[t - 4];
    if (lane >= 8) s[t] += s[t - 8];
    if (lane >= 16) s[t] += s[t - 16];
    return s[t];
}

__global__ void split(const unsigned *keys, int n, unsigned *out, int *errors) {
    __shared__ int flag[BUCKETS][BLOCK];
    __shared__ unsigned staged[BLOCK];
    __shared__ int group_total[BUCKETS][BLOCK / 32];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    unsigned k = i < n ? keys[i] : 0xffffffffu;
    int b = k == 0xffffffffu ? -1 : (int)(k & (BUCKETS - 1));
    int pos[BUCKETS];
    for (int q = 0; q < BUCKETS; ++q) {
        flag[q][t] = b == q;
        pos[q] = scan32(flag[q], t) - (b == q);   // exclusive position in the 32-thread group
        if ((t & 31) == 31) group_total[q][t / 32] = flag[q][t];
    }
    __syncthreads();
    if (b >= 0) {
        int off = 0;
        for (int q = 0; q < b; ++q)
            for (int g = 0; g < BLOCK / 32; ++g) off += group_total[q][g];
        for (int g = 0; g < t / 32; ++g) off += group_total[b][g];
        off += pos[b];
        if (off < 0 || off >= BLOCK) atomicAdd(errors, 1);
        else staged[off] = k;
    }
    __syncthreads();
    int valid = min(BLOCK, n - (int)blockIdx.x * BLOCK);
    if (t < valid) out[blockIdx.x * BLOCK + t] = staged[t];
}

int main() {
    const int n = 5000, blocks = (n + BLOCK - 1) / BLOCK;
    unsigned *h = (unsigned *)malloc(n * sizeof(unsigned)), *o = (unsigned *)malloc(n * sizeof(unsigned));
    unsigned s = 2024;
    for (int i = 0; i < n; ++i) { s = s * 1664525u + 1013904223u; h[i] = s >> 7; }
    unsigned *dk, *dout;
    int *derr;
    CUDA_CHECK(cudaMalloc(&dk, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&dout, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&derr, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(dk, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(derr, 0, sizeof(int)));
    split<<<blocks, BLOCK>>>(dk, n, dout, derr);
    CUDA_CHECK(cudaGetLastError());
    int err = 0;
    CUDA_CHECK(cudaMemcpy(&err, derr, sizeof err, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(o, dout, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int wrong = 0;
    unsigned long long check = 0;
    for (int b = 0; b < blocks; ++b) {
        int lo = b * BLOCK, hi = lo + BLOCK < n ? lo + BLOCK : n, w = lo;
        for (int q = 0; q < BUCKETS; ++q)   // stable partition of the block's keys by bucket
            for (int i = lo; i < hi; ++i)
                if ((int)(h[i] & (BUCKETS - 1)) == q) {
                    if (o[w] != h[i]) ++wrong;
                    check = check * 31 + o[w];
                    ++w;
                }
    }
    printf("blocks %d, out-of-range offsets %d, misplaced keys %d, checksum %llu\n", blocks, err, wrong, check);
    free(h);
    free(o);
    if (err || wrong) { printf("FAIL: key split\n"); return 1; }
    printf("PASS\n");
    return 0;
}
