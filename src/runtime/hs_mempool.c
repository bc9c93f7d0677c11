/* hs_mempool.c - stream-ordered allocation: memory pools (the device's default pool and the
 * program's), hipMallocAsync / hipMallocFromPoolAsync / hipFreeAsync, pool attributes, access
 * and trimming, and graph memory (the allocations of graphs' memory nodes and of
 * hipMallocAsync in a capturing stream). A block is handed out at once (the CPU needs no
 * stream order to allocate); its free is a task in the stream's order, and only a block whose
 * free has run goes back to the pool's cache for reuse, so no later allocation can overlap
 * work that still uses it, whatever streams they are in. Cached memory above the pool's
 * release threshold goes back to the system when a free runs and at hipMemPoolTrimTo.
 * Ownership: blocks are the pool's (each in hs_memory.c's table as an external allocation, so
 * that hipFree of one gives it back too); the default pool is the runtime's, created pools the
 * program's until hipMemPoolDestroy (which frees their cached blocks; blocks still in use go
 * back to the system when freed). A graph allocation is reference-counted: its memory nodes,
 * the executable graphs made from them, and its being in use (allocated by a node that ran and
 * not freed yet) each hold a reference.
 * Sharing between processes: a pool made with hipMemHandleTypePosixFileDescriptor backs each
 * block with its own memfd; hipMemPoolExportToShareableHandle gives a memfd naming the pool
 * (its process and address), which the importer turns into an imported pool (no allocations
 * of its own); hipMemPoolExportPointer names a block (process, memfd, size, offset), which
 * hipMemPoolImportPointer maps from /proc/PID/fd as hs_ipc.c does. An imported block is the
 * importer's until hipFree or hipFreeAsync unmaps it. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "hs_internal.h"

typedef struct hs_pool hs_pool;
typedef struct hs_pblock {
    struct hs_pblock *next;       /* in the pool's cache */
    struct hs_pblock *aprev, *anext;   /* every block of the pool */
    hs_pool *pool;                /* NULL once the pool is destroyed */
    char *ptr;
    size_t size;
    int cached;
    int fd;                       /* a shareable pool's block: its memfd (mapped), else -1 */
} hs_pblock;

struct hs_pool {
    hipMemPoolProps props;
    hs_pblock *cache;             /* freed blocks, most recent first */
    hs_pblock *all;               /* every block, in use or cached */
    unsigned long long threshold; /* hipMemPoolAttrReleaseThreshold */
    unsigned long long used, used_high, reserved, reserved_high;
    int reuse[3];                 /* the three reuse attributes (1 by default) */
    hipMemAccessFlags access;
    int is_default;
    int imported;                 /* hipMemPoolImportFromShareableHandle: the exporter's */
    int32_t src_pid;
    uint64_t src_id;
};

static pthread_mutex_t hs_pool_mu = PTHREAD_MUTEX_INITIALIZER;
static hs_objpool hs_pools = { .size = sizeof(hs_pool) };
static hs_pool *hs_default_pool, *hs_current_pool;

static hs_pool *hs_pool_find_locked(hipMemPool_t p)
{
    return hs_obj_live(&hs_pools, p) ? (hs_pool *)(void *)p : NULL;
}

static void hs_pool_init(hs_pool *p, const hipMemPoolProps *props)
{
    if (props)
        p->props = *props;
    p->reuse[0] = p->reuse[1] = p->reuse[2] = 1;
    p->access = hipMemAccessFlagsProtReadWrite;
}

static hs_pool *hs_default_locked(void)
{
    if (!hs_default_pool) {
        hs_default_pool = hs_obj_new(&hs_pools);
        if (!hs_default_pool)
            return NULL;
        hipMemPoolProps props;
        memset(&props, 0, sizeof props);
        props.allocType = hipMemAllocationTypePinned;
        props.location.type = hipMemLocationTypeDevice;
        hs_pool_init(hs_default_pool, &props);
        hs_default_pool->is_default = 1;
    }
    if (!hs_current_pool)
        hs_current_pool = hs_default_pool;
    return hs_default_pool;
}

static void hs_pool_note_locked(hs_pool *p)
{
    if (p->used > p->used_high) p->used_high = p->used;
    if (p->reserved > p->reserved_high) p->reserved_high = p->reserved;
}

