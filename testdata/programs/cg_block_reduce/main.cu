// Block-wide sums with cooperative groups: the whole block as a thread_group (shared-memory
// reduction), 32-thread tiles reducing with shfl_down, and tiles of a dynamically partitioned
// block; each flavour adds its block results into one global sum with atomicAdd.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "reduce.cuh"

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__global__ void sum_block_group(const int *input, int n, int *sum) {
    extern __shared__ int temp[];
    int my = thread_sum(input, n);
    cg::thread_block block = cg::this_thread_block();
    int block_sum = reduce_sum(block, temp, my);
    if (block.thread_rank() == 0) atomicAdd(sum, block_sum);
}

__global__ void sum_tiles(const int *input, int n, int *sum) {
    int my = thread_sum(input, n);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    int tile_sum = reduce_sum_tile<32>(tile, my);
    if (tile.thread_rank() == 0) atomicAdd(sum, tile_sum);
}

__global__ void sum_dynamic_tiles(const int *input, int n, int *sum) {
    __shared__ int temp[512];
    int my = thread_sum(input, n);
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 16);
    int base = block.thread_rank() - tile.thread_rank();
    int tile_sum = reduce_sum(tile, temp + base, my);
    if (tile.thread_rank() == 0) atomicAdd(sum, tile_sum);
}

int main() {
    const int n = 1 << 16;
    int *h = (int *)malloc(n * sizeof(int));
    long long ref = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i % 251) - 125 + (i >> 10);
        ref += h[i];
    }
    int *d_in, *d_sum;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sum, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));
    const char *names[3] = {"thread_block", "tile<32>", "tiled_partition(16)"};
    const int block_sizes[3] = {256, 128, 512};
    for (int k = 0; k < 3; ++k) {
        int bs = block_sizes[k];
        int blocks = (n / 4 + bs - 1) / bs;
        if (blocks > 24) blocks = 24;  // grid-stride loop covers the rest
        CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(int)));
        if (k == 0)
            sum_block_group<<<blocks, bs, bs * sizeof(int)>>>(d_in, n, d_sum);
        else if (k == 1)
            sum_tiles<<<blocks, bs>>>(d_in, n, d_sum);
        else
            sum_dynamic_tiles<<<blocks, bs>>>(d_in, n, d_sum);
        CUDA_CHECK(cudaGetLastError());
        int got = 0;
        CUDA_CHECK(cudaMemcpy(&got, d_sum, sizeof(int), cudaMemcpyDeviceToHost));
        printf("%-20s block %3d: sum %d\n", names[k], bs, got);
        if (got != ref) {
            printf("FAIL: expected %lld\n", ref);
            return 1;
        }
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_sum));
    free(h);
    printf("PASS\n");
    return 0;
}
