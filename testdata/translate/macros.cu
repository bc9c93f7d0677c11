// Names in macro definitions, in macro arguments and in #if-disabled blocks are renamed; a
// user macro that happens to be named like a CUDA API is the user's own and stays.
#include <cuda_runtime.h>
#include <cstdio>

#define ALLOC(p, n) cudaMalloc((void **)&(p), (n))
#define SYNC() cudaDeviceSynchronize()
#define KIND cudaMemcpyHostToDevice
#define cudaCheckLast() do { if (cudaGetLastError() != cudaSuccess) puts("error"); } while (0)
#define cudaSetDevice(d) ((void)(d))      // the user's own macro named like an API: kept
#define MY_STREAM_T cudaStream_t
#define STRINGIFY(x) #x

#if defined(__CUDACC__) && CUDART_VERSION >= 11000
static const char *api = STRINGIFY(cudaMalloc);   // a macro argument is code: renamed
#else   // CUDART_VERSION is left as written (a CUDA version, false under HIP): this branch is HIP's
static const char *api = "cudaMalloc";            // a string literal is text: kept
#endif

#if 0
void old_path() { cudaThreadSynchronize(); cudaMemset(0, 0, 0); }
#else
void new_path() { SYNC(); }
#endif

int main()
{
    float *d, h[4] = {0};
    ALLOC(d, sizeof h);
    ALLOC(d, 2 * sizeof h);
    cudaMemcpy(d, h, sizeof h, KIND);
    MY_STREAM_T s;
    cudaStreamCreate(&s);
    cudaCheckLast();
    cudaSetDevice(0);
    cudaFree(d);
    SYNC();
    return api != nullptr;
}
