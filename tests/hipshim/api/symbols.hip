// symbols.hip - hipMemcpyToSymbol/FromSymbol (+Async), hipGetSymbolAddress/Size with
// HIP_SYMBOL, for scalars, arrays and __constant__ data used by kernels.
#include "hs_test.h"

__constant__ float coef[4];
__device__ int counter;
__device__ double table[16];

__global__ void use(float *out)
{
    int i = threadIdx.x;
    out[i] = coef[i] * 2.0f;
    if (i == 0) counter += 1;
}

int main()
{
    float hc[4] = {1, 2, 3, 4}, out_h[4];
    OK(hipMemcpyToSymbol(HIP_SYMBOL(coef), hc, sizeof hc));
    int zero = 41;
    OK(hipMemcpyToSymbol(HIP_SYMBOL(counter), &zero, sizeof zero, 0, hipMemcpyHostToDevice));
    float *out;
    OK(hipMalloc(&out, sizeof out_h));
    hipLaunchKernelGGL(use, dim3(1), dim3(4), 0, 0, out);
    OK(hipMemcpy(out_h, out, sizeof out_h, hipMemcpyDeviceToHost));
    for (int i = 0; i < 4; i++) CHECK(out_h[i] == hc[i] * 2.0f);
    int c = 0;
    OK(hipMemcpyFromSymbol(&c, HIP_SYMBOL(counter), sizeof c));
    CHECK_EQ(c, 42);
    // offsets, async forms
    double t[4] = {1.5, 2.5, 3.5, 4.5}, tb[16];
    OK(hipMemcpyToSymbolAsync(HIP_SYMBOL(table), t, sizeof t, 8 * sizeof(double), hipMemcpyHostToDevice, 0));
    OK(hipMemcpyFromSymbolAsync(tb, HIP_SYMBOL(table), sizeof tb, 0, hipMemcpyDeviceToHost, 0));
    OK(hipStreamSynchronize(0));
    CHECK(tb[8] == 1.5 && tb[11] == 4.5 && tb[0] == 0.0);
    // sizes and addresses
    size_t sz = 0;
    OK(hipGetSymbolSize(&sz, HIP_SYMBOL(table)));
    CHECK_EQ(sz, 16 * sizeof(double));
    OK(hipGetSymbolSize(&sz, HIP_SYMBOL(counter)));
    CHECK_EQ(sz, sizeof(int));
    void *addr = nullptr;
    OK(hipGetSymbolAddress(&addr, HIP_SYMBOL(coef)));
    CHECK(addr == (void *)coef);
    // errors: past the end, wrong direction, null symbol
    CHECK_HIP(hipMemcpyToSymbol(HIP_SYMBOL(coef), hc, sizeof hc, 4), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpyToSymbol(HIP_SYMBOL(counter), hc, 8), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpyToSymbol(HIP_SYMBOL(coef), hc, 4, 0, hipMemcpyDeviceToHost),
              hipErrorInvalidMemcpyDirection);
    CHECK_HIP(hipMemcpyToSymbol((const void *)nullptr, hc, 4, 0, hipMemcpyHostToDevice),
              hipErrorInvalidSymbol);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidSymbol);
    OK(hipFree(out));
    return hs_test_done("symbols");
}
