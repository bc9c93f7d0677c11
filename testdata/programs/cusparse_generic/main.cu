// cusparse_generic - cuSPARSE's generic API and the legacy ILU(0), as cuda-samples' solvers use
// them, each checked on the CPU: SpMV on CSR (float: A x and A^T x, alpha and beta, and with
// alpha/beta in device memory) and on COO (double, 1-based); SpMM with B and C column-major and
// row-major; SpSV lower/upper, unit/non-unit, transposed; csrilu02 (ILU(0) of a tridiagonal
// matrix is its exact LU: L U = A) and its zero-pivot report; Scatter and Gather.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cusparse.h>

static int failures = 0;

#define CUDA_CHECK(x)                                                                          \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("FAIL: %s: %s\n", #x, cudaGetErrorString(e_));                              \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)
#define SP_CHECK(x)                                                                            \
    do {                                                                                       \
        cusparseStatus_t s_ = (x);                                                             \
        if (s_ != CUSPARSE_STATUS_SUCCESS) {                                                   \
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
    CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 1));
    CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <class T> static std::vector<T> to_host(const T *d, size_t n)
{
    std::vector<T> h(n);
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

// a sparse m x n matrix in CSR: a few entries a row, small integers (sums stay exact)
struct Csr {
    int m, n;
    std::vector<int> rowp, col;
    std::vector<float> val;
};
static Csr make_csr(int m, int n)
{
    Csr a{m, n, {0}, {}, {}};
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++)
            if ((i * 31 + j * 17) % 7 == 0 || (i == j))
                a.col.push_back(j), a.val.push_back((float)((i + 2 * j) % 9 - 4));
        a.rowp.push_back((int)a.col.size());
    }
    return a;
}

static void spmv(cusparseHandle_t h)
{
    Csr a = make_csr(40, 30);
    std::vector<float> x(30), xt(40), y(40), yt(30);
    for (int i = 0; i < 30; i++) x[i] = (float)(i % 5 - 2);
    for (int i = 0; i < 40; i++) xt[i] = (float)(i % 3 - 1), y[i] = 1;
    for (int i = 0; i < 30; i++) yt[i] = 2;
    int *drow = to_dev(a.rowp), *dcol = to_dev(a.col);
    float *dval = to_dev(a.val), *dx = to_dev(x), *dy = to_dev(y), *dxt = to_dev(xt), *dyt = to_dev(yt);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t X, Y, XT, YT;
    SP_CHECK(cusparseCreateCsr(&A, 40, 30, (int64_t)a.val.size(), drow, dcol, dval, CUSPARSE_INDEX_32I,
                               CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    SP_CHECK(cusparseCreateDnVec(&X, 30, dx, CUDA_R_32F));
    SP_CHECK(cusparseCreateDnVec(&Y, 40, dy, CUDA_R_32F));
    SP_CHECK(cusparseCreateDnVec(&XT, 40, dxt, CUDA_R_32F));
    SP_CHECK(cusparseCreateDnVec(&YT, 30, dyt, CUDA_R_32F));
    float alpha = 2, beta = -1;
    size_t bs = 0;
    SP_CHECK(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y,
                                     CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bs));
    void *buf;
    CUDA_CHECK(cudaMalloc(&buf, bs > 0 ? bs : 1));
    SP_CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, buf));
    SP_CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &alpha, A, XT, &beta, YT, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, buf));
    std::vector<float> gy = to_host(dy, 40), gyt = to_host(dyt, 30);
    std::vector<float> wy(40), wyt(30);
    for (int i = 0; i < 40; i++) wy[i] = -y[i];
    for (int j = 0; j < 30; j++) wyt[j] = -yt[j];
    for (int i = 0; i < 40; i++)
        for (int k = a.rowp[i]; k < a.rowp[i + 1]; k++) {
            wy[i] += 2 * a.val[k] * x[a.col[k]];
            wyt[a.col[k]] += 2 * a.val[k] * xt[i];
        }
    double e1 = 0, e2 = 0;
    for (int i = 0; i < 40; i++) e1 = fmax(e1, fabs(gy[i] - wy[i]));
    for (int j = 0; j < 30; j++) e2 = fmax(e2, fabs(gyt[j] - wyt[j]));
    verdict("csr spmv y = 2 A x - y", e1, 0);
    verdict("csr spmv y = 2 A^T x - y", e2, 0);
    // alpha and beta in device memory
    float *dab;
    std::vector<float> ab = {1, 0};
    dab = to_dev(ab);
    SP_CHECK(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_DEVICE));
    SP_CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, dab, A, X, dab + 1, Y, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, buf));
    SP_CHECK(cusparseSetPointerMode(h, CUSPARSE_POINTER_MODE_HOST));
    gy = to_host(dy, 40);
    e1 = 0;
    for (int i = 0; i < 40; i++) {
        float s = 0;
        for (int k = a.rowp[i]; k < a.rowp[i + 1]; k++) s += a.val[k] * x[a.col[k]];
        e1 = fmax(e1, fabs(gy[i] - s));
    }
    verdict("csr spmv, device-side alpha and beta", e1, 0);
    cusparseDestroySpMat(A);
    cusparseDestroyDnVec(X); cusparseDestroyDnVec(Y); cusparseDestroyDnVec(XT); cusparseDestroyDnVec(YT);
    cudaFree(drow); cudaFree(dcol); cudaFree(dval); cudaFree(dx); cudaFree(dy); cudaFree(dxt);
    cudaFree(dyt); cudaFree(buf); cudaFree(dab);
}

