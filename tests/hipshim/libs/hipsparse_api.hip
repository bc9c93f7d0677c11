// hipsparse_api.hip - hipshim's hipSPARSE where the CUDA corpus program does not reach: the flat
// header, the const descriptor spellings of hipSPARSE 3, 64-bit indices, complex SpMV with the
// conjugate transpose, SpVV into host memory, status names, and mixed value types (not supported:
// HIPSPARSE_STATUS_NOT_SUPPORTED and one stderr line). Prints "hipsparse_api: ok".
#include <cstdio>
#include <cstring>
#include <hip/hip_runtime.h>
#include <hipsparse.h>

static int fails = 0;
#define EXPECT(c)                                                                              \
    do {                                                                                       \
        if (!(c)) {                                                                            \
            printf("hipsparse_api: line %d: %s\n", __LINE__, #c);                              \
            fails++;                                                                           \
        }                                                                                      \
    } while (0)

int main()
{
    hipsparseHandle_t h;
    EXPECT(hipsparseCreate(&h) == HIPSPARSE_STATUS_SUCCESS);
    EXPECT(strcmp(hipsparseGetErrorName(HIPSPARSE_STATUS_ZERO_PIVOT), "HIPSPARSE_STATUS_ZERO_PIVOT") == 0);

    // [[1+i, 0], [2, -i]] in CSR with 64-bit indices; y = A^H x
    int64_t rowp[3] = {0, 1, 3}, col[3] = {0, 0, 1};
    hipDoubleComplex val[3] = {make_hipDoubleComplex(1, 1), make_hipDoubleComplex(2, 0),
                               make_hipDoubleComplex(0, -1)};
    hipDoubleComplex x[2] = {make_hipDoubleComplex(1, 0), make_hipDoubleComplex(0, 1)}, y[2];
    int64_t *drow, *dcol;
    hipDoubleComplex *dval, *dx, *dy;
    hipMalloc(&drow, sizeof rowp), hipMalloc(&dcol, sizeof col), hipMalloc(&dval, sizeof val);
    hipMalloc(&dx, sizeof x), hipMalloc(&dy, sizeof y);
    hipMemcpy(drow, rowp, sizeof rowp, hipMemcpyHostToDevice);
    hipMemcpy(dcol, col, sizeof col, hipMemcpyHostToDevice);
    hipMemcpy(dval, val, sizeof val, hipMemcpyHostToDevice);
    hipMemcpy(dx, x, sizeof x, hipMemcpyHostToDevice);
    hipsparseSpMatDescr_t A;
    hipsparseDnVecDescr_t X, Y;
    EXPECT(hipsparseCreateCsr(&A, 2, 2, 3, drow, dcol, dval, HIPSPARSE_INDEX_64I, HIPSPARSE_INDEX_64I,
                              HIPSPARSE_INDEX_BASE_ZERO, HIP_C_64F) == HIPSPARSE_STATUS_SUCCESS);
    EXPECT(hipsparseCreateDnVec(&X, 2, dx, HIP_C_64F) == HIPSPARSE_STATUS_SUCCESS);
    EXPECT(hipsparseCreateDnVec(&Y, 2, dy, HIP_C_64F) == HIPSPARSE_STATUS_SUCCESS);
    hipsparseConstSpMatDescr_t cA = A;
    hipsparseConstDnVecDescr_t cX = X;
    hipDoubleComplex one = make_hipDoubleComplex(1, 0), zero = make_hipDoubleComplex(0, 0);
    EXPECT(hipsparseSpMV(h, HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE, &one, cA, cX, &zero, Y,
                         HIP_C_64F, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr) == HIPSPARSE_STATUS_SUCCESS);
    hipMemcpy(y, dy, sizeof y, hipMemcpyDeviceToHost);
    // A^H = [[1-i, 2], [0, i]]: y = (1-i + 2i, i*i) = (1+i, -1)
    EXPECT(y[0].x == 1 && y[0].y == 1 && y[1].x == -1 && y[1].y == 0);

    // SpVV: x^T y over a sparse x, result in host memory
    int idx[2] = {0, 1};
    int *didx;
    hipMalloc(&didx, sizeof idx);
    hipMemcpy(didx, idx, sizeof idx, hipMemcpyHostToDevice);
    hipsparseSpVecDescr_t V;
    EXPECT(hipsparseCreateSpVec(&V, 2, 2, didx, dval, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO,
                                HIP_C_64F) == HIPSPARSE_STATUS_SUCCESS);
    hipDoubleComplex dot;
    EXPECT(hipsparseSpVV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, V, X, &dot, HIP_C_64F, nullptr) ==
           HIPSPARSE_STATUS_SUCCESS);
    // (1+i)(1) + 2 (i) = 1 + 3i
    EXPECT(dot.x == 1 && dot.y == 3);

    // single-precision vectors with a double-complex matrix: not supported, said once
    float fx[2] = {1, 2}, *dfx;
    hipMalloc(&dfx, sizeof fx);
    hipsparseDnVecDescr_t FX;
    EXPECT(hipsparseCreateDnVec(&FX, 2, dfx, HIP_R_32F) == HIPSPARSE_STATUS_SUCCESS);
    EXPECT(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, FX, &zero, Y, HIP_C_64F,
                         HIPSPARSE_SPMV_ALG_DEFAULT, nullptr) == HIPSPARSE_STATUS_NOT_SUPPORTED);
    EXPECT(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, FX, &zero, Y, HIP_C_64F,
                         HIPSPARSE_SPMV_ALG_DEFAULT, nullptr) == HIPSPARSE_STATUS_NOT_SUPPORTED);
    EXPECT(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, Y, &zero, X, HIP_C_64F,
                         HIPSPARSE_SPMV_ALG_DEFAULT, nullptr) == HIPSPARSE_STATUS_SUCCESS);
    EXPECT(hipsparseCreateDnVec(&FX, -1, dfx, HIP_R_32F) == HIPSPARSE_STATUS_INVALID_VALUE);

    hipsparseDestroySpMat(A);
    hipsparseDestroyDnVec(X), hipsparseDestroyDnVec(Y), hipsparseDestroyDnVec(FX);
    hipsparseDestroySpVec(V);
    EXPECT(hipsparseDestroy(h) == HIPSPARSE_STATUS_SUCCESS);
    if (!fails)
        printf("hipsparse_api: ok\n");
    return fails != 0;
}
