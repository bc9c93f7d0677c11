// CUDA 12 code translated for HIP 5.2 must compile with HIP 5.2's hipcc: the 2-argument
// cudaStreamWaitEvent gets the flags HIP 5.2 requires, __grid_constant__ (declared by no HIP
// release) is dropped, CUDA 12's unified-memory hints pick HIP's device-number forms, and
// hipRAND's header path follows the release
#include <cuda_runtime.h>
#include <curand_kernel.h>

struct Params { float scale; int n; };

__global__ void scale(const __grid_constant__ Params p, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    curandState st;
    curand_init(1234, i, 0, &st);
    if (i < p.n) out[i] = p.scale * curand_uniform(&st);
}

int run(float *out, int n, int dev)
{
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreate(&s);
    cudaEventCreate(&e);
    cudaMemAdvise(out, n * sizeof(float), cudaMemAdviseSetPreferredLocation, dev);
    cudaMemPrefetchAsync(out, n * sizeof(float), dev, s);
    Params p = {2.0f, n};
    scale<<<(n + 255) / 256, 256, 0, s>>>(p, out);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(0, e);
    cudaStreamWaitEvent(0, e, 0);
    return cudaStreamSynchronize(s) == cudaSuccess ? 0 : 1;
}
