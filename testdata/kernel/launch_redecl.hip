// Launches inside templates that are declared before they are defined (a prototype, then the
// definition), and in out-of-line members of class templates: the templates are instantiated
// below, and the launch is translated from the template's own code, once, with the template's
// arguments (T), never from an instantiation (float, int).
#include <hip/hip_runtime.h>

template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }

template <class T> void run_scale(T *p, T s, int n);   // declared first

template <class T> struct Engine {
    T *data;
    void step(T s);
    template <class U> void mix(U *u);
};

template <class T> void run_scale(T *p, T s, int n) {
    hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T>), dim3(1), dim3(n), 0, 0, p, s);   // written arguments
    hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T>), dim3(1), dim3(n), 0, 0, p, s);      // deduced: scale<T>
}

template <class T> void Engine<T>::step(T s) { hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T>), dim3(2), dim3(64), 0, 0, data, s); }

template <class T> template <class U> void Engine<T>::mix(U *u) { hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<U>), dim3(1), dim3(32), 0, 0, u, U(2)); }

template <class T> struct Inline {   // members defined in the class
    void go(T *t) { hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T>), dim3(1), dim3(16), 0, 0, t, T(1)); }
    template <class U> void put(U *u) { hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<U>), dim3(1), dim3(8), 0, 0, u, U(3)); }
};

void host(float *f, int *i) {
    run_scale(f, 2.0f, 32);
    run_scale(i, 3, 64);
    Engine<float> e{f};
    e.step(1.5f);
    e.mix(i);
    Engine<int> g{i};
    g.step(2);
    Inline<float> in;
    in.go(f);
    in.put(i);
}
