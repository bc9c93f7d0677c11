// cuFFT: a 1D complex-to-complex forward transform through a plan, then the inverse one
// (CUFFT_INVERSE is hipFFT's HIPFFT_BACKWARD: both are 1).
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hipfft/hipfft.h>

int main()
{
    const int n = 1024;
    hipfftComplex *data;
    hipMalloc((void **)&data, n * sizeof(hipfftComplex));
    hipMemset(data, 0, n * sizeof(hipfftComplex));
    hipfftHandle plan;
    if (hipfftPlan1d(&plan, n, HIPFFT_C2C, 1) != HIPFFT_SUCCESS) {
        fprintf(stderr, "plan failed\n");
        return 1;
    }
    hipfftResult r = hipfftExecC2C(plan, data, data, HIPFFT_FORWARD);
    if (r == HIPFFT_SUCCESS)
        r = hipfftExecC2C(plan, data, data, HIPFFT_BACKWARD);
    hipDeviceSynchronize();
    printf("exec: %d\n", (int)r);
    hipfftDestroy(plan);
    hipFree(data);
    return 0;
}
