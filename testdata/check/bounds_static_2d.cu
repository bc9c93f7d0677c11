// check.bounds: a 2-D tile of static shared memory indexed one row past its end
#include <cstdio>

#define TILE 8

__global__ void tile_sum(const int *in, int *out)
{
    __shared__ int tile[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    tile[ty][tx] = in[ty * TILE + tx];
    __syncthreads();
    int below = tile[ty + 1][tx];
    out[ty * TILE + tx] = tile[ty][tx] + (ty < TILE - 1 ? below : 0);
}

int main()
{
    int h[TILE * TILE], r[TILE * TILE], *din, *dout;
    for (int i = 0; i < TILE * TILE; i++)
        h[i] = i;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    tile_sum<<<1, dim3(TILE, TILE)>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d\n", r[0]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
