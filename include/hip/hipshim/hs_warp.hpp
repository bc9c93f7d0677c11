/* hs_warp.hpp - hipshim kernel language, part 2: warp cross-lane functions (lane id, __syncwarp,
 * vote/ballot, match, shuffles with `width` subgroups, __reduce_*_sync). Lanes exchange values
 * through 16-byte slots with one runtime call, hs_warp_exchange (hs_core.h): publish, barrier,
 * read; a whole-warp exchange needs no second barrier (the runtime alternates two buffers), a
 * masked one ends with hs_warp_exchange_end. Warp size (32 or 64) is read at run time;
 * masks are 64-bit; lanes that exited or never existed (partial last warp) do not participate.
 * Ownership: functions only; lanes exchange through the runtime's per-warp scratch (hs_core.h),
 * nothing is allocated. Include <hip/hip_runtime.h>, not this file. */
#ifndef HIPSHIM_HS_WARP_HPP
#define HIPSHIM_HS_WARP_HPP

#include "hs_device.hpp"

namespace hs_detail {

enum { slot_bytes = 16 };

inline unsigned lane() { return rank() & (self("__lane_id")->warp_size - 1); }

/* `set` value meaning every running lane of the warp (the runtime intersects with them). */
enum : unsigned long long { all_lanes = ~0ull };

/* Lanes taking part in a _sync call with `mask`: the running lanes named in it. A CUDA-style
 * 32-bit full mask names the whole warp at warp size 64 too, and a mask without the caller's own
 * bit is treated as the whole warp (the call is undefined in HIP; this keeps converged code
 * working). */
inline uint64_t participants(unsigned long long mask) {
    /* the runtime keeps the running lanes of the mask, or the whole warp when the caller's own
     * lane is not among them */
    return mask == 0xffffffffull ? (uint64_t)all_lanes : (uint64_t)mask;
}

inline void warp_barrier(uint64_t set) { hs_warp_sync_mask(set); }

/* Every lane of `set` publishes v; f(slots, lane, live) runs after the barrier and computes the
 * caller's result from the published slots (slot i at slots + i*16). `live` is `set` less the
 * lanes that exited before the barrier, the same in every lane. */
template <class T, class F>
inline auto warp_exchange(const T &v, uint64_t set, F f) -> decltype(f((const char *)0, 0u, set)) {
    static_assert(sizeof(T) <= slot_bytes, "hipshim: warp exchange of a type over 16 bytes");
    static_assert(std::is_trivially_copyable<T>::value, "hipshim: warp exchange of a non-trivial type");
    unsigned char mine[slot_bytes] = {};
    std::memcpy(mine, &v, sizeof(T));
    uint64_t live;
    int again;
    const char *slots = static_cast<const char *>(::hs_warp_exchange(mine, set, &live, &again));
    auto r = f(slots, hs_running.lane, live);   /* the runtime call updated .lane */
    if (again)
        ::hs_warp_exchange_end(set);
    return r;
}

template <class T> inline T slot_value(const char *slots, unsigned lane) {
    T r;
    std::memcpy(&r, slots + (size_t)lane * slot_bytes, sizeof(T));
    return r;
}

/* Reads var from absolute lane `src`. A source lane that does not take part (it never existed,
 * as beyond the end of a partial last warp, or it exited, or a divergent _sync call's mask
 * leaves it out) reads as all-zero bits: AMD's ds_bpermute, which HIP's shuffles compile to,
 * returns 0 for an inactive source lane. An index outside the wavefront keeps the caller's own
 * var (HIP's index arithmetic never produces one). Types over 16 bytes travel in 16-byte
 * pieces. */
template <class T> inline T zero_value() {
    T z;
    std::memset(static_cast<void *>(&z), 0, sizeof z);
    return z;
}

template <class T> inline T shuffle_from(T var, int src, uint64_t set) {
    static_assert(std::is_trivially_copyable<T>::value, "hipshim: shuffle of a non-trivial type");
    bool in_range = src >= 0 && src < 64;
    if constexpr (sizeof(T) <= slot_bytes) {
        return warp_exchange(var, set, [&](const char *slots, unsigned, uint64_t live) {
            if (!in_range)
                return var;
            return ((live >> src) & 1) ? slot_value<T>(slots, (unsigned)src) : zero_value<T>();
        });
    } else {
    T out = in_range ? zero_value<T>() : var;
    unsigned char piece[slot_bytes];
    for (size_t off = 0; off < sizeof(T); off += slot_bytes) {
        size_t n = sizeof(T) - off < (size_t)slot_bytes ? sizeof(T) - off : (size_t)slot_bytes;
        std::memset(piece, 0, sizeof piece);
        std::memcpy(piece, reinterpret_cast<const unsigned char *>(&var) + off, n);
        warp_exchange(piece, set, [&](const char *slots, unsigned, uint64_t live) {
            if (in_range && ((live >> src) & 1))
                std::memcpy(reinterpret_cast<unsigned char *>(&out) + off,
                            slots + (size_t)src * slot_bytes, n);
            return 0;
        });
    }
    return out;
    }
}

inline int norm_width(int width) {
    int ws = warp_size();
    if (width <= 0 || width > ws || (width & (width - 1)))
        return ws;
    return width;
}

/* Source lanes as HIP computes them (amd_warp_functions.h), for a subgroup size `w`. */
inline int src_idx(int self_lane, int src, int w) { return (src & (w - 1)) + (self_lane & ~(w - 1)); }
inline int src_up(int self_lane, unsigned delta, int w) {
    int i = self_lane - (int)delta;
    return i < (self_lane & ~(w - 1)) ? self_lane : i;
}
inline int src_down(int self_lane, unsigned delta, int w) {
    return (int)((unsigned)(self_lane & (w - 1)) + delta) >= w ? self_lane : self_lane + (int)delta;
}
inline int src_xor(int self_lane, int lane_mask, int w) {
    int i = self_lane ^ lane_mask;
    return i >= ((self_lane + w) & ~(w - 1)) ? self_lane : i;
}

/* Ballot over set; *live_out (if given) receives the lanes that took part. */
inline uint64_t ballot_of(int pred, uint64_t set, uint64_t *live_out = nullptr) {
    uint64_t live;
    uint64_t bits = ::hs_warp_ballot(pred, set, &live);   /* O(1) per lane at any warp size */
    if (live_out)
        *live_out = live;
    return bits;
}

template <class T> inline uint64_t match_any_of(T v, uint64_t set) {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "hipshim: __match_* takes a 32- or 64-bit value");
    return warp_exchange(v, set, [&](const char *slots, unsigned, uint64_t live) {
        uint64_t bits = 0;
        for (uint64_t s = live; s; s &= s - 1) {
            unsigned l = (unsigned)__builtin_ctzll(s);
            if (std::memcmp(slots + (size_t)l * slot_bytes, &v, sizeof(T)) == 0)
                bits |= 1ull << l;
        }
        return bits;
    });
}

