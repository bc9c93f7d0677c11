#include <cuda_runtime.h>
__global__ void k(int *out) { out[threadIdx.x] = threadIdx.x % 32; }
void setup() { int d[1] = {0}; cudaInitDevice(d[0], 0, 0); }
