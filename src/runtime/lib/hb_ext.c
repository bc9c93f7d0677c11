/* hb_ext.c - the hipBLAS routines CBLAS has no counterpart of, for each precision: geam (C = alpha
 * op(A) + beta op(B)), dgmm (C = A diag(x) or diag(x) A), syrkx/herkx (a triangle of alpha op(A)
 * op(B)^T + beta C, through a GEMM into a temporary), the out-of-place copy trmm needs, and
 * complex rot with a complex sine. Complex values are computed as C99 complex numbers, whose
 * layout is hipComplex's.
 * Ownership: works on the caller's arrays; syrkx's temporary is freed before it returns. */
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hb_internal.h"

typedef float _Complex hb_c8;
typedef double _Complex hb_c16;

/* element (i, j) of op(A) */
#define HB_OPEL(t, A, lda, i, j, CONJ)                                                          \
    ((t) == CblasNoTrans ? (A)[(size_t)(i) + (size_t)(j) * (lda)]                               \
     : (t) == CblasTrans ? (A)[(size_t)(j) + (size_t)(i) * (lda)]                               \
                         : CONJ((A)[(size_t)(j) + (size_t)(i) * (lda)]))
#define HB_NOCONJ(v) (v)

/* X: the hipBLAS letter, T: the element type as computed, S: the scalar type of the CBLAS
 * routines, GET: a scalar S as a T, CONJ, GEMM: cblas_Xgemm taking S scalars */
