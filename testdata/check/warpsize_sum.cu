// check.warpsize: per-warp sums stored at threadIdx.x / 32, which assumes 32-lane warps
#include <cstdio>

__global__ void warp_sums(const int *in, int *out)
{
    int v = in[threadIdx.x];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    if (threadIdx.x % warpSize == 0)
        out[threadIdx.x / 32] = v;
}

int main()
{
    int h[64], r[2], *din, *dout;
    for (int i = 0; i < 64; i++)
        h[i] = i;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof r);
    warp_sums<<<1, 64>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[1]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
