// Device-side printf: integer, unsigned, hex, char, string, float and 64-bit formats, width and
// precision flags, output from several threads in an order fixed by __syncthreads, from several
// blocks in an order fixed by separate launches, and interleaved correctly with host output at
// synchronisation points. The expected output is the text itself.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__device__ const char *kNames[4] = {"alpha", "beta", "gamma", "delta"};

__global__ void formats(int i, unsigned u, long long ll, unsigned long long ull, float f, double d) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    printf("int %d %i %5d|%-5d|%+d\n", i, -i, i, i, i);
    printf("unsigned %u hex %x %X %08x octal %o\n", u, u, u, u, u);
    printf("64-bit %lld %llu %llx\n", ll, ull, ull);
    printf("char %c%c%c string [%s] [%8s] [%-8s]\n", 'C', 'U', 'D', "hip", "pad", "left");
    printf("float %f %.2f %10.3f %e %.3e %g %g\n", f, f, f, f, d, d, 1e-5);
    printf("percent %% done\n");
}

__global__ void ordered_threads(int rounds) {
    for (int r = 0; r < rounds; ++r) {
        if ((int)threadIdx.x == r) printf("thread %d of %d says %s\n", threadIdx.x, blockDim.x, kNames[r % 4]);
        __syncthreads();
    }
}

__global__ void from_block(int launch, const int *data) {
    __shared__ int total;
    if (threadIdx.x == 0) total = 0;
    __syncthreads();
    atomicAdd(&total, data[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) printf("launch %d block %d: total %d\n", launch, blockIdx.x, total);
}

int main() {
    printf("host: before kernels\n");
    fflush(stdout);
    formats<<<2, 32>>>(-42, 3735928559u, -1234567890123LL, 18446744073709551615ull, 3.14159f, 6.02214076e23);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    printf("host: between kernels\n");
    fflush(stdout);
    ordered_threads<<<1, 64>>>(6);
    CUDA_CHECK(cudaDeviceSynchronize());
    int h[4 * 64];
    for (int i = 0; i < 4 * 64; ++i) h[i] = i % 13;
    int *d;
    CUDA_CHECK(cudaMalloc(&d, sizeof h));
    CUDA_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    for (int b = 0; b < 4; ++b) {
        // one block per launch so the lines come in a fixed order
        from_block<<<1, 64>>>(b, d + b * 64);
        CUDA_CHECK(cudaDeviceSynchronize());
    }
    CUDA_CHECK(cudaFree(d));
    printf("host: after kernels\n");
    printf("PASS\n");
    return 0;
}
