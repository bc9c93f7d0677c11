/* warp_converge.hip - regressions of hipshim fixes: __activemask() in divergent code gives the
 * lanes that took the branch (rendezvous in hs_warp_converge), so warp-aggregated atomics count
 * right and the partial-mask _sync calls that follow work for that subset, also with lanes at a
 * __syncthreads or exited meanwhile; and shuffles reading a lane that does not exist (partial
 * last warp) or has exited read 0, as AMD's ds_bpermute does.
 * Ownership: hipshim correctness (tests/hipshim/fixes/). */
#include "../kernel/hs_test.h"
#include <algorithm>
#include <vector>

__device__ int agg_inc(int *ctr) {
    unsigned long long active = __activemask();
    int leader = __ffsll((long long)active) - 1;
    int res = 0;
    if ((int)__lane_id() == leader)
        res = atomicAdd(ctr, __popcll(active));
    res = __shfl_sync(active, res, leader);
    return res + __popcll(active & __lanemask_lt());
}

__device__ bool pick(unsigned i) { return i % 3 == 0 || i % 7 == 2; }

/* each picked element gets a unique slot through the aggregated increment; mask[i] records the
 * active mask seen in the branch */
__global__ void compact(const unsigned *in, unsigned n, int *ctr, unsigned *out,
                        unsigned long long *mask) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;                        /* the tail of the last block exits first */
    if (pick(in[i])) {
        mask[i] = __activemask();
        out[agg_inc(ctr)] = in[i];
    } else if (in[i] % 5 == 1) {
        __syncthreads_count(0);        /* not a CUDA-legal pattern everywhere, but a park point */
    }
}

/* lanes of a branch see their own group; lanes in the other branch see theirs */
__global__ void two_sites(unsigned long long *mask, int *sum) {
    unsigned l = __lane_id();
    if (l % 4 == 1) {
        unsigned long long m = __activemask();
        mask[threadIdx.x] = m;
        sum[threadIdx.x] = __reduce_add_sync(m, (int)l);
    } else {
        unsigned long long m = __activemask();
        mask[threadIdx.x] = m;
        sum[threadIdx.x] = __reduce_add_sync(m, 1);
    }
}

__global__ void shfl_edges(int *out) {
    unsigned l = __lane_id();
    int v = (int)threadIdx.x + 100;
    out[threadIdx.x * 3 + 0] = __shfl_down(v, 16u);    /* beyond a partial warp's end: 0 */
    if (l % 2 == 1)
        return;
    __syncwarp();
    out[threadIdx.x * 3 + 1] = __shfl_down(v, 1u);     /* odd lanes exited: 0 */
    out[threadIdx.x * 3 + 2] = __shfl(v, (int)l + 2);  /* exists unless past the end */
}

