// A file with errors: translated as far as possible, reported.
#include <hip/hip_runtime.h>

__global__ void broken(float *p)
{
    p[threadIdx.x] = undeclared_function(p)
}

void run(float *p) { hipMemset(p, 0, 4); }
