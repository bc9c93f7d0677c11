// cublaslt_matmul - cuBLASLt matmuls as llm.c's matmul_cublaslt issues them: descriptors with
// transposes, layouts, a preference with a workspace limit, the heuristic, then cublasLtMatmul
// with the epilogues DEFAULT (accumulating into D), BIAS, GELU_BIAS, GELU_AUX_BIAS (the
// pre-activation kept in the aux buffer), DGELU (the gradient through that aux buffer), BGRADB
// (the bias gradient), a strided batch, and bfloat16 matrices. Each result is checked against a
// CPU reference within a tolerance (GELU in its tanh form; the GELU checks allow 2e-3, which
// also covers an erf-based GELU).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

static int failures = 0;

#define CUDA_CHECK(x)                                                                          \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                              \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)
#define LT_CHECK(x)                                                                            \
    do {                                                                                       \
        cublasStatus_t s_ = (x);                                                               \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                     \
            printf("FAIL: %s: status %d\n", #x, (int)s_);                                      \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

static float gelu(float x)
{
    return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
}
static float dgelu(float x)
{
    float u = 0.7978845608f * (x + 0.044715f * x * x * x), t = tanhf(u);
    return 0.5f * (1 + t) + 0.5f * x * (1 - t * t) * 0.7978845608f * (1 + 3 * 0.044715f * x * x);
}

static float frand(unsigned &s)
{
    s = s * 1664525u + 1013904223u;
    return (float)((s >> 8) & 0xffff) / 65536.0f - 0.5f;
}

static void verdict(const char *what, const std::vector<float> &got, const std::vector<float> &want,
                    float tol)
{
    float err = 0;
    for (size_t i = 0; i < want.size(); i++)
        err = fmaxf(err, fabsf(got[i] - want[i]) / (1 + fabsf(want[i])));
    if (err <= tol) {
        printf("%s: ok\n", what);
    } else {
        printf("%s: MISMATCH (relative error %g)\n", what, err);
        failures++;
    }
}

static cublasLtHandle_t lt;
static void *workspace;
static const size_t workspace_size = 4 << 20;

// D (m x n) = epilogue(A^T (A stored k x m) B (k x n) [+ D]), llm.c's layout for a forward
// matmul; bias, aux (m x n) as the epilogue needs; batch > 0 for a strided batch
static void lt_matmul(float *d, const float *a, const float *b, const float *bias, float *aux,
                      int m, int n, int k, cublasLtEpilogue_t epi, float beta, int batch = 0,
                      long long sA = 0, long long sB = 0, long long sD = 0, bool transA = true)
{
    cublasLtMatmulDesc_t desc;
    LT_CHECK(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasOperation_t opA = transA ? CUBLAS_OP_T : CUBLAS_OP_N, opB = CUBLAS_OP_N;
    LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof opA));
    LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof opB));
    LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
    if (bias)
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias,
                                                sizeof bias));
    if (aux) {
        int64_t ld = m;
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER,
                                                &aux, sizeof aux));
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &ld,
                                                sizeof ld));
    }
    cublasLtMatrixLayout_t la, lb, lc;
    if (transA)
        LT_CHECK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, k, m, k));
    else
        LT_CHECK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m));
    LT_CHECK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k));
    LT_CHECK(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m));
    if (batch) {
        cublasLtMatrixLayout_t ls[3] = {la, lb, lc};
        long long st[3] = {sA, sB, sD};
        for (int i = 0; i < 3; i++) {
            int64_t s = st[i];
            LT_CHECK(cublasLtMatrixLayoutSetAttribute(ls[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                                                      &batch, sizeof batch));
            LT_CHECK(cublasLtMatrixLayoutSetAttribute(
                ls[i], CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &s, sizeof s));
        }
    }
    cublasLtMatmulPreference_t pref;
    LT_CHECK(cublasLtMatmulPreferenceCreate(&pref));
    LT_CHECK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                  &workspace_size, sizeof workspace_size));
    cublasLtMatmulHeuristicResult_t heur;
    int found = 0;
    LT_CHECK(cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, lc, lc, pref, 1, &heur, &found));
    if (found == 0) {
        printf("FAIL: no cuBLASLt algorithm\n");
        exit(1);
    }
    const float alpha = 1.0f;
    LT_CHECK(cublasLtMatmul(lt, desc, &alpha, a, la, b, lb, &beta, d, lc, d, lc, &heur.algo,
                            workspace, workspace_size, 0));
    // the descriptors may go at once: the matmul has what it needs
    LT_CHECK(cublasLtMatmulPreferenceDestroy(pref));
    LT_CHECK(cublasLtMatmulDescDestroy(desc));
    LT_CHECK(cublasLtMatrixLayoutDestroy(la));
    LT_CHECK(cublasLtMatrixLayoutDestroy(lb));
    LT_CHECK(cublasLtMatrixLayoutDestroy(lc));
}

