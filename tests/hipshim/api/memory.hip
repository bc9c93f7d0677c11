// memory.hip - allocations, frees of bad pointers, bounds-checked copies, memsets, 2D copies,
// managed and host memory, pointer attributes.
#include "hs_test.h"
#include <cstring>
#include <vector>

__global__ void inc(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}

int main()
{
    int *d = nullptr, *d2 = nullptr;
    OK(hipMalloc(&d, 100 * sizeof(int)));
    CHECK(d != nullptr);
    CHECK_EQ((uintptr_t)d % 256, 0);
    OK(hipMalloc(&d2, 100 * sizeof(int)));
    void *z = (void *)1;
    OK(hipMalloc(&z, 0));
    CHECK(z == nullptr);
    CHECK_HIP(hipMalloc((void **)nullptr, 8), hipErrorInvalidValue);
    void *huge = nullptr;
    CHECK_HIP(hipMalloc(&huge, (size_t)1 << 62), hipErrorOutOfMemory);
    hipGetLastError();

    std::vector<int> h(100), back(100);
    for (int i = 0; i < 100; i++) h[i] = i;
    OK(hipMemcpy(d, h.data(), 400, hipMemcpyHostToDevice));
    OK(hipMemcpy(d2, d, 400, hipMemcpyDeviceToDevice));
    OK(hipMemcpy(back.data(), d2, 400, hipMemcpyDefault));
    CHECK(back == h);
    // copies past the end of an allocation, null pointers, bad kinds
    CHECK_HIP(hipMemcpy(d, h.data(), 404, hipMemcpyHostToDevice), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(back.data(), d + 50, 201, hipMemcpyDeviceToHost), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(nullptr, d, 4, hipMemcpyDeviceToHost), hipErrorInvalidValue);
    CHECK_HIP(hipMemcpy(back.data(), d, 4, (hipMemcpyKind)77), hipErrorInvalidMemcpyDirection);
    OK(hipMemcpy(nullptr, nullptr, 0, hipMemcpyHostToHost));
    CHECK_HIP(hipMemset(d, 0, 401), hipErrorInvalidValue);
    // memsets
    OK(hipMemset(d, 0xff, 400));
    OK(hipMemcpy(back.data(), d, 400, hipMemcpyDeviceToHost));
    CHECK_EQ(back[99], -1);
    OK(hipMemsetD32(d, 0x12345678, 100));
    OK(hipMemcpy(back.data(), d, 400, hipMemcpyDeviceToHost));
    CHECK_EQ(back[0], 0x12345678);
    CHECK_EQ(back[99], 0x12345678);
    OK(hipMemsetD8(d, 7, 4));
    OK(hipMemcpy(back.data(), d, 4, hipMemcpyDeviceToHost));
    CHECK_EQ(back[0], 0x07070707);
    OK(hipMemsetD16(d, 0x0102, 2));
    OK(hipMemcpy(back.data(), d, 4, hipMemcpyDeviceToHost));
    CHECK_EQ(back[0], 0x01020102);
    // async copy + kernel + copy back on the null stream keep their order
    OK(hipMemcpyAsync(d, h.data(), 400, hipMemcpyHostToDevice, 0));
    hipLaunchKernelGGL(inc, dim3(1), dim3(128), 0, 0, d, 100);
    OK(hipMemsetAsync(d2, 0, 400, 0));
    OK(hipMemcpyAsync(back.data(), d, 400, hipMemcpyDeviceToHost, 0));
    OK(hipDeviceSynchronize());
    for (int i = 0; i < 100; i++) CHECK_EQ(back[i], i + 1);
    // 2D: a 10x10 sub-block of a pitched allocation
    void *p2 = nullptr;
    size_t pitch = 0;
    OK(hipMallocPitch(&p2, &pitch, 10 * sizeof(int), 10));
    CHECK(pitch >= 40);
    OK(hipMemcpy2D(p2, pitch, h.data(), 40, 40, 10, hipMemcpyHostToDevice));
    std::vector<int> back2(100, -1);
    OK(hipMemcpy2D(back2.data(), 40, p2, pitch, 40, 10, hipMemcpyDeviceToHost));
    CHECK(back2 == h);
    CHECK_HIP(hipMemcpy2D(p2, 8, h.data(), 40, 40, 10, hipMemcpyHostToDevice), hipErrorInvalidPitchValue);
    CHECK_HIP(hipMemcpy2D(p2, pitch, h.data(), 40, 40, 11, hipMemcpyHostToDevice), hipErrorInvalidValue);
    OK(hipMemset2D(p2, pitch, 0, 40, 10));
    OK(hipFree(p2));
    // frees: null ok, double free and unknown pointers are errors, interior pointers too
    OK(hipFree(nullptr));
    CHECK_HIP(hipFree(d + 1), hipErrorInvalidValue);
    OK(hipFree(d));
    CHECK_HIP(hipFree(d), hipErrorInvalidValue);
    int local = 0;
    CHECK_HIP(hipFree(&local), hipErrorInvalidValue);
    // managed and host memory
    int *m = nullptr, *hm = nullptr;
    OK(hipMallocManaged(&m, 64 * sizeof(int)));
    for (int i = 0; i < 64; i++) m[i] = i;
    hipLaunchKernelGGL(inc, dim3(1), dim3(64), 0, 0, m, 64);
    OK(hipDeviceSynchronize());
    CHECK_EQ(m[63], 64);
    OK(hipHostMalloc(&hm, 64 * sizeof(int)));
    void *dp = nullptr;
    OK(hipHostGetDevicePointer(&dp, hm, 0));
    CHECK(dp == hm);
    CHECK_HIP(hipHostFree(m), hipErrorInvalidValue);
    CHECK_HIP(hipFree(hm), hipErrorInvalidValue);
    hipPointerAttribute_t at;
    OK(hipPointerGetAttributes(&at, d2 + 3));
    CHECK_EQ(at.type, hipMemoryTypeDevice);
    CHECK(at.devicePointer == d2 + 3);
    OK(hipPointerGetAttributes(&at, m));
    CHECK_EQ(at.type, hipMemoryTypeManaged);
    CHECK_EQ(at.isManaged, 1);
    OK(hipPointerGetAttributes(&at, hm));
    CHECK_EQ(at.memoryType, hipMemoryTypeHost);
    OK(hipPointerGetAttributes(&at, &local));
    CHECK_EQ(at.type, hipMemoryTypeUnregistered);
    CHECK_HIP(hipPointerGetAttributes(&at, nullptr), hipErrorInvalidValue);
    void *base = nullptr;
    size_t sz = 0;
    OK(hipMemGetAddressRange(&base, &sz, d2 + 10));
    CHECK(base == d2 && sz == 400);
    // registered host memory
    static int reg[32];
    OK(hipHostRegister(reg, sizeof reg, 0));
    CHECK_HIP(hipHostRegister(reg + 4, 8, 0), hipErrorHostMemoryAlreadyRegistered);
    OK(hipHostUnregister(reg));
    CHECK_HIP(hipHostUnregister(reg), hipErrorHostMemoryNotRegistered);
    OK(hipFree(m));
    OK(hipHostFree(hm));
    OK(hipFree(d2));
    hipGetLastError();
    return hs_test_done("memory");
}
