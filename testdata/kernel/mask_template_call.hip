// A mask passed to a function template with explicit template arguments from inside another
// template (cuda-samples' reduction: warpReduceSum<T>(ballot_result, sum)): clang leaves the
// call unresolved until instantiation, yet the mask flows into the callee's parameter, which is
// widened with the lanes counted on it, and no "cannot be followed" warning is given.
#include <hip/hip_runtime.h>
template <class T> __device__ int count_lanes(unsigned long long m, T unused)
{
    return __popcll(m) + (int)unused;
}

template <class T> __device__ T reduce_lanes(unsigned long long mask, T v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(mask, v, offset);
    return v;
}

template <class T, int N>
__global__ void lanes(const T *in, int *out, T *sum)
{
    unsigned long long ballot = __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > T(0));
    out[blockIdx.x] = count_lanes<T>(ballot, T(0));
    sum[blockIdx.x] = reduce_lanes<T>(ballot, in[threadIdx.x]) * N;
}

template __global__ void lanes<float, 2>(const float *, int *, float *);
