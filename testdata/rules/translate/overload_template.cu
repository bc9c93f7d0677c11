// A function template and a plain overload over a CUDA type are no collision in HIP: with
// cudaError_t and CUresult both hipError_t, cuda-samples' helper_cuda.h check<T> (instantiated
// by its own inline helpers) and a sample's check(CUresult) (simpleDrvRuntime, ptxjit) stay side
// by side, the plain one preferred for hipError_t as C++ says; only two plain definitions
// collide (overload_collision.cu)
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include <cuda_runtime.h>

template <typename T>
void check(T result, char const *const func)
{
    if (result) {
        fprintf(stderr, "error %d in %s\n", static_cast<int>(result), func);
        exit(EXIT_FAILURE);
    }
}

inline int device_count()
{
    int n = 0;
    check(cudaGetDeviceCount(&n), "cudaGetDeviceCount");
    return n;
}

static void check(CUresult result, char const *const func)
{
    if (result) {
        fprintf(stderr, "driver error %d in %s\n", static_cast<int>(result), func);
        exit(EXIT_FAILURE);
    }
}

int main()
{
    check(cuInit(0), "cuInit");
    return device_count() > 0 ? 0 : 1;
}
