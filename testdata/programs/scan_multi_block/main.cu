// Exclusive prefix sum over arrays of several sizes (one tile, several tiles, three levels of
// recursion), checked element by element against a host scan.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "scan.cuh"

#define CUDA_CHECK(call)                                                                   \
    do {                                                                                   \
        cudaError_t e_ = (call);                                                           \
        if (e_ != cudaSuccess) {                                                           \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,           \
                    cudaGetErrorString(e_));                                               \
            printf("FAIL: CUDA error\n");                                                  \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

static int run(size_t n) {
    std::vector<int> h(n), out(n);
    unsigned s = (unsigned)n;
    for (size_t i = 0; i < n; ++i) {
        s = s * 747796405u + 2891336453u;
        h[i] = (int)((s >> 20) % 17) - 3;
    }
    int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(exclusive_scan(d_in, d_out, n));
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    long long acc = 0, checksum = 0;
    for (size_t i = 0; i < n; ++i) {
        if (out[i] != acc) {
            printf("FAIL: n=%zu: out[%zu] = %d, expected %lld\n", n, i, out[i], acc);
            return 0;
        }
        checksum = (checksum * 31 + out[i]) % 1000000007LL;
        acc += h[i];
    }
    printf("n=%7zu total %lld checksum %lld\n", n, acc, checksum);
    return 1;
}

int main() {
    const size_t sizes[] = {1, 200, 256, 257, 10000, 70001};
    for (size_t n : sizes)
        if (!run(n)) return 1;
    printf("PASS\n");
    return 0;
}
