// Block-wide votes: __syncthreads_count / _and / _or as a barrier plus reduction, in blocks whose
// size is not a multiple of the warp size, and warp votes (__all_sync / __any_sync) where the
// predicate is uniform over aligned groups of 64 threads, so that the result is the same for
// warps of 32 and of 64 lanes (including a partial last warp).
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

struct BlockVotes {
    int count;
    int all;
    int any;
};

__global__ void block_votes(const int *data, int n, BlockVotes *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? data[i] : 0;
    int c = __syncthreads_count(v > 50);
    int a = __syncthreads_and(v >= 0);
    int o = __syncthreads_or(v > 98);
    if (threadIdx.x == 0) {
        out[blockIdx.x].count = c;
        out[blockIdx.x].all = a != 0;
        out[blockIdx.x].any = o != 0;
    }
}

// Per-thread warp vote results, summed per block.
__global__ void warp_votes(int n, int *all_true, int *any_true, int *all_partial) {
    int t = threadIdx.x;
    bool group_even = ((t / 64) % 2) == 0;              // uniform over 64-aligned groups
    bool everyone = true;                                 // true in every existing lane
    int r_any = __any_sync(0xffffffff, group_even);
    int r_all = __all_sync(0xffffffff, group_even);
    int r_everyone = __all_sync(0xffffffff, everyone);   // partial last warp must still say 1
    atomicAdd(any_true, r_any ? 1 : 0);
    atomicAdd(all_true, r_all ? 1 : 0);
    atomicAdd(all_partial, r_everyone ? 1 : 0);
    (void)n;
}

int main() {
    const int n = 1000, block = 200;  // 200 = 6.25 warps of 32, 3.125 warps of 64
    const int blocks = (n + block - 1) / block;
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = (i * 53) % 100 - (i == 777 ? 200 : 0);
    int *d;
    BlockVotes *d_votes;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_votes, blocks * sizeof(BlockVotes)));
    CUDA_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    block_votes<<<blocks, block>>>(d, n, d_votes);
    CUDA_CHECK(cudaGetLastError());
    BlockVotes votes[blocks];
    CUDA_CHECK(cudaMemcpy(votes, d_votes, sizeof votes, cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
        int c = 0, a = 1, o = 0;
        for (int i = b * block; i < (b + 1) * block; ++i) {
            int v = i < n ? h[i] : 0;
            c += v > 50;
            a &= v >= 0;
            o |= v > 98;
        }
        printf("block %d: count(v>50)=%d and(v>=0)=%d or(v>98)=%d\n", b, votes[b].count, votes[b].all,
               votes[b].any);
        if (votes[b].count != c || votes[b].all != a || votes[b].any != o) {
            printf("FAIL: expected %d %d %d\n", c, a, o);
            return 1;
        }
    }
    int *d_res;
    CUDA_CHECK(cudaMalloc(&d_res, 3 * sizeof(int)));
    const int sizes[3] = {256, 200, 96};
    for (int bs : sizes) {
        CUDA_CHECK(cudaMemset(d_res, 0, 3 * sizeof(int)));
        warp_votes<<<2, bs>>>(bs, d_res, d_res + 1, d_res + 2);
        CUDA_CHECK(cudaGetLastError());
        int res[3];
        CUDA_CHECK(cudaMemcpy(res, d_res, sizeof res, cudaMemcpyDeviceToHost));
        int even = 0;
        for (int t = 0; t < bs; ++t) even += ((t / 64) % 2) == 0;
        printf("warp votes, block %d: all %d any %d all-in-partial-warp %d\n", bs, res[0], res[1], res[2]);
        if (res[0] != 2 * even || res[1] != 2 * even || res[2] != 2 * bs) {
            printf("FAIL: expected %d %d %d\n", 2 * even, 2 * even, 2 * bs);
            return 1;
        }
    }
    CUDA_CHECK(cudaFree(d));
    CUDA_CHECK(cudaFree(d_votes));
    CUDA_CHECK(cudaFree(d_res));
    printf("PASS\n");
    return 0;
}
