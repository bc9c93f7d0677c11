// cu2hip-test: no-compile (rocBLAS is not installed here)
// --roc: rocBLAS and rocRAND names where hipBLAS's and hipRAND's AMD back ends state them
#include <cublas_v2.h>
#include <curand.h>

int gemm(const float *a, const float *b, float *c, int n)
{
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
    const float one = 1.0f, zero = 0.0f;
    cublasStatus_t st = cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
    cublasDestroy(h);
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
    curandGenerateUniform(g, c, (size_t)n * n);
    curandDestroyGenerator(g);
    return st == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
