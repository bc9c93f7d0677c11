// Launch chevrons with spaces inside them, which nvcc accepts (issue 31): "<< <" and ">> >" are
// launches like "<<<" and ">>>". A ">> >" closing nested templates is left alone, and so are
// shifts.
#include <cuda_runtime.h>
#include <vector>

__global__ void k(int *d) { d[threadIdx.x] = threadIdx.x; }
template <typename T> __global__ void t(T *d, T v) { d[threadIdx.x] = v; }

void run(int *d, float *f, cudaStream_t s)
{
    k << < 1, 32 >> > (d);
    k<<< 2, 64 >> >(d);
    k << <dim3(1), dim3(32), 0, s>>>(d);
    t<float> << < 1, 32 >> > (f, 2.0f);
    std::vector<std::vector<std::vector<int>> > nested;
    int shifted = 1 << 4 >> 2;
    (void)nested;
    (void)shifted;
}
