// cu2hip-test: no-compile (rocBLAS is not installed here)
// --roc: rocBLAS and rocRAND names where hipBLAS's and hipRAND's AMD back ends state them
#include <rocblas/rocblas.h>
#include <rocrand/rocrand.h>

int gemm(const float *a, const float *b, float *c, int n)
{
    rocblas_handle h;
    if (rocblas_create_handle(&h) != rocblas_status_success) return 1;
    const float one = 1.0f, zero = 0.0f;
    rocblas_status st = rocblas_sgemm(h, rocblas_operation_none, rocblas_operation_transpose, n, n, n, &one, a, n, b, n, &zero, c, n);
    rocblas_destroy_handle(h);
    rocrand_generator g;
    rocrand_create_generator(&g, ROCRAND_RNG_PSEUDO_DEFAULT);
    rocrand_generate_uniform(g, c, (size_t)n * n);
    rocrand_destroy_generator(g);
    return st == rocblas_status_success ? 0 : 1;
}
