// Golden cases for warp.size-literal: each "expect:" comment names the findings on its line;
// lines without one must have none.
#include <cuda_runtime.h>
#define WARP_SIZE 32
#define TILE_DIM 32

__device__ int lane_of(int tid) { return tid % 32; }             // expect: warp.size-literal

__global__ void reduce(const float *in, float *out, int n)
{
    __shared__ float partial[32];                                // one per warp: room for 64-wide too
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

// Bit positions and data, not lanes (issue 31): a value read through a thread index, a bit count,
// a bitmap's word and bit of a thread-derived index.
__global__ void bitmap_words(unsigned *bits, const int *vals)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int nbits = __popc(bits[i]);
    int spread = nbits % 32;
    int bucket = vals[i] % 32;
    int gid = i * 8;
    bits[gid / 32] |= 1u << (gid % 32);
    atomicOr(&bits[i / 32], 1u << (i & 31));
    int lane = threadIdx.x % 32;   // expect: warp.size-literal
    bits[0] = spread + bucket + lane;
}
