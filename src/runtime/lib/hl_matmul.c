/* hl_matmul.c - hipshim's hipBLASLt: D = epilogue(alpha op(A) op(B) + beta C) per batch, with
 * descriptors held in plain structs, one algorithm that needs no workspace, and each matmul a job
 * in the stream's order (hs_host_work: at once when nothing else is in flight). The product is one
 * OpenBLAS SGEMM into a float buffer (A and B of half or bfloat16 are widened first), then the
 * epilogue runs over it: bias (one value a row of D), ReLU, GELU (the tanh form cuBLASLt and llm.c
 * use), GELU with the pre-activation kept in the aux buffer, the GELU gradient from the aux
 * buffer, and the bias gradients (sums over k of op(A)'s rows or op(B)'s columns, or over D's
 * columns for DGELU_BGRAD). Then D is written in its type. Computation is in float whatever the
 * compute type (what the fast and TF32 compute types permit).
 * Ownership: handles and descriptors: their Create allocates, their Destroy frees; a matmul's job
 * (with copies of the descriptors) is freed when hs_host_work releases it (after its run, or
 * with the graph that captured it); its float buffers within each run. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cblas.h>
#include <hipblaslt/hipblaslt.h>
#include <hip/hipshim/hs_libs.h>

#include "hsl_fp.h"

#define HL_MAGIC 0x68626c74u   /* "hblt" */

typedef struct hl_handle { unsigned magic; } hl_handle;

static hl_handle *hl_handle_get(hipblasLtHandle_t handle)
{
    return hs_lib_handle_get(handle, HL_MAGIC);
}

static hipblasStatus_t hl_unsupported(const char *call, const char *what)
{
    hs_refuse_note(call, what, "HIPBLAS_STATUS_NOT_SUPPORTED");
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}