static void coo_spmv(cusparseHandle_t h)
{
    // 1-based COO, double
    std::vector<int> ri = {1, 1, 2, 3, 3, 4}, ci = {1, 4, 2, 1, 3, 4};
    std::vector<double> v = {1.5, -2, 3, 0.25, -1, 2}, x = {1, 2, 3, 4}, y(4, 0);
    int *dri = to_dev(ri), *dci = to_dev(ci);
    double *dv = to_dev(v), *dx = to_dev(x), *dy = to_dev(y);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t X, Y;
    SP_CHECK(cusparseCreateCoo(&A, 4, 4, 6, dri, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                               CUDA_R_64F));
    SP_CHECK(cusparseCreateDnVec(&X, 4, dx, CUDA_R_64F));
    SP_CHECK(cusparseCreateDnVec(&Y, 4, dy, CUDA_R_64F));
    double one = 1, zero = 0;
    SP_CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, X, &zero, Y, CUDA_R_64F,
                          CUSPARSE_SPMV_ALG_DEFAULT, nullptr));
    std::vector<double> g = to_host(dy, 4), w = {1.5 - 8, 6, 0.25 - 3, 8};
    double e = 0;
    for (int i = 0; i < 4; i++) e = fmax(e, fabs(g[i] - w[i]));
    verdict("coo spmv, 1-based, double", e, 0);
    cusparseDestroySpMat(A); cusparseDestroyDnVec(X); cusparseDestroyDnVec(Y);
    cudaFree(dri); cudaFree(dci); cudaFree(dv); cudaFree(dx); cudaFree(dy);
}

static void spmm(cusparseHandle_t h)
{
    Csr a = make_csr(12, 9);
    const int n = 5;
    int *drow = to_dev(a.rowp), *dcol = to_dev(a.col);
    float *dval = to_dev(a.val);
    cusparseSpMatDescr_t A;
    SP_CHECK(cusparseCreateCsr(&A, 12, 9, (int64_t)a.val.size(), drow, dcol, dval, CUSPARSE_INDEX_32I,
                               CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    for (int row_major = 0; row_major < 2; row_major++) {
        cusparseOrder_t order = row_major ? CUSPARSE_ORDER_ROW : CUSPARSE_ORDER_COL;
        int ldb = row_major ? n : 9, ldc = row_major ? n : 12;
        std::vector<float> B(9 * n), C(12 * n, 0);
        for (int i = 0; i < 9 * n; i++) B[i] = (float)(i % 7 - 3);
        float *dB = to_dev(B), *dC = to_dev(C);
        cusparseDnMatDescr_t mB, mC;
        SP_CHECK(cusparseCreateDnMat(&mB, 9, n, ldb, dB, CUDA_R_32F, order));
        SP_CHECK(cusparseCreateDnMat(&mC, 12, n, ldc, dC, CUDA_R_32F, order));
        float alpha = 1, beta = 0;
        size_t bs = 0;
        SP_CHECK(cusparseSpMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                         CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, mB, &beta, mC,
                                         CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bs));
        void *buf;
        CUDA_CHECK(cudaMalloc(&buf, bs > 0 ? bs : 1));
        SP_CHECK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                              &alpha, A, mB, &beta, mC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf));
        std::vector<float> g = to_host(dC, 12 * n);
        double e = 0;
        for (int i = 0; i < 12; i++)
            for (int j = 0; j < n; j++) {
                float s = 0;
                for (int k = a.rowp[i]; k < a.rowp[i + 1]; k++)
                    s += a.val[k] * B[row_major ? a.col[k] * ldb + j : a.col[k] + j * ldb];
                e = fmax(e, fabs(g[row_major ? i * ldc + j : i + j * ldc] - s));
            }
        verdict(row_major ? "spmm, row-major B and C" : "spmm, column-major B and C", e, 0);
        cusparseDestroyDnMat(mB); cusparseDestroyDnMat(mC);
        cudaFree(dB); cudaFree(dC); cudaFree(buf);
    }
    cusparseDestroySpMat(A);
    cudaFree(drow); cudaFree(dcol); cudaFree(dval);
}

