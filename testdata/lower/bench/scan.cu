// scan.cu - bench shape: a templated block scan (Hillis-Steele, two barriers per step inside a
// loop) over 2^20 ints, then a second kernel adds the scanned block sums; 10 iterations.
#include "common.cuh"
#include <vector>

template <int BS, typename T>
__global__ void block_scan(const T *in, T *out, T *sums, int n)
{
    __shared__ T s[BS];
    int t = threadIdx.x;
    int i = blockIdx.x * BS + t;
    s[t] = i < n ? in[i] : T(0);
    __syncthreads();
    for (int off = 1; off < BS; off <<= 1) {
        T v = t >= off ? s[t - off] : T(0);
        __syncthreads();
        s[t] += v;
        __syncthreads();
    }
    if (i < n) out[i] = s[t];
    if (t == BS - 1) sums[blockIdx.x] = s[t];
}

template <int BS, typename T>
__global__ void add_offsets(T *out, const T *offs, int n)
{
    int i = blockIdx.x * BS + threadIdx.x;
    if (i < n && blockIdx.x > 0) out[i] += offs[blockIdx.x - 1];
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int n = 1 << 20, iters = 10, BS = 256, nb = n / BS;
    std::vector<int> h(n), r(n), sums(nb);
    for (int i = 0; i < n; i++) h[i] = (i * 13) % 7 - 3;
    double t0, t1;
    if (gpu) {
        int *in, *out, *bs;
        cudaMalloc(&in, n * 4); cudaMalloc(&out, n * 4); cudaMalloc(&bs, nb * 4);
        cudaMemcpy(in, h.data(), n * 4, cudaMemcpyHostToDevice);
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            block_scan<BS, int><<<nb, BS>>>(in, out, bs, n);
            cudaMemcpy(sums.data(), bs, nb * 4, cudaMemcpyDeviceToHost);
            for (int b = 1; b < nb; b++) sums[b] += sums[b - 1];
            cudaMemcpy(bs, sums.data(), nb * 4, cudaMemcpyHostToDevice);
            add_offsets<BS, int><<<nb, BS>>>(out, bs, n);
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        cudaMemcpy(r.data(), out, n * 4, cudaMemcpyDeviceToHost);
        cudaFree(in); cudaFree(out); cudaFree(bs);
    } else {
        t0 = bench_now_ms();
        for (int k = 0; k < iters; k++) {
            // the same two-level scheme: per-chunk scans in parallel, then the offsets
            const int *pin = h.data();
            int *pr = r.data(), *ps = sums.data();
#pragma omp parallel for
            for (int b = 0; b < nb; b++) {
                int acc = 0;
                for (int i = b * BS; i < (b + 1) * BS; i++) pr[i] = acc += pin[i];
                ps[b] = acc;
            }
            for (int b = 1; b < nb; b++) ps[b] += ps[b - 1];
#pragma omp parallel for
            for (int i = BS; i < n; i++) pr[i] += ps[i / BS - 1];
        }
        t1 = bench_now_ms();
    }
    double sum = 0;
    for (int i = 0; i < n; i++) sum += (double)r[i] * (i % 5 + 1);
    bench_report("scan", t1 - t0, sum);
    return 0;
}
