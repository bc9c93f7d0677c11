// cu2hip-test: no-compile (hipBLAS is not installed here)
// hipBLAS's data types follow --hip-version: hipBLAS 2.0 (ROCm 6.0) takes hipDataType and
// hipblasComputeType_t (hipblasGemmEx_v2 and the other _v2 Ex functions, named without _v2 from
// hipBLAS 3.0, ROCm 7.0, the newest profile); hipBLAS before it
// takes hipblasDatatype_t for both (hipblasGemmEx, HIPBLAS_R_32F), the spelling a cuBLAS data
// type gets as an argument of such a call
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>

int gemm(hipblasHandle_t h, const void *a, const void *b, void *c, int n, const float *alpha,
         const float *beta, hipDataType type)
{
    hipblasComputeType_t compute = HIPBLAS_COMPUTE_16F;
    hipblasStatus_t s = hipblasGemmEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, HIP_R_16F, n,
                                    b, HIP_R_16F, n, beta, c, HIP_R_16F, n, compute,
                                    HIPBLAS_GEMM_DEFAULT);
    s = hipblasGemmEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, HIP_R_16F, n, b, HIP_R_16F, n,
                     beta, c, HIP_R_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
    // a data type held in a variable: hipDataType, which hipBLAS 1.x's hipblasGemmEx does not take
    s = hipblasGemmEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, alpha, a, type, n, b, type, n, beta, c,
                     type, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
    s = hipblasGemmStridedBatchedEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, alpha, a, HIP_R_32F, n, 0,
                                   b, HIP_R_32F, n, 0, beta, c, HIP_R_32F, n, 0, 4,
                                   HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
    return s == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
}
