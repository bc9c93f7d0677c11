/* rocm7_sync.h - compile-check header for cu2hip's default-profile golden outputs (kernel area).
 * Debian's hipcc is ROCm 5.2, which has no _sync warp builtins. This header declares them as
 * ROCm 7 does: templates over the mask type with a static_assert that the mask is a 64-bit
 * integer, so a golden output that passes a 32-bit mask fails to build. It also rejects
 * __popc/__ffs/__clz/__brev on 64-bit values (a widened mask that kept its 32-bit intrinsic).
 * Use: hipcc --offload-arch=gfx90a -include tests/kernel/rocm7_sync.h -c out.hip */
#ifndef CU2HIP_TEST_ROCM7_SYNC_H
#define CU2HIP_TEST_ROCM7_SYNC_H

#include <hip/hip_runtime.h>
#include <type_traits>

#define CU2HIP_CHECK_MASK(MaskT)                                                        \
    static_assert(std::is_integral<MaskT>::value && sizeof(MaskT) == 8,                 \
                  "The mask must be a 64-bit integer. Implicitly promoting a smaller "   \
                  "integer is almost always an error.")

template <typename MaskT, typename T>
__device__ inline T __shfl_sync(MaskT mask, T var, int src, int width = warpSize)
{
    CU2HIP_CHECK_MASK(MaskT);
    (void)mask;
    return __shfl(var, src, width);
}
template <typename MaskT, typename T>
__device__ inline T __shfl_up_sync(MaskT mask, T var, unsigned int delta, int width = warpSize)
{
    CU2HIP_CHECK_MASK(MaskT);
    (void)mask;
    return __shfl_up(var, delta, width);
}
template <typename MaskT, typename T>
__device__ inline T __shfl_down_sync(MaskT mask, T var, unsigned int delta, int width = warpSize)
{
    CU2HIP_CHECK_MASK(MaskT);
    (void)mask;
    return __shfl_down(var, delta, width);
}
template <typename MaskT, typename T>
__device__ inline T __shfl_xor_sync(MaskT mask, T var, int lane_mask, int width = warpSize)
{
    CU2HIP_CHECK_MASK(MaskT);
    (void)mask;
    return __shfl_xor(var, lane_mask, width);
}
template <typename MaskT>
__device__ inline unsigned long long __ballot_sync(MaskT mask, int predicate)
{
    CU2HIP_CHECK_MASK(MaskT);
    return __ballot(predicate) & mask;
}
template <typename MaskT>
__device__ inline int __any_sync(MaskT mask, int predicate)
{
    CU2HIP_CHECK_MASK(MaskT);
    return (__ballot(predicate) & mask) != 0;
}
template <typename MaskT>
__device__ inline int __all_sync(MaskT mask, int predicate)
{
    CU2HIP_CHECK_MASK(MaskT);
    return (__ballot(predicate) & mask) == (__ballot(1) & mask);
}
__device__ inline unsigned long long __activemask() { return __ballot(1); }
template <typename MaskT, typename T>
__device__ inline unsigned long long __match_any_sync(MaskT mask, T value)
{
    CU2HIP_CHECK_MASK(MaskT);
    unsigned long long r = 0;
    for (int l = 0; l < warpSize; l++)
        if (__shfl(value, l) == value)
            r |= 1ull << l;
    return r & mask;
}
template <typename MaskT, typename T>
__device__ inline unsigned long long __match_all_sync(MaskT mask, T value, int *pred)
{
    unsigned long long m = __match_any_sync(mask, value);
    *pred = m == (mask & __ballot(1));
    return *pred ? m : 0;
}
#define CU2HIP_REDUCE_SYNC(NAME, OP)                                                   \
    template <typename MaskT, typename T>                                              \
    __device__ inline T NAME(MaskT mask, T value)                                      \
    {                                                                                  \
        CU2HIP_CHECK_MASK(MaskT);                                                      \
        (void)mask;                                                                    \
        for (int d = 1; d < warpSize; d *= 2) {                                        \
            T o = __shfl_xor(value, d);                                                \
            value = OP;                                                                \
        }                                                                              \
        return value;                                                                  \
    }
CU2HIP_REDUCE_SYNC(__reduce_add_sync, value + o)
CU2HIP_REDUCE_SYNC(__reduce_min_sync, o < value ? o : value)
CU2HIP_REDUCE_SYNC(__reduce_max_sync, o > value ? o : value)
CU2HIP_REDUCE_SYNC(__reduce_and_sync, value & o)
CU2HIP_REDUCE_SYNC(__reduce_or_sync, value | o)
CU2HIP_REDUCE_SYNC(__reduce_xor_sync, value ^ o)
#undef CU2HIP_REDUCE_SYNC
template <typename MaskT>
__device__ inline void __syncwarp(MaskT mask)
{
    CU2HIP_CHECK_MASK(MaskT);
    (void)mask;
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
    __builtin_amdgcn_wave_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
__device__ inline void __syncwarp() { __syncwarp(~0ull); }

/* 32-bit bit intrinsics on 64-bit values: a mask widened without its intrinsic */
#define CU2HIP_NO_WIDE(NAME)                                                           \
    template <typename T, typename = typename std::enable_if<std::is_integral<T>::value && \
                                                             sizeof(T) == 8>::type>    \
    __device__ unsigned int NAME(T) = delete;
CU2HIP_NO_WIDE(__popc)
CU2HIP_NO_WIDE(__ffs)
CU2HIP_NO_WIDE(__clz)
CU2HIP_NO_WIDE(__brev)
#undef CU2HIP_NO_WIDE

#endif
