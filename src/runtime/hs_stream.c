/* hs_stream.c - the stream and event API: streams (create, destroy, query, synchronize, flags,
 * priority, id, attributes, host functions and callbacks in stream order) and events (record,
 * query, synchronize, elapsed time, stream waits). Streams are the scheduler's queues
 * (hs_sched.c); an event record is a marker op there, whose completion time the event reads,
 * and a stream wait is a marker that depends on the event's latest record. In a capturing
 * stream (hs_capture.c) a record remembers the nodes captured so far and a wait for such a
 * record joins the capture.
 * Ownership: events are made by hipEventCreate* and freed by hipEventDestroy or hipDeviceReset
 * (a handle pool: O(1) each); an event holds a reference on its latest record op, or owns its
 * capture point. Host function and callback ops carry the program's function and argument,
 * which stay the program's. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "hs_internal.h"
#include <hip/hipshim/hs_libs.h>

/* An interprocess event's state, in a page of a memory file that every process holding the
 * event maps: records are numbered, and `done` is the highest record completed. Reference
 * counted: the event holds one, each op that reads or writes the page another. */
typedef struct hs_ipc_page { _Atomic unsigned long long recorded, done; } hs_ipc_page;
typedef struct hs_ipc_ev {
    hs_ref ref;
    hs_ipc_page *page;
    int fd;
} hs_ipc_ev;

static void hs_ipc_ev_destroy(hs_ref *r)
{
    hs_ipc_ev *x = (hs_ipc_ev *)r;
    munmap(x->page, sizeof *x->page);
    close(x->fd);
    free(x);
}

/* The state of an interprocess event: a new memory file (fd < 0) or the one given (taken over). */
static hs_ipc_ev *hs_ipc_ev_new(int fd)
{
    hs_ipc_ev *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    if (fd < 0 && ((fd = memfd_create("hipshim-ipc-event", MFD_CLOEXEC)) < 0 ||
                   ftruncate(fd, sizeof *x->page) != 0)) {
        if (fd >= 0)
            close(fd);
        free(x);
        return NULL;
    }
    x->page = mmap(NULL, sizeof *x->page, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (x->page == MAP_FAILED) {
        close(fd);
        free(x);
        return NULL;
    }
    atomic_init(&x->ref.refs, 1);
    x->ref.destroy = hs_ipc_ev_destroy;
    x->fd = fd;
    return x;
}

/* an op's view of an interprocess event: record number `seq` */
typedef struct hs_ipc_arg { hs_ipc_page *page; unsigned long long seq; } hs_ipc_arg;

static void hs_run_ipc_done(hs_op *op)
{
    const hs_ipc_arg *a = (const hs_ipc_arg *)op->data;
    unsigned long long d = atomic_load(&a->page->done);
    while (d < a->seq && !atomic_compare_exchange_weak(&a->page->done, &d, a->seq))
        ;
}

static void hs_ipc_poll(const hs_ipc_page *page, unsigned long long seq)
{
    for (unsigned spins = 0; atomic_load(&page->done) < seq; spins++)
        if (spins > 1000) {
            struct timespec ts = { 0, 20000 };
            nanosleep(&ts, NULL);
        }
}

static void hs_run_ipc_wait(hs_op *op)
{
    const hs_ipc_arg *a = (const hs_ipc_arg *)op->data;
    hs_ipc_poll(a->page, a->seq);
}

/* A task op of x reading or writing record seq; NULL when out of memory. */
static hs_op *hs_ipc_op(hs_ipc_ev *x, unsigned long long seq, hs_task_fn fn)
{
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_ipc_arg));
    if (!op)
        return NULL;
    op->task = fn;
    *(hs_ipc_arg *)op->data = (hs_ipc_arg){ x->page, seq };
    hs_ref_get(&x->ref);
    op->keep = x;
    op->keep_release = hs_ref_release;
    return op;
}

