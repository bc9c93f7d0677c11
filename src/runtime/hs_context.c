/* hs_context.c - the driver API's contexts on hipshim's one device, and the device and driver
 * queries around them: the primary context (retained, released, reset, flags), contexts a
 * program creates, each thread's stack of current contexts, cache and shared-memory
 * configuration, peer access between contexts, UUID, PCI bus lookup, peer attributes, valid
 * devices, the profiler markers; and hipDeviceReset, the primary context's reset, which is the
 * one call that reaches every subsystem owning objects (streams, pools, modules, textures,
 * arrays, allocations): it lives here, above them all, so that none of them is called back.
 * HIP's rules (the CLR runtime's): every context is on device 0; with nothing pushed, the
 * current context is the primary one (the runtime API uses it); hipCtxDestroy of the primary
 * context fails with hipErrorInvalidValue; the primary context's flags can change only while it
 * is inactive (neither retained nor used).
 * Ownership: a context from hipCtxCreate is the program's until hipCtxDestroy (a handle pool
 * under hs_ctx_mu); the primary context is static; each thread's stack is a thread-local array
 * (no allocation). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

typedef struct hs_context {
    unsigned flags;
    int primary;
} hs_context;

static pthread_mutex_t hs_ctx_mu = PTHREAD_MUTEX_INITIALIZER;
static hs_objpool hs_ctxs = { .size = sizeof(hs_context) };
static hs_context hs_primary = { 0, 1 };
static int hs_primary_refs;          /* hipDevicePrimaryCtxRetain's, under hs_ctx_mu */
static int hs_primary_used;          /* made current (by the runtime API or a push) */

/* the calling thread's context stack: the last is current */
#define HS_CTX_DEPTH 64
static _Thread_local struct { hs_context *v[HS_CTX_DEPTH]; size_t n; } hs_stack;

static hipError_t hs_stack_push(hs_context *c)
{
    if (hs_stack.n == HS_CTX_DEPTH) HS_RETURN(hipErrorOutOfMemory);
    hs_stack.v[hs_stack.n++] = c;
    return hipSuccess;
}

static int hs_ctx_valid_locked(hipCtx_t c)
{
    return (hs_context *)(void *)c == &hs_primary || hs_obj_live(&hs_ctxs, c);
}

static hs_context *hs_ctx_current(void)
{
    return hs_stack.n ? hs_stack.v[hs_stack.n - 1] : &hs_primary;
}

hipError_t hipCtxCreate(hipCtx_t *ctx, unsigned int flags, hipDevice_t device)
{
    if (!ctx) HS_RETURN(hipErrorInvalidValue);
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    hs_context *c = hs_obj_new(&hs_ctxs);
    if (c)
        *c = (hs_context){ flags, 0 };
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!c) HS_RETURN(hipErrorOutOfMemory);
    hipError_t e = hs_stack_push(c);
    if (e != hipSuccess) {
        pthread_mutex_lock(&hs_ctx_mu);
        hs_obj_free(&hs_ctxs, c);
        pthread_mutex_unlock(&hs_ctx_mu);
        return e;
    }
    *ctx = (hipCtx_t)(void *)c;
    return hipSuccess;
}

hipError_t hipCtxDestroy(hipCtx_t ctx)
{
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = ctx && hs_obj_live(&hs_ctxs, ctx);
    if (ok) {
        hs_obj_free(&hs_ctxs, ctx);
        /* gone from this thread's stack too (HIP pops it when it is current) */
        size_t k = 0;
        for (size_t i = 0; i < hs_stack.n; i++)
            if (hs_stack.v[i] != (hs_context *)(void *)ctx)
                hs_stack.v[k++] = hs_stack.v[i];
        hs_stack.n = k;
    }
    int primary = ctx && (hs_context *)(void *)ctx == &hs_primary;
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(primary ? hipErrorInvalidValue : hipErrorInvalidContext);
    hs_sched_wait_all();
    return hipSuccess;
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx)
{
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = ctx && hs_ctx_valid_locked(ctx);
    if (ok && (hs_context *)(void *)ctx == &hs_primary)
        hs_primary_used = 1;
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(hipErrorInvalidContext);
    return hs_stack_push((hs_context *)(void *)ctx);
}

