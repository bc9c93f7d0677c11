// A switch over every CUDA status (as cuda-samples' helper_cuda.h writes one): the case of a status
// HIP lacks goes under #if 0 with a note; one that another case falls into stays and is reported.
// cu2hip-test: no-compile (Debian packages no hipBLAS headers, and fall() keeps a CUDA name)
#include <cublas_v2.h>
#include <cstdio>
#ifdef CUBLAS_API_H_
static const char *name(cublasStatus_t error)
{
    switch (error) {
    case CUBLAS_STATUS_SUCCESS:
        return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_LICENSE_ERROR:
        return "CUBLAS_STATUS_LICENSE_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED:
        return "CUBLAS_STATUS_NOT_SUPPORTED";
    }
    return "<unknown>";
}
#endif
static int fall(cublasStatus_t error)
{
    int n = 0;
    switch (error) {
    case CUBLAS_STATUS_SUCCESS:
        n++;
    case CUBLAS_STATUS_LICENSE_ERROR:
        n++;
        break;
    default:
        break;
    }
    return n;
}
int main() { printf("%s %d\n", name(CUBLAS_STATUS_SUCCESS), fall(CUBLAS_STATUS_SUCCESS)); }
