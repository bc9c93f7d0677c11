// Launch arguments convert to the kernel's parameters as in a call: NULL and 0 for pointers
// (a template would deduce them as integers), braced lists for structs, defaulted parameters
// left out; through <<<>>> (cu2hip's hipLaunchKernelGGL). Prints PASS when every value is right.
#include <cstdio>

struct WH { int w, h; };

__global__ void combine(float *out, float *maybe, const float *in, WH d, int n)
{
    int i = threadIdx.x;
    if (i < n) out[i] = in[i] * 2 + (maybe ? 100 : 0) + d.w * d.h;
}

__global__ void bump(float *out, int n, int add = 5)
{
    if ((int)threadIdx.x < n) out[threadIdx.x] += add;
}

int main()
{
    float *o, *in;
    cudaMallocManaged(&o, 4 * sizeof(float));
    cudaMallocManaged(&in, 4 * sizeof(float));
    for (int i = 0; i < 4; i++) in[i] = (float)i;
    int bad = 0;
    combine<<<1, 4>>>(o, NULL, in, {2, 3}, 4);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++) bad += o[i] != 2.0f * i + 6;
    combine<<<1, 4>>>(o, 0, in, WH{1, 1}, 4);
    bump<<<1, 4>>>(o, 4);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++) bad += o[i] != 2.0f * i + 6;
    combine<<<1, 4>>>(o, in, in, {0, 0}, 4);
    bump<<<1, 4>>>(o, 4, 1);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++) bad += o[i] != 2.0f * i + 101;
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);
    cudaFree(o);
    cudaFree(in);
    if (bad) {
        printf("FAIL: %d wrong values\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
