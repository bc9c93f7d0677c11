#include <cuda_runtime.h>

int main()
{
    float *p;
    cudaMalloc(&p, 64 * sizeof(float));
    cudaFree(p);
    return 0;
}
