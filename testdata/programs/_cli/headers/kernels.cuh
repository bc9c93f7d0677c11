// kernels.cuh - the kernel of headers/main.cu. SCALE is defined by the file that includes this
// header: translated on its own, the header does not parse.
#pragma once
template <typename T>
__global__ void scale_k(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef USE_PTX_LANE
    unsigned lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
#else
    unsigned lane = threadIdx.x % 32;
#endif
    if (i < n) p[i] = p[i] * SCALE + (T)(lane % 2);
}
