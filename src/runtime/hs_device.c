/* hs_device.c - the one device hipshim presents (the host CPU), as the device API shows it:
 * initialisation, versions, properties, attributes, limits, cache and shared-memory settings,
 * peers, and hipDeviceSynchronize (hipDeviceReset, which reaches every subsystem that owns
 * objects, sits above them in hs_context.c).
 * Ownership: no allocations; the settings it stores are process-wide values. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

#include "hs_internal.h"

static size_t hs_limit_stack = 16384, hs_limit_printf = 1u << 20, hs_limit_heap = 8u << 20;
static unsigned hs_dev_flags;

/* ---- versions and devices ---- */
hipError_t hipInit(unsigned int flags)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    return hipSuccess;
}

hipError_t hipDriverGetVersion(int *v)
{
    if (!v) HS_RETURN(hipErrorInvalidValue);
    *v = HIP_VERSION;
    return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int *v)
{
    if (!v) HS_RETURN(hipErrorInvalidValue);
    *v = HIP_VERSION;
    return hipSuccess;
}

hipError_t hipGetDeviceCount(int *count)
{
    if (!count) HS_RETURN(hipErrorInvalidValue);
    *count = 1;
    return hipSuccess;
}

static _Thread_local int hs_cur_dev;

hipError_t hipSetDevice(int id)
{
    if (id != 0) HS_RETURN(hipErrorInvalidDevice);
    hs_sched_init();
    hs_cur_dev = id;
    return hipSuccess;
}

hipError_t hipGetDevice(int *id)
{
    if (!id) HS_RETURN(hipErrorInvalidValue);
    *id = hs_cur_dev;
    return hipSuccess;
}

