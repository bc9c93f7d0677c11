// Warp builtins under HIP profiles: HIP < 6.2 has no _sync builtins (see sync_profile.5.2.hip).
#include <cuda_runtime.h>

#define FULL 0xffffffffu
#define REDUCE_STEP(v, d) (v) += __shfl_xor_sync(FULL, (v), (d))

__device__ int warp_sum(int v) {
    for (int d = 16; d > 0; d >>= 1)
        REDUCE_STEP(v, d);
    return v;
}

__global__ void votes(const int *in, int *out, unsigned *masks) {
    int v = in[threadIdx.x];
    unsigned live = __activemask();
    unsigned pos = __ballot_sync(live, v > 0);
    int any = __any_sync(0xffffffff, v < 0);
    int all = __all_sync(FULL, v != 0);
    int up = __shfl_up_sync(0xffffffff, v, 1, 16);
    int down = __shfl_down_sync(0x0000ffff, v, 1);
    int from0 = __shfl_sync(__activemask(), v, 0);
    __syncwarp();
    __syncwarp(0xffffffff);
    __syncwarp(pos);
#if defined(OLD_ARCH)
    v = __shfl_sync(0xffffffff, v, 2);
#endif
    out[threadIdx.x] = warp_sum(v) + any + all + up + down + from0 + __popc(pos);
    masks[threadIdx.x / 32] = pos;
}
