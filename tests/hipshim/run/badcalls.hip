// badcalls.hip - calls that HIP answers with an error code must not crash or succeed under
// hipshim: memsets and copies through made-up or freed device pointers, copies past the end of
// an allocation, and grids over HIP's limits. Host-side pointers of any kind still copy.
#include "../api/hs_test.h"
#include <cstring>

__device__ int dev_table[16];
__global__ void noop(int *) {}

int main()
{
    int host[16] = {0};
    int *d = nullptr;
    OK(hipMalloc(&d, 16 * sizeof(int)));
    // made-up device addresses
    CHECK_HIP(hipMemset((void *)0x1000, 0, 16), hipErrorInvalidValue);
    CHECK_HIP(hipMemsetD32((hipDeviceptr_t)0x2000, 1, 4), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy((void *)0x1000, host, 16, hipMemcpyHostToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(host, (void *)0x1000, 16, hipMemcpyDeviceToHost), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(d, (void *)0x1000, 16, hipMemcpyDeviceToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy2D((void *)0x1000, 64, host, 16, 16, 1, hipMemcpyHostToDevice),
              hipErrorInvalidValue);
    // host memory named as the device side
    CHECK_HIP(hipMemcpy(host + 8, host, 16, hipMemcpyHostToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemset(host, 0, sizeof host), hipErrorInvalidValue);
    // past the end of an allocation
    CHECK_HIP(hipMemcpy(d + 8, host, 16 * sizeof(int), hipMemcpyHostToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemset(d, 0, 17 * sizeof(int)), hipErrorInvalidValue);
    // valid calls still work, including __device__ variables through their address
    OK(hipMemset(d, 0, 16 * sizeof(int)));
    for (int i = 0; i < 16; i++) host[i] = i;
    OK(hipMemcpy(d, host, sizeof host, hipMemcpyHostToDevice));
    int back[16] = {0};
    OK(hipMemcpy(back, d, sizeof back, hipMemcpyDefault));
    CHECK(std::memcmp(back, host, sizeof host) == 0);
    void *sym = nullptr;
    OK(hipGetSymbolAddress(&sym, HIP_SYMBOL(dev_table)));
    OK(hipMemset(sym, 0, sizeof dev_table));
    OK(hipMemcpy(sym, host, sizeof host, hipMemcpyHostToDevice));
    OK(hipMemcpyFromSymbol(back, HIP_SYMBOL(dev_table), sizeof back, 0, hipMemcpyDeviceToHost));
    CHECK(std::memcmp(back, host, sizeof host) == 0);
    OK(hipMemcpy(back, host, sizeof host, hipMemcpyHostToHost));
    // use after free: the freed block is no device memory any more
    OK(hipFree(d));
    CHECK_HIP(hipMemcpy(d, host, 16, hipMemcpyHostToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(host, d, 16, hipMemcpyDeviceToHost), hipErrorInvalidValue);
    CHECK_HIP(hipMemset(d, 0, 16), hipErrorInvalidValue);
    CHECK_HIP(hipFree(d), hipErrorInvalidValue);
    (void)hipGetLastError();
    // grids: at most 2^32-1 work-items per dimension (and the per-dimension grid limits)
    hipLaunchKernelGGL(noop, dim3(1u << 23), dim3(1024), 0, 0, nullptr);
    CHECK_HIP(hipGetLastError(), hipErrorInvalidConfiguration);
    hipLaunchKernelGGL(noop, dim3(1, 1, 1u << 22), dim3(1, 1, 1024), 0, 0, nullptr);
    CHECK(hipGetLastError() != hipSuccess);
    hipLaunchKernelGGL(noop, dim3(1, 65537, 1), dim3(1), 0, 0, nullptr);
    CHECK(hipGetLastError() != hipSuccess);
    hipLaunchKernelGGL(noop, dim3(4), dim3(1024), 0, 0, nullptr);
    CHECK_HIP(hipGetLastError(), hipSuccess);
    OK(hipDeviceSynchronize());
    return hs_test_done("badcalls");
}