#define HB_EXT(X, T, HT, S, GET, CONJ, GEMM, ONE, ZERO)                                         \
    void hb_##X##copy_mat(int m, int n, const HT *B, int ldb, HT *C, int ldc)                   \
    {                                                                                           \
        if ((const void *)B == (const void *)C)                                                 \
            return;                                                                             \
        for (int j = 0; j < n; j++)                                                             \
            memmove(C + (size_t)j * ldc, B + (size_t)j * ldb, (size_t)m * sizeof *C);           \
    }                                                                                           \
    void hb_##X##geam(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, S alpha,            \
                      const HT *hA, int lda, S beta, const HT *hB, int ldb, HT *hC, int ldc)    \
    {                                                                                           \
        const T *A = (const T *)hA, *B = (const T *)hB;                                         \
        T *C = (T *)hC, a = GET(alpha), b = GET(beta);                                          \
        if (a != ZERO && !A)                                                                    \
            fprintf(stderr, "hipshim: hipblas" #X "geam: A is NULL and alpha is not 0\n");      \
        if (b != ZERO && !B)                                                                    \
            fprintf(stderr, "hipshim: hipblas" #X "geam: B is NULL and beta is not 0\n");       \
        for (int j = 0; j < n; j++)                                                             \
            for (int i = 0; i < m; i++) {                                                       \
                T v = ZERO;                                                                     \
                if (a != ZERO && A)                                                             \
                    v += a * HB_OPEL(ta, A, lda, i, j, CONJ);                                   \
                if (b != ZERO && B)                                                             \
                    v += b * HB_OPEL(tb, B, ldb, i, j, CONJ);                                   \
                C[(size_t)i + (size_t)j * ldc] = v;                                             \
            }                                                                                   \
    }                                                                                           \
    void hb_##X##dgmm(CBLAS_SIDE side, int m, int n, const HT *hA, int lda, const HT *hx,       \
                      int incx, HT *hC, int ldc)                                                \
    {                                                                                           \
        const T *A = (const T *)hA, *x = (const T *)hx;                                         \
        T *C = (T *)hC;                                                                         \
        int len = side == CblasLeft ? m : n;                                                    \
        for (int j = 0; j < n; j++)                                                             \
            for (int i = 0; i < m; i++) {                                                       \
                int e = side == CblasLeft ? i : j;                                              \
                long xi = incx >= 0 ? (long)e * incx : (long)(len - 1 - e) * -(long)incx;      \
                C[(size_t)i + (size_t)j * ldc] = A[(size_t)i + (size_t)j * lda] * x[xi];        \
            }                                                                                   \
    }                                                                                           \
    void hb_##X##syrkx(int herm, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, S alpha, \
                       const HT *A, int lda, const HT *B, int ldb, S beta, HT *hC, int ldc)     \
    {                                                                                           \
        T *tmp = malloc((size_t)n * n * sizeof *tmp), *C = (T *)hC, one = ONE, zero = ZERO;     \
        if (!tmp) {                                                                             \
            fprintf(stderr, "hipshim: hipblas" #X "syrkx: out of memory\n");                   \
            return;                                                                             \
        }                                                                                       \
        CBLAS_TRANSPOSE tb = trans == CblasNoTrans ? (herm ? CblasConjTrans : CblasTrans)       \
                                                   : CblasNoTrans;                              \
        GEMM(CblasColMajor, trans, tb, n, n, k, one, A, lda, B, ldb, zero, tmp, n);             \
        T a = GET(alpha), b = GET(beta);                                                        \
        for (int j = 0; j < n; j++) {                                                           \
            int lo = uplo == CblasUpper ? 0 : j, hi = uplo == CblasUpper ? j : n - 1;           \
            for (int i = lo; i <= hi; i++) {                                                    \
                T *c = &C[(size_t)i + (size_t)j * ldc];                                         \
                *c = a * tmp[(size_t)i + (size_t)j * n] + (b == ZERO ? ZERO : b * *c);          \
            }                                                                                   \
        }                                                                                       \
        free(tmp);                                                                              \
    }

#define HB_GETR(s) (s)
#define HB_GETC8(s) (*(const hb_c8 *)(s))
#define HB_GETC16(s) (*(const hb_c16 *)(s))
/* CBLAS's real GEMM takes its scalars by value, the complex one by address */
#define HB_SGEMM(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc) \
    cblas_sgemm(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc)
#define HB_DGEMM(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc) \
    cblas_dgemm(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc)
#define HB_CGEMM(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc) \
    cblas_cgemm(o, ta, tb, m, n, k, &al, A, lda, B, ldb, &be, C, ldc)
#define HB_ZGEMM(o, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc) \
    cblas_zgemm(o, ta, tb, m, n, k, &al, A, lda, B, ldb, &be, C, ldc)

HB_EXT(s, float, float, float, HB_GETR, HB_NOCONJ, HB_SGEMM, 1.0f, 0.0f)
HB_EXT(d, double, double, double, HB_GETR, HB_NOCONJ, HB_DGEMM, 1.0, 0.0)
HB_EXT(c, hb_c8, hipComplex, const void *, HB_GETC8, conjf, HB_CGEMM, 1.0f, 0.0f)
HB_EXT(z, hb_c16, hipDoubleComplex, const void *, HB_GETC16, conj, HB_ZGEMM, 1.0, 0.0)

/* herkx: syrkx with op(B)^H, a real beta and a real diagonal */
void hb_cherkx(CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, const void *alpha,
               const hipComplex *A, int lda, const hipComplex *B, int ldb, float beta,
               hipComplex *C, int ldc)
{
    hb_c8 b = beta;
    hb_csyrkx(1, uplo, trans, n, k, alpha, A, lda, B, ldb, &b, C, ldc);
    for (int i = 0; i < n; i++)
        C[(size_t)i + (size_t)i * ldc].y = 0;
}

void hb_zherkx(CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, int n, int k, const void *alpha,
               const hipDoubleComplex *A, int lda, const hipDoubleComplex *B, int ldb, double beta,
               hipDoubleComplex *C, int ldc)
{
    hb_c16 b = beta;
    hb_zsyrkx(1, uplo, trans, n, k, alpha, A, lda, B, ldb, &b, C, ldc);
    for (int i = 0; i < n; i++)
        C[(size_t)i + (size_t)i * ldc].y = 0;
}

/* rot with a complex sine: x = c x + s y, y = c y - conj(s) x */
#define HB_CROT(X, T, HT, R)                                                                    \
    void hb_##X##rot(int n, HT *hx, int incx, HT *hy, int incy, R c, const void *sp)            \
    {                                                                                           \
        T *x = (T *)hx, *y = (T *)hy, s = *(const T *)sp;                                       \
        long ix = incx >= 0 ? 0 : (long)(n - 1) * -(long)incx;                                  \
        long iy = incy >= 0 ? 0 : (long)(n - 1) * -(long)incy;                                  \
        for (int i = 0; i < n; i++, ix += incx, iy += incy) {                                   \
            T a = x[ix], b = y[iy];                                                             \
            x[ix] = c * a + s * b;                                                              \
            y[iy] = c * b - CONJ_##X(s) * a;                                                    \
        }                                                                                       \
    }
#define CONJ_c conjf
#define CONJ_z conj
HB_CROT(c, hb_c8, hipComplex, float)
HB_CROT(z, hb_c16, hipDoubleComplex, double)