static void hs_block_unlink_locked(hs_pool *p, hs_pblock *b)
{
    if (b->aprev)
        b->aprev->anext = b->anext;
    else
        p->all = b->anext;
    if (b->anext)
        b->anext->aprev = b->aprev;
}

static void hs_block_destroy(hs_pblock *b)
{
    hs_mem_remove_external(b->ptr);
    if (b->fd >= 0) {
        munmap(b->ptr, b->size);
        close(b->fd);
    } else {
        free(b->ptr);
    }
    free(b);
}

/* Returns the cached blocks beyond `keep` reserved bytes of p to the system. */
static void hs_pool_shrink_locked(hs_pool *p, unsigned long long keep)
{
    hs_pblock **pp = &p->cache;
    while (*pp && p->reserved > keep) {
        hs_pblock *b = *pp;
        *pp = b->next;
        p->reserved -= b->size;
        hs_block_unlink_locked(p, b);
        hs_block_destroy(b);
    }
}

/* The block goes back to its pool's cache (or to the system when the pool is gone). */
static void hs_block_release_locked(hs_pblock *b)
{
    hs_pool *p = b->pool;
    if (!p || p->imported) {   /* a destroyed pool's, or imported: unmapped */
        if (p) {
            p->used -= b->size;
            hs_block_unlink_locked(p, b);
        }
        hs_block_destroy(b);
        return;
    }
    b->cached = 1;
    b->next = p->cache;
    p->cache = b;
    p->used -= b->size;
    if (p->reserved > p->threshold)
        hs_pool_shrink_locked(p, p->threshold);
}

static hipError_t hs_pool_free_hook(void *ctx, void *ptr)
{
    (void)ptr;
    pthread_mutex_lock(&hs_pool_mu);
    hs_pblock *b = ctx;
    hipError_t e = b->cached ? hipErrorInvalidValue : hipSuccess;
    if (e == hipSuccess)
        hs_block_release_locked(b);
    pthread_mutex_unlock(&hs_pool_mu);
    return e;
}

static hipError_t hs_pool_alloc(hs_pool *p, size_t size, void **out)
{
    size_t rounded = (size + 255) & ~(size_t)255;
    pthread_mutex_lock(&hs_pool_mu);
    /* reuse the smallest cached block that fits and wastes at most half of itself */
    hs_pblock **best = NULL;
    for (hs_pblock **pp = &p->cache; *pp; pp = &(*pp)->next)
        if ((*pp)->size >= rounded && (*pp)->size / 2 <= rounded &&
            (!best || (*pp)->size < (*best)->size))
            best = pp;
    hs_pblock *b = NULL;
    if (best) {
        b = *best;
        *best = b->next;
        b->cached = 0;
        p->used += b->size;
    }
    pthread_mutex_unlock(&hs_pool_mu);
    if (!b) {
        if (p->props.maxSize && p->reserved + rounded > p->props.maxSize)
            return hipErrorOutOfMemory;
        b = calloc(1, sizeof *b);
        if (!b)
            return hipErrorOutOfMemory;
        b->fd = -1;
        char *m = NULL;
        if (p->props.handleTypes & hipMemHandleTypePosixFileDescriptor) {
            b->fd = memfd_create("hipshim-pool-block", MFD_CLOEXEC);
            m = b->fd >= 0 && ftruncate(b->fd, (off_t)rounded) == 0
                ? mmap(NULL, rounded, PROT_READ | PROT_WRITE, MAP_SHARED, b->fd, 0) : MAP_FAILED;
            if (m == MAP_FAILED) {
                m = NULL;
                if (b->fd >= 0)
                    close(b->fd);
            }
        } else {
            m = aligned_alloc(256, rounded);
        }
        if (!m) {
            free(b);
            return hipErrorOutOfMemory;
        }
        b->ptr = m;
        b->size = rounded;
        b->pool = p;
        if (hs_mem_add_external(m, rounded, hs_pool_free_hook, b) != hipSuccess) {
            b->pool = NULL;
            hs_block_destroy(b);
            return hipErrorOutOfMemory;
        }
        pthread_mutex_lock(&hs_pool_mu);
        b->anext = p->all;
        if (p->all)
            p->all->aprev = b;
        p->all = b;
        p->reserved += rounded;
        p->used += rounded;
        pthread_mutex_unlock(&hs_pool_mu);
    }
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool_note_locked(p);
    pthread_mutex_unlock(&hs_pool_mu);
    *out = b->ptr;
    return hipSuccess;
}