hipError_t hipCtxPopCurrent(hipCtx_t *ctx)
{
    if (!hs_stack.n) HS_RETURN(hipErrorInvalidContext);
    hs_context *c = hs_stack.v[--hs_stack.n];
    if (ctx)
        *ctx = (hipCtx_t)(void *)c;
    return hipSuccess;
}

hipError_t hipCtxSetCurrent(hipCtx_t ctx)
{
    if (!ctx) {   /* as in HIP: NULL pops the current one */
        if (hs_stack.n)
            hs_stack.n--;
        return hipSuccess;
    }
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = hs_ctx_valid_locked(ctx);
    if (ok && (hs_context *)(void *)ctx == &hs_primary)
        hs_primary_used = 1;
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(hipErrorInvalidContext);
    if (!hs_stack.n)
        return hs_stack_push((hs_context *)(void *)ctx);
    hs_stack.v[hs_stack.n - 1] = (hs_context *)(void *)ctx;
    return hipSuccess;
}

hipError_t hipCtxGetCurrent(hipCtx_t *ctx)
{
    if (!ctx) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_ctx_mu);
    hs_context *c = hs_ctx_current();
    if (c == &hs_primary)
        hs_primary_used = 1;
    pthread_mutex_unlock(&hs_ctx_mu);
    *ctx = (hipCtx_t)(void *)c;
    return hipSuccess;
}

hipError_t hipCtxGetDevice(hipDevice_t *device)
{
    if (!device) HS_RETURN(hipErrorInvalidValue);
    *device = 0;
    return hipSuccess;
}

hipError_t hipCtxGetApiVersion(hipCtx_t ctx, int *apiVersion)
{
    if (!apiVersion) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = !ctx || hs_ctx_valid_locked(ctx);
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(hipErrorInvalidContext);
    return hipRuntimeGetVersion(apiVersion);
}

hipError_t hipCtxGetFlags(unsigned int *flags)
{
    if (!flags) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_ctx_mu);
    *flags = hs_ctx_current()->flags;
    pthread_mutex_unlock(&hs_ctx_mu);
    return hipSuccess;
}

hipError_t hipCtxSynchronize(void) { return hipDeviceSynchronize(); }
hipError_t hipCtxGetCacheConfig(hipFuncCache_t *c) { return hipDeviceGetCacheConfig(c); }
hipError_t hipCtxSetCacheConfig(hipFuncCache_t c) { return hipDeviceSetCacheConfig(c); }
hipError_t hipCtxGetSharedMemConfig(hipSharedMemConfig *c) { return hipDeviceGetSharedMemConfig(c); }
hipError_t hipCtxSetSharedMemConfig(hipSharedMemConfig c) { return hipDeviceSetSharedMemConfig(c); }

/* Peer access between contexts: every context is on the one device, so there is no peer (HIP
 * answers a context of the same device with hipErrorInvalidDevice). */
hipError_t hipCtxEnablePeerAccess(hipCtx_t peerCtx, unsigned int flags)
{
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = peerCtx && hs_ctx_valid_locked(peerCtx);
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok || flags) HS_RETURN(hipErrorInvalidValue);
    HS_RETURN(hipErrorInvalidDevice);
}

hipError_t hipCtxDisablePeerAccess(hipCtx_t peerCtx)
{
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = peerCtx && hs_ctx_valid_locked(peerCtx);
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    HS_RETURN(hipErrorPeerAccessNotEnabled);
}

