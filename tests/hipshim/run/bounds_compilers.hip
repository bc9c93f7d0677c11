// bounds_compilers.hip - which __launch_bounds__ maximums hipshim enforces (a block above it
// fails with hipErrorLaunchFailure), by compiler, as hipshim-cc(1) states: with GCC (the default)
// every maximum, also a constexpr variable or a template parameter (read per instantiation from
// a no-op pad before the kernel); with clang++ (HIPSHIM_CXX) only a maximum that is an integer
// expression after preprocessing, the others not at all.
#include <hip/hip_runtime.h>
#include <cstdio>

constexpr int kMax = 80;
__global__ void __launch_bounds__(2 * 40) literal(int *p) { p[threadIdx.x] = 1; }
__global__ void __launch_bounds__(kMax) named(int *p) { p[threadIdx.x] = 2; }
template <int N> __global__ void __launch_bounds__(N) templated(int *p) { p[threadIdx.x] = 3; }

static int refused(hipError_t e, const char *what, int want)
{
    int got = e == hipErrorLaunchFailure;
    if (e != hipSuccess && !got)
        std::printf("bounds: %s: unexpected %s\n", what, hipGetErrorName(e));
    if (got != want)
        std::printf("bounds: %s: a block over the bound was %s\n", what, got ? "refused" : "run");
    return got == want && (e == hipSuccess || got) ? 0 : 1;
}

int main()
{
#if defined(__clang__)
    const int enforced = 0;
    const char *cc = "clang";
#else
    const int enforced = 1;
    const char *cc = "gcc";
#endif
    int *p, bad = 0;
    if (hipMallocManaged(&p, 1024 * sizeof(int)) != hipSuccess)
        return 1;
    hipLaunchKernelGGL(literal, dim3(1), dim3(81), 0, 0, p);
    bad |= refused(hipGetLastError(), "2 * 40", 1);
    hipLaunchKernelGGL(named, dim3(1), dim3(kMax + 1), 0, 0, p);
    bad |= refused(hipGetLastError(), "constexpr variable", enforced);
    hipLaunchKernelGGL(templated<80>, dim3(1), dim3(81), 0, 0, p);
    bad |= refused(hipGetLastError(), "template parameter", enforced);
    hipLaunchKernelGGL(templated<80>, dim3(1), dim3(80), 0, 0, p);
    bad |= refused(hipGetLastError(), "template parameter, at the bound", 0);
    hipDeviceSynchronize();
    if (!bad)
        std::printf("bounds_compilers: ok (%s%s)\n", cc, enforced ? ", every bound enforced" : ", literal bounds only");
    return bad;
}
