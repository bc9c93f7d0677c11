// bounds.hip - __launch_bounds__(MAX[, MIN]): a block larger than MAX is refused with
// hipErrorLaunchFailure (as HIP does), MAX shows in hipFuncGetAttributes and limits occupancy;
// bounds written as macros or constant expressions work too.
#include "hs_test.h"

#define BS 96
__global__ void __launch_bounds__(128) k128(int *p) { p[threadIdx.x] = 1; }
__global__ void __launch_bounds__(256, 2) k256(int *p) { p[threadIdx.x] = 2; }
__global__ void __launch_bounds__(BS) kmacro(int *p) { p[threadIdx.x] = 3; }
__global__ void __launch_bounds__(2 * 32) kexpr(int *p) { p[threadIdx.x] = 4; }
__global__ void kfree(int *p) { p[threadIdx.x] = 5; }

int main()
{
    int *p;
    OK(hipMallocManaged(&p, 1024 * sizeof(int)));
    hipLaunchKernelGGL(k128, dim3(1), dim3(128), 0, 0, p);
    OK(hipGetLastError());
    hipLaunchKernelGGL(k128, dim3(1), dim3(129), 0, 0, p);
    CHECK_EQ(hipGetLastError(), hipErrorLaunchFailure);
    hipLaunchKernelGGL(k128, dim3(4), dim3(8, 8, 4), 0, 0, p);
    CHECK_EQ(hipGetLastError(), hipErrorLaunchFailure);
    hipLaunchKernelGGL(k256, dim3(1), dim3(256), 0, 0, p);
    OK(hipGetLastError());
    hipLaunchKernelGGL(k256, dim3(1), dim3(512), 0, 0, p);
    CHECK_EQ(hipGetLastError(), hipErrorLaunchFailure);
    hipLaunchKernelGGL(kmacro, dim3(1), dim3(97), 0, 0, p);
    CHECK_EQ(hipGetLastError(), hipErrorLaunchFailure);
    hipLaunchKernelGGL(kexpr, dim3(1), dim3(65), 0, 0, p);
    CHECK_EQ(hipGetLastError(), hipErrorLaunchFailure);
    hipLaunchKernelGGL(kexpr, dim3(1), dim3(64), 0, 0, p);
    OK(hipGetLastError());
    hipLaunchKernelGGL(kfree, dim3(1), dim3(1024), 0, 0, p);
    OK(hipGetLastError());
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[0], 5);
    CHECK_EQ(p[1023], 5);
    hipFuncAttributes a;
    OK(hipFuncGetAttributes(&a, k128));
    CHECK_EQ(a.maxThreadsPerBlock, 128);
    OK(hipFuncGetAttributes(&a, (const void *)kmacro));   // known from its section alone
    CHECK_EQ(a.maxThreadsPerBlock, 96);
    OK(hipFuncGetAttributes(&a, kfree));
    CHECK_EQ(a.maxThreadsPerBlock, 1024);
    int n = -1;
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k128, 256, 0));
    CHECK_EQ(n, 0);
    int g = 0, b = 0;
    OK(hipOccupancyMaxPotentialBlockSize(&g, &b, k256, 0, 0));
    CHECK_EQ(b, 256);
    // the typed launch by void** args checks bounds as well
    void *args[] = {&p};
    CHECK_HIP(hipLaunchKernel(k128, dim3(1), dim3(256), args, 0, 0), hipErrorLaunchFailure);
    OK(hipFree(p));
    hipGetLastError();
    return hs_test_done("bounds");
}