/* ---- graph memory ---- */
static struct {
    unsigned long long used, used_high, reserved, reserved_high;
} hs_gm;   /* under hs_pool_mu */

static void hs_gmem_destroy(hs_ref *r)
{
    hs_gmem *g = (hs_gmem *)r;
    hs_mem_remove_external(g->ptr);
    pthread_mutex_lock(&hs_pool_mu);
    hs_gm.reserved -= g->size;
    pthread_mutex_unlock(&hs_pool_mu);
    free(g->ptr);
    free(g);
}

/* hipFree/hipFreeAsync of graph memory outside a graph: it is no longer in use. */
static void hs_gmem_set_free(hs_gmem *g)
{
    pthread_mutex_lock(&hs_pool_mu);
    int was = g->live;
    if (was) {
        g->live = 0;
        hs_gm.used -= g->size;
    }
    pthread_mutex_unlock(&hs_pool_mu);
    if (was)
        hs_ref_release(&g->ref);
}

static hipError_t hs_gmem_free_hook(void *ctx, void *ptr)
{
    (void)ptr;
    hs_gmem *g = ctx;
    if (!g->live)
        return hipErrorInvalidValue;
    hs_gmem_set_free(g);
    return hipSuccess;
}

hs_gmem *hs_gmem_new(size_t size)
{
    size_t rounded = (size + 255) & ~(size_t)255;
    hs_gmem *g = calloc(1, sizeof *g);
    char *m = g && rounded ? aligned_alloc(256, rounded) : NULL;
    if (!m) {
        free(g);
        return NULL;
    }
    atomic_init(&g->ref.refs, 1);
    g->ref.destroy = hs_gmem_destroy;
    g->ptr = m;
    g->size = rounded;
    if (hs_mem_add_external(m, size, hs_gmem_free_hook, g) != hipSuccess) {
        free(m);
        free(g);
        return NULL;
    }
    pthread_mutex_lock(&hs_pool_mu);
    hs_gm.reserved += rounded;
    if (hs_gm.reserved > hs_gm.reserved_high) hs_gm.reserved_high = hs_gm.reserved;
    pthread_mutex_unlock(&hs_pool_mu);
    return g;
}

hs_gmem *hs_gmem_of(const void *p)
{
    void *base, *ctx;
    if (hs_mem_lookup(p, &base, NULL, &ctx) != HS_MEMK_EXTERNAL || base != p)
        return NULL;
    hs_gmem *g = ctx;
    return g && g->ref.destroy == hs_gmem_destroy ? g : NULL;
}

typedef struct hs_gmem_task { hs_gmem *g; int alloc; } hs_gmem_task;

static void hs_run_gmem(hs_op *op)
{
    const hs_gmem_task *t = (const hs_gmem_task *)op->data;
    hs_gmem *g = t->g;
    if (!t->alloc) {
        hs_gmem_set_free(g);
        return;
    }
    pthread_mutex_lock(&hs_pool_mu);
    int was = g->live;
    if (!was) {
        g->live = 1;
        hs_gm.used += g->size;
        if (hs_gm.used > hs_gm.used_high) hs_gm.used_high = hs_gm.used;
    }
    pthread_mutex_unlock(&hs_pool_mu);
    if (!was)
        hs_ref_get(&g->ref);
}

hs_op *hs_gmem_op(hs_gmem *g, int alloc)
{
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_gmem_task));
    if (!op)
        return NULL;
    op->task = hs_run_gmem;
    *(hs_gmem_task *)op->data = (hs_gmem_task){ g, alloc };
    hs_ref_get(&g->ref);
    op->keep = &g->ref;
    op->keep_release = hs_ref_release;
    return op;
}

int hs_gmem_op_info(const hs_op *op, hs_gmem **g, int *alloc)
{
    if (op->kind != HS_OP_TASK || op->task != hs_run_gmem)
        return 0;
    const hs_gmem_task *t = (const hs_gmem_task *)op->data;
    *g = t->g;
    *alloc = t->alloc;
    return 1;
}

int hs_gmem_live(hs_gmem *g)
{
    pthread_mutex_lock(&hs_pool_mu);
    int l = g->live;
    pthread_mutex_unlock(&hs_pool_mu);
    return l;
}

void hs_gmem_release_live(hs_gmem *g) { hs_gmem_set_free(g); }

