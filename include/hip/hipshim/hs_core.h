/* hs_core.h - the contract between hipshim's C runtime core (src/runtime/) and its C++ kernel-
 * language headers (the .hpp files in include/hip/hipshim/). Device-side headers read the current GPU thread's
 * context through hs_self and synchronise only through the functions below.
 * Ownership: every hs_thread, hs_block and hs_grid is the runtime's, valid only while the kernel
 * that uses it runs; device code must not keep pointers to them across launches. A launch
 * (hs_launch, hs_launch_loop) hands its closure to the runtime, which frees it with
 * closure_free once the kernel has finished, or at once when the launch is refused. The warp
 * scratch and dynamic shared memory are the runtime's per-OS-thread buffers. */
#ifndef HIPSHIM_HS_CORE_H
#define HIPSHIM_HS_CORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hs_dim3 { unsigned x, y, z; } hs_dim3;

typedef struct hs_block hs_block;   /* opaque: barrier state, shared memory, warps */
typedef struct hs_grid hs_grid;     /* opaque: one launch */

/* One GPU thread (a fiber, or an iteration of the plain loop for barrier-free blocks). */
typedef struct hs_thread {
    hs_dim3 thread_idx;   /* threadIdx */
    hs_dim3 block_idx;    /* blockIdx  */
    hs_dim3 block_dim;    /* blockDim  */
    hs_dim3 grid_dim;     /* gridDim   */
    unsigned rank;        /* linear thread index in the block (x fastest) */
    unsigned lane;        /* rank % warp size */
    unsigned warp;        /* rank / warp size */
    unsigned warp_size;   /* 32 or 64, fixed for the process (HIPSHIM_WARP_SIZE) */
    hs_block *block;
    hs_grid *grid;
    void *user;           /* free for the header layer (e.g. per-thread cooperative-groups state) */
} hs_thread;

/* The GPU thread running on this OS thread, NULL outside kernels. */
extern __thread hs_thread *hs_self;

/* Warp size of this process: HIPSHIM_WARP_SIZE=32|64, default 64. */
unsigned hs_warp_size(void);

/* ---- block level ---- */
void hs_syncthreads(void);
/* __syncthreads_count/_and/_or: a barrier that also reduces pred over the block. */
int hs_syncthreads_count(int pred);
int hs_syncthreads_and(int pred);
int hs_syncthreads_or(int pred);
/* Dynamic shared memory of the current block (extern __shared__ / HIP_DYNAMIC_SHARED), 16-byte
 * aligned, hs_dynamic_shared_size() bytes (the launch's sharedMemBytes). */
void *hs_dynamic_shared(void);
size_t hs_dynamic_shared_size(void);
/* Static __shared__ variables are thread-local variables (one block runs at a time on a worker
 * thread, all its fibers on that thread; cooperative launches give each block its own thread).
 * HS_SHARED_QUALIFIER is what `__shared__` must expand to: `thread_local` WITHOUT `static`: at
 * block scope thread_local already implies static storage, and leaving `static` out is what
 * lets `extern __shared__ T x[];` compile (it becomes `extern thread_local T x[];`, an
 * undefined TLS symbol that hipshim-cc resolves at link time to the per-thread dynamic
 * shared-memory buffer, the one hs_dynamic_shared() returns). Define `__shared__` as
 * HS_SHARED_QUALIFIER, never as `static thread_local`. */
#ifdef __cplusplus
#define HS_SHARED_QUALIFIER thread_local
#else
#define HS_SHARED_QUALIFIER _Thread_local
#endif
/* Largest dynamic shared memory of one block (bytes): the size of the per-thread buffer. */
#define HS_DYNAMIC_SHARED_MAX 65536

/* ---- warp level ----
 * Lanes of a warp are the threads with the same `warp` in one block; the last warp of a block may
 * be partial. A lane that has returned from the kernel is inactive. */
/* Barrier among the lanes of the calling thread's warp that are still running; every running lane
 * of the warp must call it (as with __syncwarp on all active lanes). */
void hs_warp_sync(void);
/* Barrier among the lanes of `mask` (bits = lanes of the caller's warp) that are still running;
 * the caller's bit must be set. Divergent __syncwarp(mask) and _sync calls. A mask covering
 * every running lane is hs_warp_sync(). */
void hs_warp_sync_mask(uint64_t mask);
/* Bit i set for each lane i of the warp that has not exited (64-bit even at warp size 32). */
uint64_t hs_warp_active_mask(void);
/* __activemask(). Parks the calling lane until every running lane of its warp has exited or is
 * parked at a warp-level point (this function, a warp sync or exchange, a block or grid
 * barrier); returns the lanes parked here from the same call site (return address). See the
 * comment at its definition in hs_block.c. */
