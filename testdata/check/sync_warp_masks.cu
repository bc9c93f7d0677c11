// check.sync: the lower half syncs among itself while the upper half syncs with the whole warp (lanes calling __syncwarp with different masks)
#include <cstdio>

__global__ void halves(int *out)
{
    __shared__ int s[32];
    int t = threadIdx.x;
    s[t] = t;
    if (t < 16)
        __syncwarp(0x0000ffff);
    else
        __syncwarp(0xffffffff);
    __syncthreads();
    out[t] = s[31 - t];
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    halves<<<1, 32>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
