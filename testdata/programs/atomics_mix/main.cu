// Every flavour of atomic: add (int, unsigned, 64-bit, float with exact values), sub, exch,
// min/max (signed and unsigned), inc/dec with their wrap-around limits, and/or/xor, and CAS loops
// implementing operations that have no built-in atomic (a multiply modulo a prime, a float max).
// Results whose final value depends on the order of operations are never printed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));   \
            printf("FAIL: CUDA error\n");                                                 \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

struct Counters {
    int add_i;
    unsigned add_u;
    unsigned long long add_ull;
    float add_f;
    int sub_i;
    int min_i, max_i;
    unsigned min_u, max_u;
    unsigned inc_u;   // atomicInc with limit 999: wraps to 0 past 999
    unsigned dec_u;   // atomicDec with limit 499
    unsigned and_u, or_u, xor_u;
    unsigned long long mulmod;  // product of (i % 7 + 2) modulo 1000003, via atomicCAS
    float fmax_v;               // float max via atomicCAS on the bits
    int exch_seen;              // sum of values displaced by atomicExch: order-independent total
    int exch_slot;
};

__device__ float atomic_max_float(float *addr, float value) {
    int *ai = (int *)addr;
    int old = *ai, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= value) break;
        old = atomicCAS(ai, assumed, __float_as_int(value));
    } while (assumed != old);
    return __int_as_float(old);
}

__device__ void atomic_mulmod(unsigned long long *addr, unsigned long long factor, unsigned long long mod) {
    unsigned long long old = *addr, assumed;
    do {
        assumed = old;
        old = atomicCAS(addr, assumed, (assumed * factor) % mod);
    } while (assumed != old);
}

__global__ void hammer(Counters *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(&c->add_i, i % 100 - 50);
    atomicAdd(&c->add_u, (unsigned)i);
    atomicAdd(&c->add_ull, (unsigned long long)i * 1000000007ull);
    atomicAdd(&c->add_f, (float)(i % 8));  // sums of small integers stay exact in float
    atomicSub(&c->sub_i, i % 3);
    atomicMin(&c->min_i, (i * 7919) % 10007 - 5000);
    atomicMax(&c->max_i, (i * 7919) % 10007 - 5000);
    atomicMin(&c->min_u, (unsigned)(i * 2654435761u));
    atomicMax(&c->max_u, (unsigned)(i * 2654435761u));
    atomicInc(&c->inc_u, 999u);
    atomicDec(&c->dec_u, 499u);
    atomicAnd(&c->and_u, ~(1u << (i % 32)) | (i % 64 < 32 ? 0u : 0xffffffffu));
    atomicOr(&c->or_u, 1u << (i % 29));
    atomicXor(&c->xor_u, (unsigned)i * 0x9e3779b9u);
    atomic_mulmod(&c->mulmod, (unsigned long long)(i % 7 + 2), 1000003ull);
    atomic_max_float(&c->fmax_v, (float)((i * 37) % 1001) * 0.5f);
    atomicAdd(&c->exch_seen, atomicExch(&c->exch_slot, i));
}

int main() {
    const int n = 30000;
    Counters h = {};
    h.min_i = 1 << 30;
    h.max_i = -(1 << 30);
    h.min_u = 0xffffffffu;
    h.max_u = 0;
    h.dec_u = 0;  // atomicDec from 0 wraps to the limit
    h.and_u = 0xffffffffu;
    h.mulmod = 1;
    h.fmax_v = -1.0f;
    h.exch_slot = -1;
    Counters *d;
    CUDA_CHECK(cudaMalloc(&d, sizeof(Counters)));
    CUDA_CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
    hammer<<<(n + 255) / 256, 256>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
    Counters g;
    CUDA_CHECK(cudaMemcpy(&g, d, sizeof g, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));

    // host reference (order-independent quantities)
    Counters r = h;
    long long exch_total = 0;
    for (int i = 0; i < n; ++i) {
        r.add_i += i % 100 - 50;
        r.add_u += (unsigned)i;
        r.add_ull += (unsigned long long)i * 1000000007ull;
        r.add_f += (float)(i % 8);
        r.sub_i -= i % 3;
        int v = (i * 7919) % 10007 - 5000;
        r.min_i = v < r.min_i ? v : r.min_i;
        r.max_i = v > r.max_i ? v : r.max_i;
        unsigned u = (unsigned)(i * 2654435761u);
        r.min_u = u < r.min_u ? u : r.min_u;
        r.max_u = u > r.max_u ? u : r.max_u;
        r.inc_u = r.inc_u >= 999u ? 0 : r.inc_u + 1;
        r.dec_u = (r.dec_u == 0 || r.dec_u > 499u) ? 499u : r.dec_u - 1;
        r.and_u &= ~(1u << (i % 32)) | (i % 64 < 32 ? 0u : 0xffffffffu);
        r.or_u |= 1u << (i % 29);
        r.xor_u ^= (unsigned)i * 0x9e3779b9u;
        r.mulmod = (r.mulmod * (unsigned long long)(i % 7 + 2)) % 1000003ull;
        float f = (float)((i * 37) % 1001) * 0.5f;
        r.fmax_v = f > r.fmax_v ? f : r.fmax_v;
        exch_total += i;
    }
    // every value but the one left in the slot was displaced once, plus the initial -1
    long long exch_expect = exch_total - g.exch_slot - 1;
    printf("add: %d %u %llu %.1f\n", g.add_i, g.add_u, g.add_ull, g.add_f);
    printf("sub: %d\n", g.sub_i);
    printf("min/max signed: %d %d unsigned: %u %u\n", g.min_i, g.max_i, g.min_u, g.max_u);
    printf("inc (limit 999): %u dec (limit 499): %u\n", g.inc_u, g.dec_u);
    printf("and/or/xor: %08x %08x %08x\n", g.and_u, g.or_u, g.xor_u);
    printf("cas mulmod: %llu cas fmax: %.1f\n", g.mulmod, g.fmax_v);
    printf("exch bookkeeping consistent: %s\n", (long long)g.exch_seen == exch_expect ? "yes" : "no");
    bool ok = g.add_i == r.add_i && g.add_u == r.add_u && g.add_ull == r.add_ull && g.add_f == r.add_f &&
              g.sub_i == r.sub_i && g.min_i == r.min_i && g.max_i == r.max_i && g.min_u == r.min_u &&
              g.max_u == r.max_u && g.inc_u == r.inc_u && g.dec_u == r.dec_u && g.and_u == r.and_u &&
              g.or_u == r.or_u && g.xor_u == r.xor_u && g.mulmod == r.mulmod && g.fmax_v == r.fmax_v &&
              (long long)g.exch_seen == exch_expect && g.exch_slot >= 0 && g.exch_slot < n;
    if (!ok) {
        printf("FAIL: host expects add %d %u %llu %.1f sub %d inc %u dec %u mulmod %llu\n", r.add_i, r.add_u,
               r.add_ull, r.add_f, r.sub_i, r.inc_u, r.dec_u, r.mulmod);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
