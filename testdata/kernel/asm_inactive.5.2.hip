// Inline PTX in #if-disabled blocks: only code some compilation builds is reported. Blocks
// under conditions on __CUDA_ARCH__ are skipped by the host-side parse but built for the GPU,
// so they still count; a block disabled by an option that is not given does not.
// cu2hip-test: no-compile (the live asm statements stay PTX, as reported)
#include <hip/hip_runtime.h>
__device__ unsigned lane_a()
{
    unsigned l = 0;
#ifdef USE_INLINE_PTX
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
#endif
    return l;
}

__device__ unsigned lane_b()
{
    unsigned l = 0;
#if 0
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
#elif defined(USE_INLINE_PTX)
    asm("mov.u32 %0, %%laneid;" : "=r"(l));
#else
    l = threadIdx.x % 32;
#endif
    return l;
}

__device__ unsigned long long clock_c()
{
    unsigned long long t = 0;
#if defined(__HIP_DEVICE_COMPILE__) && (__HIP_DEVICE_COMPILE__ * 10000) >= 700
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
#endif
    return t;
}

__device__ unsigned lane_d()
{
    unsigned l;
#ifndef __HIP_DEVICE_COMPILE__
    l = 0;
#else
    asm("mov.u32 %0, %%laneid;" : "=r"(l));
#endif
    return l;
}

__device__ unsigned lane_e()
{
    unsigned l;
#ifdef USE_SHUFFLE_LANE
    l = threadIdx.x & 31;
#else
    asm("mov.u32 %0, %%laneid;" : "=r"(l));
#endif
    return l;
}

__global__ void k(unsigned *out)
{
    out[threadIdx.x] = lane_a() + lane_b() + (unsigned)clock_c() + lane_d() + lane_e();
}
