// context.hip - the driver API's contexts on the one device (HIP's primary-context rules: with
// nothing pushed the primary context is current; retain/release count; flags change only while
// inactive), each thread's context stack, device queries (UUID, PCI bus id lookup, peer
// attributes of the one device) and the interop calls a CPU cannot have (hipErrorNotSupported
// and one line on standard error), and the external memory a CPU can import (a memory file).
#include "hs_test.h"

#include <hip/hip_gl_interop.h>
#include <cstring>
#include <sys/mman.h>
#include <thread>
#include <unistd.h>
#include <vector>

__global__ void inc(int *p) { atomicAdd(p, 1); }

__global__ void twice(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= 2;
}

// external memory from a descriptor the CPU can map (a memory file here): buffers at offsets,
// written by kernels and seen through the file, outliving the object; what cannot be imported
static void ext_memory()
{
    const size_t size = 3 * 4096;
    int fd = memfd_create("ext", MFD_CLOEXEC);
    CHECK(fd >= 0 && ftruncate(fd, size) == 0);
    std::vector<int> init(size / sizeof(int));
    for (size_t i = 0; i < init.size(); i++)
        init[i] = (int)i;
    CHECK(pwrite(fd, init.data(), size, 0) == (ssize_t)size);
    hipExternalMemoryHandleDesc d{};
    d.type = hipExternalMemoryHandleTypeOpaqueFd;
    d.handle.fd = fd;   // the runtime's from here on
    d.size = size;
    hipExternalMemory_t em;
    OK(hipImportExternalMemory(&em, &d));
    hipExternalMemoryBufferDesc b{};
    b.offset = 4096 + 64;   // not on a page boundary
    b.size = 1024;
    int *p = nullptr;
    OK(hipExternalMemoryGetMappedBuffer((void **)&p, em, &b));
    const int n = 256, first = (4096 + 64) / 4;
    twice<<<1, n>>>(p, n);
    OK(hipDeviceSynchronize());
    int back[n];
    OK(hipMemcpy(back, p, sizeof back, hipMemcpyDeviceToHost));
    CHECK_EQ(back[0], 2 * first);
    CHECK_EQ(back[n - 1], 2 * (first + n - 1));
    int via_file = 0;
    CHECK(pread(fd, &via_file, sizeof via_file, 4096 + 64 + 4) == (ssize_t)sizeof via_file);
    CHECK_EQ(via_file, 2 * (first + 1));
    b.offset = size - 512;   // past the end
    void *q;
    CHECK_HIP(hipExternalMemoryGetMappedBuffer(&q, em, &b), hipErrorInvalidValue);
    OK(hipDestroyExternalMemory(em));
    CHECK_HIP(hipDestroyExternalMemory(em), hipErrorInvalidResourceHandle);
    CHECK_EQ(p[1], 2 * (first + 1));   // the buffer outlives the object
    OK(hipFree(p));
    // bigger than the file; a descriptor the CPU cannot map (a pipe)
    int fd2 = memfd_create("ext2", MFD_CLOEXEC);
    CHECK(fd2 >= 0 && ftruncate(fd2, 4096) == 0);
    d.handle.fd = fd2;
    d.size = 8192;
    CHECK_HIP(hipImportExternalMemory(&em, &d), hipErrorInvalidValue);
    close(fd2);
    int pp[2];
    CHECK(pipe(pp) == 0);
    d.handle.fd = pp[0];
    d.size = 4096;
    CHECK_HIP(hipImportExternalMemory(&em, &d), hipErrorNotSupported);
    close(pp[0]);
    close(pp[1]);
    hipGetLastError();
}

