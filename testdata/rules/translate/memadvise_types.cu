// cu2hip-test: no-compile (hipMemAdvise_v2/hipMemPrefetchAsync_v2 are HIP 7.0; the generic call is left as written)
#include <cuda_runtime.h>

// CUDA 12 and CUDA 13 spellings of the unified-memory hints: same arity, the type of the
// location argument tells them apart.
void hints(float *p, size_t n, int dev, cudaStream_t s, cudaMemLocation loc)
{
    cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, dev);
    cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
    cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy, loc);
    cudaMemPrefetchAsync(p, n, dev);
    cudaMemPrefetchAsync(p, n, dev, s);
    cudaMemPrefetchAsync(p, n, loc, 0);
    cudaMemPrefetchAsync(p, n, loc, 0, s);
}

template <typename T>
void generic(T where, float *p, size_t n)
{
    cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, where);
}