int main() {
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const unsigned ws = (unsigned)prop.warpSize;

    const unsigned n = 1000, B = 96;
    std::vector<unsigned> h(n);
    for (unsigned i = 0; i < n; i++) h[i] = (i * 2654435761u) % 1013u;
    unsigned *din, *dout;
    int *dctr;
    unsigned long long *dmask;
    HIP_CHECK(hipMalloc(&din, n * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&dout, n * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&dctr, sizeof(int)));
    HIP_CHECK(hipMalloc(&dmask, n * sizeof(unsigned long long)));
    HIP_CHECK(hipMemcpy(din, h.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(dctr, 0, sizeof(int)));
    HIP_CHECK(hipMemset(dout, 0xff, n * sizeof(unsigned)));
    hipLaunchKernelGGL(compact, dim3((n + B - 1) / B), dim3(B), 0, 0, din, n, dctr, dout, dmask);
    HIP_CHECK(hipGetLastError());
    int cnt = 0;
    std::vector<unsigned> out(n);
    std::vector<unsigned long long> mask(n);
    HIP_CHECK(hipMemcpy(&cnt, dctr, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(mask.data(), dmask, n * sizeof(unsigned long long), hipMemcpyDeviceToHost));
    std::vector<unsigned> want, got(out.begin(), out.begin() + (cnt > 0 && cnt <= (int)n ? cnt : 0));
    for (unsigned i = 0; i < n; i++) {
        if (!pick(h[i]))
            continue;
        want.push_back(h[i]);
        /* the lanes of i's warp (within its block) that took the branch */
        unsigned blk = i / B * B, wb = blk + (i - blk) / ws * ws;
        unsigned long long m = 0;
        for (unsigned j = wb; j < wb + ws && j < blk + B && j < n; j++)
            if (pick(h[j]))
                m |= 1ull << (j - wb);
        CHECK(mask[i] == m, "element %u: activemask %llx, want %llx", i, mask[i], m);
    }
    CHECK_EQ((size_t)cnt, want.size(), "aggregated count");
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    CHECK(got == want, "compacted values differ (%d of them)", cnt);

    int *dsum;
    HIP_CHECK(hipMalloc(&dsum, 200 * sizeof(int)));
    hipLaunchKernelGGL(two_sites, dim3(1), dim3(200), 0, 0, dmask, dsum);
    HIP_CHECK(hipGetLastError());
    std::vector<int> sum(200);
    HIP_CHECK(hipMemcpy(mask.data(), dmask, 200 * sizeof(unsigned long long), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(sum.data(), dsum, 200 * sizeof(int), hipMemcpyDeviceToHost));
    for (unsigned t = 0; t < 200; t++) {
        unsigned wb = t / ws * ws, l = t % ws;
        bool odd = l % 4 == 1;
        unsigned long long m = 0;
        int s = 0;
        for (unsigned j = wb; j < wb + ws && j < 200; j++)
            if (((j - wb) % 4 == 1) == odd) {
                m |= 1ull << (j - wb);
                s += odd ? (int)(j - wb) : 1;
            }
        CHECK(mask[t] == m && sum[t] == s, "two_sites t=%u: mask %llx sum %d, want %llx %d", t, mask[t],
              sum[t], m, s);
    }

    int *dsh;
    const unsigned S = 96;   /* at warp size 64 the second warp has 32 lanes */
    HIP_CHECK(hipMalloc(&dsh, S * 3 * sizeof(int)));
    HIP_CHECK(hipMemset(dsh, 0xff, S * 3 * sizeof(int)));
    hipLaunchKernelGGL(shfl_edges, dim3(1), dim3(S), 0, 0, dsh);
    HIP_CHECK(hipGetLastError());
    std::vector<int> sh(S * 3);
    HIP_CHECK(hipMemcpy(sh.data(), dsh, S * 3 * sizeof(int), hipMemcpyDeviceToHost));
    for (unsigned t = 0; t < S; t++) {
        unsigned l = t % ws, wb = t / ws * ws;
        int d16 = l + 16 >= ws ? (int)t + 100 : t + 16 < S ? (int)t + 116 : 0;
        CHECK(sh[t * 3] == d16, "t=%u shfl_down 16: %d want %d", t, sh[t * 3], d16);
        if (l % 2)
            continue;
        int d1 = l + 1 >= ws ? (int)t + 100 : 0;
        unsigned src = wb + (l + 2) % ws;
        int i2 = src >= S ? 0 : (src - wb) % 2 ? 0 : (int)src + 100;
        CHECK(sh[t * 3 + 1] == d1, "t=%u shfl_down 1 onto an exited lane: %d want %d", t, sh[t * 3 + 1], d1);
        CHECK(sh[t * 3 + 2] == i2, "t=%u shfl lane+2: %d want %d", t, sh[t * 3 + 2], i2);
    }
    HIP_CHECK(hipFree(din)); HIP_CHECK(hipFree(dout)); HIP_CHECK(hipFree(dctr));
    HIP_CHECK(hipFree(dmask)); HIP_CHECK(hipFree(dsum)); HIP_CHECK(hipFree(dsh));
    return hs_test_done("warp_converge");
}
