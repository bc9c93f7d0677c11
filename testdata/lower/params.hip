// params.cu - kernels that modify their own parameters: on a GPU each thread has its own copy
// of every parameter, so what one thread adds to a pointer or a count is not seen by another.
// cu2hip --lower-kernels keeps such parameters per thread (an array that starts as the
// argument): pointers moved per block and per thread before a barrier (the shape of a Romberg
// integration's `a += ...`), a float parameter accumulated in a loop across barriers, a
// parameter modified in a kernel lowered for its division by another parameter only, a
// template kernel; a parameter the threads modify that then bounds a loop with a barrier keeps
// the fiber path. Each result is checked against a host computation. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

#define BS 128

#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_shift_params(::hs_launch_detail::lower_blk *hs_b, const float *in, float *out, int n, float scale)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_t0 = const float *;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p0[hs_i] = in;
using hs_t1 = float *;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p1[hs_i] = out;
using hs_t2 = int;
hs_t2 *hs_p2 = ::hs_launch_detail::lower_alloc<hs_t2>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p2[hs_i] = n;
using hs_t3 = float;
hs_t3 *hs_p3 = ::hs_launch_detail::lower_alloc<hs_t3>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p3[hs_i] = scale;
__shared__ float tile[BS];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) += blockIdx.x * blockDim.x;
(hs_p1[hs_r]) += blockIdx.x * blockDim.x;
(hs_p2[hs_r]) -= blockIdx.x * blockDim.x;
(hs_p3[hs_r]) += hs_tid.x;
tile[hs_tid.x] = hs_tid.x < (hs_p2[hs_r]) ? (hs_p0[hs_r])[hs_tid.x] * (hs_p3[hs_r]) : 0.0f;
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
if (hs_tid.x < (hs_p2[hs_r]))
        (hs_p1[hs_r])[hs_tid.x] = tile[blockDim.x - 1 - hs_tid.x] + (hs_p3[hs_r]);
});
}
#endif
__global__ void shift_params(const float *in, float *out, int n, float scale)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&shift_params, &hs_lowered_shift_params>();
#endif

    __shared__ float tile[BS];
    in += blockIdx.x * blockDim.x;
    out += blockIdx.x * blockDim.x;
    n -= blockIdx.x * blockDim.x;
    scale += threadIdx.x;
    tile[threadIdx.x] = threadIdx.x < n ? in[threadIdx.x] * scale : 0.0f;
    __syncthreads();
    if (threadIdx.x < n)
        out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x] + scale;
}

// each thread sums its own strip, a step at a time: a is its running abscissa
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_strips(::hs_launch_detail::lower_blk *hs_b, float a, float h, int steps, float *out)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_t0 = float;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p0[hs_i] = a;
using hs_t1 = float;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
__shared__ float part[BS];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) += h * steps * (blockIdx.x * blockDim.x + hs_tid.x);
(hs_p1[hs_r]) = 0.0f;
});
for (int k = 0; k < steps; k++) {
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p1[hs_r]) += (hs_p0[hs_r]) * (hs_p0[hs_r]);
(hs_p0[hs_r]) += h;
});
}
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
part[hs_tid.x] = (hs_p1[hs_r]) * h;
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
if (hs_tid.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < (int)blockDim.x; i++)
            t += part[i];
        out[blockIdx.x] = t;
    }
});
}
#endif
__global__ void strips(float a, float h, int steps, float *out)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&strips, &hs_lowered_strips>();
#endif

    __shared__ float part[BS];
    a += h * steps * (blockIdx.x * blockDim.x + threadIdx.x);
    float s = 0.0f;
    for (int k = 0; k < steps; k++) {
        s += a * a;
        a += h;
        __syncthreads();
    }
    part[threadIdx.x] = s * h;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < (int)blockDim.x; i++)
            t += part[i];
        out[blockIdx.x] = t;
    }
}

// lowered for its division by d alone (no barrier)
#if defined(__HIPSHIM_LOWER__)
static void hs_lowered_bucket(::hs_launch_detail::lower_blk *hs_b, const int *in, int *out, int n, int d)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_t0 = const int *;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p0[hs_i] = in;
using hs_t1 = int;
hs_t1 *hs_p1 = ::hs_launch_detail::lower_alloc<hs_t1>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p1[hs_i] = n;
const ::hs_launch_detail::lower_div<int> hs_d0(d);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) += blockIdx.x * blockDim.x + hs_tid.x;
(hs_p1[hs_r]) -= blockIdx.x * blockDim.x + hs_tid.x;
if ((hs_p1[hs_r]) > 0)
        out[blockIdx.x * blockDim.x + hs_tid.x] = hs_d0.div(*(hs_p0[hs_r])) + hs_d0.mod((hs_p1[hs_r]));
});
}
#endif
__global__ void bucket(const int *in, int *out, int n, int d)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&bucket, &hs_lowered_bucket>();
#endif

    in += blockIdx.x * blockDim.x + threadIdx.x;
    n -= blockIdx.x * blockDim.x + threadIdx.x;
    if (n > 0)
        out[blockIdx.x * blockDim.x + threadIdx.x] = *in / d + n % d;
}

