/* hipblas.h - hipshim's hipBLAS: the hipBLAS 3 API (ROCm 7: complex arguments are hipComplex and
 * hipDoubleComplex, GemmEx takes hipDataType and hipblasComputeType_t; the ROCm 6 *_v2 names are
 * the same functions), computed on the CPU by OpenBLAS on hipshim's memory, in the order of the
 * handle's stream. Enumerator values are hipBLAS's (those shared with CBLAS equal CBLAS's).
 * Functions hipshim cannot run return HIPBLAS_STATUS_NOT_SUPPORTED and say so on stderr once.
 * The declarations between the GENERATED markers come from scripts/gen-hipblas.
 * Ownership: a handle is the program's from hipblasCreate to hipblasDestroy (which waits for its
 * work); a call keeps pointers to the caller's arrays until its work in the stream has run, and
 * copies host-mode scalars at once (src/runtime/lib/hb_*.c implement it). */
#ifndef HIPBLAS_H
#define HIPBLAS_H

#include <stdint.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_complex.h>
#include <hip/library_types.h>
#include <hipblas-common/hipblas-common.h>

#define hipblasVersionMajor 3
#define hipblasVersionMinor 0
#define hipblasVersionPatch 0
#define hipblasVersionTweak 0
#define HIPBLAS_EXPORT

#ifdef __cplusplus
extern "C" {
#endif

typedef void *hipblasHandle_t;
typedef uint16_t hipblasHalf;
typedef int8_t hipblasInt8;
typedef int64_t hipblasStride;
typedef struct hipblasBfloat16 { uint16_t data; } hipblasBfloat16;
typedef hipFloatComplex hipblasComplex;
typedef hipDoubleComplex hipblasDoubleComplex;

typedef enum { HIPBLAS_POINTER_MODE_HOST, HIPBLAS_POINTER_MODE_DEVICE } hipblasPointerMode_t;
typedef enum {
    HIPBLAS_DEFAULT_MATH,
    HIPBLAS_XF32_XDL_MATH,
    HIPBLAS_PEDANTIC_MATH,
    HIPBLAS_TF32_TENSOR_OP_MATH,
    HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION,
    HIPBLAS_TENSOR_OP_MATH
} hipblasMath_t;
/* hipBLAS 1's data types (GemmEx before hipDataType): the C++ overloads of hipblasGemmEx and its
 * batched forms below take them too */
typedef enum {
    HIPBLAS_R_16F = 150,
    HIPBLAS_R_32F = 151,
    HIPBLAS_R_64F = 152,
    HIPBLAS_C_16F = 153,
    HIPBLAS_C_32F = 154,
    HIPBLAS_C_64F = 155,
    HIPBLAS_R_8I = 160,
    HIPBLAS_R_8U = 161,
    HIPBLAS_R_32I = 162,
    HIPBLAS_R_32U = 163,
    HIPBLAS_C_8I = 164,
    HIPBLAS_C_8U = 165,
    HIPBLAS_C_32I = 166,
    HIPBLAS_C_32U = 167,
    HIPBLAS_R_16B = 168,
    HIPBLAS_C_16B = 169,
    HIPBLAS_DATATYPE_INVALID = 255
} hipblasDatatype_t;
typedef enum { HIPBLAS_GEMM_DEFAULT = 160 } hipblasGemmAlgo_t;
typedef enum { HIPBLAS_ATOMICS_NOT_ALLOWED = 0, HIPBLAS_ATOMICS_ALLOWED = 1 } hipblasAtomicsMode_t;
typedef enum {
    HIPBLAS_GEMM_FLAGS_NONE = 0x0,
    HIPBLAS_GEMM_FLAGS_USE_CU_EFFICIENCY = 0x2,
    HIPBLAS_GEMM_FLAGS_FP16_ALT_IMPL = 0x4,
    HIPBLAS_GEMM_FLAGS_CHECK_SOLUTION_INDEX = 0x8,
    HIPBLAS_GEMM_FLAGS_FP16_ALT_IMPL_RNZ = 0x10
} hipblasGemmFlags_t;

/* ---- the library context ---- */
hipblasStatus_t hipblasCreate(hipblasHandle_t *handle);
hipblasStatus_t hipblasDestroy(hipblasHandle_t handle);
hipblasStatus_t hipblasSetStream(hipblasHandle_t handle, hipStream_t streamId);
hipblasStatus_t hipblasGetStream(hipblasHandle_t handle, hipStream_t *streamId);
hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t mode);
hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t *mode);
hipblasStatus_t hipblasSetMathMode(hipblasHandle_t handle, hipblasMath_t mode);
hipblasStatus_t hipblasGetMathMode(hipblasHandle_t handle, hipblasMath_t *mode);
hipblasStatus_t hipblasSetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t atomics_mode);
hipblasStatus_t hipblasGetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t *atomics_mode);
hipblasStatus_t hipblasSetWorkspace(hipblasHandle_t handle, void *addr, size_t size);
const char *hipblasStatusToString(hipblasStatus_t status);

/* ---- vectors and matrices between host and device (blocking, or in a stream's order) ---- */
hipblasStatus_t hipblasSetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
hipblasStatus_t hipblasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize, const void *AP, int lda, void *BP,
                                 int ldb);
hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize, const void *AP, int lda, void *BP,
                                 int ldb);
hipblasStatus_t hipblasSetVectorAsync(int n, int elemSize, const void *x, int incx, void *y, int incy,
                                      hipStream_t stream);
hipblasStatus_t hipblasGetVectorAsync(int n, int elemSize, const void *x, int incx, void *y, int incy,
                                      hipStream_t stream);
hipblasStatus_t hipblasSetMatrixAsync(int rows, int cols, int elemSize, const void *AP, int lda,
                                      void *BP, int ldb, hipStream_t stream);
hipblasStatus_t hipblasGetMatrixAsync(int rows, int cols, int elemSize, const void *AP, int lda,
                                      void *BP, int ldb, hipStream_t stream);

/* ---- BEGIN GENERATED by scripts/gen-hipblas: levels 1, 2 and 3 ---- */
hipblasStatus_t hipblasIsamax(hipblasHandle_t handle, int n, const float *x, int incx, int *result);
hipblasStatus_t hipblasIdamax(hipblasHandle_t handle, int n, const double *x, int incx,
                              int *result);
hipblasStatus_t hipblasIcamax(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                              int *result);
#define hipblasIcamax_v2 hipblasIcamax
hipblasStatus_t hipblasIzamax(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                              int *result);
#define hipblasIzamax_v2 hipblasIzamax
hipblasStatus_t hipblasIsamin(hipblasHandle_t handle, int n, const float *x, int incx, int *result);
hipblasStatus_t hipblasIdamin(hipblasHandle_t handle, int n, const double *x, int incx,
                              int *result);
