#include "../common.cuh"
__global__ void a(int *p) { p[0] = lane_of(threadIdx.x); }
