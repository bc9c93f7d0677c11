// stencil.cu - bench shape: a 1-D stencil (radius 3) with a shared halo and one barrier, 2^20
// points, 10 iterations ping-ponging two arrays.
#include "common.cuh"
#include <vector>

#define BS 256
#define R 3

__global__ void stencil1d(const float *in, float *out, int n)
{
    __shared__ float s[BS + 2 * R];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + R;
    s[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < R) {
        int lo = g - R, hi = g + BS;
        s[l - R] = lo >= 0 ? in[lo] : 0.0f;
        s[l + BS] = hi < n ? in[hi] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float v = 0.0f;
        for (int k = -R; k <= R; k++) v += s[l + k];
        out[g] = v * (1.0f / (2 * R + 1));
    }
}

static void stencil_omp(const float *in, float *out, int n)
{
#pragma omp parallel for
    for (int g = 0; g < n; g++) {
        float v = 0.0f;
        for (int k = -R; k <= R; k++) {
            int j = g + k;
            v += j >= 0 && j < n ? in[j] : 0.0f;
        }
        out[g] = v * (1.0f / (2 * R + 1));
    }
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 1 << 20, iters = 10;
    std::vector<float> h(n), r(n);
    for (int i = 0; i < n; i++) h[i] = (float)((i * 37) % 101);
    double t0, t1;
    if (gpu) {
        float *a, *b;
        cudaMalloc(&a, n * sizeof(float));
        cudaMalloc(&b, n * sizeof(float));
        cudaMemcpy(a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
        stencil1d<<<(n + BS - 1) / BS, BS>>>(a, b, n);
        cudaDeviceSynchronize();
        cudaMemcpy(a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            stencil1d<<<(n + BS - 1) / BS, BS>>>(a, b, n);
            float *x = a; a = b; b = x;
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(r.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost);
        cudaFree(a);
        cudaFree(b);
    } else {
        std::vector<float> a = h, b(n);
        stencil_omp(a.data(), b.data(), n);
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            stencil_omp(a.data(), b.data(), n);
            a.swap(b);
        }
        t1 = bench_now_ms();
        r = a;
    }
    double sum = 0;
    for (int i = 0; i < n; i++) sum += r[i] * (i % 7 + 1);
    bench_report("stencil", t1 - t0, sum);
    return 0;
}
