// APIs without a HIP equivalent stay in place and are reported; deprecated ones are renamed.
// cu2hip-test: no-compile (the output keeps an API HIP lacks, on purpose)
#include <cuda_runtime.h>

int main()
{
    int devices[2] = {0, 1};
    cudaInitDevice(devices[0], 0, 0);
    cudaThreadSynchronize();
    cudaError_t (*fn)(void **, size_t) = cudaMallocHost;   // not a call: plain rename
    (void)fn;
    return 0;
}
