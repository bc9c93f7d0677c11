// A launch inside a template whose kernel's template arguments are deduced from dependent types
// spells them with HIP's names (ihipStream_t *, not CUstream_st *), and a call
// template's argument that holds a template argument list keeps its commas
// (cudaFuncGetAttributes(&a, k<A, B>)).

#include <hip/hip_runtime.h>
template <bool B, class T, class F> struct pick { typedef T type; };
template <class T, class F> struct pick<false, T, F> { typedef F type; };

template <class State, class Dir>
__global__ void initRNG(State *states, Dir *dirs, int n)
{
    if ((int)threadIdx.x < n && !states) return;
    (void)dirs;
}

template <class Real> struct Estimator {
    typedef typename pick<sizeof(Real) == 8, hipEvent_t, hipStream_t>::type State;
    typedef typename pick<sizeof(Real) == 8, unsigned long long, unsigned int>::type Dir;
    State *states;
    Dir *dirs;
    int run(int n)
    {
        hipFuncAttributes attr;
        if (hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(initRNG<hipStream_t, unsigned int>)) != hipSuccess)
            return 1;
        hipLaunchKernelGGL(HIP_KERNEL_NAME(initRNG<typename pick<sizeof(Real) == 8, ihipEvent_t *, ihipStream_t *>::type, typename pick<sizeof(Real) == 8, unsigned long long, unsigned int>::type>), dim3(1), dim3(32), 0, 0, states, dirs, n);
        return hipDeviceSynchronize() != hipSuccess;
    }
};

int main()
{
    Estimator<float> e{nullptr, nullptr};
    return e.run(0);
}
