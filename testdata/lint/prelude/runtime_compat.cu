// Prelude: runtime calls in the CUDA 12 forms that most code uses (cudaMemAdvise and
// cudaMemPrefetchAsync with a device number) parse as well as CUDA 13's (a cudaMemLocation), and
// NVTX's naming of runtime streams, events and devices (nvToolsExtCudaRt.h) is declared.
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h>

int main()
{
    float *p;
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreate(&s);
    cudaEventCreate(&e);
    cudaMallocManaged(&p, 64);
    cudaMemAdvise(p, 64, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
    cudaMemPrefetchAsync(p, 64, 0, s);
    cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    cudaMemAdvise(p, 64, cudaMemAdviseSetReadMostly, loc);
    cudaMemPrefetchAsync(p, 64, loc, 0, s);
    nvtxNameCudaStreamA(s, "main stream");
    nvtxNameCudaEvent(e, "done");
    nvtxNameCudaDeviceA(0, "gpu0");
    cudaMemPrefetchAsync(p, 64, "gpu0");                                   // expect: parse
    return 0;
}
