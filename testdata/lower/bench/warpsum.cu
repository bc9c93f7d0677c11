// warpsum.cu - bench shape: a warp-shuffle reduction (each warp sums its values with
// __shfl_down_sync in a loop, lane 0 adds the warp's sum atomically) over 2^20 ints, 10 launches,
// against an OpenMP reduction(+). Lowered, the shuffles run as loops over each warp's lanes.
#include "common.cuh"
#include <vector>

__global__ void warp_sum(const int *in, unsigned long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffff, v, o);
    if (threadIdx.x % warpSize == 0)
        atomicAdd(out, (unsigned long long)(long long)v);
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 1 << 20, iters = 10, bs = 256;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++) h[i] = (i * 29) % 13 - 6;
    long long total = 0;
    double t0, t1;
    if (gpu) {
        int *in;
        unsigned long long *out;
        cudaMalloc(&in, n * 4); cudaMalloc(&out, 8);
        cudaMemcpy(in, h.data(), n * 4, cudaMemcpyHostToDevice);
        cudaMemset(out, 0, 8);
        warp_sum<<<n / bs, bs>>>(in, out, n);
        cudaDeviceSynchronize();
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            cudaMemset(out, 0, 8);
            warp_sum<<<n / bs, bs>>>(in, out, n);
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        unsigned long long r;
        cudaMemcpy(&r, out, 8, cudaMemcpyDeviceToHost);
        total = (long long)r;
        cudaFree(in); cudaFree(out);
    } else {
        const int *p = h.data();
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            long long s = 0;
#pragma omp parallel for reduction(+ : s)
            for (int i = 0; i < n; i++) s += p[i];
            total = s;
        }
        t1 = bench_now_ms();
    }
    bench_report("warpsum", t1 - t0, (double)total);
    return 0;
}
