// cusolver_dense - cuSOLVER's dense routines with their buffer-size queries, each checked on the
// CPU: LU (getrf/getrs, with and without pivoting), Cholesky (potrf/potrs, lower and upper), QR
// (geqrf, then ormqr + trsm to solve, as cuda-samples' cuSolverDn_LinearSolver does, and orgqr for
// an orthonormal Q), the SVD (gesvd: U S V^T rebuilds A), the symmetric eigensolver (syevd: the
// known spectrum of a tridiagonal matrix), complex LU (zgetrf/zgetrs) and the Hermitian
// eigensolver (cheevd); devInfo for a singular matrix; a handle on a non-blocking stream.
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>

static int failures = 0;

#define CUDA_CHECK(x)                                                                          \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                              \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)
#define SOLVER_CHECK(x)                                                                        \
    do {                                                                                       \
        cusolverStatus_t s_ = (x);                                                             \
        if (s_ != CUSOLVER_STATUS_SUCCESS) {                                                   \
            printf("FAIL: %s: status %d\n", #x, (int)s_);                                      \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

static void verdict(const char *what, double err, double tol)
{
    if (err <= tol) {
        printf("%s: ok\n", what);
    } else {
        printf("%s: MISMATCH (error %g)\n", what, err);
        failures++;
    }
}

template <class T> static T *to_dev(const std::vector<T> &h)
{
    T *d;
    CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <class T> static std::vector<T> to_host(const T *d, size_t n)
{
    std::vector<T> h(n);
    CUDA_CHECK(cudaDeviceSynchronize());   // the solver works on a non-blocking stream
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}
static int info_of(const int *d)
{
    int i;
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(&i, d, sizeof i, cudaMemcpyDeviceToHost));
    return i;
}

// a diagonally dominant n x n matrix (column-major) and a right-hand side
static void system(int n, std::vector<double> &A, std::vector<double> &b, bool spd)
{
    A.assign(n * n, 0);
    b.assign(n, 0);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            A[i + j * n] = i == j ? 2.0 * n : ((i * 7 + j * 3) % 11) / 11.0 - 0.5;
    if (spd)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < j; i++) A[i + j * n] = A[j + i * n];
    for (int i = 0; i < n; i++) b[i] = (i % 5) - 2;
}

static double residual(int n, const std::vector<double> &A, const std::vector<double> &x,
                       const std::vector<double> &b)
{
    double r = 0;
    for (int i = 0; i < n; i++) {
        double s = -b[i];
        for (int j = 0; j < n; j++) s += A[i + j * n] * x[j];
        r = fmax(r, fabs(s));
    }
    return r;
}

static void lu(cusolverDnHandle_t h, bool pivot)
{
    const int n = 37;
    std::vector<double> A, b;
    system(n, A, b, false);
    double *dA = to_dev(A), *db = to_dev(b), *work;
    int lwork = 0, *ipiv = nullptr, *info;
    SOLVER_CHECK(cusolverDnDgetrf_bufferSize(h, n, n, dA, n, &lwork));
    CUDA_CHECK(cudaMalloc(&work, sizeof(double) * (lwork > 0 ? lwork : 1)));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    if (pivot) CUDA_CHECK(cudaMalloc(&ipiv, sizeof(int) * n));
    SOLVER_CHECK(cusolverDnDgetrf(h, n, n, dA, n, work, ipiv, info));
    SOLVER_CHECK(cusolverDnDgetrs(h, CUBLAS_OP_N, n, 1, dA, n, ipiv, db, n, info));
    std::vector<double> x = to_host(db, n);
    printf("getrs info %d\n", info_of(info));
    verdict(pivot ? "getrf/getrs, pivoting" : "getrf/getrs, no pivoting", residual(n, A, x, b), 1e-10);
    cudaFree(dA); cudaFree(db); cudaFree(work); cudaFree(info);
    if (ipiv) cudaFree(ipiv);
}

static void cholesky(cusolverDnHandle_t h, cublasFillMode_t uplo, const char *name)
{
    const int n = 29;
    std::vector<double> A, b;
    system(n, A, b, true);
    double *dA = to_dev(A), *db = to_dev(b), *work;
    int lwork = 0, *info;
    SOLVER_CHECK(cusolverDnDpotrf_bufferSize(h, uplo, n, dA, n, &lwork));
    CUDA_CHECK(cudaMalloc(&work, sizeof(double) * (lwork > 0 ? lwork : 1)));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnDpotrf(h, uplo, n, dA, n, work, lwork, info));
    printf("%s: potrf info %d\n", name, info_of(info));
    SOLVER_CHECK(cusolverDnDpotrs(h, uplo, n, 1, dA, n, db, n, info));
    verdict(name, residual(n, A, to_host(db, n), b), 1e-10);
    cudaFree(dA); cudaFree(db); cudaFree(work); cudaFree(info);
}

// x = R^-1 Q^T b, with cuBLAS's trsm for R
static void qr(cusolverDnHandle_t h, cublasHandle_t bh)
{
    const int n = 31;
    std::vector<double> A, b;
    system(n, A, b, false);
    double *dA = to_dev(A), *db = to_dev(b), *tau, *work;
    int lq = 0, lo = 0, *info;
    CUDA_CHECK(cudaMalloc(&tau, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnDgeqrf_bufferSize(h, n, n, dA, n, &lq));
    SOLVER_CHECK(cusolverDnDormqr_bufferSize(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, 1, n, dA, n, tau,
                                             db, n, &lo));
    int lwork = lq > lo ? lq : lo;
    CUDA_CHECK(cudaMalloc(&work, sizeof(double) * (lwork > 0 ? lwork : 1)));
    SOLVER_CHECK(cusolverDnDgeqrf(h, n, n, dA, n, tau, work, lwork, info));
    SOLVER_CHECK(cusolverDnDormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, 1, n, dA, n, tau, db, n,
                                  work, lwork, info));
    const double one = 1;
    cublasStatus_t st = cublasDtrsm(bh, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N,
                                    CUBLAS_DIAG_NON_UNIT, n, 1, &one, dA, n, db, n);
    if (st != CUBLAS_STATUS_SUCCESS) failures++;
    verdict("geqrf/ormqr/trsm solve", residual(n, A, to_host(db, n), b), 1e-10);
    // Q from the reflectors: Q^T Q = I
    SOLVER_CHECK(cusolverDnDorgqr_bufferSize(h, n, n, n, dA, n, tau, &lq));
    SOLVER_CHECK(cusolverDnDorgqr(h, n, n, n, dA, n, tau, work, lwork, info));
    std::vector<double> Q = to_host(dA, n * n);
    double err = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += Q[k + i * n] * Q[k + j * n];
            err = fmax(err, fabs(s - (i == j)));
        }
    verdict("orgqr: Q^T Q = I", err, 1e-12);
    cudaFree(dA); cudaFree(db); cudaFree(tau); cudaFree(work); cudaFree(info);
}

