// helpers.cu - __device__ functions that synchronise, as real code writes its reductions: a warp
// reduction with shuffles in a helper, a templated one, a block reduction helper that calls the
// warp one and has its own barriers, a void helper that writes through a pointer, a helper called
// in a uniform loop, a template kernel calling the template helper; cu2hip --lower-kernels runs
// each such call lowered over the block. Near
// misses keep the fiber path: a helper with a shuffle called by some threads only (divergent
// code), a helper that returns early, a helper called under && (conditionally). Each result is
// checked against a host computation at the device's warp size. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

__device__ int warp_reduce_sum(int v)
{
    for (int o = warpSize / 2; o > 0; o /= 2)
        v += __shfl_xor(v, o);
    return v;
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_warp_reduce_sum(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, int *hs_res, int *hs_a0)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
for (int o = warpSize / 2; o > 0; o /= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_a0[hs_r]));
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_xor>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (int)(o), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_a0[hs_r]) += __shfl_xor((hs_a0[hs_r]), o);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( (hs_a0[hs_r]));
});
}
#endif


template <typename T>
__device__ T warp_reduce_max(T v)
{
    for (int o = warpSize / 2; o > 0; o /= 2) {
        T other = __shfl_down(v, o);
        v = other > v ? other : v;
    }
    return __shfl(v, 0);
}
#if defined(__HIPSHIM_LOWER__)
template <typename T>
static inline void hs_lwh_warp_reduce_max(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, T *hs_res, T *hs_a0)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
using hs_w0_t = T;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
T *hs_w0_r = ::hs_launch_detail::lower_alloc<T>(hs_b);
using hs_w1_t = T;
hs_w1_t *hs_w1_v = ::hs_launch_detail::lower_alloc<hs_w1_t>(hs_b);
T *hs_w1_r = ::hs_launch_detail::lower_alloc<T>(hs_b);
for (int o = warpSize / 2; o > 0; o /= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_a0[hs_r]));
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_down>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (unsigned int)(o), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
T other = __shfl_down((hs_a0[hs_r]), o);
(hs_a0[hs_r]) = other > (hs_a0[hs_r]) ? other : (hs_a0[hs_r]);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w1_v[hs_r] = ((hs_a0[hs_r]));
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_idx>(hs_b, hs_dead, hs_w1_r, hs_w1_v, (int)(0), (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( __shfl((hs_a0[hs_r]), 0));
});
}
#endif


// every thread gets the block's sum; scratch holds one value per warp
__device__ int block_reduce_sum(int v, int *scratch)
{
    const int lane = threadIdx.x % warpSize, wid = threadIdx.x / warpSize;
    const int nw = (blockDim.x + warpSize - 1) / warpSize;
    v = warp_reduce_sum(v);
    if (lane == 0) scratch[wid] = v;
    __syncthreads();
    int total = 0;
    for (int w = 0; w < nw; w++)
        total += scratch[w];
    __syncthreads();
    return total;
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_block_reduce_sum(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, int *hs_res, int *hs_a0, int * *hs_a1)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
using hs_m0 = int;
using hs_m1 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_w0_t0 = int;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_rt = int;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
const int nw = (blockDim.x + warpSize - 1) / warpSize;
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
const int lane = hs_tid.x % warpSize, wid = hs_tid.x / warpSize;
hs_w0_a0[hs_r] = ((hs_a0[hs_r]));
(void)lane;
(void)wid;
});
hs_lwh_warp_reduce_sum(hs_b, hs_dead, hs_w0_r, hs_w0_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 lane = (hs_tid.x % warpSize);
(void)lane;
hs_m1 wid = (hs_tid.x / warpSize);
(void)wid;
(hs_a0[hs_r]) = (hs_w0_r[hs_r]);
if (lane == 0) (hs_a1[hs_r])[wid] = (hs_a0[hs_r]);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) = 0;
for (int w = 0; w < nw; w++)
        (hs_p0[hs_r]) += (hs_a1[hs_r])[w];
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( (hs_p0[hs_r]));
});
}
#endif


