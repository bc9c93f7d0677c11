// Shifted full-warp masks start from 64 lanes (like a bare 0xffffffff), with a warning to check
// the shift count; __brev of a mask is a mask, so __ffs(__brev(m)) widens both calls.
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffffu

__global__ void shifted(int *o, int n) {
    unsigned low = 0xffffffff >> (32 - n);
    unsigned b = __ballot_sync(low, o[threadIdx.x] > 0);
    o[0] = __ffs(__brev(b));
    o[1] = __any_sync(0xffffffffu >> n, o[2]);
    o[3] = __all_sync((FULL_MASK >> n), o[4]);
    unsigned c = __ballot_sync(0xffffffff, o[5]);
    o[6] = __popc(__brev(c)) + __clz(__brev(c));
}
