// context.hip - the driver API's contexts on the one device (HIP's primary-context rules: with
// nothing pushed the primary context is current; retain/release count; flags change only while
// inactive), each thread's context stack, device queries (UUID, PCI bus id lookup, peer
// attributes of the one device) and the interop calls a CPU cannot have (hipErrorNotSupported
// and one line on standard error).
#include "hs_test.h"

#include <hip/hip_gl_interop.h>
#include <cstring>
#include <thread>

__global__ void inc(int *p) { atomicAdd(p, 1); }

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

    // interop: not supported, one line each
    hipExternalMemory_t em = nullptr;
    hipExternalMemoryHandleDesc emd{};
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
