/* hs_internal.h - the private interfaces between the files of hipshim's C runtime (src/runtime/),
 * one section per layer, from the ground up. Nothing here is visible to programs; their
 * surfaces are include/hip/hip_runtime_api.h (host API) and include/hip/hipshim/hs_core.h
 * (kernel side). A file calls only into the layers below its own:
 *
 *   hs_procaddr.c                hipGetProcAddress: the functions of every file below by name
 *   hs_context.c  hs_interop.c   driver contexts, device queries, profiler, hipDeviceReset (the
 *                                reset of every subsystem below); interop calls a CPU cannot
 *                                have (hipErrorNotSupported)
 *   hs_memattr.c  hs_launch_api.c  pointer attributes, memory advice and ranges; the legacy,
 *                                Ex and multi-device launch forms (over hipLaunchKernel, and
 *                                hipDrvLaunchKernelEx over hs_module.c's launch)
 *   hs_ipc.c                     IPC memory and event handles (over hs_memory's and hs_stream's
 *                                memory files)
 *   hs_extmem.c                  external memory the CPU can map (opaque file descriptors)
 *   hs_rtc.c                     hipRTC: programs compiled by hipshim-cc into code objects
 *   hs_module.c                  the module API over code objects (dlopen), its functions' launch;
 *                                libraries (hipLibrary*: a library is a module)
 *   hs_device.c                  device API: hipInit, properties, limits, synchronize
 *   hs_graph_params.c            the generic node calls (hipGraphAddNode, *NodeSetParams) over
 *                                the per-type calls of the two files below and hs_interop.c
 *   hs_graph_exec.c              executable graphs: instantiate, update, launch
 *   hs_graph.c                   graphs, nodes, user objects, the capture API and its sink
 *   hs_mempool.c  hs_vmm.c       memory pools, stream-ordered and graph allocations; virtual
 *                                memory management (memfd allocations mapped at reserved ranges)
 *   hs_texture.c  hs_copy.c      texture and surface objects, texture references;
 *                                array, 2-D and 3-D copies and memsets (boxes)
 *   hs_array.c                   arrays, mipmapped arrays, pitched 3-D allocations
 *   hs_stream.c  hs_memory.c  hs_exec.c
 *                                streams and events; allocations, copies, memsets, symbols;
 *                                launches, kernel registry, launch bounds, occupancy
 *   hs_streamops.c               stream memory operations (wait/write value, batches): tasks
 *   hs_capture.c                 stream capture: diverts submitted ops to a sink (a graph)
 *   hs_sched.c                   the scheduler: ops in stream FIFOs, dependencies, run queue,
 *                                worker pool, waiting, cooperative launches' block threads
 *   hs_check.c                   --check: shared-memory and barrier checks (hooks into hs_block)
 *   hs_block.c                   running blocks of a grid on the calling OS thread: fibers,
 *                                barriers, warps, the grid barrier; the kernel side of hs_core.h
 *   hs_config.c  hs_error.c  hs_handle.c  hs_switch_*.S  hs_math_vec.c  (../containers.c)
 *                                settings and host facts; error codes; handle pools; context
 *                                switch; sinf/cosf
 *
 * One kernel launch goes down and never comes back up: hs_launch.hpp fills an hs_launch_desc ->
 * hs_exec.c validates it, has the scheduler make a kernel op of it (hs_sched_kernel_new: the op
 * and its hs_grid) and submits it -> hs_sched.c queues it in its stream's FIFO and, once it is
 * ready, on the run queue -> a worker (or a host thread that waits) takes runs of blocks ->
 * hs_block.c runs them -> the thread that ran the last block completes the op in hs_sched.c,
 * which starts what waited for it and wakes the waiting host threads. The scheduler knows three kinds of op: a kernel (a grid to run in
 * units of blocks, by hs_block.c), a task (a function of the submitting layer, run once: copies,
 * memsets, host functions) and a marker (no work: event records, stream waits).
 *
 * Ownership, by object (details in each section):
 *   hs_op      reference-counted (refs, under the scheduler lock); freed by the last unref
 *   hs_grid    lives inside its kernel op (same lifetime); the op owns the launch's closure
 *   hs_stream  the null and per-thread streams are static; user streams: hs_sched_stream_new
 *              (hipStreamCreate*), freed by hs_sched_stream_destroy (hipStreamDestroy) once
 *              their work is done, or by hs_sched_streams_reset_locked (hipDeviceReset)
 *   hs_event   hs_stream.c: hipEventCreate* to hipEventDestroy or hipDeviceReset
 *   hs_graph, hs_gnode, user objects: hs_graph.c's handle pools; hipGraphCreate (or a
 *              capture's end) to hipGraphDestroy; a graph owns its nodes, a node its template
 *              op, child graph and a reference on its graph allocation (hs_gmem)
 *   executable graphs: hs_graph_exec.c, hipGraphInstantiate* to hipGraphExecDestroy; each
 *              launch's ops are the scheduler's (floating ops), sharing the templates' closures
 *   pools, pool blocks, graph allocations (hs_gmem, reference-counted): hs_mempool.c
 *   capture state: hs_capture.c, from hipStreamBeginCapture to its end or the stream's end
 *   fibers, warp state, signal stack: per OS thread, hs_block.c, freed when the thread exits
 *   allocation table, kernel registry, launch bounds: hs_memory.c / hs_exec.c, process lifetime
 *              (table entries go with hipFree* and hipDeviceReset)
 *   hipArray, hipMipmappedArray  hs_array.c: create call to free/destroy or hipDeviceReset
 *   texture and surface objects  hs_texture.c: likewise (a texture reference owns the object of
 *              its last bind) */
