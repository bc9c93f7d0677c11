// Launch configurations: a dim3 argument is not wrapped in dim3(...) again, and an argument
// holding a template comma is parenthesised (hipLaunchKernelGGL is a macro).
#include <cuda_runtime.h>

template <typename T, int N> struct Traits {
    static constexpr int kSmem = N * (int)sizeof(T);
    static constexpr int kThreads = 32 * N;
};

__global__ void k(int *o) { o[threadIdx.x] = 1; }

void run(int *o, cudaStream_t s) {
    k<<<dim3(4), dim3(32, 1)>>>(o);
    k<<<dim3(2, 2), 64>>>(o);
    k<<<4,
        dim3{32}>>>(o);
    k<<<1, 32, Traits<float, 4>::kSmem>>>(o);
    k<<<Traits<int, 2>::kThreads / 32, Traits<int, 2>::kThreads, Traits<double, 2>::kSmem, s>>>(o);
}
