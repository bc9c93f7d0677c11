/* hsp_ops.c - hipshim's hipSPARSE operations, as loops over the CSR or COO structure, one typed
 * copy per value type (single, double, complex single, complex double; indices 32- or 64-bit):
 * SpMV and SpMM (y = alpha op(A) x + beta y, C = alpha op(A) op(B) + beta C, B and C in either
 * order), SpSV (triangular solves by substitution, the triangle and diagonal from the matrix's
 * attributes; the transposed solve scatters column by column), Scatter, Gather, Axpby, SpVV, and
 * the legacy ILU(0) (csrilu02, Saad's row-by-row elimination on the given pattern, which records
 * the first zero pivot for csrilu02_zeroPivot). Each call checks its descriptors, then runs as a
 * job in the handle's stream; a beta of 0 makes the output's old values unused (NaN included).
 * Ownership: jobs as in hsp_internal.h; ILU(0)'s work arrays within its job. */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include "hsp_internal.h"

typedef float _Complex hsp_c8;
typedef double _Complex hsp_c16;

#define HSP_NOCONJ(v) (v)

/* X: suffix, T: type, CONJ: its conjugation */
#define HSP_KERNELS(X, T, CONJ)                                                                 \
    static void hsp_spmv_##X(hsp_job *j)                                                        \
    {                                                                                           \
        const struct hipsparseSpMatDescr *a = &j->a;                                            \
        const T *v = a->vals, *x = j->x.values, alpha = *(const T *)j->alphap,                  \
                beta = *(const T *)j->betap;                                                    \
        T *y = j->y.values;                                                                     \
        int64_t base = a->base, ylen = j->op ? a->cols : a->rows;                               \
        if (a->format == HIPSPARSE_FORMAT_CSR && j->op == HIPSPARSE_OPERATION_NON_TRANSPOSE) {  \
            for (int64_t i = 0; i < a->rows; i++) {                                             \
                T s = 0;                                                                        \
                int64_t e = hsp_idx(a->rowp, a->rtype, i + 1) - base;                           \
                for (int64_t k = hsp_idx(a->rowp, a->rtype, i) - base; k < e; k++)              \
                    s += v[k] * x[hsp_idx(a->coli, a->ctype, k) - base];                        \
                y[i] = beta == 0 ? alpha * s : alpha * s + beta * y[i];                         \
            }                                                                                   \
            return;                                                                             \
        }                                                                                       \
        for (int64_t i = 0; i < ylen; i++)                                                      \
            y[i] = beta == 0 ? 0 : beta * y[i];                                                 \
        /* CSR: row by row; COO: one pass over its entries */                                 \
        int64_t nr = a->format == HIPSPARSE_FORMAT_CSR ? a->rows : 1;                           \
        for (int64_t r = 0; r < nr; r++) {                                                      \
            int64_t s = a->format == HIPSPARSE_FORMAT_CSR ? hsp_idx(a->rowp, a->rtype, r) - base \
                                                          : 0;                                  \
            int64_t e = a->format == HIPSPARSE_FORMAT_CSR                                       \
                            ? hsp_idx(a->rowp, a->rtype, r + 1) - base : a->nnz;                \
            for (int64_t k = s; k < e; k++) {                                                   \
                int64_t row = a->format == HIPSPARSE_FORMAT_CSR                                 \
                                  ? r : hsp_idx(a->rowp, a->rtype, k) - base;                   \
                int64_t col = hsp_idx(a->coli, a->ctype, k) - base;                             \
                T av = j->op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(v[k]) : v[k];    \
                if (j->op == HIPSPARSE_OPERATION_NON_TRANSPOSE)                                 \
                    y[row] += alpha * av * x[col];                                              \
                else                                                                            \
                    y[col] += alpha * av * x[row];                                              \
            }                                                                                   \
        }                                                                                       \
    }                                                                                           \
    /* element (i, j) of op(B), B dense in either order */                                      \
    static T hsp_dn_##X(const struct hipsparseDnMatDescr *b, int op, int64_t i, int64_t jj)      \
    {                                                                                           \
        int64_t r = op ? jj : i, c = op ? i : jj;                                               \
        T v = ((const T *)b->values)[b->order == HIPSPARSE_ORDER_COL ? r + c * b->ld             \
                                                                     : r * b->ld + c];          \
        return op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(v) : v;                     \
    }                                                                                           \
    static void hsp_spmm_##X(hsp_job *j)                                                        \
    {                                                                                           \
        const struct hipsparseSpMatDescr *a = &j->a;                                            \
        const struct hipsparseDnMatDescr *c = &j->c;                                            \
        const T *v = a->vals, alpha = *(const T *)j->alphap, beta = *(const T *)j->betap;       \
        T *cv = c->values;                                                                      \
        int64_t base = a->base, n = c->cols;                                                    \
        for (int64_t jj = 0; jj < n; jj++)                                                      \
            for (int64_t i = 0; i < c->rows; i++) {                                             \
                T *p = &cv[c->order == HIPSPARSE_ORDER_COL ? i + jj * c->ld : i * c->ld + jj];  \
                *p = beta == 0 ? 0 : beta * *p;                                                 \
            }                                                                                   \
        /* CSR: row by row; COO: one pass over its entries */                                 \
        int64_t nr = a->format == HIPSPARSE_FORMAT_CSR ? a->rows : 1;                           \
        for (int64_t r = 0; r < nr; r++) {                                                      \
            int64_t s = a->format == HIPSPARSE_FORMAT_CSR ? hsp_idx(a->rowp, a->rtype, r) - base \
                                                          : 0;                                  \
            int64_t e = a->format == HIPSPARSE_FORMAT_CSR                                       \
                            ? hsp_idx(a->rowp, a->rtype, r + 1) - base : a->nnz;                \
            for (int64_t k = s; k < e; k++) {                                                   \
                int64_t row = a->format == HIPSPARSE_FORMAT_CSR                                 \
                                  ? r : hsp_idx(a->rowp, a->rtype, k) - base;                   \
                int64_t col = hsp_idx(a->coli, a->ctype, k) - base;                             \
                T av = alpha * (j->op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? CONJ(v[k])   \
                                                                                : v[k]);        \
                int64_t ci = j->op ? col : row, bi = j->op ? row : col;                         \
                for (int64_t jj = 0; jj < n; jj++)                                              \
                    cv[c->order == HIPSPARSE_ORDER_COL ? ci + jj * c->ld : ci * c->ld + jj] +=  \
                        av * hsp_dn_##X(&j->b, j->op2, bi, jj);                                 \
            }                                                                                   \
        }                                                                                       \
    }                                                                                           \
    /* y = alpha op(A)^-1 x for a triangular CSR A (entries outside its triangle ignored) */    \
    static void hsp_spsv_##X(hsp_job *j)                                                        \
    {                                                                                           \
        const struct hipsparseSpMatDescr *a = &j->a;                                            \
        const T *v = a->vals, *x = j->x.values, alpha = *(const T *)j->alphap;                  \
        T *y = j->y.values;                                                                     \
        int64_t n = a->rows, base = a->base;                                                    \
        int lower = a->fill == HIPSPARSE_FILL_MODE_LOWER, unit = a->diag == HIPSPARSE_DIAG_TYPE_UNIT;\
        int cj = j->op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;                              \
        if (j->op == HIPSPARSE_OPERATION_NON_TRANSPOSE) {                                       \
            for (int64_t t = 0; t < n; t++) {                                                   \
                int64_t i = lower ? t : n - 1 - t;                                              \
                T s = alpha * x[i], d = 1;                                                      \
                int64_t e = hsp_idx(a->rowp, a->rtype, i + 1) - base;                           \
                for (int64_t k = hsp_idx(a->rowp, a->rtype, i) - base; k < e; k++) {           \
                    int64_t c = hsp_idx(a->coli, a->ctype, k) - base;                           \
                    if (c == i)                                                                 \
                        d = v[k];                                                               \
                    else if (lower ? c < i : c > i)                                             \
                        s -= v[k] * y[c];                                                       \
                }                                                                               \
                y[i] = unit ? s : s / d;                                                        \
            }                                                                                   \
            return;                                                                             \
        }                                                                                       \
        /* op(A) = A^T: an upper solve for a lower A, column by column through A's rows */      \
        for (int64_t i = 0; i < n; i++)                                                         \
            y[i] = alpha * x[i];                                                                \
        for (int64_t t = 0; t < n; t++) {                                                       \
            int64_t i = lower ? n - 1 - t : t;                                                  \
            int64_t s = hsp_idx(a->rowp, a->rtype, i) - base, e = hsp_idx(a->rowp, a->rtype, i + 1) - base;\
            T d = 1;                                                                            \
            for (int64_t k = s; k < e; k++)                                                     \
                if (hsp_idx(a->coli, a->ctype, k) - base == i)                                  \
                    d = cj ? CONJ(v[k]) : v[k];                                                 \
            if (!unit)                                                                          \
                y[i] /= d;                                                                      \
            for (int64_t k = s; k < e; k++) {                                                   \
                int64_t c = hsp_idx(a->coli, a->ctype, k) - base;                               \
                if (lower ? c < i : c > i)                                                      \
                    y[c] -= (cj ? CONJ(v[k]) : v[k]) * y[i];                                    \
            }                                                                                   \
        }                                                                                       \
    }                                                                                           \
    static void hsp_vec_##X(hsp_job *j)   /* op: 0 scatter, 1 gather, 2 axpby, 3 spvv */       \
    {                                                                                           \
        const struct hipsparseSpVecDescr *s = &j->sv;                                           \
        T *xv = s->vals, *y = j->y.values, acc = 0;                                             \
        for (int64_t k = 0; j->op == 2 && k < j->y.size; k++)                                   \
            y[k] *= *(const T *)j->betap;                                                       \
        for (int64_t k = 0; k < s->nnz; k++) {                                                  \
            int64_t i = hsp_idx(s->idx, s->itype, k) - s->base;                                 \
            switch (j->op) {                                                                    \
            case 0: y[i] = xv[k]; break;                                                        \
            case 1: xv[k] = y[i]; break;                                                        \
            case 2: y[i] += *(const T *)j->alphap * xv[k]; break;                               \
            default: acc += (j->op2 ? CONJ(xv[k]) : xv[k]) * y[i];                              \
            }                                                                                   \
        }                                                                                       \
        if (j->op == 3)                                                                         \
            *(T *)j->result = acc;                                                              \
    }                                                                                           \
    /* ILU(0) in place: L (unit) and U on A's pattern; columns of each row sorted */            \
    static void hsp_ilu0_##X(hsp_job *j)                                                        \
    {                                                                                           \
        int m = j->m, b = j->base, zp = -1;                                                     \
        const int *rp = j->rowp, *ci = j->coli;                                                 \
        T *v = j->vals;                                                                         \
        int64_t *iw = malloc((size_t)(m ? m : 1) * sizeof *iw), *dg = malloc((size_t)(m ? m : 1) * sizeof *dg);\
        if (!iw || !dg) {                                                                       \
            free(iw), free(dg);                                                                 \
            return;                                                                             \
        }                                                                                       \
        for (int i = 0; i < m; i++)                                                             \
            iw[i] = -1, dg[i] = -1;                                                             \
        for (int i = 0; i < m; i++) {                                                           \
            int s = rp[i] - b, e = rp[i + 1] - b;                                               \
            for (int k = s; k < e; k++)                                                         \
                iw[ci[k] - b] = k;                                                              \
            for (int k = s; k < e && ci[k] - b < i; k++) {                                      \
                int c = ci[k] - b;                                                              \
                if (dg[c] < 0 || v[dg[c]] == 0) {                                               \
                    if (zp < 0 || c < zp)                                                       \
                        zp = c;                                                                 \
                    continue;                                                                   \
                }                                                                               \
                v[k] /= v[dg[c]];                                                               \
                for (int kk = (int)dg[c] + 1; kk < rp[c + 1] - b; kk++)                         \
                    if (iw[ci[kk] - b] >= 0)                                                    \
                        v[iw[ci[kk] - b]] -= v[k] * v[kk];                                      \
            }                                                                                   \
            for (int k = s; k < e; k++)                                                         \
                if (ci[k] - b == i)                                                             \
                    dg[i] = k;                                                                  \
            if ((dg[i] < 0 || v[dg[i]] == 0) && (zp < 0 || i < zp))                             \
                zp = i;                                                                         \
            for (int k = s; k < e; k++)                                                         \
                iw[ci[k] - b] = -1;                                                             \
        }                                                                                       \
        j->ilu->zero_pivot = zp;                                                                \
        free(iw);                                                                               \
        free(dg);                                                                               \
    }

