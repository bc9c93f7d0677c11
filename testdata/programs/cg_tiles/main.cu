// Cooperative groups tiles: static tiles (tiled_partition<N>) with shfl_down / shfl_xor /
// shfl_up / shfl, and dynamic tiles (tiled_partition(block, n)) synchronising through shared
// memory. Tile sizes are 4..32, so every tile fits inside a warp of 32 or 64 lanes.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

template <unsigned N>
__device__ int tile_sum(cg::thread_block_tile<N> tile, int v) {
    for (unsigned off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);
    return v;  // valid in rank 0
}

template <unsigned N>
__device__ int tile_max_all(cg::thread_block_tile<N> tile, int v) {
    for (unsigned mask = 1; mask < tile.size(); mask <<= 1) v = max(v, tile.shfl_xor(v, mask));
    return v;  // valid in every rank
}

template <unsigned N>
__device__ int tile_inclusive_scan(cg::thread_block_tile<N> tile, int v) {
    for (unsigned d = 1; d < tile.size(); d <<= 1) {
        int up = tile.shfl_up(v, d);
        if (tile.thread_rank() >= d) v += up;
    }
    return v;
}

// out layout per thread: [0] sum of its 16-tile, [1] max of its 8-tile, [2] scan in its 32-tile,
// [3] value broadcast from rank 3 of its 4-tile, [4] sum of its dynamic 8-tile (shared memory)
__global__ void tiles_kernel(const int *in, int *out) {
    __shared__ int scratch[256];
    cg::thread_block block = cg::this_thread_block();
    unsigned gid = blockIdx.x * blockDim.x + block.thread_rank();
    int v = in[gid];

    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    int s16 = tile_sum(t16, v);
    s16 = t16.shfl(s16, 0);

    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
    int m8 = tile_max_all(t8, v);

    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
    int scan32 = tile_inclusive_scan(t32, v);

    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
    int b4 = t4.shfl(v * 10 + (int)t4.thread_rank(), 3);

    cg::thread_group d8 = cg::tiled_partition(block, 8);
    unsigned base = block.thread_rank() - d8.thread_rank();
    scratch[block.thread_rank()] = v;
    d8.sync();
    int dsum = 0;
    for (unsigned k = 0; k < d8.size(); ++k) dsum += scratch[base + k];

    int *o = out + 5 * gid;
    o[0] = s16;
    o[1] = m8;
    o[2] = scan32;
    o[3] = b4;
    o[4] = dsum;
}

int main() {
    const int blocks = 6, threads = 256, n = blocks * threads;
    int *h_in = (int *)malloc(n * sizeof(int)), *h_out = (int *)malloc(5 * n * sizeof(int));
    for (int i = 0; i < n; ++i) h_in[i] = (i * 131 + 7) % 97 - 40;
    int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, 5 * n * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice));
    tiles_kernel<<<blocks, threads>>>(d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h_out, d_out, 5 * n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sig[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < n; ++i) {
        int e[5] = {0, -1000, 0, 0, 0};
        for (int k = i & ~15; k < (i & ~15) + 16; ++k) e[0] += h_in[k];
        for (int k = i & ~7; k < (i & ~7) + 8; ++k) e[1] = h_in[k] > e[1] ? h_in[k] : e[1];
        for (int k = i & ~31; k <= i; ++k) e[2] += h_in[k];
        e[3] = h_in[(i & ~3) + 3] * 10 + 3;
        for (int k = i & ~7; k < (i & ~7) + 8; ++k) e[4] += h_in[k];
        for (int c = 0; c < 5; ++c) {
            if (h_out[5 * i + c] != e[c]) {
                printf("FAIL: thread %d, check %d: %d != %d\n", i, c, h_out[5 * i + c], e[c]);
                return 1;
            }
            sig[c] = sig[c] * 7 + e[c];
            sig[c] %= 1000000007LL;
        }
    }
    printf("tile16 sum %lld, tile8 max %lld, tile32 scan %lld, tile4 shfl %lld, dyn8 sum %lld\n", sig[0],
           sig[1], sig[2], sig[3], sig[4]);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    free(h_in);
    free(h_out);
    printf("PASS\n");
    return 0;
}
