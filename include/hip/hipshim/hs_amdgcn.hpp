/* hs_amdgcn.hpp - hipshim kernel language, part 6: the AMD GPU compiler builtins that HIP code
 * (and cu2hip's HIP 5.2-profile output, e.g. its __syncwarp lowering `(fence(release,
 * "wavefront"), wave_barrier(), fence(acquire, "wavefront"))`) calls directly, as ordinary
 * functions with the same meaning on hipshim's lanes-as-fibers model:
 *   wave_barrier    a barrier of the running lanes of the warp (on a GPU the wavefront runs in
 *                   lockstep, so the builtin only stops the compiler from moving memory
 *                   operations across it; here the lanes run one after another, so it must
 *                   really wait, as __syncwarp does)
 *   s_barrier       __syncthreads
 *   fence           a memory fence (scope ignored: every scope is a real fence here)
 *   s_sleep         yields the processor (the GPU sleeps about 64*N clocks)
 *   readfirstlane   the value of the lowest active lane
 *   ds_bpermute     value of lane (addr/4) mod warp size; an inactive lane reads 0
 *   mbcnt_lo/hi     count of the mask's bits below the lane (low/high 32 lanes) plus an addend
 *   workitem_id_*, workgroup_id_*, workgroup_size_*, wavefrontsize, ballot_w32/w64,
 *   s_memtime, s_memrealtime, and the scheduling hints (sched_barrier, s_waitcnt, s_setprio).
 * Ownership: functions only; nothing is allocated. Include <hip/hip_runtime.h>. */
#ifndef HIPSHIM_HS_AMDGCN_HPP
#define HIPSHIM_HS_AMDGCN_HPP

#include <sched.h>

#include "hs_warp.hpp"

__forceinline__ void __builtin_amdgcn_wave_barrier() {
    ::hs_detail::warp_barrier(::hs_detail::all_lanes);
}
__forceinline__ void __builtin_amdgcn_s_barrier() { ::hs_syncthreads(); }
__forceinline__ void __builtin_amdgcn_fence(int order, const char *scope, ...) {
    (void)order;
    (void)scope;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
__forceinline__ void __builtin_amdgcn_s_sleep(int n) {
    if (n > 0)
        sched_yield();
}
__forceinline__ void __builtin_amdgcn_sched_barrier(int) {}
__forceinline__ void __builtin_amdgcn_s_waitcnt(int) {}
__forceinline__ void __builtin_amdgcn_s_setprio(short) {}

__forceinline__ int __builtin_amdgcn_readfirstlane(int v) {
    unsigned long long m = __activemask();
    return ::hs_detail::shuffle_from(v, __builtin_ctzll(m), m);
}
__forceinline__ int __builtin_amdgcn_ds_bpermute(int addr, int v) {
    int src = (int)(((unsigned)addr >> 2) & (unsigned)(::hs_detail::warp_size() - 1));
    return ::hs_detail::shuffle_from(v, src, ::hs_detail::all_lanes);
}
__forceinline__ unsigned __builtin_amdgcn_mbcnt_lo(unsigned mask, unsigned add) {
    unsigned l = __lane_id();
    unsigned below = l >= 32 ? ~0u : (1u << l) - 1u;
    return add + (unsigned)__builtin_popcount(mask & below);
}
__forceinline__ unsigned __builtin_amdgcn_mbcnt_hi(unsigned mask, unsigned add) {
    unsigned l = __lane_id();
    unsigned below = l < 32 ? 0u : (1u << (l - 32)) - 1u;
    return add + (unsigned)__builtin_popcount(mask & below);
}
__forceinline__ unsigned long long __builtin_amdgcn_ballot_w64(bool p) { return __ballot(p); }
__forceinline__ unsigned __builtin_amdgcn_ballot_w32(bool p) { return (unsigned)__ballot(p); }
__forceinline__ unsigned __builtin_amdgcn_wavefrontsize() { return (unsigned)::hs_detail::warp_size(); }

__forceinline__ unsigned __builtin_amdgcn_workitem_id_x() { return threadIdx.x; }
__forceinline__ unsigned __builtin_amdgcn_workitem_id_y() { return threadIdx.y; }
__forceinline__ unsigned __builtin_amdgcn_workitem_id_z() { return threadIdx.z; }
__forceinline__ unsigned __builtin_amdgcn_workgroup_id_x() { return blockIdx.x; }
__forceinline__ unsigned __builtin_amdgcn_workgroup_id_y() { return blockIdx.y; }
__forceinline__ unsigned __builtin_amdgcn_workgroup_id_z() { return blockIdx.z; }
__forceinline__ unsigned short __builtin_amdgcn_workgroup_size_x() { return (unsigned short)blockDim.x; }
__forceinline__ unsigned short __builtin_amdgcn_workgroup_size_y() { return (unsigned short)blockDim.y; }
__forceinline__ unsigned short __builtin_amdgcn_workgroup_size_z() { return (unsigned short)blockDim.z; }

__forceinline__ unsigned long long __builtin_amdgcn_s_memtime() { return ::hs_clock64(); }
__forceinline__ unsigned long long __builtin_amdgcn_s_memrealtime() { return ::hs_wall_clock64(); }

#endif
