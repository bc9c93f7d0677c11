// The source file that includes chain_kernels.cuh (see chain_table.cuh). Not a test by itself.
#include "chain_kernels.cuh"

__global__ void pick(int *out, int t) { out[0] = tile_for(t); }

int main()
{
    int *d = nullptr;
    cudaMalloc(&d, sizeof(int));
    pick<<<1, 1>>>(d, 2);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
