// Overloads that become one function in HIP where the parse sees only one of them (issue 31):
// cuda-samples' helper_cuda.h defines _cudaGetErrorEnum(cudaError_t) under
// #ifdef __DRIVER_TYPES_H__ and _cudaGetErrorEnum(CUresult) under #ifdef CUDA_DRIVER_API, which
// a runtime-API program leaves undefined. The renamed tokens of the left-out branch would make a
// redefinition wherever it is compiled too: each of the two goes under #ifndef of one macro,
// defined by the first one compiled. Definitions in sibling branches of one #if/#else, or whose
// HIP types differ, are left alone.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

#ifndef CUDA_DRIVER_API_ONLY
static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
#endif

#ifdef CUDA_DRIVER_API
// CUDA Driver API errors
static const char *_cudaGetErrorEnum(CUresult error)
{
    const char *ret = NULL;
    cuGetErrorName(error, &ret);
    return ret ? ret : "<unknown>";
}
#endif

// both left out by this parse
#ifdef USE_DRIVER_LIMITS
static int lim(const CUlimit l, size_t *v = 0) { return cuCtxGetLimit(v, l); }
#endif
#if defined(USE_RUNTIME_LIMITS)
static int lim(cudaLimit l, size_t *v) { return cudaDeviceGetLimit(v, l); }
#endif

// sibling branches of one #if: never compiled together
#ifdef USE_DRIVER_CACHE
static const char *cache_name(CUfunc_cache c) { return c == CU_FUNC_CACHE_PREFER_L1 ? "L1" : "-"; }
#else
static const char *cache_name(cudaFuncCache c) { return c == cudaFuncCachePreferL1 ? "L1" : "-"; }
#endif

// a left-out definition before the one the parse sees
#ifdef USE_CU_STREAM
static int width(CUstream s) { return s != 0; }
#endif
// one in an #if 0 block, which no configuration compiles: left alone
#if 0
static int width(CUstream s) { return s != 1; }
#endif
static int width(cudaStream_t s) { return s == 0; }

// different HIP types: no collision
#ifdef CUDA_DRIVER_API
static int kind(CUdevice d) { return (int)d; }
#endif
static int kind(cudaStream_t s) { return s == 0; }

int main()
{
    cudaError_t e = cudaSetDevice(0);
    printf("%s %s %d %d\n", _cudaGetErrorEnum(e), cache_name(cudaFuncCachePreferL1), width(0), kind(0));
    return 0;
}
