// cublas_levels - cuBLAS levels 1, 2 and 3 in single, double and complex precision, each result
// checked against a plain CPU reference computed here. Inputs are small integers, so that most
// results are exact whatever the order of the sums; norms and rotations are checked within a
// tolerance. Column-major, leading dimensions larger than the rows, transposes, increments 2.
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cublas_v2.h>
#include <cuComplex.h>
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

template <class T> static T *dev(const std::vector<T> &h)
{
    T *d;
    CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 1));
    CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <class T> static std::vector<T> host(const T *d, size_t n)
{
    std::vector<T> h(n);
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

static double mag(double v) { return std::fabs(v); }
static double mag(std::complex<double> v) { return std::abs(v); }
static double mag(std::complex<float> v) { return std::abs(v); }

template <class T> static void check(const char *what, const std::vector<T> &got,
                                     const std::vector<T> &want, double tol = 0)
{
    for (size_t i = 0; i < want.size(); i++) {
        double err = mag(got[i] - want[i]);
        if (!(err <= tol * (1 + mag(want[i])))) {
            printf("%s: MISMATCH at %zu\n", what, i);
            failures++;
            return;
        }
    }
    printf("%s: ok\n", what);
}

static int small(int i, int mod) { return (i * 7 + 3) % mod - mod / 2; }

// ---- references (column-major) ----
template <class T> static T opel(const std::vector<T> &A, int lda, char op, int i, int j)
{
    if (op == 'N')
        return A[i + (size_t)j * lda];
    T v = A[j + (size_t)i * lda];
    if constexpr (!std::is_arithmetic<T>::value)
        if (op == 'C')
            v = std::conj(v);
    return v;
}
template <class T>
static void ref_gemm(char ta, char tb, int m, int n, int k, T alpha, const std::vector<T> &A,
                     int lda, const std::vector<T> &B, int ldb, T beta, std::vector<T> &C, int ldc)
{
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            T s = 0;
            for (int l = 0; l < k; l++)
                s += opel(A, lda, ta, i, l) * opel(B, ldb, tb, l, j);
            C[i + (size_t)j * ldc] = alpha * s + beta * C[i + (size_t)j * ldc];
        }
}

static cublasOperation_t op(char c)
{
    return c == 'N' ? CUBLAS_OP_N : c == 'T' ? CUBLAS_OP_T : CUBLAS_OP_C;
}

// ---- level 1 ----
static void level1_single(cublasHandle_t h)
{
    const int n = 37;
    std::vector<float> x(2 * n), y(n);
    for (int i = 0; i < 2 * n; i++) x[i] = small(i, 9);
    for (int i = 0; i < n; i++) y[i] = small(i + 5, 11);
    float *dx = dev(x), *dy = dev(y);
    float alpha = 3;
    // y = 3 x(incx 2) + y
    BLAS_CHECK(cublasSaxpy(h, n, &alpha, dx, 2, dy, 1));
    std::vector<float> want = y;
    for (int i = 0; i < n; i++) want[i] += 3 * x[2 * i];
    check("saxpy incx 2", host(dy, n), want);
    float dot, asum, nrm;
    BLAS_CHECK(cublasSdot(h, n, dx, 2, dy, 1, &dot));
    float rdot = 0, rasum = 0, rnrm = 0;
    for (int i = 0; i < n; i++) rdot += x[2 * i] * want[i];
    BLAS_CHECK(cublasSasum(h, n, dy, 1, &asum));
    BLAS_CHECK(cublasSnrm2(h, n, dy, 1, &nrm));
    for (int i = 0; i < n; i++) rasum += std::fabs(want[i]), rnrm += want[i] * want[i];
    check("sdot", std::vector<float>{dot}, std::vector<float>{rdot});
    check("sasum", std::vector<float>{asum}, std::vector<float>{rasum});
    check("snrm2", std::vector<float>{nrm}, std::vector<float>{std::sqrt(rnrm)}, 1e-6);
    int imax, imin;
    BLAS_CHECK(cublasIsamax(h, n, dy, 1, &imax));
    BLAS_CHECK(cublasIsamin(h, n, dy, 1, &imin));
    int rmax = 0, rmin = 0;
    for (int i = 1; i < n; i++) {
        if (std::fabs(want[i]) > std::fabs(want[rmax])) rmax = i;
        if (std::fabs(want[i]) < std::fabs(want[rmin])) rmin = i;
    }
    printf("isamax %d (1-based, want %d), isamin %d (want %d)\n", imax, rmax + 1, imin, rmin + 1);
    if (imax != rmax + 1 || imin != rmin + 1) failures++;
    float s2 = -2;
    BLAS_CHECK(cublasSscal(h, n, &s2, dy, 1));
    for (auto &v : want) v *= -2;
    check("sscal", host(dy, n), want);
    BLAS_CHECK(cublasScopy(h, n, dy, 1, dx, 2));
    BLAS_CHECK(cublasSswap(h, n / 2, dy, 2, dy + 1, 2));
    std::vector<float> sw = want;
    for (int i = 0; i < n / 2; i++) std::swap(sw[2 * i], sw[2 * i + 1]);
    check("sswap", host(dy, n), sw);
    std::vector<float> xc = host(dx, 2 * n), xw(n);
    for (int i = 0; i < n; i++) xw[i] = xc[2 * i];
    check("scopy incy 2", xw, want);
    float a = 3, b = 4, c, s;
    BLAS_CHECK(cublasSrotg(h, &a, &b, &c, &s));
    check("srotg", std::vector<float>{a, c, s}, std::vector<float>{5, 0.6f, 0.8f}, 1e-6);
    BLAS_CHECK(cublasSrot(h, n, dx, 2, dy, 1, &c, &s));
    std::vector<float> rx(n), ry(n);
    for (int i = 0; i < n; i++) {
        rx[i] = c * want[i] + s * sw[i];
        ry[i] = c * sw[i] - s * want[i];
    }
    std::vector<float> gx = host(dx, 2 * n), gxs(n);
    for (int i = 0; i < n; i++) gxs[i] = gx[2 * i];
    check("srot x", gxs, rx, 1e-6);
    check("srot y", host(dy, n), ry, 1e-6);
    cudaFree(dx);
    cudaFree(dy);
}

