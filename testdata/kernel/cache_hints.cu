// CUDA's cache-hinted loads and stores: the loads become HIP's __ldg (HIP defines its own
// cache-hinted loads, for __half only, as plain loads), the stores plain stores of a helper put
// after the includes; a store in a block no build compiles keeps its finding.
#include <cuda_fp16.h>
#include <cstdio>

struct Packed { int4 bits; };

__device__ Packed load128cs(const float *address)
{
    return Packed{__ldcs(reinterpret_cast<const int4 *>(address))};
}

template <class T>
__global__ void copy_streaming(T *out, const T *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        __stcs(out + i, __ldcs(in + i));
}

__global__ void hints(float *f, double d, __half *h, unsigned short *u)
{
    float a = __ldcg(f) + __ldca(f + 1) + __ldlu(f + 2);
    __stcg(f + 3, a);
    __stwb(f + 4, d);            // converted to float, as CUDA's overload converts it
    __stwt(f + 5, a * 2.0f);
    __half x = __ldcs(h);
    __stcs(h + 1, x);
    __stcs(u, (unsigned short)__ldcs(u + 1));
}

#if 0
__global__ void never_built(float *f) { __stcs(f, 1.0f); }
#endif

int main()
{
    float *f;
    cudaMalloc(&f, 8 * sizeof(float));
    copy_streaming<float><<<1, 32>>>(f, f, 8);
    cudaFree(f);
    printf("done\n");
    return 0;
}
