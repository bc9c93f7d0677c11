// check.race: a tree reduction that forgot the __syncthreads() inside its loop
#include <cstdio>

__global__ void block_sum(const int *in, int *out)
{
    __shared__ int s[256];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

int main()
{
    const int n = 512;
    int h[n], *din, *dout, r[2];
    for (int i = 0; i < n; i++)
        h[i] = 1;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, 2 * sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    block_sum<<<2, 256>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[1]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
