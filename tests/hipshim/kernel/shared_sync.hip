/* shared_sync.hip - shared memory and block barriers: static __shared__ in a kernel and in a
 * __device__ function, dynamic shared memory through HIP_DYNAMIC_SHARED, a shared-memory tree
 * reduction with __syncthreads, __syncthreads_count/_and/_or (also after some threads exited),
 * 2-D blocks, and blocks that must not see each other's shared memory. Self-checking. */
#include "hs_test.h"
#include <vector>

__device__ int block_sum_helper(int v) {
    __shared__ int partial[1024]; /* static shared memory in a device function */
    partial[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        int add = (threadIdx.x % (2 * s) == 0 && threadIdx.x + s < blockDim.x) ? partial[threadIdx.x + s] : 0;
        __syncthreads();
        partial[threadIdx.x] += add;
        __syncthreads();
    }
    int r = partial[0];
    __syncthreads();
    return r;
}

__global__ void reduce_kernel(const int *in, int *out) {
    __shared__ int tile[256];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    tile[t] = in[i];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            tile[t] += tile[t + s];
        __syncthreads();
    }
    int helper = block_sum_helper((int)in[i]);
    if (t == 0)
        out[blockIdx.x * 2] = tile[0];
    if (t == 1)
        out[blockIdx.x * 2 + 1] = helper;
}

__global__ void dynamic_kernel(int *out, int n_per_block) {
    HIP_DYNAMIC_SHARED(int, dyn);
    for (int k = threadIdx.x; k < n_per_block; k += blockDim.x)
        dyn[k] = (int)blockIdx.x * 100000 + k;
    __syncthreads();
    /* read in reverse: the whole array must have been written by this block only */
    int bad = 0;
    for (int k = threadIdx.x; k < n_per_block; k += blockDim.x)
        bad += dyn[n_per_block - 1 - k] != (int)blockIdx.x * 100000 + (n_per_block - 1 - k);
    atomicAdd(out, bad);
    if (threadIdx.x == 0 && hs_dynamic_shared_size() < (size_t)n_per_block * sizeof(int))
        atomicAdd(out, 1000000);
}

__global__ void syncpred_kernel(int *out, int exit_from) {
    int t = threadIdx.x + blockDim.x * threadIdx.y; /* 2-D block */
    int n = blockDim.x * blockDim.y;
    int *o = out + blockIdx.x * 8;
    int c = __syncthreads_count(t % 3 == 0);
    int a1 = __syncthreads_and(t < n);
    int a0 = __syncthreads_and(t != 5);
    int o1 = __syncthreads_or(t == n - 1);
    int o0 = __syncthreads_or(t > n);
    if (t >= exit_from)
        return; /* exited threads no longer take part in barriers */
    int c2 = __syncthreads_count(1);
    int a2 = __syncthreads_and(t < exit_from);
    __syncthreads();
    if (t == 0) {
        o[0] = c; o[1] = a1 != 0; o[2] = a0 != 0; o[3] = o1 != 0; o[4] = o0 != 0; o[5] = c2; o[6] = a2 != 0;
    }
}

int main() {
    const int B = 256, G = 40;
    std::vector<int> in(B * G), out(G * 2);
    for (int i = 0; i < B * G; i++)
        in[i] = (i * 7919) % 1000 - 300;
    int *din, *dout;
    HIP_CHECK(hipMalloc(&din, sizeof(int) * B * G));
    HIP_CHECK(hipMalloc(&dout, sizeof(int) * G * 8));
    HIP_CHECK(hipMemcpy(din, in.data(), sizeof(int) * B * G, hipMemcpyHostToDevice));
    LAUNCH(reduce_kernel, dim3(G), dim3(B), 0, 0, din, dout);
    HIP_CHECK(hipMemcpy(out.data(), dout, sizeof(int) * G * 2, hipMemcpyDeviceToHost));
    for (int b = 0; b < G; b++) {
        int s = 0;
        for (int i = 0; i < B; i++)
            s += in[b * B + i];
        CHECK(out[2 * b] == s && out[2 * b + 1] == s, "block %d: tree %d, device-fn shared %d, want %d", b,
              out[2 * b], out[2 * b + 1], s);
    }

    for (int n : {1, 100, 4096, 12000}) {
        HIP_CHECK(hipMemset(dout, 0, sizeof(int)));
        LAUNCH(dynamic_kernel, dim3(12), dim3(64), n * sizeof(int), 0, dout, n);
        int bad = -1;
        HIP_CHECK(hipMemcpy(&bad, dout, sizeof(int), hipMemcpyDeviceToHost));
        CHECK_EQ(bad, 0, "dynamic shared memory elements wrong");
    }

    const dim3 shapes[] = {dim3(16, 4), dim3(7, 9), dim3(64, 16), dim3(1, 1)};
    for (dim3 bs : shapes) {
        int n = bs.x * bs.y, exit_from = n > 10 ? n - n / 3 : n;
        std::vector<int> o(G * 8, -7);
        LAUNCH(syncpred_kernel, dim3(G), bs, 0, 0, dout, exit_from);
        HIP_CHECK(hipMemcpy(o.data(), dout, sizeof(int) * G * 8, hipMemcpyDeviceToHost));
        for (int b = 0; b < G; b++) {
            const int *p = &o[b * 8];
            int want_c = (n + 2) / 3;
            CHECK(p[0] == want_c && p[1] == 1 && p[2] == (n <= 5) && p[3] == 1 && p[4] == 0 && p[5] == exit_from &&
                      p[6] == 1,
                  "block %d of %dx%d: count %d and %d %d or %d %d count-after-exit %d and %d", b, bs.x, bs.y, p[0],
                  p[1], p[2], p[3], p[4], p[5], p[6]);
        }
    }
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
    return hs_test_done("shared_sync");
}
