// A warp vote whose expected results assume 32-lane warps (warp_size = 32 on the host, never
// read from the device), as cuda-samples' simpleVoteIntrinsics does: lanes 0..31 vote on
// tx >= 32 and expect 0. On a 64-lane wavefront they share a warp with lanes 32..63.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void vote_any(int *result) {
    int tx = threadIdx.x;
    result[tx] = __any_sync(0xffffffff, tx >= 32);
}

int main() {
    const int warp_size = 32, n = 2 * warp_size;
    int *d, h[n], errors = 0;
    cudaMalloc(&d, n * sizeof(int));
    vote_any<<<1, n>>>(d);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    for (int i = 0; i < n; i++)
        errors += h[i] != (i >= warp_size);
    printf(errors ? "ERROR: %d\n" : "OK\n", errors);
    return errors ? 1 : 0;
}
