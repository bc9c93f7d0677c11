// periodogram.cu - bench shape: a compute-bound Lomb-Scargle periodogram (one thread per trial
// frequency, a loop over every sample with sin/cos), no barriers.
#include "common.cuh"
#include <cmath>
#include <vector>

__global__ void lomb_scargle(const float *t, const float *y, int n, const float *freq, float *p,
                             int m)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= m) return;
    float w = 6.2831853f * freq[j];
    float s2 = 0.0f, c2 = 0.0f;
    for (int i = 0; i < n; i++) {
        s2 += sinf(2.0f * w * t[i]);
        c2 += cosf(2.0f * w * t[i]);
    }
    float tau = atan2f(s2, c2) / (2.0f * w);
    float yc = 0.0f, ys = 0.0f, cc = 0.0f, ss = 0.0f;
    for (int i = 0; i < n; i++) {
        float a = w * (t[i] - tau);
        float c = cosf(a), s = sinf(a);
        yc += y[i] * c;
        ys += y[i] * s;
        cc += c * c;
        ss += s * s;
    }
    p[j] = 0.5f * (yc * yc / cc + ys * ys / ss);
}

static void lomb_scargle_omp(const float *t, const float *y, int n, const float *freq, float *p,
                             int m)
{
#pragma omp parallel for schedule(static)
    for (int j = 0; j < m; j++) {
        float w = 6.2831853f * freq[j];
        float s2 = 0.0f, c2 = 0.0f;
        for (int i = 0; i < n; i++) {
            s2 += sinf(2.0f * w * t[i]);
            c2 += cosf(2.0f * w * t[i]);
        }
        float tau = atan2f(s2, c2) / (2.0f * w);
        float yc = 0.0f, ys = 0.0f, cc = 0.0f, ss = 0.0f;
        for (int i = 0; i < n; i++) {
            float a = w * (t[i] - tau);
            float c = cosf(a), s = sinf(a);
            yc += y[i] * c;
            ys += y[i] * s;
            cc += c * c;
            ss += s * s;
        }
        p[j] = 0.5f * (yc * yc / cc + ys * ys / ss);
    }
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 2048, m = 4096;
    std::vector<float> t(n), y(n), f(m), p(m);
    for (int i = 0; i < n; i++) {
        t[i] = i * 0.37f + 0.05f * (float)((i * 7919) % 13);
        y[i] = sinf(0.8f * t[i]) + 0.3f * cosf(2.3f * t[i]);
    }
    for (int j = 0; j < m; j++) f[j] = 0.001f + j * 0.0005f;
    double t0, t1;
    if (gpu) {
        float *dt, *dy, *df, *dp;
        cudaMalloc(&dt, n * 4); cudaMalloc(&dy, n * 4); cudaMalloc(&df, m * 4); cudaMalloc(&dp, m * 4);
        cudaMemcpy(dt, t.data(), n * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y.data(), n * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(df, f.data(), m * 4, cudaMemcpyHostToDevice);
        t0 = bench_now_ms();
        lomb_scargle<<<(m + 127) / 128, 128>>>(dt, dy, n, df, dp, m);
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(p.data(), dp, m * 4, cudaMemcpyDeviceToHost);
        cudaFree(dt); cudaFree(dy); cudaFree(df); cudaFree(dp);
    } else {
        t0 = bench_now_ms();
        lomb_scargle_omp(t.data(), y.data(), n, f.data(), p.data(), m);
        t1 = bench_now_ms();
    }
    double sum = 0;
    for (int j = 0; j < m; j++) sum += p[j];
    bench_report("periodogram", t1 - t0, sum);
    return 0;
}
