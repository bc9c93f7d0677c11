/* hs_extmem.c - external memory a CPU can import: hipImportExternalMemory of an opaque file
 * descriptor that can be mapped (a memory file such as hipMemExportToShareableHandle's, a
 * shared-memory object, a dma-buf), hipExternalMemoryGetMappedBuffer (each buffer its own
 * shared mapping, an external allocation that copies and kernels take and hipFree unmaps) and
 * hipDestroyExternalMemory. Handles of another API's driver (Win32, Direct3D, NvSci) and a
 * descriptor that cannot be mapped (a GPU driver's memory) are hipErrorNotSupported with one
 * line, as hs_interop.c's calls are.
 * Ownership: an imported object owns the descriptor it was given (as in HIP, from a successful
 * import on) until hipDestroyExternalMemory closes it; a mapped buffer is the program's until
 * hipFree, and outlives the object it came from. Both lists are under hs_ext_mu. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <hip/hipshim/hs_libs.h>
#include "hs_internal.h"

#define HS_EXT_DRIVER "not supported: hipshim runs on the CPU, with no GPU driver to import another API's memory from"
#define HS_EXT_NOMAP "not supported: the descriptor cannot be mapped by the CPU (a GPU driver's memory)"

typedef struct hs_extmem { int fd; unsigned long long size; } hs_extmem;
typedef struct hs_extmap { char *ptr, *map; size_t len; } hs_extmap;
static pthread_mutex_t hs_ext_mu = PTHREAD_MUTEX_INITIALIZER;
static UT_VEC(hs_extmem *) hs_exts;
static UT_VEC(hs_extmap) hs_extmaps;

static size_t hs_ext_find_locked(const hs_extmem *m)
{
    size_t i = 0;
    while (i < hs_exts.n && hs_exts.v[i] != m)
        i++;
    return i;
}

hipError_t hipImportExternalMemory(hipExternalMemory_t *extMem_out,
                                   const hipExternalMemoryHandleDesc *memHandleDesc)
{
    const hipExternalMemoryHandleDesc *d = memHandleDesc;
    if (!extMem_out || !d || !d->size) HS_RETURN(hipErrorInvalidValue);
    if (d->type != hipExternalMemoryHandleTypeOpaqueFd) {
        hs_refuse_note("hipImportExternalMemory", HS_EXT_DRIVER, "hipErrorNotSupported");
        HS_RETURN(hipErrorNotSupported);
    }
    struct stat st;
    if (d->handle.fd < 0 || fstat(d->handle.fd, &st) != 0) HS_RETURN(hipErrorInvalidValue);
    if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size < d->size)
        HS_RETURN(hipErrorInvalidValue);
    /* a probe of the first page: can the CPU map it at all? */
    void *probe = mmap(NULL, 1, PROT_READ | PROT_WRITE, MAP_SHARED, d->handle.fd, 0);
    if (probe == MAP_FAILED) {
        hs_refuse_note("hipImportExternalMemory", HS_EXT_NOMAP, "hipErrorNotSupported");
        HS_RETURN(hipErrorNotSupported);
    }
    munmap(probe, 1);
    hs_extmem *m = malloc(sizeof *m);
    if (!m) HS_RETURN(hipErrorOutOfMemory);
    *m = (hs_extmem){ d->handle.fd, d->size };
    pthread_mutex_lock(&hs_ext_mu);
    ut_vec_push(&hs_exts, m);
    pthread_mutex_unlock(&hs_ext_mu);
    *extMem_out = m;
    return hipSuccess;
}

static hipError_t hs_extmap_free_hook(void *ctx, void *p)
{
    (void)ctx;
    hs_sched_wait_all();   /* work in flight may still use it */
    pthread_mutex_lock(&hs_ext_mu);
    size_t i = 0;
    while (i < hs_extmaps.n && hs_extmaps.v[i].ptr != p)
        i++;
    int ok = i < hs_extmaps.n;
    if (ok) {
        hs_extmap m = hs_extmaps.v[i];
        hs_extmaps.v[i] = hs_extmaps.v[--hs_extmaps.n];
        (void)hs_mem_remove_external(m.ptr);
        munmap(m.map, m.len);
    }
    pthread_mutex_unlock(&hs_ext_mu);
    return ok ? hipSuccess : hipErrorInvalidValue;
}

hipError_t hipExternalMemoryGetMappedBuffer(void **devPtr, hipExternalMemory_t extMem,
                                            const hipExternalMemoryBufferDesc *bufferDesc)
{
    const hipExternalMemoryBufferDesc *b = bufferDesc;
    if (!devPtr || !b || !b->size || b->flags) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_ext_mu);
    hs_extmem *m = extMem;
    int live = hs_ext_find_locked(m) < hs_exts.n;
    int fd = live ? m->fd : -1;
    int fits = live && b->offset <= m->size && b->size <= m->size - b->offset;
    pthread_mutex_unlock(&hs_ext_mu);
    if (!live) HS_RETURN(hipErrorInvalidResourceHandle);
    if (!fits) HS_RETURN(hipErrorInvalidValue);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t at = (size_t)b->offset & ~(page - 1), skew = (size_t)b->offset - at;
    size_t len = skew + (size_t)b->size;
    char *map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)at);
    if (map == MAP_FAILED) HS_RETURN(hipErrorOutOfMemory);
    char *p = map + skew;
    pthread_mutex_lock(&hs_ext_mu);
    ut_vec_push(&hs_extmaps, ((hs_extmap){ p, map, len }));
    pthread_mutex_unlock(&hs_ext_mu);
    if (hs_mem_add_external(p, (size_t)b->size, hs_extmap_free_hook, NULL) != hipSuccess) {
        pthread_mutex_lock(&hs_ext_mu);
        hs_extmaps.n--;
        pthread_mutex_unlock(&hs_ext_mu);
        munmap(map, len);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *devPtr = p;
    return hipSuccess;
}

hipError_t hipDestroyExternalMemory(hipExternalMemory_t extMem)
{
    pthread_mutex_lock(&hs_ext_mu);
    size_t i = hs_ext_find_locked(extMem);
    hs_extmem *m = i < hs_exts.n ? hs_exts.v[i] : NULL;
    if (m)
        hs_exts.v[i] = hs_exts.v[--hs_exts.n];
    pthread_mutex_unlock(&hs_ext_mu);
    if (!m) HS_RETURN(hipErrorInvalidResourceHandle);
    close(m->fd);   /* its mapped buffers stay, as in HIP, until hipFree */
    free(m);
    return hipSuccess;
}
