/* shared_bounds.hip - regressions of hipshim fixes: (1) `extern __shared__` inside member
 * functions of a class template (the CUDA samples' SharedMemory<T>, with a specialisation and a
 * namespaced variant), whose C++ TLS init function g++ calls unconditionally; (2)
 * __launch_bounds__ whose bound is a template parameter, seen by hipFuncGetAttributes and
 * enforced at launch, next to a plain bounded kernel and an unbounded one.
 * Ownership: hipshim correctness (tests/hipshim/fixes/). */
#include "../kernel/hs_test.h"

template <class T> struct SharedMemory {
    __device__ inline operator T *() {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};
template <> struct SharedMemory<double> {
    __device__ inline operator double *() {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};
namespace hsfix {
template <class T> struct Buf {
    static __device__ T *get() {
        extern __shared__ unsigned char raw_buf[];
        return reinterpret_cast<T *>(raw_buf);
    }
};
} // namespace hsfix

/* reverses each block's segment through dynamic shared memory */
template <class T, class F> __global__ void reverse(T *d, F get) {
    T *s = get();
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = d[i];
    __syncthreads();
    d[i] = s[blockDim.x - 1 - threadIdx.x];
}
template <class T> struct GetSMT { __device__ T *operator()() const { return SharedMemory<T>(); } };
template <class T> struct GetNS { __device__ T *operator()() const { return hsfix::Buf<T>::get(); } };

template <class T, class Get> static void check_reverse(const char *what) {
    const unsigned B = 64, G = 3, n = B * G;
    T h[n];
    for (unsigned i = 0; i < n; i++) h[i] = (T)(i * 3 + 1);
    T *d;
    HIP_CHECK(hipMalloc(&d, sizeof h));
    HIP_CHECK(hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(HIP_KERNEL_NAME(reverse<T, Get>), dim3(G), dim3(B), B * sizeof(T), 0, d, Get());
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    for (unsigned i = 0; i < n; i++) {
        unsigned want = (i / B * B + (B - 1 - i % B)) * 3 + 1;
        CHECK(h[i] == (T)want, "%s: element %u", what, i);
    }
    HIP_CHECK(hipFree(d));
}

template <int BS> __global__ void __launch_bounds__(BS) block_sum(int *out) {
    __shared__ int s[BS];
    s[threadIdx.x] = 1;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int i = 0; i < BS; i++) t += s[i];
        out[blockIdx.x] = t;
    }
}
template <int BS> __global__ void __launch_bounds__(2 * BS, 1) twice(int *out) { out[threadIdx.x] = BS; }
__global__ void __launch_bounds__(128) plain_bounded(int *out) { out[threadIdx.x] = 1; }
__global__ void unbounded(int *out) { out[threadIdx.x] = 1; }

template <class K> static int max_threads(K k) {
    hipFuncAttributes a;
    HIP_CHECK(hipFuncGetAttributes(&a, reinterpret_cast<const void *>(k)));
    return a.maxThreadsPerBlock;
}

int main() {
    check_reverse<int, GetSMT<int>>("SharedMemory<int>");
    check_reverse<float, GetSMT<float>>("SharedMemory<float>");
    check_reverse<double, GetSMT<double>>("SharedMemory<double> (specialisation)");
    check_reverse<long long, GetNS<long long>>("namespaced template");

    int *d;
    HIP_CHECK(hipMalloc(&d, sizeof(int) * 1024));
    /* launch first through the pointer-only API, before any typed launch registers the kernel */
    CHECK_EQ(max_threads(block_sum<64>), 64, "bound of block_sum<64>");
    CHECK_EQ(max_threads(block_sum<256>), 256, "bound of block_sum<256>");
    CHECK_EQ(max_threads(block_sum<96>), 96, "bound of block_sum<96>");
    CHECK_EQ(max_threads(twice<48>), 96, "bound of twice<48> (2 * BS)");
    CHECK_EQ(max_threads(plain_bounded), 128, "bound of plain_bounded");
    hipLaunchKernelGGL(block_sum<64>, dim3(2), dim3(64), 0, 0, d);
    CHECK_EQ(hipGetLastError(), hipSuccess, "launch within the bound");
    int h[2] = {0, 0};
    HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    CHECK(h[0] == 64 && h[1] == 64, "block_sum<64>: %d %d", h[0], h[1]);
    hipLaunchKernelGGL(block_sum<64>, dim3(1), dim3(128), 0, 0, d);
    CHECK(hipGetLastError() != hipSuccess, "a block above a template bound must be refused");
    hipLaunchKernelGGL(twice<48>, dim3(1), dim3(97), 0, 0, d);
    CHECK(hipGetLastError() != hipSuccess, "97 threads above twice<48>'s bound must be refused");
    hipLaunchKernelGGL(twice<48>, dim3(1), dim3(96), 0, 0, d);
    CHECK_EQ(hipGetLastError(), hipSuccess, "96 threads within twice<48>'s bound");
    hipLaunchKernelGGL(unbounded, dim3(1), dim3(1024), 0, 0, d);
    CHECK_EQ(hipGetLastError(), hipSuccess, "unbounded kernel at 1024 threads");
    CHECK_EQ(max_threads(unbounded), 1024, "no bound");
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipFree(d));
    return hs_test_done("shared_bounds");
}
