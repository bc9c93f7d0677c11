// cuSPARSE generic API: y = A * x for a CSR matrix.
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hipsparse/hipsparse.h>

int main()
{
    const int rows = 3, cols = 3, nnz = 4;
    int h_off[] = {0, 1, 3, 4}, h_col[] = {0, 0, 2, 1};
    float h_val[] = {1, 2, 3, 4}, h_x[] = {1, 1, 1}, h_y[3];
    int *d_off, *d_col;
    float *d_val, *d_x, *d_y;
    hipMalloc((void **)&d_off, sizeof h_off);
    hipMalloc((void **)&d_col, sizeof h_col);
    hipMalloc((void **)&d_val, sizeof h_val);
    hipMalloc((void **)&d_x, sizeof h_x);
    hipMalloc((void **)&d_y, sizeof h_y);
    hipMemcpy(d_off, h_off, sizeof h_off, hipMemcpyHostToDevice);
    hipMemcpy(d_col, h_col, sizeof h_col, hipMemcpyHostToDevice);
    hipMemcpy(d_val, h_val, sizeof h_val, hipMemcpyHostToDevice);
    hipMemcpy(d_x, h_x, sizeof h_x, hipMemcpyHostToDevice);

    hipsparseHandle_t handle;
    hipsparseSpMatDescr_t A;
    hipsparseDnVecDescr_t x, y;
    float alpha = 1.0f, beta = 0.0f;
    size_t size = 0;
    void *buffer = NULL;
    if (hipsparseCreate(&handle) != HIPSPARSE_STATUS_SUCCESS) return 1;
    hipsparseCreateCsr(&A, rows, cols, nnz, d_off, d_col, d_val, HIPSPARSE_INDEX_32I,
                      HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
    hipsparseCreateDnVec(&x, cols, d_x, HIP_R_32F);
    hipsparseCreateDnVec(&y, rows, d_y, HIP_R_32F);
    hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y,
                            HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &size);
    hipMalloc(&buffer, size);
    hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, x, &beta, y, HIP_R_32F,
                 HIPSPARSE_SPMV_ALG_DEFAULT, buffer);
    hipMemcpy(h_y, d_y, sizeof h_y, hipMemcpyDeviceToHost);
    printf("%g %g %g\n", h_y[0], h_y[1], h_y[2]);
    hipsparseDestroySpMat(A);
    hipsparseDestroyDnVec(x);
    hipsparseDestroyDnVec(y);
    hipsparseDestroy(handle);
    hipFree(buffer); hipFree(d_off); hipFree(d_col); hipFree(d_val); hipFree(d_x); hipFree(d_y);
    return 0;
}
