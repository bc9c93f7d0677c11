// cu2hip-test: no-compile (hipMemAdvise_v2/hipMemPrefetchAsync_v2 are HIP 7.0; the generic call is left as written)
#include <hip/hip_runtime.h>

// CUDA 12 and CUDA 13 spellings of the unified-memory hints: same arity, the type of the
// location argument tells them apart.
void hints(float *p, size_t n, int dev, hipStream_t s, hipMemLocation loc)
{
    hipMemAdvise(p, n, hipMemAdviseSetReadMostly, dev);
    hipMemAdvise(p, n, hipMemAdviseSetPreferredLocation, hipCpuDeviceId);
    hipMemAdvise_v2(p, n, hipMemAdviseSetAccessedBy, loc);
    hipMemPrefetchAsync(p, n, dev);
    hipMemPrefetchAsync(p, n, dev, s);
    hipMemPrefetchAsync_v2(p, n, loc, 0, 0);
    hipMemPrefetchAsync_v2(p, n, loc, 0, s);
}

template <typename T>
void generic(T where, float *p, size_t n)
{
    cudaMemAdvise(p, n, hipMemAdviseSetReadMostly, where);
}