hipblasStatus_t hipblasIcamin(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                              int *result);
#define hipblasIcamin_v2 hipblasIcamin
hipblasStatus_t hipblasIzamin(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                              int *result);
#define hipblasIzamin_v2 hipblasIzamin
hipblasStatus_t hipblasSasum(hipblasHandle_t handle, int n, const float *x, int incx,
                             float *result);
hipblasStatus_t hipblasDasum(hipblasHandle_t handle, int n, const double *x, int incx,
                             double *result);
hipblasStatus_t hipblasScasum(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                              float *result);
#define hipblasScasum_v2 hipblasScasum
hipblasStatus_t hipblasDzasum(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                              double *result);
#define hipblasDzasum_v2 hipblasDzasum
hipblasStatus_t hipblasSaxpy(hipblasHandle_t handle, int n, const float *alpha, const float *x,
                             int incx, float *y, int incy);
hipblasStatus_t hipblasDaxpy(hipblasHandle_t handle, int n, const double *alpha, const double *x,
                             int incx, double *y, int incy);
hipblasStatus_t hipblasCaxpy(hipblasHandle_t handle, int n, const hipComplex *alpha,
                             const hipComplex *x, int incx, hipComplex *y, int incy);
#define hipblasCaxpy_v2 hipblasCaxpy
hipblasStatus_t hipblasZaxpy(hipblasHandle_t handle, int n, const hipDoubleComplex *alpha,
                             const hipDoubleComplex *x, int incx, hipDoubleComplex *y, int incy);
#define hipblasZaxpy_v2 hipblasZaxpy
hipblasStatus_t hipblasScopy(hipblasHandle_t handle, int n, const float *x, int incx, float *y,
                             int incy);
hipblasStatus_t hipblasDcopy(hipblasHandle_t handle, int n, const double *x, int incx, double *y,
                             int incy);
hipblasStatus_t hipblasCcopy(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                             hipComplex *y, int incy);
#define hipblasCcopy_v2 hipblasCcopy
hipblasStatus_t hipblasZcopy(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                             hipDoubleComplex *y, int incy);
#define hipblasZcopy_v2 hipblasZcopy
hipblasStatus_t hipblasSdot(hipblasHandle_t handle, int n, const float *x, int incx, const float *y,
                            int incy, float *result);
hipblasStatus_t hipblasDdot(hipblasHandle_t handle, int n, const double *x, int incx,
                            const double *y, int incy, double *result);
hipblasStatus_t hipblasCdotu(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                             const hipComplex *y, int incy, hipComplex *result);
#define hipblasCdotu_v2 hipblasCdotu
hipblasStatus_t hipblasZdotu(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                             const hipDoubleComplex *y, int incy, hipDoubleComplex *result);
#define hipblasZdotu_v2 hipblasZdotu
hipblasStatus_t hipblasCdotc(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                             const hipComplex *y, int incy, hipComplex *result);
#define hipblasCdotc_v2 hipblasCdotc
hipblasStatus_t hipblasZdotc(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                             const hipDoubleComplex *y, int incy, hipDoubleComplex *result);
#define hipblasZdotc_v2 hipblasZdotc
hipblasStatus_t hipblasSnrm2(hipblasHandle_t handle, int n, const float *x, int incx,
                             float *result);
hipblasStatus_t hipblasDnrm2(hipblasHandle_t handle, int n, const double *x, int incx,
                             double *result);
hipblasStatus_t hipblasScnrm2(hipblasHandle_t handle, int n, const hipComplex *x, int incx,
                              float *result);
#define hipblasScnrm2_v2 hipblasScnrm2
hipblasStatus_t hipblasDznrm2(hipblasHandle_t handle, int n, const hipDoubleComplex *x, int incx,
                              double *result);
#define hipblasDznrm2_v2 hipblasDznrm2
hipblasStatus_t hipblasSrot(hipblasHandle_t handle, int n, float *x, int incx, float *y, int incy,
                            const float *c, const float *s);
hipblasStatus_t hipblasDrot(hipblasHandle_t handle, int n, double *x, int incx, double *y, int incy,
                            const double *c, const double *s);
hipblasStatus_t hipblasCsrot(hipblasHandle_t handle, int n, hipComplex *x, int incx, hipComplex *y,
                             int incy, const float *c, const float *s);
#define hipblasCsrot_v2 hipblasCsrot
hipblasStatus_t hipblasZdrot(hipblasHandle_t handle, int n, hipDoubleComplex *x, int incx,
                             hipDoubleComplex *y, int incy, const double *c, const double *s);
#define hipblasZdrot_v2 hipblasZdrot
hipblasStatus_t hipblasCrot(hipblasHandle_t handle, int n, hipComplex *x, int incx, hipComplex *y,
                            int incy, const float *c, const hipComplex *s);
#define hipblasCrot_v2 hipblasCrot
hipblasStatus_t hipblasZrot(hipblasHandle_t handle, int n, hipDoubleComplex *x, int incx,
                            hipDoubleComplex *y, int incy, const double *c,
                            const hipDoubleComplex *s);
#define hipblasZrot_v2 hipblasZrot
hipblasStatus_t hipblasSrotg(hipblasHandle_t handle, float *a, float *b, float *c, float *s);
hipblasStatus_t hipblasDrotg(hipblasHandle_t handle, double *a, double *b, double *c, double *s);
hipblasStatus_t hipblasCrotg(hipblasHandle_t handle, hipComplex *a, hipComplex *b, float *c,
                             hipComplex *s);
#define hipblasCrotg_v2 hipblasCrotg
hipblasStatus_t hipblasZrotg(hipblasHandle_t handle, hipDoubleComplex *a, hipDoubleComplex *b,
                             double *c, hipDoubleComplex *s);
#define hipblasZrotg_v2 hipblasZrotg
hipblasStatus_t hipblasSrotm(hipblasHandle_t handle, int n, float *x, int incx, float *y, int incy,
                             const float *param);
hipblasStatus_t hipblasDrotm(hipblasHandle_t handle, int n, double *x, int incx, double *y,
                             int incy, const double *param);
hipblasStatus_t hipblasSrotmg(hipblasHandle_t handle, float *d1, float *d2, float *x1,
                              const float *y1, float *param);
hipblasStatus_t hipblasDrotmg(hipblasHandle_t handle, double *d1, double *d2, double *x1,
                              const double *y1, double *param);
hipblasStatus_t hipblasSscal(hipblasHandle_t handle, int n, const float *alpha, float *x, int incx);
hipblasStatus_t hipblasDscal(hipblasHandle_t handle, int n, const double *alpha, double *x,
                             int incx);
hipblasStatus_t hipblasCscal(hipblasHandle_t handle, int n, const hipComplex *alpha, hipComplex *x,
                             int incx);
#define hipblasCscal_v2 hipblasCscal
hipblasStatus_t hipblasZscal(hipblasHandle_t handle, int n, const hipDoubleComplex *alpha,
                             hipDoubleComplex *x, int incx);
