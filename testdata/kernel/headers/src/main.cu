// Batch mode: the project headers this file includes are translated with it.
#include "kernels.cuh"

__global__ void votes(const int *in, int *out) {
    int v = in[threadIdx.x];
    unsigned pos = lane_vote(v > 0);
    unsigned neg = __ballot_sync(FULL_MASK, v < 0);
    out[threadIdx.x] = count_lanes(pos) + count_lanes(neg) + __shfl_sync(FULL_MASK, v, 0);
}

int main() {
    float *in = nullptr, *out = nullptr;
    int *iv = nullptr, *ov = nullptr;
    launch_sums(in, out, 1000, 0);
    votes<<<1, 64>>>(iv, ov);
    ptx_lane<<<1, 64>>>(ov);
    return 0;
}
