// __launch_bounds__ on plain and templated kernels: launches within the bound work, the kernel
// attributes report a maximum block size within the bound, and a launch with more threads than
// the bound is rejected (an error from cudaGetLastError, after which the next launch works).
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

#define MAX_THREADS 128
#define MIN_BLOCKS 4

__global__ void __launch_bounds__(MAX_THREADS, MIN_BLOCKS) saxpy_bounded(int n, int a, const int *x, int *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) block_sum(const int *x, int n, int *out) {
    __shared__ int s[BLOCK];
    int v = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int w = BLOCK / 2; w > 0; w /= 2) {
        if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(out, s[0]);
}

int main() {
    const int n = 10000;
    int *h_x = (int *)malloc(n * sizeof(int)), *h_y = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) {
        h_x[i] = i % 100;
        h_y[i] = 3 * (i % 7);
    }
    int *d_x, *d_y, *d_sum;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sum, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_x, h_x, n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_y, h_y, n * sizeof(int), cudaMemcpyHostToDevice));

    cudaFuncAttributes attr;
    CUDA_CHECK(cudaFuncGetAttributes(&attr, saxpy_bounded));
    printf("saxpy_bounded: max threads per block within bound: %s\n",
           attr.maxThreadsPerBlock >= 1 && attr.maxThreadsPerBlock <= MAX_THREADS ? "yes" : "no");
    CUDA_CHECK(cudaFuncGetAttributes(&attr, block_sum<64>));
    printf("block_sum<64>: max threads per block within bound: %s\n",
           attr.maxThreadsPerBlock >= 1 && attr.maxThreadsPerBlock <= 64 ? "yes" : "no");

    saxpy_bounded<<<(n + MAX_THREADS - 1) / MAX_THREADS, MAX_THREADS>>>(n, 2, d_x, d_y);
    CUDA_CHECK(cudaGetLastError());
    saxpy_bounded<<<(n + 63) / 64, 64>>>(n, 1, d_x, d_y);  // smaller blocks are fine
    CUDA_CHECK(cudaGetLastError());

    // more threads than the bound: must not run
    saxpy_bounded<<<(n + 2 * MAX_THREADS - 1) / (2 * MAX_THREADS), 2 * MAX_THREADS>>>(n, 100, d_x, d_y);
    cudaError_t err = cudaGetLastError();
    printf("launch with %d threads (bound %d): %s\n", 2 * MAX_THREADS, MAX_THREADS,
           err != cudaSuccess ? "rejected" : "accepted");
    cudaError_t after = cudaGetLastError();
    printf("error cleared after reading: %s\n", after == cudaSuccess ? "yes" : "no");
    CUDA_CHECK(cudaDeviceSynchronize());

    CUDA_CHECK(cudaMemcpy(h_y, d_y, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long ysum = 0;
    for (int i = 0; i < n; ++i) {
        int want = 3 * (i % 7) + 3 * (i % 100);
        if (h_y[i] != want) {
            printf("FAIL: y[%d] = %d, expected %d\n", i, h_y[i], want);
            return 1;
        }
        ysum += h_y[i];
    }
    printf("y sum %lld\n", ysum);

    int sums[3];
    CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(int)));
    block_sum<64><<<10, 64>>>(d_y, n, d_sum);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(&sums[0], d_sum, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(int)));
    block_sum<256><<<7, 256>>>(d_y, n, d_sum);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(&sums[1], d_sum, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(int)));
    block_sum<1024><<<2, 1024>>>(d_y, n, d_sum);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(&sums[2], d_sum, sizeof(int), cudaMemcpyDeviceToHost));
    printf("block_sum<64/256/1024>: %d %d %d\n", sums[0], sums[1], sums[2]);
    if (err == cudaSuccess || after != cudaSuccess || sums[0] != ysum || sums[1] != ysum || sums[2] != ysum) {
        printf("FAIL\n");
        return 1;
    }
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    CUDA_CHECK(cudaFree(d_sum));
    free(h_x);
    free(h_y);
    printf("PASS\n");
    return 0;
}
