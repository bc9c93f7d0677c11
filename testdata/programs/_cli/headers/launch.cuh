// launch.cuh - launches a template kernel that another header (kernels.cuh) defines; its
// template argument is deduced from the call.
#pragma once
template <typename T>
void run_scale(T *p, int n, cudaStream_t s)
{
    scale_k<<<(n + 127) / 128, 128, 0, s>>>(p, n);
}
