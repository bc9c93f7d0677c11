/* hsv_dense.c - hipshim's hipSOLVER, dense: each hipsolverDn call checks its arguments as cuSOLVER
 * does, then queues a job on the handle's stream (hs_host_work: at once when nothing else is in
 * flight) that runs the LAPACK routine through LAPACKE on hipshim's memory and writes LAPACK's
 * info to devInfo. LAPACKE allocates the workspace LAPACK needs, so the buffer-size queries answer
 * 1 and the caller's work arrays go unused. getrf with a NULL pivot array factors without pivoting
 * (hsl_lu.h), as cuSOLVER does; getrs then solves with the identity permutation.
 * Ownership: handles: hipsolverDnCreate allocates, hipsolverDnDestroy frees; a job is freed when
 * hs_host_work releases it (after its run, or with the graph that captured it); gesvd's superb array and identity pivots within their job. */
#include <complex.h>
#include <stdint.h>
#include <stdlib.h>
#include <lapacke.h>
#include <hipsolver/hipsolver.h>
#include <hip/hipshim/hs_libs.h>

#include "hsl_lu.h"

#define HSV_MAGIC 0x68736c76u   /* "hslv" */

typedef struct hsv_handle {
    unsigned magic;
    hipStream_t stream;
} hsv_handle;

static hsv_handle *hsv_get(hipsolverHandle_t handle)
{
    return hs_lib_handle_get(handle, HSV_MAGIC);
}

/* hipsolverDnDestroy lets the handle's queued work finish first */
HS_LIB_HANDLE_LIFE(hipsolverStatus_t, hipsolverHandle_t, hsv_handle, hsv_get, HSV_MAGIC,
                   hipsolverDnCreate, hipsolverDnDestroy, HIPSOLVER_STATUS_SUCCESS,
                   HIPSOLVER_STATUS_HANDLE_IS_NULLPTR, HIPSOLVER_STATUS_ALLOC_FAILED,
                   HIPSOLVER_STATUS_NOT_INITIALIZED, HIPSOLVER_STATUS_EXECUTION_FAILED, (void)0)
HS_LIB_FIELD(hipsolverStatus_t, hipsolverHandle_t, hsv_handle, hsv_get, hipsolverDnSetStream,
             hipsolverDnGetStream, hipStream_t, stream, 1, HIPSOLVER_STATUS_SUCCESS,
             HIPSOLVER_STATUS_INVALID_VALUE, HIPSOLVER_STATUS_NOT_INITIALIZED,
             HIPSOLVER_STATUS_INVALID_VALUE)

/* ---- jobs: the arguments by position ---- */
typedef struct hsv_job hsv_job;
struct hsv_job {
    void (*run)(hsv_job *);
    int i[8];
    char c[4];
    void *p[8];
    int *info;
};

static void hsv_exec(void *arg)
{
    hsv_job *j = arg;
    j->run(j);
}

static hipsolverStatus_t hsv_submit(hsv_handle *h, hsv_job *j)
{
    if (hs_host_work(h->stream, hsv_exec, free, j) != hipSuccess)
        return HIPSOLVER_STATUS_EXECUTION_FAILED;
    return HIPSOLVER_STATUS_SUCCESS;
}

static void hsv_info(const hsv_job *j, int info)
{
    if (j->info)
        *j->info = info;
}

static int *hsv_identity(int n)
{
    int *p = malloc((size_t)(n ? n : 1) * sizeof *p);
    for (int i = 0; p && i < n; i++)
        p[i] = i + 1;
    return p;
}

static int hsv_uplo_ok(hipblasFillMode_t u)
{
    return u == HIPBLAS_FILL_MODE_UPPER || u == HIPBLAS_FILL_MODE_LOWER;
}

static char hsv_uplo(hipblasFillMode_t u) { return u == HIPBLAS_FILL_MODE_UPPER ? 'U' : 'L'; }

/* hipSOLVER's trans as LAPACK's letter; the conjugate transpose of a real matrix is its transpose */
static char hsv_trans(hipblasOperation_t t, int cx)
{
    return t == HIPBLAS_OP_N ? 'N' : t == HIPBLAS_OP_T || !cx ? 'T' : 'C';
}

