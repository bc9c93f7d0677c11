// Precision of parse: with --select=parse each parse problem is listed; a declared name of the
// same shape is not one.
#include <cuda_runtime.h>

__device__ float scale_by(float v) { return 2.0f * v; }

__global__ void k(float *out)
{
    out[0] = scale_by(out[0]);
    out[1] = scale_byy(out[1]);                                       // expect: parse
}
