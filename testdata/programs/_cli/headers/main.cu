// main.cu - a program whose kernel and launch live in headers that need its context: the
// macro SCALE and the order of its includes.
#include <cstdio>
#include <cuda_runtime.h>
#define SCALE 3
#include "kernels.cuh"
#include "launch.cuh"

int main()
{
    const int n = 1000;
    float *p;
    cudaMallocManaged(&p, n * sizeof(float));
    for (int i = 0; i < n; i++) p[i] = (float)i;
    cudaStream_t s;
    cudaStreamCreate(&s);
    run_scale(p, n, s);
    cudaStreamSynchronize(s);
    double sum = 0;
    for (int i = 0; i < n; i++) sum += p[i];
    printf("headers: sum %.1f, %s\n", sum, sum == 1499000.0 ? "PASS" : "FAIL");
    cudaFree(p);
    cudaStreamDestroy(s);
    return sum == 1499000.0 ? 0 : 1;
}
