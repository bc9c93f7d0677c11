// cu2hip-test: no-compile (a reference to a widened mask bound to memory behind a pointer: the
// output does not build, and the warning says why)
#include <hip/hip_runtime.h>

__device__ void odd_lanes(unsigned long long &m) { m = __ballot_sync(0xffffffffffffffffull, threadIdx.x & 1); }

__global__ void store(unsigned *raw, unsigned *words) {
    unsigned long long mine;
    odd_lanes(mine);
    odd_lanes(raw[threadIdx.x / 32]);
    odd_lanes(*words);
    words[1] = __popcll(mine);
}
