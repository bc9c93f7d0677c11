/* hs_block.c - runs one thread block on the calling OS thread. GPU threads are started lazily
 * on fibers: a fiber runs threads one after another as a plain loop (hs_tloop in hs_core.h, the
 * loop itself usually inlined in the C++ launch layer), and only when a thread waits at a
 * barrier (block, warp or grid) does the block get another fiber, which starts the next thread.
 * So a barrier-free block runs on one fiber with no context switch per thread.
 * Scheduling is a FIFO run queue per block: a barrier keeps its waiters in a list, and the
 * thread that completes it appends the whole list to the run queue and runs on; a thread that
 * must wait switches straight to the head of the run queue (or starts the next thread). No
 * scanning, no locks or atomics: all fibers of a block live on one OS thread.
 * Exited threads count as arrived at every later barrier, as on AMD hardware. Nothing records a
 * return in the common case: the threads still running are those not started yet (rank >=
 * next), those that ever waited at a barrier and have not returned (a mask per warp), and the
 * current one; so a thread's return only does work when it once waited or others wait.
 * Fiber stacks are reused across blocks; each stack top (which holds the fiber's own record) is
 * offset by a different multiple of 4160 bytes so that the hot lines of hundreds of fibers fall
 * in different L1/L2 cache sets. Also the grid barrier of cooperative launches (whose blocks
 * run on OS threads of their own) and the kernel side of hs_core.h (barriers, warp sync and
 * exchange, dynamic shared memory, grid sync, lockstep points). Knows nothing of streams or
 * ops: the scheduler calls hs_run_blocks with a grid it made, and this file returns when the
 * blocks are done.
 * Ownership: each OS thread that runs blocks owns its hs_xctx (fibers and their stacks, warp
 * state, the fallback dynamic shared memory, its signal stack), made at its first block and
 * freed when the thread exits (or by hs_block_thread_exit); fibers are reused, never freed
 * before that. Grids are the scheduler's. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "hs_internal.h"

int hs_check_on;
static const hs_check_hooks *hs_ck_hooks;   /* NULL: the program has no checker */
void hs_block_set_check_hooks(const hs_check_hooks *h) { hs_ck_hooks = h; }

#if HS_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

/* Per warp: the exchange area of the partial (masked) protocol, as hs_warp_scratch() gives it,
 * then the two alternating buffers of whole-warp exchanges. 64 lanes x 16 bytes each. */
#define HS_XBUF 1024u
#define HS_WARP_SCRATCH (3u * HS_XBUF)

__thread hs_thread *hs_self;
__thread hs_thread hs_running;
/* blockIdx, blockDim and gridDim as objects (hs_device.hpp): copies of hs_running's fields,
 * written here once per block, so host code keeps those names free for its own variables */
__thread hs_dim3 hs_blockIdx, hs_blockDim, hs_gridDim;

/* Defined by the link stub that hipshim-cc generates for `extern __shared__` arrays: returns
 * this OS thread's dynamic shared-memory buffer (the TLS object those arrays alias). */
extern void *hs_user_dynamic_shared(void) __attribute__((weak));

typedef struct hs_fiber hs_fiber;

typedef struct hs_bar {
    unsigned arrived, gen;      /* threads waiting now; completions so far */
    int acc, result, nres;      /* __syncthreads_count/_and/_or */
    unsigned nwaiters;
    hs_fiber *wh, *wt;          /* waiting fibers, arrival order */
    uint64_t amask;             /* warp barriers: lanes that arrived */
    uint64_t snap;              /* warp barriers: running lanes when it completed */
    uint64_t vote;              /* warp barriers: lanes that arrived through hs_warp_ballot with
                                 * a true predicate */
    int voting;                 /* some lane arrived through hs_warp_ballot */
} hs_bar;

/* Divergent warp barriers (hs_warp_sync_mask) in flight per warp: an open one has a waiting
 * lane and a lane waits at one barrier at a time, so 64 slots never run out. */
#define HS_PART_BARS 64

typedef struct hs_warpst {
    hs_bar bar;
    uint64_t all;               /* bits of the warp's lanes (the last warp may be partial) */
    unsigned lanes;
    uint64_t parts_open;        /* bit i: part[i] has waiters */
    uint64_t susp;              /* lanes that waited at a barrier and have not returned */
    uint64_t swait;             /* checked runs: lanes waiting at a masked warp barrier */
    /* convergence (hs_warp_converge): lanes parked there, and the lanes that wait at the block
     * or grid barrier, valid while that barrier's gen is blk_gen / gblk_gen */
    hs_bar cbar;
    uint64_t cmask, atblk, atgblk;
    unsigned blk_gen, gblk_gen;
    struct { uint64_t mask; hs_bar bar; } part[HS_PART_BARS];
    const void *csite[64];      /* call site of each parked lane */
    uint64_t cres[64];          /* active mask each lane gets when the rendezvous completes */
    uint64_t vres[64];          /* each lane's result of its last hs_warp_ballot */
    uint64_t smask[64];         /* checked runs: the mask each lane of swait waits with */
} hs_warpst;

typedef struct hs_xctx hs_xctx;

/* The record sits just above the fiber's stack; its first cache line holds all that a switch
 * reads or writes. */
struct hs_fiber {
    hs_ctx ctx;
    hs_fiber *link;             /* run queue, barrier waiters or free list */
    /* the per-thread fields of hs_running while the fiber is switched out */
    hs_dim3 tid;
    unsigned rank, lane, warp;
    unsigned blocked;           /* its thread has waited at a barrier (lane in its warp's susp) */
    void *user;
    hs_block *blk;
    char *map;                  /* the mapping holding the stack and this record */
    size_t map_size;
    char *stack_lo;
    size_t stack_size;
    void *asan_fake;
};

