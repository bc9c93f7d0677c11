// Kernel launches: every configuration shape and kernel-expression shape.
#include <cuda_runtime.h>

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

void host(float *p, int *ip, cudaStream_t s, int n) {
    dim3 grid(n / 256 + 1), block(256);
    ns::tk<float, 4><<<dim3(4, 4), 128, sizeof(float) * 32, s>>>(p);
    ns::plain<<< 10 , 32 >>>( scale<int>(1, 2), (int)sizeof(int) );
    ::noargs<<<1,1>>>();
    ns::inner::deep<<<grid, block, 0>>>(p);
    deduced<<<1, 1>>>(p, 3);
    deduced<int><<<grid, block, 0, s>>>(ip, n);
    fp<<<1, 1, 0>>>();
    (*fp)<<<1, 1>>>();
    Launcher::member_kernel<<<2, 64>>>(ip);
    pairk<<<1, 32>>>((double)sizeof(int), static_cast<float *>(p));
    deduced<float>
        <<<(n + 255) / 256,
           256>>>(p,
                  [](int x) { return x + 1; }(3));
    auto run = [&](int blocks) { noargs<<<blocks, 32, 0, s>>>(); };
    run(2);
}
