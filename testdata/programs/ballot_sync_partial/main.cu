// __ballot_sync with a mask of part of the warp (the lower 16 lanes), called by every lane,
// including lanes outside the mask: the mask's bits of the result hold the predicates of the
// mask's lanes in every lane (NVIDIA also sets the bits of other active lanes, HIP 6.2+ masks
// them off, so only the mask's bits are compared). Also __ballot_sync by the mask's lanes only.
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


__global__ void partial_ballot(int n, int *matches, int *matches_inside) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int lane = threadIdx.x % warpSize;
    int warp_first = threadIdx.x - lane;
    int pred = (i * 7) % 5 < 2;
    unsigned long long b = __ballot_sync(0x0000ffffu, pred);
    unsigned long long want = 0;
    for (int l = 0; l < 16; ++l) {
        int j = blockIdx.x * blockDim.x + warp_first + l;
        if ((j * 7) % 5 < 2) want |= 1ull << l;
    }
    atomicAdd(matches, (b & 0xffffull) == want);
    if (lane < 16) {
        unsigned long long c = __ballot_sync(0x0000ffffu, pred);
        atomicAdd(matches_inside, (c & 0xffffull) == want);
    }
}

int main() {
    const int block = 256, blocks = 16, n = block * blocks;
    int *d_m, *d_mi;
    CUDA_CHECK(cudaMalloc(&d_m, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_mi, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_m, 0, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_mi, 0, sizeof(int)));
    partial_ballot<<<blocks, block>>>(n, d_m, d_mi);
    CUDA_CHECK(cudaGetLastError());
    int m = 0, mi = 0;
    CUDA_CHECK(cudaMemcpy(&m, d_m, sizeof m, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&mi, d_mi, sizeof mi, cudaMemcpyDeviceToHost));
    printf("all lanes calling: %d of %d lanes got the mask's ballot\n", m, n);
    if (m != n) { printf("FAIL: all-lane ballot\n"); return 1; }
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    int inside = n / prop.warpSize * 16;   // lanes 0-15 of each warp
    printf("mask lanes calling: %s\n", mi == inside ? "all consistent" : "WRONG");
    if (mi != inside) { printf("FAIL: mask-lane ballot\n"); return 1; }
    printf("PASS\n");
    return 0;
}
