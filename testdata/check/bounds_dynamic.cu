// check.bounds: a 2-D block stages a tile in dynamic shared memory and reads one element past it
#include <cstdio>

__global__ void shift_left(const float *in, float *out, int w)
{
    extern __shared__ float row[];
    int x = threadIdx.x, y = threadIdx.y;
    row[y * blockDim.x + x] = in[y * w + x];
    __syncthreads();
    float right = row[y * blockDim.x + x + 1];
    out[y * w + x] = right;
}

int main()
{
    const int w = 8, h = 4;
    float hin[w * h], hout[w * h], *din, *dout;
    for (int i = 0; i < w * h; i++)
        hin[i] = (float)i;
    cudaMalloc(&din, sizeof hin);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    shift_left<<<1, dim3(w, h), w * h * sizeof(float)>>>(din, dout, w);
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    printf("%g\n", hout[0]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
