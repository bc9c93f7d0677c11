// --roc on cuRAND host code: rocRAND's own API (hipRAND's AMD back end states each pair);
// compiled by the hipcc golden check against Debian's rocRAND
#include <cuda_runtime.h>
#include <curand.h>

int fill(float *d, size_t n, unsigned long long seed)
{
    curandGenerator_t g;
    if (curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT) != CURAND_STATUS_SUCCESS) return 1;
    curandSetPseudoRandomGeneratorSeed(g, seed);
    curandStatus_t st = curandGenerateUniform(g, d, n);
    curandDestroyGenerator(g);
    cudaDeviceSynchronize();
    return st == CURAND_STATUS_SUCCESS ? 0 : 1;
}