hipError_t hipDeviceGetGraphMemAttribute(int device, hipGraphMemAttributeType attr, void *value)
{
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    if (!value) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    unsigned long long v = attr == hipGraphMemAttrUsedMemCurrent ? hs_gm.used
                         : attr == hipGraphMemAttrUsedMemHigh ? hs_gm.used_high
                         : attr == hipGraphMemAttrReservedMemCurrent ? hs_gm.reserved
                         : hs_gm.reserved_high;
    pthread_mutex_unlock(&hs_pool_mu);
    if ((unsigned)attr > hipGraphMemAttrReservedMemHigh) HS_RETURN(hipErrorInvalidValue);
    memcpy(value, &v, sizeof v);
    return hipSuccess;
}

hipError_t hipDeviceSetGraphMemAttribute(int device, hipGraphMemAttributeType attr, void *value)
{
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    if (!value) HS_RETURN(hipErrorInvalidValue);
    unsigned long long v;
    memcpy(&v, value, sizeof v);
    /* only the high watermarks may be reset, and only to 0 */
    if ((attr != hipGraphMemAttrUsedMemHigh && attr != hipGraphMemAttrReservedMemHigh) || v)
        HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    if (attr == hipGraphMemAttrUsedMemHigh)
        hs_gm.used_high = hs_gm.used;
    else
        hs_gm.reserved_high = hs_gm.reserved;
    pthread_mutex_unlock(&hs_pool_mu);
    return hipSuccess;
}

hipError_t hipDeviceGraphMemTrim(int device)
{
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    /* graph memory not in use is freed when its graphs go; nothing is cached beyond that */
    hs_sched_wait_all();
    return hipSuccess;
}

/* ---- stream-ordered allocation ---- */
typedef struct hs_free_task { hs_pblock *b; } hs_free_task;

static void hs_run_pool_free(hs_op *op)
{
    hs_pblock *b = ((const hs_free_task *)op->data)->b;
    pthread_mutex_lock(&hs_pool_mu);
    hs_block_release_locked(b);
    pthread_mutex_unlock(&hs_pool_mu);
}

static hipError_t hs_malloc_async(void **ptr, size_t size, hs_pool *p, hipStream_t stream)
{
    if (!ptr) HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(stream);
    int capturing = st && hs_capture_stream_locked(st);
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    if (size == 0) {
        *ptr = NULL;
        return hipSuccess;
    }
    if (size > hs_total_memory()) HS_RETURN(hipErrorOutOfMemory);
    if (capturing) {
        /* in a capture: the graph's own allocation, made by its memory node when it runs */
        hs_gmem *g = hs_gmem_new(size);
        hs_op *op = g ? hs_gmem_op(g, 1) : NULL;
        if (g)
            hs_ref_release(&g->ref);   /* the node holds it through the op */
        if (!op) HS_RETURN(hipErrorOutOfMemory);
        void *m = g->ptr;
        hipError_t e = hs_capture_submit(op, stream, 0);
        if (e != hipSuccess) HS_RETURN(e);
        *ptr = m;
        return hipSuccess;
    }
    hipError_t e = hs_pool_alloc(p, size, ptr);
    if (e != hipSuccess) {
        *ptr = NULL;
        HS_RETURN(e);
    }
    return hipSuccess;
}

hipError_t hipMallocAsync(void **ptr, size_t size, hipStream_t stream)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_default_locked();
    hs_pool *p = hs_current_pool;
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorOutOfMemory);
    return hs_malloc_async(ptr, size, p, stream);
}

hipError_t hipMallocFromPoolAsync(void **ptr, size_t size, hipMemPool_t pool, hipStream_t stream)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p || p->imported) HS_RETURN(hipErrorInvalidValue);
    return hs_malloc_async(ptr, size, p, stream);
}

