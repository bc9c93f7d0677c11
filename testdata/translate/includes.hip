/* Runtime headers become hip/hip_runtime.h exactly once; hip_runtime.h precedes
 * hip_cooperative_groups.h; disabled blocks are rewritten too. */
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_fp16.h>
#include <cstdio>

#if 0
#endif

#ifdef USE_CURAND
#include <hiprand/hiprand_kernel.h>
#endif

namespace cg = cooperative_groups;

__global__ void sum(const float *x, float *out)
{
    cg::thread_block b = cg::this_thread_block();
    __shared__ float s[256];
    s[threadIdx.x] = x[threadIdx.x];
    b.sync();
    if (threadIdx.x == 0) {
        float t = 0;
        for (int i = 0; i < 256; i++) t += s[i];
        *out = t;
    }
}

int main()
{
    float *x;
    hipMalloc(&x, 256 * sizeof(float));
    hipFree(x);
    return 0;
}
