// Single-pass reduction: every block stores its partial sum, issues __threadfence(), and takes a
// ticket with atomicInc; the block that draws the last ticket sums all partials (the CUDA
// samples' threadFenceReduction pattern). atomicInc's wrap-around resets the counter.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t status_ = (call);                                                     \
        if (status_ != cudaSuccess) {                                                     \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(status_),      \
                    __FILE__, __LINE__);                                                  \
            printf("FAIL\n");                                                             \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

constexpr unsigned kBlock = 128;

__device__ unsigned int retirement_count = 0;

__global__ void single_pass_sum(const unsigned *in, unsigned n, volatile unsigned long long *partial,
                                unsigned long long *result) {
    __shared__ unsigned long long sdata[kBlock];
    __shared__ bool am_last;
    unsigned tid = threadIdx.x;
    unsigned long long s = 0;
    for (unsigned i = blockIdx.x * kBlock + tid; i < n; i += kBlock * gridDim.x) s += in[i];
    sdata[tid] = s;
    __syncthreads();
    for (unsigned stride = kBlock / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0) {
        partial[blockIdx.x] = sdata[0];
        __threadfence();
        // limit gridDim.x - 1: the last ticket wraps the counter back to 0 for the next launch
        unsigned ticket = atomicInc(&retirement_count, gridDim.x - 1);
        am_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last) {
        unsigned long long t = 0;
        for (unsigned b = tid; b < gridDim.x; b += kBlock) t += partial[b];
        sdata[tid] = t;
        __syncthreads();
        for (unsigned stride = kBlock / 2; stride > 0; stride >>= 1) {
            if (tid < stride) sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
        if (tid == 0) *result = sdata[0];
    }
}

int main() {
    const unsigned n = 300000;
    unsigned *h = (unsigned *)malloc(n * sizeof(unsigned));
    unsigned long long ref = 0;
    for (unsigned i = 0; i < n; ++i) {
        h[i] = (i * 2654435761u) >> 12;
        ref += h[i];
    }
    unsigned *d_in;
    unsigned long long *d_partial, *d_result;
    const unsigned grids[] = {37, 64, 1, 200};
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_partial, 256 * sizeof(unsigned long long)));
    CUDA_CHECK(cudaMalloc(&d_result, sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemcpy(d_in, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
    int bad = 0;
    for (unsigned g : grids) {
        CUDA_CHECK(cudaMemset(d_result, 0, sizeof(unsigned long long)));
        single_pass_sum<<<g, kBlock>>>(d_in, n, d_partial, d_result);
        CUDA_CHECK(cudaGetLastError());
        unsigned long long got = 0;
        CUDA_CHECK(cudaMemcpy(&got, d_result, sizeof got, cudaMemcpyDeviceToHost));
        unsigned counter = 99;
        CUDA_CHECK(cudaMemcpyFromSymbol(&counter, retirement_count, sizeof counter));
        printf("grid %3u: sum %llu, ticket counter after launch %u\n", g, got, counter);
        if (got != ref || counter != 0) bad = 1;
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_partial));
    CUDA_CHECK(cudaFree(d_result));
    free(h);
    if (bad) {
        printf("FAIL: expected %llu and a reset counter\n", ref);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
