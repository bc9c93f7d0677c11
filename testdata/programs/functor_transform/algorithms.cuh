// algorithms.cuh - a tiny thrust-like layer: device kernels templated on functors (transform,
// transform-reduce, zip transform), with host wrappers that launch them on device buffers.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define ALGO_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

namespace algo {

template <typename T>
struct Plus {
    __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
    static __host__ __device__ T identity() { return T(0); }
};

template <typename T>
struct Max {
    __host__ __device__ T operator()(const T &a, const T &b) const { return a > b ? a : b; }
    static __host__ __device__ T identity();
};
template <>
__host__ __device__ inline int Max<int>::identity() { return -2147483647 - 1; }
template <>
__host__ __device__ inline long long Max<long long>::identity() { return -9223372036854775807LL - 1; }

template <typename In, typename Out, typename Op>
__global__ void transform_kernel(const In *in, Out *out, size_t n, Op op) {
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        out[i] = op(in[i]);
}

template <typename A, typename B, typename Out, typename Op>
__global__ void zip_kernel(const A *a, const B *b, Out *out, size_t n, Op op) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(a[i], b[i]);
}

template <typename In, typename Acc, typename Unary, typename Binary, unsigned BLOCK = 256>
__global__ void transform_reduce_kernel(const In *in, size_t n, Unary f, Binary op, Acc *partials) {
    __shared__ Acc s[BLOCK];
    Acc acc = Binary::identity();
    for (size_t i = (size_t)blockIdx.x * BLOCK + threadIdx.x; i < n; i += (size_t)BLOCK * gridDim.x)
        acc = op(acc, f(in[i]));
    s[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned w = BLOCK / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + w]);
        __syncthreads();
    }
    if (threadIdx.x == 0) partials[blockIdx.x] = s[0];
}

template <typename In, typename Out, typename Op>
void transform(const In *d_in, Out *d_out, size_t n, Op op) {
    transform_kernel<<<32, 128>>>(d_in, d_out, n, op);
    ALGO_CHECK(cudaGetLastError());
}

template <typename A, typename B, typename Out, typename Op>
void zip(const A *d_a, const B *d_b, Out *d_out, size_t n, Op op) {
    zip_kernel<<<(unsigned)((n + 255) / 256), 256>>>(d_a, d_b, d_out, n, op);
    ALGO_CHECK(cudaGetLastError());
}

template <typename Acc, typename In, typename Unary, typename Binary>
Acc transform_reduce(const In *d_in, size_t n, Unary f, Binary op) {
    const unsigned blocks = 24;
    Acc *d_part;
    ALGO_CHECK(cudaMalloc(&d_part, blocks * sizeof(Acc)));
    transform_reduce_kernel<In, Acc, Unary, Binary><<<blocks, 256>>>(d_in, n, f, op, d_part);
    ALGO_CHECK(cudaGetLastError());
    Acc h[blocks];
    ALGO_CHECK(cudaMemcpy(h, d_part, sizeof h, cudaMemcpyDeviceToHost));
    ALGO_CHECK(cudaFree(d_part));
    Acc r = Binary::identity();
    for (unsigned b = 0; b < blocks; ++b) r = op(r, h[b]);
    return r;
}

}  // namespace algo