// lane 0 of each warp stores the warp's ballot count
__device__ void store_warp_count(int pred, int *out)
{
    unsigned long long m = __ballot(pred);
    if (threadIdx.x % warpSize == 0)
        out[threadIdx.x / warpSize] = __popcll(m);
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_store_warp_count(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, void *hs_res, int *hs_a0, int * *hs_a1)
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
unsigned long long m = __ballot((hs_a0[hs_r]));
if (hs_tid.x % warpSize == 0)
        (hs_a1[hs_r])[hs_tid.x / warpSize] = __popcll(m);
});
}
#endif


#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_warp_sums(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_w0_t0 = int;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_rt = int;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
int v = i < n ? in[i] : 0;
hs_w0_a0[hs_r] = (v);
(void)i;
});
hs_lwh_warp_reduce_sum(hs_b, hs_dead, hs_w0_r, hs_w0_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
int s = (hs_w0_r[hs_r]);
if (i < n) out[i] = s;
});
}
#endif
__global__ void warp_sums(const int *in, int *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&warp_sums, &hs_lowered_warp_sums>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = warp_reduce_sum(v);
    if (i < n) out[i] = s;
}

#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_warp_maxes(::hs_launch_detail::lower_blk *hs_b, const float *in, float *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = float;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = float;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_w0_t0 = float;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_rt = float;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
using hs_w1_t0 = float;
hs_w1_t0 *hs_w1_a0 = ::hs_launch_detail::lower_alloc<hs_w1_t0>(hs_b);
using hs_w1_rt = float;
hs_w1_rt *hs_w1_r = ::hs_launch_detail::lower_alloc<hs_w1_rt>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
(hs_p0[hs_r]) = i < n ? in[i] : -1.0f;
hs_w0_a0[hs_r] = ((hs_p0[hs_r]));
(void)i;
});
hs_lwh_warp_reduce_max<float>(hs_b, hs_dead, hs_w0_r, hs_w0_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p1[hs_r]) = (hs_w0_r[hs_r]);
hs_w1_a0[hs_r] = ((hs_p0[hs_r]) * 2.0f);
});
hs_lwh_warp_reduce_max(hs_b, hs_dead, hs_w1_r, hs_w1_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
float m2 = (hs_w1_r[hs_r]);
if (i < n) out[i] = (hs_p1[hs_r]) + m2;
});
}
#endif
__global__ void warp_maxes(const float *in, float *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&warp_maxes, &hs_lowered_warp_maxes>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : -1.0f;
    float m = warp_reduce_max<float>(v);
    float m2 = warp_reduce_max(v * 2.0f);
    if (i < n) out[i] = m + m2;
}

