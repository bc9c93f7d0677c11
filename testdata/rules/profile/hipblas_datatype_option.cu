// cu2hip-test: no-compile (hipBLAS is not installed here)
// --hipblas-datatype picks hipBLAS's data types whatever the profile: hipblasDatatype_t
// (hipBLAS 1.x: hipblasGemmEx, HIPBLAS_R_32F) here, for code built against hipBLAS 2 without
// HIPBLAS_V2, where hipblasGemmEx still takes them (deprecated)
#include <cublas_v2.h>

int gemm(cublasHandle_t h, const void *a, const void *b, void *c, int n, const float *alpha,
         const float *beta, cudaDataType_t type)
{
    cublasComputeType_t compute = CUBLAS_COMPUTE_16F;
    cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_R_16F, n,
                                    b, CUDA_R_16F, n, beta, c, CUDA_R_16F, n, compute,
                                    CUBLAS_GEMM_DEFAULT);
    s = cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_R_16F, n, b, CUDA_R_16F, n,
                     beta, c, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    // a data type held in a variable: hipDataType, which hipBLAS 1.x's hipblasGemmEx does not take
    s = cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, alpha, a, type, n, b, type, n, beta, c,
                     type, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_R_32F, n, 0,
                                   b, CUDA_R_32F, n, 0, beta, c, CUDA_R_32F, n, 0, 4,
                                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    return s == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
