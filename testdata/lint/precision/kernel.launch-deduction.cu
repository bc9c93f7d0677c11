// Precision of kernel.launch-deduction: in a template, a launch of an overloaded kernel template
// whose arguments depend on template parameters is reported, naming the kernel; the same launch
// launch of a kernel that is not overloaded (deduced, or spelled out) and a launch outside any
// template are not, nor is a launch in a macro that spells its kernel's arguments from the
// macro's parameters, though its expansions bind them differently.
#include <cuda_runtime.h>

template <class T> __global__ void over(T *p) { p[0] = T(); }
template <class T> __global__ void over(T *p, int n) { p[n] = T(); }
template <class T> __global__ void single(T *p) { p[0] = T(); }

template <class T> void run(T *p)
{
    over<<<1, 1>>>(p);                                                // expect: kernel.launch-deduction
    over<T><<<1, 1>>>(p);                                             // expect: kernel.launch-deduction
    single<<<1, 1>>>(p);
    single<T><<<1, 1>>>(p);
}

void host(float *p)
{
    run(p);
    over<<<1, 1>>>(p);
}

#define LAUNCH_SINGLE(T, ptr) single<T><<<1, 1>>>((T *)(ptr))
void host_macro(void *b)
{
    LAUNCH_SINGLE(float, b);
    LAUNCH_SINGLE(int, b);
}
