// Library names CUDA 13 dropped or spells apart (issue 31): cublas.h's cublasStatus, cuSOLVER's
// gesvdjInfo_t and cusolver_int_t (a typedef of int), cuRAND's MTGP32 constants; the struct
// behind cusparseHandle_t has no HIP counterpart (hipsparseHandle_t is a void *): reported.
#include <cublas.h>
#include <cusolverDn.h>
#include <curand_mtgp32_host.h>
#include <cusparse.h>

cublasStatus check(cublasHandle_t h) { return cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST); }

cusolverStatus_t svd_params(gesvdjInfo_t *info, cusolver_int_t sweeps)
{
    cusolverStatus_t st = cusolverDnCreateGesvdjInfo(info);
    if (st != CUSOLVER_STATUS_SUCCESS) return st;
    return cusolverDnXgesvdjSetMaxSweeps(*info, sweeps);
}

curandStatus_t mtgp_constants(mtgp32_kernel_params *k)
{
    return curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, k);
}

cusparseStatus_t make_handle(struct cusparseContext **ctx) { return cusparseCreate(ctx); }