hipError_t hipFreeAsync(void *ptr, hipStream_t stream)
{
    if (!ptr)
        return hipSuccess;
    hs_sched_init();
    void *base, *ctx;
    int kind = hs_mem_lookup(ptr, &base, NULL, &ctx);
    if (!kind || base != ptr) HS_RETURN(hipErrorInvalidValue);
    hs_gmem *g = kind == HS_MEMK_EXTERNAL ? hs_gmem_of(ptr) : NULL;
    hs_op *op = NULL;
    if (g) {
        op = hs_gmem_op(g, 0);
    } else if (kind == HS_MEMK_EXTERNAL) {
        pthread_mutex_lock(&hs_pool_mu);
        int ours = ctx && ((hs_pblock *)ctx)->ptr == ptr && !((hs_pblock *)ctx)->cached;
        pthread_mutex_unlock(&hs_pool_mu);
        if (!ours) {
            /* another owner's memory (a mapping): its free waits for the stream */
            hipError_t e = hipStreamSynchronize(stream);
            return e != hipSuccess ? e : hipFree(ptr);
        }
        op = hs_op_new(HS_OP_TASK, sizeof(hs_free_task));
        if (op) {
            op->task = hs_run_pool_free;
            *(hs_free_task *)op->data = (hs_free_task){ ctx };
        }
    } else {
        /* hipMalloc memory: freed once the stream's work before this point is done */
        hipError_t e = hipStreamSynchronize(stream);
        return e != hipSuccess ? e : hipFree(ptr);
    }
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    hipError_t e = hs_capture_submit(op, stream, HS_SUBMIT_INLINE);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* ---- pools ---- */
hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *pool, int device)
{
    if (!pool) HS_RETURN(hipErrorInvalidValue);
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_default_locked();
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorOutOfMemory);
    *pool = (hipMemPool_t)(void *)p;
    return hipSuccess;
}

hipError_t hipDeviceGetMemPool(hipMemPool_t *pool, int device)
{
    if (!pool) HS_RETURN(hipErrorInvalidValue);
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_pool_mu);
    hs_default_locked();
    *pool = (hipMemPool_t)(void *)hs_current_pool;
    pthread_mutex_unlock(&hs_pool_mu);
    if (!*pool) HS_RETURN(hipErrorOutOfMemory);
    return hipSuccess;
}

hipError_t hipDeviceSetMemPool(int device, hipMemPool_t pool)
{
    if (device != 0) HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    if (p)
        hs_current_pool = p;
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

hipError_t hipMemPoolCreate(hipMemPool_t *pool, const hipMemPoolProps *props)
{
    if (!pool || !props) HS_RETURN(hipErrorInvalidValue);
    if (props->allocType != hipMemAllocationTypePinned ||
        props->location.type != hipMemLocationTypeDevice || props->location.id != 0)
        HS_RETURN(hipErrorInvalidValue);
    if (props->handleTypes & ~(unsigned)hipMemHandleTypePosixFileDescriptor)
        HS_RETURN(hipErrorNotSupported);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_obj_new(&hs_pools);
    if (p)
        hs_pool_init(p, props);
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorOutOfMemory);
    *pool = (hipMemPool_t)(void *)p;
    return hipSuccess;
}

hipError_t hipMemPoolDestroy(hipMemPool_t pool)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    hipError_t e = !p ? hipErrorInvalidValue : p->is_default ? hipErrorInvalidValue : hipSuccess;
    if (e == hipSuccess) {
        hs_pool_shrink_locked(p, 0);
        /* blocks still in use go back to the system when they are freed */
        for (hs_pblock *b = p->all; b; b = b->anext)
            b->pool = NULL;
        if (hs_current_pool == p)
            hs_current_pool = hs_default_pool;
        hs_obj_free(&hs_pools, p);
    }
    pthread_mutex_unlock(&hs_pool_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemPoolTrimTo(hipMemPool_t pool, size_t keep)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    if (p)
        hs_pool_shrink_locked(p, keep);
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorInvalidValue);
    return hipSuccess;
}

/* One attribute of p read into value, or (set) written from it; an error for an attribute that
 * cannot be so (the current sizes are read-only, the high watermarks may only be reset). */
static hipError_t hs_pool_attr_locked(hs_pool *p, hipMemPoolAttr attr, void *value, int set)
{
    if (attr >= hipMemPoolReuseFollowEventDependencies &&
        attr <= hipMemPoolReuseAllowInternalDependencies) {
        int v = p->reuse[attr - 1];
        if (set)
            memcpy(&v, value, sizeof v);
        p->reuse[attr - 1] = v != 0;
        if (!set)
            memcpy(value, &v, sizeof v);
        return hipSuccess;
    }
    if (attr < hipMemPoolAttrReleaseThreshold || attr > hipMemPoolAttrUsedMemHigh)
        return hipErrorInvalidValue;
    unsigned long long v = attr == hipMemPoolAttrReleaseThreshold ? p->threshold
                         : attr == hipMemPoolAttrReservedMemCurrent ? p->reserved
                         : attr == hipMemPoolAttrReservedMemHigh ? p->reserved_high
                         : attr == hipMemPoolAttrUsedMemCurrent ? p->used
                         : p->used_high;
    if (!set) {
        memcpy(value, &v, sizeof v);
        return hipSuccess;
    }
    memcpy(&v, value, sizeof v);
    if (attr == hipMemPoolAttrReleaseThreshold)
        p->threshold = v;
    else if (attr == hipMemPoolAttrReservedMemCurrent || attr == hipMemPoolAttrUsedMemCurrent || v)
        return hipErrorInvalidValue;
    else if (attr == hipMemPoolAttrReservedMemHigh)
        p->reserved_high = p->reserved;
    else
        p->used_high = p->used;
    return hipSuccess;
}