static void level1_complex(cublasHandle_t h)
{
    typedef std::complex<double> Z;
    const int n = 29;
    std::vector<Z> x(n), y(n);
    for (int i = 0; i < n; i++) x[i] = Z(small(i, 7), small(i + 2, 5)), y[i] = Z(small(i, 5), 1);
    cuDoubleComplex *dx = (cuDoubleComplex *)dev(x), *dy = (cuDoubleComplex *)dev(y);
    cuDoubleComplex alpha = make_cuDoubleComplex(2, -1);
    BLAS_CHECK(cublasZaxpy(h, n, &alpha, dx, 1, dy, 1));
    std::vector<Z> want(n);
    for (int i = 0; i < n; i++) want[i] = Z(2, -1) * x[i] + y[i];
    check("zaxpy", host((Z *)dy, n), want);
    cuDoubleComplex dc, du;
    BLAS_CHECK(cublasZdotc(h, n, dx, 1, dy, 1, &dc));
    BLAS_CHECK(cublasZdotu(h, n, dx, 1, dy, 1, &du));
    Z rc = 0, ru = 0;
    for (int i = 0; i < n; i++) rc += std::conj(x[i]) * want[i], ru += x[i] * want[i];
    check("zdotc", std::vector<Z>{Z(dc.x, dc.y)}, std::vector<Z>{rc});
    check("zdotu", std::vector<Z>{Z(du.x, du.y)}, std::vector<Z>{ru});
    double nrm;
    BLAS_CHECK(cublasDznrm2(h, n, dy, 1, &nrm));
    double rn = 0;
    for (auto v : want) rn += std::norm(v);
    check("dznrm2", std::vector<double>{nrm}, std::vector<double>{std::sqrt(rn)}, 1e-12);
    double ds = 0.5;
    BLAS_CHECK(cublasZdscal(h, n, &ds, dy, 1));
    for (auto &v : want) v *= 0.5;
    check("zdscal", host((Z *)dy, n), want);
    int imax;
    BLAS_CHECK(cublasIzamax(h, n, dy, 1, &imax));
    int r = 0;   // |re| + |im|, as BLAS's izamax
    for (int i = 1; i < n; i++)
        if (std::fabs(want[i].real()) + std::fabs(want[i].imag()) >
            std::fabs(want[r].real()) + std::fabs(want[r].imag()))
            r = i;
    printf("izamax %d (want %d)\n", imax, r + 1);
    if (imax != r + 1) failures++;
    cudaFree(dx);
    cudaFree(dy);
}

