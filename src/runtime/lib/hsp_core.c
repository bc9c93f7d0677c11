/* hsp_core.c - hipshim's hipSPARSE context: the handle (stream, pointer mode), statuses and their
 * names, the legacy matrix descriptor, and the generic API's descriptors (sparse vectors, CSR and
 * COO matrices with their fill-mode and diagonal attributes, dense vectors and matrices, SpSV
 * descriptors), plus the jobs that run the operations in the stream's order.
 * Ownership: handles and descriptors: their Create allocates, their Destroy frees; jobs: see
 * hsp_internal.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hip/hipshim/hs_libs.h>
#include "hsp_internal.h"

#define HSP_MAGIC 0x68737073u   /* "hsps" */

hsp_handle *hsp_get(hipsparseHandle_t handle)
{
    return hs_lib_handle_get(handle, HSP_MAGIC);
}

HS_LIB_HANDLE_LIFE(hipsparseStatus_t, hipsparseHandle_t, hsp_handle, hsp_get, HSP_MAGIC,
                   hipsparseCreate, hipsparseDestroy, HIPSPARSE_STATUS_SUCCESS,
                   HIPSPARSE_STATUS_INVALID_VALUE, HIPSPARSE_STATUS_ALLOC_FAILED,
                   HIPSPARSE_STATUS_NOT_INITIALIZED, HIPSPARSE_STATUS_EXECUTION_FAILED, (void)0)

const char *hipsparseGetErrorName(hipsparseStatus_t status)
{
    switch (status) {
    case HIPSPARSE_STATUS_SUCCESS: return "HIPSPARSE_STATUS_SUCCESS";
    case HIPSPARSE_STATUS_NOT_INITIALIZED: return "HIPSPARSE_STATUS_NOT_INITIALIZED";
    case HIPSPARSE_STATUS_ALLOC_FAILED: return "HIPSPARSE_STATUS_ALLOC_FAILED";
    case HIPSPARSE_STATUS_INVALID_VALUE: return "HIPSPARSE_STATUS_INVALID_VALUE";
    case HIPSPARSE_STATUS_ARCH_MISMATCH: return "HIPSPARSE_STATUS_ARCH_MISMATCH";
    case HIPSPARSE_STATUS_MAPPING_ERROR: return "HIPSPARSE_STATUS_MAPPING_ERROR";
    case HIPSPARSE_STATUS_EXECUTION_FAILED: return "HIPSPARSE_STATUS_EXECUTION_FAILED";
    case HIPSPARSE_STATUS_INTERNAL_ERROR: return "HIPSPARSE_STATUS_INTERNAL_ERROR";
    case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case HIPSPARSE_STATUS_ZERO_PIVOT: return "HIPSPARSE_STATUS_ZERO_PIVOT";
    case HIPSPARSE_STATUS_NOT_SUPPORTED: return "HIPSPARSE_STATUS_NOT_SUPPORTED";
    case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES";
    }
    return "HIPSPARSE_STATUS_UNKNOWN";
}

const char *hipsparseGetErrorString(hipsparseStatus_t status)
{
    switch (status) {
    case HIPSPARSE_STATUS_SUCCESS: return "success";
    case HIPSPARSE_STATUS_NOT_INITIALIZED: return "the handle was not initialized";
    case HIPSPARSE_STATUS_ALLOC_FAILED: return "a resource could not be allocated";
    case HIPSPARSE_STATUS_INVALID_VALUE: return "an argument had an invalid value";
    case HIPSPARSE_STATUS_ARCH_MISMATCH: return "the device architecture is not supported";
    case HIPSPARSE_STATUS_MAPPING_ERROR: return "memory could not be accessed";
    case HIPSPARSE_STATUS_EXECUTION_FAILED: return "the execution failed";
    case HIPSPARSE_STATUS_INTERNAL_ERROR: return "an internal operation failed";
    case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "the matrix type is not supported";
    case HIPSPARSE_STATUS_ZERO_PIVOT: return "a zero pivot was found";
    case HIPSPARSE_STATUS_NOT_SUPPORTED: return "the operation is not supported";
    case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "resources are insufficient";
    }
    return "unknown status";
}

hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t handle, int *version)
{
    if (!hsp_get(handle))
        return HIPSPARSE_STATUS_NOT_INITIALIZED;
    if (!version)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *version = hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 + hipsparseVersionPatch;
    return HIPSPARSE_STATUS_SUCCESS;
}

