// cu2hip-test: no-compile (hipBLAS is not in Debian; driver API names)
// Each line stands for a class of issue 12: pairs AMD states (or CUDA's own headers tie to one)
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
#include <hip/hip_bf16.h>
#include <hip/hip_math_constants.h>
#include <hipblas/hipblas.h>
#include <cstdio>

__global__ void scale(__hip_bfloat16 *p, __hip_bfloat162 *q) { p[0] = q[0].x; }

int check(hipError_t r) { return r == hipErrorInvalidValue || r == hipErrorOutOfMemory; }

int main() {
    unsigned flags[] = {hipStreamNonBlocking, hipEventDefault, hipDeviceScheduleAuto, hipHostMallocMapped,
                        hipHostRegisterPortable, hipDeviceScheduleBlockingSync};
    hipMemoryType mt = hipMemoryTypeDevice;
    hipFuncCache_t fc = hipFuncCachePreferL1;
    hipMemAllocationType at = hipMemAllocationTypePinned;
    hipMemLocationType lt = hipMemLocationTypeDevice;
    hipMemAllocationGranularity_flags g = hipMemAllocationGranularityRecommended;
    hipGraphExec_t exec = 0;
    hipGraphNode_t node = 0;
    hipGraphicsResource_t res = 0;
    hipMipmappedArray_t mip = 0;
    hipUserObject_t uo = 0;
    struct ihipStream_t *raw = 0;
    hipUUID id;
    hipFloatComplex a = make_hipFloatComplex(1.0f, 2.0f), b = hipCaddf(a, a);
    float inf = HIP_INF_F, pi = HIP_PI_F;
    hipblasHandle_t h;
    hipblasStatus_t s = hipblasCreate(&h);
    printf("%s %d %d\n", hipblasStatusToString(s), HIPBLAS_GEMM_DEFAULT, HIPBLAS_OP_C);
    hipComplex alpha = make_hipComplex(1, 0), *x = 0, *y = 0;
    hipblasCaxpy(h, 4, &alpha, x, 1, y, 1);
    check(hipSuccess);
    (void)flags; (void)mt; (void)fc; (void)at; (void)lt; (void)g; (void)exec; (void)node; (void)res; (void)mip;
    (void)uo; (void)raw; (void)id; (void)b; (void)inf; (void)pi;
    return 0;
}