#define hipblasZscal_v2 hipblasZscal
hipblasStatus_t hipblasCsscal(hipblasHandle_t handle, int n, const float *alpha, hipComplex *x,
                              int incx);
#define hipblasCsscal_v2 hipblasCsscal
hipblasStatus_t hipblasZdscal(hipblasHandle_t handle, int n, const double *alpha,
                              hipDoubleComplex *x, int incx);
#define hipblasZdscal_v2 hipblasZdscal
hipblasStatus_t hipblasSswap(hipblasHandle_t handle, int n, float *x, int incx, float *y, int incy);
hipblasStatus_t hipblasDswap(hipblasHandle_t handle, int n, double *x, int incx, double *y,
                             int incy);
hipblasStatus_t hipblasCswap(hipblasHandle_t handle, int n, hipComplex *x, int incx, hipComplex *y,
                             int incy);
#define hipblasCswap_v2 hipblasCswap
hipblasStatus_t hipblasZswap(hipblasHandle_t handle, int n, hipDoubleComplex *x, int incx,
                             hipDoubleComplex *y, int incy);
#define hipblasZswap_v2 hipblasZswap
hipblasStatus_t hipblasSgbmv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int kl,
                             int ku, const float *alpha, const float *A, int lda, const float *x,
                             int incx, const float *beta, float *y, int incy);
hipblasStatus_t hipblasDgbmv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int kl,
                             int ku, const double *alpha, const double *A, int lda, const double *x,
                             int incx, const double *beta, double *y, int incy);
hipblasStatus_t hipblasCgbmv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int kl,
                             int ku, const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *x, int incx, const hipComplex *beta, hipComplex *y,
                             int incy);
#define hipblasCgbmv_v2 hipblasCgbmv
hipblasStatus_t hipblasZgbmv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int kl,
                             int ku, const hipDoubleComplex *alpha, const hipDoubleComplex *A,
                             int lda, const hipDoubleComplex *x, int incx,
                             const hipDoubleComplex *beta, hipDoubleComplex *y, int incy);
#define hipblasZgbmv_v2 hipblasZgbmv
hipblasStatus_t hipblasSgemv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                             const float *alpha, const float *A, int lda, const float *x, int incx,
                             const float *beta, float *y, int incy);
hipblasStatus_t hipblasSgemvBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                                    const float *alpha, const float *const A[], int lda,
                                    const float *const x[], int incx, const float *beta,
                                    float *const y[], int incy, int batchCount);
hipblasStatus_t hipblasSgemvStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m,
                                           int n, const float *alpha, const float *A, int lda,
                                           hipblasStride strideA, const float *x, int incx,
                                           hipblasStride stridex, const float *beta, float *y,
                                           int incy, hipblasStride stridey, int batchCount);
hipblasStatus_t hipblasDgemv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                             const double *alpha, const double *A, int lda, const double *x,
                             int incx, const double *beta, double *y, int incy);
hipblasStatus_t hipblasDgemvBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                                    const double *alpha, const double *const A[], int lda,
                                    const double *const x[], int incx, const double *beta,
                                    double *const y[], int incy, int batchCount);
hipblasStatus_t hipblasDgemvStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m,
                                           int n, const double *alpha, const double *A, int lda,
                                           hipblasStride strideA, const double *x, int incx,
                                           hipblasStride stridex, const double *beta, double *y,
                                           int incy, hipblasStride stridey, int batchCount);
hipblasStatus_t hipblasCgemv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                             const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *x, int incx, const hipComplex *beta, hipComplex *y,
                             int incy);
#define hipblasCgemv_v2 hipblasCgemv
hipblasStatus_t hipblasCgemvBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                                    const hipComplex *alpha, const hipComplex *const A[], int lda,
                                    const hipComplex *const x[], int incx, const hipComplex *beta,
                                    hipComplex *const y[], int incy, int batchCount);
#define hipblasCgemvBatched_v2 hipblasCgemvBatched
hipblasStatus_t hipblasCgemvStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m,
                                           int n, const hipComplex *alpha, const hipComplex *A,
                                           int lda, hipblasStride strideA, const hipComplex *x,
                                           int incx, hipblasStride stridex, const hipComplex *beta,
                                           hipComplex *y, int incy, hipblasStride stridey,
                                           int batchCount);
#define hipblasCgemvStridedBatched_v2 hipblasCgemvStridedBatched
hipblasStatus_t hipblasZgemv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *beta,
                             hipDoubleComplex *y, int incy);
#define hipblasZgemv_v2 hipblasZgemv
hipblasStatus_t hipblasZgemvBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n,
                                    const hipDoubleComplex *alpha,
                                    const hipDoubleComplex *const A[], int lda,
                                    const hipDoubleComplex *const x[], int incx,
                                    const hipDoubleComplex *beta, hipDoubleComplex *const y[],
                                    int incy, int batchCount);
#define hipblasZgemvBatched_v2 hipblasZgemvBatched
hipblasStatus_t hipblasZgemvStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, int m,
                                           int n, const hipDoubleComplex *alpha,
                                           const hipDoubleComplex *A, int lda,
                                           hipblasStride strideA, const hipDoubleComplex *x,
                                           int incx, hipblasStride stridex,
                                           const hipDoubleComplex *beta, hipDoubleComplex *y,
                                           int incy, hipblasStride stridey, int batchCount);
#define hipblasZgemvStridedBatched_v2 hipblasZgemvStridedBatched
hipblasStatus_t hipblasSger(hipblasHandle_t handle, int m, int n, const float *alpha,
                            const float *x, int incx, const float *y, int incy, float *A, int lda);
hipblasStatus_t hipblasDger(hipblasHandle_t handle, int m, int n, const double *alpha,
                            const double *x, int incx, const double *y, int incy, double *A,
                            int lda);
hipblasStatus_t hipblasCgeru(hipblasHandle_t handle, int m, int n, const hipComplex *alpha,
                             const hipComplex *x, int incx, const hipComplex *y, int incy,
                             hipComplex *A, int lda);
#define hipblasCgeru_v2 hipblasCgeru
hipblasStatus_t hipblasCgerc(hipblasHandle_t handle, int m, int n, const hipComplex *alpha,
                             const hipComplex *x, int incx, const hipComplex *y, int incy,
                             hipComplex *A, int lda);
#define hipblasCgerc_v2 hipblasCgerc
hipblasStatus_t hipblasZgeru(hipblasHandle_t handle, int m, int n, const hipDoubleComplex *alpha,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *y,
                             int incy, hipDoubleComplex *A, int lda);
#define hipblasZgeru_v2 hipblasZgeru
hipblasStatus_t hipblasZgerc(hipblasHandle_t handle, int m, int n, const hipDoubleComplex *alpha,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *y,
                             int incy, hipDoubleComplex *A, int lda);
#define hipblasZgerc_v2 hipblasZgerc
hipblasStatus_t hipblasChbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k,
                             const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *x, int incx, const hipComplex *beta, hipComplex *y,
                             int incy);