static int hsv_job_char(signed char c)
{
    return c == 'A' || c == 'S' || c == 'O' || c == 'N';
}

#define HSV_ENTER(handle)                                                                       \
    hsv_handle *h = hsv_get(handle);                                                            \
    if (!h)                                                                                     \
        return HIPSOLVER_STATUS_NOT_INITIALIZED
#define HSV_VALID(ok)                                                                           \
    if (!(ok))                                                                                  \
        return HIPSOLVER_STATUS_INVALID_VALUE
#define HSV_JOB(run_)                                                                           \
    hsv_job *j = calloc(1, sizeof *j);                                                          \
    if (!j)                                                                                     \
        return HIPSOLVER_STATUS_ALLOC_FAILED;                                                   \
    j->run = run_

static hipsolverStatus_t hsv_size(hipsolverHandle_t handle, int ok, int *lwork)
{
    HSV_ENTER(handle);
    (void)h;
    HSV_VALID(ok && lwork);
    *lwork = 1;
    return HIPSOLVER_STATUS_SUCCESS;
}

/* X: hipSOLVER letter, L: LAPACKE letter, T: the C type computed with, HT: hipSOLVER's type,
 * R: the real type, LT: LAPACKE's element type, CX: complex, OR/OM/SY: the orthogonal/unitary
 * and symmetric/Hermitian routine names */
