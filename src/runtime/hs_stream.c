/* hs_stream.c - streams, events and the scheduler: every asynchronous operation (kernel, copy,
 * memset, event record, stream wait, host function) is an op in its stream's FIFO; an op starts
 * when it heads its FIFO and its extra dependencies are done (legacy null-stream ordering:
 * null-stream ops wait for all blocking streams and vice versa; non-blocking streams are
 * independent). Ops with work go to a run queue served by the worker pool (one thread per core,
 * sleeping on a condition variable when idle) and by host threads that wait for completion.
 * Ownership: hipshim runtime core area. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_internal.h"
#include <hip/hipshim/hs_libs.h>

static hs_stream hs_per_thread_stream;
static hs_stream hs_null_stream = { .next = &hs_per_thread_stream, .is_null = 1 };

hs_rt hs_g = {
    .mu = PTHREAD_MUTEX_INITIALIZER,
    .work_cv = PTHREAD_COND_INITIALIZER,
    .done_cv = PTHREAD_COND_INITIALIZER,
    .streams = &hs_null_stream,
};

hs_stream *hs_stream_lookup(hipStream_t s)
{
    if (!s)
        return &hs_null_stream;
    if (s == hipStreamPerThread)
        return &hs_per_thread_stream;
    for (hs_stream *st = hs_g.streams; st; st = st->next)
        if (st == (hs_stream *)s)
            return st;
    return NULL;
}

static hs_event *hs_event_lookup(hipEvent_t e)
{
    if (!e)
        return NULL;
    for (hs_event *ev = hs_g.events; ev; ev = ev->next)
        if (ev == (hs_event *)e)
            return ev;
    return NULL;
}

hs_op *hs_op_new(int kind)
{
    hs_op *op = calloc(1, sizeof *op);
    if (!op)
        return NULL;
    op->kind = kind;
    op->refs = 1;
    op->nunits = 1;
    return op;
}

static void hs_op_free(hs_op *op)
{
    if (op->kind == HS_OP_KERNEL)
        hs_kernel_release(op);
    free(op->deps);
    free(op);
}

void hs_op_unref_locked(hs_op *op)
{
    if (--op->refs == 0)
        hs_op_free(op);
}

static int hs_op_add_dep(hs_op *op, hs_op *dep)
{
    if (!dep || dep->state == HS_OPS_DONE)
        return 0;
    if (op->ndeps == op->capdeps) {
        int nc = op->capdeps ? op->capdeps * 2 : 4;
        hs_op **n = realloc(op->deps, (size_t)nc * sizeof *n);
        if (!n)
            return -1;
        op->deps = n;
        op->capdeps = nc;
    }
    dep->refs++;
    op->deps[op->ndeps++] = dep;
    return 0;
}

static int hs_op_deps_done(hs_op *op)
{
    for (int i = 0; i < op->ndeps; i++)
        if (op->deps[i]->state != HS_OPS_DONE)
            return 0;
    return 1;
}

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
    hs_g.pending--;
    for (int i = 0; i < op->ndeps; i++)
        hs_op_unref_locked(op->deps[i]);
    op->ndeps = 0;
    pthread_cond_broadcast(&hs_g.done_cv);
    hs_op_unref_locked(op);   /* the FIFO's reference */
}

void hs_wake_workers_locked(unsigned long long units)
{
    if (hs_g.idle_workers > 0) {
        if (units > 1)
            pthread_cond_broadcast(&hs_g.work_cv);
        else
            pthread_cond_signal(&hs_g.work_cv);
    }
}

static void hs_rq_push_locked(hs_op *op)
{
    op->refs++;
    op->rq_next = NULL;
    if (hs_g.rq_tail)
        hs_g.rq_tail->rq_next = op;
    else
        hs_g.rq_head = op;
    hs_g.rq_tail = op;
    hs_wake_workers_locked(op->nunits);
}

