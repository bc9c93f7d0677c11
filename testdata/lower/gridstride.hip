// gridstride.cu - grid-stride loops, which cu2hip --lower-kernels runs round by round over a
// block's threads (each round one iteration of every thread whose condition holds, so that
// neighbouring threads touch neighbouring elements): a copy that splits its flat index with
// divisions and remainders (a tensor concatenation), a per-thread accumulator carried across the
// iterations and then written out, a thread that returns before its loop, a loop whose start and
// stride are spelled otherwise (gridDim.x * blockDim.x, a start offset, a continue, a bound with
// <=), and near misses left to the plain lowering: a stride that is not the grid's, a body that
// writes the counter, a body that breaks, and a body with an atomic (order between threads).
// Each result is checked against the host's own computation. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

// dst [outer, dst_axis, inner] receives src [outer, src_axis, inner] at channel off
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_concat(::hs_launch_detail::lower_blk *hs_b, const float *src, float *dst, long long outer, int src_axis, int dst_axis, int off, int inner)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
const ::hs_launch_detail::lower_div<long long> hs_d0(inner);
const ::hs_launch_detail::lower_div<long long> hs_d1(src_axis);
const long long total = outer * src_axis * inner;
const long long stride = (long long)blockDim.x * gridDim.x;
for (long long hs_gs_base = (long long)blockIdx.x * blockDim.x; hs_gs_base < (total); hs_gs_base += (stride)) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
long long i = hs_gs_base + hs_tid.x;
(void)i;
if ( i < total)
do {
        const int in = (int)(hs_d0.mod(i));
        const long long rest = hs_d0.div(i);
        const int a = (int)(hs_d1.mod(rest));
        const long long o = hs_d1.div(rest);
        dst[(o * dst_axis + off + a) * inner + in] = src[i];
    }
while (0);
});
}
}
#endif
__global__ void concat(const float *src, float *dst, long long outer, int src_axis, int dst_axis, int off,
                       int inner)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&concat, &hs_lowered_concat>();
#endif

    const long long total = outer * src_axis * inner;
    const long long stride = (long long)blockDim.x * gridDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
        const int in = (int)(i % inner);
        const long long rest = i / inner;
        const int a = (int)(rest % src_axis);
        const long long o = rest / src_axis;
        dst[(o * dst_axis + off + a) * inner + in] = src[i];
    }
}

// each thread sums its own elements (carried across iterations), a thread whose rank is a
// multiple of 5 returns before its loop
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_partial(::hs_launch_detail::lower_blk *hs_b, const int *a, long long *out, int n)
{
(void)hs_b;
unsigned char *hs_dead = ::hs_launch_detail::lower_dead(hs_b);
(void)hs_dead;
using hs_m0 = int;
using hs_t0 = long long;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
using hs_t1 = long long;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
using hs_t2 = int;
hs_t2 *hs_p2 = ::hs_launch_detail::lower_alloc<hs_t2>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int g = blockIdx.x * blockDim.x + hs_tid.x;
if (g % 5 == 3) {
        out[g] = -1;
        { hs_dead[hs_r] = 1; return; }
    }
(hs_p0[hs_r]) = 0; (hs_p1[hs_r]) = -1;
(hs_p2[hs_r]) = 0;
(void)g;
});
for (int hs_gs_base = blockIdx.x * blockDim.x; hs_gs_base < (n); hs_gs_base += (blockDim.x * gridDim.x)) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
int i = hs_gs_base + hs_tid.x;
(void)i;
if ( i < n)
do {
        (hs_p0[hs_r]) = (hs_p0[hs_r]) * 3 + a[i] + (hs_p2[hs_r])++;   // order-dependent: the thread's iterations in order
        (hs_p1[hs_r]) = i;
    }
while (0);
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_m0 g = (blockIdx.x * blockDim.x + hs_tid.x);
(void)g;
out[g] = (hs_p0[hs_r]) * 1000003 + (hs_p1[hs_r]);
});
}
#endif
__global__ void partial(const int *a, long long *out, int n)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&partial, &hs_lowered_partial>();
#endif

    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g % 5 == 3) {
        out[g] = -1;
        return;
    }
    long long acc = 0, last = -1;
    int k = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        acc = acc * 3 + a[i] + k++;   // order-dependent: the thread's iterations in order
        last = i;
    }
    out[g] = acc * 1000003 + last;
}