// ---- level 2 ----
template <class T> static void level2_real(cublasHandle_t h, const char *name)
{
    const int m = 13, n = 9, lda = 16;
    std::vector<T> A(lda * n), x(m), y(m);
    for (int i = 0; i < lda * n; i++) A[i] = small(i, 7);
    for (int i = 0; i < m; i++) x[i] = small(i, 5), y[i] = small(i, 3);
    T *dA = dev(A), *dx = dev(x), *dy = dev(y);
    T alpha = 2, beta = -1;
    char buf[64];
    // y(n) = alpha A^T x(m) + beta y
    auto gemv = [&](cublasOperation_t t, int mm, int nn, const T *al, const T *a, int ld,
                    const T *xx, const T *be, T *yy) {
        if constexpr (sizeof(T) == 4) return cublasSgemv(h, t, mm, nn, al, a, ld, xx, 1, be, yy, 1);
        else return cublasDgemv(h, t, mm, nn, al, a, ld, xx, 1, be, yy, 1);
    };
    BLAS_CHECK(gemv(CUBLAS_OP_T, m, n, &alpha, dA, lda, dx, &beta, dy));
    std::vector<T> want(m, 0);
    for (int j = 0; j < n; j++) {
        T s = 0;
        for (int i = 0; i < m; i++) s += A[i + j * lda] * x[i];
        want[j] = alpha * s + beta * y[j];
    }
    for (int j = n; j < m; j++) want[j] = y[j];
    snprintf(buf, sizeof buf, "%sgemv T", name);
    check(buf, host(dy, m), want);
    BLAS_CHECK(gemv(CUBLAS_OP_N, m, n, &alpha, dA, lda, dy, &beta, dx));
    std::vector<T> want2(m);
    for (int i = 0; i < m; i++) {
        T s = 0;
        for (int j = 0; j < n; j++) s += A[i + j * lda] * want[j];
        want2[i] = alpha * s + beta * x[i];
    }
    snprintf(buf, sizeof buf, "%sgemv N", name);
    check(buf, host(dx, m), want2);
    // A += alpha x y^T
    if constexpr (sizeof(T) == 4) BLAS_CHECK(cublasSger(h, m, n, &alpha, dx, 1, dy, 1, dA, lda));
    else BLAS_CHECK(cublasDger(h, m, n, &alpha, dx, 1, dy, 1, dA, lda));
    std::vector<T> Aw = A;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) Aw[i + j * lda] += alpha * want2[i] * want[j];
    snprintf(buf, sizeof buf, "%sger", name);
    check(buf, host(dA, lda * n), Aw);
    // triangular solve: upper, non-unit, diagonal 1..n (exactly invertible with x = b)
    std::vector<T> U(n * n, 0), b(n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i <= j; i++) U[i + j * n] = i == j ? 1 : small(i + j, 3);
    for (int i = 0; i < n; i++) b[i] = small(i, 9);
    std::vector<T> Ub(n, 0);
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) Ub[i] += U[i + j * n] * b[j];
    T *dU = dev(U), *dv = dev(Ub);
    if constexpr (sizeof(T) == 4)
        BLAS_CHECK(cublasStrsv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, dU, n, dv, 1));
    else
        BLAS_CHECK(cublasDtrsv(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, dU, n, dv, 1));
    snprintf(buf, sizeof buf, "%strsv", name);
    check(buf, host(dv, n), b, 1e-5);
    // symmetric: y = A x with A given by its lower triangle
    std::vector<T> S(n * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) S[i + j * n] = i >= j ? small(i * n + j, 5) : 99;
    T *dS = dev(S), one = 1, zero = 0;
    if constexpr (sizeof(T) == 4)
        BLAS_CHECK(cublasSsymv(h, CUBLAS_FILL_MODE_LOWER, n, &one, dS, n, dv, 1, &zero, dy, 1));
    else
        BLAS_CHECK(cublasDsymv(h, CUBLAS_FILL_MODE_LOWER, n, &one, dS, n, dv, 1, &zero, dy, 1));
    std::vector<T> sy(n, 0), got = host(dy, m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) sy[i] += (i >= j ? S[i + j * n] : S[j + i * n]) * b[j];
    got.resize(n);
    snprintf(buf, sizeof buf, "%ssymv lower", name);
    check(buf, got, sy, 1e-5);
    cudaFree(dA); cudaFree(dx); cudaFree(dy); cudaFree(dU); cudaFree(dv); cudaFree(dS);
}

static void level2_complex(cublasHandle_t h)
{
    typedef std::complex<float> C;
    const int m = 7, n = 5;
    std::vector<C> A(m * n), x(m), y(n, C(1, 1));
    for (int i = 0; i < m * n; i++) A[i] = C(small(i, 5), small(i + 1, 3));
    for (int i = 0; i < m; i++) x[i] = C(small(i, 3), 1);
    cuComplex *dA = (cuComplex *)dev(A), *dx = (cuComplex *)dev(x), *dy = (cuComplex *)dev(y);
    cuComplex alpha = make_cuComplex(1, 1), beta = make_cuComplex(0, -1);
    // y = alpha A^H x + beta y
    BLAS_CHECK(cublasCgemv(h, CUBLAS_OP_C, m, n, &alpha, dA, m, dx, 1, &beta, dy, 1));
    std::vector<C> want(n);
    for (int j = 0; j < n; j++) {
        C s = 0;
        for (int i = 0; i < m; i++) s += std::conj(A[i + j * m]) * x[i];
        want[j] = C(1, 1) * s + C(0, -1) * y[j];
    }
    check("cgemv C", host((C *)dy, n), want);
    cudaFree(dA); cudaFree(dx); cudaFree(dy);
}

