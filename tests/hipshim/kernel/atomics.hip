/* atomics.hip - atomic functions from many blocks at once (blocks run on several worker
 * threads): atomicAdd/Sub/Exch/Min/Max/CAS/And/Or/Xor on int, unsigned, unsigned long long,
 * long long, float and double; _system and _block forms; atomicInc/atomicDec wrap-around with a
 * limit; safe/unsafeAtomicAdd; a CAS-loop lock; __hip_atomic builtins. Self-checking. */
#include "hs_test.h"

struct Acc {
    int iadd, isub, imin, imax, iand, ior, ixor, icas_count;
    unsigned uadd, uinc, udec, uinc_sys, umax;
    unsigned long long ulladd, ullmax, ullor;
    long long llmin, llmax;
    float fadd, fmin, fmax;
    double dadd, dsafe, dunsafe;
    int exch_seen, lock, locked_sum, hip_add;
};

enum { BLOCKS = 64, THREADS = 128, N = BLOCKS * THREADS };

__global__ void atomics_kernel(Acc *a, int *exch_hist) {
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&a->iadd, 2);
    atomicSub_system(&a->isub, 3);
    atomicMin(&a->imin, 1000 - g);
    atomicMax_block(&a->imax, g * 3);
    atomicAnd(&a->iand, ~(1 << (g % 31)));
    atomicOr(&a->ior, 1 << (g % 20));
    atomicXor(&a->ixor, g);
    atomicAdd(&a->uadd, 1u);
    atomicInc(&a->uinc, 9u);                 /* wraps to 0 after 9 */
    atomicDec(&a->udec, 6u);                 /* 0 -> 6 and counts down */
    atomicInc_system(&a->uinc_sys, 0xffffffffu);
    atomicMax(&a->umax, (unsigned)g * 2u);
    atomicAdd(&a->ulladd, 1ull << 33);
    atomicMax(&a->ullmax, (unsigned long long)g << 34);
    atomicOr_system(&a->ullor, 1ull << (g % 64));
    atomicMin(&a->llmin, -(long long)g * 1000000000ll);
    atomicMax(&a->llmax, (long long)g * 1000000000ll);
    atomicAdd(&a->fadd, 0.5f);
    atomicMin(&a->fmin, (float)g - 10.0f);
    atomicMax(&a->fmax, (float)g * 0.25f);
    atomicAdd(&a->dadd, 0.25);
    safeAtomicAdd(&a->dsafe, 1.0);
    unsafeAtomicAdd(&a->dunsafe, 2.0);
    int prev = atomicExch(&a->exch_seen, g);
    if (prev >= 0 && prev < N)
        atomicAdd(&exch_hist[prev], 1);
    /* CAS: count successful increments by retrying */
    int old = a->icas_count, assumed;
    do {
        assumed = old;
        old = atomicCAS(&a->icas_count, assumed, assumed + 1);
    } while (old != assumed);
    /* a spin lock made of atomicCAS / atomicExch around plain accesses */
    if (threadIdx.x % 32 == 0) {
        while (atomicCAS(&a->lock, 0, 1) != 0) {
        }
        __threadfence();
        a->locked_sum += g;
        __threadfence();
        atomicExch(&a->lock, 0);
    }
    __hip_atomic_fetch_add(&a->hip_add, 5, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

int main() {
    Acc init = {};
    init.iand = -1;
    init.imin = 1 << 30;
    init.imax = -1;
    init.udec = 0;
    init.llmin = 0;
    init.fmin = 1e30f;
    init.fmax = -1e30f;
    init.exch_seen = -1;
    Acc *d;
    int *hist;
    HIP_CHECK(hipMalloc(&d, sizeof(Acc)));
    HIP_CHECK(hipMalloc(&hist, sizeof(int) * N));
    HIP_CHECK(hipMemset(hist, 0, sizeof(int) * N));
    HIP_CHECK(hipMemcpy(d, &init, sizeof init, hipMemcpyHostToDevice));
    LAUNCH(atomics_kernel, dim3(BLOCKS), dim3(THREADS), 0, 0, d, hist);
    Acc a;
    HIP_CHECK(hipMemcpy(&a, d, sizeof a, hipMemcpyDeviceToHost));
    int *h = new int[N];
    HIP_CHECK(hipMemcpy(h, hist, sizeof(int) * N, hipMemcpyDeviceToHost));

    int iand = -1, ior = 0, ixor = 0, locked = 0;
    unsigned long long ullor = 0;
    for (int g = 0; g < N; g++) {
        iand &= ~(1 << (g % 31));
        ior |= 1 << (g % 20);
        ixor ^= g;
        ullor |= 1ull << (g % 64);
        if (g % 32 == 0)
            locked += g;
    }
    CHECK_EQ(a.iadd, 2 * N, "atomicAdd int");
    CHECK_EQ(a.isub, -3 * N, "atomicSub_system int");
    CHECK_EQ(a.imin, 1000 - (N - 1), "atomicMin int");
    CHECK_EQ(a.imax, 3 * (N - 1), "atomicMax_block int");
    CHECK_EQ(a.iand, iand, "atomicAnd");
    CHECK_EQ(a.ior, ior, "atomicOr");
    CHECK_EQ(a.ixor, ixor, "atomicXor");
    CHECK_EQ(a.uadd, (unsigned)N, "atomicAdd unsigned");
    CHECK_EQ(a.uinc, (unsigned)(N % 10), "atomicInc wraps at the limit");
    /* atomicDec from 0 with limit 6: 0->6->5->...->0->6: after N steps the value is (-N mod 7) */
    CHECK_EQ(a.udec, (unsigned)((7 - N % 7) % 7), "atomicDec wraps at the limit");
    CHECK_EQ(a.uinc_sys, (unsigned)N, "atomicInc_system");
    CHECK_EQ(a.umax, 2u * (N - 1), "atomicMax unsigned");
    CHECK(a.ulladd == (unsigned long long)N << 33, "atomicAdd ull: %llu", a.ulladd);
    CHECK(a.ullmax == (unsigned long long)(N - 1) << 34, "atomicMax ull");
    CHECK(a.ullor == ullor, "atomicOr ull %llx", a.ullor);
    CHECK(a.llmin == -(long long)(N - 1) * 1000000000ll, "atomicMin long long %lld", a.llmin);
    CHECK(a.llmax == (long long)(N - 1) * 1000000000ll, "atomicMax long long %lld", a.llmax);
    CHECK(a.fadd == 0.5f * N, "atomicAdd float %f", a.fadd);
    CHECK(a.fmin == -10.0f && a.fmax == (N - 1) * 0.25f, "atomicMin/Max float %f %f", a.fmin, a.fmax);
    CHECK(a.dadd == 0.25 * N && a.dsafe == N && a.dunsafe == 2.0 * N, "double adds %f %f %f", a.dadd, a.dsafe,
          a.dunsafe);
    CHECK_EQ(a.icas_count, N, "atomicCAS increments");
    CHECK_EQ(a.locked_sum, locked, "CAS spin lock");
    CHECK_EQ(a.hip_add, 5 * N, "__hip_atomic_fetch_add");
    /* atomicExch: every value but the final one was seen exactly once */
    int seen = 0, twice = 0;
    for (int g = 0; g < N; g++) {
        seen += h[g] == 1;
        twice += h[g] > 1;
    }
    CHECK(seen == N - 1 && twice == 0 && h[a.exch_seen] == 0, "atomicExch chain: %d seen, %d twice", seen, twice);

    /* return values of the float forms and of CAS on float */
    delete[] h;
    HIP_CHECK(hipFree(d));
    HIP_CHECK(hipFree(hist));
    return hs_test_done("atomics");
}
