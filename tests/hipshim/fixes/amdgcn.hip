/* amdgcn.hip - the __builtin_amdgcn_* functions hipshim provides (hs_amdgcn.hpp): cu2hip's HIP
 * 5.2 lowering of __syncwarp (fence, wave_barrier, fence) as a real warp barrier, s_barrier as
 * __syncthreads, s_sleep, readfirstlane, ds_bpermute (an inactive lane reads 0), mbcnt_lo/hi,
 * the work-item ids and sizes. Ownership: hipshim correctness (tests/hipshim/fixes/). */
#include "../kernel/hs_test.h"
#include <vector>

#define SYNCWARP_52() (__builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront"), \
    __builtin_amdgcn_wave_barrier(), __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront"))

__global__ void k(int *out) {
    __shared__ int s[256];
    __shared__ int t[256];
    unsigned r = threadIdx.x, l = __lane_id(), ws = __builtin_amdgcn_wavefrontsize();
    unsigned wb = r / ws * ws;
    s[r] = (int)r * 2;
    SYNCWARP_52();                                 /* lanes read their warp neighbours' writes */
    int *o = out + r * 8;
    o[0] = s[wb + (l + 1) % ws < blockDim.x ? wb + (l + 1) % ws : r];
    t[r] = (int)r * 3;
    __builtin_amdgcn_s_barrier();                  /* the whole block */
    o[1] = t[(r + 77) % blockDim.x];
    __builtin_amdgcn_s_sleep(1);
    o[2] = __builtin_amdgcn_readfirstlane((int)r + 5);
    o[3] = __builtin_amdgcn_ds_bpermute((int)(((l + 3) % ws) * 4), (int)r + 7);
    unsigned lt = __builtin_amdgcn_mbcnt_hi(0xaaaaaaaau, __builtin_amdgcn_mbcnt_lo(0x55555555u, 10));
    o[4] = (int)lt;
    o[5] = (int)(__builtin_amdgcn_workitem_id_x() + 1000 * __builtin_amdgcn_workgroup_id_x());
    o[6] = (int)__builtin_amdgcn_workgroup_size_x();
    if (l % 2 == 0)                                /* odd lanes inactive here */
        o[7] = __builtin_amdgcn_readfirstlane(__builtin_amdgcn_ds_bpermute((int)((l + 1) * 4), 9));
}

int main() {
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    const unsigned ws = (unsigned)prop.warpSize, B = 200;
    int *d;
    HIP_CHECK(hipMalloc(&d, B * 8 * sizeof(int)));
    HIP_CHECK(hipMemset(d, 0xff, B * 8 * sizeof(int)));
    hipLaunchKernelGGL(k, dim3(1), dim3(B), 0, 0, d);
    HIP_CHECK(hipGetLastError());
    std::vector<int> h(B * 8);
    HIP_CHECK(hipMemcpy(h.data(), d, h.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (unsigned r = 0; r < B; r++) {
        const int *o = &h[r * 8];
        unsigned l = r % ws, wb = r / ws * ws, nb = wb + (l + 1) % ws;
        CHECK_EQ(o[0], (int)(nb < B ? nb : r) * 2, "wave_barrier: neighbour's write");
        CHECK_EQ(o[1], (int)((r + 77) % B) * 3, "s_barrier: block-wide write");
        CHECK_EQ(o[2], (int)wb + 5, "readfirstlane");
        unsigned src = wb + (l + 3) % ws;
        CHECK_EQ(o[3], src < B ? (int)src + 7 : 0, "ds_bpermute (missing lane reads 0)");
        unsigned cnt = 10;
        for (unsigned i = 0; i < l; i++)
            cnt += i < 32 ? (0x55555555u >> i) & 1 : (0xaaaaaaaau >> (i - 32)) & 1;
        CHECK_EQ(o[4], (int)cnt, "mbcnt_hi(mbcnt_lo)");
        CHECK_EQ(o[5], (int)r, "workitem_id_x + workgroup_id_x");
        CHECK_EQ(o[6], (int)B, "workgroup_size_x");
        if (l % 2 == 0)
            CHECK_EQ(o[7], 0, "readfirstlane of ds_bpermute from an inactive lane");
    }
    HIP_CHECK(hipFree(d));
    return hs_test_done("amdgcn");
}