// ---- level 3 ----
template <class T> static cublasStatus_t gemm(cublasHandle_t h, char ta, char tb, int m, int n,
                                              int k, const T *al, const T *A, int lda,
                                              const T *B, int ldb, const T *be, T *C, int ldc)
{
    if constexpr (sizeof(T) == 4)
        return cublasSgemm(h, op(ta), op(tb), m, n, k, al, A, lda, B, ldb, be, C, ldc);
    else
        return cublasDgemm(h, op(ta), op(tb), m, n, k, al, A, lda, B, ldb, be, C, ldc);
}

template <class T> static void level3_real(cublasHandle_t h, const char *name)
{
    const int m = 19, n = 11, k = 23;
    char buf[64];
    const char ops[][2] = {{'N', 'N'}, {'T', 'N'}, {'N', 'T'}, {'T', 'T'}};
    for (auto &o : ops) {
        int ra = o[0] == 'N' ? m : k, ca = o[0] == 'N' ? k : m;
        int rb = o[1] == 'N' ? k : n, cb = o[1] == 'N' ? n : k;
        int lda = ra + 3, ldb = rb + 1, ldc = m + 2;
        std::vector<T> A(lda * ca), B(ldb * cb), C(ldc * n);
        for (size_t i = 0; i < A.size(); i++) A[i] = small((int)i, 7);
        for (size_t i = 0; i < B.size(); i++) B[i] = small((int)i + 1, 5);
        for (size_t i = 0; i < C.size(); i++) C[i] = small((int)i, 3);
        T *dA = dev(A), *dB = dev(B), *dC = dev(C), alpha = 2, beta = -3;
        BLAS_CHECK(gemm(h, o[0], o[1], m, n, k, &alpha, dA, lda, dB, ldb, &beta, dC, ldc));
        ref_gemm(o[0], o[1], m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
        snprintf(buf, sizeof buf, "%sgemm %c%c", name, o[0], o[1]);
        check(buf, host(dC, C.size()), C);
        cudaFree(dA); cudaFree(dB); cudaFree(dC);
    }
    // C = alpha A A^T + beta C, lower triangle only
    std::vector<T> A(n * k), C(n * n);
    for (size_t i = 0; i < A.size(); i++) A[i] = small((int)i, 5);
    for (size_t i = 0; i < C.size(); i++) C[i] = 7;
    T *dA = dev(A), *dC = dev(C), one = 1, zero = 0, two = 2;
    if constexpr (sizeof(T) == 4)
        BLAS_CHECK(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, &one, dA, n, &two, dC, n));
    else
        BLAS_CHECK(cublasDsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, &one, dA, n, &two, dC, n));
    std::vector<T> W = C;
    for (int j = 0; j < n; j++)
        for (int i = j; i < n; i++) {
            T s = 0;
            for (int l = 0; l < k; l++) s += A[i + l * n] * A[j + l * n];
            W[i + j * n] = s + 2 * C[i + j * n];
        }
    snprintf(buf, sizeof buf, "%ssyrk lower", name);
    check(buf, host(dC, C.size()), W);
    // triangular: B = alpha op(L)^-1 B (trsm), then C = L B (trmm, out of place): C == alpha B
    std::vector<T> L(m * m, 0), B(m * n);
    for (int j = 0; j < m; j++)
        for (int i = j; i < m; i++) L[i + j * m] = i == j ? 1 : small(i * 3 + j, 3);
    for (size_t i = 0; i < B.size(); i++) B[i] = small((int)i, 11);
    T *dL = dev(L), *dB = dev(B), *dX;
    CUDA_CHECK(cudaMalloc(&dX, B.size() * sizeof(T)));
    if constexpr (sizeof(T) == 4) {
        BLAS_CHECK(cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, n, &two, dL, m, dB, m));
        BLAS_CHECK(cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, n, &one, dL, m, dB, m, dX, m));
    } else {
        BLAS_CHECK(cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, n, &two, dL, m, dB, m));
        BLAS_CHECK(cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, n, &one, dL, m, dB, m, dX, m));
    }
    std::vector<T> B2 = B;
    for (auto &v : B2) v *= 2;
    snprintf(buf, sizeof buf, "%strsm+trmm", name);
    check(buf, host(dX, B.size()), B2, 1e-4);
    // geam: C = 2 X^T - 1 D (X: the solution trsm left in dB), and dgmm: C = diag(x) C
    std::vector<T> X = host(dB, B.size());
    std::vector<T> D(n * m), x(n);
    for (size_t i = 0; i < D.size(); i++) D[i] = small((int)i, 9);
    for (int i = 0; i < n; i++) x[i] = i - 4;
    T *dD = dev(D), *dx = dev(x), *dG, mone = -1;
    CUDA_CHECK(cudaMalloc(&dG, D.size() * sizeof(T)));
    if constexpr (sizeof(T) == 4) {
        BLAS_CHECK(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, n, m, &two, dB, m, &mone, dD, n, dG, n));
        BLAS_CHECK(cublasSdgmm(h, CUBLAS_SIDE_LEFT, n, m, dG, n, dx, 1, dG, n));
    } else {
        BLAS_CHECK(cublasDgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, n, m, &two, dB, m, &mone, dD, n, dG, n));
        BLAS_CHECK(cublasDdgmm(h, CUBLAS_SIDE_LEFT, n, m, dG, n, dx, 1, dG, n));
    }
    std::vector<T> G(n * m);
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++) G[i + j * n] = x[i] * (2 * X[j + i * m] - D[i + j * n]);
    snprintf(buf, sizeof buf, "%sgeam+dgmm", name);
    check(buf, host(dG, G.size()), G, 1e-5);
    cudaFree(dA); cudaFree(dC); cudaFree(dL); cudaFree(dB); cudaFree(dX); cudaFree(dD);
    cudaFree(dx); cudaFree(dG);
}