HSP_KERNELS(s, float, HSP_NOCONJ)
HSP_KERNELS(d, double, HSP_NOCONJ)
HSP_KERNELS(c, hsp_c8, conjf)
HSP_KERNELS(z, hsp_c16, conj)

typedef void (*hsp_kernel)(hsp_job *);
enum { K_SPMV, K_SPMM, K_SPSV, K_VEC, K_ILU };
static const hsp_kernel hsp_kernels[4][5] = {
    {hsp_spmv_s, hsp_spmm_s, hsp_spsv_s, hsp_vec_s, hsp_ilu0_s},
    {hsp_spmv_d, hsp_spmm_d, hsp_spsv_d, hsp_vec_d, hsp_ilu0_d},
    {hsp_spmv_c, hsp_spmm_c, hsp_spsv_c, hsp_vec_c, hsp_ilu0_c},
    {hsp_spmv_z, hsp_spmm_z, hsp_spsv_z, hsp_vec_z, hsp_ilu0_z},
};

/* the kernel of a value type, NULL when hipSPARSE does not compute in it */
static hsp_kernel hsp_kernel_of(hipDataType t, int k)
{
    switch (t) {
    case HIP_R_32F: return hsp_kernels[0][k];
    case HIP_R_64F: return hsp_kernels[1][k];
    case HIP_C_32F: return hsp_kernels[2][k];
    case HIP_C_64F: return hsp_kernels[3][k];
    default: return NULL;
    }
}

