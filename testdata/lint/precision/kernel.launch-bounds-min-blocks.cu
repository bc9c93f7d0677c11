// Precision of kernel.launch-bounds-min-blocks: the min-blocks argument is flagged for review;
// a bound with the maximum only, and the word in a comment or string, are not.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void __launch_bounds__(256, 2) two(int *p) { p[threadIdx.x] = 1; }   // expect: kernel.launch-bounds-min-blocks

__global__ void __launch_bounds__(256) one(int *p) { p[threadIdx.x] = 1; }

// __launch_bounds__(256, 2) in a comment
void say() { printf("__launch_bounds__(256, 2)\n"); }