#ifndef HIPSHIM_HS_INTERNAL_H
#define HIPSHIM_HS_INTERNAL_H

#include <pthread.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "containers.h"
#include "hip/hip_runtime_api.h"
#include "hip/hipshim/hs_core.h"
#include "hip/hipshim/hs_image.h"

#if defined(__SANITIZE_ADDRESS__)
#define HS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HS_ASAN 1
#endif
#endif
#ifndef HS_ASAN
#define HS_ASAN 0
#endif

/* ==== ground ==== */

/* ---- limits of the one device hipshim presents ---- */
#define HS_MAX_THREADS_PER_BLOCK 1024u
#define HS_MAX_THREADS_PER_SM 2048u
#define HS_MAX_BLOCKS_PER_SM 16u
#define HS_MAX_GRID_X 2147483647u
#define HS_MAX_GRID_YZ 65536u

/* ---- errors (hs_error.c) ---- */
hipError_t hs_set_error(hipError_t e);    /* records a failure for hipGetLastError, returns e */
#define HS_RETURN(e) return hs_set_error(e)

/* ---- settings and host facts (hs_config.c); hs_warp_size and the clocks are in hs_core.h ---- */
unsigned hs_core_count(void);             /* multiprocessors = workers: HIPSHIM_WORKERS or the cores */
size_t hs_total_memory(void);
size_t hs_fiber_stack_size(void);         /* HIPSHIM_STACK_SIZE */
int hs_lower_enabled(void);               /* HIPSHIM_LOWER is not 0 */
void hs_now(struct timespec *ts);

/* ---- fiber context switch (hs_switch_*.S; hs_ctx_make, which lays out a new stack for it, is
 * in hs_block.c, its only user) ---- */
typedef struct hs_ctx { void *sp; } hs_ctx;
void hs_ctx_switch(hs_ctx *from, hs_ctx *to);
void hs_ctx_start(void);                  /* first frame of a new fiber (assembly) */
void hs_ctx_make(hs_ctx *c, void *stack_lo, size_t size, void (*entry)(void *), void *arg);

/* ---- handle pools (hs_handle.c): objects that programs hold as opaque handles, made and freed
 * in O(1); a handle is checked without reading freed memory (slots are never returned to the
 * system). Zero-initialise with .size set; not thread-safe (use under the user's lock). ---- */
typedef struct hs_chunk { unsigned char *base; size_t n; } hs_chunk;
typedef struct hs_objpool {
    size_t size;                  /* object bytes */
    UT_VEC(hs_chunk) chunks;
    void *free_list;
    size_t live;
} hs_objpool;
void *hs_obj_new(hs_objpool *p);                  /* zeroed object, NULL when out of memory */
void hs_obj_free(hs_objpool *p, void *obj);       /* nothing for a handle not live */
int hs_obj_live(const hs_objpool *p, const void *obj);
void hs_obj_each(hs_objpool *p, void (*fn)(void *obj, void *arg), void *arg);   /* live ones */

