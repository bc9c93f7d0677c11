// Mask arguments of the _sync warp builtins: constants in every spelling, macros, casts.
#include <hip/hip_runtime.h>

#define FULL_MASK 0xffffffff          // used only as a mask: widened here
#define LOW_HALF 0x0000ffffu          // used only as a mask: same value, 64-bit
#define ALL_LANES (~0u)               // used as a mask and as a number: widened at the mask use
#define WARP_SUM(v) (v) += __shfl_down((v), 16)
#define SHFL_MASKED(m, v) __shfl(v, 0)

constexpr unsigned kAll = 0xFFFFFFFFu;

__device__ int lane_bits(int lane) { return lane & ALL_LANES; }

__global__ void spellings(int *out, unsigned dyn, int sel) {
    int v = out[threadIdx.x];
    v += __shfl(v, 0);
    v += __shfl(v, 1);
    v += __shfl_up(v, 1);
    v += __shfl_down(v, 1);
    v += __shfl_xor(v, 1);
    v += __shfl(v, 2);
    v += __shfl(v, 3);
    v += __shfl(v, 4);
    v += __shfl(v, 0, 16);
    v += __shfl(v, 0, 16);
    v += __shfl(v, 0, 16);
    v += __shfl(v, 0, 16);
    v += __shfl(v, 5);
    v += __shfl(v, 6);
    v += __shfl(v, 7);
    v += __shfl(v, 8);
    v += __shfl(v, 9);
    WARP_SUM(v);
    v += SHFL_MASKED(0xffffffff, v);
    v += SHFL_MASKED(dyn, v);
    out[threadIdx.x] = v + lane_bits(threadIdx.x) + __any(v) + __all(v);
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
}
