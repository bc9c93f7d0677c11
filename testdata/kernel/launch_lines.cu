// Launches spread over several lines: the output keeps every line break (diagnostics map back by
// line number) and reads naturally: separators end a line, the next line keeps its indentation.
#include <cuda_runtime.h>

template <typename T> __global__ void k(T *a, int n) {}
__global__ void p(float *a, int n) {}
template <typename T> __global__ void none() {}

#define LAUNCH_SPLIT(kern, a, n)                 \
    kern<<<((n) + 255) / 256,                    \
           256>>>(a, n)
#define LAUNCH_LEADING(kern, a, n)               \
    kern                                         \
        <<<1, 32>>>(a, n)

void host(float *a, int n, cudaStream_t s, dim3 g, dim3 b) {
    p<<<g, b>>>(
        a, n);
    k<float>
        <<<g, b>>>(a, n);
    p<<<
        g,
        b
    >>>(a, n);
    p<<<g, b>>>
        (a, n);
    p<<<g, b, 0,
        s>>>(a, n);
    p<<<g
        , b
        , 0
        , s>>>(a, n);
    p<<<g,
        b>>>(a,
             n);
    none<float><<<g, b>>>(  );
    none<int><<<g, b>>>(
    );
    p<<<g /*grid*/, b /* block */>>>(a /* first */, n);
    p<<<g, // grid
        b>>>(a, n);
    k<float>
    <<<
    g, b
    >>>
    (
    a, n
    );
    p<<<(n + 255) / 256, 256, 0, s>>>(a,   // the data
                                     n);  // count
    LAUNCH_SPLIT(p, a, n);
    LAUNCH_LEADING(p, a, n);
}
