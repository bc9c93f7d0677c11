// features.cu - what cu2hip --lower-kernels must get right, each kernel checked against a host
// computation: early returns before a barrier, 2-D blocks, barriers in nested uniform loops and
// in a uniform if, values (scalars and arrays) kept across barriers, a uniform value declared
// between statements, dynamic shared memory, templates, device functions reading threadIdx, odd
// block sizes, and a warp shuffle (loops over the lanes). Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    } else {
        printf("ok %s\n", what);
    }
}

// early return of the threads past n; the others still meet at the barrier
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_shift_left(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = ::hs_launch_detail::lower_dead(hs_b);
(void)hs_dead;
using hs_m0 = int;
using hs_m1 = int;
__shared__ int s[128];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int t = hs_tid.x;
int i = blockIdx.x * blockDim.x + t;
if (i >= n) { hs_dead[hs_r] = 1; return; }
s[t] = in[i] * 3;
(void)t;
(void)i;
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
hs_m1 i = (blockIdx.x * blockDim.x + t);
(void)i;
int j = t + 1 < (int)blockDim.x && i + 1 < n ? s[t + 1] : -1;
out[i] = j;
});
}
#endif
__global__ void shift_left(const int *in, int *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&shift_left, &hs_lowered_shift_left>();
#endif

    __shared__ int s[128];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (i >= n) return;
    s[t] = in[i] * 3;
    __syncthreads();
    int j = t + 1 < (int)blockDim.x && i + 1 < n ? s[t + 1] : -1;
    out[i] = j;
}

// 2-D block: tile transpose through shared memory
#define TD 8
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_transpose_tile(::hs_launch_detail::lower_blk *hs_b, const float *in, float *out, int w, int h)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
__shared__ float tile[TD][TD + 1];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int x = blockIdx.x * TD + hs_tid.x, y = blockIdx.y * TD + hs_tid.y;
if (x < w && y < h) tile[hs_tid.y][hs_tid.x] = in[y * w + x];
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int ox = blockIdx.y * TD + hs_tid.x, oy = blockIdx.x * TD + hs_tid.y;
if (ox < h && oy < w) out[oy * h + ox] = tile[hs_tid.x][hs_tid.y];
});
}
#endif
__global__ void transpose_tile(const float *in, float *out, int w, int h)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&transpose_tile, &hs_lowered_transpose_tile>();
#endif

    __shared__ float tile[TD][TD + 1];
    int x = blockIdx.x * TD + threadIdx.x, y = blockIdx.y * TD + threadIdx.y;
    if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    __syncthreads();
    int ox = blockIdx.y * TD + threadIdx.x, oy = blockIdx.x * TD + threadIdx.y;
    if (ox < h && oy < w) out[oy * h + ox] = tile[threadIdx.x][threadIdx.y];
}

