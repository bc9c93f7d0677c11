// Launches inside templates whose kernel is a template with deduced arguments: clang leaves the
// callee unresolved there, so the arguments are deduced from the kernel's parameter types and
// the argument types (issue 3). Uncertain deductions: launch_deduce_warn.cu. The outputs also
// build with hipshim-cc (kernel.deduce.hipshim), whose hipLaunchKernelGGL needs one function.
#include <hip/hip_runtime.h>

namespace geo {
template <class T> struct vec { T x, y; };
struct Scale { float s; };
}
template <class T, int N> struct arr { T v[N]; };

// deducible: const-qualified pointees, functors by value
template <class In, class Out, class Op>
__global__ void transform_kernel(const In *in, Out *out, size_t n, Op op) {
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i]);
}
template <class In, class Out, class Op>
void transform(const In *d_in, Out *d_out, size_t n, Op op) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(transform_kernel<In, Out, Op>), dim3(32), dim3(128), 0, 0, d_in, d_out, n, op);
}

// deducible: references, template-ids in a namespace, arrays, pointers to pointers,
// argument types that are not dependent (fully qualified)
template <class T, class U>
__global__ void shapes(const T &a, geo::vec<T> v, U arr[4], T **pp, geo::Scale s) {}
template <class T>
void run_shapes(const T x, geo::vec<T> v, T **pp) {
    T local[4];
    geo::Scale s{2.0f};
    hipLaunchKernelGGL(HIP_KERNEL_NAME(shapes<T, T>), dim3(1), dim3(64), 0, 0, x, v, local, pp, s);
}

// a parameter that is a bare T takes the whole (decayed, unqualified) argument type
template <class P> __global__ void bare(P p, P q) {}
template <class T> void run_bare(T *const p, T arr[]) { hipLaunchKernelGGL(HIP_KERNEL_NAME(bare<T *>), dim3(1), dim3(1), 0, 0, p, arr); }

// partially explicit: the deduced arguments follow the written ones
template <class T, class U> __global__ void part(T *p, U u) {}
template <class T> void run_part(float *p, geo::vec<T> v, geo::vec<T> *pv) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(part<float, geo::vec<T>>), dim3(1), dim3(1), 0, 0, p, v);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(part<geo::vec<T>, float *>), dim3(1), dim3(1), 0, 0, pv, p);
}

// in a macro body: the arguments are deduced where the macro is used
#define LAUNCH_PART(g, b, ...) hipLaunchKernelGGL(HIP_KERNEL_NAME(part<T, int>), dim3(g), dim3(b), 0, 0, __VA_ARGS__)
template <class T> void run_macro(T *p, int n) { LAUNCH_PART(1, 32, p, n); }

// defaulted: a trailing default is left to the compiler, a deduced one is spelled
template <class T, int BLOCK = 256> __global__ void dflt(T *p) {}
template <class T, class Acc = T> __global__ void dflt2(const T *p, Acc *acc) {}
template <class T> void run_dflt(T *p, double *acc) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(dflt<T>), dim3(1), dim3(256), 0, 0, p);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(dflt2<T, double>), dim3(1), dim3(256), 0, 0, p, acc);
}

struct Negate {
    __host__ __device__ int operator()(int v) const { return -v; }
};

void host(int *di, long *dl, float *df, int **dpp, double *dd) {
    transform(di, dl, 100, Negate());
    run_shapes(1, geo::vec<int>{1, 2}, dpp);
    run_bare(di, di);
    geo::vec<int> v{3, 4};
    run_part(df, v, &v);
    run_macro(df, 5);
    run_dflt(df, dd);
}
