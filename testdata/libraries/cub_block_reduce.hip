// CUB: a block-wide sum with cub::BlockReduce.
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out)
{
    typedef hipcub::BlockReduce<int, BLOCK> BlockReduce;
    __shared__ typename BlockReduce::TempStorage temp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int sum = BlockReduce(temp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

int main()
{
    const int blocks = 4, block = 128;
    int *in, *out, h[blocks];
    hipMalloc(&in, blocks * block * sizeof(int));
    hipMalloc(&out, blocks * sizeof(int));
    hipMemset(in, 0, blocks * block * sizeof(int));
    hipLaunchKernelGGL(HIP_KERNEL_NAME(block_sum<block>), dim3(blocks), dim3(block), 0, 0, in, out);
    hipMemcpy(h, out, sizeof h, hipMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    hipFree(in); hipFree(out);
    return 0;
}