hipError_t hipDeviceGet(hipDevice_t *d, int ordinal)
{
    if (!d) HS_RETURN(hipErrorInvalidValue);
    if (ordinal != 0) HS_RETURN(hipErrorInvalidDevice);
    *d = 0;
    return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t *p, int id)
{
    if (!p) HS_RETURN(hipErrorInvalidValue);
    if (id != 0) HS_RETURN(hipErrorInvalidDevice);
    unsigned cores = hs_core_count();
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "hipshim CPU device (%u cores)", cores);
    memcpy(p->uuid.bytes, "hipshim-cpu-dev0", 16);
    snprintf(p->gcnArchName, sizeof p->gcnArchName, "hipshim");
    p->memoryPoolsSupported = 1;
    p->totalGlobalMem = hs_total_memory();
    p->sharedMemPerBlock = HS_DYNAMIC_SHARED_MAX;
    p->sharedMemPerBlockOptin = HS_DYNAMIC_SHARED_MAX;
    p->sharedMemPerMultiprocessor = HS_DYNAMIC_SHARED_MAX;
    p->maxSharedMemoryPerMultiProcessor = p->sharedMemPerMultiprocessor;
    p->regsPerBlock = 65536;
    p->regsPerMultiprocessor = 65536;
    p->warpSize = (int)hs_warp_size();
    p->memPitch = (size_t)1 << 31;
    p->maxThreadsPerBlock = (int)HS_MAX_THREADS_PER_BLOCK;
    p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
    p->maxGridSize[0] = (int)HS_MAX_GRID_X;
    p->maxGridSize[1] = p->maxGridSize[2] = (int)HS_MAX_GRID_YZ;
    p->clockRate = hs_wall_clock_rate_khz();
    p->clockInstructionRate = hs_wall_clock_rate_khz();
    p->memoryClockRate = 1000000;
    p->memoryBusWidth = 64;
    p->totalConstMem = 65536;
    p->major = 9;
    p->minor = 0;
    p->gcnArch = 900;
    p->textureAlignment = 256;
    p->texturePitchAlignment = 256;
    p->surfaceAlignment = 256;
    p->deviceOverlap = 1;
    p->asyncEngineCount = 1;
    p->multiProcessorCount = (int)cores;
    p->integrated = 1;
    p->canMapHostMemory = 1;
    p->concurrentKernels = 1;
    p->unifiedAddressing = 1;
    p->l2CacheSize = 1 << 20;
    p->maxThreadsPerMultiProcessor = (int)HS_MAX_THREADS_PER_SM;
    p->maxBlocksPerMultiProcessor = (int)HS_MAX_BLOCKS_PER_SM;
    p->streamPrioritiesSupported = 1;
    p->globalL1CacheSupported = 1;
    p->localL1CacheSupported = 1;
    p->managedMemory = 1;
    p->hostNativeAtomicSupported = 1;
    p->singleToDoublePrecisionPerfRatio = 2;
    p->pageableMemoryAccess = 1;
    p->pageableMemoryAccessUsesHostPageTables = 1;
    p->concurrentManagedAccess = 1;
    p->directManagedMemAccessFromHost = 1;
    p->canUseHostPointerForRegisteredMem = 1;
    p->cooperativeLaunch = 1;
    p->cooperativeMultiDeviceLaunch = 0;
    p->hostRegisterSupported = 1;
    p->maxTexture1D = p->maxTexture1DLinear = 0;
    p->arch.hasGlobalInt32Atomics = p->arch.hasGlobalFloatAtomicExch = 1;
    p->arch.hasSharedInt32Atomics = p->arch.hasSharedFloatAtomicExch = 1;
    p->arch.hasFloatAtomicAdd = p->arch.hasGlobalInt64Atomics = p->arch.hasSharedInt64Atomics = 1;
    p->arch.hasDoubles = p->arch.hasWarpVote = p->arch.hasWarpBallot = 1;
    p->arch.hasWarpShuffle = p->arch.hasFunnelShift = p->arch.hasThreadFenceSystem = 1;
    p->arch.hasSyncThreadsExt = p->arch.has3dGrid = 1;
    return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int *pi, hipDeviceAttribute_t attr, int id)
{
    if (!pi) HS_RETURN(hipErrorInvalidValue);
    if (id != 0) HS_RETURN(hipErrorInvalidDevice);
    hipDeviceProp_t p;
    hipGetDeviceProperties(&p, 0);
    int v;
    switch (attr) {
    case hipDeviceAttributeEccEnabled: v = p.ECCEnabled; break;
    case hipDeviceAttributeAsyncEngineCount: v = p.asyncEngineCount; break;
    case hipDeviceAttributeCanMapHostMemory: v = p.canMapHostMemory; break;
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem: v = 1; break;
    case hipDeviceAttributeClockRate: v = p.clockRate; break;
    case hipDeviceAttributeComputeMode: v = 0; break;
    case hipDeviceAttributeComputePreemptionSupported: v = 0; break;
    case hipDeviceAttributeConcurrentKernels: v = p.concurrentKernels; break;
    case hipDeviceAttributeConcurrentManagedAccess: v = p.concurrentManagedAccess; break;
    case hipDeviceAttributeCooperativeLaunch: v = p.cooperativeLaunch; break;
    case hipDeviceAttributeCooperativeMultiDeviceLaunch: v = 0; break;
    case hipDeviceAttributeDeviceOverlap: v = p.deviceOverlap; break;
    case hipDeviceAttributeDirectManagedMemAccessFromHost: v = 1; break;
    case hipDeviceAttributeGlobalL1CacheSupported: v = 1; break;
    case hipDeviceAttributeHostNativeAtomicSupported: v = 1; break;
    case hipDeviceAttributeIntegrated: v = p.integrated; break;
    case hipDeviceAttributeIsMultiGpuBoard: v = 0; break;
    case hipDeviceAttributeKernelExecTimeout: v = 0; break;
    case hipDeviceAttributeL2CacheSize: v = p.l2CacheSize; break;
    case hipDeviceAttributeLocalL1CacheSupported: v = 1; break;
    case hipDeviceAttributeComputeCapabilityMajor: v = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: v = p.minor; break;
    case hipDeviceAttributeManagedMemory: v = 1; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: v = p.maxBlocksPerMultiProcessor; break;
    case hipDeviceAttributeMaxBlockDimX: v = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: v = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: v = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: v = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: v = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: v = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeMaxPitch: v = (int)(p.memPitch > 0x7fffffff ? 0x7fffffff : p.memPitch); break;
    case hipDeviceAttributeMemoryBusWidth: v = p.memoryBusWidth; break;
    case hipDeviceAttributeMemoryClockRate: v = p.memoryClockRate; break;
    case hipDeviceAttributeMultiprocessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributePhysicalMultiProcessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributePageableMemoryAccess: v = 1; break;
    case hipDeviceAttributePageableMemoryAccessUsesHostPageTables: v = 1; break;
    case hipDeviceAttributePciBusId: case hipDeviceAttributePciDeviceId:
    case hipDeviceAttributePciDomainID: v = 0; break;
    case hipDeviceAttributeMaxRegistersPerBlock: v = p.regsPerBlock; break;
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: v = p.regsPerMultiprocessor; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: v = (int)p.sharedMemPerBlock; break;
    case hipDeviceAttributeSharedMemPerBlockOptin: v = (int)p.sharedMemPerBlockOptin; break;
    case hipDeviceAttributeSharedMemPerMultiprocessor:
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
        v = (int)p.sharedMemPerMultiprocessor; break;
    case hipDeviceAttributeReservedSharedMemPerBlock: v = 0; break;
    case hipDeviceAttributeSingleToDoublePrecisionPerfRatio: v = 2; break;
    case hipDeviceAttributeStreamPrioritiesSupported: v = 1; break;
    case hipDeviceAttributeTccDriver: v = 0; break;
    case hipDeviceAttributeTextureAlignment: v = (int)p.textureAlignment; break;
    case hipDeviceAttributeTexturePitchAlignment: v = (int)p.texturePitchAlignment; break;
    case hipDeviceAttributeSurfaceAlignment: v = (int)p.surfaceAlignment; break;
    case hipDeviceAttributeTotalConstantMemory: v = (int)p.totalConstMem; break;
    case hipDeviceAttributeTotalGlobalMem:
        v = p.totalGlobalMem > 0x7fffffff ? 0x7fffffff : (int)p.totalGlobalMem; break;
    case hipDeviceAttributeUnifiedAddressing: v = 1; break;
    case hipDeviceAttributeWarpSize: v = p.warpSize; break;
    case hipDeviceAttributeMemoryPoolsSupported: v = 1; break;   /* hs_mempool.c */
    case hipDeviceAttributeVirtualMemoryManagementSupported: v = 1; break;   /* hs_vmm.c */
    case hipDeviceAttributeHostRegisterSupported: v = 1; break;
    case hipDeviceAttributeClockInstructionRate: v = p.clockInstructionRate; break;
    case hipDeviceAttributeWallClockRate: v = hs_wall_clock_rate_khz(); break;
    case hipDeviceAttributeIsLargeBar: v = 0; break;
    case hipDeviceAttributeAsicRevision: v = 0; break;
    case hipDeviceAttributeCanUseStreamWaitValue: v = 1; break;   /* hs_streamops.c */
    case hipDeviceAttributeImageSupport: v = 0; break;
    case hipDeviceAttributeFineGrainSupport: v = 1; break;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem: v = 0; break;
    case hipDeviceAttributeAccessPolicyMaxWindowSize: v = 0; break;
    case hipDeviceAttributePersistingL2CacheMaxSize: v = 0; break;
    case hipDeviceAttributeMultiGpuBoardGroupID: v = 0; break;
    default:
        if ((attr >= hipDeviceAttributeMaxSurface1D && attr <= hipDeviceAttributeMaxTextureCubemapLayered) ||
            attr == hipDeviceAttributeMaxThreadsDim) {
            v = 0;
            break;
        }
        HS_RETURN(hipErrorInvalidValue);
    }
    *pi = v;
    return hipSuccess;
}

