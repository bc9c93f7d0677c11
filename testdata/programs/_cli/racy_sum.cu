// A neighbour sum that stages its input in shared memory but forgot the barrier after the
// staging: cu2hip-run --check reports the race (man/cu2hip-run.1, docs/CHECK.md)
#include <cstdio>

__global__ void neighbour_sum(const int *in, int *out, int n)
{
    __shared__ int s[128];
    int t = threadIdx.x;
    s[t] = in[t];
    out[t] = s[t] + s[(t + 1) % n];
}

int main()
{
    int h[128], r[128], *din, *dout;
    for (int i = 0; i < 128; i++)
        h[i] = i;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    neighbour_sum<<<1, 128>>>(din, dout, 128);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("sum of neighbours at 127: %d\n", r[127]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
