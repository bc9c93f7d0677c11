// floyd.cu - bench shape: Floyd-Warshall all-pairs shortest paths with 16x16 blocks, one launch
// per intermediate vertex (N launches of N*N threads).
#include "common.cuh"
#include <vector>

#define TB 16

__global__ void fw_step(int *d, int n, int k)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) {
        int via = d[i * n + k] + d[k * n + j];
        if (via < d[i * n + j]) d[i * n + j] = via;
    }
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 384;
    std::vector<int> h(n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            h[i * n + j] = i == j ? 0 : ((i * 131 + j * 71) % 97 == 0 ? 1 + (i + j) % 9 : 1000000);
    std::vector<int> r(n * n);
    double t0, t1;
    if (gpu) {
        int *d;
        cudaMalloc(&d, n * n * sizeof(int));
        cudaMemcpy(d, h.data(), n * n * sizeof(int), cudaMemcpyHostToDevice);
        dim3 b(TB, TB), g((n + TB - 1) / TB, (n + TB - 1) / TB);
        t0 = bench_now_ms();
        for (int k = 0; k < n; k++) fw_step<<<g, b>>>(d, n, k);
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(r.data(), d, n * n * sizeof(int), cudaMemcpyDeviceToHost);
        cudaFree(d);
    } else {
        r = h;
        int *d = r.data();
        t0 = bench_now_ms();
        for (int k = 0; k < n; k++) {
#pragma omp parallel for
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    int via = d[i * n + k] + d[k * n + j];
                    if (via < d[i * n + j]) d[i * n + j] = via;
                }
        }
        t1 = bench_now_ms();
    }
    double sum = 0;
    for (int i = 0; i < n * n; i++) sum += r[i] < 1000000 ? r[i] : -1;
    bench_report("floyd", t1 - t0, sum);
    return 0;
}
