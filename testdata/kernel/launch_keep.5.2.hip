// --keep-chevrons: launches stay <<<>>> (valid HIP); every other kernel transform still applies.
#include <hip/hip_runtime.h>

__global__ void __launch_bounds__(256, 16) reduce(const int *in, int *out) {
    int v = in[threadIdx.x];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down(v, d);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

void host(const int *in, int *out, hipStream_t s) {
    reduce<<<1, 256, 0, s>>>(in, out);
    void *args[] = { (void *)&in, (void *)&out };
    hipLaunchKernel((const void *)reduce, dim3(1), dim3(256), args, 0, s);
}