template <class T> static T *to_dev(const std::vector<T> &h)
{
    T *d;
    CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
static std::vector<float> to_host(const float *d, size_t n)
{
    std::vector<float> h(n);
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
    return h;
}

int main()
{
    LT_CHECK(cublasLtCreate(&lt));
    CUDA_CHECK(cudaMalloc(&workspace, workspace_size));
    const int m = 48, n = 20, k = 64;   // m: output channels, n: tokens, k: input channels
    unsigned seed = 1;
    std::vector<float> W(k * m), X(k * n), bias(m), D0(m * n);
    for (auto &v : W) v = frand(seed);
    for (auto &v : X) v = frand(seed);
    for (auto &v : bias) v = frand(seed);
    for (auto &v : D0) v = frand(seed);
    float *dW = to_dev(W), *dX = to_dev(X), *dbias = to_dev(bias), *dD = to_dev(D0), *daux;
    CUDA_CHECK(cudaMalloc(&daux, m * n * sizeof(float)));
    // the product W^T X, on the CPU
    std::vector<float> P(m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += (double)W[l + i * k] * X[l + j * k];
            P[i + j * m] = (float)s;
        }
    std::vector<float> want(m * n), aux(m * n);

    lt_matmul(dD, dW, dX, nullptr, nullptr, m, n, k, CUBLASLT_EPILOGUE_DEFAULT, 1.0f);
    for (int i = 0; i < m * n; i++) want[i] = P[i] + D0[i];
    verdict("default, accumulating (beta 1)", to_host(dD, m * n), want, 1e-5f);

    lt_matmul(dD, dW, dX, dbias, nullptr, m, n, k, CUBLASLT_EPILOGUE_BIAS, 0.0f);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) want[i + j * m] = P[i + j * m] + bias[i];
    verdict("bias", to_host(dD, m * n), want, 1e-5f);

    lt_matmul(dD, dW, dX, dbias, nullptr, m, n, k, CUBLASLT_EPILOGUE_GELU_BIAS, 0.0f);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) want[i + j * m] = gelu(P[i + j * m] + bias[i]);
    verdict("gelu bias", to_host(dD, m * n), want, 2e-3f);

    lt_matmul(dD, dW, dX, dbias, daux, m, n, k, CUBLASLT_EPILOGUE_GELU_AUX_BIAS, 0.0f);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) aux[i + j * m] = P[i + j * m] + bias[i];
    verdict("gelu aux bias: output", to_host(dD, m * n), want, 2e-3f);
    verdict("gelu aux bias: pre-activation", to_host(daux, m * n), aux, 1e-5f);

    // backward through the GELU: dinp = (W dout) * gelu'(pre-activation), W not transposed
    std::vector<float> dout(k * n);
    for (auto &v : dout) v = frand(seed);
    float *ddout = to_dev(dout), *dgrad;
    CUDA_CHECK(cudaMalloc(&dgrad, m * n * sizeof(float)));
    std::vector<float> Wt(m * k);   // m x k, column-major: W^T stored
    for (int i = 0; i < m; i++)
        for (int l = 0; l < k; l++) Wt[i + l * m] = W[l + i * k];
    float *dWt = to_dev(Wt);
    lt_matmul(dgrad, dWt, ddout, nullptr, daux, m, n, k, CUBLASLT_EPILOGUE_DGELU, 0.0f, 0, 0, 0,
              0, false);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += (double)Wt[i + l * m] * dout[l + j * k];
            want[i + j * m] = (float)s * dgelu(aux[i + j * m]);
        }
    verdict("dgelu", to_host(dgrad, m * n), want, 2e-3f);

    // bias gradient over the columns of B: dbias[j] = sum over k of X(:, j)
    float *dbgrad;
    CUDA_CHECK(cudaMalloc(&dbgrad, n * sizeof(float)));
    lt_matmul(dD, dW, dX, dbgrad, nullptr, m, n, k, CUBLASLT_EPILOGUE_BGRADB, 0.0f);
    std::vector<float> bg(n);
    for (int j = 0; j < n; j++) {
        double s = 0;
        for (int l = 0; l < k; l++) s += X[l + j * k];
        bg[j] = (float)s;
    }
    verdict("bgradb: product", to_host(dD, m * n), P, 1e-5f);
    verdict("bgradb: bias gradient", to_host(dbgrad, n), bg, 1e-5f);

    // a strided batch of 3 (as llm.c's attention does), the batches m*k, k*n and m*n apart
    const int batch = 3;
    std::vector<float> BA(k * m * batch), BB(k * n * batch);
    for (auto &v : BA) v = frand(seed);
    for (auto &v : BB) v = frand(seed);
    float *dBA = to_dev(BA), *dBB = to_dev(BB), *dBD;
    CUDA_CHECK(cudaMalloc(&dBD, m * n * batch * sizeof(float)));
    lt_matmul(dBD, dBA, dBB, nullptr, nullptr, m, n, k, CUBLASLT_EPILOGUE_DEFAULT, 0.0f, batch,
              (long long)k * m, (long long)k * n, (long long)m * n);
    std::vector<float> bw(m * n * batch);
    for (int b = 0; b < batch; b++)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double s = 0;
                for (int l = 0; l < k; l++)
                    s += (double)BA[b * k * m + l + i * k] * BB[b * k * n + l + j * k];
                bw[b * m * n + i + j * m] = (float)s;
            }
    verdict("strided batch of 3", to_host(dBD, m * n * batch), bw, 1e-5f);

    // bfloat16 matrices (llm.c's floatX), float accumulation, bias in bfloat16
    {
        std::vector<__nv_bfloat16> hA(k * m), hB(k * n), hbias(m);
        std::vector<float> fa(k * m), fb(k * n), fbias(m);
        for (int i = 0; i < k * m; i++) hA[i] = __float2bfloat16(W[i]), fa[i] = __bfloat162float(hA[i]);
        for (int i = 0; i < k * n; i++) hB[i] = __float2bfloat16(X[i]), fb[i] = __bfloat162float(hB[i]);
        for (int i = 0; i < m; i++) hbias[i] = __float2bfloat16(bias[i]), fbias[i] = __bfloat162float(hbias[i]);
        __nv_bfloat16 *bA = to_dev(hA), *bB = to_dev(hB), *bbias = to_dev(hbias), *bD;
        CUDA_CHECK(cudaMalloc(&bD, m * n * sizeof(__nv_bfloat16)));
        cublasLtMatmulDesc_t desc;
        LT_CHECK(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
        cublasOperation_t opT = CUBLAS_OP_T, opN = CUBLAS_OP_N;
        cublasLtEpilogue_t epi = CUBLASLT_EPILOGUE_BIAS;
        cudaDataType_t bt = CUDA_R_16BF;
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &opT, sizeof opT));
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &opN, sizeof opN));
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bt, sizeof bt));
        LT_CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bbias, sizeof bbias));
        cublasLtMatrixLayout_t la, lb, lc;
        LT_CHECK(cublasLtMatrixLayoutCreate(&la, CUDA_R_16BF, k, m, k));
        LT_CHECK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_16BF, k, n, k));
        LT_CHECK(cublasLtMatrixLayoutCreate(&lc, CUDA_R_16BF, m, n, m));
        cublasLtMatmulPreference_t pref;
        LT_CHECK(cublasLtMatmulPreferenceCreate(&pref));
        LT_CHECK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                      &workspace_size, sizeof workspace_size));
        cublasLtMatmulHeuristicResult_t heur;
        int found = 0;
        LT_CHECK(cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, lc, lc, pref, 1, &heur, &found));
        float one = 1, zero = 0;
        if (found)
            LT_CHECK(cublasLtMatmul(lt, desc, &one, bA, la, bB, lb, &zero, bD, lc, bD, lc,
                                    &heur.algo, workspace, workspace_size, 0));
        std::vector<__nv_bfloat16> hD(m * n);
        CUDA_CHECK(cudaMemcpy(hD.data(), bD, m * n * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost));
        std::vector<float> got(m * n), w(m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double s = 0;
                for (int l = 0; l < k; l++) s += (double)fa[l + i * k] * fb[l + j * k];
                w[i + j * m] = (float)s + fbias[i];
                got[i + j * m] = __bfloat162float(hD[i + j * m]);
            }
        printf("bfloat16 algorithm found: %s\n", found ? "yes" : "no");
        verdict("bfloat16 with bias", got, w, 1.0f / 128);   // bfloat16 has 8 bits of mantissa
        cublasLtMatmulPreferenceDestroy(pref);
        cublasLtMatmulDescDestroy(desc);
        cublasLtMatrixLayoutDestroy(la);
        cublasLtMatrixLayoutDestroy(lb);
        cublasLtMatrixLayoutDestroy(lc);
        cudaFree(bA); cudaFree(bB); cudaFree(bbias); cudaFree(bD);
    }
    LT_CHECK(cublasLtDestroy(lt));
    cudaFree(workspace); cudaFree(dW); cudaFree(dX); cudaFree(dbias); cudaFree(dD); cudaFree(daux);
    cudaFree(ddout); cudaFree(dgrad); cudaFree(dWt); cudaFree(dbgrad); cudaFree(dBA);
    cudaFree(dBB); cudaFree(dBD);
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