/* ---- the primary context ---- */
hipError_t hipDevicePrimaryCtxRetain(hipCtx_t *pctx, hipDevice_t dev)
{
    if (!pctx) HS_RETURN(hipErrorInvalidValue);
    if (dev != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    hs_primary_refs++;
    pthread_mutex_unlock(&hs_ctx_mu);
    *pctx = (hipCtx_t)(void *)&hs_primary;
    return hipSuccess;
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev)
{
    if (dev != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    int ok = hs_primary_refs > 0;
    if (ok)
        hs_primary_refs--;
    pthread_mutex_unlock(&hs_ctx_mu);
    if (!ok) HS_RETURN(hipErrorInvalidContext);
    return hipSuccess;
}

hipError_t hipDeviceReset(void)
{
    hs_sched_wait_all();
    hs_stream_reset();
    hs_mempool_reset();
    hs_module_reset();
    hs_texture_reset();
    hs_array_reset();
    hs_mem_free_all();
    return hipSuccess;
}

hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev)
{
    if (dev != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    hs_primary_used = 0;
    hs_primary.flags = 0;
    pthread_mutex_unlock(&hs_ctx_mu);
    return hipDeviceReset();
}

hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int *flags, int *active)
{
    if (!flags || !active) HS_RETURN(hipErrorInvalidValue);
    if (dev != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    *flags = hs_primary.flags;
    *active = hs_primary_refs > 0 || hs_primary_used;
    pthread_mutex_unlock(&hs_ctx_mu);
    return hipSuccess;
}

hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int flags)
{
    if (dev != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_ctx_mu);
    int active = hs_primary_refs > 0 || hs_primary_used;
    if (!active)
        hs_primary.flags = flags;
    pthread_mutex_unlock(&hs_ctx_mu);
    if (active) HS_RETURN(hipErrorContextAlreadyInUse);
    return hipSuccess;
}

/* ---- device and driver queries ---- */
/* The UUID of the one device: a fixed value ("hipshim-cpu-dev0"), the same in every
 * process, as a GPU's is. */
hipError_t hipDeviceGetUuid(hipUUID *uuid, hipDevice_t device)
{
    if (!uuid) HS_RETURN(hipErrorInvalidValue);
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    memcpy(uuid->bytes, "hipshim-cpu-dev0", 16);   /* as hipGetDeviceProperties says */
    return hipSuccess;
}

hipError_t hipDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    if (!device || !pciBusId) HS_RETURN(hipErrorInvalidValue);
    char mine[32];
    hipError_t e = hipDeviceGetPCIBusId(mine, (int)sizeof mine, 0);
    if (e != hipSuccess) return e;
    unsigned dom, bus, dev, fn = 0;
    int n = sscanf(pciBusId, "%x:%x:%x.%x", &dom, &bus, &dev, &fn);
    if (n < 3) {   /* bus:device.function */
        dom = 0;
        n = sscanf(pciBusId, "%x:%x.%x", &bus, &dev, &fn);
        if (n < 2) HS_RETURN(hipErrorInvalidValue);
    }
    if (dom != 0 || bus != 0 || dev != 0) HS_RETURN(hipErrorInvalidDevice);
    *device = 0;
    return hipSuccess;
}

hipError_t hipDeviceGetP2PAttribute(int *value, hipDeviceP2PAttr attr, int srcDevice,
                                    int dstDevice)
{
    if (!value) HS_RETURN(hipErrorInvalidValue);
    if (srcDevice != 0 || dstDevice != 0) HS_RETURN(hipErrorInvalidDevice);
    if ((unsigned)attr > hipDevP2PAttrHipArrayAccessSupported) HS_RETURN(hipErrorInvalidValue);
    /* one device: HIP answers a device with itself with hipErrorInvalidDevice */
    HS_RETURN(hipErrorInvalidDevice);
}

hipError_t hipSetValidDevices(int *device_arr, int len)
{
    if (len < 0 || (len > 0 && !device_arr)) HS_RETURN(hipErrorInvalidValue);
    for (int i = 0; i < len; i++)
        if (device_arr[i] != 0) HS_RETURN(hipErrorInvalidDevice);
    return hipSuccess;
}

/* The profiler markers: hipshim has no profiler to switch, and HIP returns success without
 * one attached. */
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }
