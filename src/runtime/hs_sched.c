/* hs_sched.c - the scheduler: every asynchronous operation (kernel, copy, memset, event record,
 * stream wait, host function) is an op. An op of a stream's FIFO starts when it heads the FIFO
 * and its extra dependencies are done (legacy null-stream ordering: null-stream ops wait for
 * all blocking streams and vice versa; non-blocking streams are independent); a floating op
 * (a node of a launched graph) is in no FIFO and starts when its dependencies are done. Each op
 * keeps the ops that wait for it, so a completion starts exactly the ops it made ready, in O(1)
 * per edge whatever the number of streams. Ops with work go to a run queue served by the worker
 * pool (one thread per core, sleeping on a condition variable when idle) and by host threads
 * that wait for completion; a cooperative kernel gets one OS thread per block instead, so that
 * all its blocks are resident at once. The layers above make ops and submit them; the units of
 * an op run here, through hs_block.c for a kernel's blocks and through the op's task function
 * for the rest, and complete here.
 * Ownership: ops, user streams (a handle pool: O(1) to make, check and free) and the run
 * queue's links, as hs_internal.h states; the null and per-thread streams are static. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

static hs_stream hs_per_thread_stream;
static hs_stream hs_null_stream = { .is_null = 1 };

static struct {
    pthread_mutex_t mu;
    pthread_cond_t work_cv;       /* workers sleep here */
    pthread_cond_t done_cv;       /* host threads waiting for completions */
    hs_op *rq_head, *rq_tail;     /* ops whose units may be taken */
    hs_objpool streams;           /* user streams */
    hs_stream *busy;              /* blocking streams (per-thread and user) with work queued */
    unsigned long long pending;   /* ops submitted and not done */
    unsigned long long next_id;   /* stream ids (hipStreamGetId) */
    int idle_workers;
} hs_s = {
    .mu = PTHREAD_MUTEX_INITIALIZER,
    .work_cv = PTHREAD_COND_INITIALIZER,
    .done_cv = PTHREAD_COND_INITIALIZER,
    .streams = { .size = sizeof(hs_stream) },
    .next_id = 2,
};

void hs_sched_lock(void) { pthread_mutex_lock(&hs_s.mu); }
void hs_sched_unlock(void) { pthread_mutex_unlock(&hs_s.mu); }

/* ---- ops ---- */
hs_op *hs_op_new(int kind, size_t size)
{
    hs_op *op = calloc(1, sizeof *op + size);
    if (!op)
        return NULL;
    op->kind = kind;
    op->refs = 1;
    op->nunits = 1;
    op->size = size;
    return op;
}

hs_op *hs_sched_kernel_new(const hs_launch_desc *d, unsigned long long nblocks, int loop)
{
    hs_op *op = hs_op_new(HS_OP_KERNEL, sizeof(hs_grid));
    if (!op)
        return NULL;
    hs_grid *g = (hs_grid *)op->data;
    g->grid = d->grid;
    g->block = d->block;
    g->nthreads = d->block.x * d->block.y * d->block.z;
    g->nblocks = nblocks;
    g->shared_bytes = d->shared_bytes;
    g->body = d->body;
    g->closure = d->closure;
    g->closure_free = d->closure_free;
    g->closure_argv = d->closure_argv;
    g->nargs = d->nargs;
    g->func = d->func;
    g->cooperative = d->cooperative;
    g->loop = loop;
    if (g->cooperative) {
        pthread_mutex_init(&g->cmu, NULL);
        pthread_cond_init(&g->ccv, NULL);
        g->c_live = nblocks;
    }
    op->grid = g;
    op->nunits = nblocks;
    return op;
}

void hs_op_free(hs_op *op)
{
    hs_grid *g = op->grid;
    if (g) {
        if (g->closure_free)
            g->closure_free(g->closure);
        if (g->cooperative) {
            pthread_mutex_destroy(&g->cmu);
            pthread_cond_destroy(&g->ccv);
        }
    }
    if (op->keep_release)
        op->keep_release(op->keep);
    ut_vec_free(&op->waiters);
    free(op);
}

void hs_ref_release(void *r)
{
    hs_ref *x = r;
    if (x && atomic_fetch_sub(&x->refs, 1) == 1)
        x->destroy(x);
}

typedef struct hs_shared { hs_ref ref; void *p; void (*release)(void *); } hs_shared;

static void hs_shared_destroy(hs_ref *r)
{
    hs_shared *x = (hs_shared *)r;
    if (x->release)
        x->release(x->p);
    free(x);
}

int hs_op_share(hs_op *op, void *p, void (*release)(void *))
{
    hs_shared *x = malloc(sizeof *x);
    if (!x)
        return 0;
    atomic_init(&x->ref.refs, 1);
    x->ref.destroy = hs_shared_destroy;
    x->p = p;
    x->release = release;
    op->keep = &x->ref;
    op->keep_release = hs_ref_release;
    return 1;
}

hs_op *hs_sched_op_clone(const hs_op *t, int coop)
{
    hs_op *op;
    if (t->kind == HS_OP_KERNEL) {
        const hs_grid *g = t->grid;
        hs_launch_desc d;
        memset(&d, 0, sizeof d);
        d.grid = g->grid;
        d.block = g->block;
        d.shared_bytes = g->shared_bytes;
        d.body = g->body;
        d.closure = g->closure;
        d.closure_argv = g->closure_argv;
        d.nargs = g->nargs;
        d.func = g->func;
        d.cooperative = coop < 0 ? g->cooperative : coop;
        op = hs_sched_kernel_new(&d, g->nblocks, g->loop);
    } else {
        op = hs_op_new(t->kind, t->size);
        if (op) {
            op->task = t->task;
            memcpy(op->data, t->data, t->size);
        }
    }
    if (op && t->keep && t->keep_release == hs_ref_release) {
        atomic_fetch_add(&((hs_ref *)t->keep)->refs, 1);
        op->keep = t->keep;
        op->keep_release = hs_ref_release;
    }
    return op;
}

void hs_op_unref_locked(hs_op *op)
{
    if (--op->refs == 0)
        hs_op_free(op);
}

void hs_op_depend_locked(hs_op *op, hs_op *dep)
{
    if (!dep || dep->state == HS_OPS_DONE || dep == op)
        return;
    ut_vec_push(&dep->waiters, op);
    op->npend++;
}

static int hs_op_ready(const hs_op *op)
{
    return op->state == HS_OPS_PENDING && op->npend == 0 &&
           (op->floating || op->stream->head == op);
}

/* ---- streams ---- */
hs_stream *hs_stream_find_locked(hipStream_t s)
{
    if (!s)
        return &hs_null_stream;
    if (s == hipStreamPerThread)
        return &hs_per_thread_stream;
    return hs_obj_live(&hs_s.streams, s) ? (hs_stream *)(void *)s : NULL;
}

hs_stream *hs_sched_stream_new(unsigned flags, int priority)
{
    pthread_mutex_lock(&hs_s.mu);
    hs_stream *st = hs_obj_new(&hs_s.streams);
    if (st) {
        st->flags = flags;
        st->priority = priority;
        st->id = hs_s.next_id++;
    }
    pthread_mutex_unlock(&hs_s.mu);
    return st;
}

unsigned long long hs_stream_id(const hs_stream *st)
{
    return st->is_null ? 0 : st == &hs_per_thread_stream ? 1 : st->id;
}

static int hs_stream_blocking(const hs_stream *st)
{
    return !st->is_null && !(st->flags & hipStreamNonBlocking);
}

static void hs_busy_add_locked(hs_stream *st)
{
    st->bprev = NULL;
    st->bnext = hs_s.busy;
    if (hs_s.busy)
        hs_s.busy->bprev = st;
    hs_s.busy = st;
}

static void hs_busy_remove_locked(hs_stream *st)
{
    if (st->bprev)
        st->bprev->bnext = st->bnext;
    else
        hs_s.busy = st->bnext;
    if (st->bnext)
        st->bnext->bprev = st->bprev;
    st->bprev = st->bnext = NULL;
}

static void hs_stream_free_locked(hs_stream *st)
{
    ut_vec_free(&st->cap_deps);
    hs_obj_free(&hs_s.streams, st);
}

static void hs_stream_free_cb(void *st, void *arg)
{
    (void)arg;
    hs_stream_free_locked(st);
}

void hs_sched_streams_reset_locked(void) { hs_obj_each(&hs_s.streams, hs_stream_free_cb, NULL); }

/* ---- completion and starting ---- */
static void hs_coop_start_locked(hs_op *op);

static void hs_wake_workers_locked(unsigned long long units)
{
    if (hs_s.idle_workers > 0) {
        if (units > 1)
            pthread_cond_broadcast(&hs_s.work_cv);
        else
            pthread_cond_signal(&hs_s.work_cv);
    }
}

static void hs_rq_push_locked(hs_op *op)
{
    op->refs++;
    op->rq_next = NULL;
    if (hs_s.rq_tail)
        hs_s.rq_tail->rq_next = op;
    else
        hs_s.rq_head = op;
    hs_s.rq_tail = op;
    hs_wake_workers_locked(op->nunits);
}

/* Marks op done, drops it from its FIFO and pushes the ops it made ready on *ready. */
static void hs_complete_locked(hs_op *op, hs_op **ready)
{
    hs_stream *st = op->stream;
    op->state = HS_OPS_DONE;
    hs_now(&op->done_time);
    if (!op->floating) {
        st->head = op->snext;
        if (!st->head) {
            st->tail = NULL;
            if (hs_stream_blocking(st))
                hs_busy_remove_locked(st);
        } else if (hs_op_ready(st->head)) {
            st->head->wnext = *ready;
            *ready = st->head;
        }
    }
    hs_s.pending--;
    for (size_t i = 0; i < op->waiters.n; i++) {
        hs_op *w = op->waiters.v[i];
        if (--w->npend == 0 && hs_op_ready(w)) {
            w->wnext = *ready;
            *ready = w;
        }
    }
    op->waiters.n = 0;
    pthread_cond_broadcast(&hs_s.done_cv);
    hs_op_unref_locked(op);   /* the FIFO's (or the floating op's own) reference */
}

/* Starts the ops of the list, and those their completions make ready (markers complete at
 * once). */
static void hs_start_locked(hs_op *list)
{
    while (list) {
        hs_op *op = list;
        list = op->wnext;
        if (op->state != HS_OPS_PENDING)
            continue;
        switch (op->kind) {
        case HS_OP_MARKER:
            hs_complete_locked(op, &list);
            break;
        case HS_OP_KERNEL:
            op->state = HS_OPS_QUEUED;
            if (op->grid->cooperative)
                hs_coop_start_locked(op);
            else
                hs_rq_push_locked(op);
            break;
        default:
            op->state = HS_OPS_QUEUED;
            hs_rq_push_locked(op);
            break;
        }
    }
}

/* Called by whoever finished the last unit of op (mu held). */
static void hs_op_finished_locked(hs_op *op)
{
    hs_op *ready = NULL;
    hs_complete_locked(op, &ready);
    hs_start_locked(ready);
}

void hs_sched_submit_locked(hs_op *op, hs_stream *st)
{
    op->stream = st;
    if (st->is_null) {
        for (hs_stream *s = hs_s.busy; s; s = s->bnext)
            hs_op_depend_locked(op, s->tail);
    } else if (hs_stream_blocking(st)) {
        hs_op_depend_locked(op, hs_null_stream.tail);
    }
    op->snext = NULL;
    if (st->tail) {
        st->tail->snext = op;
    } else {
        st->head = op;
        if (hs_stream_blocking(st))
            hs_busy_add_locked(st);
    }
    st->tail = op;
    hs_s.pending++;
    if (hs_op_ready(op)) {
        op->wnext = NULL;
        hs_start_locked(op);
    }
}

void hs_sched_submit_group_locked(hs_op **ops, size_t n, hs_stream *st)
{
    hs_op *ready = NULL;
    hs_s.pending += n;
    for (size_t i = 0; i < n; i++) {
        ops[i]->stream = st;
        ops[i]->floating = 1;
    }
    for (size_t i = n; i-- > 0;)
        if (hs_op_ready(ops[i])) {
            ops[i]->wnext = ready;
            ready = ops[i];
        }
    hs_start_locked(ready);
}

