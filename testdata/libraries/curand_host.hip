// cuRAND host API: a generator fills device memory with uniform floats.
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hiprand/hiprand.h>

#define CURAND_CHECK(x) do { hiprandStatus_t s = (x); if (s != HIPRAND_STATUS_SUCCESS) { \
    fprintf(stderr, "curand error %d\n", (int)s); return 1; } } while (0)

int main()
{
    const size_t n = 1 << 16;
    float *d;
    hipMalloc((void **)&d, n * sizeof(float));
    hiprandGenerator_t gen;
    CURAND_CHECK(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT));
    CURAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(gen, 42ULL));
    CURAND_CHECK(hiprandGenerateUniform(gen, d, n));
    CURAND_CHECK(hiprandGenerateNormal(gen, d, n, 0.0f, 1.0f));
    CURAND_CHECK(hiprandDestroyGenerator(gen));
    float h[2];
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    printf("%f %f\n", h[0], h[1]);
    hipFree(d);
    return 0;
}
