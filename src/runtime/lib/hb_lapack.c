/* hb_lapack.c - hipBLAS's LAPACK-like routines on batches of small matrices (getrf, getrs, getri,
 * geqrf, gels; cuBLAS's cublas<t>getrfBatched family), each matrix through LAPACKE, in the
 * stream's order. As in cuBLAS, a NULL pivot array means LU without pivoting, which LAPACK
 * lacks: that factorisation is a plain right-looking loop here. The info of each matrix is
 * LAPACK's (0, or i+1 for a zero pivot U(i,i)); a host-side info reports the arguments.
 * Ownership: jobs as in hb_internal.h; identity pivot arrays are freed at the end of their job. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>
#include <lapacke.h>

#include "hb_internal.h"
#include "hsl_lu.h"

typedef float _Complex hb_c8;
typedef double _Complex hb_c16;

/* slots of the jobs */
enum { V_N, V_M, V_NRHS, V_A, V_LDA, V_SA, V_P, V_SP, V_B, V_LDB, V_INFO, V_BATCH, V_TRANS,
       V_MODE };

static void *hb_batch_ptr(const hb_job *j, int slot, int b, size_t es)
{
    if (j->v[V_MODE].i)   /* strided */
        return (char *)j->v[slot].p + (size_t)b * j->v[slot + 2].l * es;
    return ((void *const *)j->v[slot].p)[b];
}

