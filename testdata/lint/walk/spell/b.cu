#include "common.cuh"
__global__ void b(int *p) { p[0] = lane_of(threadIdx.x); }