uint64_t hs_warp_converge(void);
/* A lockstep point of warp-synchronous code. The calling lane lets the other lanes of its warp
 * run up to their next lockstep point, round-robin (lanes not started yet start), and goes on
 * when its turn comes again; not a barrier: lanes that do not reach it are not waited for. cu2hip inserts it (as HIPSHIM_LOCKSTEP(), hs_warp.hpp) between the shared-
 * memory reads and writes of warp-synchronous code, which relies on lanes in lockstep. */
void hs_lockstep_yield(void);
/* Exchange area of the current warp: hs_warp_scratch_bytes() bytes, at least 64 lanes x 16 bytes;
 * each lane may use its own 16-byte slot at offset lane*16; contents are valid between two
 * hs_warp_sync calls of the same warp. */
void *hs_warp_scratch(void);
size_t hs_warp_scratch_bytes(void);

/* ---- grid level ---- */
/* Barrier over every thread of the grid; only valid under a cooperative launch (otherwise it
 * reports hipErrorCooperativeLaunchTooLarge-style misuse on stderr and aborts the kernel). */
void hs_grid_sync(void);
int hs_is_cooperative(void);
/* Number of threads in the grid and this thread's rank in it. */
unsigned long long hs_grid_size(void);
unsigned long long hs_grid_rank(void);

/* ---- time ---- */
unsigned long long hs_clock64(void);       /* monotonic cycles-like counter */
unsigned long long hs_wall_clock64(void);  /* constant-rate counter */
int hs_wall_clock_rate_khz(void);

/* ---- launching (used by the C++ hipLaunchKernelGGL / <<<>>> layer) ---- */
typedef void (*hs_kernel_body)(void *closure);   /* runs the kernel for hs_self */

typedef struct hs_launch_desc {
    hs_dim3 grid, block;
    size_t shared_bytes;          /* dynamic shared memory */
    void *stream;                 /* hipStream_t (NULL = null stream) */
    const void *func;             /* the kernel's address: key for attributes / launch bounds */
    hs_kernel_body body;
    void *closure;                /* argument pack, copied by value at launch */
    void (*closure_free)(void *closure);  /* called by the runtime once the kernel finished */
    int cooperative;              /* hipLaunchCooperativeKernel */
    /* (may be NULL) points argv[0 .. nargs) at the arguments in the closure: a graph's kernel
     * node gives them back as its kernelParams */
    void (*closure_argv)(void *closure, void **argv);
    unsigned nargs;
} hs_launch_desc;

/* Validates and enqueues (or runs) a launch. Returns a hipError_t value; on error the closure
 * is freed and the error is also recorded for hipGetLastError. */
int hs_launch(const hs_launch_desc *d);
/* Records __launch_bounds__(max_threads, min_warps) of a kernel (0 = not given). */
void hs_register_launch_bounds(const void *func, unsigned max_threads, unsigned min_warps);

/* ---- batched thread loop ----
 * hs_launch_loop takes the same descriptor as hs_launch, but d->body is a thread loop: the
 * runtime calls it once per fiber of a block, with hs_self set, and it runs GPU threads one
 * after another until the block has none left to start. With L = hs_block_tloop(hs_self->block):
 *   - start at rank r = L->next; while r < L->n: store r's threadIdx in hs_running (only .x
 *     when L->flat), run the kernel, then if L->slow call hs_thread_exited() and go on from
 *     r = L->next, else go on with r + 1 (L->lim is L->n while L->slow is 0 and 0 otherwise,
 *     so the fast path may test r + 1 < L->lim alone);
 *   - the loop need not store rank, lane and warp: the runtime derives them from threadIdx
 *     whenever the thread enters it (device code uses hs_thread_rank/lane/warp below);
 *   - the loop need not store L->next: whenever a thread enters the runtime (a barrier, warp
 *     function, or hs_thread_exited) the runtime first moves L->next past it.
 * When a thread waits at a barrier, the runtime starts the next thread on another fiber
 * (another call of the loop). So a barrier-free block runs on one fiber with no switch, and
 * the C++ layer can call the kernel directly, with the thread's coordinates in registers. */
typedef struct hs_tloop {
    unsigned next, n;           /* rank of the next thread to start; threads per block */
    unsigned flat;              /* blockDim.y == blockDim.z == 1: threadIdx.x is the rank */
    unsigned bx, by;            /* blockDim.x, blockDim.y */
    unsigned lane_mask, ws_shift;   /* warp size - 1, log2(warp size) */
    /* nonzero: the return of the current thread must be reported (hs_thread_exited); of a
     * type that the kernel's int/unsigned/float stores cannot alias, so that a compiler may
     * keep it in a register across a barrier-free loop */
    uint64_t slow;
    uint64_t lim;               /* slow ? 0 : n (same type, for the same reason) */
} hs_tloop;

