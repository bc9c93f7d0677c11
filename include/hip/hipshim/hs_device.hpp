/* hs_device.hpp - hipshim kernel language, part 1: qualifiers, built-in variables (threadIdx,
 * blockIdx, blockDim, gridDim, warpSize), block barriers, memory fences, shared memory, timers,
 * assert/trap/printf support. Everything reads the current GPU thread through hs_self, or by name
 * as hs_running (HS_RUNNING, hs_core.h), which lets the compiler keep its fields in registers.
 * Ownership: the built-in objects are the runtime's thread-local storage (hs_core.h); nothing is
 * allocated. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_DEVICE_HPP
#define HIPSHIM_HS_DEVICE_HPP

/* Standard headers that spell __noinline__ inside __attribute__ must be seen before the
 * __noinline__ macro below exists. */
#include <memory>
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <type_traits>

#include "hs_core.h"

/* ---- built-in variables ----
 * threadIdx, blockIdx, blockDim and gridDim are objects, as in HIP, so host code may declare its
 * own `dim3 gridDim(...)` or `threadIdx` (a local shadows them). blockIdx, blockDim and gridDim
 * are thread-local copies of the running block's coordinates that the runtime writes once per
 * block (symbols hs_blockIdx, ...). threadIdx names the first member of hs_running (its
 * thread_idx, see hs_core.h) under its own declaration; GCC assumes that two declarations never
 * share memory, so C++ code must read and write the running thread's index only through
 * threadIdx (the thread loop of hs_launch.hpp does), never through hs_running.thread_idx or
 * hs_self->thread_idx. Their members are plain unsigned values (printf("%u", threadIdx.x) and
 * template deduction work) and they convert to dim3. Declared before hs_launch.hpp, whose thread
 * loop stores threadIdx. */
namespace hs_detail {
struct builtin3 {
    unsigned x, y, z;
    template <class D, class = decltype(D{0u, 0u, 0u})>
    operator D() const { return D{x, y, z}; }
};
} // namespace hs_detail
extern "C" __thread ::hs_detail::builtin3 threadIdx __asm__("hs_running");
extern "C" __thread ::hs_detail::builtin3 blockIdx __asm__("hs_blockIdx");
extern "C" __thread ::hs_detail::builtin3 blockDim __asm__("hs_blockDim");
extern "C" __thread ::hs_detail::builtin3 gridDim __asm__("hs_gridDim");
static_assert(offsetof(hs_thread, thread_idx) == 0 && sizeof(hs_dim3) == sizeof(::hs_detail::builtin3),
              "hipshim: threadIdx must name hs_running's thread_idx");

/* The host API and the launch templates. */
#if __has_include("../hip_runtime_api.h")
#include "../hip_runtime_api.h"
#endif
#if __has_include("hs_launch.hpp")
#include "hs_launch.hpp"
#endif

/* ---- qualifiers: kernels and device functions are ordinary host functions ---- */
#ifndef __global__
#define __global__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __host__
#define __host__
#endif
#ifndef __constant__
#define __constant__
#endif
#ifndef __managed__
#define __managed__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
#ifndef __noinline__
#define __noinline__ __attribute__((noinline))
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
/* CUDA 11.7's read-only kernel parameters: parameters are copies here anyway. */
#ifndef __grid_constant__
#define __grid_constant__
#endif
/* HIP's host_defines.h spelling of an alignment (struct __align__(16) float4_ {...}) */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
/* One block runs on one OS thread at a time (all its fibers there), so thread-local storage is
 * block-shared memory. `extern __shared__ T x[];` becomes an undefined TLS symbol that the link
 * step (hipshim-cc) binds to the block's dynamic shared memory. */
