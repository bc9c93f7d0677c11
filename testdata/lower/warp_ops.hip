// warp_ops.cu - warp functions in kernels that cu2hip --lower-kernels turns into loops over a
// warp's lanes (each call splits the body like a barrier): shuffles of every kind with and
// without a width, in a uniform loop, ballot / any / all, __syncwarp, a partial last warp, lanes
// that returned before the call (they read as zero and vote nothing), __syncthreads_count /
// _and / _or, and a kernel whose volatile warp-synchronous exchange must keep the fiber path.
// Each result is checked against a host computation at the device's warp size. Prints PASS
// when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

// butterfly sum over each warp (xor), then a down-shift sum: every lane ends with the warp sum
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_warp_sums(::hs_launch_detail::lower_blk *hs_b, const int *in, int *xs, int *ds, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = int;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_t2 = int;
hs_t2 *hs_p2 = ::hs_launch_detail::lower_alloc<hs_t2>(hs_b);
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w1_t = int;
hs_w1_t *hs_w1_v = ::hs_launch_detail::lower_alloc<hs_w1_t>(hs_b);
int *hs_w1_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
(hs_p0[hs_r]) = i < n ? in[i] : 0;
(hs_p1[hs_r]) = (hs_p0[hs_r]);
(void)i;
});
for (int o = warpSize / 2; o > 0; o /= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_p1[hs_r]));
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_xor>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (int)(o), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p1[hs_r]) += __shfl_xor((hs_p1[hs_r]), o);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p2[hs_r]) = (hs_p0[hs_r]);
});
for (int o = warpSize / 2; o > 0; o /= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w1_v[hs_r] = ((hs_p2[hs_r]));
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_down>(hs_b, hs_dead, hs_w1_r, hs_w1_v, (unsigned int)(o), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p2[hs_r]) += __shfl_down((hs_p2[hs_r]), o);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
if (i < n) {
        xs[i] = (hs_p1[hs_r]);
        ds[i] = (hs_p2[hs_r]);
    }
});
}
#endif
__global__ void warp_sums(const int *in, int *xs, int *ds, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&warp_sums, &hs_lowered_warp_sums>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int x = v;
    for (int o = warpSize / 2; o > 0; o /= 2)
        x += __shfl_xor(x, o);
    int d = v;
    for (int o = warpSize / 2; o > 0; o /= 2)
        d += __shfl_down(d, o);
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
    if (i < n) {
        xs[i] = x;
        ds[i] = d;
    }
}

