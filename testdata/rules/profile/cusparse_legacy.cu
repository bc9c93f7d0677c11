// cuSPARSE's legacy API (removed from CUDA 12, kept by hipSPARSE, whose NVIDIA back end still
// calls it): gather/scatter, csrmv, the HYB format, csr2csc (issue 31). The names come from
// AMD's statements, since CUDA 13's headers no longer declare them.
#include <cusparse.h>

cusparseStatus_t legacy(cusparseHandle_t h, cusparseMatDescr_t descr, int m, int n, int nnz,
                        const double *val, const int *rowPtr, const int *colInd, const double *x, double *y,
                        double *xval, const int *xind)
{
    const double one = 1.0, zero = 0.0;
    cusparseStatus_t st = cusparseDgthr(h, nnz, y, xval, xind, CUSPARSE_INDEX_BASE_ZERO);
    if (st != CUSPARSE_STATUS_SUCCESS) return st;
    st = cusparseDcsrmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, m, n, nnz, &one, descr, val, rowPtr, colInd, x, &zero, y);
    if (st != CUSPARSE_STATUS_SUCCESS) return st;
    cusparseHybMat_t hyb;
    st = cusparseCreateHybMat(&hyb);
    if (st != CUSPARSE_STATUS_SUCCESS) return st;
    st = cusparseDcsr2hyb(h, m, n, descr, val, rowPtr, colInd, hyb, 0, CUSPARSE_HYB_PARTITION_AUTO);
    if (st == CUSPARSE_STATUS_SUCCESS)
        st = cusparseDhybmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, descr, hyb, x, &zero, y);
    cusparseDestroyHybMat(hyb);
    return st;
}