#ifndef __shared__
#ifdef HS_SHARED_QUALIFIER
#define __shared__ HS_SHARED_QUALIFIER
#else
#define __shared__ thread_local
#endif
#endif
#define HIP_DYNAMIC_SHARED(type, var) type *var = static_cast<type *>(::hs_dynamic_shared())
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#ifndef __HIPSHIM__
#define __HIPSHIM__ 1
#endif
#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif
#define HIP_ARCH_HAS_WARP_VOTE 1
#define HIP_ARCH_HAS_WARP_BALLOT 1
#define HIP_ARCH_HAS_WARP_SHUFFLE 1
#define HIP_ARCH_HAS_GLOBAL_INT32_ATOMICS 1
#define HIP_ARCH_HAS_GLOBAL_INT64_ATOMICS 1
#define HIP_ARCH_HAS_FLOAT_ATOMIC_ADD 1
#define HIP_ARCH_HAS_DOUBLES 1
#define HIP_ARCH_HAS_SYNC_THREAD_EXT 1

namespace hs_detail {

[[noreturn]] inline void no_kernel(const char *what) {
    std::fprintf(stderr, "hipshim: %s used outside a kernel\n", what);
    std::abort();
}

/* The running GPU thread, by name (hs_running == *hs_self inside kernels): the compiler can then
 * keep its fields in registers across the runtime's batched thread loop. */
inline hs_thread *self(const char *what) {
    if (__builtin_expect(hs_self == nullptr, 0))
        no_kernel(what);
    return HS_RUNNING;
}

inline int warp_size() {
    hs_thread *t = hs_self;
    return t ? (int)t->warp_size : (int)::hs_warp_size();
}

[[noreturn]] inline void assert_fail(const char *expr, const char *file, unsigned line,
                                     const char *func) {
    char msg[512];
    std::snprintf(msg, sizeof msg, "%s:%u: %s: Device-side assertion `%s' failed.", file, line,
                  func, expr);
    if (hs_self)
        ::hs_device_abort(msg);
    std::fprintf(stderr, "%s\n", msg);
    std::abort();
}

} // namespace hs_detail

/* The running thread's linear index in its block and its lane, from threadIdx (see above: not
 * from hs_thread_rank/hs_thread_lane of hs_running, which read thread_idx by another name). */
namespace hs_detail {
inline unsigned rank() { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
} // namespace hs_detail
/* warpSize is fixed for the process (HIPSHIM_WARP_SIZE), so it is a plain int variable rather than
 * a macro: `prop.warpSize` and printf("%d", warpSize) keep working. */
inline const int warpSize = (int)::hs_warp_size();

#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

/* ---- block barriers (each implies a fence for the block) ---- */
__forceinline__ void __syncthreads() { ::hs_syncthreads(); }
__forceinline__ int __syncthreads_count(int predicate) { return ::hs_syncthreads_count(predicate); }
__forceinline__ int __syncthreads_and(int predicate) { return ::hs_syncthreads_and(predicate); }
__forceinline__ int __syncthreads_or(int predicate) { return ::hs_syncthreads_or(predicate); }

/* ---- memory fences: blocks run on several OS threads, so these are real fences ---- */
__forceinline__ void __threadfence_block() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__forceinline__ void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
__forceinline__ void __threadfence_system() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* ---- timers ---- */
__forceinline__ long long clock64() { return (long long)::hs_clock64(); }
__forceinline__ long long wall_clock64() { return (long long)::hs_wall_clock64(); }
__forceinline__ long long __clock64() { return (long long)::hs_clock64(); }

/* ---- misc ---- */
template <class T> __forceinline__ T __ldg(const T *p) { return *p; }
__forceinline__ void __nanosleep(unsigned ns) {
    struct timespec ts = {0, (long)(ns > 999999999u ? 999999999u : ns)};
    nanosleep(&ts, nullptr);
}
[[noreturn]] inline void __trap() { ::hs_device_abort("device trap (__trap)"); }

/* assert in kernels: a failure aborts the process like a GPU fault, through hs_device_abort. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) \
    ((e) ? (void)0 : ::hs_detail::assert_fail(#e, __FILE__, __LINE__, __func__))
#endif

#endif
