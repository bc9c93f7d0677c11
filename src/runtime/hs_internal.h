/* hs_internal.h - the private interfaces between the files of hipshim's C runtime (src/runtime/),
 * one section per layer, from the ground up. Nothing here is visible to programs; their
 * surfaces are include/hip/hip_runtime_api.h (host API) and include/hip/hipshim/hs_core.h
 * (kernel side). A file calls only into the layers below its own:
 *
 *   hs_device.c                  device API: hipInit, properties, limits, synchronize, reset
 *   hs_texture.c  hs_copy.c      texture and surface objects, texture references;
 *                                array, 2-D and 3-D copies and memsets (boxes)
 *   hs_array.c                   arrays, mipmapped arrays, pitched 3-D allocations
 *   hs_stream.c  hs_memory.c  hs_exec.c
 *                                streams and events; allocations, copies, memsets, symbols;
 *                                launches, kernel registry, launch bounds, occupancy
 *   hs_sched.c                   the scheduler: ops in stream FIFOs, dependencies, run queue,
 *                                worker pool, waiting, cooperative launches' block threads
 *   hs_block.c                   running blocks of a grid on the calling OS thread: fibers,
 *                                barriers, warps, the grid barrier; the kernel side of hs_core.h
 *   hs_config.c  hs_error.c  hs_switch_*.S  hs_math_vec.c  (../containers.c)
 *                                settings and host facts; error codes; context switch; sinf/cosf
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
 * reference, dropped when the op completes (hs_sched_submit frees an op whose stream is
 * unknown); an op is submitted as soon as it is made. Whoever keeps a pointer to an op across
 * an unlock holds a reference of its own (hs_op_ref_locked ... hs_op_unref_locked), and the
 * scheduler does so for the run queue (while queued), for each thread running its units, for
 * each block thread of a cooperative launch and for each op that depends on it (deps, dropped
 * when the dependent completes); outside it an event holds one on its latest record and a
 * waiter on what it waits for. The last unref frees the op, and a kernel's grid with it (the
 * launch's closure is freed). */
struct hs_op {
    /* what the op is: set by its creator before submission */
    int kind;                     /* HS_OP_KERNEL, HS_OP_TASK, HS_OP_MARKER */
    hs_grid *grid;                /* kernel: in data[] (hs_sched_kernel_new) */
    hs_task_fn task;              /* task: runs once, on any thread, reading data[] */
    unsigned long long nunits;    /* kernel: its blocks; 1 otherwise */
    /* the scheduler's */
    int state, refs;
    hs_stream *stream;
    hs_op *snext;                 /* next op of the same stream */
    hs_op *rq_next;               /* run queue link */
    UT_VEC(hs_op *) deps;         /* ops that must be done first (besides stream order) */
    atomic_ullong next_unit, done_units;
    struct timespec done_time;    /* when it completed (event timing) */
    alignas(max_align_t) unsigned char data[];   /* the creator's: hs_op_new's `size` bytes */
};

struct hs_stream {
    hs_stream *next;              /* list of all streams */
    hs_op *head, *tail;           /* ops not yet done, in order */
    unsigned flags;               /* hipStreamNonBlocking */
    int priority;
    int is_null;
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
/* op also waits for dep (nothing when dep is NULL or done); op holds a reference on it. */
void hs_op_depend_locked(hs_op *op, hs_op *dep);

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
/* Waits, helping with the work of op's stream, until op is done. */
void hs_sched_wait_locked(hs_op *op);
void hs_sched_wait_all(void);             /* hipDeviceSynchronize */
/* hipStreamSynchronize: the stream's work so far (the null stream: with every blocking stream's,
 * as legacy synchronisation does); hipErrorInvalidHandle, hipErrorOutOfMemory. Records no
 * error. */
hipError_t hs_sched_sync(hipStream_t s);

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
void hs_texture_reset(void);              /* hs_texture.c: every texture and surface object */
void hs_array_reset(void);                /* hs_array.c: every array and mipmapped array */
void hs_module_reset(void);               /* hs_module.c: every module is unloaded */

#endif