#define hipblasChbmv_v2 hipblasChbmv
hipblasStatus_t hipblasZhbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *beta,
                             hipDoubleComplex *y, int incy);
#define hipblasZhbmv_v2 hipblasZhbmv
hipblasStatus_t hipblasChemv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *x, int incx, const hipComplex *beta, hipComplex *y,
                             int incy);
#define hipblasChemv_v2 hipblasChemv
hipblasStatus_t hipblasZhemv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *beta,
                             hipDoubleComplex *y, int incy);
#define hipblasZhemv_v2 hipblasZhemv
hipblasStatus_t hipblasCher(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const float *alpha, const hipComplex *x, int incx, hipComplex *A,
                            int lda);
#define hipblasCher_v2 hipblasCher
hipblasStatus_t hipblasZher(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const double *alpha, const hipDoubleComplex *x, int incx,
                            hipDoubleComplex *A, int lda);
#define hipblasZher_v2 hipblasZher
hipblasStatus_t hipblasCher2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipComplex *alpha, const hipComplex *x, int incx,
                             const hipComplex *y, int incy, hipComplex *A, int lda);
#define hipblasCher2_v2 hipblasCher2
hipblasStatus_t hipblasZher2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *x, int incx,
                             const hipDoubleComplex *y, int incy, hipDoubleComplex *A, int lda);
#define hipblasZher2_v2 hipblasZher2
hipblasStatus_t hipblasChpmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipComplex *alpha, const hipComplex *AP, const hipComplex *x,
                             int incx, const hipComplex *beta, hipComplex *y, int incy);
#define hipblasChpmv_v2 hipblasChpmv
hipblasStatus_t hipblasZhpmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *AP,
                             const hipDoubleComplex *x, int incx, const hipDoubleComplex *beta,
                             hipDoubleComplex *y, int incy);
#define hipblasZhpmv_v2 hipblasZhpmv
hipblasStatus_t hipblasChpr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const float *alpha, const hipComplex *x, int incx, hipComplex *AP);
#define hipblasChpr_v2 hipblasChpr
hipblasStatus_t hipblasZhpr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const double *alpha, const hipDoubleComplex *x, int incx,
                            hipDoubleComplex *AP);
#define hipblasZhpr_v2 hipblasZhpr
hipblasStatus_t hipblasChpr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipComplex *alpha, const hipComplex *x, int incx,
                             const hipComplex *y, int incy, hipComplex *AP);
#define hipblasChpr2_v2 hipblasChpr2
hipblasStatus_t hipblasZhpr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *x, int incx,
                             const hipDoubleComplex *y, int incy, hipDoubleComplex *AP);
#define hipblasZhpr2_v2 hipblasZhpr2
hipblasStatus_t hipblasSsbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k,
                             const float *alpha, const float *A, int lda, const float *x, int incx,
                             const float *beta, float *y, int incy);
hipblasStatus_t hipblasDsbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k,
                             const double *alpha, const double *A, int lda, const double *x,
                             int incx, const double *beta, double *y, int incy);
hipblasStatus_t hipblasSspmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const float *alpha, const float *AP, const float *x, int incx,
                             const float *beta, float *y, int incy);
hipblasStatus_t hipblasDspmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const double *alpha, const double *AP, const double *x, int incx,
                             const double *beta, double *y, int incy);
hipblasStatus_t hipblasSspr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const float *alpha, const float *x, int incx, float *AP);
hipblasStatus_t hipblasDspr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const double *alpha, const double *x, int incx, double *AP);
hipblasStatus_t hipblasSspr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const float *alpha, const float *x, int incx, const float *y, int incy,
                             float *AP);
hipblasStatus_t hipblasDspr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const double *alpha, const double *x, int incx, const double *y,
                             int incy, double *AP);
hipblasStatus_t hipblasSsymv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const float *alpha, const float *A, int lda, const float *x, int incx,
                             const float *beta, float *y, int incy);
hipblasStatus_t hipblasDsymv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const double *alpha, const double *A, int lda, const double *x,
                             int incx, const double *beta, double *y, int incy);
hipblasStatus_t hipblasSsyr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const float *alpha, const float *x, int incx, float *A, int lda);
hipblasStatus_t hipblasDsyr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                            const double *alpha, const double *x, int incx, double *A, int lda);
hipblasStatus_t hipblasSsyr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const float *alpha, const float *x, int incx, const float *y, int incy,
                             float *A, int lda);
hipblasStatus_t hipblasDsyr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                             const double *alpha, const double *x, int incx, const double *y,
                             int incy, double *A, int lda);
hipblasStatus_t hipblasStbmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const float *A, int lda, float *x, int incx);
hipblasStatus_t hipblasDtbmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const double *A, int lda, double *x, int incx);
hipblasStatus_t hipblasCtbmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const hipComplex *A, int lda, hipComplex *x, int incx);
#define hipblasCtbmv_v2 hipblasCtbmv
hipblasStatus_t hipblasZtbmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const hipDoubleComplex *A, int lda, hipDoubleComplex *x, int incx);
#define hipblasZtbmv_v2 hipblasZtbmv
hipblasStatus_t hipblasStbsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const float *A, int lda, float *x, int incx);
hipblasStatus_t hipblasDtbsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const double *A, int lda, double *x, int incx);
hipblasStatus_t hipblasCtbsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const hipComplex *A, int lda, hipComplex *x, int incx);
#define hipblasCtbsv_v2 hipblasCtbsv
hipblasStatus_t hipblasZtbsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k,
                             const hipDoubleComplex *A, int lda, hipDoubleComplex *x, int incx);
#define hipblasZtbsv_v2 hipblasZtbsv
hipblasStatus_t hipblasStpmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const float *AP, float *x, int incx);
hipblasStatus_t hipblasDtpmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const double *AP, double *x, int incx);
hipblasStatus_t hipblasCtpmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipComplex *AP, hipComplex *x, int incx);
#define hipblasCtpmv_v2 hipblasCtpmv
hipblasStatus_t hipblasZtpmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipDoubleComplex *AP, hipDoubleComplex *x, int incx);
#define hipblasZtpmv_v2 hipblasZtpmv
hipblasStatus_t hipblasStpsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const float *AP, float *x, int incx);
hipblasStatus_t hipblasDtpsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const double *AP, double *x, int incx);
hipblasStatus_t hipblasCtpsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipComplex *AP, hipComplex *x, int incx);
#define hipblasCtpsv_v2 hipblasCtpsv
hipblasStatus_t hipblasZtpsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipDoubleComplex *AP, hipDoubleComplex *x, int incx);
#define hipblasZtpsv_v2 hipblasZtpsv
hipblasStatus_t hipblasStrmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const float *A, int lda, float *x, int incx);
hipblasStatus_t hipblasDtrmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const double *A, int lda, double *x, int incx);
hipblasStatus_t hipblasCtrmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipComplex *A, int lda, hipComplex *x, int incx);
#define hipblasCtrmv_v2 hipblasCtrmv
hipblasStatus_t hipblasZtrmv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipDoubleComplex *A, int lda, hipDoubleComplex *x, int incx);
#define hipblasZtrmv_v2 hipblasZtrmv
hipblasStatus_t hipblasStrsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const float *A, int lda, float *x, int incx);
hipblasStatus_t hipblasDtrsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const double *A, int lda, double *x, int incx);
hipblasStatus_t hipblasCtrsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipComplex *A, int lda, hipComplex *x, int incx);
#define hipblasCtrsv_v2 hipblasCtrsv
hipblasStatus_t hipblasZtrsv(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int n,
                             const hipDoubleComplex *A, int lda, hipDoubleComplex *x, int incx);
