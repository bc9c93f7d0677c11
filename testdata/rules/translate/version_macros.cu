// CUDA version macros belong to another version space than HIP's: left as written and reported
#include <cuda_runtime.h>
#include <cstdio>

int main() {
#if CUDART_VERSION >= 11080
    printf("new runtime\n");
#endif
#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12
    printf("new compiler\n");
#endif
#if CUDA_VERSION < 12000
    printf("old driver API\n");
#endif
    return 0;
}
