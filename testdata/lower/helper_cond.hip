// helper_cond.cu - calls of __device__ functions that synchronise, one of two chosen by ?:
// (seed 002's lastBlock guards: an atomic ticket, a barrier, then the last block merges): only
// the chosen helper may run, so the ticket counter advances once per block. cu2hip
// --lower-kernels keeps such kernels on the fiber path (running both helpers over the block
// advanced it twice). Checked against the host. Prints PASS when all agree.
#include <hip/hip_runtime.h>
#include <cstdio>

static int failures = 0;
static void check(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL:", what);
    failures += !ok;
}

__device__ bool last_or(int *counter)
{
    __threadfence();
    int last = 0;
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    return __syncthreads_or(last == (int)gridDim.x - 1);
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_last_or(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, bool *hs_res, int * *hs_a0)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
using hs_w0_t = int;
hs_w0_t *hs_w0_v = ::hs_launch_detail::lower_alloc<hs_w0_t>(hs_b);
int *hs_w0_r = ::hs_launch_detail::lower_alloc<int>(hs_b);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
__threadfence();
int last = 0;
if (hs_tid.x == 0)
        last = atomicAdd((hs_a0[hs_r]), 1);
hs_w0_v[hs_r] = (last == (int)gridDim.x - 1);
});
::hs_launch_detail::lower_warp<::hs_launch_detail::lower_b_or>(hs_b, hs_dead, hs_w0_r, hs_w0_v, (const int *)nullptr, (const int *)nullptr);
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( (hs_w0_r[hs_r]));
});
}
#endif


__device__ bool last_shared(int *counter)
{
    __shared__ int last;
    __threadfence();
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1);
    __syncthreads();
    return last == (int)gridDim.x - 1;
}
#if defined(__HIPSHIM_LOWER__)
static inline void hs_lwh_last_shared(::hs_launch_detail::lower_blk *hs_b, unsigned char *hs_dead, bool *hs_res, int * *hs_a0)
{
(void)hs_b;
(void)hs_dead;
(void)hs_res;
::hs_launch_detail::lower_scope hs_scope;
__shared__ int last;
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
__threadfence();
if (hs_tid.x == 0)
        last = atomicAdd((hs_a0[hs_r]), 1);
});
::hs_launch_detail::lower_each<false>(hs_b, hs_dead, [&](unsigned hs_r, ::hs_launch_detail::lower_tid hs_tid) {
(void)hs_r; (void)hs_tid;
hs_res[hs_r] = ( last == (int)gridDim.x - 1);
});
}
#endif


template <int Variant>
__global__ void tickets(int *counter, int *lasts)
{
    bool last = Variant == 1 ? last_or(counter) : last_shared(counter);
    if (last && threadIdx.x == 0)
        atomicAdd(lasts, 1);
}

__global__ void tickets_rt(int *counter, int *lasts, int variant)
{
    bool last = variant == 1 ? last_or(counter) : last_shared(counter);
    if (last && threadIdx.x == 0)
        atomicAdd(lasts, 1);
}

int main()
{
    int *d, h[2];
    hipMalloc(&d, 2 * sizeof(int));
    for (int v = 1; v <= 2; v++) {
        for (int rt = 0; rt < 2; rt++) {
            hipMemset(d, 0, 2 * sizeof(int));
            if (rt)
                hipLaunchKernelGGL(tickets_rt, dim3(9), dim3(64), 0, 0, d, d + 1, v);
            else if (v == 1)
                hipLaunchKernelGGL(HIP_KERNEL_NAME(tickets<1>), dim3(9), dim3(64), 0, 0, d, d + 1);
            else
                hipLaunchKernelGGL(HIP_KERNEL_NAME(tickets<2>), dim3(9), dim3(64), 0, 0, d, d + 1);
            hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
            char what[96];
            snprintf(what, sizeof what, "variant %d%s: %d tickets, %d last blocks", v, rt ? " (run time)" : "",
                     h[0], h[1]);
            check(what, h[0] == 9 && h[1] == 1);
        }
    }
    hipFree(d);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}
