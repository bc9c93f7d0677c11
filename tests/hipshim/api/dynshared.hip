// dynshared.hip - dynamic shared memory: `extern __shared__` arrays of several names and types
// (in kernels, device functions and a namespace) all alias the block's dynamic buffer, the same
// one HIP_DYNAMIC_SHARED and hs_dynamic_shared() return, sized by the launch; blocks running at
// the same time on different workers do not share it; static __shared__ is per block too.
#include "hs_test.h"

namespace ns {
__device__ float *fbuf() { extern __shared__ float nsbuf[]; return nsbuf; }
}

__global__ void scan_block(const int *in, int *out, int *alias_ok)
{
    extern __shared__ int sdata[];
    HIP_DYNAMIC_SHARED(int, viaMacro);
    __shared__ int static_sum;
    unsigned t = threadIdx.x, n = blockDim.x;
    if (t == 0) {
        static_sum = 0;
        if ((void *)sdata != (void *)viaMacro || (void *)sdata != hs_dynamic_shared() ||
            (void *)sdata != (void *)ns::fbuf() || hs_dynamic_shared_size() != n * sizeof(int) ||
            ((uintptr_t)sdata & 15) != 0)
            *alias_ok = 0;
    }
    sdata[t] = in[blockIdx.x * n + t];
    __syncthreads();
    // inclusive Hillis-Steele scan in shared memory
    for (unsigned off = 1; off < n; off <<= 1) {
        int v = t >= off ? sdata[t - off] : 0;
        __syncthreads();
        sdata[t] += v;
        __syncthreads();
    }
    __atomic_add_fetch(&static_sum, 1, __ATOMIC_RELAXED);
    __syncthreads();
    out[blockIdx.x * n + t] = sdata[t] + (static_sum == (int)n ? 0 : 1000000);
}

int main()
{
    const int nb = 64, n = 256;
    int *in, *out, *ok;
    OK(hipMallocManaged(&in, nb * n * sizeof(int)));
    OK(hipMallocManaged(&out, nb * n * sizeof(int)));
    OK(hipMallocManaged(&ok, sizeof(int)));
    for (int i = 0; i < nb * n; i++) in[i] = (i * 7) % 13;
    *ok = 1;
    hipLaunchKernelGGL(scan_block, dim3(nb), dim3(n), n * sizeof(int), 0, in, out, ok);
    OK(hipGetLastError());
    OK(hipDeviceSynchronize());
    CHECK_EQ(*ok, 1);
    int bad = 0;
    for (int b = 0; b < nb; b++) {
        int s = 0;
        for (int t = 0; t < n; t++) {
            s += in[b * n + t];
            bad += out[b * n + t] != s;
        }
    }
    CHECK_EQ(bad, 0);
    // the largest dynamic size works; one byte more is refused
    hipLaunchKernelGGL(scan_block, dim3(1), dim3(64), 65536, 0, in, out, ok);
    OK(hipGetLastError());
    hipLaunchKernelGGL(scan_block, dim3(1), dim3(64), 65537, 0, in, out, ok);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidValue);
    OK(hipDeviceSynchronize());
    OK(hipFree(in));
    OK(hipFree(out));
    OK(hipFree(ok));
    return hs_test_done("dynshared");
}
