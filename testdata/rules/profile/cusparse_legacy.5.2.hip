// cuSPARSE's legacy API (removed from CUDA 12, kept by hipSPARSE, whose NVIDIA back end still
// calls it): gather/scatter, csrmv, the HYB format, csr2csc (issue 31). The names come from
// AMD's statements, since CUDA 13's headers no longer declare them.
#include <hipsparse/hipsparse.h>

hipsparseStatus_t legacy(hipsparseHandle_t h, hipsparseMatDescr_t descr, int m, int n, int nnz,
                        const double *val, const int *rowPtr, const int *colInd, const double *x, double *y,
                        double *xval, const int *xind)
{
    const double one = 1.0, zero = 0.0;
    hipsparseStatus_t st = hipsparseDgthr(h, nnz, y, xval, xind, HIPSPARSE_INDEX_BASE_ZERO);
    if (st != HIPSPARSE_STATUS_SUCCESS) return st;
    st = hipsparseDcsrmv(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, n, nnz, &one, descr, val, rowPtr, colInd, x, &zero, y);
    if (st != HIPSPARSE_STATUS_SUCCESS) return st;
    hipsparseHybMat_t hyb;
    st = hipsparseCreateHybMat(&hyb);
    if (st != HIPSPARSE_STATUS_SUCCESS) return st;
    st = hipsparseDcsr2hyb(h, m, n, descr, val, rowPtr, colInd, hyb, 0, HIPSPARSE_HYB_PARTITION_AUTO);
    if (st == HIPSPARSE_STATUS_SUCCESS)
        st = hipsparseDhybmv(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, descr, hyb, x, &zero, y);
    hipsparseDestroyHybMat(hyb);
    return st;
}
