/* hb_gemmex.c - hipshim's mixed-precision GEMM: hipblasGemmEx and its batched forms (hipDataType
 * and hipBLAS 1's hipblasDatatype_t spellings) and hipblasHgemm. Single, double and complex GEMMs
 * go to OpenBLAS directly; half, bfloat16 and int8 inputs are widened into scratch buffers (f32,
 * or f64 for int8 so that the int32 sums are exact), multiplied there, and C is narrowed back
 * with round-to-nearest-even when it is itself half or bfloat16. Accumulation is always at
 * least f32, what the "fast" compute types and the tensor-op math modes permit.
 * Ownership: the widened copies of a low-precision GEMM are freed at the end of its job. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hb_internal.h"
#include "hsl_fp.h"

/* how a combination of types is computed */
enum { HB_GX_S, HB_GX_D, HB_GX_C, HB_GX_Z, HB_GX_LOW, HB_GX_I8 };
/* how the batch is given */
enum { HB_GX_ONE, HB_GX_PTRS, HB_GX_STRIDED };

static const char *hb_type_name(hipDataType t)
{
    static const char *const names[] = {
        "HIP_R_32F", "HIP_R_64F", "HIP_R_16F", "HIP_R_8I", "HIP_C_32F", "HIP_C_64F", "HIP_C_16F",
        "HIP_C_8I", "HIP_R_8U", "HIP_C_8U", "HIP_R_32I", "HIP_C_32I", "HIP_R_32U", "HIP_C_32U",
        "HIP_R_16BF", "HIP_C_16BF", "HIP_R_4I", "HIP_C_4I", "HIP_R_4U", "HIP_C_4U", "HIP_R_16I",
        "HIP_C_16I", "HIP_R_16U", "HIP_C_16U", "HIP_R_64I", "HIP_C_64I", "HIP_R_64U", "HIP_C_64U",
        "HIP_R_8F_E4M3", "HIP_R_8F_E5M2"};
    if ((unsigned)t < sizeof names / sizeof *names)
        return names[t];
    return t == HIP_R_8F_E4M3_FNUZ ? "HIP_R_8F_E4M3_FNUZ"
         : t == HIP_R_8F_E5M2_FNUZ ? "HIP_R_8F_E5M2_FNUZ" : "an unknown hipDataType";
}

static const char *hb_compute_name(hipblasComputeType_t c)
{
    static const char *const names[] = {
        "HIPBLAS_COMPUTE_16F", "HIPBLAS_COMPUTE_16F_PEDANTIC", "HIPBLAS_COMPUTE_32F",
        "HIPBLAS_COMPUTE_32F_PEDANTIC", "HIPBLAS_COMPUTE_32F_FAST_16F",
        "HIPBLAS_COMPUTE_32F_FAST_16BF", "HIPBLAS_COMPUTE_32F_FAST_TF32", "HIPBLAS_COMPUTE_64F",
        "HIPBLAS_COMPUTE_64F_PEDANTIC", "HIPBLAS_COMPUTE_32I", "HIPBLAS_COMPUTE_32I_PEDANTIC"};
    if ((unsigned)c < sizeof names / sizeof *names)
        return names[c];
    return "an unknown compute type";
}

/* widens rows x cols of a (half, bfloat16: float; int8: double) into a packed buffer */
static void *hb_widen(hipDataType t, const void *a, int lda, int rows, int cols)
{
    size_t n = (size_t)rows * cols;
    if (t == HIP_R_8I || t == HIP_R_32I) {
        double *d = malloc((n ? n : 1) * sizeof *d);
        if (d)
            for (int j = 0; j < cols; j++)
                for (int i = 0; i < rows; i++) {
                    size_t s = (size_t)i + (size_t)j * lda;
                    d[(size_t)i + (size_t)j * rows] =
                        t == HIP_R_8I ? ((const int8_t *)a)[s] : ((const int32_t *)a)[s];
                }
        return d;
    }
    float *f = malloc((n ? n : 1) * sizeof *f);
    if (f)
        for (int j = 0; j < cols; j++)
            for (int i = 0; i < rows; i++) {
                uint16_t h = ((const uint16_t *)a)[(size_t)i + (size_t)j * lda];
                f[(size_t)i + (size_t)j * rows] =
                    t == HIP_R_16F ? hsl_half_to_float(h) : hsl_bf16_to_float(h);
            }
    return f;
}

