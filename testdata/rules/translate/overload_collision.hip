// Overloads that become one function in HIP (issue 31): CUDA's runtime and driver error types
// are both hipError_t, so cuda-samples' helper_cuda.h-style _cudaGetErrorEnum(cudaError_t) and
// _cudaGetErrorEnum(CUresult) would be a redefinition: the first is kept, the second goes under
// #if 0 with a note. Overloads that stay apart in HIP are left alone.
#include <cstdio>
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>

static const char *_cudaGetErrorEnum(hipError_t error) { return hipGetErrorName(error); }

// CUDA Driver API errors
#if 0 /* cu2hip: in HIP the same function as the one of line 10 */
static const char *_cudaGetErrorEnum(hipError_t error)
{
    const char *ret = NULL;
    hipDrvGetErrorName(error, &ret);
    return ret ? ret : "<unknown>";
}
#endif

namespace util {
// the runtime's and the driver's enums of cache preferences and limits are one HIP enum each
// (a parameter's top-level const does not make another function)
const char *name(hipFuncCache_t c) { return c == hipFuncCachePreferL1 ? "L1" : "none"; }
#if 0 /* cu2hip: in HIP the same function as the one of line 23 */
const char *name(hipFuncCache_t c)
{
    return c == hipFuncCachePreferL1 ? "L1" : "none";
}
#endif
int lim(hipLimit_t l, size_t *v) { return hipDeviceGetLimit(v, l); }
#if 0 /* cu2hip: in HIP the same function as the one of line 28 */
int lim(const hipLimit_t l, size_t *v) { return hipDeviceGetLimit(v, l); }
#endif
}

static int width(float2 v) { return (int)v.x; }
static int width(double2 v) { return (int)v.x; }

template <typename T> void check(T result, const char *what)
{
    if (result) printf("%s: %s\n", what, _cudaGetErrorEnum(result));
}

int main()
{
    check(hipSetDevice(0), "cudaSetDevice");
    printf("%s\n", util::name(hipFuncCachePreferL1));
    return width(make_float2(1, 2)) + width(make_double2(1, 2));
}
