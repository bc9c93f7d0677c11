// A switch over every CUDA status (as cuda-samples' helper_cuda.h writes one): the case of a status
// HIP lacks goes under #if 0 with a note; one that another case falls into stays and is reported.
// cu2hip-test: no-compile (Debian packages no hipBLAS headers, and fall() keeps a CUDA name)
#include <hipblas/hipblas.h>
#include <cstdio>
#ifdef HIPBLAS_H
static const char *name(hipblasStatus_t error)
{
    switch (error) {
    case HIPBLAS_STATUS_SUCCESS:
        return "CUBLAS_STATUS_SUCCESS";
#if 0 /* cu2hip: CUBLAS_STATUS_LICENSE_ERROR has no HIP equivalent */
    case CUBLAS_STATUS_LICENSE_ERROR:
        return "CUBLAS_STATUS_LICENSE_ERROR";
#endif
    case HIPBLAS_STATUS_NOT_SUPPORTED:
        return "CUBLAS_STATUS_NOT_SUPPORTED";
    }
    return "<unknown>";
}
#endif
static int fall(hipblasStatus_t error)
{
    int n = 0;
    switch (error) {
    case HIPBLAS_STATUS_SUCCESS:
        n++;
    case CUBLAS_STATUS_LICENSE_ERROR:
        n++;
        break;
    default:
        break;
    }
    return n;
}
int main() { printf("%s %d\n", name(HIPBLAS_STATUS_SUCCESS), fall(HIPBLAS_STATUS_SUCCESS)); }
