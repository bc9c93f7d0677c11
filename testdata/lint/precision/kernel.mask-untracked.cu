// Precision of kernel.mask-untracked: a widened 64-bit mask stored through a pointer the
// translator cannot widen is reported; a mask used locally (and widened) is not.
#include <cuda_runtime.h>

__global__ void k(int *out, unsigned *store)
{
    int v = out[threadIdx.x];
    unsigned m = __ballot_sync(0xffffffffu, v > 0);
    store[threadIdx.x] = m;                                           // expect: kernel.mask-untracked
    unsigned ok = __ballot_sync(0xffffffffu, v > 1);
    out[threadIdx.x] = v + __popc(ok);
}
