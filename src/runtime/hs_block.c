/* hs_block.c - runs one thread block on the calling OS thread. GPU threads are started lazily
 * on fibers: a fiber runs threads one after another as a plain loop, and only when a thread
 * waits at a barrier (block, warp or grid) does the block get another fiber, which starts the
 * next thread. So a barrier-free block runs on one fiber with no context switch per thread,
 * and a barrier costs one direct fiber-to-fiber switch per waiting thread (ring order).
 * Exited threads count as arrived at every later barrier, as on AMD hardware. Also the kernel
 * side of hs_core.h (barriers, warp sync, scratch, dynamic shared memory, grid sync).
 * Ownership: hipshim runtime core area. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "hs_internal.h"

#if HS_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#define HS_WARP_SCRATCH 2048u   /* 64 lanes x 32 bytes */

__thread hs_thread *hs_self;

/* Defined by the link stub that hipshim-cc generates for `extern __shared__` arrays: returns
 * this OS thread's dynamic shared-memory buffer (the TLS object those arrays alias). */
extern void *hs_user_dynamic_shared(void) __attribute__((weak));

typedef struct hs_bar {
    unsigned arrived, live, gen;
    int acc, result, nres;
} hs_bar;

#define HS_PART_BARS 8   /* divergent warp barriers (hs_warp_sync_mask) in flight per warp */

typedef struct hs_warpst {
    hs_bar bar;
    uint64_t exited;
    unsigned lanes;
    int parts_used;       /* a partial barrier was used in this block: exits must check them */
    struct { uint64_t mask; hs_bar bar; } part[HS_PART_BARS];
} hs_warpst;

typedef struct hs_xctx hs_xctx;

typedef struct hs_fiber {
    hs_ctx ctx;
    struct hs_fiber *next, *prev;   /* ring of the block's fibers, creation order */
    struct hs_fiber *free_next;
    hs_thread thr;                  /* the GPU thread this fiber runs now */
    hs_bar *wait;
    unsigned wait_gen;
    char *stack;
    size_t stack_size;
    void *asan_fake;
    hs_xctx *x;
} hs_fiber;

struct hs_block {
    hs_grid *grid;
    hs_xctx *x;
    unsigned nthreads, next_thread, tx, ty, tz, ws_shift;
    unsigned long long linear;
    hs_bar bar, gbar;
    hs_warpst *warps;
    unsigned nwarps, capwarps;
    unsigned char *scratch;
    size_t capscratch;
    void *dynshm;
    hs_fiber *ring, *cur;
    hs_dim3 block_idx;
};

struct hs_xctx {
    hs_ctx main;
    void *main_fake;
    const void *main_lo;
    size_t main_size;
    hs_fiber *free_fibers;
    hs_block blk;
    void *dynshm_fallback;
};

static __thread hs_xctx *hs_x;
static pthread_key_t hs_x_key;
static pthread_once_t hs_x_once = PTHREAD_ONCE_INIT;

static void hs_x_destroy(void *p)
{
    hs_xctx *x = p;
    while (x->free_fibers) {
        hs_fiber *f = x->free_fibers;
        x->free_fibers = f->free_next;
        munmap(f->stack - 4096, f->stack_size + 4096);
        free(f);
    }
    free(x->blk.warps);
    free(x->blk.scratch);
    free(x->dynshm_fallback);
    free(x);
    hs_x = NULL;
}

static void hs_x_key_init(void) { pthread_key_create(&hs_x_key, hs_x_destroy); }

static hs_xctx *hs_xctx_get(void)
{
    if (hs_x)
        return hs_x;
    pthread_once(&hs_x_once, hs_x_key_init);
    hs_xctx *x = calloc(1, sizeof *x);
    if (!x)
        hs_device_abort("out of memory for a worker context");
#if HS_ASAN
    pthread_attr_t at;
    if (pthread_getattr_np(pthread_self(), &at) == 0) {
        void *lo;
        size_t sz;
        pthread_attr_getstack(&at, &lo, &sz);
        x->main_lo = lo;
        x->main_size = sz;
        pthread_attr_destroy(&at);
    }
#endif
    pthread_setspecific(hs_x_key, x);
    hs_x = x;
    return x;
}

void hs_exec_thread_cleanup(void)
{
    if (hs_x) {
        pthread_setspecific(hs_x_key, NULL);
        hs_x_destroy(hs_x);
    }
}

size_t hs_fiber_stack_size(void)
{
    static size_t sz;
    if (!sz) {
        size_t s = HS_ASAN ? (1u << 20) : (256u << 10);
        const char *e = getenv("HIPSHIM_STACK_SIZE");
        if (e && atol(e) >= 16384)
            s = ((size_t)atol(e) + 4095) & ~(size_t)4095;
        sz = s;
    }
    return sz;
}

void hs_ctx_make(hs_ctx *c, void *stack_lo, size_t size, void (*entry)(void *), void *arg)
{
    uintptr_t top = ((uintptr_t)stack_lo + size) & ~(uintptr_t)15;
#if defined(__x86_64__)
    uint64_t *sp = (uint64_t *)(top - 16 - 8);
    sp[0] = (uint64_t)(uintptr_t)hs_ctx_start;
    sp[-1] = 0;                            /* rbp */
    sp[-2] = 0;                            /* rbx */
    sp[-3] = (uint64_t)(uintptr_t)entry;   /* r12 */
    sp[-4] = (uint64_t)(uintptr_t)arg;     /* r13 */
    sp[-5] = 0;                            /* r14 */
    sp[-6] = 0;                            /* r15 */
    c->sp = &sp[-6];
#elif defined(__aarch64__)
    uint64_t *fr = (uint64_t *)(top - 176);
    memset(fr, 0, 176);
    fr[0] = (uint64_t)(uintptr_t)entry;    /* x19 */
    fr[1] = (uint64_t)(uintptr_t)arg;      /* x20 */
    fr[11] = (uint64_t)(uintptr_t)hs_ctx_start;   /* x30 */
    c->sp = fr;
#else
#error "hipshim: no context switch for this architecture (x86-64 and aarch64 only)"
#endif
}

static void hs_fiber_entry(void *arg);

static hs_fiber *hs_fiber_get(hs_xctx *x, hs_block *b)
{
    hs_fiber *f = x->free_fibers;
    if (f) {
        x->free_fibers = f->free_next;
    } else {
        f = calloc(1, sizeof *f);
        size_t sz = hs_fiber_stack_size();
        char *m = f ? mmap(NULL, sz + 4096, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0)
                    : MAP_FAILED;
        if (m == MAP_FAILED)
            hs_device_abort("out of memory for GPU thread stacks");
        mprotect(m, 4096, PROT_NONE);   /* guard page below the stack */
        f->stack = m + 4096;
        f->stack_size = sz;
        f->x = x;
    }
#if HS_ASAN
    ASAN_UNPOISON_MEMORY_REGION(f->stack, f->stack_size);
#endif
    hs_ctx_make(&f->ctx, f->stack, f->stack_size, hs_fiber_entry, f);
    f->wait = NULL;
    f->asan_fake = NULL;
    hs_thread *t = &f->thr;
    t->block_idx = b->block_idx;
    t->block_dim = b->grid->block;
    t->grid_dim = b->grid->grid;
    t->warp_size = 1u << b->ws_shift;
    t->block = b;
    t->grid = b->grid;
    /* append to the ring (creation order = arrival order at barriers) */
    if (!b->ring) {
        b->ring = f->next = f->prev = f;
    } else {
        hs_fiber *h = b->ring, *tail = h->prev;
        f->next = h;
        f->prev = tail;
        tail->next = f;
        h->prev = f;
    }
    return f;
}

/* Switches from fiber `from` (NULL = the OS thread's own stack) to `to` (NULL = back to it). */
static void hs_switch(hs_block *b, hs_fiber *from, hs_fiber *to, int dying)
{
    hs_xctx *x = b->x;
    b->cur = to;
    hs_self = to ? &to->thr : NULL;
    hs_ctx *fc = from ? &from->ctx : &x->main;
    hs_ctx *tc = to ? &to->ctx : &x->main;
#if HS_ASAN
    void **fake = dying ? NULL : from ? &from->asan_fake : &x->main_fake;
    __sanitizer_start_switch_fiber(fake, to ? to->stack : x->main_lo,
                                   to ? to->stack_size : x->main_size);
    hs_ctx_switch(fc, tc);
    __sanitizer_finish_switch_fiber(from ? from->asan_fake : x->main_fake, NULL, NULL);
#else
    (void)dying;
    hs_ctx_switch(fc, tc);
#endif
}

static void hs_deadlock(hs_block *b)
{
    char msg[200];
    snprintf(msg, sizeof msg,
             "deadlock in block (%u,%u,%u): threads wait at a barrier (__syncthreads, warp sync "
             "or grid sync) that the other threads of the block never reach",
             b->block_idx.x, b->block_idx.y, b->block_idx.z);
    hs_device_abort(msg);
}

static hs_fiber *hs_find_runnable(hs_fiber *start, hs_fiber *stop)
{
    for (hs_fiber *n = start; n != stop; n = n->next)
        if (!n->wait || n->wait->gen != n->wait_gen)
            return n;
    return NULL;
}

static void hs_bar_complete(hs_block *b, hs_bar *bar)
{
    if (bar == &b->gbar)
        hs_grid_os_barrier(b->grid);
    bar->result = bar->acc;
    bar->nres = (int)bar->arrived;
    bar->acc = 0;
    bar->arrived = 0;
    bar->gen++;
}

static void hs_bar_leave(hs_block *b, hs_bar *bar)
{
    bar->live--;
    if (bar->arrived && bar->arrived == bar->live)
        hs_bar_complete(b, bar);
}

/* Arrive at bar with pred; returns once every live thread of it arrived. */
static int hs_bar_wait(hs_block *b, hs_bar *bar, int pred)
{
    hs_fiber *f = b->cur;
    bar->acc += pred;
    if (++bar->arrived == bar->live) {
        hs_bar_complete(b, bar);
        return bar->result;
    }
    f->wait = bar;
    f->wait_gen = bar->gen;
    hs_fiber *n;
    if (b->next_thread < b->nthreads) {
        n = hs_fiber_get(b->x, b);
    } else {
        n = hs_find_runnable(f->next, f);
        if (!n)
            hs_deadlock(b);
    }
    hs_switch(b, f, n, 0);
    f->wait = NULL;
    return bar->result;
}

static void hs_fiber_entry(void *arg)
{
    hs_fiber *f = arg;
#if HS_ASAN
    __sanitizer_finish_switch_fiber(NULL, NULL, NULL);
#endif
    hs_block *b = f->thr.block;
    hs_grid *g = b->grid;
    hs_thread *t = &f->thr;
    const unsigned mask = t->warp_size - 1, shift = b->ws_shift;
    const unsigned bx = g->block.x, by = g->block.y;
    while (b->next_thread < b->nthreads) {
        unsigned r = b->next_thread++;
        t->thread_idx.x = b->tx;
        t->thread_idx.y = b->ty;
        t->thread_idx.z = b->tz;
        if (++b->tx == bx) {
            b->tx = 0;
            if (++b->ty == by) {
                b->ty = 0;
                b->tz++;
            }
        }
        t->rank = r;
        t->lane = r & mask;
        t->warp = r >> shift;
        t->user = NULL;
        hs_self = t;
        g->body(g->closure);
        /* the thread exited: it counts as arrived at every later barrier */
        hs_warpst *w = &b->warps[t->warp];
        w->exited |= 1ull << t->lane;
        hs_bar_leave(b, &w->bar);
        if (w->parts_used)
            for (int i = 0; i < HS_PART_BARS; i++)
                if ((w->part[i].mask >> t->lane) & 1)
                    hs_bar_leave(b, &w->part[i].bar);
        hs_bar_leave(b, &b->bar);
        hs_bar_leave(b, &b->gbar);
    }
    /* No thread left to start: retire this fiber. */
    hs_fiber *n = f->next == f ? NULL : hs_find_runnable(f->next, f);
    if (f->next != f && !n)
        hs_deadlock(b);
    f->prev->next = f->next;
    f->next->prev = f->prev;
    if (b->ring == f)
        b->ring = f->next == f ? NULL : f->next;
    f->free_next = b->x->free_fibers;
    b->x->free_fibers = f;
    hs_switch(b, f, n, 1);
    hs_device_abort("a retired fiber was resumed");
}

