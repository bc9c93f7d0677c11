/* hipsolver.h - hipshim's hipSOLVER: the dense cuSOLVER-compatible API (hipsolverDn*) for LU
 * (getrf/getrs, without pivoting when the pivot array is NULL), Cholesky (potrf/potrs, their
 * batched forms, potri), QR (geqrf, orgqr/ungqr, ormqr/unmqr), the SVD (gesvd) and the symmetric
 * and Hermitian eigensolver (syevd/heevd), with their buffer-size queries, in s/d/c/z, computed
 * by LAPACK (LAPACKE) on hipshim's memory in the order of the handle's stream; devInfo is written
 * when the routine runs. LAPACK allocates its own workspace, so the size queries answer 1 and
 * the work arrays passed in are not used. Enumerator values are hipSOLVER's; the fill mode, side
 * and operation are hipBLAS's types, as in hipSOLVER.
 * Ownership: a handle is the program's from hipsolverDnCreate to hipsolverDnDestroy (which waits
 * for its work); a call keeps pointers to the caller's arrays and devInfo until its work in the
 * stream has run (src/runtime/lib/hsv_dense.c implements it). */
#ifndef HIPSOLVER_H
#define HIPSOLVER_H

#include <hip/hip_complex.h>
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>
#include <hipblas-common/hipblas-common.h>

#define hipsolverVersionMajor 2
#define hipsolverVersionMinor 4
#define hipsolverVersionPatch 0
#define HIPSOLVER_EXPORT

