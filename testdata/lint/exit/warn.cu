#include <cuda_runtime.h>
__global__ void k(int *out) { out[threadIdx.x] = threadIdx.x % 32; }
