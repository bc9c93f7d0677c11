// A program whose host code is partly C (host.c), as nvcc builds .c files with the host C compiler.
#include <cstdio>
#include "host.h"

__global__ void square(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * x[i];
}

int main() {
    const int n = 1000;
    float x[n];
    for (int i = 0; i < n; i++) x[i] = (float)i;
    float *d = host_upload(x, n);
    if (!d) { printf("upload failed\n"); return 1; }
    square<<<(n + 255) / 256, 256>>>(d, n);
    cudaDeviceSynchronize();
    int bad = host_check(d, n);
    printf("c_sources: %d wrong, %s\n", bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}
