#include <hip/hip_runtime.h>
#include "common.hip.h"
#include "util.h"

#ifndef FROM_DB
#error "FROM_DB comes from -Xcompiler in the compile database"
#endif

__global__ void vector_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + square(b[i]);
}

void launch_vector_add(const float *a, const float *b, float *c, int n, hipStream_t s)
{
    hipLaunchKernelGGL(vector_add, dim3(div_up(n, BLOCK)), dim3(BLOCK), 0, s, a, b, c, n);
    CHECK(hipGetLastError());
}
