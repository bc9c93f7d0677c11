// cu2hip-test: no-compile (hipBLAS is not installed here)
// hipBLAS 2.x (ROCm 6.x) takes hipComplex and hipDataType under the _v2 names (hipblasCgemm_v2,
// hipblasGemmEx_v2; its hipblas.h maps the plain names onto them only with HIPBLAS_V2 defined).
// hipBLAS 3.0 (ROCm 7.0) keeps only that API, under the plain names: the newest profile emits
// hipblasCgemm and hipblasGemmEx, 6.4 the _v2 names
#include <cublas_v2.h>

int zgemm(cublasHandle_t h, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
          const cuDoubleComplex *beta, cuDoubleComplex *c, cuComplex *x, const cuComplex *s)
{
    cublasStatus_t st = cublasZgemm(h, CUBLAS_OP_N, CUBLAS_OP_C, n, n, n, alpha, a, n, a, n, beta, c, n);
    if (st != CUBLAS_STATUS_SUCCESS) return 1;
    st = cublasCscal_v2(h, n, s, x, 1);
    if (st != CUBLAS_STATUS_SUCCESS) return 1;
    st = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_C_64F, n, 0, a,
                                    CUDA_C_64F, n, 0, beta, c, CUDA_C_64F, n, 0, 1, CUBLAS_COMPUTE_64F,
                                    CUBLAS_GEMM_DEFAULT);
    return st != CUBLAS_STATUS_SUCCESS;
}
