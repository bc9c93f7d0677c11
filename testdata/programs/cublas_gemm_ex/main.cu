// cublas_gemm_ex - cuBLAS GEMM in its batched and mixed-precision forms, with streams and
// device-side scalars: SgemmBatched, DgemmStridedBatched, GemmEx (half and bfloat16 inputs with
// float accumulation, int8 inputs with int32 results), GemmBatchedEx, GemmStridedBatchedEx, Hgemm;
// alpha read from device memory that a kernel of the same stream wrote just before; a dot product
// returned to device memory; the math mode round trip. Each result is checked against a CPU
// reference: exactly where the inputs make it exact, within the rounding of the output type
// otherwise.
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <vector>
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
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
#define BLAS_CHECK(x)                                                                          \
    do {                                                                                       \
        cublasStatus_t s_ = (x);                                                               \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                     \
            printf("FAIL: %s: status %d\n", #x, (int)s_);                                      \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

static void verdict(const char *what, double maxerr, double tol)
{
    if (maxerr <= tol) {
        printf("%s: ok\n", what);
    } else {
        printf("%s: MISMATCH (error %g)\n", what, maxerr);
        failures++;
    }
}

static int small(int i, int mod) { return (i * 13 + 5) % mod - mod / 2; }

// C (m x n, ldc) = alpha A (m x k) B (k x n) + beta C, all column-major, no transposes
static void ref(int m, int n, int k, double alpha, const double *A, int lda, const double *B,
                int ldb, double beta, double *C, int ldc)
{
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += A[i + l * lda] * B[l + j * ldb];
            C[i + j * ldc] = alpha * s + beta * C[i + j * ldc];
        }
}

__global__ void set_scalar(float *p, float v) { *p = v; }

static void batched(cublasHandle_t h)
{
    const int m = 5, n = 4, k = 3, batch = 6;
    std::vector<float> A(m * k * batch), B(k * n * batch), C(m * n * batch, 1);
    for (size_t i = 0; i < A.size(); i++) A[i] = small((int)i, 7);
    for (size_t i = 0; i < B.size(); i++) B[i] = small((int)i, 5);
    float *dA, *dB, *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * 4));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * 4));
    CUDA_CHECK(cudaMalloc(&dC, C.size() * 4));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dC, C.data(), C.size() * 4, cudaMemcpyHostToDevice));
    // arrays of device pointers, themselves in device memory; the batch in reverse order
    std::vector<float *> pa(batch), pb(batch), pc(batch);
    for (int b = 0; b < batch; b++) {
        pa[b] = dA + (batch - 1 - b) * m * k;
        pb[b] = dB + b * k * n;
        pc[b] = dC + b * m * n;
    }
    float **dpa, **dpb, **dpc;
    CUDA_CHECK(cudaMalloc(&dpa, batch * sizeof(float *)));
    CUDA_CHECK(cudaMalloc(&dpb, batch * sizeof(float *)));
    CUDA_CHECK(cudaMalloc(&dpc, batch * sizeof(float *)));
    CUDA_CHECK(cudaMemcpy(dpa, pa.data(), batch * sizeof(float *), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dpb, pb.data(), batch * sizeof(float *), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dpc, pc.data(), batch * sizeof(float *), cudaMemcpyHostToDevice));
    float alpha = 2, beta = -1;
    BLAS_CHECK(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dpa, m, dpb, k,
                                  &beta, dpc, m, batch));
    std::vector<float> got(C.size());
    CUDA_CHECK(cudaMemcpy(got.data(), dC, C.size() * 4, cudaMemcpyDeviceToHost));
    double err = 0;
    for (int b = 0; b < batch; b++) {
        std::vector<double> a(A.begin() + (batch - 1 - b) * m * k, A.begin() + (batch - b) * m * k);
        std::vector<double> bb(B.begin() + b * k * n, B.begin() + (b + 1) * k * n);
        std::vector<double> c(m * n, 1);
        ref(m, n, k, 2, a.data(), m, bb.data(), k, -1, c.data(), m);
        for (int i = 0; i < m * n; i++) err = std::fmax(err, std::fabs(got[b * m * n + i] - c[i]));
    }
    verdict("sgemm batched (pointer arrays)", err, 0);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dpa); cudaFree(dpb); cudaFree(dpc);

    // strided, double, with a stride larger than the matrix (gaps stay untouched)
    const long long sA = m * k + 2, sB = k * n + 1, sC = m * n + 3;
    std::vector<double> DA(sA * batch), DB(sB * batch), DC(sC * batch, 7);
    for (size_t i = 0; i < DA.size(); i++) DA[i] = small((int)i, 9);
    for (size_t i = 0; i < DB.size(); i++) DB[i] = small((int)i + 4, 7);
    double *ddA, *ddB, *ddC;
    CUDA_CHECK(cudaMalloc(&ddA, DA.size() * 8));
    CUDA_CHECK(cudaMalloc(&ddB, DB.size() * 8));
    CUDA_CHECK(cudaMalloc(&ddC, DC.size() * 8));
    CUDA_CHECK(cudaMemcpy(ddA, DA.data(), DA.size() * 8, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(ddB, DB.data(), DB.size() * 8, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(ddC, DC.data(), DC.size() * 8, cudaMemcpyHostToDevice));
    double dalpha = 1, dbeta = 0.5;
    BLAS_CHECK(cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &dalpha, ddA, m, sA,
                                         ddB, k, sB, &dbeta, ddC, m, sC, batch));
    std::vector<double> dgot(DC.size());
    CUDA_CHECK(cudaMemcpy(dgot.data(), ddC, DC.size() * 8, cudaMemcpyDeviceToHost));
    for (int b = 0; b < batch; b++)
        ref(m, n, k, 1, &DA[b * sA], m, &DB[b * sB], k, 0.5, &DC[b * sC], m);
    err = 0;
    for (size_t i = 0; i < DC.size(); i++) err = std::fmax(err, std::fabs(dgot[i] - DC[i]));
    verdict("dgemm strided batched", err, 0);
    cudaFree(ddA); cudaFree(ddB); cudaFree(ddC);
}

