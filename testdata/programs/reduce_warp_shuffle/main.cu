// Warp-shuffle reduction: each warp reduces with __shfl_down_sync over warpSize lanes, warp
// leaders meet in shared memory, and one atomicAdd per block combines the blocks. Written to be
// correct at any warp size (uses warpSize, never 32).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(x)                                                                    \
    do {                                                                                 \
        cudaError_t e = (x);                                                             \
        if (e != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));   \
            printf("FAIL: %s\n", #x);                                                    \
            return 1;                                                                    \
        }                                                                                \
    } while (0)

__inline__ __device__ long long warp_reduce_sum(long long v) {
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

__inline__ __device__ int warp_reduce_max(int v) {
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v = max(v, __shfl_xor_sync(0xffffffff, v, offset));
    return v;
}

__global__ void reduce(const int *in, int n, unsigned long long *sum, int *maxv) {
    __shared__ long long warp_sums[32];  // enough for 1024 threads at warp size 32 (or 64)
    __shared__ int warp_max[32];
    int lane = threadIdx.x % warpSize;
    int wid = threadIdx.x / warpSize;
    long long s = 0;
    int m = -2147483647 - 1;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        s += in[i];
        m = max(m, in[i]);
    }
    s = warp_reduce_sum(s);
    m = warp_reduce_max(m);
    if (lane == 0) {
        warp_sums[wid] = s;
        warp_max[wid] = m;
    }
    __syncthreads();
    int nwarps = (blockDim.x + warpSize - 1) / warpSize;
    if (wid == 0) {
        s = lane < nwarps ? warp_sums[lane] : 0;
        m = lane < nwarps ? warp_max[lane] : (-2147483647 - 1);
        s = warp_reduce_sum(s);
        m = warp_reduce_max(m);
        if (lane == 0) {
            atomicAdd(sum, (unsigned long long)s);
            atomicMax(maxv, m);
        }
    }
}

int main() {
    const int n = 1 << 18;
    std::vector<int> h(n);
    unsigned st = 7u;
    long long ref = 0;
    int ref_max = 0;
    for (int i = 0; i < n; ++i) {
        st = st * 1103515245u + 12345u;
        h[i] = (int)((st >> 9) % 100000u);
        ref += h[i];
        if (h[i] > ref_max) ref_max = h[i];
    }
    int *d_in, *d_max;
    unsigned long long *d_sum;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sum, sizeof(unsigned long long)));
    CUDA_CHECK(cudaMalloc(&d_max, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    const int block_sizes[] = {256, 1024, 96};
    for (int bs : block_sizes) {
        CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(unsigned long long)));
        CUDA_CHECK(cudaMemset(d_max, 0, sizeof(int)));
        reduce<<<40, bs>>>(d_in, n, d_sum, d_max);
        CUDA_CHECK(cudaGetLastError());
        unsigned long long got;
        int got_max;
        CUDA_CHECK(cudaMemcpy(&got, d_sum, sizeof got, cudaMemcpyDeviceToHost));
        CUDA_CHECK(cudaMemcpy(&got_max, d_max, sizeof got_max, cudaMemcpyDeviceToHost));
        printf("block %4d: sum %llu max %d\n", bs, got, got_max);
        if ((long long)got != ref || got_max != ref_max) {
            printf("FAIL: expected sum %lld max %d\n", ref, ref_max);
            return 1;
        }
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_sum));
    CUDA_CHECK(cudaFree(d_max));
    printf("PASS\n");
    return 0;
}
