// check.uninit: a templated block reduction whose padding the launch never fills
#include <cstdio>

template <typename T, int N>
__global__ void pad_reduce(const T *in, T *out, int n)
{
    __shared__ T s[N];
    int t = threadIdx.x;
    if (t < n)
        s[t] = in[t];
    __syncthreads();
    for (int stride = N / 2; stride > 0; stride /= 2) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0)
        *out = s[0];
}

int main()
{
    const int n = 100;
    double h[n], r, *din, *dout;
    for (int i = 0; i < n; i++)
        h[i] = 1.0;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    pad_reduce<double, 128><<<1, 128>>>(din, dout, n);
    cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s\n", r == 100.0 ? "100" : "other");
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
