// Launches inside templates that are declared before they are defined (a prototype, then the
// definition), and in out-of-line members of class templates: the templates are instantiated
// below, and the launch is translated from the template's own code, once, with the template's
// arguments (T), never from an instantiation (float, int).
#include <cuda_runtime.h>

template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }

template <class T> void run_scale(T *p, T s, int n);   // declared first

template <class T> struct Engine {
    T *data;
    void step(T s);
    template <class U> void mix(U *u);
};

template <class T> void run_scale(T *p, T s, int n) {
    scale<T><<<1, n>>>(p, s);   // written arguments
    scale<<<1, n>>>(p, s);      // deduced: scale<T>
}

template <class T> void Engine<T>::step(T s) { scale<<<2, 64>>>(data, s); }

template <class T> template <class U> void Engine<T>::mix(U *u) { scale<<<1, 32>>>(u, U(2)); }

template <class T> struct Inline {   // members defined in the class
    void go(T *t) { scale<<<1, 16>>>(t, T(1)); }
    template <class U> void put(U *u) { scale<<<1, 8>>>(u, U(3)); }
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
