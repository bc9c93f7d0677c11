/* hs_capture.c - stream capture, between the API files and the scheduler: while a stream
 * captures, what the API files submit to it (kernels, copies, memsets, host functions) becomes
 * nodes of the capture's graph instead of work, each depending on what the stream captured
 * last; an event recorded in a capturing stream remembers those nodes, and a stream that waits
 * for such an event joins the capture (fork and join across streams). The graph itself is the
 * graph layer's (hs_graph.c), reached through the sink it gives at hipStreamBeginCapture.
 * Also HIP's rules around captures: modes (global, thread-local, relaxed) and the calls they
 * forbid, work on the legacy null stream while a blocking stream captures (invalidates it),
 * synchronous calls on a capturing stream, ending a capture from the wrong stream or thread,
 * streams not joined back.
 * Ownership: a capture (hs_capture) lives from hs_capture_begin to hs_capture_end; its graph
 * is the sink's and goes to the caller of hs_capture_end (or to sink->discard when the capture
 * fails). A capture point (an event's record in a capture) is the event's. Everything here is
 * under the scheduler's lock. */
#include <stdlib.h>

#include "hs_internal.h"

struct hs_capture {
    hs_capture *next;             /* active captures */
    unsigned long long id;
    void *graph;
    hs_capture_sink sink;
    int mode;                     /* hipStreamCaptureMode at begin */
    int invalid;                  /* hipStreamCaptureStatusInvalidated */
    pthread_t thread;             /* the thread that began it */
    hs_stream *origin;
    UT_VEC(hs_stream *) streams;  /* every stream taking part, the origin first */
};

struct hs_capture_point {
    unsigned long long id;        /* of the capture */
    size_t n;
    void *nodes[];
};

static hs_capture *hs_caps;                       /* active captures */
static atomic_int hs_ncaps;                       /* their number, read without the lock */
static unsigned long long hs_cap_next_id = 1;
static _Thread_local int hs_thread_mode = hipStreamCaptureModeGlobal;

static hs_capture *hs_cap_by_id(unsigned long long id)
{
    for (hs_capture *c = hs_caps; c; c = c->next)
        if (c->id == id)
            return c;
    return NULL;
}

static void hs_cap_leave(hs_capture *c)
{
    for (size_t i = 0; i < c->streams.n; i++) {
        c->streams.v[i]->cap = NULL;
        c->streams.v[i]->cap_deps.n = 0;
    }
    c->streams.n = 0;
}

static void hs_set_deps(hs_stream *st, void *const *deps, size_t n)
{
    st->cap_deps.n = 0;
    ut_vec_reserve(&st->cap_deps, n);
    for (size_t i = 0; i < n; i++)
        st->cap_deps.v[st->cap_deps.n++] = deps[i];
}

static void hs_add_deps(hs_stream *st, void *const *deps, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        size_t j = 0;
        while (j < st->cap_deps.n && st->cap_deps.v[j] != deps[i])
            j++;
        if (j == st->cap_deps.n)
            ut_vec_push(&st->cap_deps, deps[i]);
    }
}

static void hs_cap_join(hs_capture *c, hs_stream *st)
{
    st->cap = c;
    st->cap_deps.n = 0;
    ut_vec_push(&c->streams, st);
}

/* Ends capture c: its streams leave it, and its graph goes to the caller (keep) or is
 * discarded. */
static void hs_cap_finish(hs_capture *c, int keep)
{
    hs_cap_leave(c);
    for (hs_capture **pp = &hs_caps; *pp; pp = &(*pp)->next)
        if (*pp == c) {
            *pp = c->next;
            break;
        }
    atomic_fetch_sub(&hs_ncaps, 1);
    if (!keep)
        c->sink.discard(c->graph);
    ut_vec_free(&c->streams);
    free(c);
}

hipError_t hs_capture_begin(hipStream_t s, void *graph, int mode, const hs_capture_sink *sink,
                            void *const *deps, size_t ndeps)
{
    if ((unsigned)mode > hipStreamCaptureModeRelaxed)
        return hipErrorInvalidValue;
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hipError_t e = hipSuccess;
    hs_capture *c = NULL;
    if (!st)
        e = hipErrorInvalidHandle;
    else if (st->is_null)
        e = hipErrorStreamCaptureUnsupported;   /* the legacy stream cannot capture */
    else if (st->cap)
        e = hipErrorIllegalState;
    else if (!(c = calloc(1, sizeof *c)))
        e = hipErrorOutOfMemory;
    if (e == hipSuccess) {
        c->id = hs_cap_next_id++;
        c->graph = graph;
        c->sink = *sink;
        c->mode = mode;
        c->thread = pthread_self();
        c->origin = st;
        hs_cap_join(c, st);
        hs_set_deps(st, deps, ndeps);
        c->next = hs_caps;
        hs_caps = c;
        atomic_fetch_add(&hs_ncaps, 1);
    }
    hs_sched_unlock();
    return e;
}