void hs_run_block(hs_grid *g, unsigned long long linear)
{
    hs_xctx *x = hs_xctx_get();
    hs_block *b = &x->blk;
    unsigned ws = hs_warp_size();
    b->grid = g;
    b->x = x;
    b->linear = linear;
    b->block_idx.x = (unsigned)(linear % g->grid.x);
    b->block_idx.y = (unsigned)((linear / g->grid.x) % g->grid.y);
    b->block_idx.z = (unsigned)(linear / ((unsigned long long)g->grid.x * g->grid.y));
    b->nthreads = g->nthreads;
    b->next_thread = b->tx = b->ty = b->tz = 0;
    b->ws_shift = ws == 32 ? 5 : 6;
    memset(&b->bar, 0, sizeof b->bar);
    b->bar.live = g->nthreads;
    b->gbar = b->bar;
    unsigned nw = (g->nthreads + ws - 1) / ws;
    if (nw > b->capwarps) {
        free(b->warps);
        free(b->scratch);
        b->warps = calloc(nw, sizeof *b->warps);
        b->scratch = aligned_alloc(64, (size_t)nw * HS_WARP_SCRATCH);
        if (!b->warps || !b->scratch)
            hs_device_abort("out of memory for warp state");
        b->capwarps = nw;
    }
    b->nwarps = nw;
    for (unsigned i = 0; i < nw; i++) {
        hs_warpst *w = &b->warps[i];
        unsigned lanes = g->nthreads - i * ws < ws ? g->nthreads - i * ws : ws;
        memset(w, 0, sizeof *w);
        w->lanes = lanes;
        w->bar.live = lanes;
    }
    if (hs_user_dynamic_shared) {
        b->dynshm = hs_user_dynamic_shared();
    } else {
        if (!x->dynshm_fallback && g->shared_bytes) {
            x->dynshm_fallback = aligned_alloc(64, HS_DYNAMIC_SHARED_MAX);
            if (!x->dynshm_fallback)
                hs_device_abort("out of memory for dynamic shared memory");
        }
        b->dynshm = x->dynshm_fallback;
    }
    b->ring = NULL;
    hs_fiber *f = hs_fiber_get(x, b);
    hs_switch(b, NULL, f, 0);
    hs_self = NULL;
    if (g->cooperative)
        hs_grid_block_finished(g);
}

/* ---- kernel side of hs_core.h ---- */
static hs_block *hs_cur_block(const char *what)
{
    hs_thread *t = hs_self;
    if (!t) {
        fprintf(stderr, "hipshim: %s called outside a kernel\n", what);
        abort();
    }
    return t->block;
}

void hs_syncthreads(void)
{
    hs_block *b = hs_cur_block("__syncthreads");
    hs_bar_wait(b, &b->bar, 0);
}

int hs_syncthreads_count(int pred)
{
    hs_block *b = hs_cur_block("__syncthreads_count");
    return hs_bar_wait(b, &b->bar, pred != 0);
}