struct hs_block {
    hs_tloop L;                 /* first member: hs_block_tloop() */
    hs_grid *grid;
    hs_xctx *x;
    hs_fiber *cur;
    hs_fiber *rq_head, *rq_tail;   /* runnable fibers */
    unsigned nfibers;           /* fibers holding a thread (each live started thread has one) */
    unsigned nwait;             /* fibers waiting at a barrier */
    unsigned nconv;             /* lanes parked in hs_warp_converge */
    unsigned ws_shift;
    unsigned long long linear;
    unsigned long long blk_next, blk_end;   /* blocks of the range still to run */
    hs_bar bar, gbar;
    hs_warpst *warps;
    unsigned nwarps, capwarps, cfg_threads, cfg_ws;
    unsigned char *scratch;
    void *dynshm;
    hs_dim3 block_idx;
};

struct hs_xctx {
    hs_block blk;
    hs_ctx main;
    void *main_fake;
    const void *main_lo;
    size_t main_size;
    hs_fiber *free_fibers;
    unsigned made;              /* fibers created: stack colour of the next one */
    hs_fiber **fibers;          /* every fiber of this OS thread, for teardown */
    unsigned nfib, capfib;
    void *dynshm_fallback;
    void *altstack;             /* signal stack of this OS thread (stack overflow report) */
};

static __thread hs_xctx *hs_x;
static pthread_key_t hs_x_key;

/* ---- the grid barrier of cooperative launches ---- */
/* All blocks of a cooperative grid meet here (each on its own OS thread). */
static void hs_grid_os_barrier(hs_grid *g)
{
    pthread_mutex_lock(&g->cmu);
    unsigned long long gen = g->c_gen;
    if (++g->c_arrived == g->c_live) {
        g->c_arrived = 0;
        g->c_gen++;
        pthread_cond_broadcast(&g->ccv);
    } else {
        while (gen == g->c_gen)
            pthread_cond_wait(&g->ccv, &g->cmu);
    }
    pthread_mutex_unlock(&g->cmu);
}

/* A block of a cooperative grid is done: it no longer counts at the grid barrier. */
static void hs_grid_block_finished(hs_grid *g)
{
    pthread_mutex_lock(&g->cmu);
    g->c_live--;
    if (g->c_arrived && g->c_arrived == g->c_live) {
        g->c_arrived = 0;
        g->c_gen++;
        pthread_cond_broadcast(&g->ccv);
    }
    pthread_mutex_unlock(&g->cmu);
}

/* ---- fiber stack overflow ----
 * Each fiber stack has a PROT_NONE guard page below it (hs_fiber_alloc) and hipshim-cc compiles
 * with -fstack-clash-protection, so a GPU thread that overflows its stack (a large local array,
 * deep recursion) faults in the guard page instead of writing over another fiber's stack. The
 * handler runs on a per-OS-thread signal stack (the faulting stack has no room left) and names
 * the setting to raise; any other fault goes on to the default action. */
#define HS_ALTSTACK (64u << 10)

#if !HS_ASAN
/* The stack pointer where the fault happened, or 0. */
static uintptr_t hs_fault_sp(void *uc)
{
    const ucontext_t *u = uc;
    if (!u)
        return 0;
#if defined(__x86_64__)
    return (uintptr_t)u->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
    return (uintptr_t)u->uc_mcontext.sp;
#else
    return 0;
#endif
}

static void hs_segv(int sig, siginfo_t *si, void *uc)
{
    hs_xctx *x = hs_x;
    const char *a = si ? (const char *)si->si_addr : NULL;
    uintptr_t sp = hs_fault_sp(uc);
    if (x && a) {
        for (unsigned i = 0; i < x->nfib; i++) {
            const hs_fiber *f = x->fibers[i];
            /* the guard page (or just below the mapping), or a fault while the stack pointer
             * of this fiber is below its stack (a frame larger than the guard page) */
            uintptr_t lo = (uintptr_t)f->stack_lo;
            if ((a >= f->map - 4096 && a < f->stack_lo) ||
                (x->blk.cur == f && sp && sp < lo && lo - sp < ((uintptr_t)1 << 32))) {
                static atomic_int reported;
                if (atomic_exchange(&reported, 1))
                    for (;;)   /* another worker reports and exits */
                        pause();
                char msg[400];
                const hs_thread *t = hs_self;
                int n = snprintf(msg, sizeof msg,
                                 "hipshim: GPU thread stack overflow in block (%u,%u,%u) thread "
                                 "(%u,%u,%u): the kernel needs more than the %zu-byte fiber "
                                 "stack (large local arrays or deep recursion); raise "
                                 "HIPSHIM_STACK_SIZE (bytes, e.g. HIPSHIM_STACK_SIZE=%zu)\n",
                                 t ? t->block_idx.x : 0, t ? t->block_idx.y : 0,
                                 t ? t->block_idx.z : 0, t ? t->thread_idx.x : 0,
                                 t ? t->thread_idx.y : 0, t ? t->thread_idx.z : 0,
                                 hs_fiber_stack_size(), hs_fiber_stack_size() * 4);
                if (n > 0) {
                    ssize_t w = write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
                    (void)w;
                }
                _exit(134);
            }
        }
    }
    /* not ours: the default action (the fault happens again on return) */
    signal(sig, SIG_DFL);
}

static void hs_segv_install(void)
{
    struct sigaction old, sa;
    if (sigaction(SIGSEGV, NULL, &old) != 0 || old.sa_handler != SIG_DFL)
        return;   /* the program handles its faults itself */
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = hs_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
}

/* Gives the calling OS thread a signal stack and installs the handler (once per process);
 * a thread that already has a signal stack keeps it. Not under ASan, which reports faults. */
static void hs_segv_setup(hs_xctx *x)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    stack_t old;
    if (sigaltstack(NULL, &old) == 0 && (old.ss_flags & SS_DISABLE)) {
        void *m = mmap(NULL, HS_ALTSTACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                       -1, 0);
        if (m != MAP_FAILED) {
            stack_t ss = { .ss_sp = m, .ss_size = HS_ALTSTACK, .ss_flags = 0 };
            if (sigaltstack(&ss, NULL) == 0)
                x->altstack = m;
            else
                munmap(m, HS_ALTSTACK);
        }
    }
    pthread_once(&once, hs_segv_install);
}
#else
static void hs_segv_setup(hs_xctx *x) { (void)x; }
#endif
static pthread_once_t hs_x_once = PTHREAD_ONCE_INIT;

