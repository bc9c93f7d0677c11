// Device printf of the builtin coordinates: HIP (5.x at least) needs a cast on bare
// threadIdx.x-style arguments (its proxies do not convert in a variadic call).
#include <cstdio>
#include <hip/hip_runtime.h>

__global__ void hello(int tag)
{
    printf("block %u thread %u of %u (tag %d)\n", (unsigned int)blockIdx.x, (unsigned int)threadIdx.x, (unsigned int)blockDim.x, tag);
    printf("sum %u, y %u\n", threadIdx.x + blockIdx.x, (unsigned int)threadIdx.y);
}

int main()
{
    hipLaunchKernelGGL(hello, dim3(2), dim3(4), 0, 0, 7);
    hipDeviceSynchronize();
    printf("host %d\n", 1);
    return 0;
}
