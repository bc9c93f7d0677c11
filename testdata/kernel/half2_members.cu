// The members of a __half2 (issue 31): __half values in CUDA, the raw 16 bits (unsigned short)
// in HIP's __half2, so (float)v.x would convert the bits. Reads become __low2half/__high2half;
// a write is reported.
#include <cuda_fp16.h>

__global__ void sum(const __half2 *in, float *out, __half2 *acc)
{
    __half2 v = in[threadIdx.x];
    float lo = (float)v.x;
    float hi = __half2float(in[threadIdx.x].y);
    const __half2 *p = &in[0];
    out[threadIdx.x] = lo + hi + (float)p->x;
    __half h = v.y;
    acc[threadIdx.x].x = h;
}
