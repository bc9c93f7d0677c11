// cu2hip-test: no-compile (rocBLAS and rocSPARSE are not installed here)
// --roc: data-type enumerators take the spelling of the library whose call they are an argument
// of (rocBLAS's rocblas_datatype, rocSPARSE's rocsparse_datatype), as hipBLAS's and hipSPARSE's
// AMD back ends convert them; a data type held in a variable needs a conversion the user writes
#include <hip/hip_runtime.h>
#include <rocblas/rocblas.h>
#include <rocsparse/rocsparse.h>

static hipDataType gemm_type = HIP_R_16F;   // no call here: stays hipDataType

int gemm_ex(rocblas_handle h, const void *a, const void *b, void *c, int n, const float *alpha,
            const float *beta, hipblasComputeType_t ct)
{
    // mixed precision: rocBLAS computes in f32 (hipblasInternalGemmExTypes' row for f16/f16/f32)
    rocblas_status s = rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_transpose, n, n, n, alpha, a, rocblas_datatype_f16_r, n,
                                    b, rocblas_datatype_f16_r, n, beta, c, rocblas_datatype_f32_r, n, c, rocblas_datatype_f32_r, n,
                                    rocblas_datatype_f32_r, rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_none);
    // complex: the same compute type is rocblas_datatype_f32_c
    s = rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_none, n, n, n, alpha, a, rocblas_datatype_f32_c, n, b, rocblas_datatype_f32_c, n,
                     beta, c, rocblas_datatype_f32_c, n, c, rocblas_datatype_f32_c, n, rocblas_datatype_f32_c, rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_none);
    // data types from variables: each is reported, and so is a compute type they leave open
    s = rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_none, n, n, n, alpha, a, gemm_type, n, b, gemm_type, n,
                     beta, c, gemm_type, n, c, gemm_type, n, CUBLAS_COMPUTE_32F, rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_none);
    s = rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_none, n, n, n, alpha, a, rocblas_datatype_f32_r, n, b, rocblas_datatype_f32_r, n,
                     beta, c, rocblas_datatype_f32_r, n, c, rocblas_datatype_f32_r, n, ct, rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_none);
    s = rocblas_gemm_strided_batched_ex(h, rocblas_operation_none, rocblas_operation_none, n, n, n, alpha, a, rocblas_datatype_f64_r, n, 0,
                                   b, rocblas_datatype_f64_r, n, 0, beta, c, rocblas_datatype_f64_r, n, 0, c, rocblas_datatype_f64_r, n, 0, 4,
                                   rocblas_datatype_f64_r, rocblas_gemm_algo_standard, 0, rocblas_gemm_flags_none);
    return s == rocblas_status_success ? 0 : 1;
}

void spmv(rocsparse_handle h, hipsparseSpMatDescr_t A, rocsparse_dnvec_descr x, rocsparse_dnvec_descr y,
          float *xv, void *buf)
{
    float one = 1, zero = 0;
    size_t size;
    rocsparse_create_dnvec_descr(&x, 10, xv, rocsparse_datatype_f32_r);
    // A stays hipsparseSpMatDescr_t (hipsparseCreateCsr, which keeps its name, takes a pointer to
    // it), which rocsparse_spmv does not take: the hipSPARSE call stays here too
    hipsparseSpMV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, HIP_R_32F,
                            HIPSPARSE_SPMV_ALG_DEFAULT, &size);
    // rocsparse_spmv takes a stage and the buffer size here: no roc form, so the hipSPARSE call
    // stays, with the hipSPARSE enumerators it takes
    hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, HIP_R_32F,
                 HIPSPARSE_SPMV_ALG_DEFAULT, buf);
}
