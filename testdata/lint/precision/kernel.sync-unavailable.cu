// Precision of kernel.sync-unavailable: a _sync builtin HIP 5.2 has no form of is reported;
// one that lowers to an unsynchronised builtin is not.
// lint-args: --hip-version=5.2
#include <cuda_runtime.h>

__global__ void k(int *out)
{
    int v = out[threadIdx.x];
    unsigned same = __match_any_sync(0xffffffffu, v);                 // expect: kernel.sync-unavailable
    int total = __shfl_down_sync(0xffffffffu, v, 1);
    out[threadIdx.x] = (int)same + total;
}
