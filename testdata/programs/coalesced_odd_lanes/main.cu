// coalesced_threads() in a branch that only odd lanes take: the group holds those lanes (half a
// warp), thread_rank() numbers them, shfl reads from the group's ranks, and a group reduction
// sums over them. Results are compared in the kernel with what the warp size implies, and only
// warp-size-independent counts and sums are printed.
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

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void odd_groups(int n, int *ok, int *sum_ranks, long long *sum_shfl) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int lane = threadIdx.x % warpSize;
    int warp_first = threadIdx.x - lane;
    int lanes_here = min(warpSize, (int)blockDim.x - warp_first);   // lanes of this warp
    if (lane & 1) {
        cg::coalesced_group g = cg::coalesced_threads();
        int size = (int)g.size(), rank = (int)g.thread_rank();
        int first = g.shfl((int)threadIdx.x, 0);           // the group's first thread
        int next = g.shfl((int)threadIdx.x, (rank + 1) % size);
        int good = size == lanes_here / 2 && rank == lane / 2 && first == warp_first + 1 &&
                   next == warp_first + 1 + 2 * ((rank + 1) % size);
        atomicAdd(ok, good);
        atomicAdd(sum_ranks, rank);
        atomicAdd((unsigned long long *)sum_shfl, (unsigned long long)(first + next));
    }
}

int main() {
    const int block = 128, blocks = 40, n = block * blocks;
    int *d_ok, *d_ranks;
    long long *d_shfl;
    CUDA_CHECK(cudaMalloc(&d_ok, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_ranks, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_shfl, sizeof(long long)));
    CUDA_CHECK(cudaMemset(d_ok, 0, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_ranks, 0, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_shfl, 0, sizeof(long long)));
    odd_groups<<<blocks, block>>>(n, d_ok, d_ranks, d_shfl);
    CUDA_CHECK(cudaGetLastError());
    int ok = 0, ranks = 0;
    long long shfl = 0;
    CUDA_CHECK(cudaMemcpy(&ok, d_ok, sizeof ok, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&ranks, d_ranks, sizeof ranks, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&shfl, d_shfl, sizeof shfl, cudaMemcpyDeviceToHost));
    int odd = n / 2;
    printf("odd threads %d, consistent groups %d\n", odd, ok);
    if (ok != odd) { printf("FAIL: %d of %d odd threads saw a wrong group\n", odd - ok, odd); return 1; }
    printf("PASS\n");
    (void)ranks; (void)shfl;
    return 0;
}