hipError_t hs_capture_end(hipStream_t s, void **graph)
{
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hs_capture *c = st ? st->cap : NULL;
    hipError_t e = hipSuccess;
    if (!st)
        e = hipErrorInvalidHandle;
    else if (!c)
        e = hipErrorIllegalState;
    else if (c->origin != st)
        e = hipErrorStreamCaptureUnmatched;
    else if (c->mode != hipStreamCaptureModeRelaxed && !pthread_equal(c->thread, pthread_self()))
        e = hipErrorStreamCaptureWrongThread;
    if (e != hipSuccess) {
        if (e == hipErrorStreamCaptureUnmatched || e == hipErrorStreamCaptureWrongThread)
            c->invalid = 1;
        hs_sched_unlock();
        return e;
    }
    /* Every other stream that joined must have been joined back: what it captured last must
     * precede what the origin captured last. */
    for (size_t i = 1; i < c->streams.n && !c->invalid; i++) {
        hs_stream *o = c->streams.v[i];
        if (o->cap_deps.n && !c->sink.joined(c->graph, o->cap_deps.v, o->cap_deps.n,
                                             st->cap_deps.v, st->cap_deps.n))
            e = hipErrorStreamCaptureUnjoined;
    }
    if (c->invalid && e == hipSuccess)
        e = hipErrorStreamCaptureInvalidated;
    *graph = e == hipSuccess ? c->graph : NULL;
    hs_cap_finish(c, e == hipSuccess);
    hs_sched_unlock();
    return e;
}

hipError_t hs_capture_info(hipStream_t s, int *status, unsigned long long *id, void **graph,
                           void *const **deps, size_t *ndeps)
{
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    if (!st) {
        hs_sched_unlock();
        return hipErrorInvalidHandle;
    }
    hs_capture *c = st->cap;
    if (status)
        *status = !c ? hipStreamCaptureStatusNone
                     : c->invalid ? hipStreamCaptureStatusInvalidated : hipStreamCaptureStatusActive;
    if (id && c)
        *id = c->id;
    if (graph)
        *graph = c ? c->graph : NULL;
    if (deps)
        *deps = c ? st->cap_deps.v : NULL;
    if (ndeps)
        *ndeps = c ? st->cap_deps.n : 0;
    hs_sched_unlock();
    return hipSuccess;
}

hipError_t hs_capture_update_deps(hipStream_t s, void *const *nodes, size_t n, unsigned flags)
{
    if (flags > 1 || (n && !nodes))
        return hipErrorInvalidValue;
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hipError_t e = !st ? hipErrorInvalidHandle : !st->cap ? hipErrorIllegalState : hipSuccess;
    if (e == hipSuccess) {
        if (flags)
            hs_set_deps(st, nodes, n);
        else
            hs_add_deps(st, nodes, n);
    }
    hs_sched_unlock();
    return e;
}

int hs_capture_exchange_mode(int mode)
{
    int old = hs_thread_mode;
    hs_thread_mode = mode;
    return old;
}

/* Invalidates the captures that work on the legacy null stream would synchronise with (a
 * blocking stream takes part); returns whether there was one. */
static int hs_cap_implicit_locked(void)
{
    int hit = 0;
    for (hs_capture *c = hs_caps; c; c = c->next)
        for (size_t i = 0; i < c->streams.n; i++)
            if (!(c->streams.v[i]->flags & hipStreamNonBlocking)) {
                c->invalid = 1;
                hit = 1;
                break;
            }
    return hit;
}

hipError_t hs_capture_submit(hs_op *op, hipStream_t s, int how)
{
    if (atomic_load_explicit(&hs_ncaps, memory_order_relaxed) == 0)
        return hs_sched_submit(op, s, how);
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    hs_capture *c = st ? st->cap : NULL;
    if (!c) {
        int implicit = st && st->is_null && hs_cap_implicit_locked();
        hs_sched_unlock();
        if (implicit) {
            hs_op_free(op);
            return hipErrorStreamCaptureImplicit;
        }
        return hs_sched_submit(op, s, how);
    }
    hipError_t e = hipSuccess;
    if (c->invalid) {
        e = hipErrorStreamCaptureInvalidated;
    } else if (how & HS_SUBMIT_WAIT) {
        c->invalid = 1;   /* a synchronous call cannot be captured */
        e = hipErrorStreamCaptureUnsupported;
    }
    if (e != hipSuccess) {
        hs_sched_unlock();
        hs_op_free(op);
        return e;
    }
    void *node = c->sink.add(c->graph, op, st->cap_deps.v, st->cap_deps.n, &e);
    if (node) {
        st->cap_deps.n = 0;
        ut_vec_push(&st->cap_deps, node);
    } else {
        c->invalid = 1;
    }
    hs_sched_unlock();
    return e;
}

