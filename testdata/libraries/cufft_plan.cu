// cuFFT: a 1D complex-to-complex forward transform through a plan, then the inverse one
// (CUFFT_INVERSE is hipFFT's HIPFFT_BACKWARD: both are 1).
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>

int main()
{
    const int n = 1024;
    cufftComplex *data;
    cudaMalloc((void **)&data, n * sizeof(cufftComplex));
    cudaMemset(data, 0, n * sizeof(cufftComplex));
    cufftHandle plan;
    if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS) {
        fprintf(stderr, "plan failed\n");
        return 1;
    }
    cufftResult r = cufftExecC2C(plan, data, data, CUFFT_FORWARD);
    if (r == CUFFT_SUCCESS)
        r = cufftExecC2C(plan, data, data, CUFFT_INVERSE);
    cudaDeviceSynchronize();
    printf("exec: %d\n", (int)r);
    cufftDestroy(plan);
    cudaFree(data);
    return 0;
}
