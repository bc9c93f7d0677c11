// Prelude: cufftXt.h (multi-GPU descriptors, Xt copies and plans, callbacks) as the multi-GPU
// FFT samples use it.
#include <cufft.h>
#include <cufftXt.h>

__device__ cufftComplex load_scaled(void *in, size_t offset, void *info, void *shared)
{
    return ((cufftComplex *)in)[offset];
}
__device__ cufftCallbackLoadC d_load = load_scaled;

int main()
{
    cufftHandle plan;
    int gpus[2] = {0, 1};
    size_t work[2];
    cudaLibXtDesc *d_data;
    cufftComplex h_data[64];
    cufftCreate(&plan);
    cufftXtSetGPUs(plan, 2, gpus);
    cufftMakePlan1d(plan, 64, CUFFT_C2C, 1, work);
    cufftXtMalloc(plan, &d_data, CUFFT_XT_FORMAT_INPLACE);
    cufftXtMemcpy(plan, d_data, h_data, CUFFT_COPY_HOST_TO_DEVICE);
    cufftXtExecDescriptorC2C(plan, d_data, d_data, CUFFT_FORWARD);
    int n0 = d_data->descriptor->nGPUs + d_data->descriptor->GPUs[0];
    void *cb;
    cufftXtSetCallback(plan, &cb, CUFFT_CB_LD_COMPLEX, NULL);
    cufftXtFree(d_data);
    return n0 + cufftXtFreee(d_data);                                         // expect: parse
}
