// A file with errors: translated as far as possible, reported.
#include <cuda_runtime.h>

__global__ void broken(float *p)
{
    p[threadIdx.x] = undeclared_function(p)
}

void run(float *p) { cudaMemset(p, 0, 4); }
