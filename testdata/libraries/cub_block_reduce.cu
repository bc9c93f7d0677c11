// CUB: a block-wide sum with cub::BlockReduce.
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out)
{
    typedef cub::BlockReduce<int, BLOCK> BlockReduce;
    __shared__ typename BlockReduce::TempStorage temp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int sum = BlockReduce(temp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

int main()
{
    const int blocks = 4, block = 128;
    int *in, *out, h[blocks];
    cudaMalloc(&in, blocks * block * sizeof(int));
    cudaMalloc(&out, blocks * sizeof(int));
    cudaMemset(in, 0, blocks * block * sizeof(int));
    block_sum<block><<<blocks, block>>>(in, out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(in); cudaFree(out);
    return 0;
}
