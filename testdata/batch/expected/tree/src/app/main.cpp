#include <hip/hip_runtime.h>
#include <cstdio>
#include "kernels.h"
#include "../../include/common.cuh"

int main()
{
    const int n = 1 << 10;
    int devices[1] = {0};
    cudaSetValidDevices(devices, 1);
    float *a, *b, *c;
    CHECK(hipMalloc(&a, n * sizeof(float)));
    CHECK(hipMalloc(&b, n * sizeof(float)));
    CHECK(hipMalloc(&c, n * sizeof(float)));
    hipStream_t s;
    hipStreamCreate(&s);
    launch_vector_add(a, b, c, n, s);
    hipStreamSynchronize(s);
    std::printf("sum %f\n", reduce_host(c, n));
    hipStreamDestroy(s);
    hipFree(a);
    hipFree(b);
    hipFree(c);
    return 0;
}
