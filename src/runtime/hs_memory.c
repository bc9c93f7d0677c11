/* hs_memory.c - memory API: allocations (hipMalloc, hipHostMalloc, hipMallocManaged, ...) kept
 * in a sorted table so that frees of unknown pointers, double frees and copies past the end of
 * an allocation return HIP errors instead of crashing; copies, memsets, 2D copies, symbols and
 * pointer attributes. "Device" memory is host memory: every kind of copy is a memcpy. Copies
 * and memsets are tasks of the scheduler (hs_sched.c), in stream order; with nothing in flight
 * they run at once on the calling thread.
 * Ownership: the memory of an allocation is the program's from hipMalloc* (or hipHostRegister)
 * to the matching free (or hipHostUnregister), or hipDeviceReset; the table of allocations
 * (one entry each) is this file's. A copy or memset op holds the pointers it was given, not
 * the memory. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "hs_internal.h"

enum { HS_MEM_DEVICE = 1, HS_MEM_HOST, HS_MEM_MANAGED, HS_MEM_REGISTERED, HS_MEM_EXTERNAL };

/* An external allocation (a pool's, a graph's, a mapping) is freed by its owner's hook. */
typedef struct hs_alloc {
    char *base;
    size_t size;
    int kind;
    unsigned flags;
    hs_mem_free_hook hook;
    void *ctx;
    int mapped;                   /* device memory of its own pages (mmap), shareable by IPC */
    int fd;                       /* its memory file once shared (hs_mem_share), else -1 */
} hs_alloc;

/* Device allocations this large get pages of their own, so that an IPC handle can move them
 * onto a memory file in place (hs_mem_share); smaller ones come from the heap. */
#define HS_MAP_MIN ((size_t)64 << 10)

static size_t hs_map_len(size_t size)
{
    size_t pg = (size_t)sysconf(_SC_PAGESIZE);
    return (size + pg - 1) & ~(pg - 1);
}

static void hs_release(const hs_alloc *a)
{
    if (a->mapped) {
        munmap(a->base, hs_map_len(a->size));
        if (a->fd >= 0)
            close(a->fd);
    } else {
        free(a->base);
    }
}

static pthread_mutex_t hs_mem_mu = PTHREAD_MUTEX_INITIALIZER;
static UT_VEC(hs_alloc) hs_allocs;   /* sorted by base, under hs_mem_mu */

