/* hs_atomic.hpp - hipshim kernel language, part 3: atomic functions (atomicAdd ... atomicXor on
 * 32/64-bit integers, float and double; _system and _block forms; safe/unsafeAtomic*; the
 * __hip_atomic_* builtins). Blocks run on several OS threads, so every atomic is a real
 * sequentially consistent read-modify-write; floating-point forms are compare-and-swap loops on
 * the value's bits, as on GPUs without native float atomics.
 * Ownership: functions on the caller's memory; nothing is allocated. Include <hip/hip_runtime.h>,
 * not this file. */
#ifndef HIPSHIM_HS_ATOMIC_HPP
#define HIPSHIM_HS_ATOMIC_HPP

#include "hs_device.hpp"

#ifndef __HIP_MEMORY_SCOPE_SINGLETHREAD
#define __HIP_MEMORY_SCOPE_SINGLETHREAD 1
#define __HIP_MEMORY_SCOPE_WAVEFRONT 2
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
#define __HIP_MEMORY_SCOPE_AGENT 4
#define __HIP_MEMORY_SCOPE_SYSTEM 5
#endif

/* hipshim-cc --check: the load of a compare-and-swap loop is an atomic access, not a plain
 * read that could race (hs_check.c) */
#ifdef HIPSHIM_CHECK
extern "C" void hs_check_atomic(const void *p);
#define HS_CHECK_ATOMIC(p) ::hs_check_atomic(p)
#else
#define HS_CHECK_ATOMIC(p) ((void)0)
#endif

namespace hs_detail {

/* The second argument must not take part in deduction: atomicAdd(&f, 1) adds 1.0f to a float. */
template <class T> struct ident { using type = T; };
template <class T> using ident_t = typename ident<T>::type;

template <class T>
constexpr bool atomic_int = std::is_integral<T>::value && !std::is_same<T, bool>::value &&
                            (sizeof(T) == 4 || sizeof(T) == 8);
template <class T>
constexpr bool atomic_fp = std::is_same<T, float>::value || std::is_same<T, double>::value;
template <class T> constexpr bool atomic_any = atomic_int<T> || atomic_fp<T>;

template <class T, bool C> using if_t = typename std::enable_if<C, T>::type;

/* Applies f to the value at p atomically; returns the old value. */
template <class T, class F> inline T rmw(T *p, F f) {
    T old, nv;
    HS_CHECK_ATOMIC(p);
    __atomic_load(p, &old, __ATOMIC_RELAXED);
    do {
        nv = f(old);
    } while (!__atomic_compare_exchange(p, &old, &nv, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return old;
}

template <class T> inline T add(T *p, T v) {
    if constexpr (atomic_int<T>)
        return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
    else
        return rmw(p, [v](T o) { return o + v; });
}
template <class T> inline T sub(T *p, T v) {
    if constexpr (atomic_int<T>)
        return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST);
    else
        return rmw(p, [v](T o) { return o - v; });
}
/* min/max: a NaN operand leaves the value as fmin/fmax would (the other operand wins). */
template <class T> inline T min(T *p, T v) {
    if constexpr (atomic_fp<T>)
        return rmw(p, [v](T o) { return (v < o || o != o) ? v : o; });
    else
        return rmw(p, [v](T o) { return v < o ? v : o; });
}
template <class T> inline T max(T *p, T v) {
    if constexpr (atomic_fp<T>)
        return rmw(p, [v](T o) { return (v > o || o != o) ? v : o; });
    else
        return rmw(p, [v](T o) { return v > o ? v : o; });
}
template <class T> inline T exch(T *p, T v) {
    T old;
    __atomic_exchange(p, &v, &old, __ATOMIC_SEQ_CST);
    return old;
}
template <class T> inline T cas(T *p, T expected, T desired) {
    __atomic_compare_exchange(p, &expected, &desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return expected; /* the old value, whether or not it matched */
}

} // namespace hs_detail

/* Defines NAME, NAME_system and NAME_block with one body. */
#define HS_ATOMIC_FAMILY(NAME, COND, PARAMS, ARGS, BODY)                                        \
    template <class T> __forceinline__ ::hs_detail::if_t<T, COND> NAME PARAMS { BODY; }         \
    template <class T> __forceinline__ ::hs_detail::if_t<T, COND> NAME##_system PARAMS {        \
        return NAME ARGS;                                                                       \
    }                                                                                           \
    template <class T> __forceinline__ ::hs_detail::if_t<T, COND> NAME##_block PARAMS {         \
        return NAME ARGS;                                                                       \
    }

HS_ATOMIC_FAMILY(atomicAdd, ::hs_detail::atomic_any<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return ::hs_detail::add(address, val))
HS_ATOMIC_FAMILY(atomicSub, ::hs_detail::atomic_any<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return ::hs_detail::sub(address, val))
HS_ATOMIC_FAMILY(atomicMin, ::hs_detail::atomic_any<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return ::hs_detail::min(address, val))
HS_ATOMIC_FAMILY(atomicMax, ::hs_detail::atomic_any<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return ::hs_detail::max(address, val))
HS_ATOMIC_FAMILY(atomicExch, ::hs_detail::atomic_any<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return ::hs_detail::exch(address, val))
HS_ATOMIC_FAMILY(atomicCAS, ::hs_detail::atomic_any<T>,
                 (T * address, ::hs_detail::ident_t<T> compare, ::hs_detail::ident_t<T> val),
                 (address, compare, val), return ::hs_detail::cas(address, compare, val))
