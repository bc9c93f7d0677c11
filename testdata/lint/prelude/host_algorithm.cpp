// Prelude: a host C++ file of a CUDA project, compiled by the host compiler. It includes C++
// headers that clang's CUDA mode wraps (<algorithm>, <new>, <complex>) before the CUDA runtime:
// its host-mode parse must read them as the host compiler does (one parse, no CUDA-mode retry;
// see the lint.parse-count tests).
#include <algorithm>
#include <complex>
#include <new>
#include <vector>

#include <cuda_runtime.h>

int main()
{
    std::vector<float> h(256, 1.0f);
    std::complex<float> z(1.0f, 2.0f);
    float *d = nullptr;
    cudaMalloc(&d, h.size() * sizeof(float));
    cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
    std::sort(h.begin(), h.end());
    cudaFree(d);
    return (int)std::abs(z) + (int)h.size() - cudaSucess;   // expect: parse
}
