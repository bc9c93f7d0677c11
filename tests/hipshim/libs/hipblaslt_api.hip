// hipblaslt_api.hip - hipshim's hipBLASLt where the CUDA corpus program does not reach: attribute
// size queries and round trips, shapes that do not agree (HIPBLAS_STATUS_INVALID_VALUE), and a
// row-major layout, which hipshim does not run (HIPBLAS_STATUS_NOT_SUPPORTED, one stderr line).
// Prints "hipblaslt_api: ok".
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hipblaslt/hipblaslt.h>

static int fails = 0;
#define EXPECT(c)                                                                              \
    do {                                                                                       \
        if (!(c)) {                                                                            \
            printf("hipblaslt_api: line %d: %s\n", __LINE__, #c);                              \
            fails++;                                                                           \
        }                                                                                      \
    } while (0)

int main()
{
    hipblasLtHandle_t h;
    EXPECT(hipblasLtCreate(&h) == HIPBLAS_STATUS_SUCCESS);
    hipblasLtMatmulDesc_t d;
    EXPECT(hipblasLtMatmulDescCreate(&d, HIPBLAS_COMPUTE_32F, HIP_R_32F) == HIPBLAS_STATUS_SUCCESS);
    hipblasLtEpilogue_t e = HIPBLASLT_EPILOGUE_GELU_BIAS, got;
    size_t written = 0;
    EXPECT(hipblasLtMatmulDescSetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e) ==
           HIPBLAS_STATUS_SUCCESS);
    EXPECT(hipblasLtMatmulDescGetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, nullptr, 0,
                                           &written) == HIPBLAS_STATUS_SUCCESS &&
           written == sizeof e);
    EXPECT(hipblasLtMatmulDescGetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, &got, sizeof got,
                                           &written) == HIPBLAS_STATUS_SUCCESS &&
           got == e);
    EXPECT(hipblasLtMatmulDescSetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, &e, 2) ==
           HIPBLAS_STATUS_INVALID_VALUE);

    float *A, *B, *D, one = 1, zero = 0;
    hipMalloc(&A, 64 * sizeof(float));
    hipMalloc(&B, 64 * sizeof(float));
    hipMalloc(&D, 64 * sizeof(float));
    hipblasLtMatrixLayout_t la, lb, ld, lrow;
    hipblasLtMatrixLayoutCreate(&la, HIP_R_32F, 4, 3, 4);
    hipblasLtMatrixLayoutCreate(&lb, HIP_R_32F, 5, 2, 5);   // k = 5 does not match A's 3
    hipblasLtMatrixLayoutCreate(&ld, HIP_R_32F, 4, 2, 4);
    e = HIPBLASLT_EPILOGUE_DEFAULT;
    hipblasLtMatmulDescSetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    EXPECT(hipblasLtMatmul(h, d, &one, A, la, B, lb, &zero, D, ld, D, ld, nullptr, nullptr, 0, 0) ==
           HIPBLAS_STATUS_INVALID_VALUE);

    hipblasLtMatrixLayoutCreate(&lrow, HIP_R_32F, 3, 2, 2);
    hipblasLtOrder_t row = HIPBLASLT_ORDER_ROW;
    EXPECT(hipblasLtMatrixLayoutSetAttribute(lrow, HIPBLASLT_MATRIX_LAYOUT_ORDER, &row,
                                             sizeof row) == HIPBLAS_STATUS_SUCCESS);
    hipblasLtMatmulPreference_t pref;
    hipblasLtMatmulPreferenceCreate(&pref);
    hipblasLtMatmulHeuristicResult_t res;
    int n = -1;
    EXPECT(hipblasLtMatmulAlgoGetHeuristic(h, d, la, lrow, ld, ld, pref, 1, &res, &n) ==
           HIPBLAS_STATUS_NOT_SUPPORTED);
    EXPECT(n == 0);

    hipblasLtMatmulPreferenceDestroy(pref);
    hipblasLtMatrixLayoutDestroy(la);
    hipblasLtMatrixLayoutDestroy(lb);
    hipblasLtMatrixLayoutDestroy(ld);
    hipblasLtMatrixLayoutDestroy(lrow);
    hipblasLtMatmulDescDestroy(d);
    EXPECT(hipblasLtDestroy(h) == HIPBLAS_STATUS_SUCCESS);
    if (!fails)
        printf("hipblaslt_api: ok\n");
    return fails != 0;
}