/* ==== block execution (hs_block.c) ====
 * A grid is one launch as its blocks see it. The scheduler makes it inside its kernel op
 * (hs_sched_kernel_new) and frees it with the op, calling closure_free then: a grid lives
 * exactly as long as its op, and device code reaches it (hs_running.grid) only while one of
 * its blocks runs. hs_block.c reads grids and uses their cooperative barrier; it makes and
 * frees none. */
struct hs_grid {
    hs_dim3 grid, block;
    unsigned nthreads;            /* per block */
    unsigned long long nblocks;
    size_t shared_bytes;
    hs_kernel_body body;
    void *closure;
    void (*closure_free)(void *closure);
    void (*closure_argv)(void *closure, void **argv);
    unsigned nargs;
    const void *func;             /* the kernel's address, NULL when unknown */
    int cooperative;
    int loop;                     /* body is a thread loop (hs_launch_loop) */
    /* grid barrier for cooperative launches: one OS thread per block */
    pthread_mutex_t cmu;
    pthread_cond_t ccv;
    unsigned long long c_arrived, c_live, c_gen;
};
/* Runs blocks first .. first+count-1 of g on the calling OS thread, one after another (the last
 * fiber of one goes on with the next, without a switch); returns when they are all done. */
void hs_run_blocks(hs_grid *g, unsigned long long first, unsigned long long count);
/* Frees the calling OS thread's fibers and warp state now instead of at its exit (the
 * short-lived block threads of cooperative launches). */
void hs_block_thread_exit(void);
/* The storage of the built-in objects blockIdx, blockDim, gridDim (hs_device.hpp names them
 * through asm labels); hs_block.c keeps them equal to hs_running's fields. */
extern __thread hs_dim3 hs_blockIdx, hs_blockDim, hs_gridDim;
/* The checker's hooks (hs_check.c, above this layer, registers them from a constructor when a
 * program links it: programs built with --check). hs_block.c calls init before each grid's
 * first block on an OS thread, and the others only while hs_check_on is set (by the checker). */
typedef struct hs_check_hooks {
    void (*init)(void);
    void (*block_begin)(const hs_grid *g, hs_dim3 block_idx, unsigned warp_size, void *dynshm);
    void (*sync)(int warp);                      /* < 0: the block's barrier; else warp's */
    void (*barrier_arrive)(const void *site);
    void (*fatal_sync)(const void *site, const char *what);
    /* a lane arrives at a masked warp barrier (site: a return address in its caller) with
     * `mask` (lanes of its warp), `own`: whether its own bit is in it */
    void (*warp_arrive)(const void *site, uint64_t mask, int own);
    /* at a deadlock: the lane of block rank `rank` waits at a warp barrier for the lane of rank
     * `missing`, named in its mask, which waits elsewhere */
    void (*warp_stuck)(unsigned rank, unsigned missing);
} hs_check_hooks;
extern int hs_check_on;
void hs_block_set_check_hooks(const hs_check_hooks *h);

/* ==== the scheduler (hs_sched.c) ====
 * An op is one asynchronous operation in its stream's FIFO. It starts when it heads the FIFO and
 * its extra dependencies are done (legacy null-stream ordering: an op of the null stream also
 * waits for the tail of every blocking stream, an op of a blocking stream for the null stream's
 * tail; non-blocking streams are independent). A marker then completes at once; a kernel or a
 * task goes to the run queue, whose units the worker pool (one thread per core, asleep when
 * idle) and waiting host threads take; a cooperative kernel gets one OS thread per block.
 * One lock (hs_sched_lock) guards every op's refs, state and links, the streams and their
 * FIFOs and the run queue; hs_stream.c keeps its event table under it too. Functions named
 * *_locked expect it held. */
enum { HS_OP_KERNEL = 1, HS_OP_TASK, HS_OP_MARKER };
enum { HS_OPS_PENDING = 0, HS_OPS_QUEUED, HS_OPS_DONE };

typedef struct hs_stream hs_stream;
typedef struct hs_op hs_op;
typedef void (*hs_task_fn)(hs_op *op);