static void svd(cusolverDnHandle_t h)
{
    const int m = 9, n = 6;
    std::vector<double> A(m * n);
    for (int i = 0; i < m * n; i++) A[i] = ((i * 13) % 17) / 17.0 - 0.3;
    double *dA = to_dev(A), *S, *U, *VT, *work;
    int lwork = 0, *info;
    CUDA_CHECK(cudaMalloc(&S, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&U, sizeof(double) * m * m));
    CUDA_CHECK(cudaMalloc(&VT, sizeof(double) * n * n));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnDgesvd_bufferSize(h, m, n, &lwork));
    CUDA_CHECK(cudaMalloc(&work, sizeof(double) * (lwork > 0 ? lwork : 1)));
    SOLVER_CHECK(cusolverDnDgesvd(h, 'A', 'A', m, n, dA, m, S, U, m, VT, n, work, lwork, nullptr, info));
    printf("gesvd info %d\n", info_of(info));
    std::vector<double> s = to_host(S, n), u = to_host(U, m * m), vt = to_host(VT, n * n);
    double err = 0;
    bool sorted = true;
    for (int k = 1; k < n; k++) sorted &= s[k] <= s[k - 1] && s[k] >= 0;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double r = 0;
            for (int k = 0; k < n; k++) r += u[i + k * m] * s[k] * vt[k + j * n];
            err = fmax(err, fabs(r - A[i + j * m]));
        }
    printf("singular values descending: %s\n", sorted ? "yes" : "no");
    verdict("gesvd: U S V^T = A", err, 1e-12);
    cudaFree(dA); cudaFree(S); cudaFree(U); cudaFree(VT); cudaFree(work); cudaFree(info);
}

// the tridiagonal matrix 2, -1 has eigenvalues 2 - 2 cos(k pi / (n + 1))
static void eig(cusolverDnHandle_t h)
{
    const int n = 12;
    std::vector<double> A(n * n, 0);
    for (int i = 0; i < n; i++) {
        A[i + i * n] = 2;
        if (i + 1 < n) A[i + 1 + i * n] = A[i + (i + 1) * n] = -1;
    }
    double *dA = to_dev(A), *W, *work;
    int lwork = 0, *info;
    CUDA_CHECK(cudaMalloc(&W, sizeof(double) * n));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnDsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n,
                                             dA, n, W, &lwork));
    CUDA_CHECK(cudaMalloc(&work, sizeof(double) * (lwork > 0 ? lwork : 1)));
    SOLVER_CHECK(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, dA, n, W,
                                  work, lwork, info));
    std::vector<double> w = to_host(W, n), V = to_host(dA, n * n);
    double err = 0, verr = 0;
    for (int k = 0; k < n; k++) {
        err = fmax(err, fabs(w[k] - (2 - 2 * cos((k + 1) * M_PI / (n + 1)))));
        for (int i = 0; i < n; i++) {   // A v = lambda v
            double s = 0;
            for (int j = 0; j < n; j++) s += A[i + j * n] * V[j + k * n];
            verr = fmax(verr, fabs(s - w[k] * V[i + k * n]));
        }
    }
    verdict("syevd: eigenvalues ascending", err, 1e-12);
    verdict("syevd: A v = lambda v", verr, 1e-12);
    cudaFree(dA); cudaFree(W); cudaFree(work); cudaFree(info);
}

