// warp_semantics.hip - HIP semantics that third-party code relies on: __ballot_sync called by
// lanes outside its mask returns __ballot(p) & mask (HIP 6.2+); coalesced_threads() in a branch
// holds the lanes that took it (as __activemask does); fp16 bit casts and tanh approximations;
// __cvta_generic_to_shared round trip. Block of 48 threads: a full warp at 32, a partial one at 64.
#include "../api/hs_test.h"
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_fp16.h>
namespace cg = cooperative_groups;

__global__ void ballots(unsigned long long *half_mask, unsigned long long *odd_mask)
{
    int t = threadIdx.x;
    half_mask[t] = __ballot_sync(0xffffull, t % 3 == 0);   // every lane calls, mask = 16 lanes
    if (t & 1)
        odd_mask[t] = __ballot_sync(0xaaaaaaaaaaaaaaaaull, t % 4 == 1);   // odd lanes only
}

__global__ void coalesced(int *size, int *rank, int *meta)
{
    int t = threadIdx.x;
    size[t] = rank[t] = meta[t] = -1;
    if (t & 1) {
        cg::coalesced_group g = cg::coalesced_threads();
        size[t] = (int)g.size();
        rank[t] = (int)g.thread_rank();
        meta[t] = g.shfl(t, 0);   // the group's first lane
    }
}

__global__ void halfs(unsigned short *bits, float *tanhs, int *ok)
{
    __shared__ int s[4];
    int t = threadIdx.x;
    __half h = __float2half(0.5f * (float)t);
    bits[t] = __half_as_ushort(h);
    ok[t] = __ushort_as_half(bits[t]) == h;
    tanhs[t] = __half2float(htanh_approx(h)) + __low2float(h2tanh_approx(__half2half2(h)));
    if (t < 4) {
        size_t a = __cvta_generic_to_shared(&s[t]);
        *(int *)__cvta_shared_to_generic(a) = t;
    }
    __syncthreads();
    if (t < 4) ok[t] &= s[t] == t;
}

int main()
{
    const int n = 48;
    int ws = warpSize;
    unsigned long long *hm, *om;
    int *size, *rank, *meta, *ok;
    unsigned short *bits;
    float *th;
    OK(hipMallocManaged(&hm, n * sizeof *hm));
    OK(hipMallocManaged(&om, n * sizeof *om));
    OK(hipMallocManaged(&size, n * sizeof(int)));
    OK(hipMallocManaged(&rank, n * sizeof(int)));
    OK(hipMallocManaged(&meta, n * sizeof(int)));
    OK(hipMallocManaged(&ok, n * sizeof(int)));
    OK(hipMallocManaged(&bits, n * sizeof *bits));
    OK(hipMallocManaged(&th, n * sizeof *th));
    hipLaunchKernelGGL(ballots, dim3(1), dim3(n), 0, 0, hm, om);
    hipLaunchKernelGGL(coalesced, dim3(1), dim3(n), 0, 0, size, rank, meta);
    hipLaunchKernelGGL(halfs, dim3(1), dim3(n), 0, 0, bits, th, ok);
    OK(hipDeviceSynchronize());
    for (int t = 0; t < n; t++) {
        int w0 = t / ws * ws, lanes = n - w0 < ws ? n - w0 : ws;
        unsigned long long want = 0, wodd = 0;
        for (int l = 0; l < lanes; l++) {
            if ((w0 + l) % 3 == 0 && l < 16) want |= 1ull << l;
            if ((l & 1) && (w0 + l) % 4 == 1) wodd |= 1ull << l;
        }
        CHECK_EQ(hm[t], want);
        if (t & 1) {
            CHECK_EQ(om[t], wodd);
            CHECK_EQ(size[t], lanes / 2);
            CHECK_EQ(rank[t], (t - w0) / 2);
            CHECK_EQ(meta[t], w0 + 1);
        } else {
            CHECK_EQ(size[t], -1);
        }
        CHECK_EQ(bits[t], __half_as_ushort(__float2half(0.5f * (float)t)));
        CHECK(ok[t]);
        float want_t = std::tanh(0.5f * (float)t);
        CHECK(std::fabs(th[t] - 2 * want_t) < 4e-3f);
    }
    return hs_test_done("warp_semantics");
}