/* References: hs_op_new gives the creator one. hs_sched_submit* takes it over as the FIFO's
 * reference (a floating op's own), dropped when the op completes (hs_sched_submit frees an op
 * whose stream is unknown); an op is submitted as soon as it is made. Whoever keeps a pointer
 * to an op across an unlock holds a reference of its own (hs_op_ref_locked ...
 * hs_op_unref_locked), and the scheduler does so for the run queue (while queued), for each
 * thread running its units and for each block thread of a cooperative launch; outside it an
 * event holds one on its latest record and a waiter on what it waits for. An op waiting for
 * another is in the other's waiters until that one completes (no reference: a waiting op is
 * pending, so its FIFO or floating reference keeps it). The last unref frees the op, and a
 * kernel's grid with it (the launch's closure is freed, and `keep` released). */
struct hs_op {
    /* what the op is: set by its creator before submission */
    int kind;                     /* HS_OP_KERNEL, HS_OP_TASK, HS_OP_MARKER */
    hs_grid *grid;                /* kernel: in data[] (hs_sched_kernel_new) */
    hs_task_fn task;              /* task: runs once, on any thread, reading data[] */
    unsigned long long nunits;    /* kernel: its blocks; 1 otherwise */
    size_t size;                  /* bytes of data[] */
    void *keep;                   /* released with the op (a graph's shared closure) */
    void (*keep_release)(void *keep);
    /* the scheduler's */
    int state, refs;
    int floating;                 /* in no FIFO: starts when its dependencies are done */
    unsigned npend;               /* dependencies not done yet */
    hs_stream *stream;            /* its FIFO's stream; a floating op's launch stream */
    hs_op *snext;                 /* next op of the same stream */
    hs_op *rq_next;               /* run queue link */
    hs_op *wnext;                 /* list of ops made ready by a completion */
    UT_VEC(hs_op *) waiters;      /* ops whose npend counts this one */
    atomic_ullong next_unit, done_units;
    struct timespec done_time;    /* when it completed (event timing) */
    alignas(max_align_t) unsigned char data[];   /* the creator's: hs_op_new's `size` bytes */
};

/* Stream capture (hs_capture.c): a stream that captures diverts what is submitted to it into a
 * graph instead of the scheduler. */
typedef struct hs_capture hs_capture;

struct hs_stream {
    hs_op *head, *tail;           /* ops not yet done, in order */
    hipAccessPolicyWindow attr_window;   /* hipStreamSetAttribute's, kept and read back */
    int attr_sync;
    hs_stream *bprev, *bnext;     /* the scheduler's list of blocking streams with work */
    unsigned flags;               /* hipStreamNonBlocking */
    int priority;
    int is_null;
    unsigned long long id;        /* hipStreamGetId */
    hs_capture *cap;              /* the capture it takes part in, NULL when none */
    UT_VEC(void *) cap_deps;      /* captured graph nodes the next captured op depends on */
};

void hs_sched_init(void);                 /* idempotent: settings read, worker pool started */
void hs_sched_lock(void);
void hs_sched_unlock(void);

/* A zeroed op of kind with `size` bytes of data[] and one reference (the caller's); NULL when
 * out of memory. */
hs_op *hs_op_new(int kind, size_t size);
/* A kernel op of the launch d (nblocks blocks; body a thread loop when loop), which from now on
 * owns d's closure; NULL when out of memory (the closure is then still the caller's). */
hs_op *hs_sched_kernel_new(const hs_launch_desc *d, unsigned long long nblocks, int loop);
static inline void hs_op_ref_locked(hs_op *op) { op->refs++; }
void hs_op_unref_locked(hs_op *op);
/* op also waits for dep (nothing when dep is NULL or done); op must not be started yet. */
void hs_op_depend_locked(hs_op *op, hs_op *dep);
/* Frees an op nobody submitted (its closure too). */
void hs_op_free(hs_op *op);
/* A reference-counted object an op may keep (op->keep, keep_release = hs_ref_release): the
 * shared closure of a graph's kernel node, a graph allocation. */
typedef struct hs_ref { atomic_int refs; void (*destroy)(struct hs_ref *self); } hs_ref;
void hs_ref_release(void *ref);          /* drops one reference; the last destroys */
static inline void hs_ref_get(hs_ref *r) { atomic_fetch_add(&r->refs, 1); }
/* Makes op (which keeps nothing yet) keep p, shared with op's copies (hs_sched_op_clone):
 * release(p) runs once, when the last of them is freed. 0 when out of memory (op unchanged, p
 * still the caller's). A graph's kernel closure, a HIP library's job. */
