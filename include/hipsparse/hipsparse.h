/* hipsparse.h - hipshim's hipSPARSE: the handle, matrix descriptors, the generic API's sparse (CSR,
 * COO) and dense descriptors, SpMV, SpMM, SpSV (triangular solves), Scatter, Gather, Axpby and
 * SpVV in single, double and complex precision with 32- or 64-bit indices, and the incomplete LU
 * of the legacy API (csrilu02), computed on the CPU on hipshim's memory in the order of the
 * handle's stream. Enumerator values are hipSPARSE's (its AMD back end). The const descriptor
 * types of hipSPARSE 3 / cuSPARSE 12 are pointers to the same structures, so both spellings work.
 * Calls outside this subset are not declared; what a declared call cannot do returns
 * HIPSPARSE_STATUS_NOT_SUPPORTED and says so once on stderr.
 * Ownership: handles and descriptors are the program's from their Create to their Destroy; an
 * operation copies the descriptors it was given and keeps the arrays they point to until its work
 * in the stream has run (src/runtime/lib/hsp_*.c implement it). */
#ifndef HIPSPARSE_H
#define HIPSPARSE_H
#define _HIPSPARSE_H_   /* real hipSPARSE's include guard, tested by ported code */

#include <stddef.h>
#include <stdint.h>
#include <hip/hip_complex.h>
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>

#define hipsparseVersionMajor 3
#define hipsparseVersionMinor 1
#define hipsparseVersionPatch 2
#define HIPSPARSE_EXPORT

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    HIPSPARSE_STATUS_SUCCESS = 0,
    HIPSPARSE_STATUS_NOT_INITIALIZED = 1,
    HIPSPARSE_STATUS_ALLOC_FAILED = 2,
    HIPSPARSE_STATUS_INVALID_VALUE = 3,
    HIPSPARSE_STATUS_ARCH_MISMATCH = 4,
    HIPSPARSE_STATUS_MAPPING_ERROR = 5,
    HIPSPARSE_STATUS_EXECUTION_FAILED = 6,
    HIPSPARSE_STATUS_INTERNAL_ERROR = 7,
    HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
    HIPSPARSE_STATUS_ZERO_PIVOT = 9,
    HIPSPARSE_STATUS_NOT_SUPPORTED = 10,
    HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} hipsparseStatus_t;

typedef enum { HIPSPARSE_POINTER_MODE_HOST = 0, HIPSPARSE_POINTER_MODE_DEVICE = 1 } hipsparsePointerMode_t;
typedef enum { HIPSPARSE_ACTION_SYMBOLIC = 0, HIPSPARSE_ACTION_NUMERIC = 1 } hipsparseAction_t;
typedef enum {
    HIPSPARSE_MATRIX_TYPE_GENERAL = 0,
    HIPSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
    HIPSPARSE_MATRIX_TYPE_HERMITIAN = 2,
    HIPSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} hipsparseMatrixType_t;
typedef enum { HIPSPARSE_FILL_MODE_LOWER = 0, HIPSPARSE_FILL_MODE_UPPER = 1 } hipsparseFillMode_t;
typedef enum { HIPSPARSE_DIAG_TYPE_NON_UNIT = 0, HIPSPARSE_DIAG_TYPE_UNIT = 1 } hipsparseDiagType_t;
typedef enum { HIPSPARSE_INDEX_BASE_ZERO = 0, HIPSPARSE_INDEX_BASE_ONE = 1 } hipsparseIndexBase_t;
typedef enum {
    HIPSPARSE_OPERATION_NON_TRANSPOSE = 0,
    HIPSPARSE_OPERATION_TRANSPOSE = 1,
    HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} hipsparseOperation_t;
typedef enum {
    HIPSPARSE_SOLVE_POLICY_NO_LEVEL = 0,
    HIPSPARSE_SOLVE_POLICY_USE_LEVEL = 1
} hipsparseSolvePolicy_t;
typedef enum { HIPSPARSE_SIDE_LEFT = 0, HIPSPARSE_SIDE_RIGHT = 1 } hipsparseSideMode_t;
typedef enum { HIPSPARSE_DIRECTION_ROW = 0, HIPSPARSE_DIRECTION_COLUMN = 1 } hipsparseDirection_t;

