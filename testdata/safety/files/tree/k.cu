#include <cuda_runtime.h>

__global__ void fill(float *x, float v) { x[threadIdx.x] = v; }

void run(float *x, cudaStream_t s) { fill<<<1, 32, 0, s>>>(x, 1.0f); cudaStreamSynchronize(s); }