// shuffles with a width, an up-shift scan, broadcasts from a computed lane, and votes
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_lanes(::hs_launch_detail::lower_blk *hs_b, const float *in, float *up, float *bc, unsigned long long *ballots, int *votes, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = float;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = float;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_t2 = float;
hs_t2 *hs_p2 = ::hs_launch_detail::lower_alloc<hs_t2>(hs_b);
using hs_t3 = unsigned long long;
hs_t3 *hs_p3 = ::hs_launch_detail::lower_alloc<hs_t3>(hs_b);
using hs_t4 = int;
hs_t4 *hs_p4 = ::hs_launch_detail::lower_alloc<hs_t4>(hs_b);
using hs_w0_t = float;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
float *hs_w0_r = ::hs_launch_detail::lower_alloc<float>(hs_b);
int *hs_w0_w = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w1_t = float;
hs_w1_t *hs_w1_v = ::hs_launch_detail::lower_alloc<hs_w1_t>(hs_b);
float *hs_w1_r = ::hs_launch_detail::lower_alloc<float>(hs_b);
int *hs_w1_a = ::hs_launch_detail::lower_alloc<int>(hs_b);
int *hs_w1_w = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w2_t = int;
hs_w2_t *hs_w2_v = ::hs_launch_detail::lower_alloc<hs_w2_t>(hs_b);
unsigned long long *hs_w2_r = ::hs_launch_detail::lower_alloc<unsigned long long>(hs_b);
using hs_w3_t = int;
hs_w3_t *hs_w3_v = ::hs_launch_detail::lower_alloc<hs_w3_t>(hs_b);
int *hs_w3_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w4_t = int;
hs_w4_t *hs_w4_v = ::hs_launch_detail::lower_alloc<hs_w4_t>(hs_b);
int *hs_w4_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
(hs_p0[hs_r]) = i < n ? in[i] : 0.0f;
(hs_p1[hs_r]) = (hs_p0[hs_r]);
(void)i;
});
for (int o = 1; o < 8; o *= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_p1[hs_r]));
hs_w0_w[hs_r] = (8);
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_up>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (unsigned int)(o), hs_w0_w);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
float t = __shfl_up((hs_p1[hs_r]), o, 8);
if ((hs_tid.x & 7) >= o) (hs_p1[hs_r]) += t;
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w1_v[hs_r] = ((hs_p0[hs_r]));
hs_w1_a[hs_r] = ((hs_tid.x + 3) % 16);
hs_w1_w[hs_r] = (16);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_idx>(hs_b, hs_dead, hs_w1_r, hs_w1_v, hs_w1_a, hs_w1_w);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p2[hs_r]) = __shfl((hs_p0[hs_r]), (hs_tid.x + 3) % 16, 16);
hs_w2_v[hs_r] = ((hs_p0[hs_r]) > 2.0f);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_ballot>(hs_b, hs_dead, hs_w2_r, hs_w2_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p3[hs_r]) = __ballot((hs_p0[hs_r]) > 2.0f);
hs_w3_v[hs_r] = ((hs_p0[hs_r]) > 6.5f);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_any>(hs_b, hs_dead, hs_w3_r, hs_w3_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p4[hs_r]) = __any((hs_p0[hs_r]) > 6.5f);
hs_w4_v[hs_r] = ((hs_p0[hs_r]) >= 0.0f);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_all>(hs_b, hs_dead, hs_w4_r, hs_w4_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
int all = __all((hs_p0[hs_r]) >= 0.0f);
if (i < n) {
        up[i] = (hs_p1[hs_r]);
        bc[i] = (hs_p2[hs_r]);
        ballots[i] = (hs_p3[hs_r]);
        votes[i] = (hs_p4[hs_r]) * 2 + all;
    }
});
}
#endif
__global__ void lanes(const float *in, float *up, float *bc, unsigned long long *ballots, int *votes, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&lanes, &hs_lowered_lanes>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    float s = v;
    for (int o = 1; o < 8; o *= 2) {
        float t = __shfl_up(s, o, 8);
        if ((threadIdx.x & 7) >= o) s += t;
    }
    float b = __shfl(v, (threadIdx.x + 3) % 16, 16);
    unsigned long long m = __ballot(v > 2.0f);
    int any = __any(v > 6.5f);
    int all = __all(v >= 0.0f);
    if (i < n) {
        up[i] = s;
        bc[i] = b;
        ballots[i] = m;
        votes[i] = any * 2 + all;
    }
}

// lanes past n return first: they take no part in the shuffle (read as zero) and vote nothing
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_after_return(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, unsigned long long *ballots, int n)
{
(void)hs_b;
unsigned char *hs_dead = ::hs_launch_detail::lower_dead(hs_b);
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = int;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w1_t = int;
hs_w1_t *hs_w1_v = ::hs_launch_detail::lower_alloc<hs_w1_t>(hs_b);
unsigned long long *hs_w1_r = ::hs_launch_detail::lower_alloc<unsigned long long>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
if (i >= n) { hs_dead[hs_r] = 1; return; }
(hs_p0[hs_r]) = in[i];
hs_w0_v[hs_r] = ((hs_p0[hs_r]));
(void)i;
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_down>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (unsigned int)(1), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p1[hs_r]) = __shfl_down((hs_p0[hs_r]), 1);
hs_w1_v[hs_r] = ((hs_p0[hs_r]) & 1);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_w_ballot>(hs_b, hs_dead, hs_w1_r, hs_w1_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
unsigned long long m = __ballot((hs_p0[hs_r]) & 1);
out[i] = (hs_p1[hs_r]);
ballots[i] = m;
});
}
#endif
__global__ void after_return(const int *in, int *out, unsigned long long *ballots, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&after_return, &hs_lowered_after_return>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    int w = __shfl_down(v, 1);
    unsigned long long m = __ballot(v & 1);
    out[i] = w;
    ballots[i] = m;
}

