// CUDA 12 code translated for HIP 5.2 must compile with HIP 5.2's hipcc: the 2-argument
// cudaStreamWaitEvent gets the flags HIP 5.2 requires, __grid_constant__ (declared by no HIP
// release) is dropped, CUDA 12's unified-memory hints pick HIP's device-number forms, and
// hipRAND's header path follows the release
#include <hip/hip_runtime.h>
#include <hiprand/hiprand_kernel.h>

struct Params { float scale; int n; };

__global__ void scale(const Params p, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    hiprandState st;
    hiprand_init(1234, i, 0, &st);
    if (i < p.n) out[i] = p.scale * hiprand_uniform(&st);
}

int run(float *out, int n, int dev)
{
    hipStream_t s;
    hipEvent_t e;
    hipStreamCreate(&s);
    hipEventCreate(&e);
    hipMemAdvise(out, n * sizeof(float), hipMemAdviseSetPreferredLocation, dev);
    hipMemPrefetchAsync(out, n * sizeof(float), dev, s);
    Params p = {2.0f, n};
    hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, s, p, out);
    hipEventRecord(e, s);
    hipStreamWaitEvent(0, e, 0);
    hipStreamWaitEvent(0, e, 0);
    return hipStreamSynchronize(s) == hipSuccess ? 0 : 1;
}
