// reverse.cu - bench shape: a shared-memory array reverse with one barrier, launched 5,000
// times (per-launch and per-block cost dominate: 256 blocks of 256 threads per launch).
#include "common.cuh"
#include <vector>

#define BS 256

__global__ void reverse_block(const int *in, int *out)
{
    __shared__ int s[BS];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * BS + t];
    __syncthreads();
    out[(gridDim.x - 1 - blockIdx.x) * BS + t] = s[BS - 1 - t];
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 1 << 16, launches = 5000, nb = n / BS;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++) h[i] = i * 7 + 1;
    double t0 = 0, t1 = 0;
    std::vector<int> r(n);
    if (gpu) {
        int *a, *b;
        cudaMalloc(&a, n * sizeof(int));
        cudaMalloc(&b, n * sizeof(int));
        cudaMemcpy(a, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
        reverse_block<<<nb, BS>>>(a, b);
        cudaDeviceSynchronize();
        t0 = bench_now_ms();
        for (int k = 0; k < launches; k++) {
            reverse_block<<<nb, BS>>>(a, b);
            int *x = a; a = b; b = x;
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(r.data(), a, n * sizeof(int), cudaMemcpyDeviceToHost);
        cudaFree(a);
        cudaFree(b);
    } else {
        std::vector<int> a = h, b(n);
        t0 = bench_now_ms();
        for (int k = 0; k < launches; k++) {
            const int *pa = a.data();
            int *pb = b.data();
#pragma omp parallel for
            for (int i = 0; i < n; i++) pb[n - 1 - i] = pa[i];
            a.swap(b);
        }
        t1 = bench_now_ms();
        r = a;
    }
    double sum = 0;
    for (int i = 0; i < n; i++) sum += (double)r[i] * (i % 13 + 1);
    bench_report("reverse", t1 - t0, sum);
    return 0;
}