typedef struct hs_event {
    unsigned flags;
    hs_ipc_ev *ipc;               /* interprocess events' shared state */
    hs_op *rec;                   /* latest record, NULL if never recorded */
    hs_capture_point *cap_rec;    /* latest record, when it was made in a capture */
} hs_event;

static hs_objpool hs_events = { .size = sizeof(hs_event) };   /* under the scheduler lock */

static hs_event *hs_event_find_locked(hipEvent_t e)
{
    return hs_obj_live(&hs_events, e) ? (hs_event *)(void *)e : NULL;
}

/* ---- streams ---- */
/* hipErrorInvalidHandle, or the capture's objection to synchronising with s */
static hipError_t hs_stream_sync_check(hipStream_t s)
{
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hipError_t e = st ? hs_capture_sync_locked(st) : hipErrorInvalidHandle;
    hs_sched_unlock();
    return e;
}

hipError_t hipStreamSynchronize(hipStream_t s)
{
    hipError_t e = hs_stream_sync_check(s);
    if (e == hipSuccess)
        e = hs_sched_sync(s);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamQuery(hipStream_t s)
{
    hipError_t e = hs_stream_sync_check(s);
    if (e != hipSuccess) HS_RETURN(e);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    int busy = st && st->head;
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return busy ? hipErrorNotReady : hipSuccess;
}

hipError_t hipStreamCreateWithPriority(hipStream_t *s, unsigned flags, int priority)
{
    if (!s) HS_RETURN(hipErrorInvalidValue);
    if (flags & ~(unsigned)hipStreamNonBlocking) HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    hs_stream *st = hs_sched_stream_new(flags, priority < -1 ? -1 : priority > 0 ? 0 : priority);
    if (!st) HS_RETURN(hipErrorOutOfMemory);
    *s = (hipStream_t)st;
    return hipSuccess;
}

hipError_t hipStreamCreateWithFlags(hipStream_t *s, unsigned flags)
{
    return hipStreamCreateWithPriority(s, flags, 0);
}

hipError_t hipStreamCreate(hipStream_t *s) { return hipStreamCreateWithPriority(s, 0, 0); }

hipError_t hipStreamDestroy(hipStream_t s)
{
    hs_sched_lock();
    hs_stream *st = s && s != hipStreamPerThread ? hs_stream_find_locked(s) : NULL;
    if (st)
        hs_capture_stream_gone_locked(st);
    hs_sched_unlock();
    hipError_t e = hs_sched_stream_destroy(s);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamGetFlags(hipStream_t s, unsigned *flags)
{
    if (!flags) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    if (st)
        *flags = st->flags;
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t s, int *prio)
{
    if (!prio) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    if (st)
        *prio = st->priority;
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipStreamGetDevice(hipStream_t s, hipDevice_t *d)
{
    if (!d) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    *d = 0;
    return hipSuccess;
}

hipError_t hipStreamGetId(hipStream_t s, unsigned long long *id)
{
    if (!id) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    if (st)
        *id = hs_stream_id(st);
    hs_sched_unlock();
    if (!st) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

/* Stream attributes: the access policy window and the synchronisation policy are kept and read
 * back (a CPU has no L2 persistence or spin policy to apply them to); the priority is the
 * stream's. */
hipError_t hipStreamGetAttribute(hipStream_t s, hipStreamAttrID attr, hipStreamAttrValue *v)
{
    if (!v) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hipError_t e = st ? hipSuccess : hipErrorInvalidHandle;
    if (st) {
        switch (attr) {
        case hipStreamAttributeAccessPolicyWindow: v->accessPolicyWindow = st->attr_window; break;
        case hipStreamAttributeSynchronizationPolicy: v->syncPolicy = (hipSynchronizationPolicy)st->attr_sync; break;
        case hipStreamAttributePriority: v->priority = st->priority; break;
        default: e = hipErrorInvalidValue; break;
        }
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamSetAttribute(hipStream_t s, hipStreamAttrID attr, const hipStreamAttrValue *v)
{
    if (!v) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hipError_t e = st ? hipSuccess : hipErrorInvalidHandle;
    if (st) {
        switch (attr) {
        case hipStreamAttributeAccessPolicyWindow: st->attr_window = v->accessPolicyWindow; break;
        case hipStreamAttributeSynchronizationPolicy: st->attr_sync = (int)v->syncPolicy; break;
        case hipStreamAttributePriority:
            st->priority = v->priority < -1 ? -1 : v->priority > 0 ? 0 : v->priority;
            break;
        default: e = hipErrorInvalidValue; break;
        }
    }
    hs_sched_unlock();
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamCopyAttributes(hipStream_t dst, hipStream_t src)
{
    hs_sched_lock();
    hs_stream *d = hs_stream_find_locked(dst), *s = hs_stream_find_locked(src);
    if (d && s) {
        d->attr_window = s->attr_window;
        d->attr_sync = s->attr_sync;
        d->priority = s->priority;
    }
    hs_sched_unlock();
    if (!d || !s) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

/* ---- host functions in stream order: tasks ---- */
typedef struct hs_hostfn { hipHostFn_t fn; void *user; } hs_hostfn;
typedef struct hs_streamcb { hipStreamCallback_t cb; void *user; } hs_streamcb;

static void hs_run_hostfn(hs_op *op)
{
    const hs_hostfn *h = (const hs_hostfn *)op->data;
    h->fn(h->user);
}

static void hs_run_streamcb(hs_op *op)
{
    const hs_streamcb *c = (const hs_streamcb *)op->data;
    c->cb(hs_stream_handle(op->stream), hipSuccess, c->user);
}

hipError_t hipLaunchHostFunc(hipStream_t s, hipHostFn_t fn, void *user)
{
    if (!fn) HS_RETURN(hipErrorInvalidValue);
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_hostfn));
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->task = hs_run_hostfn;
    *(hs_hostfn *)op->data = (hs_hostfn){ fn, user };
    hipError_t e = hs_capture_submit(op, s, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hs_op *hs_stream_hostfn_op(hipHostFn_t fn, void *user)
{
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_hostfn));
    if (!op)
        return NULL;
    op->task = hs_run_hostfn;
    *(hs_hostfn *)op->data = (hs_hostfn){ fn, user };
    return op;
}

int hs_stream_op_hostfn(const hs_op *op, hipHostFn_t *fn, void **user)
{
    if (op->kind != HS_OP_TASK || op->task != hs_run_hostfn)
        return 0;
    const hs_hostfn *h = (const hs_hostfn *)op->data;
    *fn = h->fn;
    *user = h->user;
    return 1;
}

/* the HIP libraries' work (hipshim/hs_libs.h): runs at once when nothing is in flight; the job
 * is shared by the op that runs it and, when a capture took it, by the graph's node and every
 * instantiation's copy, and released with the last of them */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void (*release)(void *), void *user)
{
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_hostfn));
    if (!op || !hs_op_share(op, user, release)) {
        if (op)
            hs_op_free(op);
        if (release)
            release(user);
        HS_RETURN(hipErrorOutOfMemory);
    }
    op->task = hs_run_hostfn;
    *(hs_hostfn *)op->data = (hs_hostfn){ fn, user };
    hipError_t e = hs_capture_submit(op, s, HS_SUBMIT_INLINE);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamAddCallback(hipStream_t s, hipStreamCallback_t cb, void *user, unsigned flags)
{
    if (!cb || flags) HS_RETURN(hipErrorInvalidValue);
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_streamcb));
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->task = hs_run_streamcb;
    *(hs_streamcb *)op->data = (hs_streamcb){ cb, user };
    hipError_t e = hs_capture_submit(op, s, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
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
    hs_sched_init();
    hs_ipc_ev *x = NULL;
    if ((flags & hipEventInterprocess) && !(x = hs_ipc_ev_new(-1))) HS_RETURN(hipErrorOutOfMemory);
    hs_sched_lock();
    hs_event *ev = hs_obj_new(&hs_events);
    if (ev) {
        ev->flags = flags;
        ev->ipc = x;
    }
    hs_sched_unlock();
    if (!ev) {
        if (x)
            hs_ref_release(x);
        HS_RETURN(hipErrorOutOfMemory);
    }
    *e = (hipEvent_t)(void *)ev;
    return hipSuccess;
}

int hs_event_ipc_fd(hipEvent_t e)
{
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    int fd = !ev ? -2 : ev->ipc ? ev->ipc->fd : -1;
    hs_sched_unlock();
    return fd;
}

hipError_t hs_event_open_ipc(hipEvent_t *e, int fd)
{
    hs_sched_init();
    hs_ipc_ev *x = hs_ipc_ev_new(fd);
    if (!x) {
        close(fd);
        return hipErrorInvalidValue;
    }
    hs_sched_lock();
    hs_event *ev = hs_obj_new(&hs_events);
    if (ev) {
        ev->flags = hipEventInterprocess | hipEventDisableTiming;
        ev->ipc = x;
    }
    hs_sched_unlock();
    if (!ev) {
        hs_ref_release(x);
        return hipErrorOutOfMemory;
    }
    *e = (hipEvent_t)(void *)ev;
    return hipSuccess;
}

hipError_t hipEventCreate(hipEvent_t *e) { return hipEventCreateWithFlags(e, 0); }

/* Forgets ev's latest record (the scheduler lock held). */
static void hs_event_clear_locked(hs_event *ev)
{
    if (ev->rec)
        hs_op_unref_locked(ev->rec);
    ev->rec = NULL;
    hs_capture_point_free(ev->cap_rec);
    ev->cap_rec = NULL;
}

static void hs_event_free_locked(hs_event *ev)
{
    hs_event_clear_locked(ev);
    if (ev->ipc)
        hs_ref_release(ev->ipc);
    hs_obj_free(&hs_events, ev);
}

hipError_t hipEventDestroy(hipEvent_t e)
{
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    if (ev)
        hs_event_free_locked(ev);
    hs_sched_unlock();
    if (!ev) HS_RETURN(hipErrorInvalidHandle);
    return hipSuccess;
}

hipError_t hipEventRecordWithFlags(hipEvent_t e, hipStream_t s, unsigned flags)
{
    (void)flags;
    hs_sched_init();
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    hs_stream *st = hs_stream_find_locked(s);
    if (!ev || !st) {
        hs_sched_unlock();
        HS_RETURN(hipErrorInvalidHandle);
    }
    if (hs_capture_stream_locked(st)) {
        hs_capture_point *p;
        hipError_t r = hs_capture_record_locked(st, &p);
        if (r == hipSuccess) {
            hs_event_clear_locked(ev);
            ev->cap_rec = p;
        }
        hs_sched_unlock();
        if (r != hipSuccess) HS_RETURN(r);
        return hipSuccess;
    }
    /* an interprocess event's record also marks its number done in the shared page */
    hs_op *op = ev->ipc ? hs_ipc_op(ev->ipc, atomic_fetch_add(&ev->ipc->page->recorded, 1) + 1,
                                    hs_run_ipc_done)
                        : hs_op_new(HS_OP_MARKER, 0);
    if (!op) {
        hs_sched_unlock();
        HS_RETURN(hipErrorOutOfMemory);
    }
    hs_event_record_op_locked(ev, op);
    hs_sched_submit_locked(op, st);
    hs_sched_unlock();
    return hipSuccess;
}

void hs_event_record_op_locked(void *e, hs_op *op)
{
    hs_event *ev = e;
    hs_event_clear_locked(ev);
    ev->rec = op;
    hs_op_ref_locked(op);
}

hs_op *hs_event_last_locked(void *e)
{
    hs_event *ev = e;
    return ev->rec;
}

void *hs_event_check_locked(hipEvent_t e) { return hs_event_find_locked(e); }

hipError_t hipEventRecord(hipEvent_t e, hipStream_t s) { return hipEventRecordWithFlags(e, s, 0); }

hipError_t hipEventQuery(hipEvent_t e)
{
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    int busy = ev && ((ev->rec && ev->rec->state != HS_OPS_DONE) ||
                      (ev->ipc && atomic_load(&ev->ipc->page->done) <
                                      atomic_load(&ev->ipc->page->recorded)));
    hs_sched_unlock();
    if (!ev) HS_RETURN(hipErrorInvalidHandle);
    return busy ? hipErrorNotReady : hipSuccess;
}

hipError_t hipEventSynchronize(hipEvent_t e)
{
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    if (!ev) {
        hs_sched_unlock();
        HS_RETURN(hipErrorInvalidHandle);
    }
    hs_op *op = ev->rec;
    if (op) {
        hs_op_ref_locked(op);
        hs_sched_wait_locked(op);
        hs_op_unref_locked(op);
    }
    hs_ipc_ev *x = ev->ipc;
    if (x) {   /* the latest record, perhaps another process's */
        hs_ref_get(&x->ref);
        unsigned long long seq = atomic_load(&x->page->recorded);
        hs_sched_unlock();
        hs_ipc_poll(x->page, seq);
        hs_ref_release(x);
        return hipSuccess;
    }
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipEventElapsedTime(float *ms, hipEvent_t a, hipEvent_t b)
{
    if (!ms) HS_RETURN(hipErrorInvalidValue);
    hs_sched_lock();
    hs_event *ea = hs_event_find_locked(a), *eb = hs_event_find_locked(b);
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
    hs_sched_unlock();
    if (r != hipSuccess && r != hipErrorNotReady)
        HS_RETURN(r);
    return r;
}

hipError_t hipStreamWaitEvent(hipStream_t s, hipEvent_t e, unsigned flags)
{
    if (flags) HS_RETURN(hipErrorInvalidValue);
    hs_sched_init();
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    hs_stream *st = hs_stream_find_locked(s);
    if (!ev || !st) {
        hs_sched_unlock();
        HS_RETURN(hipErrorInvalidHandle);
    }
    if (ev->cap_rec || hs_capture_stream_locked(st)) {
        /* a record made in a capture: st joins it; a record from outside the capture it
         * is in: nothing to wait for in the graph (that work was submitted before) */
        hipError_t r = ev->cap_rec ? hs_capture_wait_locked(st, ev->cap_rec) : hipSuccess;
        hs_sched_unlock();
        if (r != hipSuccess) HS_RETURN(r);
        return hipSuccess;
    }
    if (ev->ipc && atomic_load(&ev->ipc->page->done) < atomic_load(&ev->ipc->page->recorded) &&
        !(ev->rec && ev->rec->state != HS_OPS_DONE &&
          ((hs_ipc_arg *)ev->rec->data)->seq == atomic_load(&ev->ipc->page->recorded))) {
        /* the latest record is another process's: the stream polls the shared page */
        hs_op *op = hs_ipc_op(ev->ipc, atomic_load(&ev->ipc->page->recorded), hs_run_ipc_wait);
        if (!op) {
            hs_sched_unlock();
            HS_RETURN(hipErrorOutOfMemory);
        }
        hs_sched_submit_locked(op, st);
    } else if (ev->rec && ev->rec->state != HS_OPS_DONE) {
        hs_op *op = hs_op_new(HS_OP_MARKER, 0);
        if (!op) {
            hs_sched_unlock();
            HS_RETURN(hipErrorOutOfMemory);
        }
        hs_op_depend_locked(op, ev->rec);
        hs_sched_submit_locked(op, st);
    }
    hs_sched_unlock();
    return hipSuccess;
}

static void hs_event_free_cb(void *ev, void *arg)
{
    (void)arg;
    hs_event_free_locked(ev);
}

void hs_stream_reset(void)
{
    hs_sched_lock();
    hs_sched_streams_reset_locked();
    hs_obj_each(&hs_events, hs_event_free_cb, NULL);
    hs_sched_unlock();
}
