// tree.cu - bench shape: the 256-thread shared-memory tree reduction (a barrier after the load
// and after each of 8 halvings) over 2^22 ints, 10 launches, against an OpenMP reduction(+).
#include "common.cuh"
#include <vector>

__global__ void tree_reduce(const int *in, int *out)
{
    __shared__ int s[256];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 256 + t];
    __syncthreads();
    for (unsigned k = 128; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 1 << 22, nb = n / 256, iters = 10;
    std::vector<int> h(n), o(nb);
    for (int i = 0; i < n; i++) h[i] = (i * 31) % 17 - 8;
    long long total = 0;
    double t0, t1;
    if (gpu) {
        int *in, *out;
        cudaMalloc(&in, n * 4); cudaMalloc(&out, nb * 4);
        cudaMemcpy(in, h.data(), n * 4, cudaMemcpyHostToDevice);
        tree_reduce<<<nb, 256>>>(in, out);
        cudaDeviceSynchronize();
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) tree_reduce<<<nb, 256>>>(in, out);
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(o.data(), out, nb * 4, cudaMemcpyDeviceToHost);
        for (int b = 0; b < nb; b++) total += o[b];
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
    bench_report("tree", t1 - t0, (double)total);
    return 0;
}
