// Precision of warp.size-literal: 32 used as the warp size on thread indices is reported; 32 in
// other roles (a tile of data, a byte count, a loop bound over data) is not, nor in a kernel
// built on explicit 32-thread cooperative groups tiles (HIP keeps their size on wave64).
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void lanes(int *out, const float *in, int n)
{
    int lane = threadIdx.x % 32;                                      // expect: warp.size-literal
    int warp = threadIdx.x / 32;                                      // expect: warp.size-literal
    __shared__ float tile[32][33];
    for (int i = 0; i < 32 && i < n; i++) tile[i][threadIdx.x % 33] = in[i];
    int bytes = 32 * sizeof(float);
    int col = 4 * threadIdx.x;
    __shared__ float cols[8][32];
    float v = cols[threadIdx.y][col % 32];   // a column of a 32-wide data tile
    out[threadIdx.x] = lane + warp + bytes + (int)tile[0][0] + (int)v;
}

__device__ constexpr int physical_warp_size() { return 32; }   // 64 when compiled for AMD

__global__ void queried(float *out)
{
    constexpr int warp_size = physical_warp_size();
    constexpr int WARP_LANES = 32;
    float v = out[threadIdx.x];
    for (int h = 1; h < warp_size; h *= 2) v += __shfl_xor_sync(0xffffffffu, v, h, warp_size);
    out[threadIdx.x] = v + threadIdx.x % WARP_LANES;                  // expect: warp.size-literal
}

__global__ void tiles(float *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ float per_tile[32];
    int tile_id = threadIdx.x / 32;
    if (tile.thread_rank() == 0) per_tile[tile_id] = out[threadIdx.x];
}

// One entry per warp of a 1024-thread block: 16 are used on 64-wide wavefronts, room enough;
// the reads by lane are guarded by the number of warps.
__global__ void per_warp(float *out)
{
    __shared__ float sums[32];
    __shared__ float maxima[1024 / warpSize > 0 ? 32 : 1];
    int lane = threadIdx.x % warpSize, wid = threadIdx.x / warpSize, nw = blockDim.x / warpSize;
    if (lane == 0) { sums[wid] = out[threadIdx.x]; maxima[wid] = out[threadIdx.x]; }
    __syncthreads();
    out[threadIdx.x] = lane < nw ? sums[lane] + maxima[lane] : 0.0f;
}

// One entry per lane: the lanes past 31 of a wavefront write past the end.
__global__ void per_lane(float *out)
{
    __shared__ float partial[32];                                     // expect: warp.size-literal
    __shared__ float warp_part[4][32];                                // expect: warp.size-literal
    int lane = threadIdx.x % warpSize;
    partial[lane] = out[threadIdx.x];
    warp_part[threadIdx.y][lane] += out[threadIdx.x];
    __syncwarp();
    out[threadIdx.x] = partial[(lane + 1) % warpSize] + warp_part[0][0];
}

// A swizzle within each group of 32 slots (shared-memory banks) keeps every group's slots at any
// warp size: no lane in it.
__global__ void swizzled(short *out)
{
    __shared__ short row[256];
    int t = threadIdx.y * 8 + threadIdx.x;
    int p = (t & 0xFFFFFFE0) | ((t << 1) | (t >> 4) & 0x1) & 0x1F;
    int q = (((t >> 1) ^ t) & 31) | (t & ~31);
    row[p] = out[t];
    __syncthreads();
    out[t] = row[q] + (short)(t & 31);                                // expect: warp.size-literal
}