/* Reports the return of hs_self's thread when L->slow: it counts as arrived at every later
 * barrier of its block (a thread that never waited, while nobody waits, needs no report). */
void hs_thread_exited(void);

/* The GPU thread running on this OS thread: inside a kernel
 * hs_self == &hs_running. The runtime saves and restores its per-thread fields (thread_idx, rank,
 * lane, warp, user) at fiber switches, so device code and the thread loop may name it directly,
 * which lets the compiler keep those fields in registers where no call intervenes. */
extern __thread hs_thread hs_running;

/* The running thread as device code should name it: &hs_running, or under sanitizers the
 * pointer hs_self (the same object). UBSan's null check of &hs_running tests the flags of an
 * `add` that the linker's TLS relaxation turns into a `lea` (seen with GCC 12 and binutils
 * 2.40), so the check then fails at random. hipshim-cc defines HIPSHIM_SANITIZED when it
 * compiles with sanitizers. */
#if defined(__SANITIZE_ADDRESS__) || defined(HIPSHIM_SANITIZED)
#define HS_RUNNING hs_self
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define HS_RUNNING hs_self
#endif
#endif
#ifndef HS_RUNNING
#define HS_RUNNING (&hs_running)
#endif

/* C++ device code (hs_device.hpp) names thread_idx of hs_running as the object threadIdx, a
 * second declaration of the same memory that GCC assumes to be distinct: in C++ read and write
 * the running thread's index only as threadIdx (hs_detail::rank() for the rank), never as
 * hs_running.thread_idx, hs_self->thread_idx or through the three functions below, which serve
 * C code and the runtime.
 * The current thread's rank, lane and warp computed from its threadIdx: under a batched loop
 * (hs_launch_loop) the fields rank, lane and warp of hs_running are brought up to date only
 * when the thread enters the runtime (any hs_* call of this header), so device code computes
 * them. */
static inline unsigned hs_thread_rank(const hs_thread *t)
{
    return t->thread_idx.x + t->block_dim.x * (t->thread_idx.y + t->block_dim.y * t->thread_idx.z);
}
static inline unsigned hs_thread_lane(const hs_thread *t)
{
    return hs_thread_rank(t) & (t->warp_size - 1);
}
static inline unsigned hs_thread_warp(const hs_thread *t)
{
    return hs_thread_rank(t) / t->warp_size;
}

/* The loop state of a block: the first member of every hs_block. */
static inline hs_tloop *hs_block_tloop(hs_block *b) { return (hs_tloop *)(void *)b; }

int hs_launch_loop(const hs_launch_desc *d);

/* Warp exchange in one barrier: publishes the caller's 16 bytes
 * at v in its slot and waits for the lanes of `set` (mask semantics of hs_warp_sync_mask; ~0 =
 * every running lane). Returns the slots to read (lane i's at +16*i) and in *live the lanes of
 * the set that took part. A whole-warp exchange alternates between two buffers, so it needs no
 * second barrier (*again = 0); an exchange among part of the warp sets *again, and the caller
 * must call hs_warp_exchange_end(set) once it has read the slots. */
const void *hs_warp_exchange(const void *v, uint64_t set, uint64_t *live, int *again);
void hs_warp_exchange_end(uint64_t set);
/* A ballot among `set` (as for hs_warp_exchange) in one
 * barrier and O(1) per lane: returns the lanes whose pred was nonzero; *live receives the lanes
 * that took part. */
uint64_t hs_warp_ballot(int pred, uint64_t set, uint64_t *live);

/* ---- kernels lowered for the CPU ----
 * cu2hip --lower-kernels emits, beside a kernel, a function that runs one whole block as loops
 * over its threads (barriers split the body into such loops). The kernel registers that form
 * at program start; hipLaunchKernelGGL asks for it at launch and, when there is one, runs each
 * block as a single call of it instead of one GPU thread per fiber iteration. */
void hs_register_lowered(const void *kernel, const void *lowered);
/* The lowered form of a kernel, or NULL when it has none or HIPSHIM_LOWER=0 is set. */
const void *hs_lowered_find(const void *kernel);

/* Device-side abort (assert failure, trap): prints msg and aborts the process like a GPU fault. */
void hs_device_abort(const char *msg) __attribute__((noreturn));

#ifdef __cplusplus
}
#endif
#endif
