// Precision of warp.mask-32bit: a 32-bit all-lanes mask passed to a _sync builtin, or kept in a
// 32-bit variable, is reported; a 64-bit mask is not.
#include <cuda_runtime.h>

__global__ void k(int *out)
{
    int v = out[threadIdx.x];
    v += __shfl_xor_sync(0xffffffff, v, 1);                          // expect: warp.mask-32bit
    unsigned mask = __ballot_sync(0xffffffffu, v > 0);               // expect: warp.mask-32bit
    unsigned long long wide = __ballot_sync(~0ull, v > 0);
    v += __shfl_xor_sync(~0ull, v, 4);
    out[threadIdx.x] = v + (int)mask + (int)wide;
}
