// cuRAND host API: a generator fills device memory with uniform floats.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>

#define CURAND_CHECK(x) do { curandStatus_t s = (x); if (s != CURAND_STATUS_SUCCESS) { \
    fprintf(stderr, "curand error %d\n", (int)s); return 1; } } while (0)

int main()
{
    const size_t n = 1 << 16;
    float *d;
    cudaMalloc((void **)&d, n * sizeof(float));
    curandGenerator_t gen;
    CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
    CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 42ULL));
    CURAND_CHECK(curandGenerateUniform(gen, d, n));
    CURAND_CHECK(curandGenerateNormal(gen, d, n, 0.0f, 1.0f));
    CURAND_CHECK(curandDestroyGenerator(gen));
    float h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%f %f\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
