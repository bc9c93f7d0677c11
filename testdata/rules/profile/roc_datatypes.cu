// cu2hip-test: no-compile (rocBLAS and rocSPARSE are not installed here)
// --roc: data-type enumerators take the spelling of the library whose call they are an argument
// of (rocBLAS's rocblas_datatype, rocSPARSE's rocsparse_datatype), as hipBLAS's and hipSPARSE's
// AMD back ends convert them; a data type held in a variable needs a conversion the user writes
#include <cublas_v2.h>
#include <cusparse.h>

static cudaDataType_t gemm_type = CUDA_R_16F;   // no call here: stays hipDataType

int gemm_ex(cublasHandle_t h, const void *a, const void *b, void *c, int n, const float *alpha,
            const float *beta, cublasComputeType_t ct)
{
    // mixed precision: rocBLAS computes in f32 (hipblasInternalGemmExTypes' row for f16/f16/f32)
    cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, alpha, a, CUDA_R_16F, n,
                                    b, CUDA_R_16F, n, beta, c, CUDA_R_32F, n,
                                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    // complex: the same compute type is rocblas_datatype_f32_c
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_C_32F, n, b, CUDA_C_32F, n,
                     beta, c, CUDA_C_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    // data types from variables: each is reported, and so is a compute type they leave open
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, gemm_type, n, b, gemm_type, n,
                     beta, c, gemm_type, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_R_32F, n, b, CUDA_R_32F, n,
                     beta, c, CUDA_R_32F, n, ct, CUBLAS_GEMM_DEFAULT);
    s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, CUDA_R_64F, n, 0,
                                   b, CUDA_R_64F, n, 0, beta, c, CUDA_R_64F, n, 0, 4,
                                   CUBLAS_COMPUTE_64F, CUBLAS_GEMM_DEFAULT);
    return s == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}

void spmv(cusparseHandle_t h, cusparseSpMatDescr_t A, cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
          float *xv, void *buf)
{
    float one = 1, zero = 0;
    size_t size;
    cusparseCreateDnVec(&x, 10, xv, CUDA_R_32F);
    // A stays hipsparseSpMatDescr_t (hipsparseCreateCsr, which keeps its name, takes a pointer to
    // it), which rocsparse_spmv does not take: the hipSPARSE call stays here too
    cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, CUDA_R_32F,
                            CUSPARSE_SPMV_ALG_DEFAULT, &size);
    // rocsparse_spmv takes a stage and the buffer size here: no roc form, so the hipSPARSE call
    // stays, with the hipSPARSE enumerators it takes
    cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, CUDA_R_32F,
                 CUSPARSE_SPMV_ALG_DEFAULT, buf);
}
