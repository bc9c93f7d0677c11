// Overloads that become one function in HIP where the parse sees only one of them (issue 31):
// cuda-samples' helper_cuda.h defines _cudaGetErrorEnum(cudaError_t) under
// #ifdef __DRIVER_TYPES_H__ and _cudaGetErrorEnum(CUresult) under #ifdef CUDA_DRIVER_API, which
// a runtime-API program leaves undefined. The renamed tokens of the left-out branch would make a
// redefinition wherever it is compiled too: each of the two goes under #ifndef of one macro,
// defined by the first one compiled. Definitions in sibling branches of one #if/#else, or whose
// HIP types differ, are left alone.
#include <cstdio>
#include <hip/hip_runtime.h>

#ifndef CUDA_DRIVER_API_ONLY
#ifndef CU2HIP_ONCE__cudaGetErrorEnum_hipError_t /* cu2hip: in HIP the same function as the one of line 18: the first compiled is kept */
#define CU2HIP_ONCE__cudaGetErrorEnum_hipError_t
static const char *_cudaGetErrorEnum(hipError_t error) { return hipGetErrorName(error); }
#endif
#endif

#ifdef CUDA_DRIVER_API
// CUDA Driver API errors
#ifndef CU2HIP_ONCE__cudaGetErrorEnum_hipError_t /* cu2hip: in HIP the same function as the one of line 13: the first compiled is kept */
#define CU2HIP_ONCE__cudaGetErrorEnum_hipError_t
static const char *_cudaGetErrorEnum(hipError_t error)
{
    const char *ret = NULL;
    hipDrvGetErrorName(error, &ret);
    return ret ? ret : "<unknown>";
}
#endif
#endif

// both left out by this parse
#ifdef USE_DRIVER_LIMITS
#ifndef CU2HIP_ONCE_lim_hipLimit_t_size_t_p /* cu2hip: in HIP the same function as the one of line 31: the first compiled is kept */
#define CU2HIP_ONCE_lim_hipLimit_t_size_t_p
static int lim(const hipLimit_t l, size_t *v = 0) { return hipDeviceGetLimit(v, l); }
#endif
#endif
#if defined(USE_RUNTIME_LIMITS)
#ifndef CU2HIP_ONCE_lim_hipLimit_t_size_t_p /* cu2hip: in HIP the same function as the one of line 28: the first compiled is kept */
#define CU2HIP_ONCE_lim_hipLimit_t_size_t_p
static int lim(hipLimit_t l, size_t *v) { return hipDeviceGetLimit(v, l); }
#endif
#endif

// sibling branches of one #if: never compiled together
#ifdef USE_DRIVER_CACHE
static const char *cache_name(hipFuncCache_t c) { return c == hipFuncCachePreferL1 ? "L1" : "-"; }
#else
static const char *cache_name(hipFuncCache_t c) { return c == hipFuncCachePreferL1 ? "L1" : "-"; }
#endif

// a left-out definition before the one the parse sees
#ifdef USE_CU_STREAM
#ifndef CU2HIP_ONCE_width_hipStream_t /* cu2hip: in HIP the same function as the one of line 49: the first compiled is kept */
#define CU2HIP_ONCE_width_hipStream_t
static int width(hipStream_t s) { return s != 0; }
#endif
#endif
// one in an #if 0 block, which no configuration compiles: left alone
#if 0
static int width(hipStream_t s) { return s != 1; }
#endif
#ifndef CU2HIP_ONCE_width_hipStream_t /* cu2hip: in HIP the same function as the one of line 43: the first compiled is kept */
#define CU2HIP_ONCE_width_hipStream_t
static int width(hipStream_t s) { return s == 0; }
#endif

// different HIP types: no collision
#ifdef CUDA_DRIVER_API
static int kind(hipDevice_t d) { return (int)d; }
#endif
static int kind(hipStream_t s) { return s == 0; }

int main()
{
    hipError_t e = hipSetDevice(0);
    printf("%s %s %d %d\n", _cudaGetErrorEnum(e), cache_name(hipFuncCachePreferL1), width(0), kind(0));
    return 0;
}
