// c.cuh - a header of c.cu
__device__ inline int scale(int t) { return 2 * t; }
