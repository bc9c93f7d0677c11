// check.race: a device helper publishes a value through shared memory without a barrier
#include <cstdio>

__device__ void publish(int *slot, int v)
{
    if (threadIdx.x == 0)
        *slot = v;
}

__device__ int fetch(const int *slot)
{
    return *slot;
}

__global__ void broadcast(const int *in, int *out)
{
    __shared__ int value;
    publish(&value, in[blockIdx.x]);
    out[blockIdx.x * blockDim.x + threadIdx.x] = fetch(&value);
}

int main()
{
    int h[2] = {3, 5}, r[256], *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    broadcast<<<2, 128>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[128]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
