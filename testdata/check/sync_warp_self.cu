// check.sync: each lane names only its partner in __syncwarp's mask; the caller's own bit must be set
#include <cstdio>

__global__ void pair_swap(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x, lane = t % 32;
    s[t] = t * t;
    __syncwarp(1u << (lane ^ 1));
    out[t] = s[t ^ 1];
}

int main()
{
    int r[64], *d;
    cudaMalloc(&d, sizeof r);
    pair_swap<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
