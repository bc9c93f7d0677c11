// exec.hip - the execution model under the runtime's primitives: __syncthreads_count/_and/_or,
// threads that exit before a barrier count as arrived (no deadlock), hs_warp_sync among live
// lanes with the active mask shrinking as lanes exit, the warp exchange area, 1024-thread blocks
// with many barriers, grids of many blocks on all workers, grid ranks.
#include "hs_test.h"

__global__ void votes(int *out)
{
    int t = threadIdx.x;
    int c = __syncthreads_count(t % 3 == 0);
    int a = __syncthreads_and(t < 1000);
    int o = __syncthreads_or(t == 77);
    int none = __syncthreads_or(0);
    if (t == 0) { out[0] = c; out[1] = a; out[2] = o; out[3] = none; }
}

__global__ void early_exit(int *out)
{
    int t = threadIdx.x;
    if (t % 4 == 1) return;            // a quarter exits before any barrier
    __syncthreads();
    int c = __syncthreads_count(1);    // only live threads take part
    if (t >= 128) return;              // more exit between barriers
    __syncthreads();
    c += __syncthreads_count(1) * 1000;
    if (t == 0) *out = c;
}

// Lanes exchange values through the warp scratch area; lanes >= 5 of each warp exit first.
__global__ void warp_exchange(unsigned long long *masks, int *sums)
{
    // the thread's index only through threadIdx (hs_core.h, above hs_thread_rank)
    unsigned lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    if (lane >= 5) return;
    hs_warp_sync();   // let the exits happen: every live lane is here
    int *slot = (int *)hs_warp_scratch();
    slot[lane * 4] = (int)(lane + 1);
    hs_warp_sync();
    int s = 0;
    for (unsigned l = 0; l < 5; l++) s += slot[l * 4];
    // no lane can exit before every lane reached the next sync: the mask is stable here
    unsigned long long m = hs_warp_active_mask();
    hs_warp_sync();
    if (lane == 0) { masks[warp] = m; sums[warp] = s; }
}

// Two groups of lanes synchronise separately (divergent __syncwarp(mask)).
__global__ void divergent(int *out)
{
    unsigned lane = threadIdx.x % warpSize;
    int *slot = (int *)hs_warp_scratch();
    if (lane < 4) {
        slot[lane * 4] = (int)lane + 1;
        hs_warp_sync_mask(0xfull);
        int s = 0;
        for (int l = 0; l < 4; l++) s += slot[l * 4];
        hs_warp_sync_mask(0xfull);
        if (lane == 0) out[0] = s;
    } else {
        hs_warp_sync_mask(~0xfull);
        hs_warp_sync_mask(~0xfull);
        if (lane == 4) out[1] = 1;
    }
}

__global__ void big_block(int *out)
{
    __shared__ int buf[1024];
    int t = threadIdx.x;
    buf[t] = t;
    for (int round = 0; round < 50; round++) {
        __syncthreads();
        int v = buf[(t + 1) % 1024];
        __syncthreads();
        buf[t] = v;
    }
    __syncthreads();
    out[t] = buf[t];
}

__global__ void ranks(unsigned long long *out)
{
    unsigned long long r = hs_grid_rank();
    out[r] = r + 1 == hs_grid_size() ? 1 : blockIdx.x * blockDim.x + threadIdx.x;
}

int main()
{
    int *o;
    OK(hipMallocManaged(&o, 1024 * sizeof(int)));
    hipLaunchKernelGGL(votes, dim3(1), dim3(300), 0, 0, o);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 100);
    CHECK_EQ(o[1], 1);
    CHECK_EQ(o[2], 1);
    CHECK_EQ(o[3], 0);
    hipLaunchKernelGGL(early_exit, dim3(3), dim3(256), 0, 0, o);
    OK(hipDeviceSynchronize());
    CHECK_EQ(*o, 192 + 96 * 1000);

    unsigned ws = (unsigned)warpSize;
    unsigned long long *masks;
    int *sums;
    OK(hipMallocManaged(&masks, 8 * sizeof(*masks)));
    OK(hipMallocManaged(&sums, 8 * sizeof(int)));
    hipLaunchKernelGGL(warp_exchange, dim3(1), dim3(4 * ws), 0, 0, masks, sums);
    OK(hipDeviceSynchronize());
    for (int w = 0; w < 4; w++) {
        CHECK_EQ(masks[w], 0x1full);
        CHECK_EQ(sums[w], 15);
    }
    CHECK(hs_warp_scratch_bytes() >= 64 * 16);

    hipLaunchKernelGGL(divergent, dim3(2), dim3(ws), 0, 0, o);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 10);
    CHECK_EQ(o[1], 1);

    hipLaunchKernelGGL(big_block, dim3(4), dim3(1024), 0, 0, o);
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (int t = 0; t < 1024; t++) bad += o[t] != (t + 50) % 1024;
    CHECK_EQ(bad, 0);

    const int nb = 4096, nt = 64;
    unsigned long long *r;
    OK(hipMallocManaged(&r, (size_t)nb * nt * sizeof(*r)));
    hipLaunchKernelGGL(ranks, dim3(nb), dim3(nt), 0, 0, r);
    OK(hipDeviceSynchronize());
    bad = 0;
    for (int i = 0; i + 1 < nb * nt; i++) bad += r[i] != (unsigned long long)i;
    CHECK_EQ(bad, 0);
    CHECK_EQ(r[nb * nt - 1], 1);
    OK(hipFree(o));
    OK(hipFree(masks));
    OK(hipFree(sums));
    OK(hipFree(r));
    return hs_test_done("exec");
}
