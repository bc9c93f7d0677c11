// Precision of warp.size-literal: 32 used as the warp size on thread indices is reported; 32 in
// other roles (a tile of data, a byte count, a loop bound over data) is not.
#include <cuda_runtime.h>

__global__ void lanes(int *out, const float *in, int n)
{
    int lane = threadIdx.x % 32;                                      // expect: warp.size-literal
    int warp = threadIdx.x / 32;                                      // expect: warp.size-literal
    __shared__ float tile[32][33];
    for (int i = 0; i < 32 && i < n; i++) tile[i][threadIdx.x % 33] = in[i];
    int bytes = 32 * sizeof(float);
    out[threadIdx.x] = lane + warp + bytes + (int)tile[0][0];
}