static int hsp_op_ok(hipsparseOperation_t op)
{
    return op == HIPSPARSE_OPERATION_NON_TRANSPOSE || op == HIPSPARSE_OPERATION_TRANSPOSE ||
           op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}

#define HSP_ENTER(handle)                                                                       \
    hsp_handle *h = hsp_get(handle);                                                            \
    if (!h)                                                                                     \
        return HIPSPARSE_STATUS_NOT_INITIALIZED

/* ---- SpMV ---- */
static hipsparseStatus_t hsp_spmv_check(const char *call, hipsparseOperation_t opA,
                                        const void *alpha, hipsparseConstSpMatDescr_t A,
                                        hipsparseConstDnVecDescr_t x, const void *beta,
                                        hipsparseConstDnVecDescr_t y, hipDataType t)
{
    if (!hsp_op_ok(opA) || !alpha || !beta || !A || !x || !y)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    int64_t xl = opA ? A->rows : A->cols, yl = opA ? A->cols : A->rows;
    if (x->size != xl || y->size != yl)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (A->vtype != t || x->type != t || y->type != t)
        return hsp_unsupported(call, "mixed value and compute types are not supported");
    if (A->format != HIPSPARSE_FORMAT_CSR && A->format != HIPSPARSE_FORMAT_COO)
        return hsp_unsupported(call, "only CSR and COO matrices are supported");
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpMV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           const void *alpha, hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnVecDescr_t vecX, const void *beta,
                                           const hipsparseDnVecDescr_t vecY,
                                           hipDataType computeType, hipsparseSpMVAlg_t alg,
                                           size_t *pBufferSizeInBytes)
{
    (void)alg;
    HSP_ENTER(handle);
    (void)h;
    if (!pBufferSizeInBytes)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    hipsparseStatus_t st = hsp_spmv_check("hipsparseSpMV_bufferSize", opA, alpha, matA, vecX,
                                          beta, vecY, computeType);
    if (st == HIPSPARSE_STATUS_SUCCESS)
        *pBufferSizeInBytes = 0;
    return st;
}

hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                const void *alpha, hipsparseConstSpMatDescr_t matA,
                                hipsparseConstDnVecDescr_t vecX, const void *beta,
                                const hipsparseDnVecDescr_t vecY, hipDataType computeType,
                                hipsparseSpMVAlg_t alg, void *externalBuffer)
{
    (void)alg, (void)externalBuffer;
    HSP_ENTER(handle);
    hipsparseStatus_t st =
        hsp_spmv_check("hipsparseSpMV", opA, alpha, matA, vecX, beta, vecY, computeType);
    hsp_kernel k = hsp_kernel_of(computeType, K_SPMV);
    if (st != HIPSPARSE_STATUS_SUCCESS || !k)
        return st != HIPSPARSE_STATUS_SUCCESS ? st : HIPSPARSE_STATUS_INVALID_VALUE;
    if (vecY->size == 0)
        return HIPSPARSE_STATUS_SUCCESS;
    hsp_job *j = hsp_job_new(h, k);
    if (!j)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    j->op = opA, j->a = *matA, j->x = *vecX, j->y = *vecY;
    hsp_job_scalar(j, 0, alpha, hsp_size(computeType));
    hsp_job_scalar(j, 1, beta, hsp_size(computeType));
    return hsp_job_submit(h, j, 0);
}