template <class H> static float to_float(H v);
template <> float to_float(__half v) { return __half2float(v); }
template <> float to_float(__nv_bfloat16 v) { return __bfloat162float(v); }
template <class H> static H from_float(float v);
template <> __half from_float(float v) { return __float2half(v); }
template <> __nv_bfloat16 from_float(float v) { return __float2bfloat16(v); }

// GemmEx with 16-bit inputs: output in float (exact: small integers) or in the input type
template <class H>
static void gemm_ex_16(cublasHandle_t h, cudaDataType_t t, const char *name, bool out16)
{
    const int m = 33, n = 17, k = 40, lda = 36;
    std::vector<H> A(lda * k), B(k * n);
    std::vector<double> a(lda * k), b(k * n), c(m * n, 0);
    for (size_t i = 0; i < A.size(); i++) A[i] = from_float<H>(small((int)i, 9)), a[i] = to_float(A[i]);
    for (size_t i = 0; i < B.size(); i++) B[i] = from_float<H>(small((int)i, 7) * 0.5f), b[i] = to_float(B[i]);
    H *dA, *dB;
    void *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(H)));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * sizeof(H)));
    CUDA_CHECK(cudaMalloc(&dC, m * n * 4));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(H), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(H), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dC, 0, m * n * 4));
    float alpha = 1, beta = 0;
    BLAS_CHECK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, t, lda, dB, t, k,
                            &beta, dC, out16 ? t : CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                            CUBLAS_GEMM_DEFAULT));
    ref(m, n, k, 1, a.data(), lda, b.data(), k, 0, c.data(), m);
    double err = 0, tol = 0;
    if (out16) {
        std::vector<H> got(m * n);
        CUDA_CHECK(cudaMemcpy(got.data(), dC, m * n * sizeof(H), cudaMemcpyDeviceToHost));
        for (int i = 0; i < m * n; i++) {
            err = std::fmax(err, std::fabs(to_float(got[i]) - c[i]));
            // one unit in the last place of the 16-bit result
            tol = std::fmax(tol, std::fabs(c[i]) * (t == CUDA_R_16F ? 1.0 / 1024 : 1.0 / 128));
        }
    } else {
        std::vector<float> got(m * n);
        CUDA_CHECK(cudaMemcpy(got.data(), dC, m * n * 4, cudaMemcpyDeviceToHost));
        for (int i = 0; i < m * n; i++) err = std::fmax(err, std::fabs(got[i] - c[i]));
    }
    verdict(name, err, tol);
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
}

