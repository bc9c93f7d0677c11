// helper_masks.cu - __device__ helpers whose warp masks cu2hip widens to 64 bits: a helper that
// returns a ballot (its result type becomes unsigned long long) and a helper that takes a mask
// (its parameter does). cu2hip --lower-kernels lowers each helper and its callers with the
// types the output spells, so at warp size 64 a warp's ballot keeps lanes 32-63: a 64-wide
// warp of alternating votes counts 32, not 16. Each result is checked against the count the
// device's warp size gives. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

#define BS 128

__device__ unsigned long long vote_mask(int pred)
{
    return __ballot(pred);
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_vote_mask(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, unsigned long long *hs_res, int *hs_a0)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
unsigned long long *hs_w0_r = ::hs_launch_detail::lower_alloc<unsigned long long>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_a0[hs_r]));
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_ballot>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( __ballot((hs_a0[hs_r])));
});
}
#endif


// the lanes of `mask` whose value is positive
__device__ int positive_lanes(unsigned long long mask, int v)
{
    unsigned long long m = __ballot(v > 0);
    return __popcll(m & mask);
}

#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_votes(::hs_launch_detail::lower_blk *hs_b, int *out)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_w0_t0 = int;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_rt = unsigned long long;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
__shared__ int s[BS];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_a0[hs_r] = (hs_tid.x % 2 == 0);
});
hs_lwh_vote_mask(hs_b, hs_dead, hs_w0_r, hs_w0_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
unsigned long long m = (hs_w0_r[hs_r]);
s[hs_tid.x] = __popcll(m);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
if (hs_tid.x == 0) out[blockIdx.x] = s[blockDim.x - 1];
});
}
#endif
__global__ void votes(int *out)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&votes, &hs_lowered_votes>();
#endif

    __shared__ int s[BS];
    unsigned long long m = vote_mask(threadIdx.x % 2 == 0);
    s[threadIdx.x] = __popcll(m);
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = s[blockDim.x - 1];
}

__global__ void positives(const int *in, int *out)
{
    __shared__ int s[BS];
    unsigned long long all = vote_mask(1);
    int c = positive_lanes(all, in[blockIdx.x * blockDim.x + threadIdx.x]);
    s[threadIdx.x] = c;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}

int main()
{
    int ws = 0;
    hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
    int *d, *in, h = 0;
    hipMalloc(&d, 2 * BS * sizeof(int));
    hipMalloc(&in, 2 * BS * sizeof(int));
    hipLaunchKernelGGL(votes, dim3(1), dim3(BS), 0, 0, d);
    hipMemcpy(&h, d, sizeof(int), hipMemcpyDeviceToHost);
    printf("alternating votes of a warp: %d\n", h);
    check("a helper's ballot keeps every lane of the warp", h == ws / 2);

    int hin[2 * BS], hout[2 * BS];
    for (int i = 0; i < 2 * BS; i++) hin[i] = (i % 3 == 0) ? 1 : -1;
    hipMemcpy(in, hin, sizeof hin, hipMemcpyHostToDevice);
    hipLaunchKernelGGL(positives, dim3(2), dim3(BS), 0, 0, in, d);
    hipMemcpy(hout, d, sizeof hout, hipMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < 2 * BS; i++) {
        int b = i / BS, t = (i % BS + 1) % BS, w0 = b * BS + t / ws * ws, want = 0;
        for (int k = 0; k < ws; k++) want += hin[w0 + k] > 0;
        ok = ok && hout[i] == want;
    }
    check("a helper's mask parameter keeps every lane of the warp", ok);
    hipFree(d);
    hipFree(in);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
