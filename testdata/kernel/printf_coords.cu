// Device printf of the builtin coordinates: HIP (5.x at least) needs a cast on bare
// threadIdx.x-style arguments (its proxies do not convert in a variadic call).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void hello(int tag)
{
    printf("block %u thread %u of %u (tag %d)\n", blockIdx.x, threadIdx.x, blockDim.x, tag);
    printf("sum %u, y %u\n", threadIdx.x + blockIdx.x, threadIdx.y);
}

int main()
{
    hello<<<2, 4>>>(7);
    cudaDeviceSynchronize();
    printf("host %d\n", 1);
    return 0;
}
