/* hs_internal.h - private declarations shared by the files of hipshim's C runtime core
 * (src/runtime/). Nothing here is visible to programs; the public surfaces are
 * include/hip/hip_runtime_api.h (host API) and include/hip/hipshim/hs_core.h (kernel side).
 * Ownership: hipshim runtime core area. */
#ifndef HIPSHIM_HS_INTERNAL_H
#define HIPSHIM_HS_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "hip/hip_runtime_api.h"
#include "hip/hipshim/hs_core.h"

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

/* ---- limits of the one device hipshim presents ---- */
#define HS_MAX_THREADS_PER_BLOCK 1024u
#define HS_MAX_THREADS_PER_SM 2048u
#define HS_MAX_BLOCKS_PER_SM 16u
#define HS_MAX_GRID_X 2147483647u
#define HS_MAX_GRID_YZ 65536u

/* ---- errors (hs_error.c) ---- */
hipError_t hs_set_error(hipError_t e);    /* records a failure for hipGetLastError, returns e */
#define HS_RETURN(e) return hs_set_error(e)

/* ---- device (hs_device.c) ---- */
void hs_init(void);                       /* idempotent; starts the worker pool */
void hs_pool_start(unsigned nworkers);    /* hs_stream.c */
unsigned hs_core_count(void);
size_t hs_total_memory(void);

/* ---- fiber context switch (hs_switch_*.S) ---- */
typedef struct hs_ctx { void *sp; } hs_ctx;
void hs_ctx_switch(hs_ctx *from, hs_ctx *to);
void hs_ctx_start(void);                  /* first frame of a new fiber (assembly) */
void hs_ctx_make(hs_ctx *c, void *stack_lo, size_t size, void (*entry)(void *), void *arg);

/* ---- operations of streams (hs_stream.c) ---- */
enum {
    HS_OP_KERNEL = 1, HS_OP_COPY, HS_OP_COPY2D, HS_OP_SET, HS_OP_EVENT, HS_OP_WAIT,
    HS_OP_HOSTFN, HS_OP_STREAMCB
};
enum { HS_OPS_PENDING = 0, HS_OPS_QUEUED, HS_OPS_DONE };

typedef struct hs_stream hs_stream;
typedef struct hs_event hs_event;

typedef struct hs_op {
    int kind, state, refs;
    hs_stream *stream;
    struct hs_op *snext;          /* next op of the same stream */
    struct hs_op *rq_next;        /* run queue link */
    struct hs_op **deps;          /* ops that must be done first (besides stream order) */
    int ndeps, capdeps;
    /* work units: blocks of a kernel, 1 for other kinds */
    unsigned long long nunits;
    atomic_ullong next_unit, done_units;
    int holders;                  /* threads working on it from the run queue */
    struct timespec done_time;
    /* kernel */
    hs_launch_desc launch;
    hs_grid *grid;
    /* copy / memset */
    void *dst; const void *src; size_t bytes;
    size_t dpitch, spitch, width, height;
    uint64_t value; int value_size;
    /* event record */
    hs_event *event;
    /* host functions */
    void (*hostfn)(void *);
    void (*streamcb)(void *stream, int status, void *user);
    void *user;
} hs_op;

struct hs_stream {
    hs_stream *next;              /* list of all streams */
    hs_op *head, *tail;           /* ops not yet done, in order */
    unsigned flags;               /* hipStreamNonBlocking */
    int priority;
    int is_null;
};

struct hs_event {
    hs_event *next;
    unsigned flags;
    hs_op *rec;                   /* latest record, NULL if never recorded */
};

typedef struct hs_rt {
    pthread_mutex_t mu;
    pthread_cond_t work_cv;       /* workers sleep here */
    pthread_cond_t done_cv;       /* host threads waiting for completions */
    hs_op *rq_head, *rq_tail;     /* ops whose units may be taken */
    hs_stream *streams;
    hs_event *events;
    unsigned long long pending;   /* ops enqueued and not done */
    int idle_workers;
} hs_rt;
extern hs_rt hs_g;

hs_stream *hs_stream_lookup(hipStream_t s);   /* NULL if unknown; caller holds hs_g.mu */
hs_op *hs_op_new(int kind);
/* Enqueues op on stream (takes ownership of one reference); holds hs_g.mu. */
void hs_op_submit_locked(hs_op *op, hs_stream *st);
void hs_op_unref_locked(hs_op *op);
/* Runs the units of one op from the run queue (of stream `only`, or any when NULL); mu held on
 * entry and exit; 0 if there was none. */
int hs_help_one_locked(hs_stream *only);
/* Waits (helping) until op is done. mu held. */
void hs_wait_op_locked(hs_op *op);
void hs_op_finished_locked(hs_op *op);    /* the last unit of op is done (mu held) */
/* Executes a whole non-kernel op body (copy, memset, host function). */
void hs_op_execute_simple(hs_op *op);

/* ---- kernels (hs_exec.c, hs_block.c) ---- */
struct hs_grid {
    hs_op *op;
    hs_dim3 grid, block;
    unsigned nthreads;            /* per block */
    unsigned long long nblocks;
    size_t shared_bytes;
    hs_kernel_body body;
    void *closure;
    int cooperative;
    int loop;                     /* body is a thread loop (hs_launch_loop) */
    /* grid barrier for cooperative launches: one OS thread per block */
    pthread_mutex_t cmu;
    pthread_cond_t ccv;
    unsigned long long c_arrived, c_live, c_gen;
};
void hs_run_block(hs_grid *g, unsigned long long linear_block);
/* Runs blocks first .. first+count-1 one after another (the last fiber of one goes on with the
 * next, without a switch). */
void hs_run_blocks(hs_grid *g, unsigned long long first, unsigned long long count);
void hs_grid_block_finished(hs_grid *g);   /* cooperative bookkeeping */
void hs_grid_os_barrier(hs_grid *g);       /* all blocks of a cooperative grid meet here */
size_t hs_fiber_stack_size(void);
/* The storage of the built-in objects blockIdx, blockDim, gridDim (hs_device.hpp names them
 * through asm labels); hs_block.c keeps them equal to hs_running's fields. */
extern __thread hs_dim3 hs_blockIdx, hs_blockDim, hs_gridDim;
void hs_kernel_units(hs_op *op, unsigned long long first, unsigned long long count);
void hs_kernel_release(hs_op *op);          /* frees the closure and grid of a kernel op */
void hs_coop_start_locked(hs_op *op);
void hs_exec_thread_cleanup(void);
int hs_func_max_threads(const void *func);     /* launch bound, 0 if none */
void hs_wake_workers_locked(unsigned long long units);

/* ---- memory (hs_memory.c) ---- */
/* Checks that [p, p+n) lies in one allocation or in memory hipshim does not track (host
 * memory); returns hipErrorInvalidValue when p points into an allocation but runs past it. */
hipError_t hs_mem_check_range(const void *p, size_t n);
void hs_mem_free_all(void);               /* hipDeviceReset */
/* Submits a copy/memset op on a stream, or runs it at once when nothing is pending; waits for it
 * when sync is set. */
hipError_t hs_submit_simple(hs_op *op, hipStream_t stream, int sync);

/* ---- time ---- */
void hs_now(struct timespec *ts);

#endif
