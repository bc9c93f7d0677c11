// Precision of kernel.hip-profile: for HIP 5.2, a _sync call whose mask argument cannot be found
// (the arguments come from one macro) is not lowered and reported; a plain call is lowered.
// lint-args: --hip-version=5.2
#include <cuda_runtime.h>

#define SHFL_ARGS(v) 0xffffffffu, v, 1

__global__ void k(int *out)
{
    int v = out[threadIdx.x];
    int a = __shfl_down_sync(SHFL_ARGS(v));                            // expect: kernel.hip-profile
    int b = __shfl_down_sync(0xffffffffu, v, 1);
    out[threadIdx.x] = a + b;
}
