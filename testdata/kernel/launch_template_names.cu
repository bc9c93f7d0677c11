// A launch inside a template whose kernel's template arguments are deduced from dependent types
// spells them with HIP's names (ihipStream_t *, not CUstream_st *), and a call
// template's argument that holds a template argument list keeps its commas
// (cudaFuncGetAttributes(&a, k<A, B>)).

template <bool B, class T, class F> struct pick { typedef T type; };
template <class T, class F> struct pick<false, T, F> { typedef F type; };

template <class State, class Dir>
__global__ void initRNG(State *states, Dir *dirs, int n)
{
    if ((int)threadIdx.x < n && !states) return;
    (void)dirs;
}

template <class Real> struct Estimator {
    typedef typename pick<sizeof(Real) == 8, cudaEvent_t, cudaStream_t>::type State;
    typedef typename pick<sizeof(Real) == 8, unsigned long long, unsigned int>::type Dir;
    State *states;
    Dir *dirs;
    int run(int n)
    {
        cudaFuncAttributes attr;
        if (cudaFuncGetAttributes(&attr, initRNG<cudaStream_t, unsigned int>) != cudaSuccess)
            return 1;
        initRNG<<<1, 32>>>(states, dirs, n);
        return cudaDeviceSynchronize() != cudaSuccess;
    }
};

int main()
{
    Estimator<float> e{nullptr, nullptr};
    return e.run(0);
}