#define hipblasZtrsv_v2 hipblasZtrsv
hipblasStatus_t hipblasSgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k, const float *alpha,
                             const float *A, int lda, const float *B, int ldb, const float *beta,
                             float *C, int ldc);
hipblasStatus_t hipblasSgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const float *alpha, const float *const A[], int lda,
                                    const float *const B[], int ldb, const float *beta,
                                    float *const C[], int ldc, int batchCount);
hipblasStatus_t hipblasSgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const float *alpha, const float *A, int lda,
                                           hipblasStride strideA, const float *B, int ldb,
                                           hipblasStride strideB, const float *beta, float *C,
                                           int ldc, hipblasStride strideC, int batchCount);
hipblasStatus_t hipblasDgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k, const double *alpha,
                             const double *A, int lda, const double *B, int ldb, const double *beta,
                             double *C, int ldc);
hipblasStatus_t hipblasDgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const double *alpha, const double *const A[], int lda,
                                    const double *const B[], int ldb, const double *beta,
                                    double *const C[], int ldc, int batchCount);
hipblasStatus_t hipblasDgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const double *alpha, const double *A, int lda,
                                           hipblasStride strideA, const double *B, int ldb,
                                           hipblasStride strideB, const double *beta, double *C,
                                           int ldc, hipblasStride strideC, int batchCount);
hipblasStatus_t hipblasCgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k,
                             const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *B, int ldb, const hipComplex *beta, hipComplex *C,
                             int ldc);
#define hipblasCgemm_v2 hipblasCgemm
hipblasStatus_t hipblasCgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const hipComplex *alpha, const hipComplex *const A[], int lda,
                                    const hipComplex *const B[], int ldb, const hipComplex *beta,
                                    hipComplex *const C[], int ldc, int batchCount);
#define hipblasCgemmBatched_v2 hipblasCgemmBatched
hipblasStatus_t hipblasCgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const hipComplex *alpha, const hipComplex *A, int lda,
                                           hipblasStride strideA, const hipComplex *B, int ldb,
                                           hipblasStride strideB, const hipComplex *beta,
                                           hipComplex *C, int ldc, hipblasStride strideC,
                                           int batchCount);
#define hipblasCgemmStridedBatched_v2 hipblasCgemmStridedBatched
hipblasStatus_t hipblasZgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             const hipDoubleComplex *B, int ldb, const hipDoubleComplex *beta,
                             hipDoubleComplex *C, int ldc);
#define hipblasZgemm_v2 hipblasZgemm
hipblasStatus_t hipblasZgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const hipDoubleComplex *alpha,
                                    const hipDoubleComplex *const A[], int lda,
                                    const hipDoubleComplex *const B[], int ldb,
                                    const hipDoubleComplex *beta, hipDoubleComplex *const C[],
                                    int ldc, int batchCount);
#define hipblasZgemmBatched_v2 hipblasZgemmBatched
hipblasStatus_t hipblasZgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const hipDoubleComplex *alpha, const hipDoubleComplex *A,
                                           int lda, hipblasStride strideA,
                                           const hipDoubleComplex *B, int ldb,
                                           hipblasStride strideB, const hipDoubleComplex *beta,
                                           hipDoubleComplex *C, int ldc, hipblasStride strideC,
                                           int batchCount);
#define hipblasZgemmStridedBatched_v2 hipblasZgemmStridedBatched
hipblasStatus_t hipblasSsymm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const float *alpha, const float *A, int lda,
                             const float *B, int ldb, const float *beta, float *C, int ldc);
hipblasStatus_t hipblasDsymm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const double *alpha, const double *A, int lda,
                             const double *B, int ldb, const double *beta, double *C, int ldc);
hipblasStatus_t hipblasCsymm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *B, int ldb, const hipComplex *beta, hipComplex *C,
                             int ldc);
#define hipblasCsymm_v2 hipblasCsymm
hipblasStatus_t hipblasZsymm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const hipDoubleComplex *alpha, const hipDoubleComplex *A,
                             int lda, const hipDoubleComplex *B, int ldb,
                             const hipDoubleComplex *beta, hipDoubleComplex *C, int ldc);
#define hipblasZsymm_v2 hipblasZsymm
hipblasStatus_t hipblasChemm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *B, int ldb, const hipComplex *beta, hipComplex *C,
                             int ldc);
#define hipblasChemm_v2 hipblasChemm
hipblasStatus_t hipblasZhemm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             int m, int n, const hipDoubleComplex *alpha, const hipDoubleComplex *A,
                             int lda, const hipDoubleComplex *B, int ldb,
                             const hipDoubleComplex *beta, hipDoubleComplex *C, int ldc);
#define hipblasZhemm_v2 hipblasZhemm
hipblasStatus_t hipblasSsyrk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const float *alpha,
                             const float *A, int lda, const float *beta, float *C, int ldc);
hipblasStatus_t hipblasDsyrk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const double *alpha,
                             const double *A, int lda, const double *beta, double *C, int ldc);
hipblasStatus_t hipblasCsyrk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const hipComplex *alpha,
                             const hipComplex *A, int lda, const hipComplex *beta, hipComplex *C,
                             int ldc);
#define hipblasCsyrk_v2 hipblasCsyrk
hipblasStatus_t hipblasZsyrk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const hipDoubleComplex *alpha,
                             const hipDoubleComplex *A, int lda, const hipDoubleComplex *beta,
                             hipDoubleComplex *C, int ldc);
#define hipblasZsyrk_v2 hipblasZsyrk
hipblasStatus_t hipblasCherk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const float *alpha,
                             const hipComplex *A, int lda, const float *beta, hipComplex *C,
                             int ldc);
#define hipblasCherk_v2 hipblasCherk
hipblasStatus_t hipblasZherk(hipblasHandle_t handle, hipblasFillMode_t uplo,
                             hipblasOperation_t trans, int n, int k, const double *alpha,
                             const hipDoubleComplex *A, int lda, const double *beta,
                             hipDoubleComplex *C, int ldc);
#define hipblasZherk_v2 hipblasZherk
hipblasStatus_t hipblasSsyr2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const float *alpha,
                              const float *A, int lda, const float *B, int ldb, const float *beta,
                              float *C, int ldc);
