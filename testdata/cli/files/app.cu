#include <cuda_runtime.h>

int main()
{
    void *p;
    cudaMalloc(&p, 16);
    cudaFree(p);
    return 0;
}
