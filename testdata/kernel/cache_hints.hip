// CUDA's cache-hinted loads and stores: the loads become HIP's __ldg (HIP defines its own
// cache-hinted loads, for __half only, as plain loads), the stores plain stores of a helper put
// after the includes; a store in a block no build compiles keeps its finding.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <cstdio>
/* cu2hip: CUDA's cache-hinted stores (__stcs, __stcg, __stwb, __stwt), which HIP lacks, as
 * plain stores, as HIP defines its cache-hinted loads (amd_hip_fp16.h: return *ptr). */
#ifndef CU2HIP_STORE_HINTS
#define CU2HIP_STORE_HINTS
template <class T> struct cu2hip_store_type { typedef T type; };
template <class T> __device__ inline void cu2hip_stcs(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }
template <class T> __device__ inline void cu2hip_stcg(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }
template <class T> __device__ inline void cu2hip_stwb(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }
template <class T> __device__ inline void cu2hip_stwt(T *p, typename cu2hip_store_type<T>::type v) { *p = v; }
#endif

struct Packed { int4 bits; };

__device__ Packed load128cs(const float *address)
{
    return Packed{__ldg(reinterpret_cast<const int4 *>(address))};
}

template <class T>
__global__ void copy_streaming(T *out, const T *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        cu2hip_stcs(out + i, __ldg(in + i));
}

__global__ void hints(float *f, double d, __half *h, unsigned short *u)
{
    float a = __ldg(f) + __ldg(f + 1) + __ldg(f + 2);
    cu2hip_stcg(f + 3, a);
    cu2hip_stwb(f + 4, d);            // converted to float, as CUDA's overload converts it
    cu2hip_stwt(f + 5, a * 2.0f);
    __half x = __ldg(h);
    cu2hip_stcs(h + 1, x);
    cu2hip_stcs(u, (unsigned short)__ldg(u + 1));
}

#if 0
__global__ void never_built(float *f) { __stcs(f, 1.0f); }
#endif

int main()
{
    float *f;
    hipMalloc(&f, 8 * sizeof(float));
    hipLaunchKernelGGL(HIP_KERNEL_NAME(copy_streaming<float>), dim3(1), dim3(32), 0, 0, f, f, 8);
    hipFree(f);
    printf("done\n");
    return 0;
}
