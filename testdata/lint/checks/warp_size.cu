// Golden cases for warp.size-literal: each "expect:" comment names the findings on its line;
// lines without one must have none.
#include <cuda_runtime.h>
#define WARP_SIZE 32
#define TILE_DIM 32

__device__ int lane_of(int tid) { return tid % 32; }             // expect: warp.size-literal

__global__ void reduce(const float *in, float *out, int n)
{
    __shared__ float partial[32];                                // expect: warp.size-literal
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];
    int tid = threadIdx.x;
    int lane = threadIdx.x & 31;                                 // expect: warp.size-literal
    int warp = tid >> 5;                                         // expect: warp.size-literal
    int wid = threadIdx.x / WARP_SIZE;                           // expect: warp.size-literal
    int nwarps = blockDim.x / 32;                                // expect: warp.size-literal
    int row = threadIdx.x / TILE_DIM;
    int col = threadIdx.x % TILE_DIM;
    int chunk = n / 32;
    float v = in[tid];
    for (int off = 16; off > 0; off /= 2)                        // expect: warp.size-literal
        v += __shfl_down_sync(0xffffffffffffffffull, v, off);
    for (int off = warpSize / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffffffffffull, v, off);
    for (int m = 1; m < 32; m *= 2)                              // expect: warp.size-literal
        v += __shfl_xor_sync(0xffffffffffffffffull, v, m);
    v = __shfl_sync(0xffffffffffffffffull, v, 0, 32);            // expect: warp.size-literal
    v = __shfl_sync(0xffffffffffffffffull, v, 31);               // expect: warp.size-literal
    v = __shfl_sync(0xffffffffffffffffull, v, 0, warpSize);
    v = __shfl_sync(0xffffffffffffffffull, v, 0, 16);
    if (lane == 31) partial[warp] = v;                           // expect: warp.size-literal
    if (lane == warpSize - 1) partial[warp] = v;
    tile[row][col] = v + chunk + wid + nwarps;
    int k = 37 % 32;
    out[blockIdx.x] = partial[0] + tile[0][0] + k;
}

void host_side(int n)
{
    int blocks = (n + 31) / 32;
    (void)blocks;
}
