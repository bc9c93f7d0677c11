// cudaDeviceProp members that hipDeviceProp_t has only from HIP 6.0 (issue 31): under an older
// profile each read gets a precise message, with the hipDeviceGetAttribute attribute that answers
// the same; deviceOverlap (which CUDA 13 removed too) asks for the async engine count.
#include <cstdio>
#include <hip/hip_runtime.h>

int main()
{
    hipDeviceProp_t p;
    hipGetDeviceProperties(&p, 0);
    if (!p.deviceOverlap)
        printf("copies do not overlap kernels\n");
    printf("%d %zu %d\n", p.asyncEngineCount, p.sharedMemPerBlockOptin, p.maxBlocksPerMultiProcessor);
    return 0;
}