/* narrows the packed m x n result back into C */
static void hb_narrow(hipDataType t, const void *w, void *c, int ldc, int m, int n)
{
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            size_t s = (size_t)i + (size_t)j * m, d = (size_t)i + (size_t)j * ldc;
            if (t == HIP_R_32I)
                ((int32_t *)c)[d] = (int32_t)llrint(((const double *)w)[s]);
            else if (t == HIP_R_16F)
                ((uint16_t *)c)[d] = hsl_float_to_half(((const float *)w)[s]);
            else
                ((uint16_t *)c)[d] = hsl_float_to_bf16(((const float *)w)[s]);
        }
}

/* slots of the job */
enum { V_TA, V_TB, V_M, V_N, V_K, V_A, V_LDA, V_SA, V_B, V_LDB, V_SB, V_C, V_LDC, V_SC, V_BATCH,
       V_MODE, V_AT, V_CT, V_KIND, V_COMPUTE };

static const void *hb_gx_ptr(const hb_job *j, int slot, int b, size_t es)
{
    switch (j->v[V_MODE].i) {
    case HB_GX_PTRS: return ((const void *const *)j->v[slot].p)[b];
    case HB_GX_STRIDED: return (const char *)j->v[slot].p + (size_t)b * j->v[slot + 2].l * es;
    }
    return j->v[slot].p;
}

static size_t hb_type_size(hipDataType t)
{
    switch (t) {
    case HIP_R_8I: return 1;
    case HIP_R_16F: case HIP_R_16BF: return 2;
    case HIP_R_32F: case HIP_R_32I: return 4;
    case HIP_R_64F: case HIP_C_32F: return 8;
    case HIP_C_64F: return 16;
    default: return 1;
    }
}

/* alpha or beta as the wide type the low-precision path computes in */
static double hb_gx_scalar(const hb_job *j, int k)
{
    const void *p = j->scp[k];
    switch ((hipblasComputeType_t)j->v[V_COMPUTE].i) {
    case HIPBLAS_COMPUTE_16F: case HIPBLAS_COMPUTE_16F_PEDANTIC:
        return hsl_half_to_float(*(const uint16_t *)p);
    case HIPBLAS_COMPUTE_32I: case HIPBLAS_COMPUTE_32I_PEDANTIC:
        return *(const int32_t *)p;
    case HIPBLAS_COMPUTE_64F: case HIPBLAS_COMPUTE_64F_PEDANTIC:
        return *(const double *)p;
    default:
        return *(const float *)p;
    }
}

static void hb_gx_low(const hb_job *j, int b)
{
    CBLAS_TRANSPOSE ta = (CBLAS_TRANSPOSE)j->v[V_TA].e, tb = (CBLAS_TRANSPOSE)j->v[V_TB].e;
    int m = j->v[V_M].i, n = j->v[V_N].i, k = j->v[V_K].i;
    hipDataType at = (hipDataType)j->v[V_AT].e, ct = (hipDataType)j->v[V_CT].e;
    size_t es = hb_type_size(at), ces = hb_type_size(ct);
    int ra = ta == CblasNoTrans ? m : k, rb = tb == CblasNoTrans ? k : n;
    void *A = hb_widen(at, hb_gx_ptr(j, V_A, b, es), j->v[V_LDA].i, ra, ta == CblasNoTrans ? k : m);
    void *B = hb_widen(at, hb_gx_ptr(j, V_B, b, es), j->v[V_LDB].i, rb, tb == CblasNoTrans ? n : k);
    void *C = (void *)hb_gx_ptr(j, V_C, b, ces);
    double alpha = hb_gx_scalar(j, 0), beta = hb_gx_scalar(j, 1);
    int direct = ct == HIP_R_32F;   /* C is float: the GEMM writes it in place */
    void *W = direct ? C : hb_widen(ct, C, j->v[V_LDC].i, m, n);
    if (!A || !B || !W) {
        fprintf(stderr, "hipshim: hipblasGemmEx: out of memory\n");
    } else if (at == HIP_R_8I) {
        cblas_dgemm(CblasColMajor, ta, tb, m, n, k, alpha, A, ra, B, rb, beta, W, m);
    } else {
        cblas_sgemm(CblasColMajor, ta, tb, m, n, k, (float)alpha, A, ra, B, rb, (float)beta, W,
                    direct ? j->v[V_LDC].i : m);
    }
    if (!direct && W)
        hb_narrow(ct, W, C, j->v[V_LDC].i, m, n);
    free(A);
    free(B);
    if (!direct)
        free(W);
}

