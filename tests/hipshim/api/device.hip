// device.hip - device management and properties follow HIPSHIM_WARP_SIZE and the core count.
#include "hs_test.h"
#include <cstring>
#include <thread>

__global__ void ws_kernel(int *out) { out[threadIdx.x] = warpSize; }

int main()
{
    const char *e = std::getenv("HIPSHIM_WARP_SIZE");
    int want_ws = (e && !std::strcmp(e, "32")) ? 32 : 64;
    int n = -1, dev = -1;
    OK(hipGetDeviceCount(&n));
    CHECK_EQ(n, 1);
    OK(hipSetDevice(0));
    CHECK_HIP(hipSetDevice(1), hipErrorInvalidDevice);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidDevice);
    OK(hipGetDevice(&dev));
    CHECK_EQ(dev, 0);
    hipDeviceProp_t p;
    OK(hipGetDeviceProperties(&p, 0));
    CHECK_HIP(hipGetDeviceProperties(&p, 3), hipErrorInvalidDevice);
    CHECK_HIP(hipGetDeviceProperties(nullptr, 0), hipErrorInvalidValue);
    CHECK_EQ(p.warpSize, want_ws);
    CHECK_EQ(p.maxThreadsPerBlock, 1024);
    CHECK_EQ(p.sharedMemPerBlock, 65536);
    CHECK_EQ(p.cooperativeLaunch, 1);
    CHECK(p.computeMode == hipComputeModeDefault && p.computeMode != hipComputeModeProhibited);
    CHECK(!std::strcmp(p.gcnArchName, "hipshim"));
    unsigned hc = std::thread::hardware_concurrency();
    CHECK(p.multiProcessorCount >= 1 && (unsigned)p.multiProcessorCount <= (hc ? hc : 1024));
    CHECK(p.totalGlobalMem > 0);
    CHECK_EQ(p.maxThreadsDim[0], 1024);
    CHECK(p.maxGridSize[0] >= 65535);
    int v = 0;
    OK(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 0));
    CHECK_EQ(v, want_ws);
    OK(hipDeviceGetAttribute(&v, hipDeviceAttributeMultiprocessorCount, 0));
    CHECK_EQ(v, p.multiProcessorCount);
    OK(hipDeviceGetAttribute(&v, hipDeviceAttributeCooperativeLaunch, 0));
    CHECK_EQ(v, 1);
    OK(hipDeviceGetAttribute(&v, hipDeviceAttributeMaxThreadsPerBlock, 0));
    CHECK_EQ(v, 1024);
    OK(hipDeviceGetAttribute(&v, hipDeviceAttributeMaxSharedMemoryPerBlock, 0));
    CHECK_EQ(v, 65536);
    CHECK_HIP(hipDeviceGetAttribute(&v, (hipDeviceAttribute_t)123456, 0), hipErrorInvalidValue);
    CHECK_HIP(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 2), hipErrorInvalidDevice);
    char name[64];
    OK(hipDeviceGetName(name, sizeof name, 0));
    CHECK(std::strstr(name, "hipshim") != nullptr);
    int rv = 0;
    OK(hipRuntimeGetVersion(&rv));
    CHECK(rv >= 60000000);
    size_t fr = 0, tot = 0;
    OK(hipMemGetInfo(&fr, &tot));
    CHECK(tot > 0 && fr <= tot);
    // warpSize in kernels matches the property
    hipGetLastError();
    int *d, h[4];
    OK(hipMalloc(&d, sizeof h));
    hipLaunchKernelGGL(ws_kernel, dim3(1), dim3(4), 0, 0, d);
    OK(hipGetLastError());
    OK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    for (int i = 0; i < 4; i++) CHECK_EQ(h[i], want_ws);
    OK(hipFree(d));
    OK(hipDeviceSynchronize());
    OK(hipDeviceReset());
    return hs_test_done("device");
}