hipblasStatus_t hipblasDsyr2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const double *alpha,
                              const double *A, int lda, const double *B, int ldb,
                              const double *beta, double *C, int ldc);
hipblasStatus_t hipblasCsyr2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipComplex *alpha,
                              const hipComplex *A, int lda, const hipComplex *B, int ldb,
                              const hipComplex *beta, hipComplex *C, int ldc);
#define hipblasCsyr2k_v2 hipblasCsyr2k
hipblasStatus_t hipblasZsyr2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipDoubleComplex *alpha,
                              const hipDoubleComplex *A, int lda, const hipDoubleComplex *B,
                              int ldb, const hipDoubleComplex *beta, hipDoubleComplex *C, int ldc);
#define hipblasZsyr2k_v2 hipblasZsyr2k
hipblasStatus_t hipblasCher2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipComplex *alpha,
                              const hipComplex *A, int lda, const hipComplex *B, int ldb,
                              const float *beta, hipComplex *C, int ldc);
#define hipblasCher2k_v2 hipblasCher2k
hipblasStatus_t hipblasZher2k(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipDoubleComplex *alpha,
                              const hipDoubleComplex *A, int lda, const hipDoubleComplex *B,
                              int ldb, const double *beta, hipDoubleComplex *C, int ldc);
#define hipblasZher2k_v2 hipblasZher2k
hipblasStatus_t hipblasSsyrkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const float *alpha,
                              const float *A, int lda, const float *B, int ldb, const float *beta,
                              float *C, int ldc);
hipblasStatus_t hipblasDsyrkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const double *alpha,
                              const double *A, int lda, const double *B, int ldb,
                              const double *beta, double *C, int ldc);
hipblasStatus_t hipblasCsyrkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipComplex *alpha,
                              const hipComplex *A, int lda, const hipComplex *B, int ldb,
                              const hipComplex *beta, hipComplex *C, int ldc);
#define hipblasCsyrkx_v2 hipblasCsyrkx
hipblasStatus_t hipblasZsyrkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipDoubleComplex *alpha,
                              const hipDoubleComplex *A, int lda, const hipDoubleComplex *B,
                              int ldb, const hipDoubleComplex *beta, hipDoubleComplex *C, int ldc);
#define hipblasZsyrkx_v2 hipblasZsyrkx
hipblasStatus_t hipblasCherkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipComplex *alpha,
                              const hipComplex *A, int lda, const hipComplex *B, int ldb,
                              const float *beta, hipComplex *C, int ldc);
#define hipblasCherkx_v2 hipblasCherkx
hipblasStatus_t hipblasZherkx(hipblasHandle_t handle, hipblasFillMode_t uplo,
                              hipblasOperation_t trans, int n, int k, const hipDoubleComplex *alpha,
                              const hipDoubleComplex *A, int lda, const hipDoubleComplex *B,
                              int ldb, const double *beta, hipDoubleComplex *C, int ldc);
#define hipblasZherkx_v2 hipblasZherkx
hipblasStatus_t hipblasStrmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const float *alpha, const float *A, int lda, const float *B, int ldb,
                             float *C, int ldc);
hipblasStatus_t hipblasDtrmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const double *alpha, const double *A, int lda, const double *B,
                             int ldb, double *C, int ldc);
hipblasStatus_t hipblasCtrmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const hipComplex *alpha, const hipComplex *A, int lda,
                             const hipComplex *B, int ldb, hipComplex *C, int ldc);
#define hipblasCtrmm_v2 hipblasCtrmm
hipblasStatus_t hipblasZtrmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             const hipDoubleComplex *B, int ldb, hipDoubleComplex *C, int ldc);
#define hipblasZtrmm_v2 hipblasZtrmm
hipblasStatus_t hipblasStrsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const float *alpha, const float *A, int lda, float *B, int ldb);
hipblasStatus_t hipblasStrsmBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                    hipblasFillMode_t uplo, hipblasOperation_t transA,
                                    hipblasDiagType_t diag, int m, int n, const float *alpha,
                                    const float *const A[], int lda, float *const B[], int ldb,
                                    int batchCount);
hipblasStatus_t hipblasStrsmStridedBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                           hipblasFillMode_t uplo, hipblasOperation_t transA,
                                           hipblasDiagType_t diag, int m, int n, const float *alpha,
                                           const float *A, int lda, hipblasStride strideA, float *B,
                                           int ldb, hipblasStride strideB, int batchCount);
hipblasStatus_t hipblasDtrsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const double *alpha, const double *A, int lda, double *B, int ldb);
hipblasStatus_t hipblasDtrsmBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                    hipblasFillMode_t uplo, hipblasOperation_t transA,
                                    hipblasDiagType_t diag, int m, int n, const double *alpha,
                                    const double *const A[], int lda, double *const B[], int ldb,
                                    int batchCount);
hipblasStatus_t hipblasDtrsmStridedBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                           hipblasFillMode_t uplo, hipblasOperation_t transA,
                                           hipblasDiagType_t diag, int m, int n,
                                           const double *alpha, const double *A, int lda,
                                           hipblasStride strideA, double *B, int ldb,
                                           hipblasStride strideB, int batchCount);
hipblasStatus_t hipblasCtrsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const hipComplex *alpha, const hipComplex *A, int lda, hipComplex *B,
                             int ldb);
#define hipblasCtrsm_v2 hipblasCtrsm
hipblasStatus_t hipblasCtrsmBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                    hipblasFillMode_t uplo, hipblasOperation_t transA,
                                    hipblasDiagType_t diag, int m, int n, const hipComplex *alpha,
                                    const hipComplex *const A[], int lda, hipComplex *const B[],
                                    int ldb, int batchCount);
#define hipblasCtrsmBatched_v2 hipblasCtrsmBatched
hipblasStatus_t hipblasCtrsmStridedBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                           hipblasFillMode_t uplo, hipblasOperation_t transA,
                                           hipblasDiagType_t diag, int m, int n,
                                           const hipComplex *alpha, const hipComplex *A, int lda,
                                           hipblasStride strideA, hipComplex *B, int ldb,
                                           hipblasStride strideB, int batchCount);
#define hipblasCtrsmStridedBatched_v2 hipblasCtrsmStridedBatched
hipblasStatus_t hipblasZtrsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo,
                             hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                             const hipDoubleComplex *alpha, const hipDoubleComplex *A, int lda,
                             hipDoubleComplex *B, int ldb);
#define hipblasZtrsm_v2 hipblasZtrsm
hipblasStatus_t hipblasZtrsmBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                    hipblasFillMode_t uplo, hipblasOperation_t transA,
                                    hipblasDiagType_t diag, int m, int n,
                                    const hipDoubleComplex *alpha,
                                    const hipDoubleComplex *const A[], int lda,
                                    hipDoubleComplex *const B[], int ldb, int batchCount);