/* ---- SpMM ---- */
static hipsparseStatus_t hsp_spmm_check(const char *call, hipsparseOperation_t opA,
                                        hipsparseOperation_t opB, const void *alpha,
                                        hipsparseConstSpMatDescr_t A, hipsparseConstDnMatDescr_t B,
                                        const void *beta, hipsparseConstDnMatDescr_t C,
                                        hipDataType t)
{
    if (!hsp_op_ok(opA) || !hsp_op_ok(opB) || !alpha || !beta || !A || !B || !C)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    int64_t m = opA ? A->cols : A->rows, k = opA ? A->rows : A->cols;
    int64_t bk = opB ? B->cols : B->rows, bn = opB ? B->rows : B->cols;
    if (C->rows != m || C->cols != bn || bk != k)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (A->vtype != t || B->type != t || C->type != t)
        return hsp_unsupported(call, "mixed value and compute types are not supported");
    if (A->format != HIPSPARSE_FORMAT_CSR && A->format != HIPSPARSE_FORMAT_COO)
        return hsp_unsupported(call, "only CSR and COO matrices are supported");
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpMM_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           hipsparseOperation_t opB, const void *alpha,
                                           hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnMatDescr_t matB, const void *beta,
                                           const hipsparseDnMatDescr_t matC,
                                           hipDataType computeType, hipsparseSpMMAlg_t alg,
                                           size_t *pBufferSizeInBytes)
{
    (void)alg;
    HSP_ENTER(handle);
    (void)h;
    if (!pBufferSizeInBytes)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    hipsparseStatus_t st = hsp_spmm_check("hipsparseSpMM_bufferSize", opA, opB, alpha, matA,
                                          matB, beta, matC, computeType);
    if (st == HIPSPARSE_STATUS_SUCCESS)
        *pBufferSizeInBytes = 0;
    return st;
}

hipsparseStatus_t hipsparseSpMM_preprocess(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           hipsparseOperation_t opB, const void *alpha,
                                           hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnMatDescr_t matB, const void *beta,
                                           const hipsparseDnMatDescr_t matC,
                                           hipDataType computeType, hipsparseSpMMAlg_t alg,
                                           void *externalBuffer)
{
    (void)alg, (void)externalBuffer;
    HSP_ENTER(handle);
    (void)h;
    return hsp_spmm_check("hipsparseSpMM_preprocess", opA, opB, alpha, matA, matB, beta, matC,
                          computeType);
}

hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                hipsparseOperation_t opB, const void *alpha,
                                hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
                                const void *beta, const hipsparseDnMatDescr_t matC,
                                hipDataType computeType, hipsparseSpMMAlg_t alg,
                                void *externalBuffer)
{
    (void)alg, (void)externalBuffer;
    HSP_ENTER(handle);
    hipsparseStatus_t st = hsp_spmm_check("hipsparseSpMM", opA, opB, alpha, matA, matB, beta, matC,
                                          computeType);
    hsp_kernel k = hsp_kernel_of(computeType, K_SPMM);
    if (st != HIPSPARSE_STATUS_SUCCESS || !k)
        return st != HIPSPARSE_STATUS_SUCCESS ? st : HIPSPARSE_STATUS_INVALID_VALUE;
    if (matC->rows == 0 || matC->cols == 0)
        return HIPSPARSE_STATUS_SUCCESS;
    hsp_job *j = hsp_job_new(h, k);
    if (!j)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    j->op = opA, j->op2 = opB, j->a = *matA, j->b = *matB, j->c = *matC;
    hsp_job_scalar(j, 0, alpha, hsp_size(computeType));
    hsp_job_scalar(j, 1, beta, hsp_size(computeType));
    return hsp_job_submit(h, j, 0);
}

/* ---- SpSV ---- */
static hipsparseStatus_t hsp_spsv_check(const char *call, hipsparseOperation_t opA,
                                        const void *alpha, hipsparseConstSpMatDescr_t A,
                                        hipsparseConstDnVecDescr_t x, hipsparseConstDnVecDescr_t y,
                                        hipDataType t, hipsparseSpSVDescr_t d)
{
    if (!hsp_op_ok(opA) || !alpha || !A || !x || !y || !d || A->rows != A->cols ||
        x->size != A->rows || y->size != A->rows)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (A->vtype != t || x->type != t || y->type != t)
        return hsp_unsupported(call, "mixed value and compute types are not supported");
    if (A->format != HIPSPARSE_FORMAT_CSR)
        return hsp_unsupported(call, "only CSR matrices are supported");
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpSV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           const void *alpha, hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnVecDescr_t x,
                                           const hipsparseDnVecDescr_t y, hipDataType computeType,
                                           hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
                                           size_t *pBufferSizeInBytes)
{
    (void)alg;
    HSP_ENTER(handle);
    (void)h;
    if (!pBufferSizeInBytes)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    hipsparseStatus_t st = hsp_spsv_check("hipsparseSpSV_bufferSize", opA, alpha, matA, x, y,
                                          computeType, spsvDescr);
    if (st == HIPSPARSE_STATUS_SUCCESS)
        *pBufferSizeInBytes = 0;
    return st;
}

/* the substitution needs no analysis: it records that one was made, as the API requires */
hipsparseStatus_t hipsparseSpSV_analysis(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                         const void *alpha, hipsparseConstSpMatDescr_t matA,
                                         hipsparseConstDnVecDescr_t x,
                                         const hipsparseDnVecDescr_t y, hipDataType computeType,
                                         hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
                                         void *externalBuffer)
{
    (void)alg, (void)externalBuffer;
    HSP_ENTER(handle);
    (void)h;
    hipsparseStatus_t st = hsp_spsv_check("hipsparseSpSV_analysis", opA, alpha, matA, x, y,
                                          computeType, spsvDescr);
    if (st == HIPSPARSE_STATUS_SUCCESS)
        spsvDescr->analysed = 1;
    return st;
}

hipsparseStatus_t hipsparseSpSV_solve(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                      const void *alpha, hipsparseConstSpMatDescr_t matA,
                                      hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y,
                                      hipDataType computeType, hipsparseSpSVAlg_t alg,
                                      hipsparseSpSVDescr_t spsvDescr)
{
    (void)alg;
    HSP_ENTER(handle);
    hipsparseStatus_t st = hsp_spsv_check("hipsparseSpSV_solve", opA, alpha, matA, x, y,
                                          computeType, spsvDescr);
    hsp_kernel k = hsp_kernel_of(computeType, K_SPSV);
    if (st != HIPSPARSE_STATUS_SUCCESS || !k)
        return st != HIPSPARSE_STATUS_SUCCESS ? st : HIPSPARSE_STATUS_INVALID_VALUE;
    if (matA->rows == 0)
        return HIPSPARSE_STATUS_SUCCESS;
    hsp_job *j = hsp_job_new(h, k);
    if (!j)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    j->op = opA, j->a = *matA, j->x = *x, j->y = *y;
    hsp_job_scalar(j, 0, alpha, hsp_size(computeType));
    return hsp_job_submit(h, j, 0);
}

