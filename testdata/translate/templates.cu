// Rules with call templates rewrite only the pieces between the arguments.
#include <cuda_runtime.h>

__constant__ float coef[16];
__device__ int counter;

int main()
{
    float host[16] = {0};
    float *pinned;
    cudaMallocHost(&pinned, sizeof host);
    cudaMallocHost((void **)&pinned,
                   sizeof(float) * 16);   /* arguments keep their layout */
    cudaMemcpyToSymbol(coef, host, sizeof host);
    cudaMemcpyToSymbol(coef,
                       host,
                       sizeof(float) * 4,
                       0,
                       cudaMemcpyHostToDevice);
    int value = 0;
    cudaMemcpyFromSymbol(&value, counter, sizeof value);
    void *addr = nullptr;
    cudaGetSymbolAddress(&addr, counter);
    cudaFreeHost(pinned);
    return 0;
}