#define hipblasZtrsmBatched_v2 hipblasZtrsmBatched
hipblasStatus_t hipblasZtrsmStridedBatched(hipblasHandle_t handle, hipblasSideMode_t side,
                                           hipblasFillMode_t uplo, hipblasOperation_t transA,
                                           hipblasDiagType_t diag, int m, int n,
                                           const hipDoubleComplex *alpha, const hipDoubleComplex *A,
                                           int lda, hipblasStride strideA, hipDoubleComplex *B,
                                           int ldb, hipblasStride strideB, int batchCount);
#define hipblasZtrsmStridedBatched_v2 hipblasZtrsmStridedBatched
hipblasStatus_t hipblasSgeam(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, const float *alpha,
                             const float *A, int lda, const float *beta, const float *B, int ldb,
                             float *C, int ldc);
hipblasStatus_t hipblasDgeam(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, const double *alpha,
                             const double *A, int lda, const double *beta, const double *B, int ldb,
                             double *C, int ldc);
hipblasStatus_t hipblasCgeam(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, const hipComplex *alpha,
                             const hipComplex *A, int lda, const hipComplex *beta,
                             const hipComplex *B, int ldb, hipComplex *C, int ldc);
#define hipblasCgeam_v2 hipblasCgeam
hipblasStatus_t hipblasZgeam(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, const hipDoubleComplex *alpha,
                             const hipDoubleComplex *A, int lda, const hipDoubleComplex *beta,
                             const hipDoubleComplex *B, int ldb, hipDoubleComplex *C, int ldc);
#define hipblasZgeam_v2 hipblasZgeam
hipblasStatus_t hipblasSdgmm(hipblasHandle_t handle, hipblasSideMode_t side, int m, int n,
                             const float *A, int lda, const float *x, int incx, float *C, int ldc);
hipblasStatus_t hipblasDdgmm(hipblasHandle_t handle, hipblasSideMode_t side, int m, int n,
                             const double *A, int lda, const double *x, int incx, double *C,
                             int ldc);
hipblasStatus_t hipblasCdgmm(hipblasHandle_t handle, hipblasSideMode_t side, int m, int n,
                             const hipComplex *A, int lda, const hipComplex *x, int incx,
                             hipComplex *C, int ldc);
#define hipblasCdgmm_v2 hipblasCdgmm
hipblasStatus_t hipblasZdgmm(hipblasHandle_t handle, hipblasSideMode_t side, int m, int n,
                             const hipDoubleComplex *A, int lda, const hipDoubleComplex *x,
                             int incx, hipDoubleComplex *C, int ldc);
#define hipblasZdgmm_v2 hipblasZdgmm
/* ---- END GENERATED ---- */

/* ---- half-precision GEMM (float accumulation) ---- */
hipblasStatus_t hipblasHgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k, const hipblasHalf *alpha,
                             const hipblasHalf *AP, int lda, const hipblasHalf *BP, int ldb,
                             const hipblasHalf *beta, hipblasHalf *CP, int ldc);
hipblasStatus_t hipblasHgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const hipblasHalf *alpha, const hipblasHalf *const AP[], int lda,
                                    const hipblasHalf *const BP[], int ldb, const hipblasHalf *beta,
                                    hipblasHalf *const CP[], int ldc, int batchCount);
hipblasStatus_t hipblasHgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const hipblasHalf *alpha, const hipblasHalf *AP, int lda,
                                           long long strideA, const hipblasHalf *BP, int ldb,
                                           long long strideB, const hipblasHalf *beta,
                                           hipblasHalf *CP, int ldc, long long strideC,
                                           int batchCount);

/* ---- mixed-precision GEMM: A and B of aType/bType, C of cType, computed in computeType.
 * hipshim runs: all 32F, 64F, C_32F or C_64F; A and B 16F or 16BF with C of the same type or
 * 32F (compute 32F or 16F); A and B 8I with C 32I (compute 32I). alpha and beta are of the
 * compute type (half for 16F, int32 for 32I). ---- */
hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                              hipblasOperation_t transB, int m, int n, int k, const void *alpha,
                              const void *A, hipDataType aType, int lda, const void *B,
                              hipDataType bType, int ldb, const void *beta, void *C,
                              hipDataType cType, int ldc, hipblasComputeType_t computeType,
                              hipblasGemmAlgo_t algo);
hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                     hipblasOperation_t transB, int m, int n, int k,
                                     const void *alpha, const void *const A[], hipDataType aType,
                                     int lda, const void *const B[], hipDataType bType, int ldb,
                                     const void *beta, void *const C[], hipDataType cType, int ldc,
                                     int batchCount, hipblasComputeType_t computeType,
                                     hipblasGemmAlgo_t algo);
hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                            hipblasOperation_t transB, int m, int n, int k,
                                            const void *alpha, const void *A, hipDataType aType,
                                            int lda, hipblasStride strideA, const void *B,
                                            hipDataType bType, int ldb, hipblasStride strideB,
                                            const void *beta, void *C, hipDataType cType, int ldc,
                                            hipblasStride strideC, int batchCount,
                                            hipblasComputeType_t computeType,
                                            hipblasGemmAlgo_t algo);
#define hipblasGemmEx_v2 hipblasGemmEx
#define hipblasGemmBatchedEx_v2 hipblasGemmBatchedEx
#define hipblasGemmStridedBatchedEx_v2 hipblasGemmStridedBatchedEx
/* the hipBLAS 1 forms (hipblasDatatype_t, the compute type a data type): C++ overloads below */
hipblasStatus_t hipshim_hipblasGemmEx_v1(hipblasHandle_t handle, hipblasOperation_t transA,
                                         hipblasOperation_t transB, int m, int n, int k,
                                         const void *alpha, const void *A, hipblasDatatype_t aType,
                                         int lda, const void *B, hipblasDatatype_t bType, int ldb,
                                         const void *beta, void *C, hipblasDatatype_t cType, int ldc,
                                         hipblasDatatype_t computeType, hipblasGemmAlgo_t algo);
hipblasStatus_t hipshim_hipblasGemmBatchedEx_v1(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *const A[], hipblasDatatype_t aType, int lda,
    const void *const B[], hipblasDatatype_t bType, int ldb, const void *beta, void *const C[],
    hipblasDatatype_t cType, int ldc, int batchCount, hipblasDatatype_t computeType,
    hipblasGemmAlgo_t algo);
hipblasStatus_t hipshim_hipblasGemmStridedBatchedEx_v1(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipblasDatatype_t aType, int lda,
    hipblasStride strideA, const void *B, hipblasDatatype_t bType, int ldb, hipblasStride strideB,
    const void *beta, void *C, hipblasDatatype_t cType, int ldc, hipblasStride strideC,
    int batchCount, hipblasDatatype_t computeType, hipblasGemmAlgo_t algo);