/* X: hipBLAS letter, L: LAPACKE letter, T: computed type, LT: LAPACKE's element type */
#define HB_LAPACK(X, L, T, HT, LT)                                                              \
    HSL_LU_NOPIV(hb_##X##getrf_nopiv, T)                                                        \
    static int *hb_##X##identity(int n)                                                         \
    {                                                                                           \
        int *p = malloc((size_t)(n ? n : 1) * sizeof *p);                                       \
        for (int i = 0; p && i < n; i++)                                                        \
            p[i] = i + 1;                                                                       \
        return p;                                                                               \
    }                                                                                           \
    static void hb_run_##X##getrf(hb_job *j)                                                    \
    {                                                                                           \
        int n = j->v[V_N].i, lda = j->v[V_LDA].i;                                               \
        for (int b = 0; b < j->v[V_BATCH].i; b++) {                                             \
            T *a = hb_batch_ptr(j, V_A, b, sizeof(T));                                          \
            int *ipiv = j->v[V_P].p ? (int *)j->v[V_P].p + (size_t)b * j->v[V_SP].l : NULL;     \
            int info = ipiv ? (int)LAPACKE_##L##getrf(LAPACK_COL_MAJOR, n, n, (LT *)a, lda, ipiv) \
                            : hb_##X##getrf_nopiv(n, n, a, lda);                                \
            ((int *)j->v[V_INFO].p)[b] = info;                                                  \
        }                                                                                       \
    }                                                                                           \
    static hipblasStatus_t hb_##X##getrf(hipblasHandle_t handle, int n, const void *A, int lda,  \
                                         hipblasStride sA, int *ipiv, hipblasStride sP,          \
                                         int *info, int batchCount, int strided)                \
    {                                                                                           \
        HB_ENTER(handle);                                                                       \
        HB_VALID(n >= 0 && lda >= HB_MAX(1, n) && batchCount >= 0);                             \
        HB_QUICK(batchCount == 0);                                                              \
        HB_VALID(info && (n == 0 || A));                                                        \
        HB_JOB(j, h, hb_run_##X##getrf);                                                        \
        j->v[V_N].i = n; j->v[V_A].p = A; j->v[V_LDA].i = lda; j->v[V_SA].l = sA;               \
        j->v[V_P].p = ipiv; j->v[V_SP].l = strided ? sP : n; j->v[V_INFO].p = info;             \
        j->v[V_BATCH].i = batchCount; j->v[V_MODE].i = strided;                                 \
        return hb_job_submit(j, 0);                                                             \
    }                                                                                           \
    hipblasStatus_t hipblas##X##getrfBatched(hipblasHandle_t handle, const int n, HT *const A[], \
                                             const int lda, int *ipiv, int *info,               \
                                             const int batchCount)                              \
    {                                                                                           \
        return hb_##X##getrf(handle, n, A, lda, 0, ipiv, 0, info, batchCount, 0);               \
    }                                                                                           \
    hipblasStatus_t hipblas##X##getrfStridedBatched(hipblasHandle_t handle, const int n, HT *A,  \
                                                    const int lda, const hipblasStride strideA, \
                                                    int *ipiv, const hipblasStride strideP,     \
                                                    int *info, const int batchCount)            \
    {                                                                                           \
        return hb_##X##getrf(handle, n, A, lda, strideA, ipiv, strideP, info, batchCount, 1);   \
    }                                                                                           \
    static void hb_run_##X##getrs(hb_job *j)                                                    \
    {                                                                                           \
        int n = j->v[V_N].i, nrhs = j->v[V_NRHS].i;                                             \
        char t = (char)j->v[V_TRANS].i;                                                         \
        int *id = j->v[V_P].p ? NULL : hb_##X##identity(n);                                     \
        for (int b = 0; b < j->v[V_BATCH].i; b++) {                                             \
            const int *ipiv = id ? id : (const int *)j->v[V_P].p + (size_t)b * n;               \
            LAPACKE_##L##getrs(LAPACK_COL_MAJOR, t, n, nrhs,                                    \
                               (const LT *)hb_batch_ptr(j, V_A, b, sizeof(T)), j->v[V_LDA].i,   \
                               ipiv, (LT *)hb_batch_ptr(j, V_B, b, sizeof(T)), j->v[V_LDB].i);  \
        }                                                                                       \
        free(id);                                                                               \
    }                                                                                           \
    hipblasStatus_t hipblas##X##getrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans,\
                                             const int n, const int nrhs, HT *const A[],        \
                                             const int lda, const int *ipiv, HT *const B[],     \
                                             const int ldb, int *info, const int batchCount)    \
    {                                                                                           \
        HB_ENTER(handle);                                                                       \
        HB_VALID(info);                                                                         \
        /* cuBLAS's info: the position of the first bad argument, as a negative number */       \
        *info = !hb_op_ok(trans) ? -1 : n < 0 ? -2 : nrhs < 0 ? -3 : !A ? -4                    \
              : lda < HB_MAX(1, n) ? -5 : !B ? -7 : ldb < HB_MAX(1, n) ? -8                     \
              : batchCount < 0 ? -10 : 0;                                                       \
        HB_VALID(*info == 0);                                                                   \
        HB_QUICK(n == 0 || nrhs == 0 || batchCount == 0);                                       \
        HB_JOB(j, h, hb_run_##X##getrs);                                                        \
        j->v[V_N].i = n; j->v[V_NRHS].i = nrhs; j->v[V_A].p = A; j->v[V_LDA].i = lda;           \
        j->v[V_P].p = ipiv; j->v[V_B].p = B; j->v[V_LDB].i = ldb;                               \
        j->v[V_BATCH].i = batchCount;                                                           \
        j->v[V_TRANS].i = trans == HIPBLAS_OP_N ? 'N' : trans == HIPBLAS_OP_T ? 'T' : 'C';      \
        return hb_job_submit(j, 0);                                                             \
    }                                                                                           \
    static void hb_run_##X##getri(hb_job *j)                                                    \
    {                                                                                           \
        int n = j->v[V_N].i, lda = j->v[V_LDA].i, ldc = j->v[V_LDB].i;                          \
        int *id = j->v[V_P].p ? NULL : hb_##X##identity(n);                                     \
        for (int b = 0; b < j->v[V_BATCH].i; b++) {                                             \
            const T *a = hb_batch_ptr(j, V_A, b, sizeof(T));                                    \
            T *c = hb_batch_ptr(j, V_B, b, sizeof(T));                                          \
            const int *ipiv = id ? id : (const int *)j->v[V_P].p + (size_t)b * n;               \
            int info = 0;                                                                       \
            for (int k = 0; k < n; k++)                                                         \
                if (a[(size_t)k + (size_t)k * lda] == 0 && !info)                               \
                    info = k + 1;                                                               \
            for (int col = 0; col < n; col++)                                                   \
                memcpy(c + (size_t)col * ldc, a + (size_t)col * lda, (size_t)n * sizeof(T));    \
            if (!info)                                                                          \
                info = (int)LAPACKE_##L##getri(LAPACK_COL_MAJOR, n, (LT *)c, ldc, ipiv);        \
            ((int *)j->v[V_INFO].p)[b] = info;                                                  \
        }                                                                                       \
        free(id);                                                                               \
    }                                                                                           \
    hipblasStatus_t hipblas##X##getriBatched(hipblasHandle_t handle, const int n, HT *const A[], \
                                             const int lda, int *ipiv, HT *const C[],           \
                                             const int ldc, int *info, const int batchCount)    \
    {                                                                                           \
        HB_ENTER(handle);                                                                       \
        HB_VALID(n >= 0 && lda >= HB_MAX(1, n) && ldc >= HB_MAX(1, n) && batchCount >= 0);      \
        HB_QUICK(batchCount == 0);                                                              \
        HB_VALID(info && (n == 0 || (A && C)));                                                 \
        HB_JOB(j, h, hb_run_##X##getri);                                                        \
        j->v[V_N].i = n; j->v[V_A].p = A; j->v[V_LDA].i = lda; j->v[V_P].p = ipiv;              \
        j->v[V_B].p = C; j->v[V_LDB].i = ldc; j->v[V_INFO].p = info;                            \
        j->v[V_BATCH].i = batchCount;                                                           \
        return hb_job_submit(j, 0);                                                             \
    }                                                                                           \
    static void hb_run_##X##geqrf(hb_job *j)                                                    \
    {                                                                                           \
        for (int b = 0; b < j->v[V_BATCH].i; b++)                                               \
            LAPACKE_##L##geqrf(LAPACK_COL_MAJOR, j->v[V_M].i, j->v[V_N].i,                      \
                               (LT *)hb_batch_ptr(j, V_A, b, sizeof(T)), j->v[V_LDA].i,          \
                               (LT *)hb_batch_ptr(j, V_P, b, sizeof(T)));                       \
    }                                                                                           \
    hipblasStatus_t hipblas##X##geqrfBatched(hipblasHandle_t handle, const int m, const int n,  \
                                             HT *const A[], const int lda, HT *const ipiv[],    \
                                             int *info, const int batchCount)                   \
    {                                                                                           \
        HB_ENTER(handle);                                                                       \
        HB_VALID(info);                                                                         \
        *info = m < 0 ? -1 : n < 0 ? -2 : !A ? -3 : lda < HB_MAX(1, m) ? -4 : !ipiv ? -5        \
              : batchCount < 0 ? -7 : 0;                                                        \
        HB_VALID(*info == 0);                                                                   \
        HB_QUICK(m == 0 || n == 0 || batchCount == 0);                                          \
        HB_JOB(j, h, hb_run_##X##geqrf);                                                        \
        j->v[V_M].i = m; j->v[V_N].i = n; j->v[V_A].p = A; j->v[V_LDA].i = lda;                 \
        j->v[V_P].p = ipiv; j->v[V_BATCH].i = batchCount;                                       \
        return hb_job_submit(j, 0);                                                             \
    }                                                                                           \
    static void hb_run_##X##gels(hb_job *j)                                                     \
    {                                                                                           \
        for (int b = 0; b < j->v[V_BATCH].i; b++) {                                             \
            int info = (int)LAPACKE_##L##gels(                                                  \
                LAPACK_COL_MAJOR, (char)j->v[V_TRANS].i, j->v[V_M].i, j->v[V_N].i,              \
                j->v[V_NRHS].i, (LT *)hb_batch_ptr(j, V_A, b, sizeof(T)), j->v[V_LDA].i,         \
                (LT *)hb_batch_ptr(j, V_B, b, sizeof(T)), j->v[V_LDB].i);                       \
            if (j->v[V_INFO].p)                                                                 \
                ((int *)j->v[V_INFO].p)[b] = info;                                              \
        }                                                                                       \
    }                                                                                           \
    hipblasStatus_t hipblas##X##gelsBatched(hipblasHandle_t handle, hipblasOperation_t trans,   \
                                            const int m, const int n, const int nrhs,           \
                                            HT *const A[], const int lda, HT *const B[],        \
                                            const int ldb, int *info, int *deviceInfo,          \
                                            const int batchCount)                               \
    {                                                                                           \
        HB_ENTER(handle);                                                                       \
        HB_VALID(info);                                                                         \
        /* cuBLAS: only the non-transposed problem with m >= n */                               \
        *info = trans != HIPBLAS_OP_N ? -1 : m < 0 ? -2 : n < 0 || n > m ? -3 : nrhs < 0 ? -4   \
              : !A ? -5 : lda < HB_MAX(1, m) ? -6 : !B ? -7 : ldb < HB_MAX(1, m) ? -8           \
              : batchCount < 0 ? -11 : 0;                                                       \
        HB_VALID(*info == 0);                                                                   \
        HB_QUICK(batchCount == 0);                                                              \
        HB_JOB(j, h, hb_run_##X##gels);                                                         \
        j->v[V_M].i = m; j->v[V_N].i = n; j->v[V_NRHS].i = nrhs; j->v[V_A].p = A;               \
        j->v[V_LDA].i = lda; j->v[V_B].p = B; j->v[V_LDB].i = ldb; j->v[V_INFO].p = deviceInfo; \
        j->v[V_BATCH].i = batchCount; j->v[V_TRANS].i = 'N';                                    \
        return hb_job_submit(j, 0);                                                             \
    }

HB_LAPACK(S, s, float, float, float)
HB_LAPACK(D, d, double, double, double)
HB_LAPACK(C, c, hb_c8, hipComplex, lapack_complex_float)
HB_LAPACK(Z, z, hb_c16, hipDoubleComplex, lapack_complex_double)