/* ---- sparse vectors ---- */
static hipsparseStatus_t hsp_vec(const char *call, hipsparseHandle_t handle, int op, int conjx,
                                 hipsparseConstSpVecDescr_t x, hipsparseConstDnVecDescr_t y,
                                 const void *alpha, const void *beta, void *result,
                                 hipDataType t)
{
    HSP_ENTER(handle);
    if (!x || !y || x->size > y->size || (op == 2 && (!alpha || !beta)) || (op == 3 && !result))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (x->vtype != y->type || x->vtype != t)
        return hsp_unsupported(call, "mixed value types are not supported");
    hsp_kernel k = hsp_kernel_of(t, K_VEC);
    if (!k)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    hsp_job *j = hsp_job_new(h, k);
    if (!j)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    j->op = op, j->op2 = conjx, j->sv = *x, j->y = *y, j->result = result;
    if (op == 2) {
        hsp_job_scalar(j, 0, alpha, hsp_size(t));
        hsp_job_scalar(j, 1, beta, hsp_size(t));
    }
    return hsp_job_submit(h, j, op == 3);
}

hipsparseStatus_t hipsparseScatter(hipsparseHandle_t handle, hipsparseConstSpVecDescr_t vecX,
                                   hipsparseDnVecDescr_t vecY)
{
    return hsp_vec("hipsparseScatter", handle, 0, 0, vecX, vecY, NULL, NULL, NULL,
                   vecX ? vecX->vtype : HIP_R_32F);
}

hipsparseStatus_t hipsparseGather(hipsparseHandle_t handle, hipsparseConstDnVecDescr_t vecY,
                                  hipsparseSpVecDescr_t vecX)
{
    return hsp_vec("hipsparseGather", handle, 1, 0, vecX, vecY, NULL, NULL, NULL,
                   vecX ? vecX->vtype : HIP_R_32F);
}

hipsparseStatus_t hipsparseAxpby(hipsparseHandle_t handle, const void *alpha,
                                 hipsparseConstSpVecDescr_t vecX, const void *beta,
                                 hipsparseDnVecDescr_t vecY)
{
    return hsp_vec("hipsparseAxpby", handle, 2, 0, vecX, vecY, alpha, beta, NULL,
                   vecX ? vecX->vtype : HIP_R_32F);
}

