// Prelude: CUDA's sparse and refactorization solvers, cuBLASXt, nvJitLink, libNVVM and EGL
// interoperability, from a host C++ file. The stub headers include what CUDA's own headers
// include, so the guards and API macros that helper headers test are defined (a helper that
// declares an error-string overload only under #ifdef CUSPARSEAPI / CUSOLVER_COMMON_H_ must
// find one for cusparseStatus_t and cusolverStatus_t).
#include <cusolverSp.h>
#include <cusolverSp_LOWLEVEL_PREVIEW.h>
#include <cusolverRf.h>
#include <cublasXt.h>
#include <nvJitLink.h>
#include <nvvm.h>
#include <cudaEGL.h>
#include <cuda_egl_interop.h>
#include <stdio.h>

#ifdef CUSPARSEAPI
static const char *status_name(cusparseStatus_t s) { return s == CUSPARSE_STATUS_SUCCESS ? "ok" : "cusparse error"; }
#endif
#ifdef CUSOLVER_COMMON_H_
static const char *status_name(cusolverStatus_t s) { return s == CUSOLVER_STATUS_SUCCESS ? "ok" : "cusolver error"; }
#endif
template <typename T> static void check(T r) { printf("%s\n", status_name(r)); }

int main()
{
    cusolverSpHandle_t sp;
    check(cusolverSpCreate(&sp));
    cusparseHandle_t sparse;
    check(cusparseCreate(&sparse));
    csrcholInfo_t chol;
    check(cusolverSpCreateCsrcholInfo(&chol));
    cusolverRfHandle_t rf;
    check(cusolverRfCreate(&rf));
    cublasXtHandle_t xt;
    int devices[1] = { 0 };
    cublasXtCreate(&xt);
    cublasXtDeviceSelect(xt, 1, devices);
    nvJitLinkHandle link;
    const char *opts[] = { "-arch=sm_90" };
    nvJitLinkCreate(&link, 1, opts);
    nvvmProgram prog;
    nvvmCreateProgram(&prog);
    EGLDisplay dpy = EGL_NO_DISPLAY;
    EGLStreamKHR stream = EGL_NO_STREAM_KHR;
    (void)dpy;
    cudaEglStreamConnection conn;
    cudaEGLStreamConsumerConnect(&conn, stream);
    CUeglStreamConnection dconn;
    cuEGLStreamProducerConnect(&dconn, stream, 64, 64);
    cudaEglFrame frame;
    frame.planeCount = 1;
    return nvvmCompileProgramm(prog, 0, nullptr);   // expect: parse
}
