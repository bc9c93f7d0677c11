/* hb_internal.h - what hipshim's hipBLAS files share: the handle, the job that carries one call's
 * arguments to the stream that runs it, the checks of hipBLAS's enums and the typed helpers that
 * CBLAS lacks (hb_ext.c). A call checks its arguments at once, as hipBLAS does, then queues a job
 * on the handle's stream (hs_host_work: at once when nothing else is in flight); scalars are
 * copied into the job in host pointer mode (the caller may reuse them on return) and read through
 * their pointer at execution in device pointer mode (an earlier kernel of the stream may write
 * them). A call that returns a value to the host in host pointer mode waits for its job.
 * Ownership: a job is made by hb_job_new and freed when hs_host_work releases it (after its
 * run; a job a stream capture took lives as long as the graph and its instantiations); included by src/runtime/lib/hb_*.c only. */
#ifndef HB_INTERNAL_H
#define HB_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <cblas.h>
#include <hipblas/hipblas.h>

#define HB_MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct hb_handle {
    unsigned magic;
    hipStream_t stream;
    hipblasPointerMode_t pmode;
    hipblasMath_t math;
    hipblasAtomicsMode_t atomics;
} hb_handle;

typedef union hb_val {
    int i;
    int64_t l;
    unsigned e;
    const void *p;
} hb_val;

typedef struct hb_job hb_job;
struct hb_job {
    void (*run)(hb_job *);
    hipStream_t stream;
    hipblasPointerMode_t pmode;
    const void *scp[3];                          /* scalar k: &sc[k] or the device pointer */
    union { double d[2]; unsigned char b[16]; } sc[3];
    hb_val v[24];                                /* the other arguments, by position */
};

/* the handle behind a hipblasHandle_t, NULL when it is none */
hb_handle *hb_handle_get(hipblasHandle_t handle);
/* a zeroed job for handle h that runs `run` (owned by the caller until submitted) */
hb_job *hb_job_new(hb_handle *h, void (*run)(hb_job *));
/* scalar k of the job: size bytes at p, copied now in host pointer mode */
void hb_job_scalar(hb_job *j, int k, const void *p, size_t size);
/* queues the job on its stream (hs_host_work owns the job from then on); waits for it when wait is set
 * and the pointer mode is host */
hipblasStatus_t hb_job_submit(hb_job *j, int wait);
/* prints "hipshim: CALL: WHAT" once per call name and returns HIPBLAS_STATUS_NOT_SUPPORTED */
hipblasStatus_t hb_unsupported(const char *call, const char *what);

static inline int hb_op_ok(hipblasOperation_t o)
{
    return o == HIPBLAS_OP_N || o == HIPBLAS_OP_T || o == HIPBLAS_OP_C;
}
static inline int hb_uplo_ok(hipblasFillMode_t u)
{
    return u == HIPBLAS_FILL_MODE_UPPER || u == HIPBLAS_FILL_MODE_LOWER;
}
static inline int hb_diag_ok(hipblasDiagType_t d)
{
    return d == HIPBLAS_DIAG_NON_UNIT || d == HIPBLAS_DIAG_UNIT;
}
static inline int hb_side_ok(hipblasSideMode_t s)
{
    return s == HIPBLAS_SIDE_LEFT || s == HIPBLAS_SIDE_RIGHT;
}

/* The steps of a generated wrapper (hb_blas*.c), in order: the handle; its enums; its values
 * (sizes, leading dimensions, increments, then pointers); a quick return for empty work; the job. */
#define HB_ENTER(handle)                                                                        \
    hb_handle *h = hb_handle_get(handle);                                                       \
    if (!h)                                                                                     \
        return HIPBLAS_STATUS_NOT_INITIALIZED
#define HB_ENUMS(ok)                                                                            \
    if (!(ok))                                                                                  \
        return HIPBLAS_STATUS_INVALID_ENUM
#define HB_VALID(ok)                                                                            \
    if (!(ok))                                                                                  \
        return HIPBLAS_STATUS_INVALID_VALUE
#define HB_QUICK(empty)                                                                         \
    if (empty)                                                                                  \
        return HIPBLAS_STATUS_SUCCESS
#define HB_JOB(j, h, run)                                                                       \
    hb_job *j = hb_job_new(h, run);                                                             \
    if (!j)                                                                                     \
        return HIPBLAS_STATUS_ALLOC_FAILED

/* ---- what CBLAS lacks (hb_ext.c); scalars as the CBLAS routine of the type takes them ---- */
void hb_crot(int n, hipComplex *x, int incx, hipComplex *y, int incy, float c, const void *s);
void hb_zrot(int n, hipDoubleComplex *x, int incx, hipDoubleComplex *y, int incy, double c,
             const void *s);
#define HB_DECL_EXT(P, T, S)                                                                    \
    void hb_##P##copy_mat(int m, int n, const T *B, int ldb, T *C, int ldc);                    \
    void hb_##P##geam(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, S alpha,            \
                      const T *A, int lda, S beta, const T *B, int ldb, T *C, int ldc);         \
    void hb_##P##dgmm(CBLAS_SIDE side, int m, int n, const T *A, int lda, const T *x, int incx, \
                      T *C, int ldc);                                                           \
    void hb_##P##syrkx(int herm, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, S alpha, \
                       const T *A, int lda, const T *B, int ldb, S beta, T *C, int ldc);
HB_DECL_EXT(s, float, float)
HB_DECL_EXT(d, double, double)
HB_DECL_EXT(c, hipComplex, const void *)
HB_DECL_EXT(z, hipDoubleComplex, const void *)
#undef HB_DECL_EXT
void hb_cherkx(CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, const void *alpha,
               const hipComplex *A, int lda, const hipComplex *B, int ldb, float beta,
               hipComplex *C, int ldc);
void hb_zherkx(CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, const void *alpha,
               const hipDoubleComplex *A, int lda, const hipDoubleComplex *B, int ldb, double beta,
               hipDoubleComplex *C, int ldc);

#endif