hipsparseStatus_t hipsparseSpVV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                           hipsparseConstSpVecDescr_t vecX,
                                           hipsparseConstDnVecDescr_t vecY, void *result,
                                           hipDataType computeType, size_t *pBufferSizeInBytes)
{
    (void)opX, (void)vecX, (void)vecY, (void)result, (void)computeType;
    if (!hsp_get(handle))
        return HIPSPARSE_STATUS_NOT_INITIALIZED;
    if (!pBufferSizeInBytes)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    *pBufferSizeInBytes = 0;
    return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t hipsparseSpVV(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                hipsparseConstSpVecDescr_t vecX, hipsparseConstDnVecDescr_t vecY,
                                void *result, hipDataType computeType, void *externalBuffer)
{
    (void)externalBuffer;
    if (opX != HIPSPARSE_OPERATION_NON_TRANSPOSE && opX != HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    return hsp_vec("hipsparseSpVV", handle, 3, opX != HIPSPARSE_OPERATION_NON_TRANSPOSE, vecX,
                   vecY, NULL, NULL, result, computeType);
}

/* ---- ILU(0), legacy API ---- */
static hipsparseStatus_t hsp_ilu_check(hipsparseHandle_t handle, int m, int nnz,
                                       const hipsparseMatDescr_t d, const void *vals,
                                       const int *rowp, const int *coli, csrilu02Info_t info)
{
    if (!hsp_get(handle))
        return HIPSPARSE_STATUS_NOT_INITIALIZED;
    if (m < 0 || nnz < 0 || !d || !info || (m && !rowp) || (nnz && (!vals || !coli)))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (d->type != HIPSPARSE_MATRIX_TYPE_GENERAL)
        return HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
    return HIPSPARSE_STATUS_SUCCESS;
}

static hipsparseStatus_t hsp_ilu(hipsparseHandle_t handle, int m, int nnz,
                                 const hipsparseMatDescr_t d, void *vals, const int *rowp,
                                 const int *coli, csrilu02Info_t info, hipDataType t)
{
    hipsparseStatus_t st = hsp_ilu_check(handle, m, nnz, d, vals, rowp, coli, info);
    if (st != HIPSPARSE_STATUS_SUCCESS)
        return st;
    hsp_handle *h = hsp_get(handle);
    hsp_job *j = hsp_job_new(h, hsp_kernel_of(t, K_ILU));
    if (!j)
        return HIPSPARSE_STATUS_ALLOC_FAILED;
    j->m = m, j->nnz = nnz, j->base = d->base, j->vals = vals, j->rowp = rowp, j->coli = coli;
    j->ilu = info;
    return hsp_job_submit(h, j, 0);
}

/* the first zero pivot of the last factorisation: waits for it, as cuSPARSE does */
hipsparseStatus_t hipsparseXcsrilu02_zeroPivot(hipsparseHandle_t handle, csrilu02Info_t info,
                                               int *position)
{
    hsp_handle *h = hsp_get(handle);
    if (!h)
        return HIPSPARSE_STATUS_NOT_INITIALIZED;
    if (!info || !position)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (hipStreamSynchronize(h->stream) != hipSuccess)
        return HIPSPARSE_STATUS_EXECUTION_FAILED;
    *position = info->zero_pivot;
    return info->zero_pivot < 0 ? HIPSPARSE_STATUS_SUCCESS : HIPSPARSE_STATUS_ZERO_PIVOT;
}

#define HSP_ILU_API(P, T, HT)                                                                   \
    hipsparseStatus_t hipsparse##P##csrilu02_bufferSize(                                        \
        hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA, HT *csrValA, \
        const int *csrRowPtrA, const int *csrColIndA, csrilu02Info_t info, int *pBufferSize)    \
    {                                                                                           \
        hipsparseStatus_t st = hsp_ilu_check(handle, m, nnz, descrA, csrValA, csrRowPtrA,       \
                                             csrColIndA, info);                                 \
        if (st == HIPSPARSE_STATUS_SUCCESS && !pBufferSize)                                     \
            st = HIPSPARSE_STATUS_INVALID_VALUE;                                                \
        if (st == HIPSPARSE_STATUS_SUCCESS)                                                     \
            *pBufferSize = 4;                                                                   \
        return st;                                                                              \
    }                                                                                           \
    hipsparseStatus_t hipsparse##P##csrilu02_analysis(                                          \
        hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,             \
        const HT *csrValA, const int *csrRowPtrA, const int *csrColIndA, csrilu02Info_t info,   \
        hipsparseSolvePolicy_t policy, void *pBuffer)                                           \
    {                                                                                           \
        (void)policy, (void)pBuffer;                                                            \
        return hsp_ilu_check(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, info);    \
    }                                                                                           \
    hipsparseStatus_t hipsparse##P##csrilu02(hipsparseHandle_t handle, int m, int nnz,          \
                                             const hipsparseMatDescr_t descrA, HT *csrValA,     \
                                             const int *csrRowPtrA, const int *csrColIndA,      \
                                             csrilu02Info_t info, hipsparseSolvePolicy_t policy,\
                                             void *pBuffer)                                     \
    {                                                                                           \
        (void)policy, (void)pBuffer;                                                            \
        return hsp_ilu(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, info, T);       \
    }

HSP_ILU_API(S, HIP_R_32F, float)
HSP_ILU_API(D, HIP_R_64F, double)
HSP_ILU_API(C, HIP_C_32F, hipComplex)
HSP_ILU_API(Z, HIP_C_64F, hipDoubleComplex)