// other spellings: stride gridDim.x * blockDim.x, a start offset, continue, <=
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_odd_spelling(::hs_launch_detail::lower_blk *hs_b, int *out, int from, int last)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
for (unsigned hs_gs_base = from + blockIdx.x * blockDim.x; hs_gs_base <= ((unsigned)last); hs_gs_base += (gridDim.x * blockDim.x)) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
unsigned i = hs_gs_base + hs_tid.x;
(void)i;
if ( i <= (unsigned)last)
do {
        if (i % 3 == 0)
            continue;
        out[i] = (int)i * 7 + 1;
    }
while (0);
});
}
}
#endif
__global__ void odd_spelling(int *out, int from, int last)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&odd_spelling, &hs_lowered_odd_spelling>();
#endif

    for (unsigned i = from + blockIdx.x * blockDim.x + threadIdx.x; i <= (unsigned)last;
         i += gridDim.x * blockDim.x) {
        if (i % 3 == 0)
            continue;
        out[i] = (int)i * 7 + 1;
    }
}

// near misses: the plain lowering (or the fiber path)
// (a division by a parameter: lowered all the same, the loop as written)
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_half_stride(::hs_launch_detail::lower_blk *hs_b, int *out, int n, int d)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
const ::hs_launch_detail::lower_div<int> hs_d0(d);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
for (int i = blockIdx.x * blockDim.x + hs_tid.x; i < n; i += blockDim.x * gridDim.x / 2)
        out[i] += 1 + hs_d0.div(i);
});
}
#endif
__global__ void half_stride(int *out, int n, int d)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&half_stride, &hs_lowered_half_stride>();
#endif

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x / 2)
        out[i] += 1 + i / d;
}
__global__ void writes_counter(int *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        out[i] = i;
        if (out[i] % 7 == 6)
            i += 1;
    }
}
__global__ void breaks(int *out, int n, int stop, int d)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        if (i >= stop)
            break;
        out[i] = 2 * i + i % d;
    }
}
__global__ void atomic_body(unsigned *order, unsigned *next, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        order[i] = atomicAdd(next, 1u);
}