#define HSV_DENSE(X, L, T, HT, R, LT, CX, OR, OM, SY)                                            \
    HSL_LU_NOPIV(hsv_##X##getrf_nopiv, T)                                                       \
    static void hsv_run_##X##getrf(hsv_job *j)                                                  \
    {                                                                                           \
        int m = j->i[0], n = j->i[1], lda = j->i[2];                                            \
        hsv_info(j, j->p[1] ? (int)LAPACKE_##L##getrf(LAPACK_COL_MAJOR, m, n, (LT *)j->p[0],    \
                                                      lda, (int *)j->p[1])                      \
                            : hsv_##X##getrf_nopiv(m, n, (T *)j->p[0], lda));                   \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##getrf_bufferSize(hipsolverHandle_t handle, int m, int n,  \
                                                       HT *A, int lda, int *lwork)              \
    {                                                                                           \
        (void)A;                                                                                \
        return hsv_size(handle, m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1), lwork);             \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##getrf(hipsolverHandle_t handle, int m, int n, HT *A,      \
                                            int lda, HT *work, int *devIpiv, int *devInfo)      \
    {                                                                                           \
        (void)work;                                                                             \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1) && devInfo && (!m || !n || A));    \
        HSV_JOB(hsv_run_##X##getrf);                                                            \
        j->i[0] = m, j->i[1] = n, j->i[2] = lda, j->p[0] = A, j->p[1] = devIpiv;                \
        j->info = devInfo;                                                                      \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##getrs(hsv_job *j)                                                  \
    {                                                                                           \
        int n = j->i[0], *id = j->p[1] ? NULL : hsv_identity(n);                                \
        hsv_info(j, (int)LAPACKE_##L##getrs(LAPACK_COL_MAJOR, j->c[0], n, j->i[1],              \
                                            (const LT *)j->p[0], j->i[2],                       \
                                            id ? id : (const int *)j->p[1], (LT *)j->p[2],      \
                                            j->i[3]));                                          \
        free(id);                                                                               \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##getrs(hipsolverHandle_t handle, hipblasOperation_t trans, \
                                            int n, int nrhs, const HT *A, int lda,              \
                                            const int *devIpiv, HT *B, int ldb, int *devInfo)   \
    {                                                                                           \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(trans == HIPBLAS_OP_N || trans == HIPBLAS_OP_T || trans == HIPBLAS_OP_C);     \
        HSV_VALID(n >= 0 && nrhs >= 0 && lda >= (n > 1 ? n : 1) && ldb >= (n > 1 ? n : 1) &&    \
                  devInfo && (!n || !nrhs || (A && B)));                                        \
        HSV_JOB(hsv_run_##X##getrs);                                                            \
        j->c[0] = hsv_trans(trans, CX), j->i[0] = n, j->i[1] = nrhs, j->i[2] = lda;             \
        j->i[3] = ldb, j->p[0] = (void *)A, j->p[1] = (void *)devIpiv, j->p[2] = B;             \
        j->info = devInfo;                                                                      \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##potrf(hsv_job *j)                                                  \
    {                                                                                           \
        for (int b = 0; b < j->i[2]; b++) {                                                     \
            LT *a = j->i[3] ? ((LT **)j->p[0])[b] : (LT *)j->p[0];                              \
            int info = (int)LAPACKE_##L##potrf(LAPACK_COL_MAJOR, j->c[0], j->i[0], a, j->i[1]); \
            if (j->info)                                                                        \
                j->info[b] = info;                                                              \
        }                                                                                       \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potrf_bufferSize(hipsolverHandle_t handle,                \
                                                       hipblasFillMode_t uplo, int n, HT *A,    \
                                                       int lda, int *lwork)                     \
    {                                                                                           \
        (void)A;                                                                                \
        return hsv_size(handle, hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1), lwork);  \
    }                                                                                           \
    static hipsolverStatus_t hsv_##X##potrf(hipsolverHandle_t handle, hipblasFillMode_t uplo,   \
                                            int n, void *A, int lda, int *devInfo, int batch,   \
                                            int batched)                                        \
    {                                                                                           \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1) && devInfo &&          \
                  batch >= 0 && (!n || A));                                                     \
        HSV_JOB(hsv_run_##X##potrf);                                                            \
        j->c[0] = hsv_uplo(uplo), j->i[0] = n, j->i[1] = lda, j->i[2] = batch;                  \
        j->i[3] = batched, j->p[0] = A, j->info = devInfo;                                      \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potrf(hipsolverHandle_t handle, hipblasFillMode_t uplo,   \
                                            int n, HT *A, int lda, HT *work, int lwork,         \
                                            int *devInfo)                                       \
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        return hsv_##X##potrf(handle, uplo, n, A, lda, devInfo, 1, 0);                          \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potrfBatched(hipsolverHandle_t handle,                    \
                                                   hipblasFillMode_t uplo, int n, HT *A[],      \
                                                   int lda, int *devInfo, int batch_count)      \
    {                                                                                           \
        return hsv_##X##potrf(handle, uplo, n, A, lda, devInfo, batch_count, 1);                \
    }                                                                                           \
    static void hsv_run_##X##potrs(hsv_job *j)                                                  \
    {                                                                                           \
        int info = 0;                                                                           \
        for (int b = 0; b < j->i[4]; b++) {                                                     \
            const LT *a = j->i[5] ? ((LT **)j->p[0])[b] : (const LT *)j->p[0];                  \
            LT *bb = j->i[5] ? ((LT **)j->p[1])[b] : (LT *)j->p[1];                             \
            int r = (int)LAPACKE_##L##potrs(LAPACK_COL_MAJOR, j->c[0], j->i[0], j->i[1], a,     \
                                            j->i[2], bb, j->i[3]);                              \
            if (r && !info)                                                                     \
                info = r;                                                                       \
        }                                                                                       \
        hsv_info(j, info);                                                                      \
    }                                                                                           \
    static hipsolverStatus_t hsv_##X##potrs(hipsolverHandle_t handle, hipblasFillMode_t uplo,   \
                                            int n, int nrhs, const void *A, int lda, void *B,   \
                                            int ldb, int *devInfo, int batch, int batched)      \
    {                                                                                           \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(hsv_uplo_ok(uplo) && n >= 0 && nrhs >= 0 && lda >= (n > 1 ? n : 1) &&        \
                  ldb >= (n > 1 ? n : 1) && devInfo && batch >= 0 && (!n || (A && B)));        \
        HSV_JOB(hsv_run_##X##potrs);                                                            \
        j->c[0] = hsv_uplo(uplo), j->i[0] = n, j->i[1] = nrhs, j->i[2] = lda, j->i[3] = ldb;    \
        j->i[4] = batch, j->i[5] = batched, j->p[0] = (void *)A, j->p[1] = B;                   \
        j->info = devInfo;                                                                      \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potrs(hipsolverHandle_t handle, hipblasFillMode_t uplo,   \
                                            int n, int nrhs, const HT *A, int lda, HT *B,       \
                                            int ldb, int *devInfo)                              \
    {                                                                                           \
        return hsv_##X##potrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, 1, 0);            \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potrsBatched(hipsolverHandle_t handle,                    \
                                                   hipblasFillMode_t uplo, int n, int nrhs,     \
                                                   HT *A[], int lda, HT *B[], int ldb,          \
                                                   int *devInfo, int batch_count)               \
    {                                                                                           \
        return hsv_##X##potrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, batch_count, 1);  \
    }                                                                                           \
    static void hsv_run_##X##potri(hsv_job *j)                                                  \
    {                                                                                           \
        hsv_info(j, (int)LAPACKE_##L##potri(LAPACK_COL_MAJOR, j->c[0], j->i[0],                 \
                                            (LT *)j->p[0], j->i[1]));                           \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potri_bufferSize(hipsolverHandle_t handle,                \
                                                       hipblasFillMode_t uplo, int n, HT *A,    \
                                                       int lda, int *lwork)                     \
    {                                                                                           \
        (void)A;                                                                                \
        return hsv_size(handle, hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1), lwork);  \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##potri(hipsolverHandle_t handle, hipblasFillMode_t uplo,   \
                                            int n, HT *A, int lda, HT *work, int lwork,         \
                                            int *devInfo)                                       \
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1) && devInfo &&          \
                  (!n || A));                                                                   \
        HSV_JOB(hsv_run_##X##potri);                                                            \
        j->c[0] = hsv_uplo(uplo), j->i[0] = n, j->i[1] = lda, j->p[0] = A, j->info = devInfo;   \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##geqrf(hsv_job *j)                                                  \
    {                                                                                           \
        hsv_info(j, (int)LAPACKE_##L##geqrf(LAPACK_COL_MAJOR, j->i[0], j->i[1], (LT *)j->p[0],  \
                                            j->i[2], (LT *)j->p[1]));                           \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##geqrf_bufferSize(hipsolverHandle_t handle, int m, int n,  \
                                                       HT *A, int lda, int *lwork)              \
    {                                                                                           \
        (void)A;                                                                                \
        return hsv_size(handle, m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1), lwork);             \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##geqrf(hipsolverHandle_t handle, int m, int n, HT *A,      \
                                            int lda, HT *tau, HT *work, int lwork, int *devInfo)\
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1) && devInfo &&                     \
                  (!m || !n || (A && tau)));                                                    \
        HSV_JOB(hsv_run_##X##geqrf);                                                            \
        j->i[0] = m, j->i[1] = n, j->i[2] = lda, j->p[0] = A, j->p[1] = tau, j->info = devInfo; \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##OR(hsv_job *j)                                                     \
    {                                                                                           \
        hsv_info(j, (int)LAPACKE_##L##OR(LAPACK_COL_MAJOR, j->i[0], j->i[1], j->i[2],           \
                                         (LT *)j->p[0], j->i[3], (const LT *)j->p[1]));         \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##OR##_bufferSize(hipsolverHandle_t handle, int m, int n,   \
                                                      int k, const HT *A, int lda,              \
                                                      const HT *tau, int *lwork)                \
    {                                                                                           \
        (void)A, (void)tau;                                                                     \
        return hsv_size(handle, m >= 0 && n >= 0 && n <= m && k >= 0 && k <= n &&               \
                                    lda >= (m > 1 ? m : 1), lwork);                             \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##OR(hipsolverHandle_t handle, int m, int n, int k, HT *A,  \
                                         int lda, const HT *tau, HT *work, int lwork,           \
                                         int *devInfo)                                          \
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(m >= 0 && n >= 0 && n <= m && k >= 0 && k <= n && lda >= (m > 1 ? m : 1) &&  \
                  devInfo && (!n || (A && (!k || tau))));                                       \
        HSV_JOB(hsv_run_##X##OR);                                                               \
        j->i[0] = m, j->i[1] = n, j->i[2] = k, j->i[3] = lda, j->p[0] = A;                      \
        j->p[1] = (void *)tau, j->info = devInfo;                                               \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##OM(hsv_job *j)                                                     \
    {                                                                                           \
        hsv_info(j, (int)LAPACKE_##L##OM(LAPACK_COL_MAJOR, j->c[0], j->c[1], j->i[0], j->i[1],  \
                                         j->i[2], (const LT *)j->p[0], j->i[3],                 \
                                         (const LT *)j->p[1], (LT *)j->p[2], j->i[4]));         \
    }                                                                                           \
    static int hsv_##X##OM##_ok(hipblasSideMode_t side, hipblasOperation_t trans, int m, int n, \
                                int k, int lda, int ldc)                                        \
    {                                                                                           \
        int nq = side == HIPBLAS_SIDE_LEFT ? m : n;                                             \
        return (side == HIPBLAS_SIDE_LEFT || side == HIPBLAS_SIDE_RIGHT) &&                     \
               (trans == HIPBLAS_OP_N || trans == (CX ? HIPBLAS_OP_C : HIPBLAS_OP_T)) &&        \
               m >= 0 && n >= 0 && k >= 0 && k <= nq && lda >= (nq > 1 ? nq : 1) &&            \
               ldc >= (m > 1 ? m : 1);                                                          \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##OM##_bufferSize(                                          \
        hipsolverHandle_t handle, hipblasSideMode_t side, hipblasOperation_t trans, int m,      \
        int n, int k, const HT *A, int lda, const HT *tau, const HT *C, int ldc, int *lwork)    \
    {                                                                                           \
        (void)A, (void)tau, (void)C;                                                            \
        return hsv_size(handle, hsv_##X##OM##_ok(side, trans, m, n, k, lda, ldc), lwork);       \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##OM(hipsolverHandle_t handle, hipblasSideMode_t side,      \
                                         hipblasOperation_t trans, int m, int n, int k,         \
                                         const HT *A, int lda, const HT *tau, HT *C, int ldc,   \
                                         HT *work, int lwork, int *devInfo)                     \
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID(hsv_##X##OM##_ok(side, trans, m, n, k, lda, ldc) && devInfo &&               \
                  (!m || !n || (C && (!k || (A && tau)))));                                     \
        HSV_JOB(hsv_run_##X##OM);                                                               \
        j->c[0] = side == HIPBLAS_SIDE_LEFT ? 'L' : 'R', j->c[1] = hsv_trans(trans, CX);        \
        j->i[0] = m, j->i[1] = n, j->i[2] = k, j->i[3] = lda, j->i[4] = ldc;                    \
        j->p[0] = (void *)A, j->p[1] = (void *)tau, j->p[2] = C, j->info = devInfo;             \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##gesvd(hsv_job *j)                                                  \
    {                                                                                           \
        int m = j->i[0], n = j->i[1], mn = m < n ? m : n;                                       \
        R *superb = malloc((size_t)(mn > 1 ? mn : 1) * sizeof *superb);                         \
        hsv_info(j, superb ? (int)LAPACKE_##L##gesvd(LAPACK_COL_MAJOR, j->c[0], j->c[1], m, n,  \
                                                     (LT *)j->p[0], j->i[2], (R *)j->p[1],      \
                                                     (LT *)j->p[2], j->i[3], (LT *)j->p[3],     \
                                                     j->i[4], superb)                           \
                           : -1);                                                               \
        free(superb);                                                                           \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##gesvd_bufferSize(hipsolverHandle_t handle, int m, int n,  \
                                                       int *lwork)                              \
    {                                                                                           \
        return hsv_size(handle, m >= 0 && n >= 0, lwork);                                       \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##gesvd(hipsolverHandle_t handle, signed char jobu,         \
                                            signed char jobv, int m, int n, HT *A, int lda,     \
                                            R *S, HT *U, int ldu, HT *V, int ldv, HT *work,     \
                                            int lwork, R *rwork, int *devInfo)                  \
    {                                                                                           \
        (void)work, (void)lwork, (void)rwork;                                                   \
        HSV_ENTER(handle);                                                                      \
        /* as cuSOLVER: m >= n, and jobu/jobv 'O' not both */                                   \
        HSV_VALID(hsv_job_char(jobu) && hsv_job_char(jobv) && !(jobu == 'O' && jobv == 'O') &&  \
                  m >= n && n >= 0 && lda >= (m > 1 ? m : 1) && devInfo && (!n || (A && S)));   \
        HSV_VALID((jobu != 'A' && jobu != 'S') || (U && ldu >= (m > 1 ? m : 1)));               \
        HSV_VALID((jobv != 'A' && jobv != 'S') || (V && ldv >= (n > 1 ? n : 1)));               \
        HSV_JOB(hsv_run_##X##gesvd);                                                            \
        j->c[0] = (char)jobu, j->c[1] = (char)jobv, j->i[0] = m, j->i[1] = n, j->i[2] = lda;    \
        j->i[3] = ldu > 0 ? ldu : 1, j->i[4] = ldv > 0 ? ldv : 1;                               \
        j->p[0] = A, j->p[1] = S, j->p[2] = U, j->p[3] = V, j->info = devInfo;                  \
        return hsv_submit(h, j);                                                                \
    }                                                                                           \
    static void hsv_run_##X##SY(hsv_job *j)                                                     \
    {                                                                                           \
        hsv_info(j, (int)LAPACKE_##L##SY(LAPACK_COL_MAJOR, j->c[0], j->c[1], j->i[0],           \
                                         (LT *)j->p[0], j->i[1], (R *)j->p[1]));                \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##SY##_bufferSize(hipsolverHandle_t handle,                 \
                                                      hipsolverEigMode_t jobz,                  \
                                                      hipblasFillMode_t uplo, int n,            \
                                                      const HT *A, int lda, const R *W,         \
                                                      int *lwork)                               \
    {                                                                                           \
        (void)A, (void)W;                                                                       \
        return hsv_size(handle, (jobz == HIPSOLVER_EIG_MODE_VECTOR ||                           \
                                 jobz == HIPSOLVER_EIG_MODE_NOVECTOR) &&                        \
                                    hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1),     \
                        lwork);                                                                 \
    }                                                                                           \
    hipsolverStatus_t hipsolverDn##X##SY(hipsolverHandle_t handle, hipsolverEigMode_t jobz,     \
                                         hipblasFillMode_t uplo, int n, HT *A, int lda, R *W,   \
                                         HT *work, int lwork, int *devInfo)                     \
    {                                                                                           \
        (void)work, (void)lwork;                                                                \
        HSV_ENTER(handle);                                                                      \
        HSV_VALID((jobz == HIPSOLVER_EIG_MODE_VECTOR || jobz == HIPSOLVER_EIG_MODE_NOVECTOR) && \
                  hsv_uplo_ok(uplo) && n >= 0 && lda >= (n > 1 ? n : 1) && devInfo &&          \
                  (!n || (A && W)));                                                            \
        HSV_JOB(hsv_run_##X##SY);                                                               \
        j->c[0] = jobz == HIPSOLVER_EIG_MODE_VECTOR ? 'V' : 'N', j->c[1] = hsv_uplo(uplo);      \
        j->i[0] = n, j->i[1] = lda, j->p[0] = A, j->p[1] = W, j->info = devInfo;                \
        return hsv_submit(h, j);                                                                \
    }

typedef float _Complex hsv_c8;
typedef double _Complex hsv_c16;

HSV_DENSE(S, s, float, float, float, float, 0, orgqr, ormqr, syevd)
HSV_DENSE(D, d, double, double, double, double, 0, orgqr, ormqr, syevd)
HSV_DENSE(C, c, hsv_c8, hipFloatComplex, float, lapack_complex_float, 1, ungqr, unmqr, heevd)
HSV_DENSE(Z, z, hsv_c16, hipDoubleComplex, double, lapack_complex_double, 1, ungqr, unmqr, heevd)
