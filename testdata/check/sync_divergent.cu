// check.sync: two halves of a block meet at different __syncthreads (NVIDIA's synccheck
// misses it; on AMD the barriers count arrivals and the halves pass each other)
#include <cstdio>

__global__ void halves(int *out)
{
    __shared__ int s[64];
    int t = threadIdx.x;
    if (t < 32) {
        s[t] = t;
        __syncthreads();
    } else {
        s[t] = 2 * t;
        __syncthreads();
    }
    out[t] = s[63 - t];
}

int main()
{
    int r[64], *d;
    cudaMalloc(&d, sizeof r);
    halves<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(d);
    return 0;
}