/* ---- the generic API ---- */
typedef enum {
    HIPSPARSE_FORMAT_CSR = 1,
    HIPSPARSE_FORMAT_CSC = 2,
    HIPSPARSE_FORMAT_COO = 3,
    HIPSPARSE_FORMAT_COO_AOS = 4,
    HIPSPARSE_FORMAT_BLOCKED_ELL = 5
} hipsparseFormat_t;
typedef enum {
    HIPSPARSE_ORDER_COLUMN = 1,
    HIPSPARSE_ORDER_COL = 1,
    HIPSPARSE_ORDER_ROW = 2
} hipsparseOrder_t;
typedef enum {
    HIPSPARSE_INDEX_16U = 1,
    HIPSPARSE_INDEX_32I = 2,
    HIPSPARSE_INDEX_64I = 3
} hipsparseIndexType_t;
typedef enum {
    HIPSPARSE_MV_ALG_DEFAULT = 0,
    HIPSPARSE_COOMV_ALG = 1,
    HIPSPARSE_CSRMV_ALG1 = 2,
    HIPSPARSE_CSRMV_ALG2 = 3,
    HIPSPARSE_SPMV_ALG_DEFAULT = 0,
    HIPSPARSE_SPMV_COO_ALG1 = 1,
    HIPSPARSE_SPMV_CSR_ALG1 = 2,
    HIPSPARSE_SPMV_CSR_ALG2 = 3,
    HIPSPARSE_SPMV_COO_ALG2 = 4
} hipsparseSpMVAlg_t;
typedef enum {
    HIPSPARSE_MM_ALG_DEFAULT = 0,
    HIPSPARSE_COOMM_ALG1 = 1,
    HIPSPARSE_COOMM_ALG2 = 2,
    HIPSPARSE_COOMM_ALG3 = 3,
    HIPSPARSE_CSRMM_ALG1 = 4,
    HIPSPARSE_SPMM_ALG_DEFAULT = 0,
    HIPSPARSE_SPMM_COO_ALG1 = 1,
    HIPSPARSE_SPMM_COO_ALG2 = 2,
    HIPSPARSE_SPMM_COO_ALG3 = 3,
    HIPSPARSE_SPMM_COO_ALG4 = 5,
    HIPSPARSE_SPMM_CSR_ALG1 = 4,
    HIPSPARSE_SPMM_CSR_ALG2 = 6,
    HIPSPARSE_SPMM_CSR_ALG3 = 12,
    HIPSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13
} hipsparseSpMMAlg_t;
typedef enum { HIPSPARSE_SPSV_ALG_DEFAULT = 0 } hipsparseSpSVAlg_t;
typedef enum { HIPSPARSE_SPMAT_FILL_MODE = 0, HIPSPARSE_SPMAT_DIAG_TYPE = 1 } hipsparseSpMatAttribute_t;

typedef void *hipsparseHandle_t;
typedef struct hipsparseMatDescr *hipsparseMatDescr_t;
typedef struct csrilu02Info *csrilu02Info_t;
typedef struct hipsparseSpVecDescr *hipsparseSpVecDescr_t;
typedef struct hipsparseSpMatDescr *hipsparseSpMatDescr_t;
typedef struct hipsparseDnVecDescr *hipsparseDnVecDescr_t;
typedef struct hipsparseDnMatDescr *hipsparseDnMatDescr_t;
typedef struct hipsparseSpSVDescr *hipsparseSpSVDescr_t;
typedef const struct hipsparseSpVecDescr *hipsparseConstSpVecDescr_t;
typedef const struct hipsparseSpMatDescr *hipsparseConstSpMatDescr_t;
typedef const struct hipsparseDnVecDescr *hipsparseConstDnVecDescr_t;
typedef const struct hipsparseDnMatDescr *hipsparseConstDnMatDescr_t;

hipsparseStatus_t hipsparseCreate(hipsparseHandle_t *handle);
hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t handle);
const char *hipsparseGetErrorName(hipsparseStatus_t status);
const char *hipsparseGetErrorString(hipsparseStatus_t status);
hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t handle, int *version);
hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t handle, hipStream_t streamId);
hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t handle, hipStream_t *streamId);
hipsparseStatus_t hipsparseSetPointerMode(hipsparseHandle_t handle, hipsparsePointerMode_t mode);
hipsparseStatus_t hipsparseGetPointerMode(hipsparseHandle_t handle, hipsparsePointerMode_t *mode);

hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t *descrA);
hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t descrA);
hipsparseStatus_t hipsparseCopyMatDescr(hipsparseMatDescr_t dest, const hipsparseMatDescr_t src);
hipsparseStatus_t hipsparseSetMatType(hipsparseMatDescr_t descrA, hipsparseMatrixType_t type);
hipsparseMatrixType_t hipsparseGetMatType(const hipsparseMatDescr_t descrA);
hipsparseStatus_t hipsparseSetMatFillMode(hipsparseMatDescr_t descrA, hipsparseFillMode_t fillMode);
hipsparseFillMode_t hipsparseGetMatFillMode(const hipsparseMatDescr_t descrA);
hipsparseStatus_t hipsparseSetMatDiagType(hipsparseMatDescr_t descrA, hipsparseDiagType_t diagType);
hipsparseDiagType_t hipsparseGetMatDiagType(const hipsparseMatDescr_t descrA);
hipsparseStatus_t hipsparseSetMatIndexBase(hipsparseMatDescr_t descrA, hipsparseIndexBase_t base);
hipsparseIndexBase_t hipsparseGetMatIndexBase(const hipsparseMatDescr_t descrA);

/* incomplete LU with no fill-in, in place on the CSR values (legacy API) */
hipsparseStatus_t hipsparseCreateCsrilu02Info(csrilu02Info_t *info);
hipsparseStatus_t hipsparseDestroyCsrilu02Info(csrilu02Info_t info);
hipsparseStatus_t hipsparseXcsrilu02_zeroPivot(hipsparseHandle_t handle, csrilu02Info_t info,
                                               int *position);
#define HIPSPARSE_DECL_ILU(P, T)                                                                 \
    hipsparseStatus_t hipsparse##P##csrilu02_bufferSize(                                         \
        hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA, T *csrValA,  \
        const int *csrRowPtrA, const int *csrColIndA, csrilu02Info_t info, int *pBufferSize);    \
    hipsparseStatus_t hipsparse##P##csrilu02_analysis(                                           \
        hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,              \
        const T *csrValA, const int *csrRowPtrA, const int *csrColIndA, csrilu02Info_t info,     \
        hipsparseSolvePolicy_t policy, void *pBuffer);                                           \
    hipsparseStatus_t hipsparse##P##csrilu02(hipsparseHandle_t handle, int m, int nnz,           \
                                             const hipsparseMatDescr_t descrA, T *csrValA,       \
                                             const int *csrRowPtrA, const int *csrColIndA,       \
                                             csrilu02Info_t info, hipsparseSolvePolicy_t policy, \
                                             void *pBuffer);
HIPSPARSE_DECL_ILU(S, float)
HIPSPARSE_DECL_ILU(D, double)
HIPSPARSE_DECL_ILU(C, hipComplex)
HIPSPARSE_DECL_ILU(Z, hipDoubleComplex)
#undef HIPSPARSE_DECL_ILU

/* ---- generic descriptors ---- */
hipsparseStatus_t hipsparseCreateSpVec(hipsparseSpVecDescr_t *spVecDescr, int64_t size,
                                       int64_t nnz, void *indices, void *values,
                                       hipsparseIndexType_t idxType, hipsparseIndexBase_t idxBase,
                                       hipDataType valueType);
hipsparseStatus_t hipsparseDestroySpVec(hipsparseConstSpVecDescr_t spVecDescr);
hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                     int64_t nnz, void *csrRowOffsets, void *csrColInd,
                                     void *csrValues, hipsparseIndexType_t csrRowOffsetsType,
                                     hipsparseIndexType_t csrColIndType,
                                     hipsparseIndexBase_t idxBase, hipDataType valueType);
hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                     int64_t nnz, void *cooRowInd, void *cooColInd,
                                     void *cooValues, hipsparseIndexType_t cooIdxType,
                                     hipsparseIndexBase_t idxBase, hipDataType valueType);
hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t spMatDescr);
hipsparseStatus_t hipsparseCsrGet(const hipsparseSpMatDescr_t spMatDescr, int64_t *rows,
                                  int64_t *cols, int64_t *nnz, void **csrRowOffsets,
                                  void **csrColInd, void **csrValues,
                                  hipsparseIndexType_t *csrRowOffsetsType,
                                  hipsparseIndexType_t *csrColIndType,
                                  hipsparseIndexBase_t *idxBase, hipDataType *valueType);
hipsparseStatus_t hipsparseCsrSetPointers(hipsparseSpMatDescr_t spMatDescr, void *csrRowOffsets,
                                          void *csrColInd, void *csrValues);
hipsparseStatus_t hipsparseSpMatGetSize(hipsparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                                        int64_t *cols, int64_t *nnz);
hipsparseStatus_t hipsparseSpMatGetFormat(hipsparseConstSpMatDescr_t spMatDescr,
                                          hipsparseFormat_t *format);
hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseConstSpMatDescr_t spMatDescr,
                                             hipsparseSpMatAttribute_t attribute, void *data,
                                             size_t dataSize);
