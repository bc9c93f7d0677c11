/* hb_core.c - hipshim's hipBLAS context: handles (stream, pointer mode, math and atomics modes),
 * the jobs that run each call in its stream's order, status strings, and the copies of vectors
 * and matrices between host and device (hipshim's device memory is host memory, so those are
 * strided copies through the runtime's 2-D memcpy, in the order of the null or given stream).
 * Ownership: handles: hipblasCreate allocates, hipblasDestroy frees; jobs: see hb_internal.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hip/hipshim/hs_libs.h>
#include "hb_internal.h"

#define HB_MAGIC 0x68626c73u   /* "hbls" */

hb_handle *hb_handle_get(hipblasHandle_t handle)
{
    return hs_lib_handle_get(handle, HB_MAGIC);
}

/* as cublasDestroy, hipblasDestroy lets the work queued through the handle finish first */
HS_LIB_HANDLE_LIFE(hipblasStatus_t, hipblasHandle_t, hb_handle, hb_handle_get, HB_MAGIC, hipblasCreate,
                   hipblasDestroy, HIPBLAS_STATUS_SUCCESS, HIPBLAS_STATUS_HANDLE_IS_NULLPTR,
                   HIPBLAS_STATUS_ALLOC_FAILED, HIPBLAS_STATUS_NOT_INITIALIZED,
                   HIPBLAS_STATUS_EXECUTION_FAILED,
                   h->pmode = HIPBLAS_POINTER_MODE_HOST; h->math = HIPBLAS_DEFAULT_MATH;
                   h->atomics = HIPBLAS_ATOMICS_ALLOWED)

/* hipblasSet<NAME> and hipblasGet<NAME>: FIELD of the handle, a value set checked with OK(v).
 * The math mode is kept and reported; every mode computes in full precision here (what the
 * reduced-precision modes permit, not what they require). */
#define HB_ACCESSORS(NAME, T, FIELD, OK)                                                        \
    HS_LIB_FIELD(hipblasStatus_t, hipblasHandle_t, hb_handle, hb_handle_get, hipblasSet##NAME,    \
                 hipblasGet##NAME, T, FIELD, OK, HIPBLAS_STATUS_SUCCESS, HIPBLAS_STATUS_INVALID_VALUE, \
                 HIPBLAS_STATUS_NOT_INITIALIZED, HIPBLAS_STATUS_INVALID_ENUM)

HB_ACCESSORS(Stream, hipStream_t, stream, 1)
HB_ACCESSORS(PointerMode, hipblasPointerMode_t, pmode,
             v == HIPBLAS_POINTER_MODE_HOST || v == HIPBLAS_POINTER_MODE_DEVICE)
HB_ACCESSORS(MathMode, hipblasMath_t, math, (unsigned)v <= HIPBLAS_TENSOR_OP_MATH)
HB_ACCESSORS(AtomicsMode, hipblasAtomicsMode_t, atomics,
             v == HIPBLAS_ATOMICS_NOT_ALLOWED || v == HIPBLAS_ATOMICS_ALLOWED)

/* hipshim's routines need no workspace: one given is accepted and unused */
hipblasStatus_t hipblasSetWorkspace(hipblasHandle_t handle, void *addr, size_t size)
{
    (void)addr;
    (void)size;
    return hb_handle_get(handle) ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_NOT_INITIALIZED;
}

const char *hipblasStatusToString(hipblasStatus_t status)
{
    switch (status) {
    case HIPBLAS_STATUS_SUCCESS: return "HIPBLAS_STATUS_SUCCESS";
    case HIPBLAS_STATUS_NOT_INITIALIZED: return "HIPBLAS_STATUS_NOT_INITIALIZED";
    case HIPBLAS_STATUS_ALLOC_FAILED: return "HIPBLAS_STATUS_ALLOC_FAILED";
    case HIPBLAS_STATUS_INVALID_VALUE: return "HIPBLAS_STATUS_INVALID_VALUE";
    case HIPBLAS_STATUS_MAPPING_ERROR: return "HIPBLAS_STATUS_MAPPING_ERROR";
    case HIPBLAS_STATUS_EXECUTION_FAILED: return "HIPBLAS_STATUS_EXECUTION_FAILED";
    case HIPBLAS_STATUS_INTERNAL_ERROR: return "HIPBLAS_STATUS_INTERNAL_ERROR";
    case HIPBLAS_STATUS_NOT_SUPPORTED: return "HIPBLAS_STATUS_NOT_SUPPORTED";
    case HIPBLAS_STATUS_ARCH_MISMATCH: return "HIPBLAS_STATUS_ARCH_MISMATCH";
    case HIPBLAS_STATUS_HANDLE_IS_NULLPTR: return "HIPBLAS_STATUS_HANDLE_IS_NULLPTR";
    case HIPBLAS_STATUS_INVALID_ENUM: return "HIPBLAS_STATUS_INVALID_ENUM";
    case HIPBLAS_STATUS_UNKNOWN: return "HIPBLAS_STATUS_UNKNOWN";
    }
    return "<undefined hipblasStatus_t value>";
}