/* Index of the first allocation whose base is > p. Caller holds hs_mem_mu. */
static size_t hs_upper(const char *p)
{
    size_t lo = 0, hi = hs_allocs.n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (hs_allocs.v[mid].base <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The allocation containing p, or NULL. Caller holds hs_mem_mu. */
static hs_alloc *hs_find(const void *p)
{
    size_t i = hs_upper((const char *)p);
    if (i == 0)
        return NULL;
    hs_alloc *a = &hs_allocs.v[i - 1];
    const char *c = (const char *)p;
    if (c >= a->base && (c < a->base + a->size || (a->size == 0 && c == a->base)))
        return a;
    return NULL;
}

static hs_alloc *hs_insert(char *base, size_t size, int kind, unsigned flags)
{
    ut_vec_reserve(&hs_allocs, hs_allocs.n + 1);
    size_t i = hs_upper(base);
    memmove(&hs_allocs.v[i + 1], &hs_allocs.v[i], (hs_allocs.n - i) * sizeof *hs_allocs.v);
    hs_allocs.v[i] = (hs_alloc){ base, size, kind, flags, NULL, NULL, 0, -1 };
    hs_allocs.n++;
    return &hs_allocs.v[i];
}

static void hs_remove(hs_alloc *a)
{
    size_t i = (size_t)(a - hs_allocs.v);
    memmove(&hs_allocs.v[i], &hs_allocs.v[i + 1], (hs_allocs.n - i - 1) * sizeof *hs_allocs.v);
    hs_allocs.n--;
}

/* Whether p lies in an allocation of this runtime (*known), and if so whether n bytes fit. */
static hipError_t hs_alloc_range(const void *p, size_t n, int *known)
{
    hipError_t r = hipSuccess;
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    *known = a != NULL;
    if (a && n > (size_t)(a->base + a->size - (const char *)p))
        r = hipErrorInvalidValue;
    pthread_mutex_unlock(&hs_mem_mu);
    return r;
}

hipError_t hs_mem_check_range(const void *p, size_t n)
{
    int known;
    return hs_alloc_range(p, n, &known);
}

/* A pointer that must be device-accessible: inside an allocation of this runtime (device,
 * managed, pinned or registered host memory) with n bytes left, or inside a loaded object's
 * image (`__device__`/`__constant__`/`__managed__` variables are ordinary globals here, and
 * hipGetSymbolAddress hands out their addresses). Anything else (a made-up address, freed
 * device memory, a host stack or heap buffer) is an invalid value, as in HIP, instead of a
 * crash or a silent use after free. */
hipError_t hs_mem_check_device(const void *p, size_t n)
{
    int known;
    hipError_t r = hs_alloc_range(p, n, &known);
    if (known)
        return r;
    Dl_info info;
    if (dladdr(p, &info) && info.dli_fbase) {
        /* the whole range must stay in the same object */
        Dl_info end;
        if (n == 0 || (dladdr((const char *)p + n - 1, &end) && end.dli_fbase == info.dli_fbase))
            return hipSuccess;
    }
    return hipErrorInvalidValue;
}

/* Checks both sides of a copy of n bytes: the device sides that `kind` names must be
 * device-accessible; a host side is checked only against the allocation it falls in. */
hipError_t hs_check_copy(void *dst, size_t dn, const void *src, size_t sn,
                         hipMemcpyKind kind)
{
    int ddev = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice ||
               kind == hipMemcpyDeviceToDeviceNoCU;
    int sdev = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice ||
               kind == hipMemcpyDeviceToDeviceNoCU;
    if (ddev ? hs_mem_check_device(dst, dn) : hs_mem_check_range(dst, dn))
        return hipErrorInvalidValue;
    if (sdev ? hs_mem_check_device(src, sn) : hs_mem_check_range(src, sn))
        return hipErrorInvalidValue;
    return hipSuccess;
}

static hipError_t hs_alloc_kind(void **ptr, size_t size, int kind, unsigned flags)
{
    if (!ptr) HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    hipError_t ce = hs_capture_check_unsafe();
    if (ce != hipSuccess) HS_RETURN(ce);
    if (size == 0) {
        *ptr = NULL;
        return hipSuccess;
    }
    if (size > hs_total_memory()) {
        *ptr = NULL;
        HS_RETURN(hipErrorOutOfMemory);
    }
    size_t rounded = (size + 255) & ~(size_t)255;
    int mapped = kind == HS_MEM_DEVICE && size >= HS_MAP_MIN;
    char *p = mapped ? mmap(NULL, hs_map_len(size), PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                     : aligned_alloc(256, rounded);
    if (mapped && p == MAP_FAILED)
        p = NULL;
    if (!p) {
        *ptr = NULL;
        HS_RETURN(hipErrorOutOfMemory);
    }
    pthread_mutex_lock(&hs_mem_mu);
    hs_insert(p, size, kind, flags)->mapped = mapped;
    pthread_mutex_unlock(&hs_mem_mu);
    *ptr = p;
    return hipSuccess;
}

/* Frees p if it is the base of an allocation of one of the given kinds. */
static hipError_t hs_free_kind(void *p, int k1, int k2)
{
    if (!p)
        return hipSuccess;
    hipError_t ce = hs_capture_check_unsafe();
    if (ce != hipSuccess) HS_RETURN(ce);
    hs_sched_wait_all();   /* as in HIP: a free waits for the work that may use it */
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    if (a && a->base == (char *)p && a->kind == HS_MEM_EXTERNAL && k1 == HS_MEM_DEVICE) {
        hs_mem_free_hook hook = a->hook;
        void *ctx = a->ctx;
        pthread_mutex_unlock(&hs_mem_mu);
        hipError_t e = hook(ctx, p);
        if (e != hipSuccess) HS_RETURN(e);
        return hipSuccess;
    }
    if (!a || a->base != (char *)p || (a->kind != k1 && a->kind != k2)) {
        pthread_mutex_unlock(&hs_mem_mu);
        HS_RETURN(hipErrorInvalidValue);
    }
    hs_alloc gone = *a;
    hs_remove(a);
    pthread_mutex_unlock(&hs_mem_mu);
    hs_release(&gone);
    return hipSuccess;
}

hipError_t hs_mem_share(const void *p, int *fd, void **base, size_t *size)
{
    hs_sched_wait_all();   /* nothing writes it while it moves */
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    hipError_t e = hipSuccess;
    if (!a || a->kind != HS_MEM_DEVICE || !a->mapped) {
        e = hipErrorInvalidValue;
    } else if (a->fd < 0) {
        /* the pages' contents go into a memory file, which is then mapped at the same place */
        size_t len = hs_map_len(a->size);
        int f = memfd_create("hipshim-ipc", MFD_CLOEXEC);
        int ok = f >= 0 && ftruncate(f, (off_t)len) == 0;
        for (size_t done = 0; ok && done < len;) {
            ssize_t w = pwrite(f, a->base + done, len - done, (off_t)done);
            ok = w > 0;
            done += ok ? (size_t)w : 0;
        }
        if (ok && mmap(a->base, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, f, 0) == MAP_FAILED)
            ok = 0;
        if (!ok) {
            if (f >= 0)
                close(f);
            e = hipErrorOutOfMemory;
        } else {
            a->fd = f;
        }
    }
    if (e == hipSuccess) {
        *fd = a->fd;
        *base = a->base;
        *size = a->size;
    }
    pthread_mutex_unlock(&hs_mem_mu);
    return e;
}

hipError_t hs_mem_add_external(void *p, size_t size, hs_mem_free_hook hook, void *ctx)
{
    pthread_mutex_lock(&hs_mem_mu);
    size_t i = hs_upper((char *)p + (size ? size - 1 : 0));
    int overlap = i > 0 && hs_allocs.v[i - 1].base + hs_allocs.v[i - 1].size > (char *)p;
    if (!overlap) {
        hs_alloc *a = hs_insert(p, size, HS_MEM_EXTERNAL, 0);
        a->hook = hook;
        a->ctx = ctx;
    }
    pthread_mutex_unlock(&hs_mem_mu);
    return overlap ? hipErrorInvalidValue : hipSuccess;
}

int hs_mem_remove_external(void *p)
{
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    int ok = a && a->base == (char *)p && a->kind == HS_MEM_EXTERNAL;
    if (ok)
        hs_remove(a);
    pthread_mutex_unlock(&hs_mem_mu);
    return ok;
}

int hs_mem_lookup(const void *p, void **base, size_t *size, void **ctx)
{
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    int kind = a ? a->kind : 0;
    if (a) {
        if (base) *base = a->base;
        if (size) *size = a->size;
        if (ctx) *ctx = a->kind == HS_MEM_EXTERNAL ? a->ctx : NULL;
    }
    pthread_mutex_unlock(&hs_mem_mu);
    return kind == HS_MEM_EXTERNAL ? HS_MEMK_EXTERNAL : kind == HS_MEM_DEVICE ? HS_MEMK_DEVICE
         : kind == HS_MEM_MANAGED ? HS_MEMK_MANAGED : kind ? HS_MEMK_HOST : 0;
}

void hs_mem_free_all(void)
{
    pthread_mutex_lock(&hs_mem_mu);
    /* external allocations stay: their owners free them (hs_device.c resets them first) */
    size_t k = 0;
    for (size_t i = 0; i < hs_allocs.n; i++) {
        if (hs_allocs.v[i].kind == HS_MEM_EXTERNAL)
            hs_allocs.v[k++] = hs_allocs.v[i];
        else if (hs_allocs.v[i].kind != HS_MEM_REGISTERED)
            hs_release(&hs_allocs.v[i]);
    }
    hs_allocs.n = k;
    pthread_mutex_unlock(&hs_mem_mu);
}

hipError_t hipMalloc(void **ptr, size_t size) { return hs_alloc_kind(ptr, size, HS_MEM_DEVICE, 0); }

hipError_t hipExtMallocWithFlags(void **ptr, size_t size, unsigned flags)
{
    return hs_alloc_kind(ptr, size, HS_MEM_DEVICE, flags);
}

hipError_t hipMallocManaged(void **ptr, size_t size, unsigned flags)
{
    if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) HS_RETURN(hipErrorInvalidValue);
    return hs_alloc_kind(ptr, size, HS_MEM_MANAGED, flags);
}

hipError_t hipMallocPitch(void **ptr, size_t *pitch, size_t width, size_t height)
{
    if (!ptr || !pitch) HS_RETURN(hipErrorInvalidValue);
    size_t p = (width + 255) & ~(size_t)255;
    if (height && p > (size_t)-1 / height) HS_RETURN(hipErrorOutOfMemory);
    *pitch = p;
    return hs_alloc_kind(ptr, p * height, HS_MEM_DEVICE, 0);
}

hipError_t hipFree(void *p) { return hs_free_kind(p, HS_MEM_DEVICE, HS_MEM_MANAGED); }

hipError_t hipHostMalloc(void **ptr, size_t size, unsigned flags)
{
    return hs_alloc_kind(ptr, size, HS_MEM_HOST, flags);
}
hipError_t hipHostAlloc(void **ptr, size_t size, unsigned flags)
{
    return hs_alloc_kind(ptr, size, HS_MEM_HOST, flags);
}
hipError_t hipMallocHost(void **ptr, size_t size) { return hs_alloc_kind(ptr, size, HS_MEM_HOST, 0); }
hipError_t hipHostFree(void *p) { return hs_free_kind(p, HS_MEM_HOST, HS_MEM_HOST); }
hipError_t hipFreeHost(void *p) { return hs_free_kind(p, HS_MEM_HOST, HS_MEM_HOST); }

hipError_t hipHostGetDevicePointer(void **dev, void *host, unsigned flags)
{
    if (!dev || !host || flags) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(host);
    int ok = a && (a->kind == HS_MEM_HOST || a->kind == HS_MEM_REGISTERED);
    pthread_mutex_unlock(&hs_mem_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    *dev = host;
    return hipSuccess;
}

hipError_t hipHostGetFlags(unsigned *flags, void *host)
{
    if (!flags || !host) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(host);
    int ok = a && (a->kind == HS_MEM_HOST || a->kind == HS_MEM_REGISTERED);
    if (ok)
        *flags = a->flags;
    pthread_mutex_unlock(&hs_mem_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipHostRegister(void *p, size_t size, unsigned flags)
{
    if (!p || !size) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_mem_mu);
    size_t i = hs_upper((char *)p + size - 1);
    int overlap = i > 0 && hs_allocs.v[i - 1].base + hs_allocs.v[i - 1].size > (char *)p;
    if (!overlap)
        hs_insert(p, size, HS_MEM_REGISTERED, flags);
    pthread_mutex_unlock(&hs_mem_mu);
    if (overlap) HS_RETURN(hipErrorHostMemoryAlreadyRegistered);
    return hipSuccess;
}

hipError_t hipHostUnregister(void *p)
{
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = p ? hs_find(p) : NULL;
    int ok = a && a->base == (char *)p && a->kind == HS_MEM_REGISTERED;
    if (ok)
        hs_remove(a);
    pthread_mutex_unlock(&hs_mem_mu);
    if (!ok) HS_RETURN(hipErrorHostMemoryNotRegistered);
    return hipSuccess;
}

hipError_t hipMemGetInfo(size_t *freeb, size_t *total)
{
    if (!freeb || !total) HS_RETURN(hipErrorInvalidValue);
    long av = sysconf(_SC_AVPHYS_PAGES), ps = sysconf(_SC_PAGESIZE);
    *total = hs_total_memory();
    *freeb = av > 0 && ps > 0 ? (size_t)av * (size_t)ps : *total / 2;
    if (*freeb > *total)
        *freeb = *total;
    return hipSuccess;
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t *pbase, size_t *psize, hipDeviceptr_t p)
{
    if (!p) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    if (a) {
        if (pbase) *pbase = a->base;
        if (psize) *psize = a->size;
    }
    pthread_mutex_unlock(&hs_mem_mu);
    if (!a) HS_RETURN(hipErrorNotFound);
    return hipSuccess;
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t *at, const void *p)
{
    if (!at || !p) HS_RETURN(hipErrorInvalidValue);
    memset(at, 0, sizeof *at);
    pthread_mutex_lock(&hs_mem_mu);
    hs_alloc *a = hs_find(p);
    int kind = a ? a->kind : 0;
    unsigned flags = a ? a->flags : 0;
    pthread_mutex_unlock(&hs_mem_mu);
    at->device = 0;
    at->allocationFlags = flags;
    switch (kind) {
    case HS_MEM_DEVICE:
    case HS_MEM_EXTERNAL:
        at->type = hipMemoryTypeDevice;
        at->devicePointer = (void *)p;
        break;
    case HS_MEM_MANAGED:
        at->type = hipMemoryTypeManaged;
        at->devicePointer = at->hostPointer = (void *)p;
        at->isManaged = 1;
        break;
    case HS_MEM_HOST:
    case HS_MEM_REGISTERED:
        at->type = hipMemoryTypeHost;
        at->devicePointer = at->hostPointer = (void *)p;
        break;
    default:
        at->type = hipMemoryTypeUnregistered;
        at->device = -1;
        break;
    }
    return hipSuccess;
}

hipError_t hipMemPrefetchAsync(const void *p, size_t n, int device, hipStream_t stream)
{
    (void)stream;
    if (!p) HS_RETURN(hipErrorInvalidValue);
    if (device != 0 && device != -1) HS_RETURN(hipErrorInvalidDevice);
    if (hs_mem_check_range(p, n) != hipSuccess) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* ---- copies and memsets ---- */
/* A copy of height rows of width bytes (one row: height 1, the pitches unused); a memset of
 * height rows of count values of vsize bytes. */
typedef struct hs_copy_args { void *dst; const void *src; size_t dpitch, spitch, width, height; } hs_copy_args;
typedef struct hs_set_args { void *dst; uint64_t value; int vsize; size_t bytes, pitch, height; } hs_set_args;

static void hs_run_copy(hs_op *op)
{
    const hs_copy_args *c = (const hs_copy_args *)op->data;
    memmove(c->dst, c->src, c->width);
}

static void hs_run_copy2d(hs_op *op)
{
    const hs_copy_args *c = (const hs_copy_args *)op->data;
    for (size_t r = 0; r < c->height; r++)
        memmove((char *)c->dst + r * c->dpitch, (const char *)c->src + r * c->spitch, c->width);
}

static void hs_run_set(hs_op *op)
{
    const hs_set_args *a = (const hs_set_args *)op->data;
    for (size_t r = 0; r < a->height; r++) {
        char *d = (char *)a->dst + r * a->pitch;
        if (a->vsize == 1) {
            memset(d, (int)a->value, a->bytes);
        } else if (a->vsize == 2) {
            uint16_t v = (uint16_t)a->value;
            for (size_t i = 0; i < a->bytes; i += 2)
                memcpy(d + i, &v, 2);
        } else {
            uint32_t v = (uint32_t)a->value;
            for (size_t i = 0; i < a->bytes; i += 4)
                memcpy(d + i, &v, 4);
        }
    }
}

int hs_mem_op_kind(const hs_op *op)
{
    if (op->kind != HS_OP_TASK)
        return 0;
    return op->task == hs_run_copy || op->task == hs_run_copy2d ? 1
         : op->task == hs_run_set ? 2 : 0;
}

/* Submits a copy or memset task in stream order: at once on this thread when nothing is in
 * flight, and returning only once it is done when sync is set. */
hipError_t hs_submit_task(hs_task_fn fn, const void *args, size_t size, hipStream_t stream,
                          int sync)
{
    if (sync) {
        hipError_t ce = hs_capture_check_unsafe();
        if (ce != hipSuccess) HS_RETURN(ce);
    }
    hs_op *op = hs_op_new(HS_OP_TASK, size);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->task = fn;
    memcpy(op->data, args, size);
    hipError_t e = hs_capture_submit(op, stream, HS_SUBMIT_INLINE | (sync ? HS_SUBMIT_WAIT : 0));
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

static int hs_kind_ok(hipMemcpyKind k)
{
    return (unsigned)k <= hipMemcpyDefault || k == hipMemcpyDeviceToDeviceNoCU;
}

/* Pageable memory: host memory that is neither an allocation of this runtime nor part of a
 * loaded object's image (heap and stack memory the program got elsewhere). */
static int hs_pageable(const void *p)
{
    int known;
    (void)hs_alloc_range(p, 0, &known);
    Dl_info info;
    return !known && !(dladdr(p, &info) && info.dli_fbase);
}

static void hs_run_copy_staged(hs_op *op)
{
    const hs_copy_args *c = (const hs_copy_args *)op->data;
    memcpy(c->dst, op->keep, c->width);
}

/* Largest pageable source an asynchronous copy stages; a larger one is copied synchronously. */
#define HS_STAGE_MAX ((size_t)64 << 20)

static hipError_t hs_copy(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                          hipStream_t stream, int sync)
{
    if (!hs_kind_ok(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (n == 0)
        return hipSuccess;
    if (!dst || !src) HS_RETURN(hipErrorInvalidValue);
    if (hs_check_copy(dst, n, src, n, kind)) HS_RETURN(hipErrorInvalidValue);
    hs_copy_args c = { dst, src, 0, 0, n, 1 };
    /* As HIP and CUDA do, an asynchronous copy from pageable memory has read its source when
     * it returns (the program may free it at once: the bytes are staged here), and one to
     * pageable memory from the device is synchronous; a capturing stream takes the copy as it
     * is, to be done when the graph runs. */
    if (!sync && kind != hipMemcpyDeviceToDevice && kind != hipMemcpyDeviceToDeviceNoCU &&
        !hs_capture_active(stream)) {
        if (kind != hipMemcpyDeviceToHost && hs_pageable(src)) {
            if (n > HS_STAGE_MAX) {
                sync = 1;
            } else {
                hs_op *op = hs_op_new(HS_OP_TASK, sizeof c);
                void *stage = op ? malloc(n) : NULL;
                if (!stage) {
                    free(op);
                    HS_RETURN(hipErrorOutOfMemory);
                }
                memcpy(stage, src, n);
                op->task = hs_run_copy_staged;
                op->keep = stage;
                op->keep_release = free;
                memcpy(op->data, &c, sizeof c);
                hipError_t e = hs_capture_submit(op, stream, HS_SUBMIT_INLINE);
                if (e != hipSuccess) HS_RETURN(e);
                return hipSuccess;
            }
        } else if (kind != hipMemcpyHostToDevice && hs_pageable(dst)) {
            sync = 1;
        }
    }
    return hs_submit_task(hs_run_copy, &c, sizeof c, stream, sync);
}

hipError_t hipMemcpy(void *dst, const void *src, size_t n, hipMemcpyKind kind)
{
    return hs_copy(dst, src, n, kind, NULL, 1);
}
hipError_t hipMemcpyWithStream(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                               hipStream_t s)
{
    return hs_copy(dst, src, n, kind, s, 1);
}
hipError_t hipMemcpyAsync(void *dst, const void *src, size_t n, hipMemcpyKind kind, hipStream_t s)
{
    return hs_copy(dst, src, n, kind, s, 0);
}
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void *src, size_t n)
{
    return hs_copy(dst, src, n, hipMemcpyHostToDevice, NULL, 1);
}
hipError_t hipMemcpyDtoH(void *dst, hipDeviceptr_t src, size_t n)
{
    return hs_copy(dst, src, n, hipMemcpyDeviceToHost, NULL, 1);
}
hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n)
{
    return hs_copy(dst, src, n, hipMemcpyDeviceToDevice, NULL, 1);
}
hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void *src, size_t n, hipStream_t s)
{
    return hs_copy(dst, src, n, hipMemcpyHostToDevice, s, 0);
}
hipError_t hipMemcpyDtoHAsync(void *dst, hipDeviceptr_t src, size_t n, hipStream_t s)
{
    return hs_copy(dst, src, n, hipMemcpyDeviceToHost, s, 0);
}
hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n, hipStream_t s)
{
    return hs_copy(dst, src, n, hipMemcpyDeviceToDevice, s, 0);
}
hipError_t hipMemcpyPeer(void *dst, int dd, const void *src, int sd, size_t n)
{
    if (dd != 0 || sd != 0) HS_RETURN(hipErrorInvalidDevice);
    return hs_copy(dst, src, n, hipMemcpyDeviceToDevice, NULL, 1);
}
hipError_t hipMemcpyPeerAsync(void *dst, int dd, const void *src, int sd, size_t n, hipStream_t s)
{
    if (dd != 0 || sd != 0) HS_RETURN(hipErrorInvalidDevice);
    return hs_copy(dst, src, n, hipMemcpyDeviceToDevice, s, 0);
}

static hipError_t hs_copy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t stream, int sync)
{
    if (!hs_kind_ok(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (width == 0 || height == 0)
        return hipSuccess;
    if (!dst || !src) HS_RETURN(hipErrorInvalidValue);
    if (width > dpitch || width > spitch) HS_RETURN(hipErrorInvalidPitchValue);
    if (height - 1 > ((size_t)-1 - width) / (dpitch > spitch ? dpitch : spitch))
        HS_RETURN(hipErrorInvalidValue);
    if (hs_check_copy(dst, dpitch * (height - 1) + width, src, spitch * (height - 1) + width,
                      kind))
        HS_RETURN(hipErrorInvalidValue);
    hs_copy_args c = { dst, src, dpitch, spitch, width, height };
    return hs_submit_task(hs_run_copy2d, &c, sizeof c, stream, sync);
}

hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind)
{
    return hs_copy2d(dst, dpitch, src, spitch, width, height, kind, NULL, 1);
}
hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                            size_t width, size_t height, hipMemcpyKind kind, hipStream_t s)
{
    return hs_copy2d(dst, dpitch, src, spitch, width, height, kind, s, 0);
}

static hipError_t hs_set(void *dst, uint64_t value, int vsize, size_t count, size_t pitch,
                         size_t height, hipStream_t stream, int sync)
{
    if (count == 0 || height == 0)
        return hipSuccess;
    if (!dst) HS_RETURN(hipErrorInvalidValue);
    size_t bytes = count * (size_t)vsize;
    if (bytes / (size_t)vsize != count) HS_RETURN(hipErrorInvalidValue);
    if (height > 1 && pitch < bytes) HS_RETURN(hipErrorInvalidPitchValue);
    if (hs_mem_check_device(dst, (height - 1) * pitch + bytes)) HS_RETURN(hipErrorInvalidValue);
    hs_set_args a = { dst, value, vsize, bytes, pitch, height };
    return hs_submit_task(hs_run_set, &a, sizeof a, stream, sync);
}

hipError_t hipMemset(void *dst, int v, size_t n) { return hs_set(dst, (unsigned char)v, 1, n, 0, 1, NULL, 1); }
hipError_t hipMemsetAsync(void *dst, int v, size_t n, hipStream_t s)
{
    return hs_set(dst, (unsigned char)v, 1, n, 0, 1, s, 0);
}
hipError_t hipMemsetD8(hipDeviceptr_t d, unsigned char v, size_t n) { return hs_set(d, v, 1, n, 0, 1, NULL, 1); }
hipError_t hipMemsetD8Async(hipDeviceptr_t d, unsigned char v, size_t n, hipStream_t s)
{
    return hs_set(d, v, 1, n, 0, 1, s, 0);
}
hipError_t hipMemsetD16(hipDeviceptr_t d, unsigned short v, size_t n) { return hs_set(d, v, 2, n, 0, 1, NULL, 1); }
hipError_t hipMemsetD16Async(hipDeviceptr_t d, unsigned short v, size_t n, hipStream_t s)
{
    return hs_set(d, v, 2, n, 0, 1, s, 0);
}
hipError_t hipMemsetD32(hipDeviceptr_t d, int v, size_t n) { return hs_set(d, (uint32_t)v, 4, n, 0, 1, NULL, 1); }
hipError_t hipMemsetD32Async(hipDeviceptr_t d, int v, size_t n, hipStream_t s)
{
    return hs_set(d, (uint32_t)v, 4, n, 0, 1, s, 0);
}
hipError_t hipMemset2D(void *d, size_t pitch, int v, size_t w, size_t h)
{
    return hs_set(d, (unsigned char)v, 1, w, pitch, h, NULL, 1);
}
hipError_t hipMemset2DAsync(void *d, size_t pitch, int v, size_t w, size_t h, hipStream_t s)
{
    return hs_set(d, (unsigned char)v, 1, w, pitch, h, s, 0);
}

/* ---- symbols: ordinary globals on the CPU ---- */
static hipError_t hs_symbol_kind_to(hipMemcpyKind k)
{
    return k == hipMemcpyHostToDevice || k == hipMemcpyDeviceToDevice || k == hipMemcpyDefault
               ? hipSuccess : hipErrorInvalidMemcpyDirection;
}
static hipError_t hs_symbol_kind_from(hipMemcpyKind k)
{
    return k == hipMemcpyDeviceToHost || k == hipMemcpyDeviceToDevice || k == hipMemcpyDefault
               ? hipSuccess : hipErrorInvalidMemcpyDirection;
}

/* Size of the object symbol containing p from the dynamic symbol table, 0 if unknown. */
static size_t hs_symbol_extent(const void *p, const char **base)
{
    Dl_info info;
    const ElfW(Sym) *sym = NULL;
    if (dladdr1(p, &info, (void **)&sym, RTLD_DL_SYMENT) && sym && info.dli_saddr &&
        sym->st_size) {
        *base = info.dli_saddr;
        return sym->st_size;
    }
    return 0;
}

static hipError_t hs_symbol_check(const void *sym, size_t off, size_t n)
{
    const char *base = NULL;
    size_t ext = hs_symbol_extent(sym, &base);
    if (ext && base == sym && (off > ext || n > ext - off))
        return hipErrorInvalidValue;
    return hipSuccess;
}

hipError_t hipMemcpyToSymbol(const void *sym, const void *src, size_t n, size_t off,
                             hipMemcpyKind kind)
{
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    if (hs_symbol_kind_to(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (hs_symbol_check(sym, off, n)) HS_RETURN(hipErrorInvalidValue);
    return hs_copy((char *)sym + off, src, n, hipMemcpyHostToDevice, NULL, 1);
}

hipError_t hipMemcpyToSymbolAsync(const void *sym, const void *src, size_t n, size_t off,
                                  hipMemcpyKind kind, hipStream_t s)
{
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    if (hs_symbol_kind_to(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (hs_symbol_check(sym, off, n)) HS_RETURN(hipErrorInvalidValue);
    return hs_copy((char *)sym + off, src, n, hipMemcpyHostToDevice, s, 0);
}

hipError_t hipMemcpyFromSymbol(void *dst, const void *sym, size_t n, size_t off, hipMemcpyKind kind)
{
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    if (hs_symbol_kind_from(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (hs_symbol_check(sym, off, n)) HS_RETURN(hipErrorInvalidValue);
    return hs_copy(dst, (const char *)sym + off, n, hipMemcpyDeviceToHost, NULL, 1);
}

hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *sym, size_t n, size_t off,
                                    hipMemcpyKind kind, hipStream_t s)
{
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    if (hs_symbol_kind_from(kind)) HS_RETURN(hipErrorInvalidMemcpyDirection);
    if (hs_symbol_check(sym, off, n)) HS_RETURN(hipErrorInvalidValue);
    return hs_copy(dst, (const char *)sym + off, n, hipMemcpyDeviceToHost, s, 0);
}

hipError_t hipGetSymbolAddress(void **dev, const void *sym)
{
    if (!dev) HS_RETURN(hipErrorInvalidValue);
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    *dev = (void *)sym;
    return hipSuccess;
}

hipError_t hipGetSymbolSize(size_t *size, const void *sym)
{
    if (!size) HS_RETURN(hipErrorInvalidValue);
    if (!sym) HS_RETURN(hipErrorInvalidSymbol);
    const char *base = NULL;
    size_t ext = hs_symbol_extent(sym, &base);
    if (!ext || base != sym) HS_RETURN(hipErrorInvalidSymbol);
    *size = ext;
    return hipSuccess;
}