static void gemm_ex_int8(cublasHandle_t h)
{
    const int m = 16, n = 8, k = 32;   // cuBLAS's int8 GEMM wants multiples of 4
    std::vector<int8_t> A(m * k), B(k * n);
    for (size_t i = 0; i < A.size(); i++) A[i] = (int8_t)small((int)i, 255);
    for (size_t i = 0; i < B.size(); i++) B[i] = (int8_t)small((int)i + 9, 201);
    int8_t *dA, *dB;
    int32_t *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size()));
    CUDA_CHECK(cudaMalloc(&dB, B.size()));
    CUDA_CHECK(cudaMalloc(&dC, m * n * 4));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size(), cudaMemcpyHostToDevice));
    int32_t alpha = 1, beta = 0;
    // A^T (k x m stored) times B: the layout cuBLAS's int8 path prefers
    BLAS_CHECK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, dA, CUDA_R_8I, k, dB,
                            CUDA_R_8I, k, &beta, dC, CUDA_R_32I, m, CUBLAS_COMPUTE_32I,
                            CUBLAS_GEMM_DEFAULT));
    std::vector<int32_t> got(m * n);
    CUDA_CHECK(cudaMemcpy(got.data(), dC, m * n * 4, cudaMemcpyDeviceToHost));
    long long sum = 0;
    int bad = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            int32_t s = 0;
            for (int l = 0; l < k; l++) s += A[l + i * k] * B[l + j * k];
            bad += got[i + j * m] != s;
            sum += s;
        }
    printf("int8 gemm: sum %lld\n", sum);
    verdict("int8 gemm (int32 result)", bad, 0);
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
}

static void batched_ex_and_hgemm(cublasHandle_t h)
{
    const int m = 8, n = 6, k = 10, batch = 3;
    std::vector<__half> A(m * k * batch), B(k * n * batch);
    std::vector<double> a(A.size()), b(B.size());
    for (size_t i = 0; i < A.size(); i++) A[i] = __float2half(small((int)i, 5)), a[i] = __half2float(A[i]);
    for (size_t i = 0; i < B.size(); i++) B[i] = __float2half(small((int)i, 3)), b[i] = __half2float(B[i]);
    __half *dA, *dB, *dH;
    float *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * 2));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * 2));
    CUDA_CHECK(cudaMalloc(&dC, m * n * batch * 4));
    CUDA_CHECK(cudaMalloc(&dH, m * n * batch * 2));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * 2, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * 2, cudaMemcpyHostToDevice));
    float alpha = 1, beta = 0;
    BLAS_CHECK(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA,
                                          CUDA_R_16F, m, m * k, dB, CUDA_R_16F, k, k * n, &beta, dC,
                                          CUDA_R_32F, m, m * n, batch, CUBLAS_COMPUTE_32F,
                                          CUBLAS_GEMM_DEFAULT));
    std::vector<float> got(m * n * batch);
    CUDA_CHECK(cudaMemcpy(got.data(), dC, got.size() * 4, cudaMemcpyDeviceToHost));
    std::vector<double> want(m * n * batch, 0);
    for (int bt = 0; bt < batch; bt++)
        ref(m, n, k, 1, &a[bt * m * k], m, &b[bt * k * n], k, 0, &want[bt * m * n], m);
    double err = 0;
    for (size_t i = 0; i < want.size(); i++) err = std::fmax(err, std::fabs(got[i] - want[i]));
    verdict("gemm strided batched ex (half in, float out)", err, 0);

    // the same with arrays of pointers, and with Hgemm (all half: results exact here, < 2048)
    std::vector<const void *> pa(batch), pb(batch);
    std::vector<void *> pc(batch);
    for (int bt = 0; bt < batch; bt++)
        pa[bt] = dA + bt * m * k, pb[bt] = dB + bt * k * n, pc[bt] = dC + bt * m * n;
    const void **dpa, **dpb;
    void **dpc;
    CUDA_CHECK(cudaMalloc(&dpa, batch * sizeof(void *)));
    CUDA_CHECK(cudaMalloc(&dpb, batch * sizeof(void *)));
    CUDA_CHECK(cudaMalloc(&dpc, batch * sizeof(void *)));
    CUDA_CHECK(cudaMemcpy(dpa, pa.data(), batch * sizeof(void *), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dpb, pb.data(), batch * sizeof(void *), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dpc, pc.data(), batch * sizeof(void *), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dC, 0, m * n * batch * 4));
    BLAS_CHECK(cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dpa, CUDA_R_16F,
                                   m, dpb, CUDA_R_16F, k, &beta, dpc, CUDA_R_32F, m, batch,
                                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    CUDA_CHECK(cudaMemcpy(got.data(), dC, got.size() * 4, cudaMemcpyDeviceToHost));
    err = 0;
    for (size_t i = 0; i < want.size(); i++) err = std::fmax(err, std::fabs(got[i] - want[i]));
    verdict("gemm batched ex (pointer arrays)", err, 0);
    __half halpha = __float2half(1.0f), hbeta = __float2half(0.0f);
    BLAS_CHECK(cublasHgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &halpha, dA, m,
                                         m * k, dB, k, k * n, &hbeta, dH, m, m * n, batch));
    std::vector<__half> hg(m * n * batch);
    CUDA_CHECK(cudaMemcpy(hg.data(), dH, hg.size() * 2, cudaMemcpyDeviceToHost));
    err = 0;
    for (size_t i = 0; i < want.size(); i++) err = std::fmax(err, std::fabs(__half2float(hg[i]) - want[i]));
    verdict("hgemm strided batched", err, 0);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dH); cudaFree(dpa); cudaFree(dpb); cudaFree(dpc);
}