int main()
{
    OK(hipInit(0));
    unsigned flags = 99;
    int active = -1;
    OK(hipDevicePrimaryCtxGetState(0, &flags, &active));
    CHECK_EQ(flags, 0);
    CHECK_EQ(active, 0);
    OK(hipDevicePrimaryCtxSetFlags(0, hipDeviceScheduleBlockingSync));
    hipCtx_t prim, cur;
    OK(hipDevicePrimaryCtxRetain(&prim, 0));
    OK(hipDevicePrimaryCtxGetState(0, &flags, &active));
    CHECK_EQ(flags, hipDeviceScheduleBlockingSync);
    CHECK_EQ(active, 1);
    CHECK_HIP(hipDevicePrimaryCtxSetFlags(0, 0), hipErrorContextAlreadyInUse);
    OK(hipCtxGetCurrent(&cur));
    CHECK(cur == prim);
    CHECK_HIP(hipCtxDestroy(prim), hipErrorInvalidValue);

    // a context of its own, pushed and popped
    hipCtx_t mine, popped;
    OK(hipCtxCreate(&mine, 0, 0));
    OK(hipCtxGetCurrent(&cur));
    CHECK(cur == mine);
    hipDevice_t dev = -1;
    OK(hipCtxGetDevice(&dev));
    CHECK_EQ(dev, 0);
    int ver = 0;
    OK(hipCtxGetApiVersion(mine, &ver));
    CHECK(ver > 0);
    int *p;
    OK(hipMallocManaged(&p, sizeof(int)));
    *p = 0;
    inc<<<2, 32>>>(p);
    OK(hipCtxSynchronize());
    CHECK_EQ(*p, 64);
    OK(hipCtxPushCurrent(prim));
    OK(hipCtxGetCurrent(&cur));
    CHECK(cur == prim);
    std::thread([&] {   // another thread starts with the primary context
        hipCtx_t c;
        OK(hipCtxGetCurrent(&c));
        CHECK(c == prim);
        CHECK_HIP(hipCtxPopCurrent(&c), hipErrorInvalidContext);
    }).join();
    OK(hipCtxPopCurrent(&popped));
    CHECK(popped == prim);
    OK(hipCtxPopCurrent(&popped));
    CHECK(popped == mine);
    OK(hipCtxGetCurrent(&cur));
    CHECK(cur == prim);
    OK(hipCtxSetCurrent(mine));
    OK(hipCtxDestroy(mine));
    OK(hipCtxGetCurrent(&cur));
    CHECK(cur == prim);
    CHECK_HIP(hipCtxDestroy(mine), hipErrorInvalidContext);
    CHECK_HIP(hipCtxPushCurrent(mine), hipErrorInvalidContext);
    CHECK_HIP(hipCtxEnablePeerAccess(prim, 0), hipErrorInvalidDevice);
    hipFuncCache_t cc;
    OK(hipCtxSetCacheConfig(hipFuncCachePreferShared));
    OK(hipCtxGetCacheConfig(&cc));
    OK(hipDevicePrimaryCtxRelease(0));
    CHECK_HIP(hipDevicePrimaryCtxRelease(0), hipErrorInvalidContext);

    // device queries
    hipUUID u1, u2;
    OK(hipDeviceGetUuid(&u1, 0));
    OK(hipDeviceGetUuid(&u2, 0));
    CHECK(std::memcmp(u1.bytes, u2.bytes, 16) == 0);
    hipDeviceProp_t props;
    OK(hipGetDeviceProperties(&props, 0));
    CHECK(std::memcmp(u1.bytes, props.uuid.bytes, 16) == 0);
    CHECK_HIP(hipDeviceGetUuid(&u1, 1), hipErrorInvalidDevice);
    char bus[32];
    OK(hipDeviceGetPCIBusId(bus, sizeof bus, 0));
    int d = -1;
    OK(hipDeviceGetByPCIBusId(&d, bus));
    CHECK_EQ(d, 0);
    CHECK_HIP(hipDeviceGetByPCIBusId(&d, "0000:41:00.0"), hipErrorInvalidDevice);
    int v;
    CHECK_HIP(hipDeviceGetP2PAttribute(&v, hipDevP2PAttrAccessSupported, 0, 1), hipErrorInvalidDevice);
    int valid[] = {0};
    OK(hipSetValidDevices(valid, 1));

    ext_memory();

    // interop: not supported, one line each
    hipExternalMemory_t em = nullptr;
    hipExternalMemoryHandleDesc emd{};
    emd.type = hipExternalMemoryHandleTypeOpaqueWin32;
    emd.size = 4096;
    CHECK_HIP(hipImportExternalMemory(&em, &emd), hipErrorNotSupported);
    CHECK_HIP(hipGraphicsUnregisterResource(nullptr), hipErrorNotSupported);
    unsigned int gl_count = 7;
    int gl_devs[1];
    CHECK_HIP(hipGLGetDevices(&gl_count, gl_devs, 1, hipGLDeviceListAll), hipErrorNotSupported);
    hipGraphicsResource *gres = nullptr;
    CHECK_HIP(hipGraphicsGLRegisterBuffer(&gres, 1u, 0), hipErrorNotSupported);
    CHECK_HIP(hipGraphicsGLRegisterImage(&gres, 1u, 0x0DE1u, 0), hipErrorNotSupported);
    hipArray_t garr;
    CHECK_HIP(hipGraphicsSubResourceGetMappedArray(&garr, gres, 0, 0), hipErrorNotSupported);
    hipMipmappedArray_t gmip;
    hipExternalMemoryMipmappedArrayDesc gmd{};
    CHECK_HIP(hipExternalMemoryGetMappedMipmappedArray(&gmip, em, &gmd), hipErrorNotSupported);
    hipArrayMapInfo gmap{};
    CHECK_HIP(hipMemMapArrayAsync(&gmap, 1, nullptr), hipErrorNotSupported);
    hipGraph_t sg;
    hipGraphNode_t sn;
    hipExternalSemaphoreSignalNodeParams sp{};
    OK(hipGraphCreate(&sg, 0));
    CHECK_HIP(hipGraphAddExternalSemaphoresSignalNode(&sn, sg, nullptr, 0, &sp), hipErrorNotSupported);
    OK(hipGraphDestroy(sg));
    hipGetLastError();

    OK(hipFree(p));
    OK(hipDevicePrimaryCtxReset(0));
    return hs_test_done("context");
}
