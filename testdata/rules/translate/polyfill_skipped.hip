// cu2hip-test: no-compile (CUDA_OLD is never defined: the calls of the active branch name CUDA's __hgt2_mask, which HIP lacks)
// A user's own definition of a CUDA function in an #if branch the parse leaves out (a polyfill
// for toolkits that lack it) is the user's, not a use of CUDA's API: only uses are reported.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <stdint.h>

#if defined(CUDA_OLD)
static __device__ __forceinline__ uint32_t __hgt2_mask(const half2 a, const half2 b) {
    const uint32_t lo = 0x0000FFFF * (float(__low2half(a)) > float(__low2half(b)));
    const uint32_t hi = 0xFFFF0000 * (float(__high2half(a)) > float(__high2half(b)));
    return lo | hi;
}
unsigned __hge2_mask(const half2 a, const half2 b) noexcept
{
    return __hgt2_mask(b, a) ^ 0xFFFFFFFFu;
}
#endif

__global__ void k(const half2 *a, const half2 *b, uint32_t *m)
{
    m[threadIdx.x] = __hgt2_mask(a[threadIdx.x], b[threadIdx.x]);
#if defined(CUDA_OLD)
    m[threadIdx.x] |= __hge2_mask(a[0], b[0]);
#endif
}
