// vector_ops.cu - kernels and host wrappers declared in vector_ops.cuh: each wrapper picks a
// launch configuration and checks the launch.
#include "vector_ops.cuh"
#include "check.cuh"
#include <cstring>

namespace vops {
namespace {

constexpr int kThreads = 256;

inline unsigned blocks_for(size_t n) { return (unsigned)((n + kThreads - 1) / kThreads); }

__global__ void fill_kernel(float *v, size_t n, float value) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = value;
}

__global__ void saxpy_kernel(float a, const float *__restrict__ x, float *__restrict__ y, size_t n) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void scale_kernel(float *v, size_t n, float s) {
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        v[i] *= s;
}

__global__ void dot_kernel(const float *x, const float *y, size_t n, double *out) {
    __shared__ double partial[kThreads];
    double s = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        s += (double)x[i] * (double)y[i];
    partial[threadIdx.x] = s;
    __syncthreads();
    for (int w = kThreads / 2; w > 0; w >>= 1) {
        if ((int)threadIdx.x < w) partial[threadIdx.x] += partial[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(out, partial[0]);
}

__global__ void max_abs_kernel(const float *v, size_t n, unsigned *out_bits) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicMax(out_bits, __float_as_uint(fabsf(v[i])));  // non-negative floats order like their bits
}

}  // namespace

DeviceVector make_vector(size_t n) {
    DeviceVector v{nullptr, n};
    CUDA_CHECK(cudaMalloc(&v.data, n * sizeof(float)));
    return v;
}

void free_vector(DeviceVector &v) {
    CUDA_CHECK(cudaFree(v.data));
    v.data = nullptr;
    v.n = 0;
}

void upload(DeviceVector &v, const float *host) {
    CUDA_CHECK(cudaMemcpy(v.data, host, v.n * sizeof(float), cudaMemcpyHostToDevice));
}

void download(const DeviceVector &v, float *host) {
    CUDA_CHECK(cudaMemcpy(host, v.data, v.n * sizeof(float), cudaMemcpyDeviceToHost));
}

void fill(DeviceVector &v, float value) {
    fill_kernel<<<blocks_for(v.n), kThreads>>>(v.data, v.n, value);
    CUDA_CHECK_LAUNCH();
}

void saxpy(float a, const DeviceVector &x, DeviceVector &y) {
    saxpy_kernel<<<blocks_for(y.n), kThreads>>>(a, x.data, y.data, y.n);
    CUDA_CHECK_LAUNCH();
}

void scale(DeviceVector &v, float s) {
    scale_kernel<<<8, kThreads>>>(v.data, v.n, s);
    CUDA_CHECK_LAUNCH();
}

double dot(const DeviceVector &x, const DeviceVector &y) {
    double *d_out;
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(double)));
    CUDA_CHECK(cudaMemset(d_out, 0, sizeof(double)));
    dot_kernel<<<16, kThreads>>>(x.data, y.data, x.n, d_out);
    CUDA_CHECK_LAUNCH();
    double r;
    CUDA_CHECK(cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_out));
    return r;
}

float max_abs(const DeviceVector &v) {
    unsigned *d_bits;
    CUDA_CHECK(cudaMalloc(&d_bits, sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_bits, 0, sizeof(unsigned)));
    max_abs_kernel<<<blocks_for(v.n), kThreads>>>(v.data, v.n, d_bits);
    CUDA_CHECK_LAUNCH();
    unsigned bits;
    CUDA_CHECK(cudaMemcpy(&bits, d_bits, sizeof bits, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_bits));
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

}  // namespace vops
