// APIs without a HIP equivalent stay in place and are reported; deprecated ones are renamed.
// cu2hip-test: no-compile (the output keeps an API HIP lacks, on purpose)
#include <hip/hip_runtime.h>

int main()
{
    int devices[2] = {0, 1};
    cudaInitDevice(devices[0], 0, 0);
    hipDeviceSynchronize();
    hipError_t (*fn)(void **, size_t) = hipHostMalloc;   // not a call: plain rename
    (void)fn;
    return 0;
}