hipblasStatus_t hipblasLtGetVersion(hipblasLtHandle_t handle, int *version)
{
    if (!hl_handle_get(handle))
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (!version)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *version = 1000;   /* hipBLASLt 1.0 */
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtCreate(hipblasLtHandle_t *handle)
{
    if (!handle)
        return HIPBLAS_STATUS_INVALID_VALUE;
    hl_handle *h = hs_lib_handle_new(sizeof *h, HL_MAGIC);
    if (!h)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    *handle = h;
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtDestroy(const hipblasLtHandle_t handle)
{
    hl_handle *h = hl_handle_get(handle);
    if (!h)
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    h->magic = 0;
    free(h);
    return HIPBLAS_STATUS_SUCCESS;
}

/* ---- attributes: a value of the attribute's size copied in or out ---- */
static hipblasStatus_t hl_set(void *field, size_t fsize, const void *buf, size_t size)
{
    if (!buf || size != fsize)
        return HIPBLAS_STATUS_INVALID_VALUE;
    memcpy(field, buf, size);
    return HIPBLAS_STATUS_SUCCESS;
}

static hipblasStatus_t hl_get(const void *field, size_t fsize, void *buf, size_t size,
                              size_t *written)
{
    if (written)
        *written = fsize;
    if (size == 0 && written)   /* a query of the size */
        return HIPBLAS_STATUS_SUCCESS;
    if (!buf || size < fsize)
        return HIPBLAS_STATUS_INVALID_VALUE;
    memcpy(buf, field, fsize);
    return HIPBLAS_STATUS_SUCCESS;
}

/* the field behind a layout attribute, and its size */
static void *hl_layout_field(hipblasLtMatrixLayout_t l, hipblasLtMatrixLayoutAttribute_t a,
                             size_t *size)
{
    switch (a) {
    case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: *size = sizeof l->batch; return &l->batch;
    case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: *size = sizeof l->stride; return &l->stride;
    case HIPBLASLT_MATRIX_LAYOUT_TYPE: *size = sizeof l->type; return &l->type;
    case HIPBLASLT_MATRIX_LAYOUT_ORDER: *size = sizeof l->order; return &l->order;
    case HIPBLASLT_MATRIX_LAYOUT_ROWS: *size = sizeof l->rows; return &l->rows;
    case HIPBLASLT_MATRIX_LAYOUT_COLS: *size = sizeof l->cols; return &l->cols;
    case HIPBLASLT_MATRIX_LAYOUT_LD: *size = sizeof l->ld; return &l->ld;
    }
    return NULL;
}

hipblasStatus_t hipblasLtMatrixLayoutCreate(hipblasLtMatrixLayout_t *matLayout, hipDataType type,
                                            uint64_t rows, uint64_t cols, int64_t ld)
{
    if (!matLayout)
        return HIPBLAS_STATUS_INVALID_VALUE;
    hipblasLtMatrixLayout_t l = calloc(1, sizeof *l);
    if (!l)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    l->type = type;
    l->rows = rows;
    l->cols = cols;
    l->ld = ld;
    l->batch = 1;
    l->order = HIPBLASLT_ORDER_COL;
    *matLayout = l;
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatrixLayoutDestroy(const hipblasLtMatrixLayout_t matLayout)
{
    free(matLayout);
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatrixLayoutSetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                  hipblasLtMatrixLayoutAttribute_t attr,
                                                  const void *buf, size_t sizeInBytes)
{
    size_t fs = 0;
    void *f = matLayout ? hl_layout_field(matLayout, attr, &fs) : NULL;
    return f ? hl_set(f, fs, buf, sizeInBytes) : HIPBLAS_STATUS_INVALID_VALUE;
}

hipblasStatus_t hipblasLtMatrixLayoutGetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                  hipblasLtMatrixLayoutAttribute_t attr, void *buf,
                                                  size_t sizeInBytes, size_t *sizeWritten)
{
    size_t fs = 0;
    void *f = matLayout ? hl_layout_field(matLayout, attr, &fs) : NULL;
    return f ? hl_get(f, fs, buf, sizeInBytes, sizeWritten) : HIPBLAS_STATUS_INVALID_VALUE;
}

static void *hl_desc_field(hipblasLtMatmulDesc_t d, hipblasLtMatmulDescAttributes_t a, size_t *size)
{
    switch (a) {
    case HIPBLASLT_MATMUL_DESC_TRANSA: *size = sizeof d->transA; return &d->transA;
    case HIPBLASLT_MATMUL_DESC_TRANSB: *size = sizeof d->transB; return &d->transB;
    case HIPBLASLT_MATMUL_DESC_EPILOGUE: *size = sizeof d->epilogue; return &d->epilogue;
    case HIPBLASLT_MATMUL_DESC_BIAS_POINTER: *size = sizeof d->bias; return &d->bias;
    case HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: *size = sizeof d->biasType; return &d->biasType;
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: *size = sizeof d->aux; return &d->aux;
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: *size = sizeof d->auxLd; return &d->auxLd;
    case HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE:
        *size = sizeof d->auxStride;
        return &d->auxStride;
    case HIPBLASLT_MATMUL_DESC_POINTER_MODE: *size = sizeof d->pointerMode; return &d->pointerMode;
    default: return NULL;
    }
}

hipblasStatus_t hipblasLtMatmulDescCreate(hipblasLtMatmulDesc_t *matmulDesc,
                                          hipblasComputeType_t computeType, hipDataType scaleType)
{
    if (!matmulDesc)
        return HIPBLAS_STATUS_INVALID_VALUE;
    hipblasLtMatmulDesc_t d = calloc(1, sizeof *d);
    if (!d)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    d->compute = computeType;
    d->scaleType = scaleType;
    d->biasType = (hipDataType)-1;   /* unset: D's type */
    d->transA = d->transB = HIPBLAS_OP_N;
    d->epilogue = HIPBLASLT_EPILOGUE_DEFAULT;
    d->pointerMode = HIPBLASLT_POINTER_MODE_HOST;
    *matmulDesc = d;
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulDescDestroy(const hipblasLtMatmulDesc_t matmulDesc)
{
    free(matmulDesc);
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulDescSetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                hipblasLtMatmulDescAttributes_t attr,
                                                const void *buf, size_t sizeInBytes)
{
    if (!matmulDesc)
        return HIPBLAS_STATUS_INVALID_VALUE;
    size_t fs = 0;
    void *f = hl_desc_field(matmulDesc, attr, &fs);
    if (!f) {
        /* scale factors and amax (FP8 recipes): accepted when they leave the default */
        if (buf && sizeInBytes == sizeof(void *) && *(void *const *)buf == NULL)
            return HIPBLAS_STATUS_SUCCESS;
        return hl_unsupported("hipblasLtMatmulDescSetAttribute", "this matmul descriptor attribute (scale, amax or compute-input "
                              "types) is not supported");
    }
    return hl_set(f, fs, buf, sizeInBytes);
}

hipblasStatus_t hipblasLtMatmulDescGetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                hipblasLtMatmulDescAttributes_t attr, void *buf,
                                                size_t sizeInBytes, size_t *sizeWritten)
{
    size_t fs = 0;
    void *f = matmulDesc ? hl_desc_field(matmulDesc, attr, &fs) : NULL;
    return f ? hl_get(f, fs, buf, sizeInBytes, sizeWritten) : HIPBLAS_STATUS_INVALID_VALUE;
}

hipblasStatus_t hipblasLtMatmulPreferenceCreate(hipblasLtMatmulPreference_t *pref)
{
    if (!pref)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *pref = calloc(1, sizeof **pref);
    return *pref ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_ALLOC_FAILED;
}

hipblasStatus_t hipblasLtMatmulPreferenceDestroy(const hipblasLtMatmulPreference_t pref)
{
    free(pref);
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulPreferenceSetAttribute(hipblasLtMatmulPreference_t pref,
                                                      hipblasLtMatmulPreferenceAttributes_t attr,
                                                      const void *buf, size_t sizeInBytes)
{
    if (!pref)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (attr == HIPBLASLT_MATMUL_PREF_SEARCH_MODE)
        return hl_set(&pref->searchMode, sizeof pref->searchMode, buf, sizeInBytes);
    if (attr == HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
        return hl_set(&pref->maxWorkspace, sizeof pref->maxWorkspace, buf, sizeInBytes);
    return HIPBLAS_STATUS_INVALID_VALUE;
}

hipblasStatus_t hipblasLtMatmulPreferenceGetAttribute(hipblasLtMatmulPreference_t pref,
                                                      hipblasLtMatmulPreferenceAttributes_t attr,
                                                      void *buf, size_t sizeInBytes,
                                                      size_t *sizeWritten)
{
    if (!pref)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (attr == HIPBLASLT_MATMUL_PREF_SEARCH_MODE)
        return hl_get(&pref->searchMode, sizeof pref->searchMode, buf, sizeInBytes, sizeWritten);
    if (attr == HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
        return hl_get(&pref->maxWorkspace, sizeof pref->maxWorkspace, buf, sizeInBytes,
                      sizeWritten);
    return HIPBLAS_STATUS_INVALID_VALUE;
}

/* ---- what hipshim runs ---- */
static int hl_type_ok(hipDataType t)
{
    return t == HIP_R_32F || t == HIP_R_16F || t == HIP_R_16BF;
}

static int hl_epilogue_ok(uint32_t e)
{
    switch (e) {
    case HIPBLASLT_EPILOGUE_DEFAULT: case HIPBLASLT_EPILOGUE_RELU: case HIPBLASLT_EPILOGUE_BIAS:
    case HIPBLASLT_EPILOGUE_RELU_BIAS: case HIPBLASLT_EPILOGUE_GELU:
    case HIPBLASLT_EPILOGUE_GELU_BIAS: case HIPBLASLT_EPILOGUE_GELU_AUX:
    case HIPBLASLT_EPILOGUE_GELU_AUX_BIAS: case HIPBLASLT_EPILOGUE_DGELU:
    case HIPBLASLT_EPILOGUE_DGELU_BGRAD: case HIPBLASLT_EPILOGUE_BGRADA:
    case HIPBLASLT_EPILOGUE_BGRADB:
        return 1;
    }
    return 0;
}

/* why hipshim cannot run the matmul, or NULL */
static const char *hl_check(hipblasLtMatmulDesc_t d, hipblasLtMatrixLayout_t a,
                            hipblasLtMatrixLayout_t b, hipblasLtMatrixLayout_t c,
                            hipblasLtMatrixLayout_t dd)
{
    if (a->order != HIPBLASLT_ORDER_COL || b->order != HIPBLASLT_ORDER_COL ||
        c->order != HIPBLASLT_ORDER_COL || dd->order != HIPBLASLT_ORDER_COL)
        return "row-major layouts are not supported";
    if (!hl_type_ok(a->type) || !hl_type_ok(b->type) || !hl_type_ok(c->type) ||
        !hl_type_ok(dd->type))
        return "matrix types other than HIP_R_32F, HIP_R_16F and HIP_R_16BF are not supported";
    if (d->scaleType != HIP_R_32F)
        return "scale types other than HIP_R_32F are not supported";
    if (d->pointerMode != HIPBLASLT_POINTER_MODE_HOST &&
        d->pointerMode != HIPBLASLT_POINTER_MODE_DEVICE)
        return "alpha as a device vector is not supported";
    if (!hl_epilogue_ok(d->epilogue))
        return "this epilogue is not supported";
    return NULL;
}

/* ---- the job ---- */
typedef struct hl_job {
    hipblasLtMatmulDescOpaque_t d;
    hipblasLtMatrixLayoutOpaque_t la, lb, lc, ld;
    int m, n, k;
    const void *A, *B, *C, *alphap, *betap;
    void *D;
    float alpha, beta;
} hl_job;

static size_t hl_size(hipDataType t) { return t == HIP_R_32F ? 4 : 2; }

static float hl_load(hipDataType t, const void *p, size_t i)
{
    switch (t) {
    case HIP_R_16F: return hsl_half_to_float(((const uint16_t *)p)[i]);
    case HIP_R_16BF: return hsl_bf16_to_float(((const uint16_t *)p)[i]);
    default: return ((const float *)p)[i];
    }
}

static void hl_store(hipDataType t, void *p, size_t i, float v)
{
    switch (t) {
    case HIP_R_16F: ((uint16_t *)p)[i] = hsl_float_to_half(v); break;
    case HIP_R_16BF: ((uint16_t *)p)[i] = hsl_float_to_bf16(v); break;
    default: ((float *)p)[i] = v;
    }
}

/* rows x cols of a matrix of type t into a packed float buffer */
static float *hl_widen(hipDataType t, const void *p, int64_t ld, int rows, int cols)
{
    float *f = malloc(((size_t)rows * cols + 1) * sizeof *f);
    if (f)
        for (int j = 0; j < cols; j++)
            for (int i = 0; i < rows; i++)
                f[(size_t)i + (size_t)j * rows] = hl_load(t, p, (size_t)i + (size_t)j * ld);
    return f;
}

#define HL_GELU_S 0.7978845608028654f   /* sqrt(2 / pi) */
static float hl_gelu(float x)
{
    return 0.5f * x * (1.0f + tanhf(HL_GELU_S * (x + 0.044715f * x * x * x)));
}

static float hl_dgelu(float x)
{
    float u = HL_GELU_S * (x + 0.044715f * x * x * x), t = tanhf(u);
    return 0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * HL_GELU_S * (1.0f + 3 * 0.044715f * x * x);
}

static const char *hl_at(const void *p, hipDataType t, int64_t stride, int b)
{
    return (const char *)p + (size_t)b * stride * hl_size(t);
}

static void hl_run_batch(const hl_job *j, int b, float alpha, float beta)
{
    const hipblasLtMatmulDescOpaque_t *d = &j->d;
    int m = j->m, n = j->n, k = j->k;
    int ta = d->transA != HIPBLAS_OP_N, tb = d->transB != HIPBLAS_OP_N;
    int ra = ta ? k : m, ca = ta ? m : k, rb = tb ? n : k, cb = tb ? k : n;
    const void *A = hl_at(j->A, j->la.type, j->la.batch > 1 ? j->la.stride : 0, b);
    const void *B = hl_at(j->B, j->lb.type, j->lb.batch > 1 ? j->lb.stride : 0, b);
    const void *C = hl_at(j->C, j->lc.type, j->lc.batch > 1 ? j->lc.stride : 0, b);
    void *D = (void *)hl_at(j->D, j->ld.type, j->ld.stride, b);
    float *fa = hl_widen(j->la.type, A, j->la.ld, ra, ca);
    float *fb = hl_widen(j->lb.type, B, j->lb.ld, rb, cb);
    /* W: the product in float, starting from C (a NULL C with beta 0 is fine) */
    float *W = beta != 0 && C ? hl_widen(j->lc.type, C, j->lc.ld, m, n)
                              : calloc((size_t)m * n + 1, sizeof *W);
    if (!fa || !fb || !W) {
        fprintf(stderr, "hipshim: hipblasLtMatmul: out of memory\n");
        goto out;
    }
    cblas_sgemm(CblasColMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m,
                n, k, alpha, fa, ra, fb, rb, beta != 0 && C ? beta : 0.0f, W, m);
    uint32_t e = d->epilogue;
    hipDataType bt = d->biasType == (hipDataType)-1 ? j->ld.type : d->biasType;
    int has_bias = e == HIPBLASLT_EPILOGUE_BIAS || e == HIPBLASLT_EPILOGUE_RELU_BIAS ||
                   e == HIPBLASLT_EPILOGUE_GELU_BIAS || e == HIPBLASLT_EPILOGUE_GELU_AUX_BIAS;
    int gelu = e == HIPBLASLT_EPILOGUE_GELU || e == HIPBLASLT_EPILOGUE_GELU_BIAS ||
               e == HIPBLASLT_EPILOGUE_GELU_AUX || e == HIPBLASLT_EPILOGUE_GELU_AUX_BIAS;
    int aux_out = e == HIPBLASLT_EPILOGUE_GELU_AUX || e == HIPBLASLT_EPILOGUE_GELU_AUX_BIAS;
    int relu = e == HIPBLASLT_EPILOGUE_RELU || e == HIPBLASLT_EPILOGUE_RELU_BIAS;
    int dgelu = e == HIPBLASLT_EPILOGUE_DGELU || e == HIPBLASLT_EPILOGUE_DGELU_BGRAD;
    char *aux = d->aux ? (char *)d->aux + (size_t)b * d->auxStride * hl_size(j->ld.type) : NULL;
    int64_t auxld = d->auxLd ? d->auxLd : m;
    for (int c = 0; c < n; c++)
        for (int r = 0; r < m; r++) {
            float v = W[(size_t)r + (size_t)c * m];
            if (has_bias)
                v += hl_load(bt, d->bias, (size_t)r);
            if (aux_out && aux)
                hl_store(j->ld.type, aux, (size_t)r + (size_t)c * auxld, v);
            if (gelu)
                v = hl_gelu(v);
            if (relu)
                v = v > 0 ? v : 0;
            if (dgelu && aux)
                v *= hl_dgelu(hl_load(j->ld.type, aux, (size_t)r + (size_t)c * auxld));
            W[(size_t)r + (size_t)c * m] = v;
        }
    /* bias gradients: written by the first batch only (one bias for all batches) */
    if (b == 0 && d->bias && (e == HIPBLASLT_EPILOGUE_BGRADA || e == HIPBLASLT_EPILOGUE_BGRADB ||
                              e == HIPBLASLT_EPILOGUE_DGELU_BGRAD)) {
        void *bias = (void *)d->bias;
        if (e == HIPBLASLT_EPILOGUE_BGRADB) {
            for (int c = 0; c < n; c++) {
                float s = 0;   /* column c of op(B) over k */
                for (int l = 0; l < k; l++)
                    s += tb ? fb[(size_t)c + (size_t)l * rb] : fb[(size_t)l + (size_t)c * rb];
                hl_store(bt, bias, (size_t)c, s);
            }
        } else if (e == HIPBLASLT_EPILOGUE_BGRADA) {
            for (int r = 0; r < m; r++) {
                float s = 0;   /* row r of op(A) over k */
                for (int l = 0; l < k; l++)
                    s += ta ? fa[(size_t)l + (size_t)r * ra] : fa[(size_t)r + (size_t)l * ra];
                hl_store(bt, bias, (size_t)r, s);
            }
        } else {
            for (int r = 0; r < m; r++) {
                float s = 0;   /* row r of the result over n */
                for (int c = 0; c < n; c++)
                    s += W[(size_t)r + (size_t)c * m];
                hl_store(bt, bias, (size_t)r, s);
            }
        }
    }
    for (int c = 0; c < n; c++)
        for (int r = 0; r < m; r++)
            hl_store(j->ld.type, D, (size_t)r + (size_t)c * j->ld.ld, W[(size_t)r + (size_t)c * m]);
out:
    free(fa);
    free(fb);
    free(W);
}

static void hl_run(void *p)
{
    hl_job *j = p;
    float alpha = j->alphap ? *(const float *)j->alphap : j->alpha;
    float beta = j->betap ? *(const float *)j->betap : j->beta;
    for (int b = 0; b < j->ld.batch; b++)
        hl_run_batch(j, b, alpha, beta);
}

hipblasStatus_t hipblasLtMatmulAlgoGetHeuristic(hipblasLtHandle_t handle,
                                                hipblasLtMatmulDesc_t matmulDesc,
                                                hipblasLtMatrixLayout_t Adesc,
                                                hipblasLtMatrixLayout_t Bdesc,
                                                hipblasLtMatrixLayout_t Cdesc,
                                                hipblasLtMatrixLayout_t Ddesc,
                                                hipblasLtMatmulPreference_t pref,
                                                int requestedAlgoCount,
                                                hipblasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                                int *returnAlgoCount)
{
    (void)pref;
    if (!hl_handle_get(handle))
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (!matmulDesc || !Adesc || !Bdesc || !Cdesc || !Ddesc || requestedAlgoCount < 1 ||
        !heuristicResultsArray || !returnAlgoCount)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *returnAlgoCount = 0;
    const char *why = hl_check(matmulDesc, Adesc, Bdesc, Cdesc, Ddesc);
    if (why)
        return hl_unsupported("hipblasLtMatmulAlgoGetHeuristic", why);
    memset(&heuristicResultsArray[0], 0, sizeof heuristicResultsArray[0]);
    heuristicResultsArray[0].state = HIPBLAS_STATUS_SUCCESS;
    heuristicResultsArray[0].wavesCount = 1.0f;
    *returnAlgoCount = 1;
    return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmul(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc,
                                const void *alpha, const void *A, hipblasLtMatrixLayout_t Adesc,
                                const void *B, hipblasLtMatrixLayout_t Bdesc, const void *beta,
                                const void *C, hipblasLtMatrixLayout_t Cdesc, void *D,
                                hipblasLtMatrixLayout_t Ddesc, const hipblasLtMatmulAlgo_t *algo,
                                void *workspace, size_t workspaceSizeInBytes, hipStream_t stream)
{
    (void)algo;
    (void)workspace;
    (void)workspaceSizeInBytes;
    if (!hl_handle_get(handle))
        return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (!matmulDesc || !Adesc || !Bdesc || !Cdesc || !Ddesc || !alpha || !beta)
        return HIPBLAS_STATUS_INVALID_VALUE;
    const char *why = hl_check(matmulDesc, Adesc, Bdesc, Cdesc, Ddesc);
    if (why)
        return hl_unsupported("hipblasLtMatmul", why);
    int ta = matmulDesc->transA != HIPBLAS_OP_N, tb = matmulDesc->transB != HIPBLAS_OP_N;
    uint64_t m = Ddesc->rows, n = Ddesc->cols, k = ta ? Adesc->rows : Adesc->cols;
    /* the shapes must agree: op(A) m x k, op(B) k x n, C and D m x n */
    if ((ta ? Adesc->cols : Adesc->rows) != m || (tb ? Bdesc->cols : Bdesc->rows) != k ||
        (tb ? Bdesc->rows : Bdesc->cols) != n || Cdesc->rows != m || Cdesc->cols != n ||
        m > INT32_MAX || n > INT32_MAX || k > INT32_MAX || Adesc->ld < (int64_t)Adesc->rows ||
        Bdesc->ld < (int64_t)Bdesc->rows || Cdesc->ld < (int64_t)m || Ddesc->ld < (int64_t)m ||
        Ddesc->batch < 1 || (Adesc->batch != 1 && Adesc->batch != Ddesc->batch) ||
        (Bdesc->batch != 1 && Bdesc->batch != Ddesc->batch) ||
        (Cdesc->batch != 1 && Cdesc->batch != Ddesc->batch))
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (m == 0 || n == 0)
        return HIPBLAS_STATUS_SUCCESS;
    if (!D || (k > 0 && (!A || !B)))
        return HIPBLAS_STATUS_INVALID_VALUE;
    hl_job *j = calloc(1, sizeof *j);
    if (!j)
        return HIPBLAS_STATUS_ALLOC_FAILED;
    j->d = *matmulDesc;
    j->la = *Adesc;
    j->lb = *Bdesc;
    j->lc = *Cdesc;
    j->ld = *Ddesc;
    j->m = (int)m;
    j->n = (int)n;
    j->k = (int)k;
    j->A = A;
    j->B = B;
    j->C = C;
    j->D = D;
    if (matmulDesc->pointerMode == HIPBLASLT_POINTER_MODE_DEVICE) {
        j->alphap = alpha;
        j->betap = beta;
    } else {
        j->alpha = *(const float *)alpha;
        j->beta = *(const float *)beta;
    }
    if (hs_host_work(stream, hl_run, free, j) != hipSuccess)
        return HIPBLAS_STATUS_EXECUTION_FAILED;
    return HIPBLAS_STATUS_SUCCESS;
}