static void hb_run_gemmex(hb_job *j)
{
    CBLAS_TRANSPOSE ta = (CBLAS_TRANSPOSE)j->v[V_TA].e, tb = (CBLAS_TRANSPOSE)j->v[V_TB].e;
    int m = j->v[V_M].i, n = j->v[V_N].i, k = j->v[V_K].i;
    int lda = j->v[V_LDA].i, ldb = j->v[V_LDB].i, ldc = j->v[V_LDC].i, kind = j->v[V_KIND].i;
    for (int b = 0; b < j->v[V_BATCH].i; b++) {
        switch (kind) {
        case HB_GX_S:
            cblas_sgemm(CblasColMajor, ta, tb, m, n, k, *(const float *)j->scp[0],
                        hb_gx_ptr(j, V_A, b, 4), lda, hb_gx_ptr(j, V_B, b, 4), ldb,
                        *(const float *)j->scp[1], (float *)hb_gx_ptr(j, V_C, b, 4), ldc);
            break;
        case HB_GX_D:
            cblas_dgemm(CblasColMajor, ta, tb, m, n, k, *(const double *)j->scp[0],
                        hb_gx_ptr(j, V_A, b, 8), lda, hb_gx_ptr(j, V_B, b, 8), ldb,
                        *(const double *)j->scp[1], (double *)hb_gx_ptr(j, V_C, b, 8), ldc);
            break;
        case HB_GX_C:
            cblas_cgemm(CblasColMajor, ta, tb, m, n, k, j->scp[0], hb_gx_ptr(j, V_A, b, 8), lda,
                        hb_gx_ptr(j, V_B, b, 8), ldb, j->scp[1], (void *)hb_gx_ptr(j, V_C, b, 8),
                        ldc);
            break;
        case HB_GX_Z:
            cblas_zgemm(CblasColMajor, ta, tb, m, n, k, j->scp[0], hb_gx_ptr(j, V_A, b, 16), lda,
                        hb_gx_ptr(j, V_B, b, 16), ldb, j->scp[1], (void *)hb_gx_ptr(j, V_C, b, 16),
                        ldc);
            break;
        default:
            hb_gx_low(j, b);
        }
    }
}