static void hs_x_destroy(void *p)
{
    hs_xctx *x = p;
    if (x->altstack) {
        stack_t ss = { .ss_flags = SS_DISABLE };
        sigaltstack(&ss, NULL);
        munmap(x->altstack, HS_ALTSTACK);
    }
    for (unsigned i = 0; i < x->nfib; i++)
        munmap(x->fibers[i]->map, x->fibers[i]->map_size);
    free(x->fibers);
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
    x->blk.x = x;
    hs_segv_setup(x);
    pthread_setspecific(hs_x_key, x);
    hs_x = x;
    return x;
}

void hs_block_thread_exit(void)
{
    if (hs_x) {
        pthread_setspecific(hs_x_key, NULL);
        hs_x_destroy(hs_x);
    }
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

/* ---- fibers ---- */
#define HS_COLOUR_STEP 4160u      /* 64 + 4096: consecutive fibers differ in L1 and L2 sets */
#define HS_COLOUR_SPAN 65536u

static hs_fiber *hs_fiber_alloc(hs_xctx *x)
{
    size_t ss = hs_fiber_stack_size();
    size_t rec = (sizeof(hs_fiber) + 63) & ~(size_t)63;
    size_t msz = 4096 + ss + HS_COLOUR_SPAN + rec;
    msz = (msz + 4095) & ~(size_t)4095;
    char *m = mmap(NULL, msz, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (m == MAP_FAILED)
        hs_device_abort("out of memory for GPU thread stacks");
    mprotect(m, 4096, PROT_NONE);   /* guard page below the stack */
    size_t colour = ((size_t)x->made++ * HS_COLOUR_STEP) % HS_COLOUR_SPAN;
    char *top = m + msz - colour - rec;
    top = (char *)((uintptr_t)top & ~(uintptr_t)63);
    hs_fiber *f = (hs_fiber *)(void *)top;
    memset(f, 0, sizeof *f);
    f->map = m;
    f->map_size = msz;
    f->stack_lo = m + 4096;
    f->stack_size = (size_t)(top - f->stack_lo);
    if (x->nfib == x->capfib) {
        unsigned nc = x->capfib ? x->capfib * 2 : 64;
        hs_fiber **n = realloc(x->fibers, nc * sizeof *n);
        if (!n)
            hs_device_abort("out of memory for GPU thread stacks");
        x->fibers = n;
        x->capfib = nc;
    }
    x->fibers[x->nfib++] = f;
    return f;
}

static void hs_fiber_entry(void *arg);

/* A fiber for the block's next thread (which the fiber's loop will take). */
static hs_fiber *hs_fiber_new(hs_block *b)
{
    hs_xctx *x = b->x;
    hs_fiber *f = x->free_fibers;
    if (f)
        x->free_fibers = f->link;
    else
        f = hs_fiber_alloc(x);
#if HS_ASAN
    ASAN_UNPOISON_MEMORY_REGION(f->stack_lo, f->stack_size);
#endif
    hs_ctx_make(&f->ctx, f->stack_lo, f->stack_size, hs_fiber_entry, f);
    f->link = NULL;
    f->blk = b;
    f->asan_fake = NULL;
    f->blocked = 0;
    f->tid.x = f->tid.y = f->tid.z = 0;   /* the loop sets the thread's fields */
    f->rank = f->lane = f->warp = 0;
    f->user = NULL;
    b->nfibers++;
    return f;
}

/* Switches from fiber `from` (NULL = the OS thread's own stack) to `to` (NULL = back to it),
 * swapping the per-thread fields of hs_running. */
static inline void hs_switch(hs_block *b, hs_fiber *from, hs_fiber *to, int dying)
{
    b->cur = to;
    if (from && !dying) {
        from->tid = hs_running.thread_idx;
        from->rank = hs_running.rank;
        from->lane = hs_running.lane;
        from->warp = hs_running.warp;
        from->user = hs_running.user;
    }
    if (to) {
        hs_running.thread_idx = to->tid;
        hs_running.rank = to->rank;
        hs_running.lane = to->lane;
        hs_running.warp = to->warp;
        hs_running.user = to->user;
    }
    hs_self = to ? &hs_running : NULL;
    hs_ctx *fc = from ? &from->ctx : &b->x->main;
    hs_ctx *tc = to ? &to->ctx : &b->x->main;
#if HS_ASAN
    hs_xctx *x = b->x;
    void **fake = dying ? NULL : from ? &from->asan_fake : &x->main_fake;
    __sanitizer_start_switch_fiber(fake, to ? to->stack_lo : x->main_lo,
                                   to ? to->stack_size : x->main_size);
    hs_ctx_switch(fc, tc);
    __sanitizer_finish_switch_fiber(from ? from->asan_fake : x->main_fake, NULL, NULL);
#else
    (void)dying;
    hs_ctx_switch(fc, tc);
#endif
}

static inline uint64_t hs_warp_running(const hs_block *b, unsigned wi, int cur);

/* Checked runs at a deadlock: each group of lanes waiting at a masked warp barrier (one mask)
 * whose mask names a running lane that is not among them is reported with that lane. Returns
 * whether any was. */
static int hs_warp_stuck(hs_block *b)
{
    int n = 0;
    for (unsigned wi = 0; wi < b->nwarps; wi++) {
        hs_warpst *w = &b->warps[wi];
        uint64_t run = hs_warp_running(b, wi, 0);
        for (uint64_t left = w->swait; left;) {
            unsigned k = (unsigned)__builtin_ctzll(left);
            uint64_t m = w->smask[k], group = 0;
            for (uint64_t g = left; g; g &= g - 1)
                if (w->smask[__builtin_ctzll(g)] == m)
                    group |= 1ull << __builtin_ctzll(g);
            left &= ~group;
            uint64_t missing = m & run & ~group;
            if (missing) {
                hs_ck_hooks->warp_stuck((wi << b->ws_shift) + k,
                                        (wi << b->ws_shift) + (unsigned)__builtin_ctzll(missing));
                n = 1;
            }
        }
    }
    return n;
}

static void hs_deadlock(hs_block *b) __attribute__((noreturn, cold));
static void hs_deadlock(hs_block *b)
{
    char msg[200];
    if (hs_check_on)
        hs_ck_hooks->fatal_sync(NULL, hs_warp_stuck(b) ? "warp" : "barrier");
    snprintf(msg, sizeof msg,
             "deadlock in block (%u,%u,%u): threads wait at a barrier (__syncthreads, warp sync "
             "or grid sync) that the other threads of the block never reach",
             b->block_idx.x, b->block_idx.y, b->block_idx.z);
    hs_device_abort(msg);
}

/* Keeps hs_tloop.slow right: a return must be recorded when its thread once waited, and may
 * complete a barrier when anyone waits. */
static inline void hs_slow_update(hs_block *b)
{
    b->L.slow = (b->nwait != 0) | b->cur->blocked;
    b->L.lim = b->L.slow ? 0 : b->L.n;
}

/* A thread enters the runtime: the thread loop keeps neither the thread's rank, lane and warp
 * nor L->next up to date while it runs threads one after another on one fiber (hs_core.h), so
 * derive the former from threadIdx and move L->next past the thread. */
static inline hs_block *hs_enter(hs_thread *t)
{
    hs_block *b = t->block;
    unsigned r = b->L.flat ? t->thread_idx.x
                           : t->thread_idx.x + b->L.bx * (t->thread_idx.y + b->L.by * t->thread_idx.z);
    t->rank = r;
    t->lane = r & b->L.lane_mask;
    t->warp = r >> b->L.ws_shift;
    if (b->L.next <= r)
        b->L.next = r + 1;
    return b;
}

/* GCC 12 at -O2 deletes __builtin_prefetch of addresses loaded from a fiber record (dead-code
 * elimination), so on x86-64 the instruction is written out. */
static inline void hs_prefetch(const void *p)
{
#if defined(__x86_64__)
    __asm__ volatile("prefetcht0 (%0)" : : "r"(p));
#else
    __builtin_prefetch(p);
#endif
}

static inline void hs_prefetch_stack(const hs_fiber *f)
{
    const char *sp = f->ctx.sp;
    hs_prefetch(sp);
    hs_prefetch(sp + 64);
    hs_prefetch(sp + 128);
    hs_prefetch(sp + 192);
    hs_prefetch(sp + 256);
}

/* Pops the next runnable fiber. The round-robin order is known in advance, so this prefetches
 * the stack lines of the fiber after it (whose record was prefetched the time before) and the
 * record of the one after that: a switch then finds what it touches in cache instead of
 * missing one line after another. */
static inline hs_fiber *hs_rq_pop(hs_block *b)
{
    hs_fiber *n = b->rq_head;
    if (n) {
        hs_fiber *m = n->link;
        b->rq_head = m;
        if (!m) {
            b->rq_tail = NULL;
        } else {
            hs_prefetch_stack(m);
            if (m->link)
                hs_prefetch(m->link);
        }
    }
    return n;
}

/* Every waiter of bar becomes runnable (the barrier completed). */
static inline void hs_bar_release(hs_block *b, hs_bar *bar)
{
    bar->result = bar->acc;
    bar->nres = (int)bar->arrived;
    bar->acc = 0;
    bar->arrived = 0;
    bar->amask = 0;
    bar->gen++;
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->sync(bar == &b->bar || bar == &b->gbar ? -1 : (int)hs_running.warp);
    if (bar->wh) {
        if (b->rq_tail)
            b->rq_tail->link = bar->wh;
        else
            b->rq_head = bar->wh;
        b->rq_tail = bar->wt;
        bar->wh = bar->wt = NULL;
        b->nwait -= bar->nwaiters;
        bar->nwaiters = 0;
        hs_slow_update(b);
    }
}

static void hs_conv_note(hs_block *b, hs_bar *bar);

/* The current fiber waits at bar (its arrival is counted and did not complete it). */
static void hs_bar_block(hs_block *b, hs_bar *bar)
{
    hs_fiber *f = b->cur;
    f->link = NULL;
    if (bar->wt)
        bar->wt->link = f;
    else
        bar->wh = f;
    bar->wt = f;
    bar->nwaiters++;
    b->nwait++;
    if (!f->blocked) {
        f->blocked = 1;
        b->warps[hs_running.warp].susp |= 1ull << hs_running.lane;
    }
    if (__builtin_expect(b->nconv != 0, 0))
        hs_conv_note(b, bar);
    hs_fiber *n = hs_rq_pop(b);
    if (!n) {
        if (b->L.next >= b->L.n)
            hs_deadlock(b);
        n = hs_fiber_new(b);
    }
    hs_switch(b, f, n, 0);
    b->L.slow = 1;   /* f->blocked */
    b->L.lim = 0;
}

/* Threads of the block that have not returned, the current one included. */
static inline unsigned hs_block_live(const hs_block *b) { return b->L.n - b->L.next + b->nfibers; }

static void hs_gbar_complete(hs_block *b)
{
    hs_grid_os_barrier(b->grid);
    hs_bar_release(b, &b->gbar);
}

/* Lanes of warp wi that have not returned: not started yet, or waited and still alive, or the
 * current thread (when `cur`, i.e. it is running and in this warp). */
static inline uint64_t hs_warp_running(const hs_block *b, unsigned wi, int cur)
{
    const hs_warpst *w = &b->warps[wi];
    unsigned base = wi << b->ws_shift, next = b->L.next;
    uint64_t run = w->susp;
    if (next <= base)
        run |= w->all;
    else if (next - base < 64)
        run |= w->all & (~0ull << (next - base));
    if (cur && hs_running.warp == wi)
        run |= 1ull << hs_running.lane;
    return run;
}

/* A warp barrier that ballots completes: each lane that arrived gets the ballot (per lane,
 * because a partial slot may be reused and complete again before a woken lane runs). */
static void hs_vote_release(hs_warpst *w, hs_bar *bar)
{
    for (uint64_t m = bar->amask; m; m &= m - 1)
        w->vres[__builtin_ctzll(m)] = bar->vote;
    bar->vote = 0;
    bar->voting = 0;
}

/* Warp barriers compare masks: a barrier is complete when every running lane it waits for
 * has arrived. */
static inline void hs_warp_release(hs_block *b, hs_warpst *w, uint64_t run)
{
    w->bar.snap = run;
    w->swait &= ~w->bar.amask;
    if (w->bar.voting)
        hs_vote_release(w, &w->bar);
    hs_bar_release(b, &w->bar);
}

static inline void hs_part_release(hs_block *b, hs_warpst *w, int i)
{
    w->parts_open &= ~(1ull << i);
    w->swait &= ~w->part[i].bar.amask;
    if (w->part[i].bar.voting)
        hs_vote_release(w, &w->part[i].bar);
    hs_bar_release(b, &w->part[i].bar);
}

/* ---- convergence: what __activemask() returns ----
 * On a GPU the active mask at a point of divergent code is the set of lanes that execute it
 * together. Here each lane runs alone on its fiber and cannot know which other lanes will take
 * the same branch, so __activemask() is a rendezvous: the calling lane parks, and once every
 * lane of its warp that has not returned is parked somewhere warp-visible (another
 * hs_warp_converge, a warp barrier or _sync exchange, a __syncthreads or grid barrier), each
 * group of lanes parked in hs_warp_converge at the same call site (its return address, so one
 * per place in the code after inlining) is released with that group as its active mask. Lanes
 * waiting at barriers stay there, and lanes that exited do not count. The partial-mask _sync
 * calls that follow (hs_warp_sync_mask, hs_warp_exchange) then run among exactly that group.
 * Limits: a lane that spins waiting for a parked lane never lets the rendezvous complete; lanes
 * reaching one call site in different loop iterations, or through one non-inlined function
 * from different branches, are grouped together (a warp-aggregated atomic stays correct). */

/* Lanes of warp w parked at a warp-visible point. */
static uint64_t hs_warp_parked(const hs_block *b, const hs_warpst *w)
{
    uint64_t p = w->cmask | w->bar.amask;
    for (uint64_t open = w->parts_open; open; open &= open - 1)
        p |= w->part[__builtin_ctzll(open)].bar.amask;
    if (w->blk_gen == b->bar.gen)
        p |= w->atblk;
    if (w->gblk_gen == b->gbar.gen)
        p |= w->atgblk;
    return p;
}

/* Completes the rendezvous of warp wi when no running lane is left to arrive (cur: whether the
 * current thread is running and counts). */
static void hs_conv_check(hs_block *b, unsigned wi, hs_warpst *w, int cur)
{
    if (hs_warp_running(b, wi, cur) & ~hs_warp_parked(b, w))
        return;
    for (uint64_t left = w->cmask; left;) {
        const void *site = w->csite[__builtin_ctzll(left)];
        uint64_t g = 0;
        for (uint64_t m = left; m; m &= m - 1)
            if (w->csite[__builtin_ctzll(m)] == site)
                g |= 1ull << __builtin_ctzll(m);
        for (uint64_t m = g; m; m &= m - 1)
            w->cres[__builtin_ctzll(m)] = g;
        left &= ~g;
    }
    b->nconv -= (unsigned)__builtin_popcountll(w->cmask);
    w->cmask = 0;
    hs_bar_release(b, &w->cbar);
}

/* Starts tracking, for warp wi, which lanes wait at the block and grid barriers (from their
 * waiter lists; hs_conv_note keeps it up to date while the warp has lanes parked). */
static void hs_conv_scan(hs_block *b, unsigned wi, hs_warpst *w)
{
    w->atblk = w->atgblk = 0;
    w->blk_gen = b->bar.gen;
    w->gblk_gen = b->gbar.gen;
    for (const hs_fiber *f = b->bar.wh; f; f = f->link)
        if (f->warp == wi)
            w->atblk |= 1ull << f->lane;
    for (const hs_fiber *f = b->gbar.wh; f; f = f->link)
        if (f->warp == wi)
            w->atgblk |= 1ull << f->lane;
}

/* The current lane waits at bar while some lanes of the block are parked in hs_warp_converge:
 * record a block/grid barrier wait, and see whether its warp's rendezvous is now complete. */
static void hs_conv_note(hs_block *b, hs_bar *bar)
{
    unsigned wi = hs_running.warp;
    hs_warpst *w = &b->warps[wi];
    if (!w->cmask || bar == &w->cbar)
        return;
    uint64_t bit = 1ull << hs_running.lane;
    if (bar == &b->bar) {
        if (w->blk_gen != b->bar.gen) {
            w->atblk = 0;
            w->blk_gen = b->bar.gen;
        }
        w->atblk |= bit;
    } else if (bar == &b->gbar) {
        if (w->gblk_gen != b->gbar.gen) {
            w->atgblk = 0;
            w->gblk_gen = b->gbar.gen;
        }
        w->atgblk |= bit;
    }
    hs_conv_check(b, wi, w, 1);
}

static hs_thread *hs_cur(const char *what);

uint64_t hs_warp_converge(void)
{
    const void *site = __builtin_return_address(0);
    hs_thread *t = hs_cur("__activemask");
    hs_block *b = hs_enter(t);
    unsigned wi = t->warp, lane = t->lane;
    hs_warpst *w = &b->warps[wi];
    if (!w->cmask)
        hs_conv_scan(b, wi, w);
    w->cmask |= 1ull << lane;
    w->csite[lane] = site;
    b->nconv++;
    hs_conv_check(b, wi, w, 1);
    if (w->cmask >> lane & 1)   /* others still to arrive */
        hs_bar_block(b, &w->cbar);
    return w->cres[lane];
}

/* A thread of the block returned while others wait: complete what it was the last one for. */
void hs_thread_exited(void)
{
    hs_thread *t = hs_self;
    hs_block *b = hs_enter(t);
    hs_fiber *f = b->cur;
    unsigned wi = t->warp;
    hs_warpst *w = &b->warps[wi];
    if (f->blocked) {
        f->blocked = 0;
        w->susp &= ~(1ull << t->lane);
    }
    if (!b->nwait) {   /* nobody waits: nothing this return could complete */
        hs_slow_update(b);
        return;
    }
    unsigned live = hs_block_live(b) - 1;   /* this thread is gone */
    if (b->bar.arrived && b->bar.arrived == live)
        hs_bar_release(b, &b->bar);
    if (b->gbar.arrived && b->gbar.arrived == live)
        hs_gbar_complete(b);
    uint64_t run = hs_warp_running(b, wi, 0);
    if (w->bar.arrived && !(run & ~w->bar.amask))
        hs_warp_release(b, w, run);
    for (uint64_t open = w->parts_open; open; open &= open - 1) {
        int i = __builtin_ctzll(open);
        if (!(w->part[i].mask & run & ~w->part[i].bar.amask))
            hs_part_release(b, w, i);
    }
    if (w->cmask)
        hs_conv_check(b, wi, w, 0);
    hs_slow_update(b);
}

/* Makes b the block `linear` of its grid (the per-launch state is already set). */
static void hs_block_begin(hs_block *b, unsigned long long linear)
{
    const hs_grid *g = b->grid;
    b->linear = linear;
    if (g->grid.y == 1 && g->grid.z == 1) {
        b->block_idx.x = (unsigned)linear;
        b->block_idx.y = 0;
        b->block_idx.z = 0;
    } else {
        b->block_idx.x = (unsigned)(linear % g->grid.x);
        b->block_idx.y = (unsigned)((linear / g->grid.x) % g->grid.y);
        b->block_idx.z = (unsigned)(linear / ((unsigned long long)g->grid.x * g->grid.y));
    }
    hs_running.block_idx = b->block_idx;
    hs_blockIdx = b->block_idx;
    b->L.next = 0;
    b->L.slow = 0;
    b->L.lim = b->L.n;
    b->nwait = 0;
    b->rq_head = b->rq_tail = NULL;
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->block_begin(g, b->block_idx, 1u << b->ws_shift, b->dynshm);
}

static void hs_fiber_entry(void *arg)
{
    hs_fiber *f = arg;
#if HS_ASAN
    __sanitizer_finish_switch_fiber(NULL, NULL, NULL);
#endif
    hs_block *b = f->blk;
    hs_grid *g = b->grid;
    for (;;) {
        hs_slow_update(b);
        if (g->loop) {
            g->body(g->closure);
        } else {
            /* per-thread bodies (hs_launch): the same loop, with a call per thread (hs_running
             * is named, not reached through &hs_running: see HS_RUNNING in hs_core.h) */
            hs_tloop *L = &b->L;
            for (unsigned r = L->next; r < L->n;) {
                hs_running.thread_idx.x = r % L->bx;
                hs_running.thread_idx.y = (r / L->bx) % L->by;
                hs_running.thread_idx.z = r / (L->bx * L->by);
                hs_running.rank = r;
                hs_running.lane = r & L->lane_mask;
                hs_running.warp = r >> L->ws_shift;
                g->body(g->closure);
                if (L->slow) {
                    hs_thread_exited();
                    r = L->next;
                } else {
                    r++;
                }
            }
        }
        b->L.next = b->L.n;
        /* The last fiber of a block goes on with the next block of the range, if any. */
        if (b->nfibers != 1 || b->blk_next == b->blk_end)
            break;
        if (g->cooperative)
            hs_grid_block_finished(g);
        hs_block_begin(b, b->blk_next++);
    }
    /* No thread left to start: retire this fiber. */
    b->nfibers--;
    hs_fiber *n = hs_rq_pop(b);
    if (!n && b->nfibers)
        hs_deadlock(b);
    f->link = b->x->free_fibers;
    b->x->free_fibers = f;
    hs_switch(b, f, n, 1);
    hs_device_abort("a retired fiber was resumed");
}

void hs_run_blocks(hs_grid *g, unsigned long long first, unsigned long long count)
{
    hs_xctx *x = hs_xctx_get();
    hs_block *b = &x->blk;
    unsigned ws = hs_warp_size();
    b->grid = g;
    b->ws_shift = ws == 32 ? 5 : 6;
    hs_tloop *L = &b->L;
    L->flat = g->block.y == 1 && g->block.z == 1;
    L->n = g->nthreads;
    L->bx = g->block.x;
    L->by = g->block.y;
    L->lane_mask = ws - 1;
    L->ws_shift = b->ws_shift;
    unsigned nw = (g->nthreads + ws - 1) / ws;
    if (nw > b->capwarps) {
        free(b->warps);
        free(b->scratch);
        b->warps = calloc(nw, sizeof *b->warps);
        b->scratch = aligned_alloc(64, (size_t)nw * HS_WARP_SCRATCH);
        if (!b->warps || !b->scratch)
            hs_device_abort("out of memory for warp state");
        b->capwarps = nw;
        b->cfg_threads = 0;
    }
    if (b->cfg_threads != g->nthreads || b->cfg_ws != ws) {
        for (unsigned i = 0; i < nw; i++) {
            hs_warpst *w = &b->warps[i];
            unsigned lanes = g->nthreads - i * ws < ws ? g->nthreads - i * ws : ws;
            memset(w, 0, offsetof(hs_warpst, part));   /* closed slots are already clean */
            w->lanes = lanes;
            w->all = lanes >= 64 ? ~0ull : (1ull << lanes) - 1;
        }
        b->cfg_threads = g->nthreads;
        b->cfg_ws = ws;
    }
    b->nwarps = nw;
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
    b->nfibers = 0;
    if (hs_ck_hooks)
        hs_ck_hooks->init();
    hs_running.block_dim = g->block;
    hs_running.grid_dim = g->grid;
    hs_blockDim = g->block;
    hs_gridDim = g->grid;
    hs_running.warp_size = ws;
    hs_running.block = b;
    hs_running.grid = g;
    hs_block_begin(b, first);
    b->blk_next = first + 1;
    b->blk_end = first + count;
    hs_fiber *f = hs_fiber_new(b);
    hs_switch(b, NULL, f, 0);
    hs_self = NULL;
    if (g->cooperative)
        hs_grid_block_finished(g);
}

/* ---- kernel side of hs_core.h ---- */
static hs_thread *hs_cur(const char *what)
{
    hs_thread *t = hs_self;
    if (__builtin_expect(!t, 0)) {
        fprintf(stderr, "hipshim: %s called outside a kernel\n", what);
        abort();
    }
    return t;
}

void hs_syncthreads(void)
{
    hs_block *b = hs_enter(hs_cur("__syncthreads"));
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->barrier_arrive(__builtin_return_address(0));
    if (++b->bar.arrived == hs_block_live(b))
        hs_bar_release(b, &b->bar);
    else
        hs_bar_block(b, &b->bar);
}

static int hs_sync_pred(hs_block *b, int pred)
{
    b->bar.acc += pred;
    if (++b->bar.arrived == hs_block_live(b)) {
        hs_bar_release(b, &b->bar);
    } else {
        hs_bar_block(b, &b->bar);
    }
    /* valid until this thread arrives at the next barrier: it cannot complete without us */
    return b->bar.result;
}

int hs_syncthreads_count(int pred)
{
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->barrier_arrive(__builtin_return_address(0));
    return hs_sync_pred(hs_enter(hs_cur("__syncthreads_count")), pred != 0);
}

int hs_syncthreads_and(int pred)
{
    hs_block *b = hs_enter(hs_cur("__syncthreads_and"));
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->barrier_arrive(__builtin_return_address(0));
    int n = hs_sync_pred(b, pred != 0);
    return n == b->bar.nres;
}

int hs_syncthreads_or(int pred)
{
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->barrier_arrive(__builtin_return_address(0));
    return hs_sync_pred(hs_enter(hs_cur("__syncthreads_or")), pred != 0) != 0;
}

void *hs_dynamic_shared(void) { return hs_enter(hs_cur("dynamic shared memory"))->dynshm; }

size_t hs_dynamic_shared_size(void)
{
    return hs_enter(hs_cur("dynamic shared memory"))->grid->shared_bytes;
}

/* Whole-warp barrier: the caller (lane `lane` of warp w) arrives; run = the running lanes. */
static inline void hs_warp_bar(hs_block *b, hs_warpst *w, uint64_t run)
{
    hs_bar *bar = &w->bar;
    bar->arrived++;
    bar->amask |= 1ull << hs_running.lane;
    if (!(run & ~bar->amask))
        hs_warp_release(b, w, run);
    else
        hs_bar_block(b, bar);
}

void hs_warp_sync(void)
{
    hs_thread *t = hs_cur("warp sync");
    hs_block *b = hs_enter(t);
    hs_warp_bar(b, &b->warps[t->warp], hs_warp_running(b, t->warp, 1));
}

/* Lockstep point of warp-synchronous code (cu2hip inserts the calls, pass_lockstep.c): the
 * calling lane lets the other lanes of its warp catch up, round-robin, without waiting for them
 * as a barrier would (lanes that left the branch, or exited, never come). Lanes of its warp not
 * started yet start now, since they are behind this point; otherwise the lane goes to the tail
 * of the block's run queue (its warp's yielded lanes are there in the order they yielded, so
 * they advance one segment each per round) and the head runs. With nothing else runnable the
 * lane simply goes on (so does a lowered block, whose threads are all claimed, and a call on the
 * host). A yielded lane counts as waited (susp), so warp masks and barrier counts keep seeing it
 * as running, and its return is reported. */
void hs_lockstep_yield(void)
{
    hs_thread *t = hs_self;
    if (!t)
        return;   /* a __host__ __device__ function called on the host */
    hs_block *b = hs_enter(t);
    unsigned wi = t->warp;
    if (__builtin_expect(hs_check_on, 0))
        hs_ck_hooks->sync((int)wi);
    /* Resumed while lanes of the warp are still to start (a lane that waits at a barrier runs
     * the run queue's head rather than starting them): yield again until every lane started. */
    for (;;) {
        int start = b->L.next < b->L.n && (b->L.next >> b->ws_shift) == wi;
        if (!start && !b->rq_head)
            return;
        hs_fiber *f = b->cur;
        f->link = NULL;
        if (b->rq_tail)
            b->rq_tail->link = f;
        else
            b->rq_head = f;
        b->rq_tail = f;
        if (!f->blocked) {
            f->blocked = 1;
            b->warps[wi].susp |= 1ull << hs_running.lane;
        }
        hs_fiber *n = start ? hs_fiber_new(b) : hs_rq_pop(b);
        hs_switch(b, f, n, 0);
        b->L.slow = 1;   /* f->blocked */
        b->L.lim = 0;
        if (!(b->L.next < b->L.n && (b->L.next >> b->ws_shift) == wi))
            return;
    }
}

/* Opens a partial slot for `set` when slot < 0 (none is open for it). */
static int hs_part_open(hs_warpst *w, uint64_t set, int slot)
{
    if (slot < 0) {
        if (!~w->parts_open)
            hs_device_abort("too many different warp-sync masks waiting at once in one warp");
        slot = __builtin_ctzll(~w->parts_open);
        w->part[slot].mask = set;
        w->parts_open |= 1ull << slot;
    }
    return slot;
}

/* Barrier among the running lanes of `set` (a subset of the warp, caller included) through a
 * partial slot; a slot whose lanes, less those that exited, are `set` is joined. */
static void hs_part_bar(hs_block *b, hs_warpst *w, uint64_t set, int slot)
{
    slot = hs_part_open(w, set, slot);
    hs_bar *bar = &w->part[slot].bar;
    bar->arrived++;
    bar->amask |= 1ull << hs_running.lane;
    if (!(set & ~bar->amask))
        hs_part_release(b, w, slot);
    else
        hs_bar_block(b, bar);
}

/* The open partial slot for `set` in warp w (running lanes run), or -1. */
static int hs_part_find(const hs_warpst *w, uint64_t set, uint64_t run)
{
    for (uint64_t open = w->parts_open; open; open &= open - 1) {
        int i = __builtin_ctzll(open);
        if ((w->part[i].mask & run) == set)
            return i;
    }
    return -1;
}

/* The lanes a masked call of the current thread synchronises: the running lanes of mask, or
 * the whole warp when its own lane is not in mask. */
static inline uint64_t hs_mask_set(uint64_t mask, uint64_t run)
{
    uint64_t set = mask & run;
    return (set >> hs_running.lane) & 1 ? set : run;
}

void hs_warp_sync_mask(uint64_t mask)
{
    hs_thread *t = hs_cur("warp sync");
    hs_block *b = hs_enter(t);
    hs_warpst *w = &b->warps[t->warp];
    uint64_t run = hs_warp_running(b, t->warp, 1), set = hs_mask_set(mask, run);
    if (__builtin_expect(hs_check_on, 0)) {
        uint64_t m = mask & w->all, bit = 1ull << t->lane;
        hs_ck_hooks->warp_arrive(__builtin_return_address(0), m, (m & bit) != 0);
        w->swait |= bit;
        w->smask[t->lane] = m | bit;
    }
    int slot = w->parts_open ? hs_part_find(w, set, run) : -1;
    if (slot < 0 && set == run)
        hs_warp_bar(b, w, run);
    else
        hs_part_bar(b, w, set, slot);
}

const void *hs_warp_exchange(const void *v, uint64_t mask, uint64_t *live, int *again)
{
    hs_thread *t = hs_cur("warp exchange");
    hs_block *b = hs_enter(t);
    unsigned wi = t->warp;
    hs_warpst *w = &b->warps[wi];
    unsigned char *area = b->scratch + (size_t)wi * HS_WARP_SCRATCH;
    uint64_t run = hs_warp_running(b, wi, 1), set = hs_mask_set(mask, run);
    int slot = w->parts_open ? hs_part_find(w, set, run) : -1;
    if (slot < 0 && set == run) {
        /* A lane writes buffer gen&1 only once every lane has passed barrier gen-1, that is,
         * has finished reading the exchange of gen-2, the last one that used this buffer. */
        unsigned char *buf = area + HS_XBUF * (1 + (w->bar.gen & 1));
        memcpy(buf + (size_t)t->lane * 16, v, 16);
        hs_warp_bar(b, w, run);
        *live = w->bar.snap;   /* the same for every lane, even if some return meanwhile */
        *again = 0;
        return buf;
    }
    memcpy(area + (size_t)t->lane * 16, v, 16);
    hs_part_bar(b, w, set, slot);
    *live = set & hs_warp_running(b, wi, 1);
    *again = 1;
    return area;
}

void hs_warp_exchange_end(uint64_t mask)
{
    hs_thread *t = hs_cur("warp exchange");
    hs_block *b = hs_enter(t);
    hs_warpst *w = &b->warps[t->warp];
    uint64_t run = hs_warp_running(b, t->warp, 1), set = hs_mask_set(mask, run);
    hs_part_bar(b, w, set, w->parts_open ? hs_part_find(w, set, run) : -1);
}

/* Ballots cost O(1) per lane: each lane's predicate is ORed into the barrier it waits at, and
 * the lane that completes the barrier hands every lane the result, instead of every lane
 * reading every other lane's slot (O(warp size) per lane). */
uint64_t hs_warp_ballot(int pred, uint64_t mask, uint64_t *live)
{
    hs_thread *t = hs_cur("warp ballot");
    hs_block *b = hs_enter(t);
    unsigned wi = t->warp, lane = t->lane;
    hs_warpst *w = &b->warps[wi];
    uint64_t run = hs_warp_running(b, wi, 1), set = hs_mask_set(mask, run);
    uint64_t bit = (uint64_t)(pred != 0) << lane;
    int slot = w->parts_open ? hs_part_find(w, set, run) : -1;
    if (slot < 0 && set == run) {
        w->bar.vote |= bit;
        w->bar.voting = 1;
        hs_warp_bar(b, w, run);
        *live = w->bar.snap;
    } else {
        slot = hs_part_open(w, set, slot);
        w->part[slot].bar.vote |= bit;
        w->part[slot].bar.voting = 1;
        hs_part_bar(b, w, set, slot);
        *live = set & hs_warp_running(b, wi, 1);
    }
    return w->vres[lane] & *live;
}

uint64_t hs_warp_active_mask(void)
{
    hs_thread *t = hs_cur("warp mask");
    hs_block *b = hs_enter(t);   /* before reading t->warp, which it updates */
    return hs_warp_running(b, t->warp, 1);
}

void *hs_warp_scratch(void)
{
    hs_thread *t = hs_cur("warp exchange");
    hs_block *b = hs_enter(t);
    return b->scratch + (size_t)t->warp * HS_WARP_SCRATCH;
}

size_t hs_warp_scratch_bytes(void) { return HS_XBUF; }

void hs_grid_sync(void)
{
    hs_block *b = hs_enter(hs_cur("grid sync"));
    if (!b->grid->cooperative && hs_check_on)
        hs_ck_hooks->fatal_sync(__builtin_return_address(0), "grid");
    if (!b->grid->cooperative)
        hs_device_abort("grid sync (this_grid().sync()) in a kernel that was not launched with "
                        "hipLaunchCooperativeKernel; a regular launch would deadlock "
                        "[hipErrorCooperativeLaunchTooLarge]");
    if (++b->gbar.arrived == hs_block_live(b))
        hs_gbar_complete(b);
    else
        hs_bar_block(b, &b->gbar);
}

int hs_is_cooperative(void) { return hs_self && hs_self->grid->cooperative; }

unsigned long long hs_grid_size(void)
{
    hs_block *b = hs_enter(hs_cur("grid size"));
    return b->grid->nblocks * b->L.n;
}

unsigned long long hs_grid_rank(void)
{
    hs_thread *t = hs_cur("grid rank");
    hs_enter(t);
    return t->block->linear * t->block->L.n + t->rank;
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
