// cu2hip-test: no-compile (hipBLAS is not installed here)
// --hipblas-datatype picks hipBLAS's data types whatever the profile: hipblasDatatype_t
// (hipBLAS 1.x: hipblasGemmEx, HIPBLAS_R_32F) here, for code built against hipBLAS 2 without
// HIPBLAS_V2, where hipblasGemmEx still takes them (deprecated)
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>

int gemm(hipblasHandle_t h, const void *a, const void *b, void *c, int n, const float *alpha,
         const float *beta, hipDataType type)
{
    hipblasDatatype_t compute = HIPBLAS_R_16F;
    hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, HIPBLAS_R_16F, n,
                                    b, HIPBLAS_R_16F, n, beta, c, HIPBLAS_R_16F, n, compute,
                                    HIPBLAS_GEMM_DEFAULT);
    s = hipblasGemmEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, HIPBLAS_R_16F, n, b, HIPBLAS_R_16F, n,
                     beta, c, HIPBLAS_R_32F, n, HIPBLAS_R_32F, HIPBLAS_GEMM_DEFAULT);
    // a data type held in a variable: hipDataType, which hipBLAS 1.x's hipblasGemmEx does not take
    s = hipblasGemmEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, type, n, b, type, n, beta, c,
                     type, n, CUBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
    s = hipblasGemmStridedBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, alpha, a, HIPBLAS_R_32F, n, 0,
                                   b, HIPBLAS_R_32F, n, 0, beta, c, HIPBLAS_R_32F, n, 0, 4,
                                   HIPBLAS_R_32F, HIPBLAS_GEMM_DEFAULT);
    return s == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
}