/* how hipshim computes the combination, or -1 */
static int hb_gx_kind(hipDataType at, hipDataType bt, hipDataType ct, hipblasComputeType_t comp,
                      size_t *scalar_size)
{
    int c32 = comp == HIPBLAS_COMPUTE_32F || comp == HIPBLAS_COMPUTE_32F_PEDANTIC ||
              comp == HIPBLAS_COMPUTE_32F_FAST_16F || comp == HIPBLAS_COMPUTE_32F_FAST_16BF ||
              comp == HIPBLAS_COMPUTE_32F_FAST_TF32;
    int c16 = comp == HIPBLAS_COMPUTE_16F || comp == HIPBLAS_COMPUTE_16F_PEDANTIC;
    int c64 = comp == HIPBLAS_COMPUTE_64F || comp == HIPBLAS_COMPUTE_64F_PEDANTIC;
    int c32i = comp == HIPBLAS_COMPUTE_32I || comp == HIPBLAS_COMPUTE_32I_PEDANTIC;
    if (at != bt)
        return -1;
    *scalar_size = c16 ? 2 : c64 ? 8 : 4;
    if (at == HIP_R_32F && ct == HIP_R_32F && c32)
        return HB_GX_S;
    if (at == HIP_R_64F && ct == HIP_R_64F && c64)
        return HB_GX_D;
    if (at == HIP_C_32F && ct == HIP_C_32F && c32) {
        *scalar_size = 8;
        return HB_GX_C;
    }
    if (at == HIP_C_64F && ct == HIP_C_64F && c64) {
        *scalar_size = 16;
        return HB_GX_Z;
    }
    if ((at == HIP_R_16F || at == HIP_R_16BF) && (ct == at || ct == HIP_R_32F) &&
        (c32 || (c16 && at == HIP_R_16F && ct == HIP_R_16F)))
        return HB_GX_LOW;
    if (at == HIP_R_8I && ct == HIP_R_32I && c32i)
        return HB_GX_I8;
    return -1;
}

static hipblasStatus_t hb_gemmex(const char *call, int mode, hipblasHandle_t handle,
                                 hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
                                 int k, const void *alpha, const void *A, hipDataType aType,
                                 int lda, hipblasStride sA, const void *B, hipDataType bType,
                                 int ldb, hipblasStride sB, const void *beta, const void *C,
                                 hipDataType cType, int ldc, hipblasStride sC, int batchCount,
                                 hipblasComputeType_t computeType)
{
    HB_ENTER(handle);
    HB_ENUMS(hb_op_ok(transA) && hb_op_ok(transB));
    HB_VALID(m >= 0 && n >= 0 && k >= 0 && batchCount >= 0 &&
             lda >= HB_MAX(1, transA == HIPBLAS_OP_N ? m : k) &&
             ldb >= HB_MAX(1, transB == HIPBLAS_OP_N ? k : n) && ldc >= HB_MAX(1, m));
    size_t ss = 4;
    int kind = hb_gx_kind(aType, bType, cType, computeType, &ss);
    if (kind < 0) {
        char what[200];
        snprintf(what, sizeof what, "A %s, B %s, C %s with %s is not supported",
                 hb_type_name(aType), hb_type_name(bType), hb_type_name(cType),
                 hb_compute_name(computeType));
        return hb_unsupported(call, what);
    }
    HB_QUICK(m == 0 || n == 0 || batchCount == 0);
    HB_VALID(alpha && A && B && beta && C);
    HB_JOB(j, h, hb_run_gemmex);
    j->v[V_TA].e = (unsigned)transA;
    j->v[V_TB].e = (unsigned)transB;
    j->v[V_M].i = m;
    j->v[V_N].i = n;
    j->v[V_K].i = k;
    j->v[V_A].p = A;
    j->v[V_LDA].i = lda;
    j->v[V_SA].l = sA;
    j->v[V_B].p = B;
    j->v[V_LDB].i = ldb;
    j->v[V_SB].l = sB;
    j->v[V_C].p = C;
    j->v[V_LDC].i = ldc;
    j->v[V_SC].l = sC;
    j->v[V_BATCH].i = mode == HB_GX_ONE ? 1 : batchCount;
    j->v[V_MODE].i = mode;
    j->v[V_AT].e = (unsigned)aType;
    j->v[V_CT].e = (unsigned)cType;
    j->v[V_KIND].i = kind;
    j->v[V_COMPUTE].i = (int)computeType;
    hb_job_scalar(j, 0, alpha, ss);
    hb_job_scalar(j, 1, beta, ss);
    return hb_job_submit(j, 0);
}

hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                              hipblasOperation_t transB, int m, int n, int k, const void *alpha,
                              const void *A, hipDataType aType, int lda, const void *B,
                              hipDataType bType, int ldb, const void *beta, void *C,
                              hipDataType cType, int ldc, hipblasComputeType_t computeType,
                              hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmEx", HB_GX_ONE, handle, transA, transB, m, n, k, alpha, A, aType,
                     lda, 0, B, bType, ldb, 0, beta, C, cType, ldc, 0, 1, computeType);
}

hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                     hipblasOperation_t transB, int m, int n, int k,
                                     const void *alpha, const void *const A[], hipDataType aType,
                                     int lda, const void *const B[], hipDataType bType, int ldb,
                                     const void *beta, void *const C[], hipDataType cType, int ldc,
                                     int batchCount, hipblasComputeType_t computeType,
                                     hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmBatchedEx", HB_GX_PTRS, handle, transA, transB, m, n, k, alpha,
                     A, aType, lda, 0, B, bType, ldb, 0, beta, C, cType, ldc, 0, batchCount,
                     computeType);
}

hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                            hipblasOperation_t transB, int m, int n, int k,
                                            const void *alpha, const void *A, hipDataType aType,
                                            int lda, hipblasStride strideA, const void *B,
                                            hipDataType bType, int ldb, hipblasStride strideB,
                                            const void *beta, void *C, hipDataType cType, int ldc,
                                            hipblasStride strideC, int batchCount,
                                            hipblasComputeType_t computeType,
                                            hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmStridedBatchedEx", HB_GX_STRIDED, handle, transA, transB, m, n,
                     k, alpha, A, aType, lda, strideA, B, bType, ldb, strideB, beta, C, cType,
                     ldc, strideC, batchCount, computeType);
}

/* ---- hipBLAS 1's spelling: hipblasDatatype_t, and a data type as the compute type ---- */
static hipDataType hb_v1_type(hipblasDatatype_t t)
{
    switch (t) {
    case HIPBLAS_R_16F: return HIP_R_16F;
    case HIPBLAS_R_32F: return HIP_R_32F;
    case HIPBLAS_R_64F: return HIP_R_64F;
    case HIPBLAS_C_16F: return HIP_C_16F;
    case HIPBLAS_C_32F: return HIP_C_32F;
    case HIPBLAS_C_64F: return HIP_C_64F;
    case HIPBLAS_R_8I: return HIP_R_8I;
    case HIPBLAS_R_8U: return HIP_R_8U;
    case HIPBLAS_R_32I: return HIP_R_32I;
    case HIPBLAS_R_32U: return HIP_R_32U;
    case HIPBLAS_C_8I: return HIP_C_8I;
    case HIPBLAS_C_8U: return HIP_C_8U;
    case HIPBLAS_C_32I: return HIP_C_32I;
    case HIPBLAS_C_32U: return HIP_C_32U;
    case HIPBLAS_R_16B: return HIP_R_16BF;
    case HIPBLAS_C_16B: return HIP_C_16BF;
    default: return (hipDataType)-1;
    }
}

static hipblasComputeType_t hb_v1_compute(hipblasDatatype_t t)
{
    switch (t) {
    case HIPBLAS_R_16F: return HIPBLAS_COMPUTE_16F;
    case HIPBLAS_R_64F: case HIPBLAS_C_64F: return HIPBLAS_COMPUTE_64F;
    case HIPBLAS_R_32I: return HIPBLAS_COMPUTE_32I;
    case HIPBLAS_R_32F: case HIPBLAS_C_32F: return HIPBLAS_COMPUTE_32F;
    default: return (hipblasComputeType_t)-1;
    }
}

hipblasStatus_t hipshim_hipblasGemmEx_v1(hipblasHandle_t handle, hipblasOperation_t transA,
                                         hipblasOperation_t transB, int m, int n, int k,
                                         const void *alpha, const void *A, hipblasDatatype_t aType,
                                         int lda, const void *B, hipblasDatatype_t bType, int ldb,
                                         const void *beta, void *C, hipblasDatatype_t cType, int ldc,
                                         hipblasDatatype_t computeType, hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmEx", HB_GX_ONE, handle, transA, transB, m, n, k, alpha, A,
                     hb_v1_type(aType), lda, 0, B, hb_v1_type(bType), ldb, 0, beta, C,
                     hb_v1_type(cType), ldc, 0, 1, hb_v1_compute(computeType));
}

