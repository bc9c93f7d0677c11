// module_kernels.hip - the code object of the modules test (hipshim-cc --genco): kernels with C
// and C++ linkage, a template instantiation, a kernel with internal linkage, device and constant
// variables, static and dynamic shared memory, warp functions and a launch bound.
#include <hip/hip_runtime.h>

__device__ int hits;
__constant__ float scale = 2.0f;
__device__ double table[4] = { 1.5, 2.5, 3.5, 4.5 };

extern "C" __global__ void axpy(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] * scale + y[i];
    if (i == 0)
        atomicAdd(&hits, 1);
}

template <typename T> __global__ void fill(T *p, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + (T)i;
}
template __global__ void fill<int>(int *, int, int);
template __global__ void fill<double>(double *, double, int);

// packed-buffer layout: a char, then an 8-aligned double, then an int and a pointer
extern "C" __global__ void mixed(char c, double d, int k, double *out)
{
    out[0] = c + d * k + table[k];
}

// a block sum through static shared memory, a dynamic shared scratch and the warp's ballot
extern "C" __global__ void __launch_bounds__(256) blocksum(const int *in, int *out, int *lanes)
{
    __shared__ int s[256];
    extern __shared__ int dyn[];
    s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    dyn[threadIdx.x] = 1;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (unsigned i = 0; i < blockDim.x; i++)
            t += s[i] * dyn[i];
        out[blockIdx.x] = t;
    }
    unsigned long long b = __ballot(threadIdx.x % 2 == 0);
    if (threadIdx.x == 0)
        lanes[blockIdx.x] = __popcll(b) * 100 + warpSize;
}

// kernels the program reaches only by their source names (internal linkage: no dynamic symbol)
namespace {
__global__ void hidden(int *p) { *p = 4242; }
}
// a variable of internal linkage, found by name all the same (cuda-samples' binomialOptions)
static __device__ int local_offset[2];
static __global__ void internal_k(int *p, int v)
{
    *p = v + local_offset[1];
    local_offset[0] = v;
}
