// A kernel named through a macro (issue 31): the macro spells the template arguments already
// (#define KN k<int>), so the launch names it as written; a macro naming the template alone
// gets the deduced arguments after it.
#include <hip/hip_runtime.h>

template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <typename T, int N> __global__ void scale(T *p) { p[threadIdx.x] *= N; }

#define KN fill<int>
#define KN2 scale<float, 4>
#define FILL fill

void run(int *di, float *df, hipStream_t s)
{
    hipLaunchKernelGGL(HIP_KERNEL_NAME(KN), dim3(1), dim3(32), 0, 0, di, 7);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(KN2), dim3(2), dim3(16), 0, s, df);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(FILL<float>), dim3(1), dim3(32), 0, 0, df, 1.0f);
}
