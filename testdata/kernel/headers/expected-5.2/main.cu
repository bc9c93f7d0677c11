// Batch mode: the project headers this file includes are translated with it.
#include <hip/hip_runtime.h>
#include "kernels.cuh"

__global__ void votes(const int *in, int *out) {
    int v = in[threadIdx.x];
    unsigned long long pos = lane_vote(v > 0);
    unsigned long long neg = __ballot(v < 0);
    out[threadIdx.x] = count_lanes(pos) + count_lanes(neg) + __shfl(v, 0);
}

int main() {
    float *in = nullptr, *out = nullptr;
    int *iv = nullptr, *ov = nullptr;
    launch_sums(in, out, 1000, 0);
    hipLaunchKernelGGL(votes, dim3(1), dim3(64), 0, 0, iv, ov);
    hipLaunchKernelGGL(ptx_lane, dim3(1), dim3(64), 0, 0, ov);
    return 0;
}