#if defined(__HIPSHIM_LOWER__)
template <typename T>
static void hs_lowered_shift_t(::hs_launch_detail::lower_blk *hs_b, const T *in, T *out, T bias)
{
(void)hs_b;
unsigned char *hs_dead = nullptr;
(void)hs_dead;
using hs_t0 = T;
hs_t0 *hs_p0 = ::hs_launch_detail::lower_alloc<hs_t0>(hs_b);
for (unsigned hs_i = 0; hs_i < hs_b->n; hs_i++)
    hs_p0[hs_i] = bias;
__shared__ T tile[BS];
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
(hs_p0[hs_r]) *= (T)(hs_tid.x + 1);
tile[hs_tid.x] = in[blockIdx.x * blockDim.x + hs_tid.x] + (hs_p0[hs_r]);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
out[blockIdx.x * blockDim.x + hs_tid.x] = tile[(hs_tid.x + 1) % blockDim.x] - (hs_p0[hs_r]);
});
}
#endif
template <typename T>
__global__ void shift_t(const T *in, T *out, T bias)
{
#if defined(__HIPSHIM_LOWER__)
::hs_launch_detail::lower_use<&shift_t<T>, &hs_lowered_shift_t<T>>();
#endif

    __shared__ T tile[BS];
    bias *= (T)(threadIdx.x + 1);
    tile[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] + bias;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x] - bias;
}

// the count differs between threads, and bounds the loop around the barrier: fibers
__global__ void ragged(int *out, int rounds)
{
    __shared__ int cnt;
    rounds += threadIdx.x % 2;
    if (threadIdx.x == 0) cnt = 0;
    __syncthreads();
    for (int k = 0; k < rounds - (int)(threadIdx.x % 2); k++) {
        atomicAdd(&cnt, 1);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = cnt;
}

int main()
{
    const int n = 1000, nb = (n + BS - 1) / BS;
    std::vector<float> h(nb * BS), r(nb * BS);
    for (int i = 0; i < n; i++) h[i] = (float)(i % 17);
    float *fin, *fout;
    hipMalloc(&fin, nb * BS * sizeof(float));
    hipMalloc(&fout, nb * BS * sizeof(float));
    hipMemcpy(fin, h.data(), n * sizeof(float), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(shift_params, dim3(nb), dim3(BS), 0, 0, fin, fout, n, 0.5f);
    hipMemcpy(r.data(), fout, n * sizeof(float), hipMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int b = i / BS, t = i % BS, m = n - b * BS, u = BS - 1 - t;
        float tv = u < m ? h[b * BS + u] * (0.5f + u) : 0.0f;
        ok = ok && r[i] == tv + (0.5f + t);
    }
    check("pointers, count and scale moved per block and per thread", ok);

    const int steps = 8;
    const float h0 = 1.0f / (nb * BS * steps);
    hipLaunchKernelGGL(strips, dim3(nb), dim3(BS), 0, 0, 0.0f, h0, steps, fout);
    hipMemcpy(r.data(), fout, nb * sizeof(float), hipMemcpyDeviceToHost);
    ok = true;
    for (int b = 0; b < nb; b++) {
        float t = 0.0f;
        for (int i = 0; i < BS; i++) {
            float a = 0.0f + h0 * steps * (b * BS + i), s = 0.0f;
            for (int k = 0; k < steps; k++) {
                s += a * a;
                a += h0;
            }
            t += s * h0;
        }
        ok = ok && r[b] == t;
    }
    check("an abscissa parameter stepped across barriers", ok);

    std::vector<int> hi(nb * BS), ri(nb * BS, -1);
    for (int i = 0; i < nb * BS; i++) hi[i] = 3 * i - 700;
    int *iin, *iout;
    hipMalloc(&iin, nb * BS * sizeof(int));
    hipMalloc(&iout, nb * BS * sizeof(int));
    hipMemcpy(iin, hi.data(), nb * BS * sizeof(int), hipMemcpyHostToDevice);
    hipMemcpy(iout, ri.data(), nb * BS * sizeof(int), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(bucket, dim3(nb), dim3(BS), 0, 0, iin, iout, n, 7);
    hipMemcpy(ri.data(), iout, nb * BS * sizeof(int), hipMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < nb * BS; i++)
        ok = ok && ri[i] == (n - i > 0 ? hi[i] / 7 + (n - i) % 7 : -1);
    check("a pointer and a count moved in a kernel with a division", ok);

    std::vector<double> hd(nb * BS), rd(nb * BS);
    for (int i = 0; i < nb * BS; i++) hd[i] = 0.25 * i;
    double *din, *dout;
    hipMalloc(&din, nb * BS * sizeof(double));
    hipMalloc(&dout, nb * BS * sizeof(double));
    hipMemcpy(din, hd.data(), nb * BS * sizeof(double), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(shift_t<double>), dim3(nb), dim3(BS), 0, 0, din, dout, 0.5);
    hipMemcpy(rd.data(), dout, nb * BS * sizeof(double), hipMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < nb * BS; i++) {
        int b = i / BS, t = i % BS, u = (t + 1) % BS;
        ok = ok && rd[i] == hd[b * BS + u] + 0.5 * (u + 1) - 0.5 * (t + 1);
    }
    check("a template kernel's scaled parameter", ok);

    hipLaunchKernelGGL(ragged, dim3(nb), dim3(BS), 0, 0, iout, 3);
    hipMemcpy(ri.data(), iout, nb * sizeof(int), hipMemcpyDeviceToHost);
    ok = true;
    for (int b = 0; b < nb; b++)
        ok = ok && ri[b] == 3 * BS;
    check("a per-thread bound around a barrier", ok);

    hipFree(fin);
    hipFree(fout);
    hipFree(iin);
    hipFree(iout);
    hipFree(din);
    hipFree(dout);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
