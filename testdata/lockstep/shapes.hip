// Shapes of warp-synchronous code around the lockstep points: a warpReduce templated on the
// block size (as in NVIDIA's reduction samples), a __host__ __device__ reduction also called on the host (its
// lockstep points do nothing there), an unbraced loop body, an if/else whose branches reach
// different numbers of points, and a reduction spelled through a macro (left alone, with a note).
// Self-checking.
#include <cstdio>
#include <hip/hip_runtime.h>

#ifndef HIPSHIM_LOCKSTEP /* lockstep points of warp-synchronous code (cu2hip, for hipshim) */
#define HIPSHIM_LOCKSTEP() ((void)0)
#define HIPSHIM_LOCKSTEP_READ(...) (__VA_ARGS__)
#endif
template <unsigned B>
__device__ void warp_reduce(volatile int *s, int tid) { HIPSHIM_LOCKSTEP();
    if (B >= 64) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 32]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (B >= 32) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 16]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (B >= 16) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 8]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (B >= 8) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 4]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (B >= 4) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 2]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (B >= 2) { s[tid] += HIPSHIM_LOCKSTEP_READ(s[tid + 1]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
}

__host__ __device__ void pair_sum(volatile int *s, int i) { HIPSHIM_LOCKSTEP();
    s[i] += HIPSHIM_LOCKSTEP_READ(s[i + 2]); HIPSHIM_LOCKSTEP();
    s[i] += HIPSHIM_LOCKSTEP_READ(s[i + 1]); HIPSHIM_LOCKSTEP();
}

template <unsigned B>
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[B];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * B + tid];
    __syncthreads();
    if (tid < 32) warp_reduce<B>(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

// odd lanes take two steps among themselves, even lanes one: the even branch waits two points
// longer (as masked lanes do), so that the step after the branches reads the odd lanes' results
__global__ void odd_even(const int *in, int *out) {
    __shared__ int s[32];
    int t = threadIdx.x;
    s[t] = in[t];
    __syncthreads();
    if (t < 32) { HIPSHIM_LOCKSTEP();
        if (t & 1) {
            s[t] += HIPSHIM_LOCKSTEP_READ(s[t ^ 2]); HIPSHIM_LOCKSTEP();
            s[t] += HIPSHIM_LOCKSTEP_READ(s[t ^ 4]); HIPSHIM_LOCKSTEP();
        } else
            { s[t] += HIPSHIM_LOCKSTEP_READ(s[t ^ 2]); HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
        for (int k = 0; k < 2; ++k)
            { s[t] += HIPSHIM_LOCKSTEP_READ(s[t ^ 1]); HIPSHIM_LOCKSTEP(); }
    }
    out[t] = s[t];
}

#define STEP(d) s[t] += s[t + d]
__global__ void macro_steps(int *out) {
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    s[t + 32] = 0;
    __syncthreads();
    if (t < 32) {
        STEP(1);
        STEP(2);
    }
    out[t] = t;
}

int main() {
    int h[128], r[128], *din, *dout;
    for (int i = 0; i < 128; ++i) h[i] = i * 3 - 50;
    hipMalloc(&din, sizeof h);
    hipMalloc(&dout, sizeof r);
    hipMemcpy(din, h, sizeof h, hipMemcpyHostToDevice);
    int bad = 0;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(reduce<64>), dim3(2), dim3(64), 0, 0, din, dout);
    hipMemcpy(r, dout, 2 * sizeof(int), hipMemcpyDeviceToHost);
    for (int b = 0; b < 2; ++b) {
        int want = 0;
        for (int k = 0; k < 64; ++k) want += h[b * 64 + k];
        if (r[b] != want) { printf("reduce block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }
    hipLaunchKernelGGL(odd_even, dim3(1), dim3(32), 0, 0, din, dout);
    hipMemcpy(r, dout, 32 * sizeof(int), hipMemcpyDeviceToHost);
    int s1[32], s2[32];
    for (int t = 0; t < 32; ++t) s1[t] = h[t];
    for (int t = 0; t < 32; ++t) s2[t] = s1[t] + s1[t ^ 2];   // every lane reads, then writes
    for (int t = 0; t < 32; ++t) s1[t] = (t & 1) ? s2[t] + s2[t ^ 4] : s2[t];
    for (int k = 0; k < 2; ++k) {
        for (int t = 0; t < 32; ++t) s2[t] = s1[t] + s1[t ^ 1];
        for (int t = 0; t < 32; ++t) s1[t] = s2[t];
    }
    for (int t = 0; t < 32; ++t)
        if (r[t] != s1[t]) { printf("odd_even %d: %d, expected %d\n", t, r[t], s1[t]); ++bad; break; }
    int hs[4] = {1, 2, 3, 4};
    pair_sum(hs, 0);
    if (hs[0] != 1 + 3 + 2) { printf("pair_sum on the host: %d\n", hs[0]); ++bad; }
    hipLaunchKernelGGL(macro_steps, dim3(1), dim3(32), 0, 0, dout);
    hipMemcpy(r, dout, 32 * sizeof(int), hipMemcpyDeviceToHost);
    if (r[5] != 5) ++bad;
    hipFree(din);
    hipFree(dout);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