static hipError_t hs_pool_attr(hipMemPool_t pool, hipMemPoolAttr attr, void *value, int set)
{
    if (!value) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    hipError_t e = p ? hs_pool_attr_locked(p, attr, value, set) : hipErrorInvalidValue;
    pthread_mutex_unlock(&hs_pool_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemPoolSetAttribute(hipMemPool_t pool, hipMemPoolAttr attr, void *value)
{
    return hs_pool_attr(pool, attr, value, 1);
}

hipError_t hipMemPoolGetAttribute(hipMemPool_t pool, hipMemPoolAttr attr, void *value)
{
    return hs_pool_attr(pool, attr, value, 0);
}

hipError_t hipMemPoolSetAccess(hipMemPool_t pool, const hipMemAccessDesc *desc, size_t count)
{
    if (count && !desc) HS_RETURN(hipErrorInvalidValue);
    for (size_t i = 0; i < count; i++)
        if (desc[i].location.type != hipMemLocationTypeDevice || desc[i].location.id != 0)
            HS_RETURN(hipErrorInvalidDevice);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    /* the pool's own device always has read-write access (HIP refuses to lower it) */
    hipError_t e = !p ? hipErrorInvalidValue : hipSuccess;
    for (size_t i = 0; p && i < count; i++)
        if (desc[i].flags != hipMemAccessFlagsProtReadWrite)
            e = hipErrorInvalidValue;
    pthread_mutex_unlock(&hs_pool_mu);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipMemPoolGetAccess(hipMemAccessFlags *flags, hipMemPool_t pool, hipMemLocation *loc)
{
    if (!flags || !loc) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(pool);
    if (p)
        *flags = loc->type == hipMemLocationTypeDevice && loc->id == 0 ? p->access
                                                                       : hipMemAccessFlagsProtNone;
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorInvalidValue);
    if (loc->type == hipMemLocationTypeDevice && loc->id != 0) HS_RETURN(hipErrorInvalidDevice);
    return hipSuccess;
}

/* ---- the device reset ---- */
static void hs_pool_reset_cb(void *obj, void *arg)
{
    (void)arg;
    hs_pool *p = obj;
    hs_pool_shrink_locked(p, 0);
    p->used = p->used_high = p->reserved_high = 0;
}

void hs_mempool_reset(void)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_obj_each(&hs_pools, hs_pool_reset_cb, NULL);
    hs_current_pool = hs_default_pool;
    pthread_mutex_unlock(&hs_pool_mu);
}

/* ---- sharing pools between processes ---- */
#define HS_POOL_MAGIC 0x6873706cu   /* "hspl" */
typedef struct hs_pool_share { uint32_t magic; int32_t pid; uint64_t id; } hs_pool_share;
typedef struct hs_ptr_share {
    uint32_t magic;
    int32_t pid, fd;
    uint32_t pad;
    uint64_t id, size, offset;
} hs_ptr_share;

hipError_t hipMemPoolExportToShareableHandle(void *shared_handle, hipMemPool_t mem_pool,
                                             hipMemAllocationHandleType handle_type,
                                             unsigned int flags)
{
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(mem_pool);
    int ok = p && !p->imported && (p->props.handleTypes & hipMemHandleTypePosixFileDescriptor);
    pthread_mutex_unlock(&hs_pool_mu);
    if (!shared_handle || flags || handle_type != hipMemHandleTypePosixFileDescriptor || !ok)
        HS_RETURN(hipErrorInvalidValue);
    hs_pool_share h = { HS_POOL_MAGIC, (int32_t)getpid(), (uint64_t)(uintptr_t)p };
    int fd = memfd_create("hipshim-pool", MFD_CLOEXEC);
    if (fd < 0 || write(fd, &h, sizeof h) != (ssize_t)sizeof h) {
        if (fd >= 0)
            close(fd);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *(int *)shared_handle = fd;
    return hipSuccess;
}

hipError_t hipMemPoolImportFromShareableHandle(hipMemPool_t *mem_pool, void *shared_handle,
                                               hipMemAllocationHandleType handle_type,
                                               unsigned int flags)
{
    if (!mem_pool || flags || handle_type != hipMemHandleTypePosixFileDescriptor)
        HS_RETURN(hipErrorInvalidValue);
    hs_pool_share h;
    int fd = (int)(intptr_t)shared_handle;
    if (pread(fd, &h, sizeof h, 0) != (ssize_t)sizeof h || h.magic != HS_POOL_MAGIC)
        HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_obj_new(&hs_pools);
    if (p) {
        hipMemPoolProps props;
        memset(&props, 0, sizeof props);
        props.allocType = hipMemAllocationTypePinned;
        props.handleTypes = hipMemHandleTypePosixFileDescriptor;
        props.location.type = hipMemLocationTypeDevice;
        hs_pool_init(p, &props);
        p->imported = 1;
        p->src_pid = h.pid;
        p->src_id = h.id;
    }
    pthread_mutex_unlock(&hs_pool_mu);
    if (!p) HS_RETURN(hipErrorOutOfMemory);
    *mem_pool = (hipMemPool_t)(void *)p;
    return hipSuccess;
}

hipError_t hipMemPoolExportPointer(hipMemPoolPtrExportData *export_data, void *dev_ptr)
{
    void *base, *ctx;
    size_t size;
    if (!export_data || !dev_ptr ||
        hs_mem_lookup(dev_ptr, &base, &size, &ctx) != HS_MEMK_EXTERNAL || !ctx)
        HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pblock *b = ctx;
    /* a live block of a shareable pool of this process (not a mapping, not graph memory) */
    int ok = !hs_gmem_of(base) && b->ptr == (char *)base && b->fd >= 0 && b->pool &&
             !b->pool->imported && !b->cached;
    hs_ptr_share h = { HS_POOL_MAGIC, (int32_t)getpid(), ok ? b->fd : -1, 0,
                       ok ? (uint64_t)(uintptr_t)b->pool : 0, ok ? b->size : 0,
                       (uint64_t)((char *)dev_ptr - (char *)base) };
    pthread_mutex_unlock(&hs_pool_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    memset(export_data, 0, sizeof *export_data);
    memcpy(export_data->reserved, &h, sizeof h);
    return hipSuccess;
}

hipError_t hipMemPoolImportPointer(void **dev_ptr, hipMemPool_t mem_pool,
                                   hipMemPoolPtrExportData *export_data)
{
    if (!dev_ptr || !export_data) HS_RETURN(hipErrorInvalidValue);
    hs_ptr_share h;
    memcpy(&h, export_data->reserved, sizeof h);
    pthread_mutex_lock(&hs_pool_mu);
    hs_pool *p = hs_pool_find_locked(mem_pool);
    int ok = p && p->imported && h.magic == HS_POOL_MAGIC && h.pid == p->src_pid &&
             h.id == p->src_id && h.offset < h.size;
    pthread_mutex_unlock(&hs_pool_mu);
    if (!ok) HS_RETURN(hipErrorInvalidValue);
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd/%d", (int)h.pid, (int)h.fd);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0) HS_RETURN(hipErrorInvalidValue);   /* the exporter is gone, or freed it */
    char *m = mmap(NULL, h.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    hs_pblock *b = m != MAP_FAILED ? calloc(1, sizeof *b) : NULL;
    if (!b) {
        if (m != MAP_FAILED)
            munmap(m, h.size);
        close(fd);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *b = (hs_pblock){ .ptr = m, .size = h.size, .fd = fd, .pool = p };
    if (hs_mem_add_external(m, h.size, hs_pool_free_hook, b) != hipSuccess) {
        b->pool = NULL;
        hs_block_destroy(b);
        HS_RETURN(hipErrorInvalidValue);
    }
    pthread_mutex_lock(&hs_pool_mu);
    b->anext = p->all;   /* so that hipMemPoolDestroy of the imported pool lets go of it */
    if (p->all)
        p->all->aprev = b;
    p->all = b;
    p->used += h.size;
    pthread_mutex_unlock(&hs_pool_mu);
    *dev_ptr = m + h.offset;
    return hipSuccess;
}
