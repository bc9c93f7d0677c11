// cu2hip-test: no-compile (a reference to a widened mask bound to memory behind a pointer: the
// output does not build, and the warning says why)
#include <cuda_runtime.h>

__device__ void odd_lanes(unsigned &m) { m = __ballot_sync(0xffffffff, threadIdx.x & 1); }

__global__ void store(unsigned *raw, unsigned *words) {
    unsigned mine;
    odd_lanes(mine);
    odd_lanes(raw[threadIdx.x / 32]);
    odd_lanes(*words);
    words[1] = __popc(mine);
}