HS_ATOMIC_FAMILY(atomicAnd, ::hs_detail::atomic_int<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return __atomic_fetch_and(address, val, __ATOMIC_SEQ_CST))
HS_ATOMIC_FAMILY(atomicOr, ::hs_detail::atomic_int<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return __atomic_fetch_or(address, val, __ATOMIC_SEQ_CST))
HS_ATOMIC_FAMILY(atomicXor, ::hs_detail::atomic_int<T>, (T * address, ::hs_detail::ident_t<T> val),
                 (address, val), return __atomic_fetch_xor(address, val, __ATOMIC_SEQ_CST))
#undef HS_ATOMIC_FAMILY

/* atomicInc: old >= val ? 0 : old + 1.  atomicDec: (old == 0 || old > val) ? val : old - 1. */
__forceinline__ unsigned atomicInc(unsigned *address, unsigned val) {
    return ::hs_detail::rmw(address, [val](unsigned o) { return o >= val ? 0u : o + 1u; });
}
__forceinline__ unsigned atomicDec(unsigned *address, unsigned val) {
    return ::hs_detail::rmw(address, [val](unsigned o) { return (o == 0u || o > val) ? val : o - 1u; });
}
__forceinline__ unsigned atomicInc_system(unsigned *address, unsigned val) { return atomicInc(address, val); }
__forceinline__ unsigned atomicDec_system(unsigned *address, unsigned val) { return atomicDec(address, val); }
__forceinline__ unsigned atomicInc_block(unsigned *address, unsigned val) { return atomicInc(address, val); }
__forceinline__ unsigned atomicDec_block(unsigned *address, unsigned val) { return atomicDec(address, val); }

/* AMD's safe/unsafe floating-point forms: identical here (no fine-grained memory caveat). */
#define HS_FP_ATOMIC(NAME, OP)                                                                  \
    template <class T>                                                                          \
    __forceinline__ ::hs_detail::if_t<T, ::hs_detail::atomic_fp<T>> NAME(T *address,             \
                                                                        ::hs_detail::ident_t<T> val) { \
        return ::hs_detail::OP(address, val);                                                   \
    }
HS_FP_ATOMIC(safeAtomicAdd, add)
HS_FP_ATOMIC(unsafeAtomicAdd, add)
HS_FP_ATOMIC(safeAtomicMin, min)
HS_FP_ATOMIC(unsafeAtomicMin, min)
HS_FP_ATOMIC(safeAtomicMax, max)
HS_FP_ATOMIC(unsafeAtomicMax, max)
#undef HS_FP_ATOMIC

template <class T> __forceinline__ void atomicAddNoRet(T *address, ::hs_detail::ident_t<T> val) {
    (void)atomicAdd(address, val);
}

/* __hip_atomic_* (clang builtins in HIP-Clang, also on host targets; defined here for GCC): order
 * and scope are accepted; every operation is sequentially consistent. */
#if !__has_builtin(__hip_atomic_load)
template <class T> __forceinline__ T __hip_atomic_load(T *p, int, int) {
    T v;
    __atomic_load(p, &v, __ATOMIC_SEQ_CST);
    return v;
}
template <class T> __forceinline__ void __hip_atomic_store(T *p, ::hs_detail::ident_t<T> v, int, int) {
    __atomic_store(p, &v, __ATOMIC_SEQ_CST);
}
template <class T> __forceinline__ T __hip_atomic_exchange(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return ::hs_detail::exch(p, v);
}
template <class T> __forceinline__ T __hip_atomic_fetch_add(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return ::hs_detail::add(p, v);
}
template <class T> __forceinline__ T __hip_atomic_fetch_sub(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return ::hs_detail::sub(p, v);
}
template <class T> __forceinline__ T __hip_atomic_fetch_min(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return ::hs_detail::min(p, v);
}
template <class T> __forceinline__ T __hip_atomic_fetch_max(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return ::hs_detail::max(p, v);
}
template <class T> __forceinline__ T __hip_atomic_fetch_and(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);
}
template <class T> __forceinline__ T __hip_atomic_fetch_or(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);
}
template <class T> __forceinline__ T __hip_atomic_fetch_xor(T *p, ::hs_detail::ident_t<T> v, int, int) {
    return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
}
template <class T>
__forceinline__ bool __hip_atomic_compare_exchange_strong(T *p, T *expected, ::hs_detail::ident_t<T> desired,
                                                          int, int, int) {
    return __atomic_compare_exchange(p, expected, &desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
template <class T>
__forceinline__ bool __hip_atomic_compare_exchange_weak(T *p, T *expected, ::hs_detail::ident_t<T> desired,
                                                        int, int, int) {
    return __atomic_compare_exchange(p, expected, &desired, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

#endif /* !__has_builtin(__hip_atomic_load) */

#endif
