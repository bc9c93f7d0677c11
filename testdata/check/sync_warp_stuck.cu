// check.sync: the lower half of each 32 threads waits at __syncwarp() for the whole warp, whose upper half is already at __syncthreads
#include <cstdio>

__global__ void half_sync(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    if (t % 32 < 16)
        __syncwarp();
    __syncthreads();
    out[t] = s[63 - t];
}

int main()
{
    int r[64], *d;
    cudaMalloc(&d, sizeof r);
    half_sync<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
