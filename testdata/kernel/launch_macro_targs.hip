// A launch written once in a macro and expanded with different template arguments: where the
// macro spells the kernel's arguments itself (from its own parameters) every expansion gets the
// same rewrite and nothing is asked; where the arguments are deduced per expansion (fill), the
// spelling site would need a different one each time, so a kernel.launch-deduction warning
// asks for them.
#include <hip/hip_runtime.h>

template <class T, int N> __global__ void scale(T *p, T f)
{
    for (int i = 0; i < N; i++)
        p[threadIdx.x * N + i] *= f;
}
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

#define LAUNCH_SCALE(T, N, ptr, f) hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T, N>), dim3(1), dim3(32), 0, 0, (T *)(ptr), (T)(f))
#define LAUNCH_FILL(ptr, v) hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, ptr, v)

void run(void *buf, float *pf, int *pi)
{
    LAUNCH_SCALE(float, 1, buf, 2.0f);
    LAUNCH_SCALE(int, 4, buf, 3);
    LAUNCH_FILL(pf, 1.0f);
    LAUNCH_FILL(pi, 7);
}
