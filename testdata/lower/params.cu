// params.cu - kernels that modify their own parameters: on a GPU each thread has its own copy
// of every parameter, so what one thread adds to a pointer or a count is not seen by another.
// cu2hip --lower-kernels keeps such parameters per thread (an array that starts as the
// argument): pointers moved per block and per thread before a barrier (the shape of a Romberg
// integration's `a += ...`), a float parameter accumulated in a loop across barriers, a
// parameter modified in a kernel lowered for its division by another parameter only, a
// template kernel; a parameter the threads modify that then bounds a loop with a barrier keeps
// the fiber path. Each result is checked against a host computation. Prints PASS when all agree.
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

#define BS 128

__global__ void shift_params(const float *in, float *out, int n, float scale)
{
    __shared__ float tile[BS];
    in += blockIdx.x * blockDim.x;
    out += blockIdx.x * blockDim.x;
    n -= blockIdx.x * blockDim.x;
    scale += threadIdx.x;
    tile[threadIdx.x] = threadIdx.x < n ? in[threadIdx.x] * scale : 0.0f;
    __syncthreads();
    if (threadIdx.x < n)
        out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x] + scale;
}

// each thread sums its own strip, a step at a time: a is its running abscissa
__global__ void strips(float a, float h, int steps, float *out)
{
    __shared__ float part[BS];
    a += h * steps * (blockIdx.x * blockDim.x + threadIdx.x);
    float s = 0.0f;
    for (int k = 0; k < steps; k++) {
        s += a * a;
        a += h;
        __syncthreads();
    }
    part[threadIdx.x] = s * h;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < (int)blockDim.x; i++)
            t += part[i];
        out[blockIdx.x] = t;
    }
}

// lowered for its division by d alone (no barrier)
__global__ void bucket(const int *in, int *out, int n, int d)
{
    in += blockIdx.x * blockDim.x + threadIdx.x;
    n -= blockIdx.x * blockDim.x + threadIdx.x;
    if (n > 0)
        out[blockIdx.x * blockDim.x + threadIdx.x] = *in / d + n % d;
}

template <typename T>
__global__ void shift_t(const T *in, T *out, T bias)
{
    __shared__ T tile[BS];
    bias *= (T)(threadIdx.x + 1);
    tile[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] + bias;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x] - bias;
}

// the count differs between threads, and bounds the loop around the barrier: fibers
__global__ void ragged(int *out, int rounds)
{
    __shared__ int cnt;
    rounds += threadIdx.x % 2;
    if (threadIdx.x == 0) cnt = 0;
    __syncthreads();
    for (int k = 0; k < rounds - (int)(threadIdx.x % 2); k++) {
        atomicAdd(&cnt, 1);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = cnt;
}

int main()
{
    const int n = 1000, nb = (n + BS - 1) / BS;
    std::vector<float> h(nb * BS), r(nb * BS);
    for (int i = 0; i < n; i++) h[i] = (float)(i % 17);
    float *fin, *fout;
    cudaMalloc(&fin, nb * BS * sizeof(float));
    cudaMalloc(&fout, nb * BS * sizeof(float));
    cudaMemcpy(fin, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    shift_params<<<nb, BS>>>(fin, fout, n, 0.5f);
    cudaMemcpy(r.data(), fout, n * sizeof(float), cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int b = i / BS, t = i % BS, m = n - b * BS, u = BS - 1 - t;
        float tv = u < m ? h[b * BS + u] * (0.5f + u) : 0.0f;
        ok = ok && r[i] == tv + (0.5f + t);
    }
    check("pointers, count and scale moved per block and per thread", ok);

    const int steps = 8;
    const float h0 = 1.0f / (nb * BS * steps);
    strips<<<nb, BS>>>(0.0f, h0, steps, fout);
    cudaMemcpy(r.data(), fout, nb * sizeof(float), cudaMemcpyDeviceToHost);
    ok = true;
    for (int b = 0; b < nb; b++) {
        float t = 0.0f;
        for (int i = 0; i < BS; i++) {
            float a = 0.0f + h0 * steps * (b * BS + i), s = 0.0f;
            for (int k = 0; k < steps; k++) {
                s += a * a;
                a += h0;
            }
            t += s * h0;
        }
        ok = ok && r[b] == t;
    }
    check("an abscissa parameter stepped across barriers", ok);

    std::vector<int> hi(nb * BS), ri(nb * BS, -1);
    for (int i = 0; i < nb * BS; i++) hi[i] = 3 * i - 700;
    int *iin, *iout;
    cudaMalloc(&iin, nb * BS * sizeof(int));
    cudaMalloc(&iout, nb * BS * sizeof(int));
    cudaMemcpy(iin, hi.data(), nb * BS * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(iout, ri.data(), nb * BS * sizeof(int), cudaMemcpyHostToDevice);
    bucket<<<nb, BS>>>(iin, iout, n, 7);
    cudaMemcpy(ri.data(), iout, nb * BS * sizeof(int), cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < nb * BS; i++)
        ok = ok && ri[i] == (n - i > 0 ? hi[i] / 7 + (n - i) % 7 : -1);
    check("a pointer and a count moved in a kernel with a division", ok);

    std::vector<double> hd(nb * BS), rd(nb * BS);
    for (int i = 0; i < nb * BS; i++) hd[i] = 0.25 * i;
    double *din, *dout;
    cudaMalloc(&din, nb * BS * sizeof(double));
    cudaMalloc(&dout, nb * BS * sizeof(double));
    cudaMemcpy(din, hd.data(), nb * BS * sizeof(double), cudaMemcpyHostToDevice);
    shift_t<double><<<nb, BS>>>(din, dout, 0.5);
    cudaMemcpy(rd.data(), dout, nb * BS * sizeof(double), cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < nb * BS; i++) {
        int b = i / BS, t = i % BS, u = (t + 1) % BS;
        ok = ok && rd[i] == hd[b * BS + u] + 0.5 * (u + 1) - 0.5 * (t + 1);
    }
    check("a template kernel's scaled parameter", ok);

    ragged<<<nb, BS>>>(iout, 3);
    cudaMemcpy(ri.data(), iout, nb * sizeof(int), cudaMemcpyDeviceToHost);
    ok = true;
    for (int b = 0; b < nb; b++)
        ok = ok && ri[b] == 3 * BS;
    check("a per-thread bound around a barrier", ok);

    cudaFree(fin);
    cudaFree(fout);
    cudaFree(iin);
    cudaFree(iout);
    cudaFree(din);
    cudaFree(dout);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