int main()
{
    const int blocks = 3, threads = 64, grid = blocks * threads;
    // concat: two parts [4, 3, 10] and [4, 5, 10] into [4, 8, 10]
    {
        const int outer = 4, inner = 10, ax[2] = { 3, 5 }, da = 8;
        std::vector<float> h[2], want(outer * da * inner, 0.0f);
        float *d[2], *dd;
        hipMalloc(&dd, want.size() * sizeof(float));
        hipMemset(dd, 0, want.size() * sizeof(float));
        int off = 0;
        for (int p = 0; p < 2; p++) {
            h[p].resize(outer * ax[p] * inner);
            for (size_t i = 0; i < h[p].size(); i++)
                h[p][i] = (float)(p * 1000 + i);
            for (int o = 0; o < outer; o++)
                for (int a = 0; a < ax[p]; a++)
                    for (int in = 0; in < inner; in++)
                        want[(o * da + off + a) * inner + in] = h[p][(o * ax[p] + a) * inner + in];
            hipMalloc(&d[p], h[p].size() * sizeof(float));
            hipMemcpy(d[p], h[p].data(), h[p].size() * sizeof(float), hipMemcpyHostToDevice);
            hipLaunchKernelGGL(concat, dim3(2), dim3(32), 0, 0, d[p], dd, outer, ax[p], da, off, inner);   // 64 threads, 120 or 200 elements
            off += ax[p];
        }
        std::vector<float> got(want.size());
        hipMemcpy(got.data(), dd, got.size() * sizeof(float), hipMemcpyDeviceToHost);
        check("concat", got == want);
        hipFree(d[0]);
        hipFree(d[1]);
        hipFree(dd);
    }
    // partial: 1000 elements over 192 threads (5 or 6 iterations each)
    {
        const int n = 1000;
        std::vector<int> a(n);
        for (int i = 0; i < n; i++)
            a[i] = (i * 37) % 101 - 50;
        std::vector<long long> want(grid), got(grid);
        for (int g = 0; g < grid; g++) {
            if (g % 5 == 3) {
                want[g] = -1;
                continue;
            }
            long long acc = 0, last = -1;
            int k = 0;
            for (int i = g; i < n; i += grid) {
                acc = acc * 3 + a[i] + k++;
                last = i;
            }
            want[g] = acc * 1000003 + last;
        }
        int *da;
        long long *dout;
        hipMalloc(&da, n * sizeof(int));
        hipMalloc(&dout, grid * sizeof(long long));
        hipMemcpy(da, a.data(), n * sizeof(int), hipMemcpyHostToDevice);
        hipLaunchKernelGGL(partial, dim3(blocks), dim3(threads), 0, 0, da, dout, n);
        hipMemcpy(got.data(), dout, grid * sizeof(long long), hipMemcpyDeviceToHost);
        check("per-thread accumulator, early return", got == want);
        hipFree(da);
        hipFree(dout);
    }
    // the other spellings and the near misses, each on 700 elements
    {
        const int n = 700;
        std::vector<int> want(n, -5), got(n);
        int *d;
        hipMalloc(&d, n * sizeof(int));

        hipMemcpy(d, want.data(), n * sizeof(int), hipMemcpyHostToDevice);
        hipLaunchKernelGGL(odd_spelling, dim3(blocks), dim3(threads), 0, 0, d, 11, 650);
        for (int i = 11; i <= 650; i++)
            if (i % 3)
                want[i] = i * 7 + 1;
        hipMemcpy(got.data(), d, n * sizeof(int), hipMemcpyDeviceToHost);
        check("gridDim.x * blockDim.x, offset start, continue, <=", got == want);

        hipLaunchKernelGGL(half_stride, dim3(blocks), dim3(threads), 0, 0, d, n, 9);
        for (int g = 0; g < grid; g++)
            for (int i = g; i < n; i += grid / 2)
                want[i] += 1 + i / 9;
        hipMemcpy(got.data(), d, n * sizeof(int), hipMemcpyDeviceToHost);
        check("half the grid's stride", got == want);

        hipLaunchKernelGGL(writes_counter, dim3(blocks), dim3(threads), 0, 0, d, n);
        for (int g = 0; g < grid; g++)
            for (int i = g; i < n; i += grid) {
                want[i] = i;
                if (want[i] % 7 == 6)
                    i += 1;
            }
        hipMemcpy(got.data(), d, n * sizeof(int), hipMemcpyDeviceToHost);
        check("a body that writes the counter", got == want);

        hipLaunchKernelGGL(breaks, dim3(blocks), dim3(threads), 0, 0, d, n, 500, 13);
        for (int i = 0; i < 500; i++)
            want[i] = 2 * i + i % 13;
        hipMemcpy(got.data(), d, n * sizeof(int), hipMemcpyDeviceToHost);
        check("a body that breaks", got == want);
        hipFree(d);
    }
    // atomics: every ticket taken once (the order between threads is the fiber path's, compared
    // by the lowering's tests, not checked here)
    {
        const int n = 500;
        unsigned *dorder, *dnext, zero = 0;
        hipMalloc(&dorder, n * sizeof(unsigned));
        hipMalloc(&dnext, sizeof(unsigned));
        hipMemcpy(dnext, &zero, sizeof zero, hipMemcpyHostToDevice);
        hipLaunchKernelGGL(atomic_body, dim3(blocks), dim3(threads), 0, 0, dorder, dnext, n);
        std::vector<unsigned> order(n), seen(n, 0);
        hipMemcpy(order.data(), dorder, n * sizeof(unsigned), hipMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < n; i++)
            ok = ok && order[i] < (unsigned)n && !seen[order[i]]++;
        check("an atomic in the body", ok);
        printf("ticket of element 1: %u, of element %d: %u\n", order[1], grid, order[grid]);
        hipFree(dorder);
        hipFree(dnext);
    }
    if (failures) {
        printf("%d FAILED\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
