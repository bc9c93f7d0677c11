// launch.hip - launch validation as HIP does it (zero dimensions, blocks over 1024 threads,
// too much dynamic shared memory, bad streams: error via hipGetLastError, no crash), argument
// packing by value with conversion to parameter types, and launches by address with void** args
// (hipLaunchKernel): every kernel hipshim-cc compiled is known from the start, also one never
// named in a typed call; an address that is no kernel is hipErrorInvalidDeviceFunction.
#include "hs_test.h"

struct Pair { int a; double b; };

__global__ void store(int *out, int x) { if (threadIdx.x == 0 && blockIdx.x == 0) *out = x; }
__global__ void mix(double *out, float f, Pair p, long long l)
{
    if (threadIdx.x == 0) *out = f + p.a + p.b + (double)l;
}
__global__ void coords(int *out)
{
    int b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int n = blockDim.x * blockDim.y * blockDim.z;
    out[b * n + t] = b * 1000 + t;
}
__global__ void never_launched_typed(int *out) { *out = 99; }
static void not_a_kernel(int *out) { *out = -1; }

int main()
{
    int *o;
    double *od;
    OK(hipMallocManaged(&o, 4096 * sizeof(int)));
    OK(hipMallocManaged(&od, sizeof(double)));
    // argument conversion: double -> int, int -> float, struct by value, int -> long long
    hipLaunchKernelGGL(store, dim3(1), dim3(1), 0, 0, o, 7.9);
    Pair p{3, 0.25};
    hipLaunchKernelGGL(mix, 1, 32, 0, 0, od, 1, p, 1000);
    p.a = 100;   // the launch copied p already
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 7);
    CHECK(*od == 1 + 3 + 0.25 + 1000);
    // 3-D grids and blocks
    hipLaunchKernelGGL(coords, dim3(2, 3, 2), dim3(4, 2, 3), 0, 0, o);
    OK(hipDeviceSynchronize());
    int bad = 0;
    for (int b = 0; b < 12; b++)
        for (int t = 0; t < 24; t++) bad += o[b * 24 + t] != b * 1000 + t;
    CHECK_EQ(bad, 0);
    OK(hipGetLastError());
    o[0] = 7;
    // validation
    hipLaunchKernelGGL(store, dim3(0), dim3(1), 0, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
    hipLaunchKernelGGL(store, dim3(1), dim3(1, 0, 1), 0, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
    hipLaunchKernelGGL(store, dim3(1), dim3(1025), 0, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
    hipLaunchKernelGGL(store, dim3(1), dim3(64, 32), 0, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
    hipLaunchKernelGGL(store, dim3(1), dim3(64), 65537, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidValue);
    hipLaunchKernelGGL(store, dim3(1, 70000), dim3(64), 0, 0, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidValue);
    hipLaunchKernelGGL(store, dim3(1), dim3(64), 0, (hipStream_t)0x5678, o, 1);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidHandle);
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 7);   // none of the refused launches ran
    // launches by address with void** args
    int v = 123;
    void *args[] = {&o, &v};
    OK(hipLaunchKernel(store, dim3(1), dim3(8), args, 0, 0));   // typed: registers `store`
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 123);
    v = 456;
    OK(hipLaunchKernel((const void *)store, dim3(1), dim3(8), args, 0, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 456);
    OK(hipLaunchKernel(reinterpret_cast<const void *>(never_launched_typed), dim3(1), dim3(1),
                       args, 0, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(o[0], 99);
    CHECK_HIP(hipLaunchKernel(reinterpret_cast<const void *>(not_a_kernel), dim3(1), dim3(1), args,
                              0, 0), hipErrorInvalidDeviceFunction);
    CHECK_HIP(hipLaunchKernel((const void *)store, dim3(1), dim3(1), nullptr, 0, 0), hipErrorInvalidValue);
    CHECK_HIP(hipLaunchKernel((const void *)store, dim3(1), dim3(2000), args, 0, 0),
              hipErrorInvalidConfiguration);
    CHECK_HIP(hipLaunchKernel((const void *)nullptr, dim3(1), dim3(1), args, 0, 0),
              hipErrorInvalidDeviceFunction);
    hipFuncAttributes fa;
    OK(hipFuncGetAttributes(&fa, (const void *)store));
    CHECK_EQ(fa.maxThreadsPerBlock, 1024);
    // a kernel not launched yet, by address (as HIP, which registers every kernel at start)
    OK(hipFuncGetAttributes(&fa, (const void *)never_launched_typed));
    CHECK_EQ(fa.maxThreadsPerBlock, 1024);
    CHECK_HIP(hipFuncGetAttributes(&fa, (const void *)o), hipErrorInvalidDeviceFunction);   // data
    CHECK_HIP(hipFuncGetAttributes(&fa, (const void *)&fa), hipErrorInvalidDeviceFunction);
    OK(hipFuncGetAttributes(&fa, never_launched_typed));   // typed form registers it
    OK(hipFree(o));
    OK(hipFree(od));
    hipGetLastError();
    return hs_test_done("launch");
}