static void complex_routines(cusolverDnHandle_t h)
{
    typedef std::complex<double> Z;
    const int n = 8;
    std::vector<Z> A(n * n), b(n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            A[i + j * n] = i == j ? Z(4 * n, 1) : Z(((i + 2 * j) % 5) - 2, (i * j) % 3 - 1);
    for (int i = 0; i < n; i++) b[i] = Z(i, -i);
    cuDoubleComplex *dA = (cuDoubleComplex *)to_dev(A), *db = (cuDoubleComplex *)to_dev(b), *work;
    int lwork = 0, *ipiv, *info;
    CUDA_CHECK(cudaMalloc(&ipiv, sizeof(int) * n));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnZgetrf_bufferSize(h, n, n, dA, n, &lwork));
    CUDA_CHECK(cudaMalloc(&work, sizeof(cuDoubleComplex) * (lwork > 0 ? lwork : 1)));
    SOLVER_CHECK(cusolverDnZgetrf(h, n, n, dA, n, work, ipiv, info));
    SOLVER_CHECK(cusolverDnZgetrs(h, CUBLAS_OP_C, n, 1, dA, n, ipiv, db, n, info));
    std::vector<Z> x = to_host((Z *)db, n);
    double err = 0;
    for (int i = 0; i < n; i++) {   // A^H x = b
        Z s = -b[i];
        for (int j = 0; j < n; j++) s += std::conj(A[j + i * n]) * x[j];
        err = fmax(err, std::abs(s));
    }
    verdict("zgetrf/zgetrs conjugate transpose", err, 1e-10);
    // Hermitian eigenvalues: real, ascending, sum = trace
    typedef std::complex<float> C;
    std::vector<C> H(n * n);
    float trace = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i <= j; i++) {
            C v = i == j ? C((float)(i + 1), 0) : C(0.25f * ((i + j) % 3), 0.5f * ((i * j) % 2));
            H[i + j * n] = v;
            H[j + i * n] = std::conj(v);
            if (i == j) trace += v.real();
        }
    cuComplex *dH = (cuComplex *)to_dev(H), *cwork;
    float *W;
    CUDA_CHECK(cudaMalloc(&W, sizeof(float) * n));
    SOLVER_CHECK(cusolverDnCheevd_bufferSize(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER,
                                             n, dH, n, W, &lwork));
    CUDA_CHECK(cudaMalloc(&cwork, sizeof(cuComplex) * (lwork > 0 ? lwork : 1)));
    SOLVER_CHECK(cusolverDnCheevd(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, n, dH, n,
                                  W, cwork, lwork, info));
    std::vector<float> w = to_host(W, n);
    double sum = 0;
    bool asc = true;
    for (int k = 0; k < n; k++) sum += w[k], asc &= k == 0 || w[k] >= w[k - 1];
    printf("cheevd eigenvalues ascending: %s\n", asc ? "yes" : "no");
    verdict("cheevd: sum of eigenvalues = trace", fabs(sum - trace), 1e-4);
    cudaFree(dA); cudaFree(db); cudaFree(work); cudaFree(ipiv); cudaFree(info); cudaFree(dH);
    cudaFree(cwork); cudaFree(W);
}

int main()
{
    cusolverDnHandle_t h;
    cublasHandle_t bh;
    SOLVER_CHECK(cusolverDnCreate(&h));
    if (cublasCreate(&bh) != CUBLAS_STATUS_SUCCESS) return 1;
    cudaStream_t s;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    SOLVER_CHECK(cusolverDnSetStream(h, s));
    cublasSetStream(bh, s);
    lu(h, true);
    lu(h, false);
    cholesky(h, CUBLAS_FILL_MODE_LOWER, "potrf/potrs lower");
    cholesky(h, CUBLAS_FILL_MODE_UPPER, "potrf/potrs upper");
    qr(h, bh);
    svd(h);
    eig(h);
    complex_routines(h);
    // a singular matrix: getrf reports the first zero pivot (1-based) in devInfo
    std::vector<double> S = {1, 2, 3, 0, 0, 0, 4, 5, 7};   // column 2 is zero: U(2,2) = 0 exactly
    double *dS = to_dev(S), *work;
    int *ipiv, *info;
    CUDA_CHECK(cudaMalloc(&work, 64));
    CUDA_CHECK(cudaMalloc(&ipiv, 3 * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&info, sizeof(int)));
    SOLVER_CHECK(cusolverDnDgetrf(h, 3, 3, dS, 3, work, ipiv, info));
    printf("singular getrf info %d\n", info_of(info));
    printf("negative n refused: %s\n",
           cusolverDnDgetrf(h, -1, 3, dS, 3, work, ipiv, info) == CUSOLVER_STATUS_INVALID_VALUE ? "yes" : "no");
    cudaFree(dS); cudaFree(work); cudaFree(ipiv); cudaFree(info);
    SOLVER_CHECK(cusolverDnDestroy(h));
    cublasDestroy(bh);
    CUDA_CHECK(cudaStreamDestroy(s));
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
