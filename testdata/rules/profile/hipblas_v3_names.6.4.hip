// cu2hip-test: no-compile (hipBLAS is not installed here)
// hipBLAS 2.x (ROCm 6.x) takes hipComplex and hipDataType under the _v2 names (hipblasCgemm_v2,
// hipblasGemmEx_v2; its hipblas.h maps the plain names onto them only with HIPBLAS_V2 defined).
// hipBLAS 3.0 (ROCm 7.0) keeps only that API, under the plain names: the newest profile emits
// hipblasCgemm and hipblasGemmEx, 6.4 the _v2 names
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>

int zgemm(hipblasHandle_t h, int n, const hipDoubleComplex *alpha, const hipDoubleComplex *a,
          const hipDoubleComplex *beta, hipDoubleComplex *c, hipComplex *x, const hipComplex *s)
{
    hipblasStatus_t st = hipblasZgemm_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_C, n, n, n, alpha, a, n, a, n, beta, c, n);
    if (st != HIPBLAS_STATUS_SUCCESS) return 1;
    st = hipblasCscal_v2(h, n, s, x, 1);
    if (st != HIPBLAS_STATUS_SUCCESS) return 1;
    st = hipblasGemmStridedBatchedEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, alpha, a, HIP_C_64F, n, 0, a,
                                    HIP_C_64F, n, 0, beta, c, HIP_C_64F, n, 0, 1, HIPBLAS_COMPUTE_64F,
                                    HIPBLAS_GEMM_DEFAULT);
    return st != HIPBLAS_STATUS_SUCCESS;
}