hipsparseStatus_t hipsparseSpMatSetAttribute(hipsparseSpMatDescr_t spMatDescr,
                                             hipsparseSpMatAttribute_t attribute, const void *data,
                                             size_t dataSize);
hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t *dnVecDescr, int64_t size,
                                       void *values, hipDataType valueType);
hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t dnVecDescr);
hipsparseStatus_t hipsparseDnVecGet(const hipsparseDnVecDescr_t dnVecDescr, int64_t *size,
                                    void **values, hipDataType *valueType);
hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t dnVecDescr, void **values);
hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t dnVecDescr, void *values);
hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t *dnMatDescr, int64_t rows,
                                       int64_t cols, int64_t ld, void *values,
                                       hipDataType valueType, hipsparseOrder_t order);
hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t dnMatDescr);

/* ---- generic operations ---- */
hipsparseStatus_t hipsparseAxpby(hipsparseHandle_t handle, const void *alpha,
                                 hipsparseConstSpVecDescr_t vecX, const void *beta,
                                 hipsparseDnVecDescr_t vecY);
hipsparseStatus_t hipsparseGather(hipsparseHandle_t handle, hipsparseConstDnVecDescr_t vecY,
                                  hipsparseSpVecDescr_t vecX);
hipsparseStatus_t hipsparseScatter(hipsparseHandle_t handle, hipsparseConstSpVecDescr_t vecX,
                                   hipsparseDnVecDescr_t vecY);
hipsparseStatus_t hipsparseSpVV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                           hipsparseConstSpVecDescr_t vecX,
                                           hipsparseConstDnVecDescr_t vecY, void *result,
                                           hipDataType computeType, size_t *pBufferSizeInBytes);
hipsparseStatus_t hipsparseSpVV(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                hipsparseConstSpVecDescr_t vecX, hipsparseConstDnVecDescr_t vecY,
                                void *result, hipDataType computeType, void *externalBuffer);
hipsparseStatus_t hipsparseSpMV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           const void *alpha, hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnVecDescr_t vecX, const void *beta,
                                           const hipsparseDnVecDescr_t vecY,
                                           hipDataType computeType, hipsparseSpMVAlg_t alg,
                                           size_t *pBufferSizeInBytes);
hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                const void *alpha, hipsparseConstSpMatDescr_t matA,
                                hipsparseConstDnVecDescr_t vecX, const void *beta,
                                const hipsparseDnVecDescr_t vecY, hipDataType computeType,
                                hipsparseSpMVAlg_t alg, void *externalBuffer);
hipsparseStatus_t hipsparseSpMM_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           hipsparseOperation_t opB, const void *alpha,
                                           hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnMatDescr_t matB, const void *beta,
                                           const hipsparseDnMatDescr_t matC,
                                           hipDataType computeType, hipsparseSpMMAlg_t alg,
                                           size_t *pBufferSizeInBytes);
hipsparseStatus_t hipsparseSpMM_preprocess(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           hipsparseOperation_t opB, const void *alpha,
                                           hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnMatDescr_t matB, const void *beta,
                                           const hipsparseDnMatDescr_t matC,
                                           hipDataType computeType, hipsparseSpMMAlg_t alg,
                                           void *externalBuffer);
hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                hipsparseOperation_t opB, const void *alpha,
                                hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
                                const void *beta, const hipsparseDnMatDescr_t matC,
                                hipDataType computeType, hipsparseSpMMAlg_t alg,
                                void *externalBuffer);
hipsparseStatus_t hipsparseSpSV_createDescr(hipsparseSpSVDescr_t *descr);
hipsparseStatus_t hipsparseSpSV_destroyDescr(hipsparseSpSVDescr_t descr);
hipsparseStatus_t hipsparseSpSV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           const void *alpha, hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnVecDescr_t x,
                                           const hipsparseDnVecDescr_t y, hipDataType computeType,
                                           hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
                                           size_t *pBufferSizeInBytes);
hipsparseStatus_t hipsparseSpSV_analysis(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                         const void *alpha, hipsparseConstSpMatDescr_t matA,
                                         hipsparseConstDnVecDescr_t x,
                                         const hipsparseDnVecDescr_t y, hipDataType computeType,
                                         hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
                                         void *externalBuffer);
hipsparseStatus_t hipsparseSpSV_solve(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                      const void *alpha, hipsparseConstSpMatDescr_t matA,
                                      hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y,
                                      hipDataType computeType, hipsparseSpSVAlg_t alg,
                                      hipsparseSpSVDescr_t spsvDescr);

#ifdef __cplusplus
}
#endif

#endif