#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_block_sums(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int *counts, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_w0_t0 = int;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_t1 = int *;
hs_w0_t1 *hs_w0_a1 = ::hs_launch_detail::lower_alloc<hs_w0_t1>(hs_b);
using hs_w0_rt = int;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
using hs_w1_t0 = int;
hs_w1_t0 *hs_w1_a0 = ::hs_launch_detail::lower_alloc<hs_w1_t0>(hs_b);
using hs_w1_t1 = int *;
hs_w1_t1 *hs_w1_a1 = ::hs_launch_detail::lower_alloc<hs_w1_t1>(hs_b);
__shared__ int scratch[32];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
(hs_p0[hs_r]) = 0;
(void)i;
});
for (int round = 0; round < 3; round++) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
int v = i < n ? in[i] * (round + 1) : 0;
hs_w0_a0[hs_r] = (v);
hs_w0_a1[hs_r] = (scratch);
});
hs_lwh_block_reduce_sum(hs_b, hs_dead, hs_w0_r, hs_w0_a0, hs_w0_a1);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) += (hs_w0_r[hs_r]);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
hs_w1_a0[hs_r] = (i < n && (in[i] & 1));
hs_w1_a1[hs_r] = (counts + blockIdx.x * 32);
});
hs_lwh_store_warp_count(hs_b, hs_dead, (void *)nullptr, hs_w1_a0, hs_w1_a1);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
((void)0);
if (i < n) out[i] = (hs_p0[hs_r]);
});
}
#endif
__global__ void block_sums(const int *in, int *out, int *counts, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&block_sums, &hs_lowered_block_sums>();
#endif

    __shared__ int scratch[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int total = 0;
    // a uniform loop: the helpers run once per round
    for (int round = 0; round < 3; round++) {
        int v = i < n ? in[i] * (round + 1) : 0;
        total += block_reduce_sum(v, scratch);
    }
    store_warp_count(i < n && (in[i] & 1), counts + blockIdx.x * 32);
    if (i < n) out[i] = total;
}

// a template kernel: its call of the template helper is dependent (its result type too)
#if defined(__HIPSHIM_LOWER__)
template <typename T>
static void hs_lowered_tmpl_maxes(::hs_launch_detail::lower_blk *hs_b, const T *in, T *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_w0_t0 = T;
hs_w0_t0 *hs_w0_a0 = ::hs_launch_detail::lower_alloc<hs_w0_t0>(hs_b);
using hs_w0_rt = ::std::remove_cv_t<decltype(warp_reduce_max(::std::declval<hs_w0_t0>()))>;
hs_w0_rt *hs_w0_r = ::hs_launch_detail::lower_alloc<hs_w0_rt>(hs_b);
::hs_launch_detail::lower_each<true>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = blockIdx.x * blockDim.x + hs_tid.x;
T v = i < n ? in[i] : T(-1);
hs_w0_a0[hs_r] = (v);
(void)i;
});
hs_lwh_warp_reduce_max(hs_b, hs_dead, hs_w0_r, hs_w0_a0);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 i = (blockIdx.x * blockDim.x + hs_tid.x);
(void)i;
T m = (hs_w0_r[hs_r]);
if (i < n) out[i] = m;
});
}
#endif
template <typename T>
__global__ void tmpl_maxes(const T *in, T *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&tmpl_maxes<T>, &hs_lowered_tmpl_maxes<T>>();
#endif

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(-1);
    T m = warp_reduce_max(v);
    if (i < n) out[i] = m;
}

// near miss: only the first half of the block calls the helper (divergent): fibers
__global__ void divergent_call(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = 0;
    if (threadIdx.x < blockDim.x / 2)
        s = warp_reduce_sum(v);
    __syncthreads();
    if (i < n) out[i] = s;
}

__device__ int early_out(int v)
{
    if (v < 0) return 0;
    return __shfl_xor(v, 1);
}

// near miss: the helper returns before its end: fibers
__global__ void early_return(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = early_out(v);
    if (i < n) out[i] = s;
}

// near miss: the helper is called under && (only where v is odd): fibers
__global__ void conditional_call(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = (v & 1) && warp_reduce_sum(v) > 0;
    if (i < n) out[i] = s;
}

