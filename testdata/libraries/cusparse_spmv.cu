// cuSPARSE generic API: y = A * x for a CSR matrix.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>

int main()
{
    const int rows = 3, cols = 3, nnz = 4;
    int h_off[] = {0, 1, 3, 4}, h_col[] = {0, 0, 2, 1};
    float h_val[] = {1, 2, 3, 4}, h_x[] = {1, 1, 1}, h_y[3];
    int *d_off, *d_col;
    float *d_val, *d_x, *d_y;
    cudaMalloc((void **)&d_off, sizeof h_off);
    cudaMalloc((void **)&d_col, sizeof h_col);
    cudaMalloc((void **)&d_val, sizeof h_val);
    cudaMalloc((void **)&d_x, sizeof h_x);
    cudaMalloc((void **)&d_y, sizeof h_y);
    cudaMemcpy(d_off, h_off, sizeof h_off, cudaMemcpyHostToDevice);
    cudaMemcpy(d_col, h_col, sizeof h_col, cudaMemcpyHostToDevice);
    cudaMemcpy(d_val, h_val, sizeof h_val, cudaMemcpyHostToDevice);
    cudaMemcpy(d_x, h_x, sizeof h_x, cudaMemcpyHostToDevice);

    cusparseHandle_t handle;
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t x, y;
    float alpha = 1.0f, beta = 0.0f;
    size_t size = 0;
    void *buffer = NULL;
    if (cusparseCreate(&handle) != CUSPARSE_STATUS_SUCCESS) return 1;
    cusparseCreateCsr(&A, rows, cols, nnz, d_off, d_col, d_val, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
    cusparseCreateDnVec(&x, cols, d_x, CUDA_R_32F);
    cusparseCreateDnVec(&y, rows, d_y, CUDA_R_32F);
    cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y,
                            CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &size);
    cudaMalloc(&buffer, size);
    cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y, CUDA_R_32F,
                 CUSPARSE_SPMV_ALG_DEFAULT, buffer);
    cudaMemcpy(h_y, d_y, sizeof h_y, cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", h_y[0], h_y[1], h_y[2]);
    cusparseDestroySpMat(A);
    cusparseDestroyDnVec(x);
    cusparseDestroyDnVec(y);
    cusparseDestroy(handle);
    cudaFree(buffer); cudaFree(d_off); cudaFree(d_col); cudaFree(d_val); cudaFree(d_x); cudaFree(d_y);
    return 0;
}
