// Shifted full-warp masks start from 64 lanes (like a bare 0xffffffff), with a warning to check
// the shift count; __brev of a mask is a mask, so __ffs(__brev(m)) widens both calls.
#include <hip/hip_runtime.h>

#define FULL_MASK 0xffffffffffffffffull

__global__ void shifted(int *o, int n) {
    unsigned long long low = 0xffffffffffffffffull >> (32 - n);
    unsigned long long b = __ballot_sync(low, o[threadIdx.x] > 0);
    o[0] = __ffsll(__brevll(b));
    o[1] = __any_sync(0xffffffffffffffffull >> n, o[2]);
    o[3] = __all_sync((FULL_MASK >> n), o[4]);
    unsigned long long c = __ballot_sync(0xffffffffffffffffull, o[5]);
    o[6] = __popcll(__brevll(c)) + __clzll(__brevll(c));
}