// triangular solves on the full matrix of a tridiagonal system (entries outside the triangle are
// ignored): the solution is rebuilt by multiplying back on the CPU
static void spsv(cusparseHandle_t h)
{
    const int n = 50;
    std::vector<int> rowp = {0}, col;
    std::vector<double> val;
    for (int i = 0; i < n; i++) {
        for (int j = i - 1; j <= i + 1; j++)
            if (j >= 0 && j < n) col.push_back(j), val.push_back(j == i ? 4.0 + (i % 3) : -1.0 - (i % 2));
        rowp.push_back((int)col.size());
    }
    std::vector<double> b(n);
    for (int i = 0; i < n; i++) b[i] = (i % 7) - 3;
    int *drow = to_dev(rowp), *dcol = to_dev(col);
    double *dval = to_dev(val), *db = to_dev(b), *dy;
    CUDA_CHECK(cudaMalloc(&dy, n * sizeof(double)));
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t B, Y;
    SP_CHECK(cusparseCreateCsr(&A, n, n, (int64_t)val.size(), drow, dcol, dval, CUSPARSE_INDEX_32I,
                               CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    SP_CHECK(cusparseCreateDnVec(&B, n, db, CUDA_R_64F));
    SP_CHECK(cusparseCreateDnVec(&Y, n, dy, CUDA_R_64F));
    const struct { cusparseFillMode_t fill; cusparseDiagType_t diag; cusparseOperation_t op; const char *name; } cases[] = {
        {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_NON_TRANSPOSE, "spsv lower"},
        {CUSPARSE_FILL_MODE_UPPER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_NON_TRANSPOSE, "spsv upper"},
        {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_UNIT, CUSPARSE_OPERATION_NON_TRANSPOSE, "spsv lower unit"},
        {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_TRANSPOSE, "spsv lower transposed"},
    };
    for (auto &c : cases) {
        cusparseFillMode_t fill = c.fill;
        cusparseDiagType_t diag = c.diag;
        SP_CHECK(cusparseSpMatSetAttribute(A, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
        SP_CHECK(cusparseSpMatSetAttribute(A, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof diag));
        cusparseSpSVDescr_t d;
        SP_CHECK(cusparseSpSV_createDescr(&d));
        double alpha = 1;
        size_t bs = 0;
        SP_CHECK(cusparseSpSV_bufferSize(h, c.op, &alpha, A, B, Y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, d, &bs));
        void *buf;
        CUDA_CHECK(cudaMalloc(&buf, bs > 0 ? bs : 1));
        SP_CHECK(cusparseSpSV_analysis(h, c.op, &alpha, A, B, Y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, d, buf));
        SP_CHECK(cusparseSpSV_solve(h, c.op, &alpha, A, B, Y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, d));
        std::vector<double> y = to_host(dy, n);
        double e = 0;
        for (int i = 0; i < n; i++) {   // op(T) y, T the triangle (with its unit diagonal)
            double s = 0;
            for (int r = 0; r < n; r++)
                for (int k = rowp[r]; k < rowp[r + 1]; k++) {
                    int j = col[k];
                    bool in = c.fill == CUSPARSE_FILL_MODE_LOWER ? j <= r : j >= r;
                    if (!in) continue;
                    double v = j == r && c.diag == CUSPARSE_DIAG_TYPE_UNIT ? 1 : val[k];
                    if (c.op == CUSPARSE_OPERATION_NON_TRANSPOSE ? r == i : j == i)
                        s += v * y[c.op == CUSPARSE_OPERATION_NON_TRANSPOSE ? j : r];
                }
            e = fmax(e, fabs(s - b[i]));
        }
        verdict(c.name, e, 1e-12);
        cusparseSpSV_destroyDescr(d);
        cudaFree(buf);
    }
    cusparseDestroySpMat(A); cusparseDestroyDnVec(B); cusparseDestroyDnVec(Y);
    cudaFree(drow); cudaFree(dcol); cudaFree(dval); cudaFree(db); cudaFree(dy);
}

static void ilu0(cusparseHandle_t h)
{
    const int n = 20;
    std::vector<int> rowp = {0}, col;
    std::vector<float> val;
    for (int i = 0; i < n; i++) {
        for (int j = i - 1; j <= i + 1; j++)
            if (j >= 0 && j < n) col.push_back(j), val.push_back(j == i ? 4.0f : -1.0f);
        rowp.push_back((int)col.size());
    }
    int nnz = (int)val.size(), *drow = to_dev(rowp), *dcol = to_dev(col);
    float *dval = to_dev(val);
    cusparseMatDescr_t descr;
    SP_CHECK(cusparseCreateMatDescr(&descr));
    SP_CHECK(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
    SP_CHECK(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
    csrilu02Info_t info;
    SP_CHECK(cusparseCreateCsrilu02Info(&info));
    int bs = 0;
    SP_CHECK(cusparseScsrilu02_bufferSize(h, n, nnz, descr, dval, drow, dcol, info, &bs));
    void *buf;
    CUDA_CHECK(cudaMalloc(&buf, bs > 0 ? bs : 1));
    SP_CHECK(cusparseScsrilu02_analysis(h, n, nnz, descr, dval, drow, dcol, info,
                                        CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
    SP_CHECK(cusparseScsrilu02(h, n, nnz, descr, dval, drow, dcol, info,
                               CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
    int pos = 7;
    cusparseStatus_t st = cusparseXcsrilu02_zeroPivot(h, info, &pos);
    printf("ilu0 zero pivot: %s (position %d)\n", st == CUSPARSE_STATUS_ZERO_PIVOT ? "yes" : "no", pos);
    std::vector<float> f = to_host(dval, nnz);
    // L (unit lower) U of the factors, against A
    double e = 0;
    std::vector<double> L(n * n, 0), U(n * n, 0);
    for (int i = 0; i < n; i++) {
        L[i + i * n] = 1;
        for (int k = rowp[i]; k < rowp[i + 1]; k++)
            (col[k] < i ? L : U)[i + col[k] * n] = f[k];
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0, a = i == j ? 4 : (abs(i - j) == 1 ? -1 : 0);
            for (int k = 0; k < n; k++) s += L[i + k * n] * U[k + j * n];
            e = fmax(e, fabs(s - a));
        }
    verdict("csrilu02 of a tridiagonal matrix: L U = A", e, 1e-5);
    // a zero first pivot (row 0's diagonal) is reported, 0-based as the matrix
    val[0] = 0;
    CUDA_CHECK(cudaMemcpy(dval, val.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
    SP_CHECK(cusparseScsrilu02(h, n, nnz, descr, dval, drow, dcol, info,
                               CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
    st = cusparseXcsrilu02_zeroPivot(h, info, &pos);
    printf("ilu0 zero pivot: %s (position %d)\n", st == CUSPARSE_STATUS_ZERO_PIVOT ? "yes" : "no", pos);
    cusparseDestroyCsrilu02Info(info);
    cusparseDestroyMatDescr(descr);
    cudaFree(drow); cudaFree(dcol); cudaFree(dval); cudaFree(buf);
}

static void scatter_gather(cusparseHandle_t h)
{
    std::vector<int> idx = {1, 4, 6};
    std::vector<float> v = {10, 40, 60}, y(8, -1);
    int *didx = to_dev(idx);
    float *dv = to_dev(v), *dy = to_dev(y);
    cusparseSpVecDescr_t X;
    cusparseDnVecDescr_t Y;
    SP_CHECK(cusparseCreateSpVec(&X, 8, 3, didx, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    SP_CHECK(cusparseCreateDnVec(&Y, 8, dy, CUDA_R_32F));
    SP_CHECK(cusparseScatter(h, X, Y));
    std::vector<float> g = to_host(dy, 8);
    printf("scatter: %g %g %g %g %g %g %g %g\n", g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
    std::vector<float> y2 = {0, 1, 2, 3, 4, 5, 6, 7};
    CUDA_CHECK(cudaMemcpy(dy, y2.data(), 8 * sizeof(float), cudaMemcpyHostToDevice));
    SP_CHECK(cusparseGather(h, Y, X));
    g = to_host(dv, 3);
    printf("gather: %g %g %g\n", g[0], g[1], g[2]);
    cusparseDestroySpVec(X); cusparseDestroyDnVec(Y);
    cudaFree(didx); cudaFree(dv); cudaFree(dy);
}

int main()
{
    cusparseHandle_t h;
    SP_CHECK(cusparseCreate(&h));
    spmv(h);
    coo_spmv(h);
    spmm(h);
    spsv(h);
    ilu0(h);
    scatter_gather(h);
    SP_CHECK(cusparseDestroy(h));
    if (failures) {
        printf("FAIL: %d checks\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