/* ---- jobs ---- */
hb_job *hb_job_new(hb_handle *h, void (*run)(hb_job *))
{
    hb_job *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->run = run;
    j->stream = h->stream;
    j->pmode = h->pmode;
    return j;
}

void hb_job_scalar(hb_job *j, int k, const void *p, size_t size)
{
    if (j->pmode == HIPBLAS_POINTER_MODE_HOST) {
        memcpy(j->sc[k].b, p, size);
        j->scp[k] = j->sc[k].b;
    } else {
        j->scp[k] = p;
    }
}

static void hb_job_exec(void *p)
{
    hb_job *j = p;
    j->run(j);
}

hipblasStatus_t hb_job_submit(hb_job *j, int wait)
{
    hipStream_t s = j->stream;
    int sync = wait && j->pmode == HIPBLAS_POINTER_MODE_HOST;
    if (hs_host_work(s, hb_job_exec, free, j) != hipSuccess)
        return HIPBLAS_STATUS_EXECUTION_FAILED;
    if (sync && hipStreamSynchronize(s) != hipSuccess)
        return HIPBLAS_STATUS_EXECUTION_FAILED;
    return HIPBLAS_STATUS_SUCCESS;
}

/* ---- what hipshim cannot run ---- */
hipblasStatus_t hb_unsupported(const char *call, const char *what)
{
    hs_refuse_note(call, what, "HIPBLAS_STATUS_NOT_SUPPORTED");
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}

/* ---- host <-> device copies ---- */
static hipblasStatus_t hb_copy2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                                 size_t width, size_t height, int async, hipStream_t stream)
{
    hipError_t e = async ? hipMemcpy2DAsync(dst, dpitch, src, spitch, width, height,
                                            hipMemcpyDefault, stream)
                         : hipMemcpy2D(dst, dpitch, src, spitch, width, height, hipMemcpyDefault);
    return e == hipSuccess ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_MAPPING_ERROR;
}

static hipblasStatus_t hb_vector(int n, int es, const void *x, int incx, void *y, int incy,
                                 int async, hipStream_t stream)
{
    if (n < 0 || es <= 0 || incx <= 0 || incy <= 0)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (n == 0)
        return HIPBLAS_STATUS_SUCCESS;
    if (!x || !y)
        return HIPBLAS_STATUS_INVALID_VALUE;
    return hb_copy2d(y, (size_t)incy * es, x, (size_t)incx * es, (size_t)es, (size_t)n, async,
                     stream);
}

static hipblasStatus_t hb_matrix(int rows, int cols, int es, const void *A, int lda, void *B,
                                 int ldb, int async, hipStream_t stream)
{
    if (rows < 0 || cols < 0 || es <= 0 || lda <= 0 || ldb <= 0 || lda < rows || ldb < rows)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (rows == 0 || cols == 0)
        return HIPBLAS_STATUS_SUCCESS;
    if (!A || !B)
        return HIPBLAS_STATUS_INVALID_VALUE;
    return hb_copy2d(B, (size_t)ldb * es, A, (size_t)lda * es, (size_t)rows * es, (size_t)cols,
                     async, stream);
}

hipblasStatus_t hipblasSetVector(int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    return hb_vector(n, elemSize, x, incx, y, incy, 0, 0);
}

hipblasStatus_t hipblasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    return hb_vector(n, elemSize, x, incx, y, incy, 0, 0);
}

hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize, const void *AP, int lda, void *BP,
                                 int ldb)
{
    return hb_matrix(rows, cols, elemSize, AP, lda, BP, ldb, 0, 0);
}

hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize, const void *AP, int lda, void *BP,
                                 int ldb)
{
    return hb_matrix(rows, cols, elemSize, AP, lda, BP, ldb, 0, 0);
}

hipblasStatus_t hipblasSetVectorAsync(int n, int elemSize, const void *x, int incx, void *y, int incy,
                                      hipStream_t stream)
{
    return hb_vector(n, elemSize, x, incx, y, incy, 1, stream);
}

hipblasStatus_t hipblasGetVectorAsync(int n, int elemSize, const void *x, int incx, void *y, int incy,
                                      hipStream_t stream)
{
    return hb_vector(n, elemSize, x, incx, y, incy, 1, stream);
}

hipblasStatus_t hipblasSetMatrixAsync(int rows, int cols, int elemSize, const void *AP, int lda,
                                      void *BP, int ldb, hipStream_t stream)
{
    return hb_matrix(rows, cols, elemSize, AP, lda, BP, ldb, 1, stream);
}

hipblasStatus_t hipblasGetMatrixAsync(int rows, int cols, int elemSize, const void *AP, int lda,
                                      void *BP, int ldb, hipStream_t stream)
{
    return hb_matrix(rows, cols, elemSize, AP, lda, BP, ldb, 1, stream);
}
