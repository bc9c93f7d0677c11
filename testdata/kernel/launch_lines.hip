// Launches spread over several lines: the output keeps every line break (diagnostics map back by
// line number) and reads naturally: separators end a line, the next line keeps its indentation.
#include <hip/hip_runtime.h>

template <typename T> __global__ void k(T *a, int n) {}
__global__ void p(float *a, int n) {}
template <typename T> __global__ void none() {}

#define LAUNCH_SPLIT(kern, a, n)                 \
    hipLaunchKernelGGL(kern, dim3(((n) + 255) / 256),                    \
           dim3(256), 0, 0, a, n)
#define LAUNCH_LEADING(kern, a, n)               \
    hipLaunchKernelGGL(kern,                                         \
        dim3(1), dim3(32), 0, 0, a, n)

void host(float *a, int n, hipStream_t s, dim3 g, dim3 b) {
    hipLaunchKernelGGL(p, dim3(g), dim3(b), 0, 0,
        a, n);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float>),
        dim3(g), dim3(b), 0, 0, a, n);
    hipLaunchKernelGGL(p,
        dim3(g),
        dim3(b), 0, 0,
    a, n);
    hipLaunchKernelGGL(p, dim3(g), dim3(b), 0, 0,
        a, n);
    hipLaunchKernelGGL(p, dim3(g), dim3(b), 0,
        s, a, n);
    hipLaunchKernelGGL(p, dim3(g),
        dim3(b),
        0,
        s, a, n);
    hipLaunchKernelGGL(p, dim3(g),
        dim3(b), 0, 0, a,
             n);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(none<float>), dim3(g), dim3(b), 0, 0);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(none<int>), dim3(g), dim3(b), 0, 0
    );
    hipLaunchKernelGGL(p, dim3(g /*grid*/), dim3(b /* block */), 0, 0, a /* first */, n);
    hipLaunchKernelGGL(p, dim3(g), // grid
        dim3(b), 0, 0, a, n);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float>),

    dim3(g), dim3(b), 0, 0,


    a, n
    );
    hipLaunchKernelGGL(p, dim3((n + 255) / 256), dim3(256), 0, s, a,   // the data
                                     n);  // count
    LAUNCH_SPLIT(p, a, n);
    LAUNCH_LEADING(p, a, n);
}
