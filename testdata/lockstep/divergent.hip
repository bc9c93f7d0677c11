// Warp-synchronous code that relies on lanes in lockstep, in the shapes that need more than one
// lockstep point per statement or a divergent branch: a tail reduction under `tid < 32` (at warp
// size 64 only half of a wavefront takes it), a guarded scan whose lanes skip steps (the other
// branch waits, as masked lanes do), a scan at kernel start with no barrier before it (lanes not
// started yet), lanes that return before the scan (they must not hold the others), a loop scan
// reading through a local copy, and a tail with __syncwarp between the steps (no lockstep point
// needed: it keeps its lowered form). Self-checking: results are compared with a host reference.
#include <cstdio>
#include <hip/hip_runtime.h>

#define BLOCK 128

#ifndef HIPSHIM_LOCKSTEP /* lockstep points of warp-synchronous code (cu2hip, for hipshim) */
#define HIPSHIM_LOCKSTEP() ((void)0)
#define HIPSHIM_LOCKSTEP_READ(...) (__VA_ARGS__)
#endif
__global__ void tail_reduce(const int *in, int *out) {
    __shared__ int s[BLOCK];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * BLOCK + tid];
    __syncthreads();
    if (tid < 64) s[tid] += s[tid + 64];
    __syncthreads();
    if (tid < 32) { HIPSHIM_LOCKSTEP();
        volatile int *v = s;
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 32]); HIPSHIM_LOCKSTEP();
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 16]); HIPSHIM_LOCKSTEP();
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 8]); HIPSHIM_LOCKSTEP();
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 4]); HIPSHIM_LOCKSTEP();
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 2]); HIPSHIM_LOCKSTEP();
        v[tid] += HIPSHIM_LOCKSTEP_READ(v[tid + 1]); HIPSHIM_LOCKSTEP();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

// inclusive scan of s[t - lane .. t] among 32 lanes; lanes skip the steps they do not take
__device__ int scan_guarded(volatile int *s, int t) { HIPSHIM_LOCKSTEP();
    int lane = t & 31;
    if (lane >= 1) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t - 1]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (lane >= 2) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t - 2]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (lane >= 4) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t - 4]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (lane >= 8) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t - 8]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    if (lane >= 16) { s[t] += HIPSHIM_LOCKSTEP_READ(s[t - 16]); HIPSHIM_LOCKSTEP(); } else { HIPSHIM_LOCKSTEP(); HIPSHIM_LOCKSTEP(); }
    return HIPSHIM_LOCKSTEP_READ(s[t]);
}

// no barrier before the scan; lanes 24-31 of each group return first
__global__ void early_exit_scan(const int *in, int *out) {
    __shared__ int s[BLOCK];
    int t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    if ((t & 31) >= 24) {
        out[i] = -1;
        return;
    }
    s[t] = in[i];
    out[i] = scan_guarded(s, t);
}

__global__ void loop_scan(const int *in, int *out) {
    __shared__ int s[32];
    int t = threadIdx.x;
    if (t < 32) { HIPSHIM_LOCKSTEP();
        volatile int *v = s;
        v[t] = in[blockIdx.x * 32 + t]; HIPSHIM_LOCKSTEP();
        for (int d = 1; d < 32; d <<= 1) {
            int x = t >= d ? v[t - d] : 0; HIPSHIM_LOCKSTEP();
            v[t] += x; HIPSHIM_LOCKSTEP();
        }
        out[blockIdx.x * 32 + t] = v[t]; HIPSHIM_LOCKSTEP();
    }
}

__global__ void synced_tail(const int *in, int *out) {
    __shared__ int s[64];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 64 + tid];
    s[tid + 32] = in[blockIdx.x * 64 + tid + 32];
    __syncthreads();
    if (tid < 32) {
        s[tid] += s[tid + 32];
        (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
        if (tid < 16) s[tid] += s[tid + 16];
        (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
        if (tid < 8) s[tid] += s[tid + 8];
    }
    __syncthreads();
    if (tid == 0) out[blockIdx.x] = s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7];
}

int main() {
    const int blocks = 6, n = blocks * BLOCK;
    int h[n], r[n], *din, *dout;
    for (int i = 0; i < n; ++i) h[i] = (i * 37 + 11) % 101 - 40;
    hipMalloc(&din, n * sizeof(int));
    hipMalloc(&dout, n * sizeof(int));
    hipMemcpy(din, h, n * sizeof(int), hipMemcpyHostToDevice);
    int bad = 0;

    hipLaunchKernelGGL(tail_reduce, dim3(blocks), dim3(BLOCK), 0, 0, din, dout);
    hipMemcpy(r, dout, blocks * sizeof(int), hipMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b) {
        int want = 0;
        for (int k = 0; k < BLOCK; ++k) want += h[b * BLOCK + k];
        if (r[b] != want) { printf("tail_reduce block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }

    hipLaunchKernelGGL(early_exit_scan, dim3(blocks), dim3(BLOCK), 0, 0, din, dout);
    hipMemcpy(r, dout, n * sizeof(int), hipMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
        int lane = i % 32, want = -1;
        if (lane < 24) {
            want = 0;
            for (int k = i - lane; k <= i; ++k) want += h[k];
        }
        if (r[i] != want) { printf("early_exit_scan %d: %d, expected %d\n", i, r[i], want); ++bad; break; }
    }

    hipLaunchKernelGGL(loop_scan, dim3(blocks), dim3(64), 0, 0, din, dout);
    hipMemcpy(r, dout, blocks * 32 * sizeof(int), hipMemcpyDeviceToHost);
    for (int i = 0; i < blocks * 32; ++i) {
        int want = 0;
        for (int k = i - i % 32; k <= i; ++k) want += h[k];
        if (r[i] != want) { printf("loop_scan %d: %d, expected %d\n", i, r[i], want); ++bad; break; }
    }

    hipLaunchKernelGGL(synced_tail, dim3(blocks), dim3(32), 0, 0, din, dout);
    hipMemcpy(r, dout, blocks * sizeof(int), hipMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b) {
        int want = 0;
        for (int k = 0; k < 64; ++k) want += h[b * 64 + k];
        if (r[b] != want) { printf("synced_tail block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }

    hipFree(din);
    hipFree(dout);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
