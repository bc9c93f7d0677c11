// Names in macro definitions, in macro arguments and in #if-disabled blocks are renamed; a
// user macro that happens to be named like a CUDA API is the user's own and stays.
#include <hip/hip_runtime.h>
#include <cstdio>

#define ALLOC(p, n) hipMalloc((void **)&(p), (n))
#define SYNC() hipDeviceSynchronize()
#define KIND hipMemcpyHostToDevice
#define cudaCheckLast() do { if (hipGetLastError() != hipSuccess) puts("error"); } while (0)
#define cudaSetDevice(d) ((void)(d))      // the user's own macro named like an API: kept
#define MY_STREAM_T hipStream_t
#define STRINGIFY(x) #x

#if defined(__HIPCC__) && CUDART_VERSION >= 11000
static const char *api = STRINGIFY(hipMalloc);   // a macro argument is code: renamed
#else   // CUDART_VERSION is left as written (a CUDA version, false under HIP): this branch is HIP's
static const char *api = "cudaMalloc";            // a string literal is text: kept
#endif

#if 0
void old_path() { hipDeviceSynchronize(); hipMemset(0, 0, 0); }
#else
void new_path() { SYNC(); }
#endif

int main()
{
    float *d, h[4] = {0};
    ALLOC(d, sizeof h);
    ALLOC(d, 2 * sizeof h);
    hipMemcpy(d, h, sizeof h, KIND);
    MY_STREAM_T s;
    hipStreamCreate(&s);
    cudaCheckLast();
    cudaSetDevice(0);
    hipFree(d);
    SYNC();
    return api != nullptr;
}
