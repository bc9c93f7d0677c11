// Precision of kernel.maxnreg: __maxnreg__ is removed with a warning; __launch_bounds__ alone,
// and a variable of the user's called maxnreg, are not reported.
#include <cuda_runtime.h>

__global__ void __maxnreg__(32) limited(int *p) { p[threadIdx.x] = 1; }   // expect: kernel.maxnreg

__global__ void __launch_bounds__(256) bounded(int *p) { int maxnreg = 32; p[threadIdx.x] = maxnreg; }