/* ---- running units ---- */
static void hs_run_units(hs_op *op, unsigned long long u, unsigned long long k)
{
    if (op->kind == HS_OP_KERNEL)
        hs_run_blocks(op->grid, u, k);
    else
        op->task(op);
}

/* Takes the next units of op to run, as many as a guided schedule gives (an eighth of what is
 * left per thread, at least 1): long runs of consecutive blocks (streaming memory access, few
 * atomics on the shared counters) for grids of many small blocks, single blocks at the end so
 * that no thread idles while another has a long queue. Returns the count (0 when none is
 * left) and the first unit in *first. */
static unsigned long long hs_take_units(hs_op *op, unsigned long long *first)
{
    unsigned long long threads = hs_core_count() + 1ull;   /* workers and a helping host */
    unsigned long long u = atomic_load_explicit(&op->next_unit, memory_order_relaxed);
    for (;;) {
        if (u >= op->nunits)
            return 0;
        unsigned long long k = (op->nunits - u) / (8 * threads);
        k = k < 1 ? 1 : k;
        if (atomic_compare_exchange_weak(&op->next_unit, &u, u + k)) {
            *first = u;
            return k;
        }
    }
}

/* Runs the units of one op from the run queue (of stream `only`, or any when NULL); mu held on
 * entry and exit; 0 if there was none. */
static int hs_help_one_locked(hs_stream *only)
{
    hs_op *op = hs_s.rq_head;
    while (op && atomic_load_explicit(&op->next_unit, memory_order_relaxed) >= op->nunits) {
        hs_s.rq_head = op->rq_next;
        if (!hs_s.rq_head)
            hs_s.rq_tail = NULL;
        hs_op_unref_locked(op);
        op = hs_s.rq_head;
    }
    /* A host thread waiting for one stream only helps with that stream's work: other work may
     * wait for something this thread has yet to do. */
    while (op && only && (op->stream != only ||
                          atomic_load_explicit(&op->next_unit, memory_order_relaxed) >= op->nunits))
        op = op->rq_next;
    if (!op)
        return 0;
    op->refs++;
    pthread_mutex_unlock(&hs_s.mu);
    for (;;) {
        unsigned long long u, k = hs_take_units(op, &u);
        if (!k)
            break;
        hs_run_units(op, u, k);
        if (atomic_fetch_add(&op->done_units, k) + k == op->nunits) {
            pthread_mutex_lock(&hs_s.mu);
            hs_op_finished_locked(op);
            pthread_mutex_unlock(&hs_s.mu);
            break;
        }
    }
    pthread_mutex_lock(&hs_s.mu);
    hs_op_unref_locked(op);
    return 1;
}

void hs_sched_wait_locked(hs_op *op)
{
    while (op->state != HS_OPS_DONE)
        if (!hs_help_one_locked(op->stream))
            pthread_cond_wait(&hs_s.done_cv, &hs_s.mu);
}

/* ---- cooperative launches: every block on its own OS thread ---- */
typedef struct hs_coop_arg { hs_op *op; unsigned long long block; } hs_coop_arg;

static void *hs_coop_main(void *p)
{
    hs_coop_arg a = *(hs_coop_arg *)p;
    free(p);
    hs_run_blocks(a.op->grid, a.block, 1);
    hs_block_thread_exit();
    pthread_mutex_lock(&hs_s.mu);
    if (atomic_fetch_add(&a.op->done_units, 1) + 1 == a.op->nunits)
        hs_op_finished_locked(a.op);
    hs_op_unref_locked(a.op);
    pthread_mutex_unlock(&hs_s.mu);
    return NULL;
}

static void hs_coop_start_locked(hs_op *op)
{
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&at, HS_ASAN ? (2u << 20) : (512u << 10));
    for (unsigned long long i = 0; i < op->nunits; i++) {
        hs_coop_arg *a = malloc(sizeof *a);
        pthread_t t;
        if (!a)
            hs_device_abort("out of memory starting a cooperative launch");
        a->op = op;
        a->block = i;
        op->refs++;
        if (pthread_create(&t, &at, hs_coop_main, a) != 0)
            hs_device_abort("cannot start the threads of a cooperative launch");
    }
    pthread_attr_destroy(&at);
}

