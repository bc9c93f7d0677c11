/* hsp_internal.h - what hipshim's hipSPARSE files share: the handle, the descriptors' structures
 * (opaque in hipsparse.h), the job that runs one call in the handle's stream, index reads of
 * either index width, and the one-line "not supported" report.
 * Ownership: a job is made by hsp_job_new and freed when hs_host_work releases
 * it (after its run, or with the graph that captured it); descriptors are the program's (hsp_core.c); included by
 * src/runtime/lib/hsp_*.c only. */
#ifndef HSP_INTERNAL_H
#define HSP_INTERNAL_H

#include <stdint.h>
#include <hipsparse/hipsparse.h>

typedef struct hsp_handle {
    unsigned magic;
    hipStream_t stream;
    hipsparsePointerMode_t pmode;
} hsp_handle;

struct hipsparseMatDescr {
    hipsparseMatrixType_t type;
    hipsparseFillMode_t fill;
    hipsparseDiagType_t diag;
    hipsparseIndexBase_t base;
};

struct csrilu02Info {
    int zero_pivot;   /* the first zero pivot of the last factorisation (0-based), or -1 */
};

struct hipsparseSpMatDescr {
    hipsparseFormat_t format;
    int64_t rows, cols, nnz;
    void *rowp;   /* CSR row offsets, or COO row indices */
    void *coli, *vals;
    hipsparseIndexType_t rtype, ctype;
    hipsparseIndexBase_t base;
    hipDataType vtype;
    hipsparseFillMode_t fill;
    hipsparseDiagType_t diag;
};

struct hipsparseDnVecDescr {
    int64_t size;
    void *values;
    hipDataType type;
};

struct hipsparseDnMatDescr {
    int64_t rows, cols, ld;
    void *values;
    hipDataType type;
    hipsparseOrder_t order;
};

struct hipsparseSpVecDescr {
    int64_t size, nnz;
    void *idx, *vals;
    hipsparseIndexType_t itype;
    hipsparseIndexBase_t base;
    hipDataType vtype;
};

struct hipsparseSpSVDescr {
    int analysed;
};

/* the handle behind a hipsparseHandle_t, or NULL */
hsp_handle *hsp_get(hipsparseHandle_t handle);

/* a job: what one call needs at execution, copied at the call */
typedef struct hsp_job hsp_job;
struct hsp_job {
    void (*run)(hsp_job *);
    hipsparsePointerMode_t pmode;   /* the handle's at the call */
    int op, op2;
    struct hipsparseSpMatDescr a;
    struct hipsparseSpVecDescr sv;
    struct hipsparseDnVecDescr x, y;
    struct hipsparseDnMatDescr b, c;
    const void *alphap, *betap;   /* the scalars: &alpha/&beta below, or device pointers */
    unsigned char alpha[16], beta[16];
    void *result;
    struct csrilu02Info *ilu;
    int m, nnz, base;
    void *vals;
    const int *rowp, *coli;
};

/* a zeroed job of handle h running `run`, NULL when out of memory */
hsp_job *hsp_job_new(hsp_handle *h, void (*run)(hsp_job *));
/* alpha (k 0) or beta (k 1) of the job: size bytes at p, copied now in host pointer mode */
void hsp_job_scalar(hsp_job *j, int k, const void *p, size_t size);
/* queues the job on the handle's stream; waits for it when wait is set and the pointer mode is
 * host (a result returned to the host) */
hipsparseStatus_t hsp_job_submit(hsp_handle *h, hsp_job *j, int wait);
/* "hipshim: CALL: WHAT (HIPSPARSE_STATUS_NOT_SUPPORTED)", once per call name */
hipsparseStatus_t hsp_unsupported(const char *call, const char *what);

static inline int64_t hsp_idx(const void *p, hipsparseIndexType_t t, int64_t i)
{
    return t == HIPSPARSE_INDEX_64I ? ((const int64_t *)p)[i] : ((const int32_t *)p)[i];
}

/* bytes of an element of a value type hipSPARSE computes in, 0 for the others */
static inline size_t hsp_size(hipDataType t)
{
    switch (t) {
    case HIP_R_32F: return 4;
    case HIP_R_64F: case HIP_C_32F: return 8;
    case HIP_C_64F: return 16;
    default: return 0;
    }
}

#endif