/* Starts every op that became ready; ops without work complete at once. */
static void hs_schedule_locked(void)
{
    int progress = 1;
    while (progress) {
        progress = 0;
        for (hs_stream *st = hs_g.streams; st; st = st->next) {
            hs_op *op = st->head;
            if (!op || op->state != HS_OPS_PENDING || !hs_op_deps_done(op))
                continue;
            switch (op->kind) {
            case HS_OP_EVENT:
            case HS_OP_WAIT:
                hs_complete_locked(op);
                progress = 1;
                break;
            case HS_OP_KERNEL:
                op->state = HS_OPS_QUEUED;
                if (op->launch.cooperative)
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
void hs_op_finished_locked(hs_op *op)
{
    hs_complete_locked(op);
    hs_schedule_locked();
}

void hs_op_submit_locked(hs_op *op, hs_stream *st)
{
    op->stream = st;
    if (st->is_null) {
        for (hs_stream *s = hs_g.streams; s; s = s->next)
            if (s != st && !(s->flags & hipStreamNonBlocking))
                hs_op_add_dep(op, s->tail);
    } else if (!(st->flags & hipStreamNonBlocking)) {
        hs_op_add_dep(op, hs_null_stream.tail);
    }
    op->snext = NULL;
    if (st->tail)
        st->tail->snext = op;
    else
        st->head = op;
    st->tail = op;
    hs_g.pending++;
    hs_schedule_locked();
}

static void hs_run_units(hs_op *op, unsigned long long u, unsigned long long k)
{
    if (op->kind == HS_OP_KERNEL)
        hs_kernel_units(op, u, k);
    else
        hs_op_execute_simple(op);
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

int hs_help_one_locked(hs_stream *only)
{
    hs_op *op = hs_g.rq_head;
    while (op && atomic_load_explicit(&op->next_unit, memory_order_relaxed) >= op->nunits) {
        hs_g.rq_head = op->rq_next;
        if (!hs_g.rq_head)
            hs_g.rq_tail = NULL;
        hs_op_unref_locked(op);
        op = hs_g.rq_head;
    }
    /* A host thread waiting for one stream only helps with that stream's work: other work may
     * wait for something this thread has yet to do. */
    while (op && only && (op->stream != only ||
                          atomic_load_explicit(&op->next_unit, memory_order_relaxed) >= op->nunits))
        op = op->rq_next;
    if (!op)
        return 0;
    op->refs++;
    pthread_mutex_unlock(&hs_g.mu);
    for (;;) {
        unsigned long long u, k = hs_take_units(op, &u);
        if (!k)
            break;
        hs_run_units(op, u, k);
        if (atomic_fetch_add(&op->done_units, k) + k == op->nunits) {
            pthread_mutex_lock(&hs_g.mu);
            hs_op_finished_locked(op);
            pthread_mutex_unlock(&hs_g.mu);
            break;
        }
    }
    pthread_mutex_lock(&hs_g.mu);
    hs_op_unref_locked(op);
    return 1;
}

void hs_wait_op_locked(hs_op *op)
{
    while (op->state != HS_OPS_DONE)
        if (!hs_help_one_locked(op->stream))
            pthread_cond_wait(&hs_g.done_cv, &hs_g.mu);
}

static void *hs_worker_main(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&hs_g.mu);
    for (;;) {
        if (hs_help_one_locked(NULL))
            continue;
        hs_g.idle_workers++;
        pthread_cond_wait(&hs_g.work_cv, &hs_g.mu);
        hs_g.idle_workers--;
    }
    return NULL;
}

void hs_pool_start(unsigned n)
{
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

hipError_t hs_submit_simple(hs_op *op, hipStream_t stream, int sync)
{
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(stream);
    if (!st) {
        pthread_mutex_unlock(&hs_g.mu);
        hs_op_free(op);
        HS_RETURN(hipErrorInvalidHandle);
    }
    if (hs_g.pending == 0 && op->kind != HS_OP_EVENT && op->kind != HS_OP_WAIT) {
        /* Nothing in flight: the op may run now, on this thread, in order by construction. */
        pthread_mutex_unlock(&hs_g.mu);
        op->stream = st;
        hs_op_execute_simple(op);
        hs_op_free(op);
        return hipSuccess;
    }
    if (sync)
        op->refs++;
    hs_op_submit_locked(op, st);
    if (sync) {
        hs_wait_op_locked(op);
        hs_op_unref_locked(op);
    }
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

/* ---- synchronisation ---- */
hipError_t hipDeviceSynchronize(void)
{
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    while (hs_g.pending)
        if (!hs_help_one_locked(NULL))
            pthread_cond_wait(&hs_g.done_cv, &hs_g.mu);
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipStreamSynchronize(hipStream_t s)
{
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    if (!st) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorInvalidHandle);
    }
    hs_op *op = NULL;
    if (st->is_null) {
        /* A marker on the null stream waits for every blocking stream, as legacy sync does. */
        op = hs_op_new(HS_OP_WAIT);
        if (!op) {
            pthread_mutex_unlock(&hs_g.mu);
            HS_RETURN(hipErrorOutOfMemory);
        }
        op->refs++;
        hs_op_submit_locked(op, st);
    } else if (st->tail) {
        op = st->tail;
        op->refs++;
    }
    if (op) {
        hs_wait_op_locked(op);
        hs_op_unref_locked(op);
    }
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipStreamQuery(hipStream_t s)
{
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    int busy = st && st->head;
    pthread_mutex_unlock(&hs_g.mu);
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return busy ? hipErrorNotReady : hipSuccess;
}

/* ---- streams ---- */
hipError_t hipStreamCreateWithPriority(hipStream_t *s, unsigned flags, int priority)
{
    if (!s) HS_RETURN(hipErrorInvalidValue);
    if (flags & ~(unsigned)hipStreamNonBlocking) HS_RETURN(hipErrorInvalidValue);
    hs_init();
    hs_stream *st = calloc(1, sizeof *st);
    if (!st) HS_RETURN(hipErrorOutOfMemory);
    st->flags = flags;
    st->priority = priority < -1 ? -1 : priority > 0 ? 0 : priority;
    pthread_mutex_lock(&hs_g.mu);
    st->next = hs_g.streams->next;   /* after the null stream, which stays first */
    hs_g.streams->next = st;
    pthread_mutex_unlock(&hs_g.mu);
    *s = (hipStream_t)st;
    return hipSuccess;
}

hipError_t hipStreamCreateWithFlags(hipStream_t *s, unsigned flags)
{
    return hipStreamCreateWithPriority(s, flags, 0);
}

hipError_t hipStreamCreate(hipStream_t *s) { return hipStreamCreateWithPriority(s, 0, 0); }

/* Unlinks and frees a user stream whose FIFO is empty (mu held). */
static void hs_stream_free_locked(hs_stream *st)
{
    for (hs_stream **pp = &hs_g.streams; *pp; pp = &(*pp)->next)
        if (*pp == st) {
            *pp = st->next;
            break;
        }
    free(st);
}

hipError_t hipStreamDestroy(hipStream_t s)
{
    if (!s || s == hipStreamPerThread) HS_RETURN(hipErrorInvalidHandle);
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    if (!st) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorInvalidHandle);
    }
    /* Pending work completes first (HIP releases the stream once its work is done). */
    while (st->tail) {
        hs_op *op = st->tail;
        op->refs++;
        hs_wait_op_locked(op);
        hs_op_unref_locked(op);
    }
    hs_stream_free_locked(st);
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipStreamGetFlags(hipStream_t s, unsigned *flags)
{
    if (!flags) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    if (st)
        *flags = st->flags;
    pthread_mutex_unlock(&hs_g.mu);
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t s, int *prio)
{
    if (!prio) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    if (st)
        *prio = st->priority;
    pthread_mutex_unlock(&hs_g.mu);
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipStreamGetDevice(hipStream_t s, hipDevice_t *d)
{
    if (!d) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    pthread_mutex_unlock(&hs_g.mu);
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    *d = 0;
    return hipSuccess;
}

static hipError_t hs_submit_op(hs_op *op, hipStream_t s)
{
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    hs_stream *st = hs_stream_lookup(s);
    if (!st) {
        pthread_mutex_unlock(&hs_g.mu);
        hs_op_free(op);
        HS_RETURN(hipErrorInvalidHandle);
    }
    hs_op_submit_locked(op, st);
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipLaunchHostFunc(hipStream_t s, hipHostFn_t fn, void *user)
{
    if (!fn) HS_RETURN(hipErrorInvalidValue);
    hs_op *op = hs_op_new(HS_OP_HOSTFN);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->hostfn = fn;
    op->user = user;
    return hs_submit_op(op, s);
}

/* the HIP libraries' work (hipshim/hs_libs.h): runs at once when nothing is in flight */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void *user)
{
    hs_op *op = hs_op_new(HS_OP_HOSTFN);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->hostfn = fn;
    op->user = user;
    return hs_submit_simple(op, s, 0);
}

hipError_t hipStreamAddCallback(hipStream_t s, hipStreamCallback_t cb, void *user, unsigned flags)
{
    if (!cb || flags) HS_RETURN(hipErrorInvalidValue);
    hs_op *op = hs_op_new(HS_OP_STREAMCB);
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->streamcb = (void (*)(void *, int, void *))cb;
    op->user = user;
    return hs_submit_op(op, s);
}

/* ---- events ---- */
#define HS_EVENT_FLAGS (hipEventBlockingSync | hipEventDisableTiming | hipEventInterprocess | \
                        hipEventDisableSystemFence | hipEventReleaseToDevice | \
                        hipEventReleaseToSystem)

hipError_t hipEventCreateWithFlags(hipEvent_t *e, unsigned flags)
{
    if (!e) HS_RETURN(hipErrorInvalidValue);
    if ((flags & ~(unsigned)HS_EVENT_FLAGS) ||
        ((flags & hipEventInterprocess) && !(flags & hipEventDisableTiming)))
        HS_RETURN(hipErrorInvalidValue);
    hs_init();
    hs_event *ev = calloc(1, sizeof *ev);
    if (!ev) HS_RETURN(hipErrorOutOfMemory);
    ev->flags = flags;
    pthread_mutex_lock(&hs_g.mu);
    ev->next = hs_g.events;
    hs_g.events = ev;
    pthread_mutex_unlock(&hs_g.mu);
    *e = (hipEvent_t)ev;
    return hipSuccess;
}

hipError_t hipEventCreate(hipEvent_t *e) { return hipEventCreateWithFlags(e, 0); }

hipError_t hipEventDestroy(hipEvent_t e)
{
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ev = hs_event_lookup(e);
    if (ev) {
        for (hs_event **pp = &hs_g.events; *pp; pp = &(*pp)->next)
            if (*pp == ev) {
                *pp = ev->next;
                break;
            }
        if (ev->rec)
            hs_op_unref_locked(ev->rec);
        free(ev);
    }
    pthread_mutex_unlock(&hs_g.mu);
    if (!ev) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipEventRecordWithFlags(hipEvent_t e, hipStream_t s, unsigned flags)
{
    (void)flags;
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ev = hs_event_lookup(e);
    hs_stream *st = hs_stream_lookup(s);
    if (!ev || !st) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorInvalidHandle);
    }
    hs_op *op = hs_op_new(HS_OP_EVENT);
    if (!op) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorOutOfMemory);
    }
    op->event = ev;
    if (ev->rec)
        hs_op_unref_locked(ev->rec);
    ev->rec = op;
    op->refs++;
    hs_op_submit_locked(op, st);
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipEventRecord(hipEvent_t e, hipStream_t s) { return hipEventRecordWithFlags(e, s, 0); }

hipError_t hipEventQuery(hipEvent_t e)
{
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ev = hs_event_lookup(e);
    int busy = ev && ev->rec && ev->rec->state != HS_OPS_DONE;
    pthread_mutex_unlock(&hs_g.mu);
    if (!ev) HS_RETURN(hipErrorInvalidHandle);
    return busy ? hipErrorNotReady : hipSuccess;
}

hipError_t hipEventSynchronize(hipEvent_t e)
{
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ev = hs_event_lookup(e);
    if (!ev) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorInvalidHandle);
    }
    hs_op *op = ev->rec;
    if (op) {
        op->refs++;
        hs_wait_op_locked(op);
        hs_op_unref_locked(op);
    }
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipEventElapsedTime(float *ms, hipEvent_t a, hipEvent_t b)
{
    if (!ms) HS_RETURN(hipErrorInvalidValue);
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ea = hs_event_lookup(a), *eb = hs_event_lookup(b);
    hipError_t r = hipSuccess;
    if (!ea || !eb || !ea->rec || !eb->rec ||
        ((ea->flags | eb->flags) & hipEventDisableTiming))
        r = hipErrorInvalidHandle;
    else if (ea->rec->state != HS_OPS_DONE || eb->rec->state != HS_OPS_DONE)
        r = hipErrorNotReady;
    else {
        struct timespec ta = ea->rec->done_time, tb = eb->rec->done_time;
        double d = (double)(tb.tv_sec - ta.tv_sec) * 1e3 + (double)(tb.tv_nsec - ta.tv_nsec) / 1e6;
        *ms = (float)d;
    }
    pthread_mutex_unlock(&hs_g.mu);
    if (r != hipSuccess && r != hipErrorNotReady)
        HS_RETURN(r);
    return r;
}

hipError_t hipStreamWaitEvent(hipStream_t s, hipEvent_t e, unsigned flags)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    hs_init();
    pthread_mutex_lock(&hs_g.mu);
    hs_event *ev = hs_event_lookup(e);
    hs_stream *st = hs_stream_lookup(s);
    if (!ev || !st) {
        pthread_mutex_unlock(&hs_g.mu);
        HS_RETURN(hipErrorInvalidHandle);
    }
    if (ev->rec && ev->rec->state != HS_OPS_DONE) {
        hs_op *op = hs_op_new(HS_OP_WAIT);
        if (!op || hs_op_add_dep(op, ev->rec)) {
            if (op)
                hs_op_free(op);
            pthread_mutex_unlock(&hs_g.mu);
            HS_RETURN(hipErrorOutOfMemory);
        }
        hs_op_submit_locked(op, st);
    }
    pthread_mutex_unlock(&hs_g.mu);
    return hipSuccess;
}

hipError_t hipDeviceReset(void)
{
    hipDeviceSynchronize();
    pthread_mutex_lock(&hs_g.mu);
    while (hs_g.streams->next != &hs_per_thread_stream && hs_g.streams->next)
        hs_stream_free_locked(hs_g.streams->next);
    /* keep the per-thread stream; drop everything after it */
    while (hs_per_thread_stream.next)
        hs_stream_free_locked(hs_per_thread_stream.next);
    while (hs_g.events) {
        hs_event *ev = hs_g.events;
        hs_g.events = ev->next;
        if (ev->rec)
            hs_op_unref_locked(ev->rec);
        free(ev);
    }
    pthread_mutex_unlock(&hs_g.mu);
    hs_mem_free_all();
    return hipSuccess;
}
