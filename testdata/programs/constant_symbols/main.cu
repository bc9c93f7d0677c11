// Constant memory and device symbols: a 1-D convolution whose taps live in __constant__ memory
// (cudaMemcpyToSymbol, also with an offset), a __constant__ parameter struct, a __device__ counter
// read back with cudaMemcpyFromSymbol, and a __device__ table reached through
// cudaGetSymbolAddress / cudaGetSymbolSize.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
                    cudaGetErrorString(e_));                                              \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

#define MAX_TAPS 15

struct ConvParams {
    int radius;
    int scale;    // output divisor
    int clamp_lo, clamp_hi;
};

__constant__ int c_taps[MAX_TAPS];
__constant__ ConvParams c_params;
__device__ unsigned long long d_clamped;  // how many outputs were clamped
__device__ int d_lut[256];

__global__ void convolve(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int r = c_params.radius;
    long long acc = 0;
    for (int k = -r; k <= r; ++k) {
        int j = min(max(i + k, 0), n - 1);
        acc += (long long)c_taps[k + r] * in[j];
    }
    int v = (int)(acc / c_params.scale);
    if (v < c_params.clamp_lo || v > c_params.clamp_hi) {
        atomicAdd(&d_clamped, 1ull);
        v = min(max(v, c_params.clamp_lo), c_params.clamp_hi);
    }
    out[i] = d_lut[v & 255] + v;
}

static void host_convolve(const int *in, int *out, int n, const int *taps, ConvParams p, const int *lut,
                          unsigned long long *clamped) {
    *clamped = 0;
    for (int i = 0; i < n; ++i) {
        long long acc = 0;
        for (int k = -p.radius; k <= p.radius; ++k) {
            int j = i + k < 0 ? 0 : (i + k > n - 1 ? n - 1 : i + k);
            acc += (long long)taps[k + p.radius] * in[j];
        }
        int v = (int)(acc / p.scale);
        if (v < p.clamp_lo || v > p.clamp_hi) {
            ++*clamped;
            v = v < p.clamp_lo ? p.clamp_lo : p.clamp_hi;
        }
        out[i] = lut[v & 255] + v;
    }
}

int main() {
    const int n = 20000;
    int *h_in = (int *)malloc(n * sizeof(int)), *h_out = (int *)malloc(n * sizeof(int)),
        *ref = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h_in[i] = ((i * 37) % 1000) - 300;
    int lut[256];
    for (int i = 0; i < 256; ++i) lut[i] = (i * i) % 97;

    size_t lut_size = 0;
    int *lut_ptr = nullptr;
    CUDA_CHECK(cudaGetSymbolSize(&lut_size, d_lut));
    CUDA_CHECK(cudaGetSymbolAddress((void **)&lut_ptr, d_lut));
    CUDA_CHECK(cudaMemcpy(lut_ptr, lut, sizeof lut, cudaMemcpyHostToDevice));
    printf("lut symbol size %zu bytes\n", lut_size);

    int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice));

    // two filters: a 5-tap smoother and a 9-tap sharpen; the second updates taps 4.. by offset
    int taps_a[MAX_TAPS] = {1, 4, 6, 4, 1};
    ConvParams pa = {2, 16, -200, 600};
    int taps_b[MAX_TAPS] = {1, 4, 6, 4, -1, -2, 8, -2, -1};
    ConvParams pb = {4, 4, -100, 300};
    for (int f = 0; f < 2; ++f) {
        const int *taps = f == 0 ? taps_a : taps_b;
        ConvParams p = f == 0 ? pa : pb;
        if (f == 0) {
            CUDA_CHECK(cudaMemcpyToSymbol(c_taps, taps_a, sizeof taps_a));
        } else {
            // the first four taps are shared with filter a; copy the rest at an offset
            CUDA_CHECK(cudaMemcpyToSymbol(c_taps, taps_b + 4, 5 * sizeof(int), 4 * sizeof(int),
                                          cudaMemcpyHostToDevice));
        }
        CUDA_CHECK(cudaMemcpyToSymbol(c_params, &p, sizeof p));
        unsigned long long zero = 0;
        CUDA_CHECK(cudaMemcpyToSymbol(d_clamped, &zero, sizeof zero));
        convolve<<<(n + 127) / 128, 128>>>(d_in, d_out, n);
        CUDA_CHECK(cudaGetLastError());
        unsigned long long clamped = 0, ref_clamped = 0;
        CUDA_CHECK(cudaMemcpyFromSymbol(&clamped, d_clamped, sizeof clamped));
        CUDA_CHECK(cudaMemcpy(h_out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
        host_convolve(h_in, ref, n, taps, p, lut, &ref_clamped);
        long long sum = 0;
        for (int i = 0; i < n; ++i) {
            if (h_out[i] != ref[i]) {
                printf("FAIL: filter %d: out[%d] = %d, expected %d\n", f, i, h_out[i], ref[i]);
                return 1;
            }
            sum += (long long)h_out[i] * (i % 7 + 1);
        }
        int back[MAX_TAPS];
        CUDA_CHECK(cudaMemcpyFromSymbol(back, c_taps, sizeof back));
        int tap_sum = 0;
        for (int k = 0; k < 2 * p.radius + 1; ++k) tap_sum += back[k] * (k + 1);
        printf("filter %d: radius %d, clamped %llu, weighted sum %lld, tap signature %d\n", f, p.radius,
               clamped, sum, tap_sum);
        if (clamped != ref_clamped) {
            printf("FAIL: clamped %llu, expected %llu\n", clamped, ref_clamped);
            return 1;
        }
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    free(h_in);
    free(h_out);
    free(ref);
    printf("PASS\n");
    return 0;
}
