// Overloads that become one function in HIP (issue 31): CUDA's runtime and driver error types
// are both hipError_t, so cuda-samples' helper_cuda.h-style _cudaGetErrorEnum(cudaError_t) and
// _cudaGetErrorEnum(CUresult) would be a redefinition: the first is kept, the second goes under
// #if 0 with a note. Overloads that stay apart in HIP are left alone.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>
#include <builtin_types.h>

static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }

// CUDA Driver API errors
static const char *_cudaGetErrorEnum(CUresult error)
{
    const char *ret = NULL;
    cuGetErrorName(error, &ret);
    return ret ? ret : "<unknown>";
}

namespace util {
// the runtime's and the driver's enums of cache preferences and limits are one HIP enum each
// (a parameter's top-level const does not make another function)
const char *name(cudaFuncCache c) { return c == cudaFuncCachePreferL1 ? "L1" : "none"; }
const char *name(CUfunc_cache c)
{
    return c == CU_FUNC_CACHE_PREFER_L1 ? "L1" : "none";
}
int lim(cudaLimit l, size_t *v) { return cudaDeviceGetLimit(v, l); }
int lim(const CUlimit l, size_t *v) { return cuCtxGetLimit(v, l); }
}

static int width(float2 v) { return (int)v.x; }
static int width(double2 v) { return (int)v.x; }

template <typename T> void check(T result, const char *what)
{
    if (result) printf("%s: %s\n", what, _cudaGetErrorEnum(result));
}

int main()
{
    check(cudaSetDevice(0), "cudaSetDevice");
    printf("%s\n", util::name(cudaFuncCachePreferL1));
    return width(make_float2(1, 2)) + width(make_double2(1, 2));
}