template <class T> inline uint64_t match_all_of(T v, int *pred, uint64_t set) {
    uint64_t live = 0;
    uint64_t same = warp_exchange(v, set, [&](const char *slots, unsigned, uint64_t lv) {
        live = lv;
        uint64_t bits = 0;
        for (uint64_t s = lv; s; s &= s - 1) {
            unsigned l = (unsigned)__builtin_ctzll(s);
            if (std::memcmp(slots + (size_t)l * slot_bytes, &v, sizeof(T)) == 0)
                bits |= 1ull << l;
        }
        return bits;
    });
    int all = same == live;
    if (pred)
        *pred = all;
    return all ? live : 0;
}

/* Reduction of var over the lanes of set with op (same result in every lane, lane order). */
template <class T, class Op> inline T reduce_of(T var, uint64_t set, Op op) {
    return warp_exchange(var, set, [&](const char *slots, unsigned, uint64_t live) {
        uint64_t s = live;
        T acc = slot_value<T>(slots, (unsigned)__builtin_ctzll(s));
        for (s &= s - 1; s; s &= s - 1)
            acc = op(acc, slot_value<T>(slots, (unsigned)__builtin_ctzll(s)));
        return acc;
    });
}

} // namespace hs_detail

/* ---- lane id and lane masks ---- */
__forceinline__ unsigned __lane_id() { return ::hs_detail::lane(); }
__forceinline__ unsigned long long __lanemask_eq() { return 1ull << __lane_id(); }
__forceinline__ unsigned long long __lanemask_lt() { return (1ull << __lane_id()) - 1ull; }
__forceinline__ unsigned long long __lanemask_le() { return ((1ull << __lane_id()) << 1) - 1ull; }
__forceinline__ unsigned long long __lanemask_gt() { return ~__lanemask_le() & ::hs_warp_active_mask(); }
__forceinline__ unsigned long long __lanemask_ge() { return ~__lanemask_lt() & ::hs_warp_active_mask(); }
/* The lanes executing this call together: lanes run one at a time here, so the runtime finds
 * them by rendezvous (hs_warp_converge, hs_core.h): the lane waits until every other running
 * lane of its warp is parked at a warp-level point or has exited, and the lanes parked at this
 * same call site form the mask. So in divergent code (`if (p) { m = __activemask(); ... }`)
 * the mask holds the lanes that took the branch, as on a GPU. */