/* hipsparseSet<NAME> and hipsparseGet<NAME>: FIELD of the handle, a value set checked with OK(v) */
#define HSP_ACCESSORS(NAME, T, FIELD, OK)                                                       \
    HS_LIB_FIELD(hipsparseStatus_t, hipsparseHandle_t, hsp_handle, hsp_get, hipsparseSet##NAME,   \
                 hipsparseGet##NAME, T, FIELD, OK, HIPSPARSE_STATUS_SUCCESS,                      \
                 HIPSPARSE_STATUS_INVALID_VALUE, HIPSPARSE_STATUS_NOT_INITIALIZED,                \
                 HIPSPARSE_STATUS_INVALID_VALUE)

HSP_ACCESSORS(Stream, hipStream_t, stream, 1)
HSP_ACCESSORS(PointerMode, hipsparsePointerMode_t, pmode,
              v == HIPSPARSE_POINTER_MODE_HOST || v == HIPSPARSE_POINTER_MODE_DEVICE)

/* ---- jobs ---- */
hsp_job *hsp_job_new(hsp_handle *h, void (*run)(hsp_job *))
{
    hsp_job *j = calloc(1, sizeof *j);
    if (j) {
        j->run = run;
        j->pmode = h->pmode;
    }
    return j;
}

void hsp_job_scalar(hsp_job *j, int k, const void *p, size_t size)
{
    unsigned char *dst = k ? j->beta : j->alpha;
    const void **ptr = k ? &j->betap : &j->alphap;
    if (j->pmode == HIPSPARSE_POINTER_MODE_HOST && p) {
        memcpy(dst, p, size);
        *ptr = dst;
    } else {
        *ptr = p;
    }
}

static void hsp_exec(void *arg)
{
    hsp_job *j = arg;
    j->run(j);
}

hipsparseStatus_t hsp_job_submit(hsp_handle *h, hsp_job *j, int wait)
{
    if (hs_host_work(h->stream, hsp_exec, free, j) != hipSuccess)
        return HIPSPARSE_STATUS_EXECUTION_FAILED;
    if (wait && h->pmode == HIPSPARSE_POINTER_MODE_HOST && hipStreamSynchronize(h->stream) != hipSuccess)
        return HIPSPARSE_STATUS_EXECUTION_FAILED;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hsp_unsupported(const char *call, const char *what)
{
    hs_refuse_note(call, what, "HIPSPARSE_STATUS_NOT_SUPPORTED");
    return HIPSPARSE_STATUS_NOT_SUPPORTED;
}

/* ---- the legacy matrix descriptor ---- */
hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t *descrA)
{
    if (!descrA)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *descrA = calloc(1, sizeof **descrA);   /* general, lower, non-unit, base 0 */
    return *descrA ? HIPSPARSE_STATUS_SUCCESS : HIPSPARSE_STATUS_ALLOC_FAILED;
}

hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t descrA)
{
    free(descrA);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCopyMatDescr(hipsparseMatDescr_t dest, const hipsparseMatDescr_t src)
{
    if (!dest || !src)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *dest = *src;
    return HIPSPARSE_STATUS_SUCCESS;
}

/* Each field of a matrix descriptor has a setter that checks the enum's
 * range and a getter that answers the default for a null descriptor. */
#define HSP_MATDESCR_FIELD(NAME, FIELD, TYPE, ARG, LAST, DEFAULT)               \
    hipsparseStatus_t hipsparseSetMat##NAME(hipsparseMatDescr_t descrA, TYPE ARG) \
    {                                                                           \
        if (!descrA || (unsigned)ARG > LAST)                                    \
            return HIPSPARSE_STATUS_INVALID_VALUE;                              \
        descrA->FIELD = ARG;                                                    \
        return HIPSPARSE_STATUS_SUCCESS;                                        \
    }                                                                           \
    TYPE hipsparseGetMat##NAME(const hipsparseMatDescr_t descrA)                \
    {                                                                           \
        return descrA ? descrA->FIELD : DEFAULT;                                \
    }

HSP_MATDESCR_FIELD(Type, type, hipsparseMatrixType_t, type,
                   HIPSPARSE_MATRIX_TYPE_TRIANGULAR, HIPSPARSE_MATRIX_TYPE_GENERAL)
HSP_MATDESCR_FIELD(FillMode, fill, hipsparseFillMode_t, fillMode,
                   HIPSPARSE_FILL_MODE_UPPER, HIPSPARSE_FILL_MODE_LOWER)
HSP_MATDESCR_FIELD(DiagType, diag, hipsparseDiagType_t, diagType,
                   HIPSPARSE_DIAG_TYPE_UNIT, HIPSPARSE_DIAG_TYPE_NON_UNIT)
HSP_MATDESCR_FIELD(IndexBase, base, hipsparseIndexBase_t, base,
                   HIPSPARSE_INDEX_BASE_ONE, HIPSPARSE_INDEX_BASE_ZERO)

/* ---- generic descriptors ---- */
static int hsp_itype_ok(hipsparseIndexType_t t)
{
    return t == HIPSPARSE_INDEX_32I || t == HIPSPARSE_INDEX_64I;
}

hipsparseStatus_t hipsparseCreateSpVec(hipsparseSpVecDescr_t *spVecDescr, int64_t size,
                                       int64_t nnz, void *indices, void *values,
                                       hipsparseIndexType_t idxType, hipsparseIndexBase_t idxBase,
                                       hipDataType valueType)
{
    if (!spVecDescr || size < 0 || nnz < 0 || nnz > size || (nnz && (!indices || !values)) ||
        (unsigned)idxBase > HIPSPARSE_INDEX_BASE_ONE)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!hsp_itype_ok(idxType) || !hsp_size(valueType))
        return hsp_unsupported("hipsparseCreateSpVec", "index or value type not supported");
    hipsparseSpVecDescr_t d = calloc(1, sizeof *d);
    if (!d)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    *d = (struct hipsparseSpVecDescr){size, nnz, indices, values, idxType, idxBase, valueType};
    *spVecDescr = d;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDestroySpVec(hipsparseConstSpVecDescr_t spVecDescr)
{
    free((void *)spVecDescr);
    return HIPSPARSE_STATUS_SUCCESS;
}

static hipsparseStatus_t hsp_create_spmat(const char *call, hipsparseSpMatDescr_t *out,
                                          hipsparseFormat_t format, int64_t rows, int64_t cols,
                                          int64_t nnz, void *rowp, void *coli, void *vals,
                                          hipsparseIndexType_t rtype, hipsparseIndexType_t ctype,
                                          hipsparseIndexBase_t base, hipDataType vtype)
{
    if (!out || rows < 0 || cols < 0 || nnz < 0 || (unsigned)base > HIPSPARSE_INDEX_BASE_ONE ||
        (nnz && (!coli || !vals)) || (format == HIPSPARSE_FORMAT_CSR && rows && !rowp) ||
        (format == HIPSPARSE_FORMAT_COO && nnz && !rowp))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!hsp_itype_ok(rtype) || !hsp_itype_ok(ctype) || !hsp_size(vtype))
        return hsp_unsupported(call, "index or value type not supported");
    hipsparseSpMatDescr_t d = calloc(1, sizeof *d);
    if (!d)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    *d = (struct hipsparseSpMatDescr){format, rows, cols, nnz, rowp, coli, vals, rtype, ctype,
                                      base, vtype, HIPSPARSE_FILL_MODE_LOWER,
                                      HIPSPARSE_DIAG_TYPE_NON_UNIT};
    *out = d;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                     int64_t nnz, void *csrRowOffsets, void *csrColInd,
                                     void *csrValues, hipsparseIndexType_t csrRowOffsetsType,
                                     hipsparseIndexType_t csrColIndType,
                                     hipsparseIndexBase_t idxBase, hipDataType valueType)
{
    return hsp_create_spmat("hipsparseCreateCsr", spMatDescr, HIPSPARSE_FORMAT_CSR, rows, cols,
                            nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType,
                            csrColIndType, idxBase, valueType);
}

hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                     int64_t nnz, void *cooRowInd, void *cooColInd,
                                     void *cooValues, hipsparseIndexType_t cooIdxType,
                                     hipsparseIndexBase_t idxBase, hipDataType valueType)
{
    return hsp_create_spmat("hipsparseCreateCoo", spMatDescr, HIPSPARSE_FORMAT_COO, rows, cols,
                            nnz, cooRowInd, cooColInd, cooValues, cooIdxType, cooIdxType, idxBase,
                            valueType);
}

hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t spMatDescr)
{
    free((void *)spMatDescr);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCsrGet(const hipsparseSpMatDescr_t spMatDescr, int64_t *rows,
                                  int64_t *cols, int64_t *nnz, void **csrRowOffsets,
                                  void **csrColInd, void **csrValues,
                                  hipsparseIndexType_t *csrRowOffsetsType,
                                  hipsparseIndexType_t *csrColIndType,
                                  hipsparseIndexBase_t *idxBase, hipDataType *valueType)
{
    const struct hipsparseSpMatDescr *d = spMatDescr;
    if (!d || d->format != HIPSPARSE_FORMAT_CSR || !rows || !cols || !nnz || !csrRowOffsets ||
        !csrColInd || !csrValues || !csrRowOffsetsType || !csrColIndType || !idxBase || !valueType)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows, *cols = d->cols, *nnz = d->nnz;
    *csrRowOffsets = d->rowp, *csrColInd = d->coli, *csrValues = d->vals;
    *csrRowOffsetsType = d->rtype, *csrColIndType = d->ctype, *idxBase = d->base;
    *valueType = d->vtype;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCsrSetPointers(hipsparseSpMatDescr_t spMatDescr, void *csrRowOffsets,
                                          void *csrColInd, void *csrValues)
{
    if (!spMatDescr || spMatDescr->format != HIPSPARSE_FORMAT_CSR || !csrRowOffsets)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    spMatDescr->rowp = csrRowOffsets;
    spMatDescr->coli = csrColInd;
    spMatDescr->vals = csrValues;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpMatGetSize(hipsparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                                        int64_t *cols, int64_t *nnz)
{
    if (!spMatDescr || !rows || !cols || !nnz)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *rows = spMatDescr->rows, *cols = spMatDescr->cols, *nnz = spMatDescr->nnz;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpMatGetFormat(hipsparseConstSpMatDescr_t spMatDescr,
                                          hipsparseFormat_t *format)
{
    if (!spMatDescr || !format)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *format = spMatDescr->format;
    return HIPSPARSE_STATUS_SUCCESS;
}

/* the field behind a sparse matrix attribute, when its size is dataSize */
static void *hsp_attr(const struct hipsparseSpMatDescr *d, hipsparseSpMatAttribute_t attribute,
                      size_t dataSize)
{
    if (attribute == HIPSPARSE_SPMAT_FILL_MODE && dataSize == sizeof d->fill)
        return (void *)&d->fill;
    if (attribute == HIPSPARSE_SPMAT_DIAG_TYPE && dataSize == sizeof d->diag)
        return (void *)&d->diag;
    return NULL;
}

hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseConstSpMatDescr_t spMatDescr,
                                             hipsparseSpMatAttribute_t attribute, void *data,
                                             size_t dataSize)
{
    void *f = spMatDescr && data ? hsp_attr(spMatDescr, attribute, dataSize) : NULL;
    if (!f)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    memcpy(data, f, dataSize);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpMatSetAttribute(hipsparseSpMatDescr_t spMatDescr,
                                             hipsparseSpMatAttribute_t attribute, const void *data,
                                             size_t dataSize)
{
    void *f = spMatDescr && data ? hsp_attr(spMatDescr, attribute, dataSize) : NULL;
    if (!f)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    memcpy(f, data, dataSize);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t *dnVecDescr, int64_t size,
                                       void *values, hipDataType valueType)
{
    if (!dnVecDescr || size < 0 || (size && !values))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!hsp_size(valueType))
        return hsp_unsupported("hipsparseCreateDnVec", "value type not supported");
    hipsparseDnVecDescr_t d = calloc(1, sizeof *d);
    if (!d)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    *d = (struct hipsparseDnVecDescr){size, values, valueType};
    *dnVecDescr = d;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t dnVecDescr)
{
    free((void *)dnVecDescr);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDnVecGet(const hipsparseDnVecDescr_t dnVecDescr, int64_t *size,
                                    void **values, hipDataType *valueType)
{
    if (!dnVecDescr || !size || !values || !valueType)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *size = dnVecDescr->size, *values = dnVecDescr->values, *valueType = dnVecDescr->type;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t dnVecDescr, void **values)
{
    if (!dnVecDescr || !values)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *values = dnVecDescr->values;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t dnVecDescr, void *values)
{
    if (!dnVecDescr || (dnVecDescr->size && !values))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    dnVecDescr->values = values;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t *dnMatDescr, int64_t rows,
                                       int64_t cols, int64_t ld, void *values,
                                       hipDataType valueType, hipsparseOrder_t order)
{
    if (!dnMatDescr || rows < 0 || cols < 0 || (rows && cols && !values) ||
        (order != HIPSPARSE_ORDER_COL && order != HIPSPARSE_ORDER_ROW) ||
        ld < (order == HIPSPARSE_ORDER_COL ? rows : cols))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!hsp_size(valueType))
        return hsp_unsupported("hipsparseCreateDnMat", "value type not supported");
    hipsparseDnMatDescr_t d = calloc(1, sizeof *d);
    if (!d)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    *d = (struct hipsparseDnMatDescr){rows, cols, ld, values, valueType, order};
    *dnMatDescr = d;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t dnMatDescr)
{
    free((void *)dnMatDescr);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpSV_createDescr(hipsparseSpSVDescr_t *descr)
{
    if (!descr)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *descr = calloc(1, sizeof **descr);
    return *descr ? HIPSPARSE_STATUS_SUCCESS : HIPSPARSE_STATUS_ALLOC_FAILED;
}

hipsparseStatus_t hipsparseSpSV_destroyDescr(hipsparseSpSVDescr_t descr)
{
    free(descr);
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseCreateCsrilu02Info(csrilu02Info_t *info)
{
    if (!info)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *info = calloc(1, sizeof **info);
    if (!*info)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    (*info)->zero_pivot = -1;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseDestroyCsrilu02Info(csrilu02Info_t info)
{
    free(info);
    return HIPSPARSE_STATUS_SUCCESS;
}
