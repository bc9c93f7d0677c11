// vmm.hip - virtual memory management: granularity, a physical allocation mapped at two
// reserved addresses (a kernel writes through one, the host reads through the other), access
// flags, copies into a mapping, export as a POSIX file descriptor and import (the way
// memMapIPCDrv shares memory between processes), retained handles, and the errors of bad
// sizes, unmapped ranges and hipFree of a mapping.
#include "hs_test.h"
#include <unistd.h>
#include <vector>

__global__ void iota(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = 3 * i + 1;
}

int main()
{
    hipMemAllocationProp prop{};
    prop.type = hipMemAllocationTypePinned;
    prop.location.type = hipMemLocationTypeDevice;
    prop.location.id = 0;
    prop.requestedHandleType = hipMemHandleTypePosixFileDescriptor;
    size_t g = 0, rec = 0;
    OK(hipMemGetAllocationGranularity(&g, &prop, hipMemAllocationGranularityMinimum));
    OK(hipMemGetAllocationGranularity(&rec, &prop, hipMemAllocationGranularityRecommended));
    CHECK(g > 0 && rec % g == 0);
    const size_t size = 4 * rec;
    const int n = (int)(size / sizeof(int));

    hipMemGenericAllocationHandle_t h;
    CHECK_HIP(hipMemCreate(&h, g + 1, &prop, 0), hipErrorInvalidValue);
    OK(hipMemCreate(&h, size, &prop, 0));
    void *a, *b;
    OK(hipMemAddressReserve(&a, size, rec, nullptr, 0));
    OK(hipMemAddressReserve(&b, size, 0, nullptr, 0));
    CHECK_EQ((uintptr_t)a % rec, 0);
    OK(hipMemMap(a, size, 0, h, 0));
    OK(hipMemMap(b, size, 0, h, 0));
    CHECK_HIP(hipMemMap(a, size, 0, h, 0), hipErrorInvalidValue);   // already mapped
    hipMemAccessDesc acc{};
    acc.location = prop.location;
    acc.flags = hipMemAccessFlagsProtReadWrite;
    unsigned long long fl = 99;
    OK(hipMemGetAccess(&fl, &prop.location, a));
    CHECK_EQ(fl, hipMemAccessFlagsProtNone);
    OK(hipMemSetAccess(a, size, &acc, 1));
    OK(hipMemSetAccess(b, size, &acc, 1));
    OK(hipMemGetAccess(&fl, &prop.location, (char *)a + 100));
    CHECK_EQ(fl, hipMemAccessFlagsProtReadWrite);

    iota<<<(n + 255) / 256, 256>>>((int *)a, n);
    OK(hipDeviceSynchronize());
    std::vector<int> host(n);
    OK(hipMemcpy(host.data(), b, size, hipMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += host[i] != 3 * i + 1;
    CHECK_EQ(bad, 0);
    OK(hipMemset(b, 0, sizeof(int)));
    CHECK_EQ(((int *)a)[0], 0);
    CHECK_HIP(hipFree(a), hipErrorInvalidValue);

    // export, import, map the import
    int fd = -1;
    OK(hipMemExportToShareableHandle(&fd, h, hipMemHandleTypePosixFileDescriptor, 0));
    CHECK(fd >= 0);
    hipMemGenericAllocationHandle_t imp;
    OK(hipMemImportFromShareableHandle(&imp, (void *)(uintptr_t)fd, hipMemHandleTypePosixFileDescriptor));
    close(fd);
    hipMemAllocationProp got{};
    OK(hipMemGetAllocationPropertiesFromHandle(&got, imp));
    CHECK_EQ(got.location.id, 0);
    void *c;
    OK(hipMemAddressReserve(&c, size, 0, nullptr, 0));
    OK(hipMemMap(c, size, 0, imp, 0));
    OK(hipMemSetAccess(c, size, &acc, 1));
    CHECK_EQ(((int *)c)[5], 16);
    hipMemGenericAllocationHandle_t ret;
    OK(hipMemRetainAllocationHandle(&ret, (char *)a + 8));
    CHECK(ret == h);
    OK(hipMemRelease(ret));

    // teardown; the allocation outlives hipMemRelease while mapped
    OK(hipMemRelease(h));
    OK(hipMemRelease(imp));
    CHECK_HIP(hipMemRelease(h), hipErrorInvalidValue);   // released once already
    CHECK_EQ(((int *)b)[7], 22);
    CHECK_HIP(hipMemAddressFree(a, size), hipErrorInvalidValue);   // still mapped
    OK(hipMemUnmap(a, size));
    OK(hipMemUnmap(b, size));
    OK(hipMemUnmap(c, size));
    CHECK_HIP(hipMemUnmap(a, size), hipErrorInvalidValue);
    OK(hipMemAddressFree(a, size));
    OK(hipMemAddressFree(b, size));
    OK(hipMemAddressFree(c, size));
    CHECK_HIP(hipMemRelease(h), hipErrorInvalidValue);
    hipGetLastError();
    return hs_test_done("vmm");
}