int hs_op_share(hs_op *op, void *p, void (*release)(void *));

/* The stream of a handle (NULL: the null stream; hipStreamPerThread), NULL when unknown. */
hs_stream *hs_stream_find_locked(hipStream_t s);
/* The handle a stream callback gets: NULL for the null stream. */
static inline hipStream_t hs_stream_handle(const hs_stream *st)
{
    return st && !st->is_null ? (hipStream_t)(void *)st : NULL;
}
hs_stream *hs_sched_stream_new(unsigned flags, int priority);   /* NULL when out of memory */
/* Waits for the stream's work, then frees it; hipErrorInvalidHandle for an unknown stream,
 * the null stream or hipStreamPerThread. */
hipError_t hs_sched_stream_destroy(hipStream_t s);
void hs_sched_streams_reset_locked(void); /* frees every user stream (nothing may be pending) */

enum {
    HS_SUBMIT_INLINE = 1,   /* with nothing in flight, run the task now on this thread */
    HS_SUBMIT_WAIT = 2      /* return once the op is done */
};
/* Submits op (taking the caller's reference) to the stream of handle s; with an unknown
 * handle the op is freed and the result is hipErrorInvalidHandle. Records no error. */
hipError_t hs_sched_submit(hs_op *op, hipStream_t s, int how);
void hs_sched_submit_locked(hs_op *op, hs_stream *st);
/* Submits ops as floating ops: in no FIFO, each starts once its dependencies (set with
 * hs_op_depend_locked before this call, among them or on ops already submitted) are done; st
 * is the stream their completion is waited for through. Dependencies among the ops may be
 * made before this call only if each op's `stream` is set to st and `floating` to 1 first. */
void hs_sched_submit_group_locked(hs_op **ops, size_t n, hs_stream *st);
int hs_sched_idle_locked(void);          /* nothing submitted is pending */
unsigned long long hs_stream_id(const hs_stream *st);
/* Waits, helping with the work of op's stream, until op is done. */
void hs_sched_wait_locked(hs_op *op);
void hs_sched_wait_all(void);             /* hipDeviceSynchronize */
/* hipStreamSynchronize: the stream's work so far (the null stream: with every blocking stream's,
 * as legacy synchronisation does); hipErrorInvalidHandle, hipErrorOutOfMemory. Records no
 * error. */
hipError_t hs_sched_sync(hipStream_t s);

/* ==== stream capture (hs_capture.c), between the API files and the scheduler ====
 * The API files submit through hs_capture_submit: to a capturing stream, an op becomes a node
 * of the capture's graph (the sink's add takes the op over), else it goes to hs_sched_submit.
 * All under the scheduler's lock (the sink is called with it held). */
typedef struct hs_capture_sink {
    /* a node of graph doing what op does, after deps; NULL with *e set when it fails (op freed) */
    void *(*add)(void *graph, hs_op *op, void *const *deps, size_t ndeps, hipError_t *e);
    /* whether each of nodes precedes (or is) one of `of` */
    int (*joined)(void *graph, void *const *nodes, size_t n, void *const *of, size_t nof);
    void (*discard)(void *graph);   /* the capture failed: its graph goes */
} hs_capture_sink;
typedef struct hs_capture_point hs_capture_point;   /* an event recorded in a capture */

hipError_t hs_capture_begin(hipStream_t s, void *graph, int mode, const hs_capture_sink *sink,
                            void *const *deps, size_t ndeps);
/* Ends the capture begun on s: *graph is its graph, or NULL with the error (graph discarded). */
hipError_t hs_capture_end(hipStream_t s, void **graph);
hipError_t hs_capture_info(hipStream_t s, int *status, unsigned long long *id, void **graph,
                           void *const **deps, size_t *ndeps);
