// Launches inside templates whose kernel template's arguments cannot be deduced with certainty:
// the launch is rewritten without them and a kernel.launch-deduction warning asks for them.
#include <hip/hip_runtime.h>

namespace geo {
template <class T> struct vec { T x, y; };
}
template <class T, int N> struct arr { T v[N]; };
template <class T, class U> __global__ void part(T *p, U u) {}
template <class P> __global__ void bare(P p, P q) {}

// packs, non-type parameters, overloads, dependent expressions (&v, p + 1), and a default
// before a deduced argument (real hipcc accepts these launches, a template hipLaunchKernelGGL not)
template <class... Ts> __global__ void pack(Ts... ts) {}
template <class T, int N> __global__ void nontype(arr<T, N> a) {}
template <class T> __global__ void over(T *p) {}
template <class T> __global__ void over(T *p, int n) {}
template <class T, class U = int, class V = float> __global__ void gap(T *p, V v) {}
template <class T> void run_uncertain(T *p, arr<T, 8> a, geo::vec<T> v) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(part<geo::vec<T>>), dim3(1), dim3(1), 0, 0, &v, p);
    hipLaunchKernelGGL(pack, dim3(1), dim3(1), 0, 0, p, a);
    hipLaunchKernelGGL(nontype, dim3(1), dim3(1), 0, 0, a);
    hipLaunchKernelGGL(over, dim3(1), dim3(1), 0, 0, p);
    hipLaunchKernelGGL(bare, dim3(1), dim3(1), 0, 0, p + 1, p);
    hipLaunchKernelGGL(gap, dim3(1), dim3(1), 0, 0, p, 1.0f);
}

// a lambda: its type cannot be spelled at all
template <class F> __global__ void apply(int *p, F f) { p[threadIdx.x] = f(threadIdx.x); }
template <class T> void run_lambda(T *p) {
    hipLaunchKernelGGL(apply, dim3(1), dim3(32), 0, 0, p, [] __host__ __device__(int i) { return 2 * i; });
}

void host(int *di) {
    run_lambda(di);
    geo::vec<int> v{3, 4};
    run_uncertain(di, arr<int, 8>{}, v);
}
