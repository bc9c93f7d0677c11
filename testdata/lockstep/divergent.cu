// Warp-synchronous code that relies on lanes in lockstep, in the shapes that need more than one
// lockstep point per statement or a divergent branch: a tail reduction under `tid < 32` (at warp
// size 64 only half of a wavefront takes it), a guarded scan whose lanes skip steps (the other
// branch waits, as masked lanes do), a scan at kernel start with no barrier before it (lanes not
// started yet), lanes that return before the scan (they must not hold the others), a loop scan
// reading through a local copy, and a tail with __syncwarp between the steps (no lockstep point
// needed: it keeps its lowered form). Self-checking: results are compared with a host reference.
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 128

__global__ void tail_reduce(const int *in, int *out) {
    __shared__ int s[BLOCK];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * BLOCK + tid];
    __syncthreads();
    if (tid < 64) s[tid] += s[tid + 64];
    __syncthreads();
    if (tid < 32) {
        volatile int *v = s;
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

// inclusive scan of s[t - lane .. t] among 32 lanes; lanes skip the steps they do not take
__device__ int scan_guarded(volatile int *s, int t) {
    int lane = t & 31;
    if (lane >= 1) s[t] += s[t - 1];
    if (lane >= 2) s[t] += s[t - 2];
    if (lane >= 4) s[t] += s[t - 4];
    if (lane >= 8) s[t] += s[t - 8];
    if (lane >= 16) s[t] += s[t - 16];
    return s[t];
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
    if (t < 32) {
        volatile int *v = s;
        v[t] = in[blockIdx.x * 32 + t];
        for (int d = 1; d < 32; d <<= 1) {
            int x = t >= d ? v[t - d] : 0;
            v[t] += x;
        }
        out[blockIdx.x * 32 + t] = v[t];
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
        __syncwarp();
        if (tid < 16) s[tid] += s[tid + 16];
        __syncwarp();
        if (tid < 8) s[tid] += s[tid + 8];
    }
    __syncthreads();
    if (tid == 0) out[blockIdx.x] = s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7];
}

int main() {
    const int blocks = 6, n = blocks * BLOCK;
    int h[n], r[n], *din, *dout;
    for (int i = 0; i < n; ++i) h[i] = (i * 37 + 11) % 101 - 40;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;

    tail_reduce<<<blocks, BLOCK>>>(din, dout);
    cudaMemcpy(r, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b) {
        int want = 0;
        for (int k = 0; k < BLOCK; ++k) want += h[b * BLOCK + k];
        if (r[b] != want) { printf("tail_reduce block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }

    early_exit_scan<<<blocks, BLOCK>>>(din, dout);
    cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
        int lane = i % 32, want = -1;
        if (lane < 24) {
            want = 0;
            for (int k = i - lane; k <= i; ++k) want += h[k];
        }
        if (r[i] != want) { printf("early_exit_scan %d: %d, expected %d\n", i, r[i], want); ++bad; break; }
    }

    loop_scan<<<blocks, 64>>>(din, dout);
    cudaMemcpy(r, dout, blocks * 32 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < blocks * 32; ++i) {
        int want = 0;
        for (int k = i - i % 32; k <= i; ++k) want += h[k];
        if (r[i] != want) { printf("loop_scan %d: %d, expected %d\n", i, r[i], want); ++bad; break; }
    }

    synced_tail<<<blocks, 32>>>(din, dout);
    cudaMemcpy(r, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; ++b) {
        int want = 0;
        for (int k = 0; k < 64; ++k) want += h[b * 64 + k];
        if (r[b] != want) { printf("synced_tail block %d: %d, expected %d\n", b, r[b], want); ++bad; }
    }

    cudaFree(din);
    cudaFree(dout);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
