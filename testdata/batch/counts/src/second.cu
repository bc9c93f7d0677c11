// second.cu - another unit including shared.cuh.
#include "../include/shared.cuh"

int run_second(float *host, int n)
{
    float *x = device_buffer(n);
    cudaMemcpy(x, host, n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 255) / 256, 256>>>(x, 0.5f, n);
    cudaFree(x);
    return 0;
}