// block-wide votes that are barriers too
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_block_votes(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = int;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_t2 = int;
hs_t2 *hs_p2 = ::hs_launch_detail::lower_alloc<hs_t2>(hs_b);
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w1_t = int;
hs_w1_t *hs_w1_v = ::hs_launch_detail::lower_alloc<hs_w1_t>(hs_b);
int *hs_w1_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
using hs_w2_t = int;
hs_w2_t *hs_w2_v = ::hs_launch_detail::lower_alloc<hs_w2_t>(hs_b);
int *hs_w2_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
(hs_p0[hs_r]) = i < n ? in[i] : 0;
hs_w0_v[hs_r] = ((hs_p0[hs_r]) > 0);
(void)i;
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_b_count>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p1[hs_r]) = (hs_w0_r[hs_r]);
hs_w1_v[hs_r] = ((hs_p0[hs_r]) > -6);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_b_and>(hs_b, hs_dead, hs_w1_r, hs_w1_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p2[hs_r]) = (hs_w1_r[hs_r]);
hs_w2_v[hs_r] = ((hs_p0[hs_r]) > 16 + (int)blockIdx.x);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_b_or>(hs_b, hs_dead, hs_w2_r, hs_w2_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
int o = (hs_w2_r[hs_r]);
if (i < n) out[i] = (hs_p1[hs_r]) * 4 + (hs_p2[hs_r]) * 2 + o;
});
}
#endif
__global__ void block_votes(const int *in, int *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&block_votes, &hs_lowered_block_votes>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int c = __syncthreads_count(v > 0);
    int a = __syncthreads_and(v > -6);
    int o = __syncthreads_or(v > 16 + (int)blockIdx.x);
    if (i < n) out[i] = c * 4 + a * 2 + o;
}

#ifndef HIPSHIM_LOCKSTEP /* lockstep points of warp-synchronous code (cu2hip, for hipshim) */
#define HIPSHIM_LOCKSTEP() ((void)0)
#define HIPSHIM_LOCKSTEP_READ(...) (__VA_ARGS__)
#endif
// old-style warp-synchronous reduction through volatile shared memory: keeps the fiber path
__global__ void volatile_reduce(const int *in, int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) { HIPSHIM_LOCKSTEP();
        volatile int *v = s;
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 32]); HIPSHIM_LOCKSTEP();
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 16]); HIPSHIM_LOCKSTEP();
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 8]); HIPSHIM_LOCKSTEP();
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 4]); HIPSHIM_LOCKSTEP();
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 2]); HIPSHIM_LOCKSTEP();
        v[t] += HIPSHIM_LOCKSTEP_READ(v[t + 1]); HIPSHIM_LOCKSTEP();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

