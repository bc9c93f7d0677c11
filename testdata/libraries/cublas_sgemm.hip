// cuBLAS host program: C = alpha * A * B + beta * C with SGEMM.
#include <cstdio>
#include <vector>
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>

int main()
{
    const int n = 64;
    std::vector<float> a(n * n, 1.0f), b(n * n, 2.0f), c(n * n, 0.0f);
    float *da, *db, *dc;
    hipMalloc(&da, n * n * sizeof(float));
    hipMalloc(&db, n * n * sizeof(float));
    hipMalloc(&dc, n * n * sizeof(float));
    hipblasHandle_t handle;
    if (hipblasCreate(&handle) != HIPBLAS_STATUS_SUCCESS) return 1;
    hipblasSetMatrix(n, n, sizeof(float), a.data(), n, da, n);
    hipblasSetMatrix(n, n, sizeof(float), b.data(), n, db, n);
    const float alpha = 1.0f, beta = 0.0f;
    hipblasStatus_t st = hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, da, n,
                                    db, n, &beta, dc, n);
    if (st != HIPBLAS_STATUS_SUCCESS) return 1;
    hipblasGetMatrix(n, n, sizeof(float), dc, n, c.data(), n);
    printf("c[0] = %f\n", c[0]);
    hipblasDestroy(handle);
    hipFree(da); hipFree(db); hipFree(dc);
    return 0;
}