__forceinline__ unsigned long long __activemask() { return ::hs_warp_converge(); }

__forceinline__ void __syncwarp(unsigned long long mask = 0xffffffffffffffffull) {
    ::hs_detail::warp_barrier(::hs_detail::participants(mask));
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* ---- vote and ballot ---- */
__forceinline__ unsigned long long __ballot(int predicate) {
    return ::hs_detail::ballot_of(predicate, ::hs_detail::all_lanes);
}
__forceinline__ int __any(int predicate) { return __ballot(predicate) != 0; }
__forceinline__ int __all(int predicate) {
    uint64_t live;
    uint64_t b = ::hs_detail::ballot_of(predicate, ::hs_detail::all_lanes, &live);
    return b == live;
}
/* HIP 6.2+ defines it as __ballot(predicate) & mask over the lanes executing the call: a mask
 * that leaves out lanes (half a warp, say) may be called by lanes outside it, which still get
 * the mask's bits. So unless the mask covers the whole warp, the lanes calling here together
 * are found first (as __activemask does). */
__forceinline__ unsigned long long __ballot_sync(unsigned long long mask, int predicate) {
    uint64_t set = ::hs_detail::participants(mask);
    /* decided from the mask alone, so that every lane takes the same path */
    uint64_t warp = ::hs_detail::warp_size() == 64 ? ~0ull : 0xffffffffull;
    if ((set & warp) == warp)
        return ::hs_detail::ballot_of(predicate, set);
    uint64_t together = ::hs_warp_converge();
    return ::hs_detail::ballot_of(predicate, together) & set;
}
__forceinline__ int __any_sync(unsigned long long mask, int predicate) {
    return ::hs_detail::ballot_of(predicate, ::hs_detail::participants(mask)) != 0;
}
__forceinline__ int __all_sync(unsigned long long mask, int predicate) {
    uint64_t live;
    uint64_t b = ::hs_detail::ballot_of(predicate, ::hs_detail::participants(mask), &live);
    return b == live;
}
__forceinline__ int __uni_sync(unsigned long long mask, int predicate) {
    uint64_t live;
    uint64_t b = ::hs_detail::ballot_of(predicate, ::hs_detail::participants(mask), &live);
    return b == 0 || b == live;
}

/* ---- match ---- */
template <class T> __forceinline__ unsigned long long __match_any(T value) {
    return ::hs_detail::match_any_of(value, ::hs_detail::all_lanes);
}
template <class T> __forceinline__ unsigned long long __match_all(T value, int *pred) {
    return ::hs_detail::match_all_of(value, pred, ::hs_detail::all_lanes);
}
template <class T> __forceinline__ unsigned long long __match_any_sync(unsigned long long mask, T value) {
    return ::hs_detail::match_any_of(value, ::hs_detail::participants(mask));
}
template <class T>
__forceinline__ unsigned long long __match_all_sync(unsigned long long mask, T value, int *pred) {
    return ::hs_detail::match_all_of(value, pred, ::hs_detail::participants(mask));
}

/* ---- shuffles ---- */
template <class T> __forceinline__ T __shfl(T var, int src_lane, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_idx(me, src_lane, w), ::hs_detail::all_lanes);
}
template <class T> __forceinline__ T __shfl_up(T var, unsigned int delta, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_up(me, delta, w), ::hs_detail::all_lanes);
}
template <class T> __forceinline__ T __shfl_down(T var, unsigned int delta, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_down(me, delta, w), ::hs_detail::all_lanes);
}
template <class T> __forceinline__ T __shfl_xor(T var, int lane_mask, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_xor(me, lane_mask, w), ::hs_detail::all_lanes);
}
template <class T>
__forceinline__ T __shfl_sync(unsigned long long mask, T var, int src_lane, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_idx(me, src_lane, w), ::hs_detail::participants(mask));
}
template <class T>
__forceinline__ T __shfl_up_sync(unsigned long long mask, T var, unsigned int delta, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_up(me, delta, w), ::hs_detail::participants(mask));
}
template <class T>
__forceinline__ T __shfl_down_sync(unsigned long long mask, T var, unsigned int delta, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_down(me, delta, w), ::hs_detail::participants(mask));
}
template <class T>
__forceinline__ T __shfl_xor_sync(unsigned long long mask, T var, int lane_mask, int width = warpSize) {
    int w = ::hs_detail::norm_width(width), me = (int)__lane_id();
    return ::hs_detail::shuffle_from(var, ::hs_detail::src_xor(me, lane_mask, w), ::hs_detail::participants(mask));
}

