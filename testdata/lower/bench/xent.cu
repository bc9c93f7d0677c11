// xent.cu - bench shape: softmax cross-entropy loss, forward and backward, over a batch of rows x
// classes, written the way training code writes it: one block per row; the row's maximum and
// the sum of exponentials are block-wide reductions, each a warp reduction in a __device__
// helper (__shfl_xor_sync in a loop over warpSize), the warps' partial results through shared
// memory and __syncthreads; the backward kernel recomputes the softmax and writes the gradient
// (probability minus one-hot, scaled by the mean); a last kernel reduces the per-row losses to
// their mean with a shared-memory tree (__syncthreads in a loop). The OpenMP version computes the
// same values row by row.
#include "common.cuh"
#include <cmath>
#include <vector>

#define NT 256
#define MAX_WARPS 32

__device__ float warp_max(float v)
{
    for (int o = warpSize / 2; o > 0; o /= 2)
        v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
    return v;
}

__device__ float warp_sum(float v)
{
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

// one block per row: losses[row] = logsumexp(x) - x[label]
__global__ void xent_forward(const float *logits, const int *labels, float *losses, int classes)
{
    __shared__ float part[MAX_WARPS];
    const float *x = logits + (size_t)blockIdx.x * classes;
    const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    const int nwarps = blockDim.x / warpSize;

    float m = -INFINITY;
    for (int c = threadIdx.x; c < classes; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = warp_max(m);
    if (lane == 0) part[warp] = m;
    __syncthreads();
    m = part[0];
    for (int w = 1; w < nwarps; w++)
        m = fmaxf(m, part[w]);
    __syncthreads();

    float s = 0.0f;
    for (int c = threadIdx.x; c < classes; c += blockDim.x)
        s += expf(x[c] - m);
    s = warp_sum(s);
    if (lane == 0) part[warp] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int w = 0; w < nwarps; w++)
            total += part[w];
        losses[blockIdx.x] = logf(total) + m - x[labels[blockIdx.x]];
    }
}

// one block per row: grad = (softmax(x) - onehot(label)) * scale
__global__ void xent_backward(const float *logits, const int *labels, float *grad, int classes, float scale)
{
    __shared__ float part[MAX_WARPS];
    __shared__ float row_max, row_inv;
    const float *x = logits + (size_t)blockIdx.x * classes;
    float *g = grad + (size_t)blockIdx.x * classes;
    const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    const int nwarps = blockDim.x / warpSize;

    float m = -INFINITY;
    for (int c = threadIdx.x; c < classes; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = warp_max(m);
    if (lane == 0) part[warp] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        float r = part[0];
        for (int w = 1; w < nwarps; w++)
            r = fmaxf(r, part[w]);
        row_max = r;
    }
    __syncthreads();
    m = row_max;

    float s = 0.0f;
    for (int c = threadIdx.x; c < classes; c += blockDim.x)
        s += expf(x[c] - m);
    s = warp_sum(s);
    __syncthreads();
    if (lane == 0) part[warp] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int w = 0; w < nwarps; w++)
            total += part[w];
        row_inv = 1.0f / total;
    }
    __syncthreads();
    const float inv = row_inv;
    const int label = labels[blockIdx.x];
    for (int c = threadIdx.x; c < classes; c += blockDim.x)
        g[c] = (expf(x[c] - m) * inv - (c == label ? 1.0f : 0.0f)) * scale;
}

