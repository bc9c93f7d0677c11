// FMA over half and bfloat16 arrays loaded and stored as uint4 (eight 16-bit values per 16-byte
// access) and reinterpreted through __half2* / __nv_bfloat162* pointers, as bandwidth-minded
// kernels do. All values are small integers, so every product and sum is exact in both formats
// and the checksums do not depend on rounding or on the order of operations.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

// y = a * x + y, eight values per thread through one uint4 load per operand
__global__ void fma_half(const uint4 *x, uint4 *y, __half a, int n8) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n8) return;
    uint4 xv = x[i], yv = y[i];
    const __half2 *xh = reinterpret_cast<const __half2 *>(&xv);
    __half2 *yh = reinterpret_cast<__half2 *>(&yv);
    __half2 a2 = __half2half2(a);
#pragma unroll
    for (int k = 0; k < 4; ++k) yh[k] = __hfma2(a2, xh[k], yh[k]);
    y[i] = yv;
}

__global__ void fma_bf16(const uint4 *x, uint4 *y, __nv_bfloat16 a, int n8) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n8) return;
    uint4 xv = x[i], yv = y[i];
    const __nv_bfloat162 *xb = reinterpret_cast<const __nv_bfloat162 *>(&xv);
    __nv_bfloat162 *yb = reinterpret_cast<__nv_bfloat162 *>(&yv);
    __nv_bfloat162 a2 = __bfloat162bfloat162(a);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
        yb[k] = __hfma2(a2, xb[k], yb[k]);
#else   // no bf16 arithmetic before sm_80: the same exact values through float
        yb[k] = __floats2bfloat162_rn(
            __low2float(a2) * __low2float(xb[k]) + __low2float(yb[k]),
            __high2float(a2) * __high2float(xb[k]) + __high2float(yb[k]));
#endif
    }
    y[i] = yv;
}

// The same through a scalar pointer into the vector (element-wise, every other value negated).
__global__ void negate_odd_half(uint4 *y, int n8) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n8) return;
    uint4 v = y[i];
    __half *h = reinterpret_cast<__half *>(&v);
    for (int k = 1; k < 8; k += 2) h[k] = __hneg(h[k]);
    y[i] = v;
}

int main() {
    const int n = 1 << 14, n8 = n / 8;
    __half *hx = (__half *)malloc(n * sizeof(__half)), *hy = (__half *)malloc(n * sizeof(__half));
    __nv_bfloat16 *bx = (__nv_bfloat16 *)malloc(n * sizeof(__nv_bfloat16));
    __nv_bfloat16 *by = (__nv_bfloat16 *)malloc(n * sizeof(__nv_bfloat16));
    for (int i = 0; i < n; ++i) {
        hx[i] = __float2half((float)(i % 17 - 8));
        hy[i] = __float2half((float)(i % 5));
        bx[i] = __float2bfloat16((float)(i % 13 - 6));
        by[i] = __float2bfloat16((float)(i % 7 - 3));
    }
    uint4 *dhx, *dhy, *dbx, *dby;
    CUDA_CHECK(cudaMalloc(&dhx, n * 2));
    CUDA_CHECK(cudaMalloc(&dhy, n * 2));
    CUDA_CHECK(cudaMalloc(&dbx, n * 2));
    CUDA_CHECK(cudaMalloc(&dby, n * 2));
    CUDA_CHECK(cudaMemcpy(dhx, hx, n * 2, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dhy, hy, n * 2, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dbx, bx, n * 2, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dby, by, n * 2, cudaMemcpyHostToDevice));
    fma_half<<<(n8 + 127) / 128, 128>>>(dhx, dhy, __float2half(3.0f), n8);
    negate_odd_half<<<(n8 + 127) / 128, 128>>>(dhy, n8);
    fma_bf16<<<(n8 + 127) / 128, 128>>>(dbx, dby, __float2bfloat16(-2.0f), n8);
    CUDA_CHECK(cudaGetLastError());
    __half *ry = (__half *)malloc(n * 2);
    __nv_bfloat16 *rb = (__nv_bfloat16 *)malloc(n * 2);
    CUDA_CHECK(cudaMemcpy(ry, dhy, n * 2, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(rb, dby, n * 2, cudaMemcpyDeviceToHost));
    long long sh = 0, sb = 0, bad = 0;
    for (int i = 0; i < n; ++i) {
        float want_h = 3.0f * (float)(i % 17 - 8) + (float)(i % 5);
        if (i & 1) want_h = -want_h;
        float want_b = -2.0f * (float)(i % 13 - 6) + (float)(i % 7 - 3);
        float gh = __half2float(ry[i]), gb = __bfloat162float(rb[i]);
        if (gh != want_h || gb != want_b) {
            if (bad < 5) printf("mismatch at %d: half %g (want %g) bf16 %g (want %g)\n", i, gh, want_h, gb, want_b);
            ++bad;
        }
        sh += (long long)gh * (i % 97 + 1);
        sb += (long long)gb * (i % 89 + 1);
    }
    printf("half checksum %lld\n", sh);
    printf("bf16 checksum %lld\n", sb);
    printf("mismatches %lld\n", bad);
    if (bad) { printf("FAIL: %lld mismatches\n", bad); return 1; }
    free(hx); free(hy); free(bx); free(by); free(ry); free(rb);
    CUDA_CHECK(cudaFree(dhx)); CUDA_CHECK(cudaFree(dhy));
    CUDA_CHECK(cudaFree(dbx)); CUDA_CHECK(cudaFree(dby));
    printf("PASS\n");
    return 0;
}
