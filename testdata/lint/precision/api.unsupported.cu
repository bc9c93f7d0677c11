// Precision of api.unsupported: CUDA names HIP lacks are reported where they are used; the same
// names declared by the user's own header (include/my_dynlink.h), and names in comments,
// strings or #if 0 code, are not. Names whose HIP counterpart has another name (CUlinkState is
// hiprtcLinkState, CU_COMPUTEMODE_* are hipComputeMode*, CUFFT_INVERSE is HIPFFT_BACKWARD) or
// the same one (hipSPARSE declares csrilu02Info_t too) are not reported either, nor are the
// enumerators of a driver enum whose type maps (CU_GRAPHICS_REGISTER_FLAGS_* of CUgraphicsRegisterFlags),
// nor driver device attributes whose runtime twin (same value) maps (CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH
// is cudaDevAttrGlobalMemoryBusWidth, hipDeviceAttributeMemoryBusWidth), nor cuRAND's 64-bit and scrambled
// Sobol states (hipRAND has them since ROCm 5.5).
#include <cuda.h>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cusparse.h>
#include <curand_kernel.h>
#include "include/my_dynlink.h"

void use_driver(CUcontext *ctx)
{
    cuCtxDetach(*ctx);                                               // expect: api.unsupported
    cuCtxAttach((void **)ctx, 0);
    CUevent e = 0;
    int kind = CU_MEMORYTYPE_DEVICE;
    (void)e;
    (void)kind;
    const char *s = "cuCtxDetach";   // cuCtxDetach in a comment
    (void)s;
#if 0
    cuCtxDetach(*ctx);
#endif
}

int counterparts(CUdevice dev, cufftHandle plan, cufftComplex *d, CUlinkState *link)
{
    int mode = 0;
    cuDeviceGetAttribute(&mode, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, dev);
    int bus = 0, regs = 0;
    cuDeviceGetAttribute(&bus, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH, dev);
    cuDeviceGetAttribute(&regs, CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK, dev);
    mode += bus > 0 && regs > 0;
    csrilu02Info_t info = 0;
    cusparseCreateCsrilu02Info(&info);
    cuLinkDestroy(*link);
    unsigned flags = CU_GRAPHICS_REGISTER_FLAGS_NONE;
    (void)flags;
    return mode == CU_COMPUTEMODE_PROHIBITED || cufftExecC2C(plan, d, d, CUFFT_INVERSE) != CUFFT_SUCCESS;
}

__global__ void sobol(curandStateSobol64_t *s, curandStateScrambledSobol32 *t, unsigned long long *out)
{
    out[threadIdx.x] = curand(s) + curand(t);
}