// alpha in device memory, written by a kernel queued on the same stream right before the GEMM;
// a dot product written to device memory; the stream is non-blocking, so only its own order
// (not the null stream) puts the kernel before the GEMM
static void streams_and_device_scalars(cublasHandle_t h)
{
    cudaStream_t s;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    BLAS_CHECK(cublasSetStream(h, s));
    cudaStream_t got_s;
    BLAS_CHECK(cublasGetStream(h, &got_s));
    printf("stream set: %s\n", got_s == s ? "yes" : "no");
    const int n = 64;
    std::vector<float> A(n * n), x(n, 1);
    for (int i = 0; i < n * n; i++) A[i] = small(i, 5);
    float *dA, *dx, *dy, *dscal;
    CUDA_CHECK(cudaMalloc(&dA, n * n * 4));
    CUDA_CHECK(cudaMalloc(&dx, n * 4));
    CUDA_CHECK(cudaMalloc(&dy, n * 4));
    CUDA_CHECK(cudaMalloc(&dscal, 3 * 4));
    CUDA_CHECK(cudaMemcpyAsync(dA, A.data(), n * n * 4, cudaMemcpyHostToDevice, s));
    CUDA_CHECK(cudaMemcpyAsync(dx, x.data(), n * 4, cudaMemcpyHostToDevice, s));
    BLAS_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    cublasPointerMode_t pm;
    BLAS_CHECK(cublasGetPointerMode(h, &pm));
    printf("pointer mode device: %s\n", pm == CUBLAS_POINTER_MODE_DEVICE ? "yes" : "no");
    set_scalar<<<1, 1, 0, s>>>(dscal, 3.0f);       // alpha
    set_scalar<<<1, 1, 0, s>>>(dscal + 1, 0.0f);   // beta
    BLAS_CHECK(cublasSgemv(h, CUBLAS_OP_N, n, n, dscal, dA, n, dx, 1, dscal + 1, dy, 1));
    BLAS_CHECK(cublasSdot(h, n, dy, 1, dx, 1, dscal + 2));
    float dot = 0;
    CUDA_CHECK(cudaMemcpyAsync(&dot, dscal + 2, 4, cudaMemcpyDeviceToHost, s));
    CUDA_CHECK(cudaStreamSynchronize(s));
    double want = 0;
    for (int i = 0; i < n * n; i++) want += 3.0 * A[i];
    printf("device-mode gemv+dot: %.1f (want %.1f)\n", dot, want);
    if (dot != want) failures++;
    BLAS_CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    BLAS_CHECK(cublasSetStream(h, 0));
    CUDA_CHECK(cudaStreamDestroy(s));
    cudaFree(dA); cudaFree(dx); cudaFree(dy); cudaFree(dscal);
}

int main()
{
    cublasHandle_t h;
    BLAS_CHECK(cublasCreate(&h));
    BLAS_CHECK(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH));
    cublasMath_t mode;
    BLAS_CHECK(cublasGetMathMode(h, &mode));
    printf("math mode tf32: %s\n", mode == CUBLAS_TF32_TENSOR_OP_MATH ? "yes" : "no");
    BLAS_CHECK(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH));
    batched(h);
    gemm_ex_16<__half>(h, CUDA_R_16F, "gemm ex half -> float", false);
    gemm_ex_16<__half>(h, CUDA_R_16F, "gemm ex half -> half", true);
    gemm_ex_16<__nv_bfloat16>(h, CUDA_R_16BF, "gemm ex bfloat16 -> float", false);
    gemm_ex_16<__nv_bfloat16>(h, CUDA_R_16BF, "gemm ex bfloat16 -> bfloat16", true);
    gemm_ex_int8(h);
    batched_ex_and_hgemm(h);
    streams_and_device_scalars(h);
    BLAS_CHECK(cublasDestroy(h));
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
