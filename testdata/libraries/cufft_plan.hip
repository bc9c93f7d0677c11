// cuFFT: a 1D complex-to-complex forward transform through a plan.
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
    hipDeviceSynchronize();
    printf("exec: %d\n", (int)r);
    hipfftDestroy(plan);
    hipFree(data);
    return 0;
}
