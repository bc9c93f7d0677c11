// check.sync: odd threads wait at __syncthreads while even threads wait in a warp shuffle
#include <cstdio>

__global__ void odd_even(int *out)
{
    int t = threadIdx.x, v = t;
    if (t % 2)
        __syncthreads();
    else
        v = __shfl_sync(0xffffffff, v, 0);
    out[t] = v;
}

int main()
{
    int r[64], *d;
    cudaMalloc(&d, sizeof r);
    odd_even<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
