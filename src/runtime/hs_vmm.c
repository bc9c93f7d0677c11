/* hs_vmm.c - virtual memory management (hipMemCreate, hipMemAddressReserve, hipMemMap,
 * hipMemSetAccess, ...) on the host's own virtual memory: a physical allocation is a memfd of
 * its size, a reserved range is an inaccessible anonymous mapping, and mapping puts the memfd's
 * pages at the reserved address (MAP_FIXED | MAP_SHARED), so one allocation can be mapped at
 * several addresses and, exported as a POSIX file descriptor, into another process (which is
 * how memMapIPCDrv-style programs share memory). A mapping is in hs_memory.c's table as an
 * external allocation, so copies, memsets and kernels accept it; hipFree of it fails.
 * Access: the pages are readable and writable once mapped (a CPU cannot fault only for the
 * device); hipMemSetAccess applies the protection asked for with mprotect, and hipMemGetAccess
 * reads back what was set (none until then, as in HIP).
 * Ownership: an allocation (hs_vmem) is the program's from hipMemCreate or an import, and lives
 * while the program holds a handle reference (hipMemRelease drops one,
 * hipMemRetainAllocationHandle adds one) or a mapping uses it; the last closes its memfd.
 * Reservations and mappings are the program's until hipMemAddressFree and hipMemUnmap. All
 * under hs_vmm_mu. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hs_internal.h"

typedef struct hs_vmem {
    int fd;
    size_t size;
    int refs;                      /* handle references + mappings */
    int hrefs;                     /* handle references alone (hipMemRelease checks them) */
    hipMemAllocationProp prop;
} hs_vmem;

typedef struct hs_vrange { char *base; size_t size; } hs_vrange;
typedef struct hs_vmap {
    char *base;
    size_t size;
    hs_vmem *mem;
    unsigned long long access;     /* hipMemAccessFlags set for device 0 */
} hs_vmap;

static pthread_mutex_t hs_vmm_mu = PTHREAD_MUTEX_INITIALIZER;
static hs_objpool hs_vmems = { .size = sizeof(hs_vmem) };
static UT_VEC(hs_vrange) hs_ranges;
static UT_VEC(hs_vmap) hs_maps;

static size_t hs_page(void)
{
    long p = sysconf(_SC_PAGESIZE);
    return p > 0 ? (size_t)p : 4096;
}

/* The granularity HIP reports for the device: the host page as minimum, 2 MiB (a huge page)
 * as recommended. */
static size_t hs_gran(int recommended) { return recommended ? (size_t)2 << 20 : hs_page(); }

static int hs_loc_ok(const hipMemLocation *l)
{
    return l->type == hipMemLocationTypeDevice && l->id == 0;
}

static hs_vmem *hs_vmem_find_locked(hipMemGenericAllocationHandle_t h)
{
    return h && hs_obj_live(&hs_vmems, h) ? (hs_vmem *)(void *)h : NULL;
}

static void hs_vmem_unref_locked(hs_vmem *m)
{
    if (--m->refs == 0) {
        close(m->fd);
        hs_obj_free(&hs_vmems, m);
    }
}

static hs_vrange *hs_range_of_locked(const char *p, size_t size)
{
    for (size_t i = 0; i < hs_ranges.n; i++)
        if (p >= hs_ranges.v[i].base && p + size <= hs_ranges.v[i].base + hs_ranges.v[i].size)
            return &hs_ranges.v[i];
    return NULL;
}

static hs_vmap *hs_map_of_locked(const char *p)
{
    for (size_t i = 0; i < hs_maps.n; i++)
        if (p >= hs_maps.v[i].base && p < hs_maps.v[i].base + hs_maps.v[i].size)
            return &hs_maps.v[i];
    return NULL;
}

static hipError_t hs_vmm_free_hook(void *ctx, void *p)
{
    (void)ctx;
    (void)p;
    return hipErrorInvalidValue;   /* unmapped with hipMemUnmap, not freed */
}

hipError_t hipMemGetAllocationGranularity(size_t *granularity, const hipMemAllocationProp *prop,
                                          hipMemAllocationGranularity_flags option)
{
    if (!granularity || !prop || prop->type != hipMemAllocationTypePinned)
        HS_RETURN(hipErrorInvalidValue);
    if (!hs_loc_ok(&prop->location)) HS_RETURN(hipErrorInvalidDevice);
    *granularity = hs_gran(option == hipMemAllocationGranularityRecommended);
    return hipSuccess;
}

static hipError_t hs_vmem_new(int fd, size_t size, const hipMemAllocationProp *prop,
                              hipMemGenericAllocationHandle_t *handle)
{
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmem *m = hs_obj_new(&hs_vmems);
    if (m)
        *m = (hs_vmem){ fd, size, 1, 1, *prop };
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!m) {
        close(fd);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *handle = (hipMemGenericAllocationHandle_t)(void *)m;
    return hipSuccess;
}