int main()
{
    hipDeviceProp_t prop;
    hipGetDeviceProperties(&prop, 0);
    const int ws = prop.warpSize, bs = 256, nb = 3, n = bs * nb - 40;
    std::vector<int> hi(n);
    for (int i = 0; i < n; i++) hi[i] = (i * 37) % 23 - 5;
    int *in, *out, *counts;
    float *fin, *fout;
    hipMallocManaged(&in, n * 4); hipMallocManaged(&out, n * 4);
    hipMallocManaged(&counts, nb * 32 * 4);
    hipMallocManaged(&fin, n * 4); hipMallocManaged(&fout, n * 4);
    for (int i = 0; i < n; i++) { in[i] = hi[i]; fin[i] = (float)((i * 13) % 17); }
    auto warp_of = [&](int i, int *lanes) {   // first element of i's warp, lanes in the block
        int t = i % bs, w0 = i - t % ws;
        *lanes = bs - t / ws * ws < ws ? bs - t / ws * ws : ws;
        return w0;
    };

    hipLaunchKernelGGL(warp_sums, dim3(nb), dim3(bs), 0, 0, in, out, n);
    hipDeviceSynchronize();
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        long long s = 0;
        for (int l = 0; l < lanes; l++) s += w0 + l < n ? hi[w0 + l] : 0;
        if (out[i] != s) ok = false;
    }
    check("warp sums through a helper", ok);

    hipLaunchKernelGGL(warp_maxes, dim3(nb), dim3(bs), 0, 0, fin, fout, n);
    hipDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        float m = -1.0f;
        for (int l = 0; l < lanes; l++) {
            float v = w0 + l < n ? fin[w0 + l] : -1.0f;
            m = v > m ? v : m;
        }
        if (fout[i] != m * 3.0f) ok = false;
    }
    check("warp maxima through a template helper", ok);

    hipLaunchKernelGGL(HIP_KERNEL_NAME(tmpl_maxes<float>), dim3(nb), dim3(bs), 0, 0, fin, fout, n);
    hipDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        float m = -1.0f;
        for (int l = 0; l < lanes; l++) {
            float v = w0 + l < n ? fin[w0 + l] : -1.0f;
            m = v > m ? v : m;
        }
        if (fout[i] != m) ok = false;
    }
    check("warp maxima in a template kernel", ok);

    hipLaunchKernelGGL(block_sums, dim3(nb), dim3(bs), 0, 0, in, out, counts, n);
    hipDeviceSynchronize();
    bool ok_c = true;
    ok = true;
    for (int b = 0; b < nb; b++) {
        long long s = 0;
        for (int t = 0; t < bs; t++) s += b * bs + t < n ? hi[b * bs + t] : 0;
        for (int t = 0; t < bs && b * bs + t < n; t++)
            if (out[b * bs + t] != s * 6) ok = false;
        for (int w = 0; w < bs / ws; w++) {
            int c = 0;
            for (int l = 0; l < ws; l++) {
                int g = b * bs + w * ws + l;
                c += g < n && (hi[g] & 1);
            }
            if (counts[b * 32 + w] != c) ok_c = false;
        }
    }
    check("block sums through a helper with barriers, in a loop", ok);
    check("ballot counts through a void helper", ok_c);

    hipLaunchKernelGGL(divergent_call, dim3(nb), dim3(bs), 0, 0, in, out, n);
    hipDeviceSynchronize();
    ok = true;
    for (int i = 0; i < n; i++) {
        int lanes, w0 = warp_of(i, &lanes);
        long long s = 0;
        for (int l = 0; l < lanes; l++) s += w0 + l < n ? hi[w0 + l] : 0;
        bool first = i % bs < bs / 2;
        // a warp wholly in the first half sums; the second half stores 0
        if (!first && out[i] != 0) ok = false;
        if (first && (i % bs) / ws < (bs / 2) / ws && out[i] != s) ok = false;
    }
    check("divergent helper call (fibers)", ok);

    hipLaunchKernelGGL(early_return, dim3(nb), dim3(bs), 0, 0, in, out, n);
    hipDeviceSynchronize();
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += out[i] * (i % 7 + 1);
    printf("early return checksum %lld\n", sum);

    hipLaunchKernelGGL(conditional_call, dim3(nb), dim3(bs), 0, 0, in, out, n);
    hipDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < n; i++) sum += out[i] * (i % 7 + 1);
    printf("conditional call checksum %lld\n", sum);

    hipFree(in); hipFree(out); hipFree(counts); hipFree(fin); hipFree(fout);
    if (failures) {
        printf("%d FAILED\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