/* ---- the worker pool ---- */
static void *hs_worker_main(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&hs_s.mu);
    for (;;) {
        if (hs_help_one_locked(NULL))
            continue;
        hs_s.idle_workers++;
        pthread_cond_wait(&hs_s.work_cv, &hs_s.mu);
        hs_s.idle_workers--;
    }
    return NULL;
}

static void hs_pool_start(void)
{
    unsigned n = hs_core_count();
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&at, 1u << 20);
    for (unsigned i = 0; i < n; i++) {
        pthread_t t;
        if (pthread_create(&t, &at, hs_worker_main, NULL) != 0) {
            fprintf(stderr, "hipshim: cannot start worker thread %u\n", i);
            if (i == 0)
                abort();
            break;
        }
    }
    pthread_attr_destroy(&at);
}

static pthread_once_t hs_pool_once = PTHREAD_ONCE_INIT;

void hs_sched_init(void) { pthread_once(&hs_pool_once, hs_pool_start); }

/* ---- submitting and waiting ---- */
hipError_t hs_sched_submit(hs_op *op, hipStream_t s, int how)
{
    hs_sched_init();
    pthread_mutex_lock(&hs_s.mu);
    hs_stream *st = hs_stream_find_locked(s);
    if (!st) {
        pthread_mutex_unlock(&hs_s.mu);
        hs_op_free(op);
        return hipErrorInvalidHandle;
    }
    if ((how & HS_SUBMIT_INLINE) && hs_s.pending == 0 && op->kind == HS_OP_TASK) {
        /* Nothing in flight: the op may run now, on this thread, in order by construction. */
        pthread_mutex_unlock(&hs_s.mu);
        op->stream = st;
        op->task(op);
        hs_op_free(op);
        return hipSuccess;
    }
    int wait = how & HS_SUBMIT_WAIT;
    if (wait)
        op->refs++;
    hs_sched_submit_locked(op, st);
    if (wait) {
        hs_sched_wait_locked(op);
        hs_op_unref_locked(op);
    }
    pthread_mutex_unlock(&hs_s.mu);
    return hipSuccess;
}

int hs_sched_idle_locked(void) { return hs_s.pending == 0; }

void hs_sched_wait_all(void)
{
    hs_sched_init();
    pthread_mutex_lock(&hs_s.mu);
    while (hs_s.pending)
        if (!hs_help_one_locked(NULL))
            pthread_cond_wait(&hs_s.done_cv, &hs_s.mu);
    pthread_mutex_unlock(&hs_s.mu);
}

hipError_t hs_sched_sync(hipStream_t s)
{
    hs_sched_init();
    pthread_mutex_lock(&hs_s.mu);
    hs_stream *st = hs_stream_find_locked(s);
    if (!st) {
        pthread_mutex_unlock(&hs_s.mu);
        return hipErrorInvalidHandle;
    }
    hs_op *op = NULL;
    if (st->is_null) {
        /* A marker on the null stream waits for every blocking stream, as legacy sync does. */
        op = hs_op_new(HS_OP_MARKER, 0);
        if (!op) {
            pthread_mutex_unlock(&hs_s.mu);
            return hipErrorOutOfMemory;
        }
        op->refs++;
        hs_sched_submit_locked(op, st);
    } else if (st->tail) {
        op = st->tail;
        op->refs++;
    }
    if (op) {
        hs_sched_wait_locked(op);
        hs_op_unref_locked(op);
    }
    pthread_mutex_unlock(&hs_s.mu);
    return hipSuccess;
}

hipError_t hs_sched_stream_destroy(hipStream_t s)
{
    if (!s || s == hipStreamPerThread)
        return hipErrorInvalidHandle;
    pthread_mutex_lock(&hs_s.mu);
    hs_stream *st = hs_stream_find_locked(s);
    if (!st) {
        pthread_mutex_unlock(&hs_s.mu);
        return hipErrorInvalidHandle;
    }
    /* Pending work completes first (HIP releases the stream once its work is done). */
    while (st->tail) {
        hs_op *op = st->tail;
        op->refs++;
        hs_sched_wait_locked(op);
        hs_op_unref_locked(op);
    }
    hs_stream_free_locked(st);
    pthread_mutex_unlock(&hs_s.mu);
    return hipSuccess;
}
