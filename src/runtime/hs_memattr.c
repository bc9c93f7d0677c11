/* hs_memattr.c - the driver API's views of memory: one pointer attribute at a time
 * (hipPointerGetAttribute, hipDrvPointerGetAttributes, hipPointerSetAttribute), unified-memory
 * advice and range attributes (hipMemAdvise, hipMemAdvise_v2, hipMemRangeGetAttribute(s)),
 * hipMemPrefetchAsync_v2, hipStreamAttachMemAsync, and the driver's allocation names
 * (hipMemAllocHost, hipMemAllocPitch). Above hs_memory.c (its table) and beside hs_context.c
 * (a pointer's context is the current one).
 * Advice is kept per managed allocation (the one containing the advised range): a CPU has one
 * memory, so advice changes no placement, but programs read it back. The last prefetch
 * location is the one hipMemPrefetchAsync_v2 recorded.
 * Ownership: the advice table's entries live until their allocation's base is advised again
 * or the process ends (a few words each). */
#include <string.h>

#include "hs_internal.h"

typedef struct hs_advice {
    void *base;
    int read_mostly, preferred, last_prefetch;
    unsigned accessed_by;          /* bit 0: device 0, bit 1: the CPU */
} hs_advice;

static pthread_mutex_t hs_adv_mu = PTHREAD_MUTEX_INITIALIZER;
static UT_VEC(hs_advice) hs_advices;

/* the entry of the managed allocation containing [p, p + n), made when absent; NULL when the
 * range is not in one managed allocation */
static hs_advice *hs_advice_of_locked(const void *p, size_t n, int make)
{
    void *base;
    size_t size;
    if (hs_mem_lookup(p, &base, &size, NULL) != HS_MEMK_MANAGED ||
        (const char *)p + n > (char *)base + size)
        return NULL;
    for (size_t i = 0; i < hs_advices.n; i++)
        if (hs_advices.v[i].base == base)
            return &hs_advices.v[i];
    if (!make)
        return NULL;
    ut_vec_push(&hs_advices, ((hs_advice){ base, 0, hipInvalidDeviceId, hipInvalidDeviceId, 0 }));
    return &hs_advices.v[hs_advices.n - 1];
}

hipError_t hipMemAdvise(const void *dev_ptr, size_t count, hipMemoryAdvise advice, int device)
{
    if (!dev_ptr || count == 0) HS_RETURN(hipErrorInvalidValue);
    if (device != 0 && device != hipCpuDeviceId) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_adv_mu);
    hs_advice *a = hs_advice_of_locked(dev_ptr, count, 1);
    hipError_t e = a ? hipSuccess : hipErrorInvalidValue;
    unsigned bit = device == 0 ? 1u : 2u;
    if (a) {
        switch (advice) {
        case hipMemAdviseSetReadMostly: a->read_mostly = 1; break;
        case hipMemAdviseUnsetReadMostly: a->read_mostly = 0; break;
        case hipMemAdviseSetPreferredLocation: a->preferred = device; break;
        case hipMemAdviseUnsetPreferredLocation: a->preferred = hipInvalidDeviceId; break;
        case hipMemAdviseSetAccessedBy: a->accessed_by |= bit; break;
        case hipMemAdviseUnsetAccessedBy: a->accessed_by &= ~bit; break;
        case hipMemAdviseSetCoarseGrain:
        case hipMemAdviseUnsetCoarseGrain: break;   /* one coherent memory */
        default: e = hipErrorInvalidValue; break;
        }
    }
    pthread_mutex_unlock(&hs_adv_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static int hs_loc_device(hipMemLocation l)
{
    return l.type == hipMemLocationTypeDevice ? l.id
         : l.type == hipMemLocationTypeHost || l.type == hipMemLocationTypeHostNuma ||
           l.type == hipMemLocationTypeHostNumaCurrent ? hipCpuDeviceId : hipInvalidDeviceId;
}

hipError_t hipMemAdvise_v2(const void *dev_ptr, size_t count, hipMemoryAdvise advice,
                           hipMemLocation location)
{
    return hipMemAdvise(dev_ptr, count, advice, hs_loc_device(location));
}

hipError_t hipMemPrefetchAsync_v2(const void *dev_ptr, size_t count, hipMemLocation location,
                                  unsigned int flags, hipStream_t stream)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    int dev = hs_loc_device(location);
    hipError_t e = hipMemPrefetchAsync(dev_ptr, count, dev, stream);
    if (e != hipSuccess) return e;
    pthread_mutex_lock(&hs_adv_mu);
    hs_advice *a = hs_advice_of_locked(dev_ptr, count, 1);
    if (a)
        a->last_prefetch = dev;
    pthread_mutex_unlock(&hs_adv_mu);
    return hipSuccess;
}

