// Precision of kernel.launch-bounds: a cluster argument of __launch_bounds__ cannot be converted;
// one and two arguments convert silently (the second is kernel.launch-bounds-min-blocks).
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256, 2, 4) clustered(int *p) { p[threadIdx.x] = 1; }   // expect: kernel.launch-bounds

__global__ void __launch_bounds__(256) one(int *p) { p[threadIdx.x] = 1; }
__global__ void __launch_bounds__(128, 4) two(int *p) { p[threadIdx.x] = 1; }