int hs_capture_stream_locked(const hs_stream *st) { return st->cap != NULL; }

int hs_capture_active(hipStream_t s)
{
    if (atomic_load_explicit(&hs_ncaps, memory_order_relaxed) == 0)
        return 0;
    hs_sched_lock();
    hs_stream *st = hs_stream_find_locked(s);
    int r = st && st->cap;
    hs_sched_unlock();
    return r;
}

hipError_t hs_capture_sync_locked(hs_stream *st)
{
    if (st->cap) {
        st->cap->invalid = 1;
        return hipErrorStreamCaptureUnsupported;
    }
    if (st->is_null && atomic_load_explicit(&hs_ncaps, memory_order_relaxed) &&
        hs_cap_implicit_locked())
        return hipErrorStreamCaptureImplicit;
    return hipSuccess;
}

hipError_t hs_capture_check_unsafe(void)
{
    if (atomic_load_explicit(&hs_ncaps, memory_order_relaxed) == 0 ||
        hs_thread_mode == hipStreamCaptureModeRelaxed)
        return hipSuccess;
    hipError_t e = hipSuccess;
    hs_sched_lock();
    pthread_t self = pthread_self();
    for (hs_capture *c = hs_caps; c; c = c->next) {
        int mine = pthread_equal(c->thread, self);
        if ((mine && c->mode != hipStreamCaptureModeRelaxed) ||
            (!mine && c->mode == hipStreamCaptureModeGlobal &&
             hs_thread_mode == hipStreamCaptureModeGlobal)) {
            e = hipErrorStreamCaptureUnsupported;
            if (mine)
                c->invalid = 1;
        }
    }
    hs_sched_unlock();
    return e;
}

/* ---- events recorded and waited for in captures ---- */
hipError_t hs_capture_record_locked(hs_stream *st, hs_capture_point **out)
{
    *out = NULL;
    hs_capture *c = st->cap;
    if (!c)
        return hipSuccess;
    hs_capture_point *p = malloc(sizeof *p + st->cap_deps.n * sizeof(void *));
    if (!p)
        return hipErrorOutOfMemory;
    p->id = c->id;
    p->n = st->cap_deps.n;
    for (size_t i = 0; i < p->n; i++)
        p->nodes[i] = st->cap_deps.v[i];
    *out = p;
    return hipSuccess;
}

void hs_capture_point_free(hs_capture_point *p) { free(p); }

hipError_t hs_capture_wait_locked(hs_stream *st, const hs_capture_point *p)
{
    hs_capture *c = hs_cap_by_id(p->id);
    if (!c)
        return hipSuccess;   /* its capture is over: nothing left to wait for */
    if (st->cap && st->cap != c) {
        st->cap->invalid = c->invalid = 1;
        return hipErrorStreamCaptureMerge;
    }
    if (!st->cap) {
        if (st->is_null) {
            c->invalid = 1;
            return hipErrorStreamCaptureImplicit;
        }
        hs_cap_join(c, st);
    }
    hs_add_deps(st, p->nodes, p->n);
    return hipSuccess;
}

/* A graph node the capture of st made: the graph layer removes it from the streams' sets when
 * it is destroyed during the capture. */
void hs_capture_forget_node_locked(void *graph, void *node)
{
    for (hs_capture *c = hs_caps; c; c = c->next) {
        if (c->graph != graph)
            continue;
        for (size_t i = 0; i < c->streams.n; i++) {
            hs_stream *st = c->streams.v[i];
            size_t k = 0;
            for (size_t j = 0; j < st->cap_deps.n; j++)
                if (st->cap_deps.v[j] != node)
                    st->cap_deps.v[k++] = st->cap_deps.v[j];
            st->cap_deps.n = k;
        }
    }
}

/* A stream destroyed while it captures invalidates its capture and leaves it; the capture
 * ends (its graph discarded) when that stream began it. */
void hs_capture_stream_gone_locked(hs_stream *st)
{
    hs_capture *c = st->cap;
    if (!c)
        return;
    if (c->origin == st) {
        hs_cap_finish(c, 0);
        return;
    }
    /* a stream already joined back into the origin leaves the capture (CUDA samples destroy
     * their fork streams before ending the capture); one not joined invalidates it */
    if (st->cap_deps.n && !c->sink.joined(c->graph, st->cap_deps.v, st->cap_deps.n,
                                          c->origin->cap_deps.v, c->origin->cap_deps.n))
        c->invalid = 1;
    size_t k = 0;
    for (size_t i = 0; i < c->streams.n; i++)
        if (c->streams.v[i] != st)
            c->streams.v[k++] = c->streams.v[i];
    c->streams.n = k;
    st->cap = NULL;
    st->cap_deps.n = 0;
}
