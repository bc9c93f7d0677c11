// Library names CUDA 13 dropped or spells apart (issue 31): cublas.h's cublasStatus, cuSOLVER's
// gesvdjInfo_t and cusolver_int_t (a typedef of int), cuRAND's MTGP32 constants; the struct
// behind cusparseHandle_t has no HIP counterpart (hipsparseHandle_t is a void *): reported.
#include <hipblas/hipblas.h>
#include <hipsolver/hipsolver.h>
#include <hiprand/hiprand_mtgp32_host.h>
#include <hipsparse/hipsparse.h>

hipblasStatus_t check(hipblasHandle_t h) { return hipblasSetPointerMode(h, HIPBLAS_POINTER_MODE_HOST); }

hipsolverStatus_t svd_params(hipsolverGesvdjInfo_t *info, int sweeps)
{
    hipsolverStatus_t st = hipsolverDnCreateGesvdjInfo(info);
    if (st != HIPSOLVER_STATUS_SUCCESS) return st;
    return hipsolverDnXgesvdjSetMaxSweeps(*info, sweeps);
}

hiprandStatus_t mtgp_constants(mtgp32_kernel_params *k)
{
    return hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, k);
}

hipsparseStatus_t make_handle(struct cusparseContext **ctx) { return hipsparseCreate(ctx); }
