/* C host code (compiled as C by nvcc) that calls the CUDA runtime API: allocates, copies and
 * checks the data the kernel in main.cu squares. */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>
#include "host.h"

float *host_upload(const float *x, int n) {
    float *d = NULL;
    if (cudaMalloc((void **)&d, n * sizeof(float)) != cudaSuccess) return NULL;
    cudaMemcpy(d, x, n * sizeof(float), cudaMemcpyHostToDevice);
    return d;
}

int host_check(float *d, int n) {
    float *h = (float *)malloc(n * sizeof(float));
    int bad = 0, i;
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (i = 0; i < n; i++)
        if (h[i] != (float)(i * i)) bad++;
    free(h);
    cudaFree(d);
    return bad;
}

#ifdef __cplusplus
#error "host.c must be compiled as C"
#endif