int hs_syncthreads_and(int pred)
{
    hs_block *b = hs_cur_block("__syncthreads_and");
    int n = hs_bar_wait(b, &b->bar, pred != 0);
    return n == b->bar.nres;
}

int hs_syncthreads_or(int pred)
{
    hs_block *b = hs_cur_block("__syncthreads_or");
    return hs_bar_wait(b, &b->bar, pred != 0) != 0;
}

void *hs_dynamic_shared(void) { return hs_cur_block("dynamic shared memory")->dynshm; }

size_t hs_dynamic_shared_size(void) { return hs_cur_block("dynamic shared memory")->grid->shared_bytes; }

void hs_warp_sync(void)
{
    hs_block *b = hs_cur_block("warp sync");
    hs_bar_wait(b, &b->warps[hs_self->warp].bar, 0);
}

void hs_warp_sync_mask(uint64_t mask)
{
    hs_block *b = hs_cur_block("warp sync");
    hs_thread *t = hs_self;
    hs_warpst *w = &b->warps[t->warp];
    uint64_t all = w->lanes >= 64 ? ~0ull : (1ull << w->lanes) - 1;
    uint64_t set = mask & all & ~w->exited;
    if (!((set >> t->lane) & 1) || set == (all & ~w->exited)) {
        hs_bar_wait(b, &w->bar, 0);
        return;
    }
    int slot = -1, free_slot = -1;
    for (int i = 0; i < HS_PART_BARS; i++) {
        if (w->part[i].mask == set && w->part[i].bar.arrived)
            slot = i;
        else if (!w->part[i].bar.arrived && free_slot < 0)
            free_slot = i;
    }
    if (slot < 0) {
        if (free_slot < 0)
            hs_device_abort("too many different warp-sync masks waiting at once in one warp");
        slot = free_slot;
        w->parts_used = 1;
        w->part[slot].mask = set;
        w->part[slot].bar.live = (unsigned)__builtin_popcountll(set);
        w->part[slot].bar.acc = 0;
    }
    hs_bar_wait(b, &w->part[slot].bar, 0);
}

uint64_t hs_warp_active_mask(void)
{
    hs_block *b = hs_cur_block("warp mask");
    hs_warpst *w = &b->warps[hs_self->warp];
    uint64_t all = w->lanes >= 64 ? ~0ull : (1ull << w->lanes) - 1;
    return all & ~w->exited;
}

void *hs_warp_scratch(void)
{
    hs_block *b = hs_cur_block("warp exchange");
    return b->scratch + (size_t)hs_self->warp * HS_WARP_SCRATCH;
}

size_t hs_warp_scratch_bytes(void) { return HS_WARP_SCRATCH; }

void hs_grid_sync(void)
{
    hs_block *b = hs_cur_block("grid sync");
    if (!b->grid->cooperative)
        hs_device_abort("grid sync (this_grid().sync()) in a kernel that was not launched with "
                        "hipLaunchCooperativeKernel; a regular launch would deadlock "
                        "[hipErrorCooperativeLaunchTooLarge]");
    hs_bar_wait(b, &b->gbar, 0);
}

int hs_is_cooperative(void) { return hs_self && hs_self->grid->cooperative; }

unsigned long long hs_grid_size(void)
{
    hs_block *b = hs_cur_block("grid size");
    return b->grid->nblocks * b->nthreads;
}

unsigned long long hs_grid_rank(void)
{
    hs_block *b = hs_cur_block("grid rank");
    return b->linear * b->nthreads + hs_self->rank;
}

void hs_device_abort(const char *msg)
{
    fflush(stdout);
    if (hs_self)
        fprintf(stderr, "hipshim: device abort in block (%u,%u,%u) thread (%u,%u,%u): %s\n",
                hs_self->block_idx.x, hs_self->block_idx.y, hs_self->block_idx.z,
                hs_self->thread_idx.x, hs_self->thread_idx.y, hs_self->thread_idx.z, msg);
    else
        fprintf(stderr, "hipshim: device abort: %s\n", msg);
    abort();
}
