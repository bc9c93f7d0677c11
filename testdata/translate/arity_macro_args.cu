// cu2hip-test: no-compile (Debian's HIP 5.2 has no hipBLAS headers; translate/arity_macro_args checks the calls' translation)
// Calls whose form differs between CUDA versions are told apart by their number of arguments;
// arguments written as macros (the sizes of simpleCUBLAS, a template argument list behind a
// name) count as one argument each; a macro that spells two arguments is left as written, with a
// warning (no edit inside a macro expansion).
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define N (275)
#define LD N
#define PAIR(a, b) a, b

template <int A, int B>
__global__ void initRNG(float *p) { p[A] = B; }
#define INIT initRNG<1, 2>

int main()
{
    cublasHandle_t handle;
    float alpha = 1.0f, beta = 0.0f, *d_A = 0, *d_B = 0, *d_C = 0;
    cublasCreate(&handle);
    cublasStatus_t status = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, d_A, LD,
                                        d_B, N, &beta, d_C, (N));
    status = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, PAIR(N, N), N, &alpha, d_A, N, d_B, N,
                         &beta, d_C, N);
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, INIT);
    cublasDestroy(handle);
    return status == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