// tiled matrix product: barriers in a uniform loop, per-thread sums kept across them
#if defined(__HIPSHIM_LOWER__)
template <int T, typename V>
static void hs_lowered_matmul(::hs_launch_detail::lower_blk *hs_b, const V *a, const V *b, V *c, int n)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_m1 = int;
using hs_t0 = V[2];
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
__shared__ V sa[T][T], sb[T][T];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int row = blockIdx.y * T + hs_tid.y, col = blockIdx.x * T + hs_tid.x;
{ hs_t0 hs_i0 = {0, 0}; __builtin_memcpy((void *)&(hs_p0[hs_r]), (const void *)&hs_i0, sizeof hs_i0); };
(void)row;
(void)col;
});
for (int k0 = 0; k0 < n; k0 += T) {
::hs_launch_detail::lower_each<true>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 row = (blockIdx.y * T + hs_tid.y);
(void)row;
hs_m1 col = (blockIdx.x * T + hs_tid.x);
(void)col;
sa[hs_tid.y][hs_tid.x] = row < n && k0 + hs_tid.x < n ? a[row * n + k0 + hs_tid.x] : V(0);
sb[hs_tid.y][hs_tid.x] = col < n && k0 + hs_tid.y < n ? b[(k0 + hs_tid.y) * n + col] : V(0);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
for (int k = 0; k < T; k++) (hs_p0[hs_r])[k & 1] += sa[hs_tid.y][k] * sb[k][hs_tid.x];
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 row = (blockIdx.y * T + hs_tid.y);
(void)row;
hs_m1 col = (blockIdx.x * T + hs_tid.x);
(void)col;
if (row < n && col < n) c[row * n + col] = (hs_p0[hs_r])[0] + (hs_p0[hs_r])[1];
});
}
#endif
template <int T, typename V>
__global__ void matmul(const V *a, const V *b, V *c, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&matmul<T, V>, &hs_lowered_matmul<T, V>>();
#endif

    __shared__ V sa[T][T], sb[T][T];
    int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
    V acc[2] = {0, 0};
    for (int k0 = 0; k0 < n; k0 += T) {
        sa[threadIdx.y][threadIdx.x] = row < n && k0 + threadIdx.x < n ? a[row * n + k0 + threadIdx.x] : V(0);
        sb[threadIdx.y][threadIdx.x] = col < n && k0 + threadIdx.y < n ? b[(k0 + threadIdx.y) * n + col] : V(0);
        __syncthreads();
        for (int k = 0; k < T; k++) acc[k & 1] += sa[threadIdx.y][k] * sb[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) c[row * n + col] = acc[0] + acc[1];
}

__device__ int lane_of_block() { return threadIdx.x % 7; }

// a uniform if holding barriers, a uniform value declared mid-way, a device function that reads
// threadIdx, and a loop counter declared in the loop body kept across its barrier
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_mixed(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int mode)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = int;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
extern __shared__ int dyn[];
const int half = blockDim.x / 2;
::hs_launch_detail::lower_each<true>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int t = hs_tid.x;
int v = in[blockIdx.x * blockDim.x + t];
dyn[t] = v + lane_of_block();
(void)t;
});
if (mode > 0) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
(hs_p0[hs_r]) = dyn[(t + half) % blockDim.x];
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
dyn[t] = (hs_p0[hs_r]) * 2;
});
}
for (int r = 0; r < 3; r++) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
(hs_p1[hs_r]) = dyn[(t + blockDim.x - 1) % blockDim.x];
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
dyn[t] += (hs_p1[hs_r]);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 t = (hs_tid.x);
(void)t;
out[blockIdx.x * blockDim.x + t] = dyn[t] + half;
});
}
#endif
__global__ void mixed(const int *in, int *out, int mode)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&mixed, &hs_lowered_mixed>();
#endif

    extern __shared__ int dyn[];
    int t = threadIdx.x;
    int v = in[blockIdx.x * blockDim.x + t];
    const int half = blockDim.x / 2;
    dyn[t] = v + lane_of_block();
    __syncthreads();
    if (mode > 0) {
        int w = dyn[(t + half) % blockDim.x];
        __syncthreads();
        dyn[t] = w * 2;
        __syncthreads();
    }
    for (int r = 0; r < 3; r++) {
        int prev = dyn[(t + blockDim.x - 1) % blockDim.x];
        __syncthreads();
        dyn[t] += prev;
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = dyn[t] + half;
}

// a warp shuffle with a width, then a barrier: the shuffle runs as a loop over each warp's lanes
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_warp_sum(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_t0 = int;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
int *hs_w0_w = ::hs_launch_detail::lower_alloc<int>(hs_b);
__shared__ int s[32];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) = in[blockIdx.x * blockDim.x + hs_tid.x];
});
for (int d = 16; d > 0; d /= 2) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_w0_v[hs_r] = ((hs_p0[hs_r]));
hs_w0_w[hs_r] = (32);
});
::hs_launch_detail::lower_warp_u<::hs_launch_detail::lower_w_down>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (unsigned int)(d), hs_w0_w);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) += __shfl_down((hs_p0[hs_r]), d, 32);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
if (hs_tid.x % 32 == 0) s[hs_tid.x / 32] = (hs_p0[hs_r]);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
if (hs_tid.x == 0) {
        int acc = 0;
        for (int w = 0; w < (int)(blockDim.x / 32); w++) acc += s[w];
        out[blockIdx.x] = acc;
    }
});
}
#endif
__global__ void warp_sum(const int *in, int *out)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&warp_sum, &hs_lowered_warp_sum>();
#endif

    __shared__ int s[32];
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int d = 16; d > 0; d /= 2) v += __shfl_down(v, d, 32);
    if (threadIdx.x % 32 == 0) s[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        int acc = 0;
        for (int w = 0; w < (int)(blockDim.x / 32); w++) acc += s[w];
        out[blockIdx.x] = acc;
    }
}

