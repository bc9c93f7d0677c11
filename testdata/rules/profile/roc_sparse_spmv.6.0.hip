// cu2hip-test: no-compile (rocSPARSE is not installed here)
// --roc with cuSPARSE's generic API: a descriptor type becomes its rocSPARSE type only where every
// call using it can take that type. hipSPARSE creates a CSR descriptor through a rocSPARSE entry
// it declares itself, so cusparseCreateCsr keeps its hip name; it takes a pointer to the
// descriptor, so cusparseSpMatDescr_t stays hipsparseSpMatDescr_t and so do the calls given one.
// The dense-vector descriptor and the handle become rocSPARSE types (hipSPARSE's casts), and a
// rocSPARSE handle or descriptor passed to a hip call converts to its void*.
#include <hip/hip_runtime.h>
#include <rocsparse/rocsparse.h>

int csr_spmv(int n, int nnz, int *rows, int *cols, float *vals, float *x, float *y)
{
    rocsparse_handle h = 0;
    hipsparseSpMatDescr_t a = 0;
    rocsparse_dnvec_descr vx = 0, vy = 0;
    float alpha = 1.0f, beta = 0.0f;
    size_t size = 0;
    void *work = 0;
    if (rocsparse_create_handle(&h) != HIPSPARSE_STATUS_SUCCESS) return 1;
    hipsparseCreateCsr(&a, n, n, nnz, rows, cols, vals, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                      HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
    rocsparse_create_dnvec_descr(&vx, n, x, rocsparse_datatype_f32_r);
    rocsparse_create_dnvec_descr(&vy, n, y, rocsparse_datatype_f32_r);
    hipsparseSpMV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, HIP_R_32F,
                            HIPSPARSE_SPMV_ALG_DEFAULT, &size);
    hipMalloc(&work, size);
    hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, HIP_R_32F,
                 HIPSPARSE_SPMV_ALG_DEFAULT, work);
    hipsparseDestroySpMat(a);
    rocsparse_destroy_dnvec_descr(vx);
    rocsparse_destroy_dnvec_descr(vy);
    rocsparse_destroy_handle(h);
    hipFree(work);
    return 0;
}
