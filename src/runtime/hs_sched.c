/* hs_sched.c - the scheduler: every asynchronous operation (kernel, copy, memset, event record,
 * stream wait, host function) is an op in its stream's FIFO; an op starts when it heads its FIFO
 * and its extra dependencies are done (legacy null-stream ordering: null-stream ops wait for all
 * blocking streams and vice versa; non-blocking streams are independent). Ops with work go to a
 * run queue served by the worker pool (one thread per core, sleeping on a condition variable
 * when idle) and by host threads that wait for completion; a cooperative kernel gets one OS
 * thread per block instead, so that all its blocks are resident at once. The layers above
 * (hs_exec.c, hs_memory.c, hs_stream.c, hs_device.c) make ops and submit them; the units of an
 * op run here, through hs_block.c for a kernel's blocks and through the op's task function for
 * the rest, and complete here.
 * Ownership: ops, user streams and the run queue's links, as hs_internal.h states; the null
 * and per-thread streams are static. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"

static hs_stream hs_per_thread_stream;
static hs_stream hs_null_stream = { .next = &hs_per_thread_stream, .is_null = 1 };

static struct {
    pthread_mutex_t mu;
    pthread_cond_t work_cv;       /* workers sleep here */
    pthread_cond_t done_cv;       /* host threads waiting for completions */
    hs_op *rq_head, *rq_tail;     /* ops whose units may be taken */
    hs_stream *streams;           /* the null stream first, then hipStreamPerThread's */
    unsigned long long pending;   /* ops enqueued and not done */
    int idle_workers;
} hs_s = {
    .mu = PTHREAD_MUTEX_INITIALIZER,
    .work_cv = PTHREAD_COND_INITIALIZER,
    .done_cv = PTHREAD_COND_INITIALIZER,
    .streams = &hs_null_stream,
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

static void hs_op_free(hs_op *op)
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
    ut_vec_free(&op->deps);
    free(op);
}

void hs_op_unref_locked(hs_op *op)
{
    if (--op->refs == 0)
        hs_op_free(op);
}

void hs_op_depend_locked(hs_op *op, hs_op *dep)
{
    if (!dep || dep->state == HS_OPS_DONE)
        return;
    dep->refs++;
    ut_vec_push(&op->deps, dep);
}

static int hs_op_deps_done(hs_op *op)
{
    for (size_t i = 0; i < op->deps.n; i++)
        if (op->deps.v[i]->state != HS_OPS_DONE)
            return 0;
    return 1;
}

/* ---- streams ---- */
hs_stream *hs_stream_find_locked(hipStream_t s)
{
    if (!s)
        return &hs_null_stream;
    if (s == hipStreamPerThread)
        return &hs_per_thread_stream;
    for (hs_stream *st = hs_s.streams; st; st = st->next)
        if (st == (hs_stream *)s)
            return st;
    return NULL;
}

hs_stream *hs_sched_stream_new(unsigned flags, int priority)
{
    hs_stream *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->flags = flags;
    st->priority = priority;
    pthread_mutex_lock(&hs_s.mu);
    st->next = hs_s.streams->next;   /* after the null stream, which stays first */
    hs_s.streams->next = st;
    pthread_mutex_unlock(&hs_s.mu);
    return st;
}

/* Unlinks and frees a user stream whose FIFO is empty (mu held). */
static void hs_stream_free_locked(hs_stream *st)
{
    for (hs_stream **pp = &hs_s.streams; *pp; pp = &(*pp)->next)
        if (*pp == st) {
            *pp = st->next;
            break;
        }
    free(st);
}

void hs_sched_streams_reset_locked(void)
{
    while (hs_s.streams->next != &hs_per_thread_stream && hs_s.streams->next)
        hs_stream_free_locked(hs_s.streams->next);
    /* keep the per-thread stream; drop everything after it */
    while (hs_per_thread_stream.next)
        hs_stream_free_locked(hs_per_thread_stream.next);
}

/* ---- completion and starting ---- */
static void hs_complete_locked(hs_op *op)
{
    hs_stream *st = op->stream;
    op->state = HS_OPS_DONE;
    hs_now(&op->done_time);
    if (st->head == op) {
        st->head = op->snext;
        if (!st->head)
            st->tail = NULL;
    }
    hs_s.pending--;
    for (size_t i = 0; i < op->deps.n; i++)
        hs_op_unref_locked(op->deps.v[i]);
    op->deps.n = 0;
    pthread_cond_broadcast(&hs_s.done_cv);
    hs_op_unref_locked(op);   /* the FIFO's reference */
}

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

static void hs_coop_start_locked(hs_op *op);

/* Starts every op that became ready; markers complete at once. */
static void hs_schedule_locked(void)
{
    int progress = 1;
    while (progress) {
        progress = 0;
        for (hs_stream *st = hs_s.streams; st; st = st->next) {
            hs_op *op = st->head;
            if (!op || op->state != HS_OPS_PENDING || !hs_op_deps_done(op))
                continue;
            switch (op->kind) {
            case HS_OP_MARKER:
                hs_complete_locked(op);
                progress = 1;
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
}

/* Called by whoever finished the last unit of op (mu held). */
static void hs_op_finished_locked(hs_op *op)
{
    hs_complete_locked(op);
    hs_schedule_locked();
}

void hs_sched_submit_locked(hs_op *op, hs_stream *st)
{
    op->stream = st;
    if (st->is_null) {
        for (hs_stream *s = hs_s.streams; s; s = s->next)
            if (s != st && !(s->flags & hipStreamNonBlocking))
                hs_op_depend_locked(op, s->tail);
    } else if (!(st->flags & hipStreamNonBlocking)) {
        hs_op_depend_locked(op, hs_null_stream.tail);
    }
    op->snext = NULL;
    if (st->tail)
        st->tail->snext = op;
    else
        st->head = op;
    st->tail = op;
    hs_s.pending++;
    hs_schedule_locked();
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