hipError_t hipDeviceGetName(char *name, int len, hipDevice_t d)
{
    if (!name || len <= 0) HS_RETURN(hipErrorInvalidValue);
    if (d != 0) HS_RETURN(hipErrorInvalidDevice);
    hipDeviceProp_t p;
    hipGetDeviceProperties(&p, 0);
    snprintf(name, (size_t)len, "%s", p.name);
    return hipSuccess;
}

hipError_t hipDeviceComputeCapability(int *major, int *minor, hipDevice_t d)
{
    if (!major || !minor) HS_RETURN(hipErrorInvalidValue);
    if (d != 0) HS_RETURN(hipErrorInvalidDevice);
    *major = 9;
    *minor = 0;
    return hipSuccess;
}

hipError_t hipDeviceTotalMem(size_t *bytes, hipDevice_t d)
{
    if (!bytes) HS_RETURN(hipErrorInvalidValue);
    if (d != 0) HS_RETURN(hipErrorInvalidDevice);
    *bytes = hs_total_memory();
    return hipSuccess;
}

hipError_t hipDeviceGetPCIBusId(char *bus, int len, int d)
{
    if (!bus || len <= 0) HS_RETURN(hipErrorInvalidValue);
    if (d != 0) HS_RETURN(hipErrorInvalidDevice);
    snprintf(bus, (size_t)len, "0000:00:00.0");
    return hipSuccess;
}

