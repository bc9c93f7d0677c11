// Non-standard code nvcc accepts and clang rejects with a fix-it (issue 31): a dependent member
// template called without 'template'. The fix-it is applied, with a note.
template <typename T> struct Conv {
    template <int N> static __device__ int shift(int v) { return v << N; }
};

template <typename T> __global__ void k(int *p)
{
    p[threadIdx.x] = Conv<T>::shift<2>(p[threadIdx.x]);
}

template __global__ void k<int>(int *);