hipError_t hs_capture_update_deps(hipStream_t s, void *const *nodes, size_t n, unsigned flags);
int hs_capture_exchange_mode(int mode);  /* the calling thread's mode; returns the old one */
hipError_t hs_capture_submit(hs_op *op, hipStream_t s, int how);
int hs_capture_stream_locked(const hs_stream *st);       /* st captures */
int hs_capture_active(hipStream_t s);                    /* the same, taking the lock */
/* hipStreamSynchronize/Query of st: hipErrorStreamCaptureUnsupported when it captures (the
 * capture is invalidated), hipErrorStreamCaptureImplicit for the null stream while a blocking
 * stream captures. */
hipError_t hs_capture_sync_locked(hs_stream *st);
/* A potentially unsafe call (allocations, synchronous copies, device sync) under the calling
 * thread's capture mode: hipErrorStreamCaptureUnsupported when forbidden. Takes the lock. */
hipError_t hs_capture_check_unsafe(void);
/* An event recorded in st: *out the nodes st captured last (NULL when st does not capture). */
hipError_t hs_capture_record_locked(hs_stream *st, hs_capture_point **out);
void hs_capture_point_free(hs_capture_point *p);
/* st waits for such a record: st joins the capture, or adds the record's nodes to its own. */
hipError_t hs_capture_wait_locked(hs_stream *st, const hs_capture_point *p);
void hs_capture_forget_node_locked(void *graph, void *node);
void hs_capture_stream_gone_locked(hs_stream *st);

/* ==== hs_memory.c's table of allocations, for the files that allocate in other ways ====
 * An external allocation (a pool's block, a graph's memory, a VMM mapping, an IPC mapping) is
 * in the table so that copies and kernels accept it and pointer attributes describe it; hipFree
 * of it calls its owner's hook instead of free(). */
typedef hipError_t (*hs_mem_free_hook)(void *ctx, void *p);
hipError_t hs_mem_add_external(void *p, size_t size, hs_mem_free_hook hook, void *ctx);
int hs_mem_remove_external(void *p);     /* 1 when p was an external allocation's base */
enum { HS_MEMK_DEVICE = 1, HS_MEMK_HOST, HS_MEMK_MANAGED, HS_MEMK_EXTERNAL };
/* The kind (HS_MEMK_*, 0 when none) of the allocation p falls in; its base, size and, for an
 * external one, its owner's context. */
int hs_mem_lookup(const void *p, void **base, size_t *size, void **ctx);
/* Makes the device allocation containing p shareable between processes (its pages move onto a
 * memory file in place, the first time): *fd is that file (hs_memory.c's, closed when the
 * allocation is freed), *base and *size the allocation's. hipErrorInvalidValue for memory that
 * is not a device allocation of at least 64 KiB. */
hipError_t hs_mem_share(const void *p, int *fd, void **base, size_t *size);

/* ==== the API files' services to the layers above them ==== */
/* hs_stream.c: host-function ops, events' records (the scheduler's lock held) */
hs_op *hs_stream_hostfn_op(hipHostFn_t fn, void *user);
int hs_stream_op_hostfn(const hs_op *op, hipHostFn_t *fn, void **user);
void *hs_event_check_locked(hipEvent_t e);               /* the event of a handle, or NULL */
void hs_event_record_op_locked(void *ev, hs_op *op);     /* op is ev's latest record now */
hs_op *hs_event_last_locked(void *ev);                   /* ev's latest record, NULL if none */
/* Interprocess events: the memory file of e's shared state (-1: not interprocess, -2: no such
 * event); an event over such a file another process gave (fd taken over). Take the lock. */
int hs_event_ipc_fd(hipEvent_t e);
hipError_t hs_event_open_ipc(hipEvent_t *e, int fd);
/* hs_sched.c: a copy of op, not submitted, sharing op's keep when that is an hs_ref (a graph
 * node's kernel closure); coop: the copy's cooperative flag, -1 for op's. */
hs_op *hs_sched_op_clone(const hs_op *op, int coop);

/* hs_mempool.c: graph allocations (a graph memory node's, hipMallocAsync's in a capture),
 * reference-counted (see hs_mempool.c); an op allocates (marks in use) or frees one when it
 * runs. */