// the mean of n values: each block sums NT of them with a tree, block 0's thread 0 of the last
// launch adds the partial sums
__global__ void block_sums(const float *in, float *out, int n)
{
    __shared__ float s[NT];
    const int t = threadIdx.x;
    float v = 0.0f;
    for (int i = blockIdx.x * NT + t; i < n; i += NT * gridDim.x)
        v += in[i];
    s[t] = v;
    __syncthreads();
    for (int k = NT / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

static float host_max(const float *x, int c)
{
    float m = -INFINITY;
    for (int i = 0; i < c; i++) m = fmaxf(m, x[i]);
    return m;
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int rows = 4096, classes = 1000, iters = 4, nsum = 32;
    std::vector<float> logits((size_t)rows * classes), grad((size_t)rows * classes), losses(rows);
    std::vector<int> labels(rows);
    for (size_t i = 0; i < logits.size(); i++)
        logits[i] = (float)((i * 2654435761u) % 2000) / 200.0f - 5.0f;
    for (int r = 0; r < rows; r++) labels[r] = (r * 37) % classes;
    const float scale = 1.0f / rows;
    double mean = 0;
    double t0, t1;
    if (gpu) {
        float *dx, *dg, *dl, *dp, *dm;
        int *dy;
        cudaMalloc(&dx, logits.size() * 4); cudaMalloc(&dg, grad.size() * 4);
        cudaMalloc(&dl, rows * 4); cudaMalloc(&dp, nsum * 4); cudaMalloc(&dm, 4);
        cudaMalloc(&dy, rows * 4);
        cudaMemcpy(dx, logits.data(), logits.size() * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(dy, labels.data(), rows * 4, cudaMemcpyHostToDevice);
        xent_forward<<<rows, NT>>>(dx, dy, dl, classes);
        cudaDeviceSynchronize();
        t0 = bench_now_ms();
        for (int it = 0; it < iters; it++) {
            xent_forward<<<rows, NT>>>(dx, dy, dl, classes);
            block_sums<<<nsum, NT>>>(dl, dp, rows);
            block_sums<<<1, NT>>>(dp, dm, nsum);
            xent_backward<<<rows, NT>>>(dx, dy, dg, classes, scale);
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        float m;
        cudaMemcpy(&m, dm, 4, cudaMemcpyDeviceToHost);
        mean = m / rows;
        cudaMemcpy(grad.data(), dg, grad.size() * 4, cudaMemcpyDeviceToHost);
        cudaMemcpy(losses.data(), dl, rows * 4, cudaMemcpyDeviceToHost);
        cudaFree(dx); cudaFree(dg); cudaFree(dl); cudaFree(dp); cudaFree(dm); cudaFree(dy);
    } else {
        const float *px = logits.data();
        float *pg = grad.data(), *pl = losses.data();
        t0 = bench_now_ms();
        for (int it = 0; it < iters; it++) {
            double total = 0;
#pragma omp parallel for reduction(+ : total)
            for (int r = 0; r < rows; r++) {
                const float *x = px + (size_t)r * classes;
                const float m = host_max(x, classes);
                float s = 0.0f;
                for (int c = 0; c < classes; c++) s += expf(x[c] - m);
                pl[r] = logf(s) + m - x[labels[r]];
                total += pl[r];
            }
            mean = total / rows;
#pragma omp parallel for
            for (int r = 0; r < rows; r++) {
                const float *x = px + (size_t)r * classes;
                float *g = pg + (size_t)r * classes;
                const float m = host_max(x, classes);
                float s = 0.0f;
                for (int c = 0; c < classes; c++) s += expf(x[c] - m);
                const float inv = 1.0f / s;
                for (int c = 0; c < classes; c++)
                    g[c] = (expf(x[c] - m) * inv - (c == labels[r] ? 1.0f : 0.0f)) * scale;
            }
        }
        t1 = bench_now_ms();
    }
    // sums differ in their last bits between orders of summation: the checksum rounds them
    double gsum = 0, lsum = 0;
    for (size_t i = 0; i < grad.size(); i++) gsum += std::fabs((double)grad[i]) * (double)(i % 89 + 1);
    for (int r = 0; r < rows; r++) lsum += losses[r];
    const double check = std::round(lsum * 1e2) / 1e2 + std::round(gsum * 1e4) / 1e4 + std::round(mean * 1e4) / 1e4;
    bench_report("xent", t1 - t0, check);
    return 0;
}