hipError_t hipChooseDevice(int *d, const hipDeviceProp_t *p)
{
    if (!d || !p) HS_RETURN(hipErrorInvalidValue);
    *d = 0;
    return hipSuccess;
}

hipError_t hipSetDeviceFlags(unsigned flags)
{
    if (flags & ~(unsigned)(hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax))
        HS_RETURN(hipErrorInvalidValue);
    hs_dev_flags = flags;
    return hipSuccess;
}

hipError_t hipGetDeviceFlags(unsigned *flags)
{
    if (!flags) HS_RETURN(hipErrorInvalidValue);
    *flags = hs_dev_flags;
    return hipSuccess;
}

hipError_t hipDeviceGetLimit(size_t *v, hipLimit_t limit)
{
    if (!v) HS_RETURN(hipErrorInvalidValue);
    switch (limit) {
    case hipLimitStackSize: *v = hs_limit_stack; return hipSuccess;
    case hipLimitPrintfFifoSize: *v = hs_limit_printf; return hipSuccess;
    case hipLimitMallocHeapSize: *v = hs_limit_heap; return hipSuccess;
    default: HS_RETURN(hipErrorUnsupportedLimit);
    }
}

hipError_t hipDeviceSetLimit(hipLimit_t limit, size_t v)
{
    switch (limit) {
    case hipLimitStackSize: hs_limit_stack = v; return hipSuccess;
    case hipLimitPrintfFifoSize: hs_limit_printf = v; return hipSuccess;
    case hipLimitMallocHeapSize: hs_limit_heap = v; return hipSuccess;
    default: HS_RETURN(hipErrorUnsupportedLimit);
    }
}

static hipFuncCache_t hs_cache_cfg = hipFuncCachePreferNone;
static hipSharedMemConfig hs_smem_cfg = hipSharedMemBankSizeFourByte;

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *c)
{
    if (!c) HS_RETURN(hipErrorInvalidValue);
    *c = hs_cache_cfg;
    return hipSuccess;
}

hipError_t hipDeviceSetCacheConfig(hipFuncCache_t c)
{
    if ((unsigned)c > hipFuncCachePreferEqual) HS_RETURN(hipErrorInvalidValue);
    hs_cache_cfg = c;
    return hipSuccess;
}

hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig *c)
{
    if (!c) HS_RETURN(hipErrorInvalidValue);
    *c = hs_smem_cfg;
    return hipSuccess;
}

hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig c)
{
    if ((unsigned)c > hipSharedMemBankSizeEightByte) HS_RETURN(hipErrorInvalidValue);
    hs_smem_cfg = c;
    return hipSuccess;
}

hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest)
{
    if (least) *least = 0;
    if (greatest) *greatest = -1;
    return hipSuccess;
}

hipError_t hipDeviceCanAccessPeer(int *can, int d, int peer)
{
    if (!can) HS_RETURN(hipErrorInvalidValue);
    if (d != 0 || peer != 0) HS_RETURN(hipErrorInvalidDevice);
    *can = 0;
    return hipSuccess;
}

hipError_t hipDeviceEnablePeerAccess(int peer, unsigned flags)
{
    (void)flags;
    HS_RETURN(peer == 0 ? hipErrorInvalidDevice : hipErrorInvalidDevice);
}

hipError_t hipDeviceDisablePeerAccess(int peer)
{
    (void)peer;
    HS_RETURN(hipErrorPeerAccessNotEnabled);
}

/* ---- the whole device ---- */
hipError_t hipDeviceSynchronize(void)
{
    hs_sched_wait_all();
    return hipSuccess;
}
