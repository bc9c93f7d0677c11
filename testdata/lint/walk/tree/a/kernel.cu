#include "util.cuh"
__global__ void k(int *out) { out[threadIdx.x] = lane_of(threadIdx.x) + threadIdx.x / 32; }
