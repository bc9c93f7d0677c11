// first.cu - one unit including shared.cuh.
#include "../include/shared.cuh"

int run_first(int n)
{
    float *x = device_buffer(n);
    scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
    cudaFree(x);
    return 0;
}