hipError_t hipMemCreate(hipMemGenericAllocationHandle_t *handle, size_t size,
                        const hipMemAllocationProp *prop, unsigned long long flags)
{
    if (!handle || !prop || flags || size == 0 || prop->type != hipMemAllocationTypePinned ||
        size % hs_gran(0))
        HS_RETURN(hipErrorInvalidValue);
    if (!hs_loc_ok(&prop->location)) HS_RETURN(hipErrorInvalidDevice);
    int fd = memfd_create("hipshim-vmm", MFD_CLOEXEC);
    if (fd < 0) HS_RETURN(hipErrorOutOfMemory);
    if (ftruncate(fd, (off_t)size) != 0) {
        close(fd);
        HS_RETURN(hipErrorOutOfMemory);
    }
    return hs_vmem_new(fd, size, prop, handle);
}

hipError_t hipMemRelease(hipMemGenericAllocationHandle_t handle)
{
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmem *m = hs_vmem_find_locked(handle);
    int ok = m && m->hrefs > 0;
    if (ok) {
        m->hrefs--;
        hs_vmem_unref_locked(m);
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemAddressReserve(void **ptr, size_t size, size_t alignment, void *addr,
                                unsigned long long flags)
{
    size_t g = hs_gran(0);
    if (!ptr || size == 0 || size % g || flags || (alignment & (alignment - 1)))
        HS_RETURN(hipErrorInvalidValue);
    if (alignment < g)
        alignment = g;
    /* over-reserve, then trim to the alignment asked for */
    size_t span = size + alignment - g;
    char *m = mmap(addr, span, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) HS_RETURN(hipErrorOutOfMemory);
    char *base = (char *)(((uintptr_t)m + alignment - 1) & ~(uintptr_t)(alignment - 1));
    if (base > m)
        munmap(m, (size_t)(base - m));
    if (base + size < m + span)
        munmap(base + size, (size_t)(m + span - (base + size)));
    pthread_mutex_lock(&hs_vmm_mu);
    ut_vec_push(&hs_ranges, ((hs_vrange){ base, size }));
    pthread_mutex_unlock(&hs_vmm_mu);
    *ptr = base;
    return hipSuccess;
}

hipError_t hipMemAddressFree(void *devPtr, size_t size)
{
    pthread_mutex_lock(&hs_vmm_mu);
    size_t i = 0;
    while (i < hs_ranges.n && !(hs_ranges.v[i].base == (char *)devPtr && hs_ranges.v[i].size == size))
        i++;
    int ok = i < hs_ranges.n;
    for (size_t k = 0; ok && k < hs_maps.n; k++)   /* still mapped: unmap first */
        if (hs_maps.v[k].base >= (char *)devPtr && hs_maps.v[k].base < (char *)devPtr + size)
            ok = 0;
    if (ok) {
        munmap(devPtr, size);
        hs_ranges.v[i] = hs_ranges.v[--hs_ranges.n];
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemMap(void *ptr, size_t size, size_t offset, hipMemGenericAllocationHandle_t handle,
                     unsigned long long flags)
{
    if (!ptr || size == 0 || flags || size % hs_gran(0) || offset % hs_gran(0))
        HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmem *m = hs_vmem_find_locked(handle);
    hipError_t e = hipSuccess;
    if (!m || offset + size > m->size || offset + size < offset)
        e = hipErrorInvalidValue;
    else if (!hs_range_of_locked(ptr, size))
        e = hipErrorInvalidValue;
    for (size_t k = 0; e == hipSuccess && k < hs_maps.n; k++)   /* already mapped there */
        if (hs_maps.v[k].base < (char *)ptr + size && (char *)ptr < hs_maps.v[k].base + hs_maps.v[k].size)
            e = hipErrorInvalidValue;
    if (e == hipSuccess) {
        void *r = mmap(ptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, m->fd, (off_t)offset);
        if (r == MAP_FAILED) {
            e = hipErrorOutOfMemory;
        } else if (hs_mem_add_external(ptr, size, hs_vmm_free_hook, NULL) != hipSuccess) {
            mmap(ptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
            e = hipErrorInvalidValue;
        } else {
            ut_vec_push(&hs_maps, ((hs_vmap){ ptr, size, m, hipMemAccessFlagsProtNone }));
            m->refs++;
        }
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemUnmap(void *ptr, size_t size)
{
    hs_sched_wait_all();   /* work in flight may still use it */
    pthread_mutex_lock(&hs_vmm_mu);
    size_t i = 0;
    while (i < hs_maps.n && !(hs_maps.v[i].base == (char *)ptr && hs_maps.v[i].size == size))
        i++;
    int ok = i < hs_maps.n;
    if (ok) {
        hs_vmem *m = hs_maps.v[i].mem;
        (void)hs_mem_remove_external(ptr);
        mmap(ptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
        hs_maps.v[i] = hs_maps.v[--hs_maps.n];
        hs_vmem_unref_locked(m);
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemSetAccess(void *ptr, size_t size, const hipMemAccessDesc *desc, size_t count)
{
    if (!ptr || !desc || count == 0 || size == 0) HS_RETURN(hipErrorInvalidValue);
    unsigned long long flags = hipMemAccessFlagsProtNone;
    for (size_t i = 0; i < count; i++) {
        if (!hs_loc_ok(&desc[i].location)) HS_RETURN(hipErrorInvalidDevice);
        if (desc[i].flags != hipMemAccessFlagsProtNone && desc[i].flags != hipMemAccessFlagsProtRead &&
            desc[i].flags != hipMemAccessFlagsProtReadWrite)
            HS_RETURN(hipErrorInvalidValue);
        flags = desc[i].flags;
    }
    int prot = flags == hipMemAccessFlagsProtReadWrite ? PROT_READ | PROT_WRITE
             : flags == hipMemAccessFlagsProtRead ? PROT_READ : PROT_NONE;
    pthread_mutex_lock(&hs_vmm_mu);
    /* every page of the range must be mapped */
    char *p = ptr, *end = (char *)ptr + size;
    hipError_t e = hipSuccess;
    while (p < end && e == hipSuccess) {
        hs_vmap *mp = hs_map_of_locked(p);
        if (!mp)
            e = hipErrorInvalidValue;
        else
            p = mp->base + mp->size;
    }
    for (p = ptr; e == hipSuccess && p < end;) {
        hs_vmap *mp = hs_map_of_locked(p);
        mprotect(mp->base, mp->size, prot);
        mp->access = flags;
        p = mp->base + mp->size;
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemGetAccess(unsigned long long *flags, const hipMemLocation *location, void *ptr)
{
    if (!flags || !location || !ptr) HS_RETURN(hipErrorInvalidValue);
    if (!hs_loc_ok(location)) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmap *mp = hs_map_of_locked(ptr);
    if (mp)
        *flags = mp->access;
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!mp) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemGetAllocationPropertiesFromHandle(hipMemAllocationProp *prop,
                                                   hipMemGenericAllocationHandle_t handle)
{
    if (!prop) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmem *m = hs_vmem_find_locked(handle);
    if (m)
        *prop = m->prop;
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!m) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemRetainAllocationHandle(hipMemGenericAllocationHandle_t *handle, void *addr)
{
    if (!handle || !addr) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmap *mp = hs_map_of_locked(addr);
    if (mp) {
        mp->mem->refs++;
        mp->mem->hrefs++;
        *handle = (hipMemGenericAllocationHandle_t)(void *)mp->mem;
    }
    pthread_mutex_unlock(&hs_vmm_mu);
    if (!mp) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* A POSIX file descriptor (a dup of the allocation's memfd: the caller's to close, and to pass
 * to another process over a Unix socket). */
hipError_t hipMemExportToShareableHandle(void *shareableHandle,
                                         hipMemGenericAllocationHandle_t handle,
                                         hipMemAllocationHandleType handleType,
                                         unsigned long long flags)
{
    if (!shareableHandle || flags) HS_RETURN(hipErrorInvalidValue);
    if (handleType != hipMemHandleTypePosixFileDescriptor) HS_RETURN(hipErrorNotSupported);
    pthread_mutex_lock(&hs_vmm_mu);
    hs_vmem *m = hs_vmem_find_locked(handle);
    int fd = -1;
    hipError_t e = hipSuccess;
    if (!m)
        e = hipErrorInvalidValue;
    else if (!(m->prop.requestedHandleType & hipMemHandleTypePosixFileDescriptor))
        e = hipErrorInvalidValue;   /* not asked for at hipMemCreate, as in HIP */
    else if ((fd = fcntl(m->fd, F_DUPFD_CLOEXEC, 0)) < 0)
        e = hipErrorOutOfMemory;
    pthread_mutex_unlock(&hs_vmm_mu);
    if (e != hipSuccess) HS_RETURN(e);
    *(int *)shareableHandle = fd;
    return hipSuccess;
}

hipError_t hipMemImportFromShareableHandle(hipMemGenericAllocationHandle_t *handle, void *osHandle,
                                           hipMemAllocationHandleType shHandleType)
{
    if (!handle) HS_RETURN(hipErrorInvalidValue);
    if (shHandleType != hipMemHandleTypePosixFileDescriptor) HS_RETURN(hipErrorNotSupported);
    int fd = (int)(intptr_t)osHandle;
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) HS_RETURN(hipErrorInvalidValue);
    int own = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (own < 0) HS_RETURN(hipErrorOutOfMemory);
    hipMemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = hipMemAllocationTypePinned;
    prop.requestedHandleType = hipMemHandleTypePosixFileDescriptor;
    prop.location.type = hipMemLocationTypeDevice;
    prop.location.id = 0;
    return hs_vmem_new(own, (size_t)st.st_size, &prop, handle);
}
