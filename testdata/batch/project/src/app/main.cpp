#include <cstdio>
#include "kernels.h"
#include "../../include/common.cuh"

int main()
{
    const int n = 1 << 10;
    int devices[1] = {0};
    cudaSetValidDevices(devices, 1);
    float *a, *b, *c;
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&b, n * sizeof(float)));
    CHECK(cudaMalloc(&c, n * sizeof(float)));
    cudaStream_t s;
    cudaStreamCreate(&s);
    launch_vector_add(a, b, c, n, s);
    cudaStreamSynchronize(s);
    std::printf("sum %f\n", reduce_host(c, n));
    cudaStreamDestroy(s);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return 0;
}
