// cu2hip-test: no-compile (the mask inside SHFL_ARGS stays 32 bits, and HIP 5.2 has no _sync
// shuffles to lower it to: the warnings say so)
// A macro that spells several arguments of a _sync builtin, the mask among them: the call's
// first argument is not the macro's text, which must be left whole (rewriting it as the mask
// lost the value and the delta); a mask macro of its own is widened as usual.
#include <hip/hip_runtime.h>

#define SHFL_ARGS(v) 0xffffffffu, v, 1
#define FULL_MASK 0xffffffffu

__global__ void k(int *out)
{
    int v = out[threadIdx.x];
    int a = __shfl_down_sync(SHFL_ARGS(v));
    int b = __shfl_down(v, 1);
    out[threadIdx.x] = a + b;
}