#ifdef __cplusplus
extern "C" {
#endif

typedef void *hipsolverHandle_t;
typedef hipsolverHandle_t hipsolverDnHandle_t;

typedef enum {
    HIPSOLVER_STATUS_SUCCESS = 0,
    HIPSOLVER_STATUS_NOT_INITIALIZED = 1,
    HIPSOLVER_STATUS_ALLOC_FAILED = 2,
    HIPSOLVER_STATUS_INVALID_VALUE = 3,
    HIPSOLVER_STATUS_MAPPING_ERROR = 4,
    HIPSOLVER_STATUS_EXECUTION_FAILED = 5,
    HIPSOLVER_STATUS_INTERNAL_ERROR = 6,
    HIPSOLVER_STATUS_NOT_SUPPORTED = 7,
    HIPSOLVER_STATUS_ARCH_MISMATCH = 8,
    HIPSOLVER_STATUS_HANDLE_IS_NULLPTR = 9,
    HIPSOLVER_STATUS_INVALID_ENUM = 10,
    HIPSOLVER_STATUS_UNKNOWN = 11,
    HIPSOLVER_STATUS_ZERO_PIVOT = 12,
    HIPSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 13
} hipsolverStatus_t;

typedef enum { HIPSOLVER_EIG_MODE_NOVECTOR = 201, HIPSOLVER_EIG_MODE_VECTOR = 202 } hipsolverEigMode_t;
typedef enum {
    HIPSOLVER_EIG_TYPE_1 = 211,
    HIPSOLVER_EIG_TYPE_2 = 212,
    HIPSOLVER_EIG_TYPE_3 = 213
} hipsolverEigType_t;
typedef enum {
    HIPSOLVER_EIG_RANGE_ALL = 221,
    HIPSOLVER_EIG_RANGE_V = 222,
    HIPSOLVER_EIG_RANGE_I = 223
} hipsolverEigRange_t;

typedef hipblasOperation_t hipsolverOperation_t;
#define HIPSOLVER_OP_N HIPBLAS_OP_N
#define HIPSOLVER_OP_T HIPBLAS_OP_T
#define HIPSOLVER_OP_C HIPBLAS_OP_C
typedef hipblasFillMode_t hipsolverFillMode_t;
#define HIPSOLVER_FILL_MODE_UPPER HIPBLAS_FILL_MODE_UPPER
#define HIPSOLVER_FILL_MODE_LOWER HIPBLAS_FILL_MODE_LOWER
typedef hipblasSideMode_t hipsolverSideMode_t;
#define HIPSOLVER_SIDE_LEFT HIPBLAS_SIDE_LEFT
#define HIPSOLVER_SIDE_RIGHT HIPBLAS_SIDE_RIGHT

hipsolverStatus_t hipsolverDnCreate(hipsolverHandle_t *handle);
hipsolverStatus_t hipsolverDnDestroy(hipsolverHandle_t handle);
hipsolverStatus_t hipsolverDnSetStream(hipsolverHandle_t handle, hipStream_t streamId);
hipsolverStatus_t hipsolverDnGetStream(hipsolverHandle_t handle, hipStream_t *streamId);

/* P: the precision letter, T: its type, R: its real type, OR/UN: orgqr/ormqr or ungqr/unmqr,
 * SY: syevd or heevd */
#define HIPSOLVER_DECL_DENSE(P, T, R, OR, OM, SY)                                                \
    hipsolverStatus_t hipsolverDn##P##getrf_bufferSize(hipsolverHandle_t handle, int m, int n,   \
                                                       T *A, int lda, int *lwork);               \
    hipsolverStatus_t hipsolverDn##P##getrf(hipsolverHandle_t handle, int m, int n, T *A,        \
                                            int lda, T *work, int *devIpiv, int *devInfo);       \
    hipsolverStatus_t hipsolverDn##P##getrs(hipsolverHandle_t handle, hipblasOperation_t trans,  \
                                            int n, int nrhs, const T *A, int lda,                \
                                            const int *devIpiv, T *B, int ldb, int *devInfo);    \
    hipsolverStatus_t hipsolverDn##P##potrf_bufferSize(hipsolverHandle_t handle,                 \
                                                       hipblasFillMode_t uplo, int n, T *A,      \
                                                       int lda, int *lwork);                     \
    hipsolverStatus_t hipsolverDn##P##potrf(hipsolverHandle_t handle, hipblasFillMode_t uplo,    \
                                            int n, T *A, int lda, T *work, int lwork,            \
                                            int *devInfo);                                       \
    hipsolverStatus_t hipsolverDn##P##potrs(hipsolverHandle_t handle, hipblasFillMode_t uplo,    \
                                            int n, int nrhs, const T *A, int lda, T *B, int ldb, \
                                            int *devInfo);                                       \
    hipsolverStatus_t hipsolverDn##P##potrfBatched(hipsolverHandle_t handle,                     \
                                                   hipblasFillMode_t uplo, int n, T *A[],        \
                                                   int lda, int *devInfo, int batch_count);      \
    hipsolverStatus_t hipsolverDn##P##potrsBatched(hipsolverHandle_t handle,                     \
                                                   hipblasFillMode_t uplo, int n, int nrhs,      \
                                                   T *A[], int lda, T *B[], int ldb,             \
                                                   int *devInfo, int batch_count);               \
    hipsolverStatus_t hipsolverDn##P##potri_bufferSize(hipsolverHandle_t handle,                 \
                                                       hipblasFillMode_t uplo, int n, T *A,      \
                                                       int lda, int *lwork);                     \
    hipsolverStatus_t hipsolverDn##P##potri(hipsolverHandle_t handle, hipblasFillMode_t uplo,    \
                                            int n, T *A, int lda, T *work, int lwork,            \
                                            int *devInfo);                                       \
    hipsolverStatus_t hipsolverDn##P##geqrf_bufferSize(hipsolverHandle_t handle, int m, int n,   \
                                                       T *A, int lda, int *lwork);               \
    hipsolverStatus_t hipsolverDn##P##geqrf(hipsolverHandle_t handle, int m, int n, T *A,        \
                                            int lda, T *tau, T *work, int lwork, int *devInfo);  \
    hipsolverStatus_t hipsolverDn##P##OR##_bufferSize(hipsolverHandle_t handle, int m, int n,    \
                                                      int k, const T *A, int lda, const T *tau,  \
                                                      int *lwork);                               \
    hipsolverStatus_t hipsolverDn##P##OR(hipsolverHandle_t handle, int m, int n, int k, T *A,    \
                                         int lda, const T *tau, T *work, int lwork,              \
                                         int *devInfo);                                          \
    hipsolverStatus_t hipsolverDn##P##OM##_bufferSize(                                           \
        hipsolverHandle_t handle, hipblasSideMode_t side, hipblasOperation_t trans, int m, int n, \
        int k, const T *A, int lda, const T *tau, const T *C, int ldc, int *lwork);              \
    hipsolverStatus_t hipsolverDn##P##OM(hipsolverHandle_t handle, hipblasSideMode_t side,       \
                                         hipblasOperation_t trans, int m, int n, int k,          \
                                         const T *A, int lda, const T *tau, T *C, int ldc,       \
                                         T *work, int lwork, int *devInfo);                      \
    hipsolverStatus_t hipsolverDn##P##gesvd_bufferSize(hipsolverHandle_t handle, int m, int n,   \
                                                       int *lwork);                              \
    hipsolverStatus_t hipsolverDn##P##gesvd(hipsolverHandle_t handle, signed char jobu,          \
                                            signed char jobv, int m, int n, T *A, int lda, R *S, \
                                            T *U, int ldu, T *V, int ldv, T *work, int lwork,    \
                                            R *rwork, int *devInfo);                             \
    hipsolverStatus_t hipsolverDn##P##SY##_bufferSize(hipsolverHandle_t handle,                  \
                                                      hipsolverEigMode_t jobz,                   \
                                                      hipblasFillMode_t uplo, int n, const T *A, \
                                                      int lda, const R *W, int *lwork);          \
    hipsolverStatus_t hipsolverDn##P##SY(hipsolverHandle_t handle, hipsolverEigMode_t jobz,      \
                                         hipblasFillMode_t uplo, int n, T *A, int lda, R *W,     \
                                         T *work, int lwork, int *devInfo);
HIPSOLVER_DECL_DENSE(S, float, float, orgqr, ormqr, syevd)
HIPSOLVER_DECL_DENSE(D, double, double, orgqr, ormqr, syevd)
HIPSOLVER_DECL_DENSE(C, hipFloatComplex, float, ungqr, unmqr, heevd)
HIPSOLVER_DECL_DENSE(Z, hipDoubleComplex, double, ungqr, unmqr, heevd)
#undef HIPSOLVER_DECL_DENSE

#ifdef __cplusplus
}
#endif

#endif