/* ---- LU, QR and least squares of batches of small matrices (LAPACK) ---- */
#define HB_DECL_LAPACK_BATCHED(P, T)                                                            \
    hipblasStatus_t hipblas##P##getrfBatched(hipblasHandle_t handle, const int n, T *const A[],   \
                                             const int lda, int *ipiv, int *info,                 \
                                             const int batchCount);                               \
    hipblasStatus_t hipblas##P##getrfStridedBatched(hipblasHandle_t handle, const int n, T *A,    \
                                                    const int lda, const hipblasStride strideA,   \
                                                    int *ipiv, const hipblasStride strideP,       \
                                                    int *info, const int batchCount);             \
    hipblasStatus_t hipblas##P##getrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans,\
                                             const int n, const int nrhs, T *const A[],           \
                                             const int lda, const int *ipiv, T *const B[],        \
                                             const int ldb, int *info, const int batchCount);     \
    hipblasStatus_t hipblas##P##getriBatched(hipblasHandle_t handle, const int n, T *const A[],   \
                                             const int lda, int *ipiv, T *const C[],              \
                                             const int ldc, int *info, const int batchCount);     \
    hipblasStatus_t hipblas##P##geqrfBatched(hipblasHandle_t handle, const int m, const int n,    \
                                             T *const A[], const int lda, T *const ipiv[],        \
                                             int *info, const int batchCount);                    \
    hipblasStatus_t hipblas##P##gelsBatched(hipblasHandle_t handle, hipblasOperation_t trans,     \
                                            const int m, const int n, const int nrhs,             \
                                            T *const A[], const int lda, T *const B[],            \
                                            const int ldb, int *info, int *deviceInfo,            \
                                            const int batchCount);
HB_DECL_LAPACK_BATCHED(S, float)
HB_DECL_LAPACK_BATCHED(D, double)
HB_DECL_LAPACK_BATCHED(C, hipComplex)
HB_DECL_LAPACK_BATCHED(Z, hipDoubleComplex)
#undef HB_DECL_LAPACK_BATCHED
#define hipblasCgetrfBatched_v2 hipblasCgetrfBatched
#define hipblasZgetrfBatched_v2 hipblasZgetrfBatched
#define hipblasCgetrfStridedBatched_v2 hipblasCgetrfStridedBatched
#define hipblasZgetrfStridedBatched_v2 hipblasZgetrfStridedBatched
#define hipblasCgetrsBatched_v2 hipblasCgetrsBatched
#define hipblasZgetrsBatched_v2 hipblasZgetrsBatched
#define hipblasCgetriBatched_v2 hipblasCgetriBatched
#define hipblasZgetriBatched_v2 hipblasZgetriBatched
#define hipblasCgeqrfBatched_v2 hipblasCgeqrfBatched
#define hipblasZgeqrfBatched_v2 hipblasZgeqrfBatched
#define hipblasCgelsBatched_v2 hipblasCgelsBatched
#define hipblasZgelsBatched_v2 hipblasZgelsBatched

#ifdef __cplusplus
} /* extern "C" */

inline hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                     hipblasOperation_t transB, int m, int n, int k,
                                     const void *alpha, const void *A, hipblasDatatype_t aType,
                                     int lda, const void *B, hipblasDatatype_t bType, int ldb,
                                     const void *beta, void *C, hipblasDatatype_t cType, int ldc,
                                     hipblasDatatype_t computeType, hipblasGemmAlgo_t algo)
{
    return hipshim_hipblasGemmEx_v1(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType,
                                    ldb, beta, C, cType, ldc, computeType, algo);
}
inline hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                            hipblasOperation_t transB, int m, int n, int k,
                                            const void *alpha, const void *const A[],
                                            hipblasDatatype_t aType, int lda,
                                            const void *const B[], hipblasDatatype_t bType,
                                            int ldb, const void *beta, void *const C[],
                                            hipblasDatatype_t cType, int ldc, int batchCount,
                                            hipblasDatatype_t computeType, hipblasGemmAlgo_t algo)
{
    return hipshim_hipblasGemmBatchedEx_v1(handle, transA, transB, m, n, k, alpha, A, aType, lda, B,
                                           bType, ldb, beta, C, cType, ldc, batchCount, computeType,
                                           algo);
}
inline hipblasStatus_t hipblasGemmStridedBatchedEx(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipblasDatatype_t aType, int lda,
    hipblasStride strideA, const void *B, hipblasDatatype_t bType, int ldb, hipblasStride strideB,
    const void *beta, void *C, hipblasDatatype_t cType, int ldc, hipblasStride strideC,
    int batchCount, hipblasDatatype_t computeType, hipblasGemmAlgo_t algo)
{
    return hipshim_hipblasGemmStridedBatchedEx_v1(handle, transA, transB, m, n, k, alpha, A, aType,
                                                  lda, strideA, B, bType, ldb, strideB, beta, C,
                                                  cType, ldc, strideC, batchCount, computeType,
                                                  algo);
}

/* __half arguments (what cuBLAS's cublasHgemm takes, so what translations pass). cuBLAS's header
 * brings the half and bfloat16 types along (cublas_api.h includes cuda_fp16.h and cuda_bf16.h),
 * and CUDA code relies on it (llm.c's common.h uses __nv_bfloat16 after cublas_v2.h only): so
 * does this one, in C++. */
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>
inline hipblasStatus_t hipblasHgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const __half *alpha, const __half *AP, int lda,
                                    const __half *BP, int ldb, const __half *beta, __half *CP,
                                    int ldc)
{
    return hipblasHgemm(handle, transA, transB, m, n, k, (const hipblasHalf *)alpha,
                        (const hipblasHalf *)AP, lda, (const hipblasHalf *)BP, ldb,
                        (const hipblasHalf *)beta, (hipblasHalf *)CP, ldc);
}
inline hipblasStatus_t hipblasHgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const __half *alpha, const __half *const AP[], int lda,
                                           const __half *const BP[], int ldb, const __half *beta,
                                           __half *const CP[], int ldc, int batchCount)
{
    return hipblasHgemmBatched(handle, transA, transB, m, n, k, (const hipblasHalf *)alpha,
                               (const hipblasHalf *const *)AP, lda, (const hipblasHalf *const *)BP,
                               ldb, (const hipblasHalf *)beta, (hipblasHalf *const *)CP, ldc,
                               batchCount);
}
inline hipblasStatus_t hipblasHgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                                  hipblasOperation_t transB, int m, int n, int k,
                                                  const __half *alpha, const __half *AP, int lda,
                                                  long long strideA, const __half *BP, int ldb,
                                                  long long strideB, const __half *beta,
                                                  __half *CP, int ldc, long long strideC,
                                                  int batchCount)
{
    return hipblasHgemmStridedBatched(handle, transA, transB, m, n, k, (const hipblasHalf *)alpha,
                                      (const hipblasHalf *)AP, lda, strideA,
                                      (const hipblasHalf *)BP, ldb, strideB,
                                      (const hipblasHalf *)beta, (hipblasHalf *)CP, ldc, strideC,
                                      batchCount);
}
#endif /* __cplusplus */

#endif
