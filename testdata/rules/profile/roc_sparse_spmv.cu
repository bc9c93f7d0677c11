// cu2hip-test: no-compile (rocSPARSE is not installed here)
// --roc with cuSPARSE's generic API: a descriptor type becomes its rocSPARSE type only where every
// call using it can take that type. hipSPARSE creates a CSR descriptor through a rocSPARSE entry
// it declares itself, so cusparseCreateCsr keeps its hip name; it takes a pointer to the
// descriptor, so cusparseSpMatDescr_t stays hipsparseSpMatDescr_t and so do the calls given one.
// The dense-vector descriptor and the handle become rocSPARSE types (hipSPARSE's casts), and a
// rocSPARSE handle or descriptor passed to a hip call converts to its void*.
#include <cusparse.h>

int csr_spmv(int n, int nnz, int *rows, int *cols, float *vals, float *x, float *y)
{
    cusparseHandle_t h = 0;
    cusparseSpMatDescr_t a = 0;
    cusparseDnVecDescr_t vx = 0, vy = 0;
    float alpha = 1.0f, beta = 0.0f;
    size_t size = 0;
    void *work = 0;
    if (cusparseCreate(&h) != CUSPARSE_STATUS_SUCCESS) return 1;
    cusparseCreateCsr(&a, n, n, nnz, rows, cols, vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
    cusparseCreateDnVec(&vx, n, x, CUDA_R_32F);
    cusparseCreateDnVec(&vy, n, y, CUDA_R_32F);
    cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_32F,
                            CUSPARSE_SPMV_ALG_DEFAULT, &size);
    cudaMalloc(&work, size);
    cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_32F,
                 CUSPARSE_SPMV_ALG_DEFAULT, work);
    cusparseDestroySpMat(a);
    cusparseDestroyDnVec(vx);
    cusparseDestroyDnVec(vy);
    cusparseDestroy(h);
    cudaFree(work);
    return 0;
}
