/* hs_launch.hpp - hipshim's C++ launch layer: hipLaunchKernelGGL packs the arguments, converted
 * to the kernel's parameter types and copied by value, into a closure whose thread loop the
 * runtime runs on each fiber of a block (hs_launch_loop in hs_core.h), the kernel called
 * directly in the loop so that a GPU thread costs little more than the kernel's body; typed hipLaunchKernel / hipLaunchCooperativeKernel
 * take the kernel itself and HIP's `void** args`; every typed use registers the kernel so that
 * the C entry points taking `const void*` (hipLaunchKernel((const void*)k, ...),
 * hipFuncGetAttributes, occupancy) find it later. Also __launch_bounds__: the kernel is placed in
 * an ELF section named hs_lb_<MAX>_<MIN>, which the runtime reads at the first launch to refuse
 * blocks larger than MAX with hipErrorLaunchFailure, as HIP does. A MAX that is not an integer
 * expression after preprocessing (e.g. a template parameter) is read, with GCC, from a no-op pad
 * before the kernel's entry (see HS_LAUNCH_BOUNDS_SECTION_).
 * Ownership: each launch allocates its closure (the argument pack) with new and hands it to the
 * runtime (hs_launch_loop), which deletes it through free_closure once the kernel has finished,
 * or at once when the launch is refused. A lowered kernel's per-thread values live in
 * lower_mem, an arena per OS thread that each block resets and the thread's exit frees. The
 * registry entries that register_kernel and lower_use make are the runtime's. Include
 * <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_LAUNCH_HPP
#define HIPSHIM_HS_LAUNCH_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <tuple>
#include <type_traits>
#include <utility>

#include "hs_core.h"
#include "../hip_runtime_api.h"

#ifndef __launch_bounds__
/* GCC writes the section name unquoted into its assembly, so the name carries its own quotes
 * there (a bound such as `2 * 128` contains spaces); clang quotes names itself. */