static void level3_complex(cublasHandle_t h)
{
    typedef std::complex<float> C;
    const int m = 6, n = 5, k = 4;
    std::vector<C> A(k * m), B(k * n), Cm(m * n, C(1, -1));
    for (size_t i = 0; i < A.size(); i++) A[i] = C(small((int)i, 5), small((int)i + 3, 3));
    for (size_t i = 0; i < B.size(); i++) B[i] = C(small((int)i, 3), 1);
    cuComplex *dA = (cuComplex *)dev(A), *dB = (cuComplex *)dev(B), *dC = (cuComplex *)dev(Cm);
    cuComplex alpha = make_cuComplex(0, 1), beta = make_cuComplex(2, 0);
    BLAS_CHECK(cublasCgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, m, n, k, &alpha, dA, k, dB, k, &beta, dC, m));
    ref_gemm('C', 'N', m, n, k, C(0, 1), A, k, B, k, C(2, 0), Cm, m);
    check("cgemm CN", host((C *)dC, Cm.size()), Cm);
    // Hermitian rank-k update: the diagonal of the result is real
    std::vector<C> H(m * m, C(3, 0));
    cuComplex *dH = (cuComplex *)dev(H);
    float one = 1, zero = 0;
    BLAS_CHECK(cublasCherk(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_C, m, k, &one, dA, k, &zero, dH, m));
    std::vector<C> W = H;
    for (int j = 0; j < m; j++)
        for (int i = 0; i <= j; i++) {
            C s = 0;
            for (int l = 0; l < k; l++) s += std::conj(A[l + i * k]) * A[l + j * k];
            W[i + j * m] = s;
        }
    check("cherk upper", host((C *)dH, H.size()), W);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dH);
}

int main()
{
    cublasHandle_t h;
    BLAS_CHECK(cublasCreate(&h));
    level1_single(h);
    level1_complex(h);
    level2_real<float>(h, "s");
    level2_real<double>(h, "d");
    level2_complex(h);
    level3_real<float>(h, "s");
    level3_real<double>(h, "d");
    level3_complex(h);
    // argument errors come back as statuses, before anything runs
    float one = 1;
    printf("negative m: %s\n", cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, 2, 2, &one, nullptr, 1,
                                           nullptr, 2, &one, nullptr, 1) ==
                                       CUBLAS_STATUS_INVALID_VALUE
                                   ? "invalid value" : "other");
    printf("lda too small: %s\n", cublasSgemv(h, CUBLAS_OP_N, 4, 2, &one, (float *)16, 3,
                                              (float *)16, 1, &one, (float *)16, 1) ==
                                          CUBLAS_STATUS_INVALID_VALUE
                                      ? "invalid value" : "other");
    BLAS_CHECK(cublasDestroy(h));
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
