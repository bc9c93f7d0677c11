// cuBLAS host program: C = alpha * A * B + beta * C with SGEMM.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

int main()
{
    const int n = 64;
    std::vector<float> a(n * n, 1.0f), b(n * n, 2.0f), c(n * n, 0.0f);
    float *da, *db, *dc;
    cudaMalloc(&da, n * n * sizeof(float));
    cudaMalloc(&db, n * n * sizeof(float));
    cudaMalloc(&dc, n * n * sizeof(float));
    cublasHandle_t handle;
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
    cublasSetMatrix(n, n, sizeof(float), a.data(), n, da, n);
    cublasSetMatrix(n, n, sizeof(float), b.data(), n, db, n);
    const float alpha = 1.0f, beta = 0.0f;
    cublasStatus_t st = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, da, n,
                                    db, n, &beta, dc, n);
    if (st != CUBLAS_STATUS_SUCCESS) return 1;
    cublasGetMatrix(n, n, sizeof(float), dc, n, c.data(), n);
    printf("c[0] = %f\n", c[0]);
    cublasDestroy(handle);
    cudaFree(da); cudaFree(db); cudaFree(dc);
    return 0;
}
