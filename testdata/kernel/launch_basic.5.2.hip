// Kernel launches: every configuration shape and kernel-expression shape.
#include <hip/hip_runtime.h>

namespace ns {
template <class T, int N> __global__ void tk(T *p) { p[threadIdx.x] *= N; }
__global__ void plain(int a, int b) {}
namespace inner { __global__ void deep(float *p) {} }
}
template <class T> __global__ void deduced(T *p, int n) {}
__global__ void noargs() {}
__global__ void pairk(double v, float *p) {}

struct Launcher {
    static __global__ void member_kernel(int *p) {}
};

template <class T> T scale(T a, T b) { return a * b; }

void (*fp)() = noargs;

void host(float *p, int *ip, hipStream_t s, int n) {
    dim3 grid(n / 256 + 1), block(256);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(ns::tk<float, 4>), dim3(4, 4), dim3(128), sizeof(float) * 32, s, p);
    hipLaunchKernelGGL(ns::plain, dim3(10), dim3(32), 0, 0, scale<int>(1, 2), (int)sizeof(int) );
    hipLaunchKernelGGL(::noargs, dim3(1), dim3(1), 0, 0);
    hipLaunchKernelGGL(ns::inner::deep, dim3(grid), dim3(block), 0, 0, p);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced<float>), dim3(1), dim3(1), 0, 0, p, 3);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced<int>), dim3(grid), dim3(block), 0, s, ip, n);
    hipLaunchKernelGGL(fp, dim3(1), dim3(1), 0, 0);
    hipLaunchKernelGGL((*fp), dim3(1), dim3(1), 0, 0);
    hipLaunchKernelGGL(Launcher::member_kernel, dim3(2), dim3(64), 0, 0, ip);
    hipLaunchKernelGGL(pairk, dim3(1), dim3(32), 0, 0, (double)sizeof(int), static_cast<float *>(p));
    hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced<float>),
        dim3((n + 255) / 256),
           dim3(256), 0, 0, p,
                  [](int x) { return x + 1; }(3));
    auto run = [&](int blocks) { hipLaunchKernelGGL(noargs, dim3(blocks), dim3(32), 0, s); };
    run(2);
}
