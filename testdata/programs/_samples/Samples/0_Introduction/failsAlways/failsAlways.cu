// Fails at every warp size: run-samples must call it fail-run, not fail-warpsize.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = (int)threadIdx.x; }

int main() {
    int *d, h[64];
    cudaMalloc(&d, sizeof h);
    fill<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("FAIL: h[63] = %d, expected 64\n", h[63]);
    return 3;
}
