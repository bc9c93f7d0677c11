// Precision of kernel.sync-mask-dropped: for HIP 5.2 a partial mask is dropped with a warning;
// the all-lanes mask is dropped silently (nothing is lost).
// lint-args: --hip-version=5.2
#include <cuda_runtime.h>

__global__ void k(int *out)
{
    int v = out[threadIdx.x];
    int low = __shfl_down_sync(0x0000ffffu, v, 1);                    // expect: kernel.sync-mask-dropped
    int all = __shfl_down_sync(0xffffffffu, v, 1);
    out[threadIdx.x] = low + all;
}