typedef struct hs_gmem { hs_ref ref; char *ptr; size_t size; int live; } hs_gmem;
hs_gmem *hs_gmem_new(size_t size);       /* one reference, the caller's; NULL when out of memory */
hs_gmem *hs_gmem_of(const void *p);      /* the graph allocation based at p, or NULL */
hs_op *hs_gmem_op(hs_gmem *g, int alloc);
int hs_gmem_op_info(const hs_op *op, hs_gmem **g, int *alloc);
int hs_gmem_live(hs_gmem *g);
void hs_gmem_release_live(hs_gmem *g);   /* no longer in use (hipGraphInstantiateFlagAutoFreeOnLaunch) */
/* hs_memory.c: what a task op of its own does: 1 a copy, 2 a memset, 0 not one of its ops */
int hs_mem_op_kind(const hs_op *op);

/* ==== graphs (hs_graph.c: graphs, nodes, the capture's sink; hs_graph_exec.c: executable
 * graphs), above the API files: a node that does work keeps a template op, made by running
 * the matching API call on a private capturing stream (so a node checks its parameters and
 * does its work exactly as the call does), and each launch of an executable graph submits
 * copies of the templates as floating ops. All under the scheduler's lock. ---- */
typedef struct ihipGraph hs_graph;
typedef struct hipGraphNode hs_gnode;
struct hipGraphNode {
    hs_graph *graph;
    int type;                     /* hipGraphNodeType */
    UT_VEC(hs_gnode *) deps, succs;
    hs_op *tmpl;                  /* kernels, copies, memsets, host functions, memory nodes */
    hs_graph *child;              /* child graph node: its own graph */
    hipEvent_t event;             /* event record and wait nodes */
    hs_gmem *gmem;                /* memory alloc and free nodes (a reference) */
    void **argv;                  /* kernel: pointers to its arguments in the closure */
    hipStreamBatchMemOpParams *ops;   /* batch memory op node: its own copy */
    union {
        hipKernelNodeParams kernel;
        hipMemsetParams memset;
        hipHostNodeParams host;
        hipMemAllocNodeParams alloc;
        hipBatchMemOpNodeParams batch;
        struct {
            void *dst;
            const void *src;
            size_t count, offset;
            hipMemcpyKind kind;
            int sym;                  /* hs_gcopy's form */
            hipMemcpy3DParms p3;      /* sym 3 */
            HIP_MEMCPY3D d3;          /* sym 4 */
        } copy;
    } p;
    int coop, priority;           /* kernel node attributes */
    hipAccessPolicyWindow window;
    hs_gnode *origin;             /* the node this one was cloned from */
};
struct ihipGraph {
    UT_VEC(hs_gnode *) nodes;
    UT_VEC(hipUserObject_t) uobjs;    /* one entry per reference the graph holds */
    hs_graph *clone_of;
};
/* The parameters of a copy node (1-D: sym 0, to a symbol: sym 1, from a symbol: sym 2; a 3-D
 * copy of hipMemcpy3DAsync: sym 3 with p3, of hipDrvMemcpy3DAsync: sym 4 with d3). */
typedef struct hs_gcopy {
    void *dst;
    const void *src;
    size_t count, offset;
    hipMemcpyKind kind;
    int sym;
    hipMemcpy3DParms p3;
    HIP_MEMCPY3D d3;
} hs_gcopy;
/* A template op for a node of type (kernel, memcpy, memset, host, batch memory op) with its
 * parameters (hipKernelNodeParams, hs_gcopy, hipMemsetParams, hipHostNodeParams,
 * hipBatchMemOpNodeParams); NULL with *e set.
 * Takes the scheduler's lock itself: call it without. */
hs_op *hs_graph_template(int type, const void *params, hipError_t *e);
hs_graph *hs_graph_find_locked(hipGraph_t g);
hs_gnode *hs_gnode_find_locked(hipGraphNode_t n);
/* The nodes of g in an order where each follows its dependencies; -1 when g has a cycle. */
int hs_graph_topo_locked(hs_graph *g, hs_gnode ***order);
/* A copy of g (child graphs copied too); NULL when out of memory. */
hs_graph *hs_graph_clone_locked(hs_graph *g);
void hs_graph_destroy_locked(hs_graph *g);
void hs_uobj_retain_locked(hipUserObject_t o, unsigned n);
void hs_uobj_release_locked(hipUserObject_t o, unsigned n);

/* ==== hs_memory.c's services to the API files above it (hs_copy.c) ==== */
/* Checks the two sides of a copy of dn / sn bytes as hipMemcpy does: the device sides that kind
 * names must be device-accessible, a host side is checked against the allocation it falls in. */