#if defined(__clang__)
#define HS_LAUNCH_BOUNDS_SECTION_(max_, min_, ...) \
    __attribute__((section("hs_lb_" #max_ "_" #min_)))
#else
/* A MAX that is a template parameter has no value in the section name; GCC evaluates the
 * arguments of patchable_function_entry per instantiation, so MAX no-ops placed before the
 * kernel's entry (never executed) give the runtime the bound of each instantiation (hs_exec.c).
 * Clang does not accept a dependent value there, so its template bounds stay unenforced. */
#define HS_LAUNCH_BOUNDS_SECTION_(max_, min_, ...) \
    __attribute__((section("\"hs_lb_" #max_ "_" #min_ "\""), \
                   patchable_function_entry((max_), (max_))))
#endif
#define __launch_bounds__(...) HS_LAUNCH_BOUNDS_SECTION_(__VA_ARGS__, 0, 0)
#endif

#define HIP_KERNEL_NAME(...) __VA_ARGS__

/* Kernels lowered by cu2hip --lower-kernels are compiled in (the lowered forms sit under
 * #if defined(__HIPSHIM_LOWER__)) unless HIPSHIM_NO_LOWER is defined (hipshim-cc --no-lower);
 * HIPSHIM_LOWER=0 in the environment turns them off at run time. */
#if !defined(HIPSHIM_NO_LOWER) && !defined(__HIPSHIM_LOWER__)
#define __HIPSHIM_LOWER__ 1
#endif

namespace hs_launch_detail {

template <class T> inline T convert(T v) { return v; }   /* implicit conversion, as a call does */

/* A launch's argument pack and the callable that runs the kernel for one GPU thread: at
 * hipLaunchKernelGGL a lambda naming the kernel (a direct call the compiler inlines into the
 * thread loop), for launches through a pointer (hipLaunchKernel with void** args) ptr_call. */
template <class F, class... P> struct closure {
    F fn;
    std::tuple<std::decay_t<P>...> args;
    const void *lowered = nullptr;   /* the kernel's lowered form (see lowered_body), if any */
};

template <class... P> struct ptr_call {
    void (*k)(P...);
    template <class... A> void operator()(A &...a) const { k(a...); }
};

/* The thread loop the runtime runs on each fiber of a block (protocol in hs_core.h). The inner
 * loop has no call besides the kernel's own and stores only threadIdx, right before its exit
 * test, and the callable and arguments are copied to locals, so for a barrier-free kernel the
 * compiler keeps everything in registers (threadIdx too: it is stored once, after the loop): a
 * GPU thread costs little more than the kernel's body. */
template <class F, class... P> void loop_body(void *c)
{
    closure<F, P...> *cl = static_cast<closure<F, P...> *>(c);
    F fn = cl->fn;
    std::tuple<std::decay_t<P>...> args = cl->args;
    hs_thread *t = HS_RUNNING;
    hs_tloop *L = hs_block_tloop(t->block);
    const unsigned n = L->n;
    unsigned r = L->next;
    if (L->flat) {
        while (r < n) {
            if (L->slow) {   /* one thread, then report its return */
                threadIdx.x = r;
                std::apply(fn, args);
                hs_thread_exited();
                r = L->next;
                continue;
            }
            /* L->lim drops to 0 when the thread r - 1 just run must report its return. The
             * next thread's index is stored after the kernel, right before the loop's only
             * exit test, so that at every exit the last store of the iteration is ours: GCC
             * then keeps threadIdx in a register and stores it once after the loop (store
             * motion; with the store first, a kernel's own store, which it must assume may
             * alias hs_running, pins a store per thread in the loop). */
            if (r < (unsigned)L->lim) {
                threadIdx.x = r;
                /* Unrolled: most of a small kernel's cost is otherwise the loop's own
                 * increment, compare and taken branch per GPU thread (vector add: 15%
                 * less CPU time here). */
#pragma GCC unroll 4
                do {
                    std::apply(fn, args);
                    threadIdx.x = ++r;
                } while (r < (unsigned)L->lim);
            }
            if (__builtin_expect(!L->slow, 1))
                return;
            threadIdx.x = r - 1;   /* the thread that returns */
            hs_thread_exited();
            r = L->next;
        }
        return;
    }
    const unsigned bx = L->bx, by = L->by;
    while (r < n) {
        unsigned tx = r % bx, ty = (r / bx) % by, tz = r / (bx * by);
        threadIdx.x = tx;
        threadIdx.y = ty;
        threadIdx.z = tz;
        /* as above: the next thread's index is stored right before the only exit test */
        do {
            std::apply(fn, args);
            ++r;
            if (++tx == bx) {
                tx = 0;
                if (++ty == by) {
                    ty = 0;
                    tz++;
                }
            }
            threadIdx.x = tx;
            threadIdx.y = ty;
            threadIdx.z = tz;
        } while (r < (unsigned)L->lim);
        if (__builtin_expect(!L->slow, 1))
            return;
        /* the thread r - 1 returns */
        threadIdx.x = (r - 1) % bx;
        threadIdx.y = ((r - 1) / bx) % by;
        threadIdx.z = (r - 1) / (bx * by);
        hs_thread_exited();
        r = L->next;
    }
}

/* ---- kernels lowered by cu2hip --lower-kernels ----
 * A lowered kernel is `void hs_lowered_K(lower_blk *, P...)` (the kernel's own parameters): it
 * runs one whole block, each stretch of the body between two barriers as a loop over the
 * block's threads (lower_each), values that live across a barrier in per-thread arrays
 * (lower_alloc). The kernel names its lowered form through lower_use<&K, &hs_lowered_K>() at
 * the top of its body, which registers the pair once, at program start (a static data member of
 * a class template is initialised before main when the template is instantiated: this works for
 * every instantiation of a templated kernel too). */
struct lower_blk {
    unsigned n, bx, by;   /* threads; blockDim.x, blockDim.y */
    unsigned flat;        /* blockDim.y == blockDim.z == 1 */
};

/* threadIdx as the lowered code sees it: the thread index the region loop passes in, with the
 * conversions of hipshim's threadIdx (to dim3 and the like). */
struct lower_tid {
    unsigned x, y, z;
    template <class D, class = decltype(D{0u, 0u, 0u})> operator D() const { return D{x, y, z}; }
};

/* Per-OS-thread storage for the per-thread arrays of the block being run: reset at the start of
 * each block; when a block needs more than the current chunk, the next reset makes one chunk
 * large enough, so that pointers handed out stay valid while the block runs. */
struct lower_arena {
    unsigned char *base = nullptr;
    std::size_t cap = 0, used = 0, want = 0;
    unsigned char *extra = nullptr;   /* overflow chunks of this block, freed at the next reset */
    ~lower_arena()
    {
        std::free(base);
        release_extra();
    }
    void release_extra()
    {
        while (extra) {
            unsigned char *n = *reinterpret_cast<unsigned char **>(extra);
            std::free(extra);
            extra = n;
        }
    }
    void reset()
    {
        release_extra();
        if (want > cap) {
            std::free(base);
            cap = want + want / 2;
            base = static_cast<unsigned char *>(std::malloc(cap));
            if (!base)
                hs_device_abort("out of memory for a lowered kernel's per-thread values");
        }
        used = 0;
        want = 0;
    }
    void *get(std::size_t bytes, std::size_t align)
    {
        std::size_t at = (used + align - 1) & ~(align - 1);
        want = at + bytes > want ? at + bytes : want;
        if (at + bytes <= cap) {
            used = at + bytes;
            return base + at;
        }
        used = at + bytes;
        void *p = std::malloc(bytes + 64);
        if (!p)
            hs_device_abort("out of memory for a lowered kernel's per-thread values");
        *static_cast<unsigned char **>(p) = extra;
        extra = static_cast<unsigned char *>(p);
        return static_cast<unsigned char *>(p) + 64;
    }
};
inline thread_local lower_arena lower_mem;

/* An array of one T per thread of the block (uninitialised: the kernel's own code assigns). */
template <class T> inline T *lower_alloc(const lower_blk *b)
{
    static_assert(alignof(T) <= 64, "hipshim: over-aligned value kept across a barrier");
    return static_cast<T *>(lower_mem.get(sizeof(T) * b->n, alignof(T) < 16 ? 16 : alignof(T)));
}
/* Division by a kernel parameter in a lowered kernel (cu2hip's lw_fastdiv): the multiplier is
 * computed once per block, each a / d and a % d then costs a multiplication and shifts instead
 * of a hardware division, with C's results for every dividend (round-up method of Granlund and
 * Montgomery; signed operands through their magnitudes, truncating toward zero). A divisor of 0
 * (or -1, where INT_MIN / -1 overflows) keeps the plain division, so that what the kernel does
 * then stays what the fiber path does. T: int, long, long long or their unsigned forms. */
template <class T> struct lower_div {
    using U = std::make_unsigned_t<T>;
    using W = std::conditional_t<(sizeof(T) > 4), unsigned __int128, std::uint64_t>;
    static constexpr int B = sizeof(T) * 8;
    T d;
    U m = 0;
    int sh = 0, kind = 0;   /* 0: plain division, 1: |d| == 1, 2: multiplier m and shift sh */
    /* 64-bit types: a divisor 1 < d < 2^32 and a dividend 0 <= a < 2^32 (index arithmetic in
     * long long whose values fit 32 bits) take the direct method of Lemire, Kaser and Kurz
     * ("Faster remainder by direct computation", 2019): with m32 = ceil(2^64 / d), a / d is the
     * high half of m32 * a and a % d the high half of (its low half) * d, exact for every such a
     * and d; one multiplication each, no shifts or sign fix-ups. lim: 2^32 where it applies,
     * else 0 (one compare per division decides). */
    std::uint64_t m32 = 0, lim = 0;
    explicit lower_div(T dv) : d(dv)
    {
        if (d == 0 || (std::is_signed_v<T> && d == T(-1)))
            return;
        const U ad = std::is_signed_v<T> && d < T(0) ? U(U(0) - U(d)) : U(d);
        if (ad == 1) {
            kind = 1;
            return;
        }
        kind = 2;
        /* ceil(log2 ad), ad >= 2 (computed per block: no loop) */
        const int l = B - (sizeof(U) > sizeof(unsigned) ? __builtin_clzll((unsigned long long)(ad - 1))
                                                        : __builtin_clz((unsigned)(ad - 1)));
        const W two_l = l == B ? (W(1) << B) : W(U(1) << l);
        m = U(((two_l - ad) << B) / ad + 1);
        sh = l;
        if constexpr (B == 64)
            if (d > T(0) && std::uint64_t(d) <= 0xffffffffu) {
                m32 = ~std::uint64_t(0) / std::uint64_t(d) + 1;
                lim = std::uint64_t(1) << 32;
            }
    }
    /* a fits the direct method (64-bit T) */
    bool small(T a) const { return std::uint64_t(a) < lim; }
    static std::uint64_t mulhi(std::uint64_t x, std::uint64_t y)
    {
        return std::uint64_t((unsigned __int128)x * y >> 64);
    }
    U udiv(U a) const
    {
        const U t = U((W(m) * a) >> B);
        return U((t + U((a - t) >> 1)) >> (sh - 1));
    }
    T div(T a) const
    {
        if constexpr (B == 64)
            if (small(a))
                return T(mulhi(m32, std::uint64_t(a)));
        if (kind == 0)
            return a / d;
        if constexpr (std::is_signed_v<T>) {
            const U ua = a < T(0) ? U(U(0) - U(a)) : U(a);
            const U q = kind == 1 ? ua : udiv(ua);
            return (a < T(0)) != (d < T(0)) ? T(U(U(0) - q)) : T(q);
        } else {
            return kind == 1 ? a : udiv(a);
        }
    }
    T mod(T a) const
    {
        if constexpr (B == 64)
            if (small(a))
                return T(mulhi(m32 * std::uint64_t(a), std::uint64_t(d)));
        return kind == 0 ? a % d : T(a - div(a) * d);
    }
};

/* The per-thread arrays of a lowered helper (cu2hip's lw_helper_call) live while it runs: a
 * helper called in a loop reuses the same space each time. */
struct lower_scope {
    std::size_t used = lower_mem.used;
    lower_scope() = default;
    lower_scope(const lower_scope &) = delete;
    lower_scope &operator=(const lower_scope &) = delete;
    ~lower_scope() { lower_mem.used = used; }
};
/* One flag per thread, set when the thread returned (it then skips the later regions). */
inline unsigned char *lower_dead(const lower_blk *b)
{
    unsigned char *d = static_cast<unsigned char *>(lower_mem.get(b->n, 16));
    std::memset(d, 0, b->n);
    return d;
}

/* Runs region r for every live thread of the block, in rank order. With SetSelf the running
 * thread's threadIdx is also stored where device functions and macros read it (the region calls
 * functions of the program or names threadIdx through a macro). */
template <bool SetSelf, class R> inline void lower_each(const lower_blk *b, const unsigned char *dead, R &&r)
{
    const unsigned n = b->n;
    if (b->flat) {
        for (unsigned i = 0; i < n; i++) {
            if (dead && dead[i])
                continue;
            if (SetSelf) {
                threadIdx.x = i;
                threadIdx.y = 0;
                threadIdx.z = 0;
            }
            r(i, lower_tid{i, 0u, 0u});
        }
        return;
    }
    const unsigned bx = b->bx, by = b->by;
    unsigned i = 0;
    for (unsigned z = 0; i < n; z++)
        for (unsigned y = 0; y < by; y++)
            for (unsigned x = 0; x < bx; x++, i++) {
                if (dead && dead[i])
                    continue;
                if (SetSelf) {
                    threadIdx.x = x;
                    threadIdx.y = y;
                    threadIdx.z = z;
                }
                r(i, lower_tid{x, y, z});
            }
}

/* A lowered kernel with interchanged loops is also compiled for AVX2 (chosen at run time), so
 * that its loops over threads handle 8 floats at a time where the CPU can, whatever -march the
 * program was built for: the device math computes the same bits in every instruction set
 * (hs_devmath.hpp), and code outside it is plain IEEE arithmetic (no FMA: GCC's avx2 target does
 * not include it). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__AVX2__) &&         \
    !defined(HIPSHIM_SANITIZED) && !defined(HIPSHIM_NO_SIMD_DISPATCH)
#define HIPSHIM_LOWER_SIMD_FN __attribute__((target_clones("default", "avx2")))
#else
#define HIPSHIM_LOWER_SIMD_FN
#endif

/* Runs region r, the body of a loop that cu2hip interchanged with the loop over the block's
 * threads (pass_lower_simd.c: a uniform trip count, a body that only computes the thread's own
 * scalars with vectorisable math), as one loop over the threads that GCC vectorises: omp simd
 * (hipshim-cc passes -fopenmp-simd) because its iterations are independent by construction, and
 * the device math's SIMD clones (hs_devmath.hpp). Threads that returned run too, so that the
 * loop has no branch: their values are never read, and cu2hip allows it only where they cannot
 * fault (addresses the same in every thread, no stores to memory); nothing runs when every
 * thread returned. Always inlined, with the region: the AVX2 clone of the lowered kernel
 * (HIPSHIM_LOWER_SIMD_FN) must vectorise it with its own instruction set. */
/* omp simd only where the compiler knows it (hipshim-cc: -fopenmp-simd -DHIPSHIM_OMP_SIMD; GCC 12
 * cannot silence -Wunknown-pragmas in C++ headers), otherwise GCC ivdep (the same promise, but
 * GCC's -O2 cost model may then leave the loop scalar). */
#if defined(_OPENMP) || defined(HIPSHIM_OMP_SIMD)
#define HS_LOWER_SIMD_LOOP _Pragma("omp simd")
#elif defined(__clang__)
#define HS_LOWER_SIMD_LOOP _Pragma("clang loop vectorize(enable)")
#else
#define HS_LOWER_SIMD_LOOP _Pragma("GCC ivdep")
#endif
template <class R>
__attribute__((always_inline, flatten)) inline void lower_simd(const lower_blk *b, const unsigned char *dead, R &&r)
{
    const unsigned n = b->n;
    if (dead) {
        unsigned live = 0;
        for (unsigned i = 0; i < n; i++)
            live |= !dead[i];
        if (!live)
            return;
    }
    if (b->flat) {
        HS_LOWER_SIMD_LOOP
        for (unsigned i = 0; i < n; i++)
            r(i, lower_tid{i, 0u, 0u});
        return;
    }
    const unsigned bx = b->bx, by = b->by;
    unsigned i = 0;
    for (unsigned z = 0; i < n; z++)
        for (unsigned y = 0; y < by; y++, i += bx) {
            const unsigned base = i;
            HS_LOWER_SIMD_LOOP
            for (unsigned x = 0; x < bx; x++)
                r(base + x, lower_tid{x, y, z});
        }
}

/* Warp functions of lowered kernels (cu2hip's lw_warp_stmt): every live thread of the block
 * stored its arguments (val, arg: source lane / delta / lane mask, width) at its rank; one call
 * computes every thread's result, warp by warp, with the semantics of hs_warp.hpp's functions
 * when all the warp's running lanes call together: a source lane that does not take part (beyond
 * a partial last warp, or returned) reads as zero; an index outside the wavefront keeps the
 * caller's own value; the ballot holds the running lanes whose predicate is non-zero. */
enum { lower_w_idx, lower_w_up, lower_w_down, lower_w_xor, lower_w_ballot, lower_w_any, lower_w_all,
       lower_b_count, lower_b_and, lower_b_or };
/* The source lane of lane me for a shuffle of kind K with argument a in subgroups of w lanes
 * (hs_warp.hpp's src_idx / src_up / src_down / src_xor). */
template <int K, class A> inline int lower_shfl_src(int me, A a, int w)
{
    if constexpr (K == lower_w_idx) {
        return ((int)a & (w - 1)) + (me & ~(w - 1));
    } else if constexpr (K == lower_w_up) {
        int i = me - (int)(unsigned)a;
        return i < (me & ~(w - 1)) ? me : i;
    } else if constexpr (K == lower_w_down) {
        return (int)((unsigned)(me & (w - 1)) + (unsigned)a) >= w ? me : me + (int)(unsigned)a;
    } else {
        int i = me ^ (int)a;
        return i >= ((me + w) & ~(w - 1)) ? me : i;
    }
}
/* arg(r): thread r's shift or lane; uni: it is the same for every thread. */
template <int K, class R, class V, class AF>
inline void lower_warp_any(const lower_blk *b, const unsigned char *dead, R *res, const V *val, AF arg,
                           const int *width, bool uni)
{
    const unsigned ws = HS_RUNNING->warp_size, n = b->n;
    const std::uint64_t full = ws >= 64 ? ~0ull : (1ull << ws) - 1;
    if constexpr (K >= lower_b_count) {   /* __syncthreads_count / _and / _or: the block's live threads */
        int count = 0, live = 0;
        for (unsigned r = 0; r < n; r++)
            if (!(dead && dead[r])) {
                live++;
                count += val[r] != 0;
            }
        const R v = K == lower_b_count ? (R)count : K == lower_b_and ? (R)(count == live) : (R)(count != 0);
        for (unsigned r = 0; r < n; r++)
            if (!(dead && dead[r]))
                res[r] = v;
        (void)arg;
        (void)width;
        (void)uni;
        (void)full;
        return;
    }
    for (unsigned w0 = 0; w0 < n; w0 += ws) {
        const unsigned lanes = n - w0 < ws ? n - w0 : ws;
        std::uint64_t live = lanes >= 64 ? ~0ull : (1ull << lanes) - 1;
        if (dead)
            for (unsigned l = 0; l < lanes; l++)
                if (dead[w0 + l])
                    live &= ~(1ull << l);
        if constexpr (K >= lower_w_ballot && K < lower_b_count) {
            std::uint64_t bits = 0;
            for (unsigned l = 0; l < lanes; l++)
                if ((live >> l & 1) && val[w0 + l] != 0)
                    bits |= 1ull << l;
            for (unsigned l = 0; l < lanes; l++)
                if (live >> l & 1)
                    res[w0 + l] = K == lower_w_ballot ? (R)bits : K == lower_w_any ? (R)(bits != 0) : (R)(bits == live);
        } else if constexpr (K < lower_w_ballot) {
            /* the usual case, a whole warp running with one shift or lane (as in a reduction
             * loop): the same results, without the per-lane index arithmetic */
            bool same = live == full && !width;
            if (same && !uni)
                for (unsigned l = 1; same && l < lanes; l++)
                    same = arg(w0 + l) == arg(w0);
            if ((K == lower_w_up || K == lower_w_down) && (unsigned)arg(w0) >= ws)
                same = false;
            if (same) {
                const V *v = val + w0;
                R *o = res + w0;
                if constexpr (K == lower_w_down) {
                    const unsigned d = (unsigned)arg(w0);
                    for (unsigned l = 0; l < ws; l++)
                        o[l] = (R)(l + d < ws ? v[l + d] : v[l]);
                } else if constexpr (K == lower_w_up) {
                    const unsigned d = (unsigned)arg(w0);
                    for (unsigned l = 0; l < ws; l++)
                        o[l] = (R)(l >= d ? v[l - d] : v[l]);
                } else if constexpr (K == lower_w_xor) {
                    const unsigned m = (unsigned)(int)arg(w0);
                    for (unsigned l = 0; l < ws; l++)
                        o[l] = (R)((l ^ m) < ws ? v[l ^ m] : v[l]);
                } else {
                    const R bc = (R)v[(unsigned)(int)arg(w0) & (ws - 1)];
                    for (unsigned l = 0; l < ws; l++)
                        o[l] = bc;
                }
                continue;
            }
            for (unsigned l = 0; l < lanes; l++) {
                if (!(live >> l & 1))
                    continue;
                int w = width ? width[w0 + l] : (int)ws;
                if (w <= 0 || w > (int)ws || (w & (w - 1)))
                    w = (int)ws;
                const int src = lower_shfl_src<K>((int)l, arg(w0 + l), w);
                if (src < 0 || src >= 64) {
                    res[w0 + l] = (R)val[w0 + l];
                } else if (live >> src & 1) {
                    res[w0 + l] = (R)val[w0 + (unsigned)src];
                } else {
                    R z;
                    std::memset(static_cast<void *>(&z), 0, sizeof z);
                    res[w0 + l] = z;
                }
            }
        }
    }
}
/* Per-thread shifts or lanes in arg (nullptr for votes). */
template <int K, class R, class V, class A>
inline void lower_warp(const lower_blk *b, const unsigned char *dead, R *res, const V *val, const A *arg,
                       const int *width)
{
    lower_warp_any<K>(b, dead, res, val, [arg](unsigned r) { return arg ? arg[r] : A(); }, width, false);
}
/* One shift or lane for the whole block (an expression uniform over the block). */
template <int K, class R, class V, class A>
inline void lower_warp_u(const lower_blk *b, const unsigned char *dead, R *res, const V *val, A a,
                         const int *width)
{
    lower_warp_any<K>(b, dead, res, val, [a](unsigned) { return a; }, width, true);
}

template <auto K, auto L> struct lower_reg {
    static const int token;
};
template <auto K, auto L>
const int lower_reg<K, L>::token =
    (hs_register_lowered(reinterpret_cast<const void *>(K), reinterpret_cast<const void *>(L)), 0);
/* Named at the top of a lowered kernel's body: instantiates the registration of its pair. */
template <auto K, auto L> inline void lower_use()
{
    (void)lower_reg<K, L>::token;
}

/* The thread loop (hs_launch_loop protocol) of a block that runs lowered: the block's threads
 * are all claimed at once (L->next = n), so the runtime sees a single thread that never waits,
 * and the lowered function runs them. */
template <class F, class... P> void lowered_body(void *c)
{
    closure<F, P...> *cl = static_cast<closure<F, P...> *>(c);
    hs_thread *t = HS_RUNNING;
    hs_tloop *L = hs_block_tloop(t->block);
    L->next = L->n;
    lower_blk b{L->n, L->bx, L->by, L->flat};
    lower_mem.reset();
    void (*lf)(lower_blk *, P...) = reinterpret_cast<void (*)(lower_blk *, P...)>(
        const_cast<void *>(cl->lowered));
    std::apply([&](auto &...a) { lf(&b, a...); }, cl->args);
}

/* The lowered form of k, looked up once per launch site and kernel. */
template <class F, class... P> inline const void *lowered_of(void (*k)(P...))
{
    static thread_local const void *last_k = nullptr, *last_l = nullptr;
    const void *f = reinterpret_cast<const void *>(k);
    if (f != last_k) {
        last_l = hs_lowered_find(f);
        last_k = f;
    }
    return last_l;
}

template <class F, class... P> void free_closure(void *c)
{
    delete static_cast<closure<F, P...> *>(c);
}

/* Points argv at the arguments the closure holds (a graph's kernel node hands them out as its
 * kernelParams). */
template <class F, class... P> void closure_argv(void *c, void **argv)
{
    closure<F, P...> *cl = static_cast<closure<F, P...> *>(c);
    std::apply([argv](auto &...a) {
        std::size_t i = 0;
        ((argv[i++] = const_cast<void *>(static_cast<const void *>(&a))), ...);
        (void)i;
    }, cl->args);
}

/* The closure's deleter. A trivially destructible closure (kernel arguments are trivially
 * copyable) is freed by operator delete itself, not by code of this object: a kernel of a code
 * object (hipModuleLoad) may have its launch freed after the object is unloaded. */
template <class F, class... P> inline void (*closure_deleter())(void *)
{
    using C = closure<F, P...>;
    if constexpr (std::is_trivially_destructible_v<C> &&
                  alignof(C) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__)
        return static_cast<void (*)(void *) noexcept>(&::operator delete);
    else
        return &free_closure<F, P...>;
}

inline hs_dim3 to_hs(const dim3 &d) { return hs_dim3{d.x, d.y, d.z}; }

template <class F, class... P>
inline hipError_t submit(void (*k)(P...), closure<F, P...> *c, dim3 g, dim3 b, size_t shm,
                         hipStream_t s, int coop)
{
    hs_launch_desc d{};
    d.grid = to_hs(g);
    d.block = to_hs(b);
    d.shared_bytes = shm;
    d.stream = (void *)s;
    d.func = reinterpret_cast<const void *>(k);
    d.body = c->lowered && !coop ? &lowered_body<F, P...> : &loop_body<F, P...>;
    d.closure = c;
    d.closure_free = closure_deleter<F, P...>();
    d.closure_argv = &closure_argv<F, P...>;
    d.nargs = sizeof...(P);
    d.cooperative = coop;
    return (hipError_t)hs_launch_loop(&d);
}

template <class... P, std::size_t... I>
inline closure<ptr_call<P...>, P...> *from_args(void (*k)(P...), void **args,
                                                std::index_sequence<I...>)
{
    return new closure<ptr_call<P...>, P...>{
        ptr_call<P...>{k},
        std::tuple<std::decay_t<P>...>(*static_cast<std::decay_t<P> *>(args[I])...)};
}

template <class... P>
int args_launcher(const void *func, void **args, dim3 g, dim3 b, size_t shm, hipStream_t s,
                  int coop)
{
    void (*k)(P...) = reinterpret_cast<void (*)(P...)>(const_cast<void *>(func));
    if (sizeof...(P) > 0 && !args)
        return hs_api_error(hipErrorInvalidValue);
    return submit(k, from_args(k, args, std::index_sequence_for<P...>{}), g, b, shm, s, coop);
}

/* Registers k once per (signature, kernel) pair in a row; cheap on repeated launches. */
template <class... P> inline void register_kernel(void (*k)(P...))
{
    static thread_local const void *last = nullptr;
    const void *f = reinterpret_cast<const void *>(k);
    if (last != f) {
        hs_register_kernel(f, &args_launcher<P...>);
        last = f;
    }
}

/* Registers a kernel defined in a source hipshim-cc compiled (hipshim-chevrons puts a call
 * after each kernel definition, run at program start). */
template <class... P> inline int register_at_start(void (*k)(P...))
{
    hs_register_kernel(reinterpret_cast<const void *>(k), &args_launcher<P...>);
    return 0;
}

template <class F, class... P, class... A>
inline hipError_t launch(void (*k)(P...), F fn, dim3 g, dim3 b, size_t shm, hipStream_t s,
                         int coop, A &&...a)
{
    static_assert(sizeof...(P) == sizeof...(A),
                  "hipLaunchKernelGGL: the number of arguments does not match the kernel");
    register_kernel(k);
    closure<F, P...> *c = new closure<F, P...>{
        fn, std::tuple<std::decay_t<P>...>(convert<std::decay_t<P>>(std::forward<A>(a))...)};
    c->lowered = lowered_of<F>(k);
    return submit(k, c, g, b, shm, s, coop);
}

template <class F, class... P, class... A>
inline void launch_ggl(void (*k)(P...), F fn, dim3 g, dim3 b, size_t shm, hipStream_t s,
                       A &&...a)
{
    (void)launch(k, fn, g, b, shm, s, 0, std::forward<A>(a)...);
}

/* Launches whose kernel is named by an expression K (hipLaunchKernelGGL, and `<<<>>>` through
 * hipshim-chevrons, which hipshim-cc runs on HIP sources): the kernel's pointer comes from
 * resolve(0, sig<decayed argument types>, K): K itself when it is one function (a kernel, a
 * fully specified template, a pointer), else K's specialisation for the arguments' exact types
 * (a partly specified template `reduce<256>` whose remaining arguments are deduced). When
 * neither exists (a partly specified template whose parameters differ from the arguments,
 * say `const float*` for `float*`), the launch stores the decayed arguments and the call in the
 * thread loop deduces and converts them, as hipcc's `<<<>>>` does; the kernel is then unknown
 * to the attribute table (launch bounds unchecked). */
template <class... A> struct sig {};

template <class... A, class... P>
inline auto resolve(int, sig<A...>, void (*k)(P...)) -> void (*)(P...) { return k; }
template <class... A>
inline auto resolve(long, sig<A...>, void (*k)(A...)) -> void (*)(A...) { return k; }

struct chevron_config {
    dim3 g, b;
    size_t shm;
    hipStream_t s;
};
/* <<<grid, block[, shared bytes[, stream]]>>> */
inline chevron_config chevron_cfg(dim3 g, dim3 b, size_t shm = 0, hipStream_t s = 0)
{
    return chevron_config{g, b, shm, s};
}

template <class K> struct fn_params;
template <class... P> struct fn_params<void (*)(P...)> { using type = std::tuple<P...>; };

/* A launch whose arguments are stored as given (decayed) and passed to the call in the thread
 * loop, which deduces, converts and fills in default arguments as a call does; k (NULL when
 * unknown) is the kernel for the attribute table. */
template <class F, class... P, class... A>
inline void launch_as_called(void (*k)(P...), F fn, dim3 g, dim3 b, size_t shm, hipStream_t s,
                             A &&...a)
{
    closure<F, std::decay_t<A>...> *c = new closure<F, std::decay_t<A>...>{
        fn, std::tuple<std::decay_t<A>...>(std::forward<A>(a)...)};
    hs_launch_desc d{};
    d.grid = to_hs(g);
    d.block = to_hs(b);
    d.shared_bytes = shm;
    d.stream = (void *)s;
    d.func = reinterpret_cast<const void *>(k);
    d.body = &loop_body<F, std::decay_t<A>...>;
    d.closure = c;
    d.closure_free = &free_closure<F, std::decay_t<A>...>;
    d.closure_argv = &closure_argv<F, std::decay_t<A>...>;
    d.nargs = sizeof...(A);
    (void)hs_launch_loop(&d);
}

template <class RS, class F, class... A>
inline void launch_any(RS rs, F fn, dim3 g, dim3 b, size_t shm, hipStream_t s, A &&...a)
{
    if constexpr (std::is_invocable_v<RS &, sig<std::decay_t<A>...>>) {
        auto k = rs(sig<std::decay_t<A>...>{});
        if constexpr (std::tuple_size_v<typename fn_params<decltype(k)>::type> == sizeof...(A)) {
            (void)launch(k, fn, g, b, shm, s, 0, std::forward<A>(a)...);
        } else {
            /* fewer arguments than parameters: the kernel's default arguments fill in */
            register_kernel(k);
            launch_as_called(k, fn, g, b, shm, s, std::forward<A>(a)...);
        }
    } else {
        (void)rs;
        launch_as_called<F>(static_cast<void (*)()>(nullptr), fn, g, b, shm, s,
                            std::forward<A>(a)...);
    }
}

template <class RS, class F, class... A>
inline void launch_any(RS rs, F fn, const chevron_config &c, A &&...a)
{
    launch_any(rs, fn, c.g, c.b, c.shm, c.s, std::forward<A>(a)...);
}

/* The kernel's own pointer when the launch names one function (not a template whose arguments
 * the call would deduce). */
template <class... P> inline auto probe(int, void (*k)(P...)) -> void (*)(P...) { return k; }

/* What hipLaunchKernelGGL and a rewritten `<<<>>>` call with the launch's arguments: any
 * arguments go to launch_any; when the kernel is one function, a launch with as many arguments
 * as it has parameters takes exactly its parameter types, so that each argument converts to its
 * parameter as in a call: a braced list (`{w, h}` for a struct parameter), which no template can
 * deduce, and a null pointer constant (NULL, 0) for a pointer, which a template deduces as an
 * integer that no longer converts. Fewer arguments (defaulted parameters) go to launch_any. */
template <class RS, class F, class KP> struct launcher {
    RS rs;
    F fn;
    chevron_config c;
    template <class... A> void operator()(A &&...a) const { launch_any(rs, fn, c, std::forward<A>(a)...); }
};
template <class RS, class F, class... P> struct launcher<RS, F, void (*)(P...)> {
    RS rs;
    F fn;
    chevron_config c;
    template <class... A, std::enable_if_t<sizeof...(A) != sizeof...(P), int> = 0>
    void operator()(A &&...a) const { launch_any(rs, fn, c, std::forward<A>(a)...); }
    void operator()(P... p) const { launch_any(rs, fn, c, std::move(p)...); }
};

template <class RS, class PS, class F>
inline auto make_launcher(RS rs, PS ps, F fn, const chevron_config &c)
{
    if constexpr (std::is_invocable_v<PS &, int>)
        return launcher<RS, F, decltype(ps(0))>{rs, fn, c};
    else
        return launcher<RS, F, void>{rs, fn, c};
}

} // namespace hs_launch_detail

/* The lambda names the kernel, so each launch site gets a thread loop with a direct call (a
 * pointer variable given as the kernel is captured by value). */
#define hipLaunchKernelGGL(kernel, numBlocks, numThreads, memPerBlock, streamId, ...)          \
    ::hs_launch_detail::make_launcher(                                                         \
        [&](auto hs_sig_) -> decltype(::hs_launch_detail::resolve(0, hs_sig_, kernel)) {       \
            return ::hs_launch_detail::resolve(0, hs_sig_, kernel);                            \
        },                                                                                     \
        [&](auto hs_z_) -> decltype(::hs_launch_detail::probe(hs_z_, kernel)) {                \
            return ::hs_launch_detail::probe(hs_z_, kernel);                                   \
        },                                                                                     \
        [=](auto &...hs_launch_args_) { (kernel)(hs_launch_args_...); },                       \
        ::hs_launch_detail::chevron_cfg((numBlocks), (numThreads), (memPerBlock), (streamId)))(__VA_ARGS__)
#define hipLaunchKernelNoBarrier hipLaunchKernelGGL

template <class... P>
inline hipError_t hipLaunchKernel(void (*k)(P...), dim3 g, dim3 b, void **args, size_t shm = 0,
                                  hipStream_t s = 0)
{
    hs_launch_detail::register_kernel(k);
    return (hipError_t)hs_launch_detail::args_launcher<P...>(reinterpret_cast<const void *>(k),
                                                             args, g, b, shm, s, 0);
}

template <class... P>
inline hipError_t hipLaunchCooperativeKernel(void (*k)(P...), dim3 g, dim3 b, void **args,
                                             unsigned shm = 0, hipStream_t s = 0)
{
    hs_launch_detail::register_kernel(k);
    return (hipError_t)hs_launch_detail::args_launcher<P...>(reinterpret_cast<const void *>(k),
                                                             args, g, b, shm, s, 1);
}

template <class... P>
inline hipError_t hipFuncGetAttributes(hipFuncAttributes *a, void (*k)(P...))
{
    hs_launch_detail::register_kernel(k);
    return hipFuncGetAttributes(a, reinterpret_cast<const void *>(k));
}

template <class... P>
inline hipError_t hipFuncSetAttribute(void (*k)(P...), hipFuncAttribute attr, int value)
{
    hs_launch_detail::register_kernel(k);
    return hipFuncSetAttribute(reinterpret_cast<const void *>(k), attr, value);
}

template <class... P>
inline hipError_t hipFuncSetCacheConfig(void (*k)(P...), hipFuncCache_t c)
{
    return hipFuncSetCacheConfig(reinterpret_cast<const void *>(k), c);
}

template <class... P>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void (*k)(P...), int bs,
                                                               size_t shm = 0)
{
    hs_launch_detail::register_kernel(k);
    return hipOccupancyMaxActiveBlocksPerMultiprocessor(n, reinterpret_cast<const void *>(k), bs,
                                                        shm);
}

template <class... P>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, void (*k)(P...),
                                                                        int bs, size_t shm,
                                                                        unsigned flags)
{
    hs_launch_detail::register_kernel(k);
    return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        n, reinterpret_cast<const void *>(k), bs, shm, flags);
}

template <class... P>
inline hipError_t hipOccupancyMaxPotentialBlockSize(int *grid, int *block, void (*k)(P...),
                                                    size_t shm = 0, int limit = 0)
{
    hs_launch_detail::register_kernel(k);
    return hipOccupancyMaxPotentialBlockSize(grid, block, reinterpret_cast<const void *>(k), shm,
                                             limit);
}

template <class T>
inline hipError_t hipOccupancyMaxPotentialBlockSizeWithFlags(int *grid, int *block, T k,
                                                             size_t shm = 0, int limit = 0,
                                                             unsigned flags = 0)
{
    if (flags != hipOccupancyDefault && flags != hipOccupancyDisableCachingOverride)
        return hipErrorInvalidValue;
    return hipOccupancyMaxPotentialBlockSize(grid, block, k, shm, limit);
}

/* HIP's search: each block size, from the largest the kernel allows down by warps, with the
 * dynamic shared memory the function gives for it; the size with the most threads resident
 * per multiprocessor wins (the larger one on a tie). */
template <class U, class T>
inline hipError_t hipOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *grid, int *block,
                                                                         T k, U smem,
                                                                         int limit = 0,
                                                                         unsigned flags = 0)
{
    if (!grid || !block) return hipErrorInvalidValue;
    if (flags != hipOccupancyDefault && flags != hipOccupancyDisableCachingOverride)
        return hipErrorInvalidValue;
    int g0, top;
    hipError_t e = hipOccupancyMaxPotentialBlockSize(&g0, &top, k, 0, limit);
    if (e != hipSuccess) return e;
    int ws = 0, sms = 0;
    (void)hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0);
    (void)hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, 0);
    if (ws <= 0) ws = 64;
    int best = 0, best_bs = 0, best_n = 0;
    for (int bs = top; bs > 0; bs -= (bs % ws ? bs % ws : ws)) {
        int n = 0;
        if (hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, bs, (size_t)smem(bs)) != hipSuccess)
            continue;
        if (n * bs > best) {
            best = n * bs;
            best_bs = bs;
            best_n = n;
        }
    }
    if (!best_bs) return hipErrorInvalidValue;
    *block = best_bs;
    *grid = best_n * sms;
    return hipSuccess;
}

template <class U, class T>
inline hipError_t hipOccupancyMaxPotentialBlockSizeVariableSMem(int *grid, int *block, T k, U smem,
                                                                int limit = 0)
{
    return hipOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(grid, block, k, smem, limit, 0u);
}

#endif