int main()
{
    hipDeviceProp_t prop;
    hipGetDeviceProperties(&prop, 0);
    const int ws = prop.warpSize, bs = 200, nb = 3, n = bs * nb - 37;   // partial warps
    std::vector<int> hi(n);
    std::vector<float> hf(n);
    for (int i = 0; i < n; i++) {
        hi[i] = (i * 37) % 23 - 5;
        hf[i] = (float)((i * 13) % 8);
    }
    int *in, *xs, *ds, *votes, *w;
    float *fin, *up, *bc;
    unsigned long long *ballots;
    hipMallocManaged(&in, n * 4); hipMallocManaged(&xs, n * 4); hipMallocManaged(&ds, n * 4);
    hipMallocManaged(&votes, n * 4); hipMallocManaged(&w, n * 4); hipMallocManaged(&fin, n * 4);
    hipMallocManaged(&up, n * 4); hipMallocManaged(&bc, n * 4); hipMallocManaged(&ballots, n * 8);
    for (int i = 0; i < n; i++) { in[i] = hi[i]; fin[i] = hf[i]; }

    hipLaunchKernelGGL(warp_sums, dim3(nb), dim3(bs), 0, 0, in, xs, ds, n);
    hipDeviceSynchronize();
    bool ok_x = true, ok_d = true;
    for (int i = 0; i < n; i++) {
        int b = i / bs, t = i % bs, w0 = b * bs + t / ws * ws;
        int lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;   // lanes of this warp
        long long sum = 0;
        for (int l = 0; l < lanes; l++) sum += w0 + l < n ? hi[w0 + l] : 0;
        // xor partners beyond a partial warp keep their own value: only check full warps there
        if (lanes == ws && xs[i] != sum) ok_x = false;
        if (t % ws == 0 && lanes == ws && ds[i] != sum) ok_d = false;
    }
    check("xor butterfly sums", ok_x);
    check("down-shift sums", ok_d);

    hipLaunchKernelGGL(lanes, dim3(nb), dim3(bs), 0, 0, fin, up, bc, ballots, votes, n);
    hipDeviceSynchronize();
    bool ok_u = true, ok_b = true, ok_m = true, ok_v = true;
    for (int i = 0; i < n; i++) {
        int b = i / bs, t = i % bs, g8 = t & ~7;
        float s = 0;
        for (int l = g8; l <= t; l++) s += b * bs + l < n ? hf[b * bs + l] : 0.0f;
        if (up[i] != s) ok_u = false;
        int src = (t & ~15) + ((t + 3) % 16) % 16, w0 = t / ws * ws;
        (void)w0;
        float want = b * bs + src < n && src < bs ? hf[b * bs + src] : 0.0f;
        if (bc[i] != want) ok_b = false;
        unsigned long long m = 0;
        int any = 0, all = 1, base = t / ws * ws;
        for (int l = 0; l < ws && base + l < bs; l++) {
            int g = b * bs + base + l;
            float v = g < n ? hf[g] : 0.0f;
            if (v > 2.0f) m |= 1ull << l;
            any |= v > 6.5f;
            all &= v >= 0.0f;
        }
        if (ballots[i] != m) ok_m = false;
        if (votes[i] != any * 2 + all) ok_v = false;
    }
    check("scan by up-shifts in groups of 8", ok_u);
    check("broadcast in groups of 16", ok_b);
    check("ballot", ok_m);
    check("any / all", ok_v);

    hipLaunchKernelGGL(after_return, dim3(nb), dim3(bs), 0, 0, in, w, ballots, n);
    hipDeviceSynchronize();
    bool ok_r = true, ok_rb = true;
    for (int i = 0; i < n; i++) {
        int t = i % bs, lane = t % ws, base = i - lane;
        int lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;
        // a source past the warp keeps the own value; one that never existed or returned reads 0
        int want = lane + 1 >= ws ? hi[i] : (lane + 1 < lanes && i + 1 < n ? hi[i + 1] : 0);
        if (w[i] != want) ok_r = false;
        unsigned long long m = 0;
        for (int l = 0; l < lanes && base + l < n; l++)
            if (hi[base + l] & 1) m |= 1ull << l;
        if (ballots[i] != m) ok_rb = false;
    }
    check("shuffle after some lanes returned", ok_r);
    check("ballot after some lanes returned", ok_rb);

    hipLaunchKernelGGL(block_votes, dim3(nb), dim3(bs), 0, 0, in, w, n);
    hipDeviceSynchronize();
    bool ok_bv = true;
    for (int b = 0; b < nb; b++) {
        int c = 0, a = 1, o = 0;
        for (int t = 0; t < bs; t++) {
            int g = b * bs + t, v = g < n ? hi[g] : 0;
            c += v > 0;
            a &= v > -6;
            o |= v > 16 + b;
        }
        for (int t = 0; t < bs && b * bs + t < n; t++)
            if (w[b * bs + t] != c * 4 + a * 2 + o) ok_bv = false;
    }
    check("__syncthreads_count / _and / _or", ok_bv);

    int *vin, *vout;
    hipMallocManaged(&vin, 64 * 4 * 4); hipMallocManaged(&vout, 4 * 4);
    for (int i = 0; i < 256; i++) vin[i] = i % 9;
    hipLaunchKernelGGL(volatile_reduce, dim3(4), dim3(64), 0, 0, vin, vout);
    hipDeviceSynchronize();
    bool ok_vr = true;
    for (int b = 0; b < 4; b++) {
        int sum = 0;
        for (int l = 0; l < 64; l++) sum += vin[b * 64 + l];
        // lanes in lockstep give the block's sum; a lowered kernel would too, by luck of order
        if (vout[b] != sum) ok_vr = false;
    }
    printf("volatile reduction: %s\n", ok_vr ? "block sums" : "other sums");
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures != 0;
}