hipError_t hs_check_copy(void *dst, size_t dn, const void *src, size_t sn, hipMemcpyKind kind);
/* p .. p + n lies in one allocation of this runtime or one loaded object's image. */
hipError_t hs_mem_check_device(const void *p, size_t n);
/* p .. p + n does not run past the end of the allocation p falls in (if any). */
hipError_t hs_mem_check_range(const void *p, size_t n);
/* Submits a task (a copy or memset: fn reading `size` bytes of args, copied into the op) in
 * stream order, at once on this thread when nothing is in flight, and waits for it when sync
 * is set; records a failure for hipGetLastError. */
hipError_t hs_submit_task(hs_task_fn fn, const void *args, size_t size, hipStream_t stream,
                          int sync);

/* ==== hs_exec.c's services to the module layer above it (hs_module.c) ==== */
/* The launcher from `void **` arguments of a kernel the program registered, or NULL. */
hs_args_launcher hs_kernel_launcher(const void *func);
/* The __launch_bounds__ maximum of a kernel (0: none known). */
int hs_func_max_threads(const void *func);
/* A code object at path, mapped at bias, loaded after the first launch: its launch bounds
 * (path NULL: only the first scan of the objects loaded so far). */
void hs_exec_scan_object(const char *path, uintptr_t bias);
/* Drops registrations and launch bounds of code in [lo, hi) (an unloaded object). */
void hs_exec_forget(uintptr_t lo, uintptr_t hi);
/* hs_module.c's service to hiprtc (hs_rtc.c): the address of a loaded module's name
 * expression i, NULL if none. */
const void *hs_module_expr(hipModule_t h, int i);

/* ==== images: arrays and mipmapped arrays (hs_array.c), over hs_memory.c ====
 * An array's texels are one hs_image (hs_image.h): tightly packed rows, slices and layers, in
 * memory of its own (not in hs_memory.c's table: kernels never see it; copies, textures and
 * surfaces reach it through the handle). Live arrays are in a table, so a stale or made-up
 * handle is an error, not a crash. A level of a mipmapped array is an array whose `mip` names
 * its owner; it is freed with it. Textures and surfaces (hs_texture.c) point into arrays they
 * do not own. */
struct hipArray {
    hs_image img;
    hipChannelFormatDesc desc;
    hipArray_Format format;
    unsigned flags;                  /* hipArrayLayered, hipArrayCubemap, ... */
    size_t width, height, depth;     /* as created: 0 for a dimension it lacks */
    struct hipMipmappedArray *mip;   /* owner of a mipmap level, else NULL */
};
/* The live array behind a handle, NULL when it names none. */
struct hipArray *hs_array_get(hipArray_const_t a);
/* The live mipmapped array behind a handle and its levels (*n of them), NULL when none. */
struct hipMipmappedArray *hs_mipmap_get(hipMipmappedArray_const_t m, struct hipArray *const **lv,
                                        unsigned *n);
/* Texel layout of a channel description: kind, channels and sizes into img (1, 2 or 4 channels
 * of equal 8, 16 or 32 bits; half only as 16-bit float); 0 when HIP has no such format. */
int hs_channel_layout(const hipChannelFormatDesc *d, hs_image *img);
/* The same for a driver API format and channel count; *d (may be NULL) gets its description. */
int hs_format_layout(hipArray_Format f, unsigned nch, hs_image *img, hipChannelFormatDesc *d);

/* ==== the API files' services to the device API above them ==== */
void hs_stream_reset(void);               /* hs_stream.c: every user stream and event is freed */
void hs_mem_free_all(void);               /* hs_memory.c: every allocation is freed */
void hs_mempool_reset(void);              /* hs_mempool.c: pools' cached blocks go */
void hs_texture_reset(void);              /* hs_texture.c: every texture and surface object */
void hs_array_reset(void);                /* hs_array.c: every array and mipmapped array */
void hs_module_reset(void);               /* hs_module.c: every module is unloaded */
/* hs_module.c: launch a module function (kernelParams or the packed buffer of extra; coop: a
 * cooperative launch); the error is returned, not yet recorded */
hipError_t hs_module_launch(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                       unsigned by, unsigned bz, unsigned shm, hipStream_t s, void **params,
                       void **extra, int coop);

#endif