int main()
{
    // shift_left: 300 elements, blocks of 128 (the last one partial)
    {
        const int n = 300;
        std::vector<int> h(n), r(n);
        for (int i = 0; i < n; i++) h[i] = i * 5 - 7;
        int *din, *dout;
        hipMalloc(&din, n * 4);
        hipMalloc(&dout, n * 4);
        hipMemcpy(din, h.data(), n * 4, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(shift_left, dim3((n + 127) / 128), dim3(128), 0, 0, din, dout, n);
        hipMemcpy(r.data(), dout, n * 4, hipMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++) {
            int t = i % 128;
            int want = t + 1 < 128 && i + 1 < n ? h[i + 1] * 3 : -1;
            ok = ok && r[i] == want;
        }
        check("early return before a barrier", ok);
        hipFree(din);
        hipFree(dout);
    }
    // transpose_tile: 21 x 13
    {
        const int w = 21, h = 13;
        std::vector<float> a(w * h), r(w * h);
        for (int i = 0; i < w * h; i++) a[i] = (float)(i % 97);
        float *din, *dout;
        hipMalloc(&din, w * h * 4);
        hipMalloc(&dout, w * h * 4);
        hipMemcpy(din, a.data(), w * h * 4, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(transpose_tile, dim3((w + TD - 1) / TD, (h + TD - 1) / TD), dim3(TD, TD), 0, 0, din, dout, w, h);
        hipMemcpy(r.data(), dout, w * h * 4, hipMemcpyDeviceToHost);
        bool ok = true;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) ok = ok && r[x * h + y] == a[y * w + x];
        check("2-D block transpose", ok);
        hipFree(din);
        hipFree(dout);
    }
    // matmul<8, int>: 30 x 30
    {
        const int n = 30;
        std::vector<int> a(n * n), b(n * n), c(n * n);
        for (int i = 0; i < n * n; i++) {
            a[i] = i % 11 - 5;
            b[i] = i % 7 - 3;
        }
        int *da, *db, *dc;
        hipMalloc(&da, n * n * 4);
        hipMalloc(&db, n * n * 4);
        hipMalloc(&dc, n * n * 4);
        hipMemcpy(da, a.data(), n * n * 4, hipMemcpyHostToDevice);
        hipMemcpy(db, b.data(), n * n * 4, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(HIP_KERNEL_NAME(matmul<8, int>), dim3(4, 4), dim3(8, 8), 0, 0, da, db, dc, n);
        hipMemcpy(c.data(), dc, n * n * 4, hipMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int s = 0;
                for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
                ok = ok && c[i * n + j] == s;
            }
        check("template tiled matmul, barriers in a loop", ok);
        hipFree(da);
        hipFree(db);
        hipFree(dc);
    }
    // mixed: blocks of 100 threads (not a multiple of the warp size), both modes
    for (int mode = 0; mode < 2; mode++) {
        const int bs = 100, nb = 3, n = bs * nb;
        std::vector<int> h(n), r(n);
        for (int i = 0; i < n; i++) h[i] = (i * 13) % 29;
        int *din, *dout;
        hipMalloc(&din, n * 4);
        hipMalloc(&dout, n * 4);
        hipMemcpy(din, h.data(), n * 4, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(mixed, dim3(nb), dim3(bs), bs * sizeof(int), 0, din, dout, mode);
        hipMemcpy(r.data(), dout, n * 4, hipMemcpyDeviceToHost);
        bool ok = true;
        for (int blk = 0; blk < nb; blk++) {
            std::vector<int> s(bs), w(bs);
            for (int t = 0; t < bs; t++) s[t] = h[blk * bs + t] + t % 7;
            if (mode > 0) {
                for (int t = 0; t < bs; t++) w[t] = s[(t + bs / 2) % bs];
                for (int t = 0; t < bs; t++) s[t] = w[t] * 2;
            }
            for (int k = 0; k < 3; k++) {
                for (int t = 0; t < bs; t++) w[t] = s[(t + bs - 1) % bs];
                for (int t = 0; t < bs; t++) s[t] += w[t];
            }
            for (int t = 0; t < bs; t++) ok = ok && r[blk * bs + t] == s[t] + bs / 2;
        }
        check(mode ? "uniform if with barriers, dynamic shared" : "dynamic shared, loop with barriers", ok);
        hipFree(din);
        hipFree(dout);
    }
    // warp_sum: 4 blocks of 128
    {
        const int n = 512;
        std::vector<int> h(n), r(4);
        for (int i = 0; i < n; i++) h[i] = i % 9;
        int *din, *dout;
        hipMalloc(&din, n * 4);
        hipMalloc(&dout, 4 * 4);
        hipMemcpy(din, h.data(), n * 4, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(warp_sum, dim3(4), dim3(128), 0, 0, din, dout);
        hipMemcpy(r.data(), dout, 16, hipMemcpyDeviceToHost);
        bool ok = true;
        for (int b = 0; b < 4; b++) {
            int s = 0;
            for (int i = 0; i < 128; i++) s += h[b * 128 + i];
            ok = ok && r[b] == s;
        }
        check("warp shuffle sums", ok);
        hipFree(din);
        hipFree(dout);
    }
    if (hipGetLastError() != hipSuccess) failures++;
    if (failures) return 1;
    printf("PASS\n");
    return 0;
}
