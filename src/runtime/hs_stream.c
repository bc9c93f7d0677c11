/* hs_stream.c - the stream and event API: streams (create, destroy, query, synchronize, flags,
 * priority, host functions and callbacks in stream order) and events (record, query,
 * synchronize, elapsed time, stream waits). Streams are the scheduler's queues (hs_sched.c);
 * an event record is a marker op there, whose completion time the event reads, and a stream
 * wait is a marker that depends on the event's latest record.
 * Ownership: events are made by hipEventCreate* and freed by hipEventDestroy or hipDeviceReset;
 * an event holds a reference on its latest record op. Host function and callback ops carry
 * the program's function and argument, which stay the program's. */
#include <stdlib.h>

#include "hs_internal.h"
#include <hip/hipshim/hs_libs.h>

typedef struct hs_event hs_event;
struct hs_event {
    hs_event *next;
    unsigned flags;
    hs_op *rec;                   /* latest record, NULL if never recorded */
};

static hs_event *hs_events;       /* under the scheduler lock */

static hs_event *hs_event_find_locked(hipEvent_t e)
{
    if (!e)
        return NULL;
    for (hs_event *ev = hs_events; ev; ev = ev->next)
        if (ev == (hs_event *)e)
            return ev;
    return NULL;
}

/* ---- streams ---- */
hipError_t hipStreamSynchronize(hipStream_t s)
{
    hipError_t e = hs_sched_sync(s);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

hipError_t hipStreamQuery(hipStream_t s)
{
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
    hipError_t e = hs_sched_submit(op, s, 0);
    if (e != hipSuccess) HS_RETURN(e);
    return hipSuccess;
}

/* the HIP libraries' work (hipshim/hs_libs.h): runs at once when nothing is in flight */
hipError_t hs_host_work(hipStream_t s, void (*fn)(void *), void *user)
{
    hs_op *op = hs_op_new(HS_OP_TASK, sizeof(hs_hostfn));
    if (!op) HS_RETURN(hipErrorOutOfMemory);
    op->task = hs_run_hostfn;
    *(hs_hostfn *)op->data = (hs_hostfn){ fn, user };
    hipError_t e = hs_sched_submit(op, s, HS_SUBMIT_INLINE);
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
    hipError_t e = hs_sched_submit(op, s, 0);
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
    hs_event *ev = calloc(1, sizeof *ev);
    if (!ev) HS_RETURN(hipErrorOutOfMemory);
    ev->flags = flags;
    hs_sched_lock();
    ev->next = hs_events;
    hs_events = ev;
    hs_sched_unlock();
    *e = (hipEvent_t)ev;
    return hipSuccess;
}

hipError_t hipEventCreate(hipEvent_t *e) { return hipEventCreateWithFlags(e, 0); }

/* Unlinks and frees ev (the scheduler lock held). */
static void hs_event_free_locked(hs_event *ev)
{
    for (hs_event **pp = &hs_events; *pp; pp = &(*pp)->next)
        if (*pp == ev) {
            *pp = ev->next;
            break;
        }
    if (ev->rec)
        hs_op_unref_locked(ev->rec);
    free(ev);
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
    hs_op *op = hs_op_new(HS_OP_MARKER, 0);
    if (!op) {
        hs_sched_unlock();
        HS_RETURN(hipErrorOutOfMemory);
    }
    if (ev->rec)
        hs_op_unref_locked(ev->rec);
    ev->rec = op;
    hs_op_ref_locked(op);
    hs_sched_submit_locked(op, st);
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hipEventRecord(hipEvent_t e, hipStream_t s) { return hipEventRecordWithFlags(e, s, 0); }

hipError_t hipEventQuery(hipEvent_t e)
{
    hs_sched_lock();
    hs_event *ev = hs_event_find_locked(e);
    int busy = ev && ev->rec && ev->rec->state != HS_OPS_DONE;
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
    if (ev->rec && ev->rec->state != HS_OPS_DONE) {
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

void hs_stream_reset(void)
{
    hs_sched_lock();
    hs_sched_streams_reset_locked();
    while (hs_events)
        hs_event_free_locked(hs_events);
    hs_sched_unlock();
}
