// Hard-coded 32-lane warp code, as much CUDA is written: WARP_SIZE 32, lane = tid & 31,
// FULL_MASK 0xffffffff, butterfly reductions with __shfl_xor_sync offsets 16..1, one "warp" per
// matrix row. Nothing here asks for the real warp size; at warp size 64 each 32-thread half of a
// wavefront must behave as a warp of its own (xor offsets below 32 stay inside the half), and the
// final stage runs in the first 32 threads only.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define WARP_SIZE 32
#define FULL_MASK 0xffffffff
#define BLOCK 256

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__device__ __forceinline__ int warp_sum(int v) {
#pragma unroll
    for (int mask = WARP_SIZE / 2; mask > 0; mask >>= 1) v += __shfl_xor_sync(FULL_MASK, v, mask);
    return v;
}

// One 32-thread warp per row: y[row] = sum_c A[row][c] * x[c]
__global__ void gemv_warp_per_row(const int *A, const int *x, int *y, int rows, int cols) {
    int lane = threadIdx.x & (WARP_SIZE - 1);
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    if (row >= rows) return;  // whole 32-thread groups leave together
    int sum = 0;
    for (int c = lane; c < cols; c += WARP_SIZE) sum += A[row * cols + c] * x[c];
    sum = warp_sum(sum);
    if (lane == 0) y[row] = sum;
}

// Block reduction: warp sums -> shared -> first warp.
__global__ void block_reduce(const int *in, int n, long long *out) {
    __shared__ int warp_sums[BLOCK / WARP_SIZE];
    int tid = threadIdx.x;
    int lane = tid % WARP_SIZE;
    int wid = tid / WARP_SIZE;
    int v = 0;
    for (int i = blockIdx.x * BLOCK + tid; i < n; i += BLOCK * gridDim.x) v += in[i];
    v = warp_sum(v);
    if (lane == 0) warp_sums[wid] = v;
    __syncthreads();
    if (wid == 0) {
        v = lane < BLOCK / WARP_SIZE ? warp_sums[lane] : 0;
        v = warp_sum(v);
        if (lane == 0) atomicAdd((unsigned long long *)out, (unsigned long long)(long long)v);
    }
}

int main() {
    const int rows = 300, cols = 77;
    int *hA = (int *)malloc(rows * cols * sizeof(int)), *hx = (int *)malloc(cols * sizeof(int)),
        *hy = (int *)malloc(rows * sizeof(int));
    for (int i = 0; i < rows * cols; ++i) hA[i] = (i * 31 + 17) % 23 - 11;
    for (int c = 0; c < cols; ++c) hx[c] = c % 9 - 4;
    int *dA, *dx, *dy;
    long long *dsum;
    CUDA_CHECK(cudaMalloc(&dA, rows * cols * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dx, cols * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dy, rows * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dsum, sizeof(long long)));
    CUDA_CHECK(cudaMemcpy(dA, hA, rows * cols * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dx, hx, cols * sizeof(int), cudaMemcpyHostToDevice));
    int threads = rows * WARP_SIZE;
    gemv_warp_per_row<<<(threads + BLOCK - 1) / BLOCK, BLOCK>>>(dA, dx, dy, rows, cols);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hy, dy, rows * sizeof(int), cudaMemcpyDeviceToHost));
    long long sig = 0, ysum = 0;
    for (int r = 0; r < rows; ++r) {
        int ref = 0;
        for (int c = 0; c < cols; ++c) ref += hA[r * cols + c] * hx[c];
        if (hy[r] != ref) {
            printf("FAIL: y[%d] = %d, expected %d\n", r, hy[r], ref);
            return 1;
        }
        sig = (sig * 131 + ref) % 1000000007LL;
        ysum += ref;
    }
    printf("gemv %dx%d: signature %lld\n", rows, cols, sig);
    CUDA_CHECK(cudaMemset(dsum, 0, sizeof(long long)));
    block_reduce<<<9, BLOCK>>>(dA, rows * cols, dsum);
    CUDA_CHECK(cudaGetLastError());
    long long total = 0, ref_total = 0;
    CUDA_CHECK(cudaMemcpy(&total, dsum, sizeof total, cudaMemcpyDeviceToHost));
    for (int i = 0; i < rows * cols; ++i) ref_total += hA[i];
    printf("block reduce: %lld\n", total);
    if (total != ref_total) {
        printf("FAIL: expected %lld\n", ref_total);
        return 1;
    }
    (void)ysum;
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    CUDA_CHECK(cudaFree(dsum));
    free(hA);
    free(hx);
    free(hy);
    printf("PASS\n");
    return 0;
}
