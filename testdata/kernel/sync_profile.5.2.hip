// Warp builtins under HIP profiles: HIP < 6.2 has no _sync builtins (see sync_profile.5.2.hip).
#include <hip/hip_runtime.h>

#define FULL 0xffffffffu
#define REDUCE_STEP(v, d) (v) += __shfl_xor((v), (d))

__device__ int warp_sum(int v) {
    for (int d = 16; d > 0; d >>= 1)
        REDUCE_STEP(v, d);
    return v;
}

__global__ void votes(const int *in, int *out, unsigned *masks) {
    int v = in[threadIdx.x];
    unsigned long long live = __ballot(1);
    unsigned long long pos = __ballot(v > 0);
    int any = __any(v < 0);
    int all = __all(v != 0);
    int up = __shfl_up(v, 1, 16);
    int down = __shfl_down(v, 1);
    int from0 = __shfl(v, 0);
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
    (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"));
#if defined(OLD_ARCH)
    v = __shfl(v, 2);
#endif
    out[threadIdx.x] = warp_sum(v) + any + all + up + down + from0 + __popcll(pos);
    masks[threadIdx.x / 32] = pos;
}