/* ---- warp reductions (every participating lane gets the result) ---- */
template <class T> __forceinline__ T __reduce_add_sync(unsigned long long mask, T var) {
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return (T)(a + b); });
}
template <class T> __forceinline__ T __reduce_min_sync(unsigned long long mask, T var) {
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return b < a ? b : a; });
}
template <class T> __forceinline__ T __reduce_max_sync(unsigned long long mask, T var) {
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return a < b ? b : a; });
}
template <class T> __forceinline__ T __reduce_and_sync(unsigned long long mask, T var) {
    static_assert(std::is_integral<T>::value, "hipshim: __reduce_and_sync takes an integer");
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return (T)(a & b); });
}
template <class T> __forceinline__ T __reduce_or_sync(unsigned long long mask, T var) {
    static_assert(std::is_integral<T>::value, "hipshim: __reduce_or_sync takes an integer");
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return (T)(a | b); });
}
template <class T> __forceinline__ T __reduce_xor_sync(unsigned long long mask, T var) {
    static_assert(std::is_integral<T>::value, "hipshim: __reduce_xor_sync takes an integer");
    return ::hs_detail::reduce_of(var, ::hs_detail::participants(mask), [](T a, T b) { return (T)(a ^ b); });
}

/* ---- lockstep points for warp-synchronous code ----
 * cu2hip --lower-kernels puts these in warp-synchronous code (shared memory traded inside a
 * warp without __syncwarp, pass_lockstep.c): HIPSHIM_LOCKSTEP() lets the other lanes of the warp
 * run up to their next lockstep point (hs_lockstep_yield); HIPSHIM_LOCKSTEP_READ(e) evaluates e
 * (its reads), lets them catch up, then gives e's value, so every lane reads before any lane
 * writes, as in a warp running in lockstep. The translated file defines both as no-ops where
 * these headers are not used (real HIP). */
namespace hs_detail {
template <class T> __forceinline__ T lockstep_read(T v) {
    ::hs_lockstep_yield();
    return v;
}
}
#define HIPSHIM_LOCKSTEP() ::hs_lockstep_yield()
#define HIPSHIM_LOCKSTEP_READ(...) ::hs_detail::lockstep_read((__VA_ARGS__))

#endif
