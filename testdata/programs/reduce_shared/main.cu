// Shared-memory tree reduction, templated on the element type and the block size (the shape of
// the CUDA samples' reduction kernels), with a second pass over the per-block partial sums.
#include "common.cuh"
#include <vector>

template <typename T, unsigned BLOCK>
__global__ void __launch_bounds__(BLOCK) reduce_kernel(const T *__restrict__ in, T *__restrict__ out,
                                                       size_t n) {
    __shared__ T sdata[BLOCK];
    unsigned tid = threadIdx.x;
    size_t i = (size_t)blockIdx.x * (BLOCK * 2) + tid;
    size_t grid_stride = (size_t)BLOCK * 2 * gridDim.x;
    T sum = 0;
    while (i < n) {
        sum += in[i];
        if (i + BLOCK < n) sum += in[i + BLOCK];
        i += grid_stride;
    }
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}

template <typename T, unsigned BLOCK>
T gpu_sum(const std::vector<T> &h, unsigned blocks) {
    T *d_in = nullptr, *d_part = nullptr, *d_out = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, h.size() * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_part, blocks * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    reduce_kernel<T, BLOCK><<<blocks, BLOCK>>>(d_in, d_part, h.size());
    CUDA_CHECK(cudaGetLastError());
    reduce_kernel<T, BLOCK><<<1, BLOCK>>>(d_part, d_out, blocks);
    CUDA_CHECK(cudaGetLastError());
    T result;
    CUDA_CHECK(cudaMemcpy(&result, d_out, sizeof(T), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_part));
    CUDA_CHECK(cudaFree(d_out));
    return result;
}

int main() {
    const size_t n = 100003;  // not a multiple of anything
    unsigned state = 12345u;
    std::vector<int> hi(n);
    std::vector<unsigned long long> hl(n);
    std::vector<double> hd(n);
    long long ref_i = 0;
    unsigned long long ref_l = 0;
    for (size_t k = 0; k < n; ++k) {
        hi[k] = (int)(lcg_next(state) % 2001) - 1000;
        hl[k] = (unsigned long long)lcg_next(state) * 4099ull;
        hd[k] = (double)(lcg_next(state) % 1024) / 8.0;  // exact in binary: any order sums exactly
        ref_i += hi[k];
        ref_l += hl[k];
    }
    double ref_d = 0;
    for (size_t k = 0; k < n; ++k) ref_d += hd[k];

    int si = gpu_sum<int, 256>(hi, 64);
    unsigned long long sl = gpu_sum<unsigned long long, 128>(hl, 48);
    double sd = gpu_sum<double, 512>(hd, 20);
    printf("int sum: %d\n", si);
    printf("u64 sum: %llu\n", sl);
    printf("double sum: %.3f\n", sd);
    CHECK(si == (int)ref_i, "int sum %d != %lld", si, ref_i);
    CHECK(sl == ref_l, "u64 sum mismatch");
    CHECK(sd == ref_d, "double sum %.3f != %.3f", sd, ref_d);
    printf("PASS\n");
    return 0;
}