hipError_t hipMemRangeGetAttribute(void *data, size_t data_size, hipMemRangeAttribute attribute,
                                   const void *dev_ptr, size_t count)
{
    if (!data || !dev_ptr || count == 0) HS_RETURN(hipErrorInvalidValue);
    if (hs_mem_lookup(dev_ptr, NULL, NULL, NULL) != HS_MEMK_MANAGED) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_adv_mu);
    hs_advice none = { NULL, 0, hipInvalidDeviceId, hipInvalidDeviceId, 0 };
    hs_advice *a = hs_advice_of_locked(dev_ptr, count, 0);
    if (!a)
        a = &none;
    hipError_t e = hipSuccess;
    int *out = data;
    switch (attribute) {
    case hipMemRangeAttributeReadMostly:
    case hipMemRangeAttributePreferredLocation:
    case hipMemRangeAttributeLastPrefetchLocation:
    case hipMemRangeAttributeCoherencyMode:
        if (data_size != 4) {
            e = hipErrorInvalidValue;
            break;
        }
        *out = attribute == hipMemRangeAttributeReadMostly ? a->read_mostly
             : attribute == hipMemRangeAttributePreferredLocation ? a->preferred
             : attribute == hipMemRangeAttributeLastPrefetchLocation ? a->last_prefetch
             : hipMemRangeCoherencyModeFineGrain;
        break;
    case hipMemRangeAttributeAccessedBy: {   /* the devices, then hipInvalidDeviceId */
        if (data_size % 4 || data_size == 0) {
            e = hipErrorInvalidValue;
            break;
        }
        size_t n = data_size / 4, k = 0;
        if ((a->accessed_by & 1) && k < n) out[k++] = 0;
        if ((a->accessed_by & 2) && k < n) out[k++] = hipCpuDeviceId;
        while (k < n) out[k++] = hipInvalidDeviceId;
        break;
    }
    default:
        e = hipErrorInvalidValue;
        break;
    }
    pthread_mutex_unlock(&hs_adv_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemRangeGetAttributes(void **data, size_t *data_sizes,
                                    hipMemRangeAttribute *attributes, size_t num_attributes,
                                    const void *dev_ptr, size_t count)
{
    if (!data || !data_sizes || !attributes || num_attributes == 0) HS_RETURN(hipErrorInvalidValue);
    for (size_t i = 0; i < num_attributes; i++) {
        hipError_t e = hipMemRangeGetAttribute(data[i], data_sizes[i], attributes[i], dev_ptr, count);
        if (e != hipSuccess) return e;
    }
    return hipSuccess;
}

hipError_t hipStreamAttachMemAsync(hipStream_t stream, void *dev_ptr, size_t length,
                                   unsigned int flags)
{
    if (flags != hipMemAttachGlobal && flags != hipMemAttachHost && flags != hipMemAttachSingle)
        HS_RETURN(hipErrorInvalidValue);
    if (!dev_ptr || hs_mem_lookup(dev_ptr, NULL, NULL, NULL) != HS_MEMK_MANAGED)
        HS_RETURN(hipErrorInvalidValue);
    (void)length;   /* one coherent memory: every stream sees every allocation */
    hs_sched_init();
    hs_sched_lock();
    int ok = hs_stream_find_locked(stream) != NULL;
    hs_sched_unlock();
    if (!ok) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipMemAllocHost(void **ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }

/* ---- pointer attributes ---- */
hipError_t hipPointerGetAttribute(void *data, hipPointer_attribute attribute, hipDeviceptr_t ptr)
{
    if (!data || !ptr) HS_RETURN(hipErrorInvalidValue);
    hipPointerAttribute_t at;
    hipError_t e = hipPointerGetAttributes(&at, ptr);
    if (e != hipSuccess) return e;
    void *base = NULL;
    size_t size = 0;
    int kind = hs_mem_lookup(ptr, &base, &size, NULL);
    if (!kind) HS_RETURN(hipErrorInvalidValue);
    switch (attribute) {
    case HIP_POINTER_ATTRIBUTE_CONTEXT: return hipCtxGetCurrent((hipCtx_t *)data);
    case HIP_POINTER_ATTRIBUTE_MEMORY_TYPE: *(unsigned *)data = (unsigned)at.type; break;
    case HIP_POINTER_ATTRIBUTE_DEVICE_POINTER: *(void **)data = at.devicePointer; break;
    case HIP_POINTER_ATTRIBUTE_HOST_POINTER: *(void **)data = at.hostPointer; break;
    case HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS: *(int *)data = 1; break;   /* memory ops are in order */
    case HIP_POINTER_ATTRIBUTE_BUFFER_ID: *(unsigned long long *)data = (uintptr_t)base; break;
    case HIP_POINTER_ATTRIBUTE_IS_MANAGED: *(int *)data = kind == HS_MEMK_MANAGED; break;
    case HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = 0; break;
    case HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE: *(int *)data = 0; break;
    case HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(void **)data = base; break;
    case HIP_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = size; break;
    case HIP_POINTER_ATTRIBUTE_MAPPED: *(int *)data = 1; break;
    case HIP_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: *(unsigned long long *)data = 0; break;
    case HIP_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: *(int *)data = 0; break;
    case HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS: *(unsigned *)data = hipMemAccessFlagsProtReadWrite; break;
    case HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: *(hipMemPool_t *)data = NULL; break;
    default: HS_RETURN(hipErrorNotSupported);   /* P2P tokens: no peer devices */
    }
    return hipSuccess;
}

hipError_t hipDrvPointerGetAttributes(unsigned int numAttributes, hipPointer_attribute *attributes,
                                      void **data, hipDeviceptr_t ptr)
{
    if (!attributes || !data || numAttributes == 0) HS_RETURN(hipErrorInvalidValue);
    for (unsigned i = 0; i < numAttributes; i++) {
        hipError_t e = hipPointerGetAttribute(data[i], attributes[i], ptr);
        if (e != hipSuccess) return e;
    }
    return hipSuccess;
}

hipError_t hipPointerSetAttribute(const void *value, hipPointer_attribute attribute,
                                  hipDeviceptr_t ptr)
{
    if (!value || !ptr || !hs_mem_lookup(ptr, NULL, NULL, NULL)) HS_RETURN(hipErrorInvalidValue);
    if (attribute != HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;   /* memory operations are synchronous with respect to the pointer anyway */
}