hipblasStatus_t hipshim_hipblasGemmBatchedEx_v1(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *const A[], hipblasDatatype_t aType, int lda,
    const void *const B[], hipblasDatatype_t bType, int ldb, const void *beta, void *const C[],
    hipblasDatatype_t cType, int ldc, int batchCount, hipblasDatatype_t computeType,
    hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmBatchedEx", HB_GX_PTRS, handle, transA, transB, m, n, k, alpha,
                     A, hb_v1_type(aType), lda, 0, B, hb_v1_type(bType), ldb, 0, beta, C,
                     hb_v1_type(cType), ldc, 0, batchCount, hb_v1_compute(computeType));
}

hipblasStatus_t hipshim_hipblasGemmStridedBatchedEx_v1(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipblasDatatype_t aType, int lda,
    hipblasStride strideA, const void *B, hipblasDatatype_t bType, int ldb, hipblasStride strideB,
    const void *beta, void *C, hipblasDatatype_t cType, int ldc, hipblasStride strideC,
    int batchCount, hipblasDatatype_t computeType, hipblasGemmAlgo_t algo)
{
    (void)algo;
    return hb_gemmex("hipblasGemmStridedBatchedEx", HB_GX_STRIDED, handle, transA, transB, m, n,
                     k, alpha, A, hb_v1_type(aType), lda, strideA, B, hb_v1_type(bType), ldb,
                     strideB, beta, C, hb_v1_type(cType), ldc, strideC, batchCount,
                     hb_v1_compute(computeType));
}

/* ---- half GEMM: GemmEx with everything half (alpha and beta too) ---- */
hipblasStatus_t hipblasHgemm(hipblasHandle_t handle, hipblasOperation_t transA,
                             hipblasOperation_t transB, int m, int n, int k, const hipblasHalf *alpha,
                             const hipblasHalf *AP, int lda, const hipblasHalf *BP, int ldb,
                             const hipblasHalf *beta, hipblasHalf *CP, int ldc)
{
    return hb_gemmex("hipblasHgemm", HB_GX_ONE, handle, transA, transB, m, n, k, alpha, AP,
                     HIP_R_16F, lda, 0, BP, HIP_R_16F, ldb, 0, beta, CP, HIP_R_16F, ldc, 0, 1,
                     HIPBLAS_COMPUTE_16F);
}

hipblasStatus_t hipblasHgemmBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                    hipblasOperation_t transB, int m, int n, int k,
                                    const hipblasHalf *alpha, const hipblasHalf *const AP[], int lda,
                                    const hipblasHalf *const BP[], int ldb, const hipblasHalf *beta,
                                    hipblasHalf *const CP[], int ldc, int batchCount)
{
    return hb_gemmex("hipblasHgemmBatched", HB_GX_PTRS, handle, transA, transB, m, n, k, alpha,
                     AP, HIP_R_16F, lda, 0, BP, HIP_R_16F, ldb, 0, beta, CP, HIP_R_16F, ldc, 0,
                     batchCount, HIPBLAS_COMPUTE_16F);
}

hipblasStatus_t hipblasHgemmStridedBatched(hipblasHandle_t handle, hipblasOperation_t transA,
                                           hipblasOperation_t transB, int m, int n, int k,
                                           const hipblasHalf *alpha, const hipblasHalf *AP, int lda,
                                           long long strideA, const hipblasHalf *BP, int ldb,
                                           long long strideB, const hipblasHalf *beta,
                                           hipblasHalf *CP, int ldc, long long strideC,
                                           int batchCount)
{
    return hb_gemmex("hipblasHgemmStridedBatched", HB_GX_STRIDED, handle, transA, transB, m, n,
                     k, alpha, AP, HIP_R_16F, lda, strideA, BP, HIP_R_16F, ldb, strideB, beta, CP,
                     HIP_R_16F, ldc, strideC, batchCount, HIPBLAS_COMPUTE_16F);
}
