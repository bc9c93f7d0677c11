// rand_device.hip - hipRAND's device API on hipshim (hipshim.libs.rand_device): rocRAND's engines
// from Debian's headers, compiled as device code by hipshim, give
//  - Philox4x32-10: the published known-answer vectors of Random123 (kat_vectors: counter and key
//    all zero, all ones, and the digits of pi), reached through hiprand_init and skipahead;
//  - XORWOW, MRG32k3a, Philox: skipahead(n) equal to n draws, skipahead_sequence(1) equal to the
//    next subsequence, the same values at warp size 32 and 64;
//  - MTGP32: block-wide draws equal to the sequential MTGP recurrence (Saito and Matsumoto) run
//    here on the state hiprandMakeMTGP32KernelState made;
//  - Sobol32: dimension 1 is the van der Corput sequence (0, 1/2, 3/4, 1/4, ...), scrambled
//    Sobol32 the same points XOR the dimension's scramble constant;
//  - the distributions: uniform in (0, 1], normal and Poisson moments within tolerance.
#include <hip/hip_runtime.h>
#include <hiprand/hiprand_kernel.h>
#include <hiprand/hiprand_mtgp32_host.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static int failures = 0;
#define CHECK(c, ...)                                                                            \
    do {                                                                                         \
        if (!(c)) {                                                                              \
            printf("FAIL line %d: ", __LINE__);                                                  \
            printf(__VA_ARGS__);                                                                 \
            printf("\n");                                                                        \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)
#define HIP(x) CHECK((x) == hipSuccess, "%s", #x)

// Philox: the counter (c0..c3) and key of a known-answer vector, four outputs
__global__ void philox_kat(const unsigned *in, unsigned *out) {
    const unsigned *v = in + 6 * threadIdx.x;
    hiprandStatePhilox4_32_10_t s;
    hiprand_init(v[4] | (unsigned long long)v[5] << 32, v[2] | (unsigned long long)v[3] << 32, 0, &s);
    // the low 64 counter bits: skipahead counts values, four per counter step
    unsigned long long steps = v[0] | (unsigned long long)v[1] << 32;
    while (steps > 0) {
        unsigned long long k = steps < (1ull << 61) ? steps : (1ull << 61);
        skipahead(4 * k, &s);
        steps -= k;
    }
    uint4 r = hiprand4(&s);
    out[4 * threadIdx.x] = r.x, out[4 * threadIdx.x + 1] = r.y, out[4 * threadIdx.x + 2] = r.z;
    out[4 * threadIdx.x + 3] = r.w;
}

// thread t: engine t draws 1000 values one by one; engine t + 32 skips 1000 at once; engine
// t + 64 is subsequence 1 reached by skipahead_sequence; t + 96 initialised on subsequence 1
template <class S> __global__ void skips(unsigned *out) {
    const int t = threadIdx.x;
    S s;
    hiprand_init(4321, t < 64 ? 0 : 1, 0, &s);
    if (t < 32)
        for (int i = 0; i < 1000; i++)
            hiprand(&s);
    else if (t < 64)
        skipahead(1000ull, &s);
    if (t >= 64 && t < 96) {
        hiprand_init(4321, 0, 0, &s);
        skipahead_sequence(1ull, &s);
    }
    out[t] = hiprand(&s);
}

__global__ void mtgp_draw(hiprandStateMtgp32_t *states, unsigned *out, int rounds) {
    for (int r = 0; r < rounds; r++)
        out[(blockIdx.x * rounds + r) * blockDim.x + threadIdx.x] = hiprand(&states[blockIdx.x]);
}

__global__ void sobol_draw(const unsigned *vectors, unsigned scramble, unsigned *out, unsigned *scr, float *u) {
    hiprandStateSobol32_t s;
    hiprandStateScrambledSobol32_t ss;
    hiprand_init((unsigned *)vectors, threadIdx.x, &s);
    hiprand_init((unsigned *)vectors, scramble, threadIdx.x, &ss);
    out[threadIdx.x] = hiprand(&s);
    scr[threadIdx.x] = hiprand(&ss);
    hiprand_init((unsigned *)vectors, threadIdx.x, &s);
    u[threadIdx.x] = hiprand_uniform(&s);
}

__global__ void moments(double *sums, unsigned *min_max) {
    hiprandState_t s;
    hiprand_init(99, blockIdx.x * blockDim.x + threadIdx.x, 0, &s);
    double u = 0, n = 0, n2 = 0, p = 0;
    unsigned lo = ~0u, hi = 0;
    for (int i = 0; i < 64; i++) {
        float f = hiprand_uniform(&s);
        u += f;
        unsigned bits = __float_as_uint(f);
        lo = bits < lo ? bits : lo, hi = bits > hi ? bits : hi;
        float g = hiprand_normal(&s);
        n += g, n2 += (double)g * g;
        p += hiprand_poisson(&s, 4.0);
    }
    atomicAdd(&sums[0], u), atomicAdd(&sums[1], n), atomicAdd(&sums[2], n2), atomicAdd(&sums[3], p);
    atomicMin(&min_max[0], lo), atomicMax(&min_max[1], hi);
}

// MTGP32 one round for the block of `d` threads, sequentially (rocRAND's para_rec and temper)
static unsigned mtgp_next(rocrand_state_mtgp32 &e, int t) {
    const unsigned M = MTGP_MASK;
    unsigned *st = e.m_state.status;
    const int off = e.m_state.offset, pos = (int)e.pos_tbl;
    unsigned x = (st[(t + off) & M] & e.mask) ^ st[(t + off + 1) & M], y = st[(t + off + pos) & M];
    x ^= x << e.sh1_tbl;
    y = x ^ (y >> e.sh2_tbl);
    const unsigned r = y ^ e.param_tbl[y & 0x0f];
    st[(t + off + MTGP_N) & M] = r;
    unsigned tt = st[(t + off + pos - 1) & M];
    tt ^= tt >> 16;
    tt ^= tt >> 8;
    return r ^ e.temper_tbl[tt & 0x0f];
}

int main() {
    // ---- Philox known answers (Random123 kat_vectors) ----
    const unsigned kat[3][6] = {{0, 0, 0, 0, 0, 0},
                                {~0u, ~0u, ~0u, ~0u, ~0u, ~0u},
                                {0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0}};
    const unsigned want[3][4] = {{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8},
                                 {0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd},
                                 {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}};
    unsigned *din, *dout;
    HIP(hipMalloc(&din, sizeof kat));
    HIP(hipMalloc(&dout, 4096 * sizeof(unsigned)));
    HIP(hipMemcpy(din, kat, sizeof kat, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(philox_kat, dim3(1), dim3(3), 0, 0, din, dout);
    unsigned got[12];
    HIP(hipMemcpy(got, dout, sizeof got, hipMemcpyDeviceToHost));
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 4; i++)
            CHECK(got[4 * k + i] == want[k][i], "philox kat %d word %d: %08x, want %08x", k, i, got[4 * k + i], want[k][i]);

    // ---- skipahead and subsequences ----
    std::vector<unsigned> h(128);
    auto check_skips = [&](const char *name) {
        HIP(hipMemcpy(h.data(), dout, 128 * sizeof(unsigned), hipMemcpyDeviceToHost));
        for (int t = 0; t < 32; t++) {
            CHECK(h[t] == h[t + 32], "%s thread %d: 1000 draws %u, skipahead %u", name, t, h[t], h[t + 32]);
            CHECK(h[t + 64] == h[t + 96], "%s thread %d: skipahead_sequence %u, subsequence 1 %u", name, t, h[t + 64], h[t + 96]);
            CHECK(h[t] != h[t + 64], "%s thread %d: subsequences 0 and 1 agree", name, t);
        }
    };
    hipLaunchKernelGGL(skips<hiprandState_t>, dim3(1), dim3(128), 0, 0, dout);
    check_skips("xorwow");
    hipLaunchKernelGGL(skips<hiprandStateMRG32k3a_t>, dim3(1), dim3(128), 0, 0, dout);
    check_skips("mrg32k3a");
    hipLaunchKernelGGL(skips<hiprandStatePhilox4_32_10_t>, dim3(1), dim3(128), 0, 0, dout);
    check_skips("philox");

    // ---- MTGP32: block-wide rounds against the sequential recurrence ----
    const int blocks = 3, threads = 256, rounds = 5;
    hiprandStateMtgp32_t *states;
    mtgp32_kernel_params_t *params;
    HIP(hipMalloc(&states, blocks * sizeof *states));
    HIP(hipMalloc(&params, sizeof *params));
    CHECK(hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params) == HIPRAND_STATUS_SUCCESS, "MTGP constants");
    CHECK(hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, params, blocks, 1234) == HIPRAND_STATUS_SUCCESS,
          "MTGP states");
    std::vector<hiprandStateMtgp32_t> hs(blocks);
    HIP(hipMemcpy(hs.data(), states, blocks * sizeof *states, hipMemcpyDeviceToHost));
    hipLaunchKernelGGL(mtgp_draw, dim3(blocks), dim3(threads), 0, 0, states, dout, rounds);
    std::vector<unsigned> m(blocks * rounds * threads);
    HIP(hipMemcpy(m.data(), dout, m.size() * sizeof(unsigned), hipMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int r = 0; r < rounds; r++) {
            for (int t = 0; t < threads; t++)
                bad += mtgp_next(hs[b], t) != m[(b * rounds + r) * threads + t];
            hs[b].m_state.offset = (hs[b].m_state.offset + threads) & MTGP_MASK;
        }
    CHECK(bad == 0, "MTGP32: %d of %d block-wide values differ from the sequential recurrence", bad, (int)m.size());

    // ---- Sobol32 and its scrambled form ----
    hiprandDirectionVectors32_t *dv;
    const unsigned *scramble;
    CHECK(hiprandGetDirectionVectors32(&dv, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6) == HIPRAND_STATUS_SUCCESS, "vectors");
    CHECK(hiprandGetScrambleConstants32(&scramble) == HIPRAND_STATUS_SUCCESS, "constants");
    unsigned *dvec, *dscr;
    float *du;
    HIP(hipMalloc(&dvec, 32 * sizeof(unsigned)));
    HIP(hipMalloc(&dscr, 64 * sizeof(unsigned)));
    HIP(hipMalloc(&du, 64 * sizeof(float)));
    HIP(hipMemcpy(dvec, dv[0], 32 * sizeof(unsigned), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(sobol_draw, dim3(1), dim3(64), 0, 0, dvec, scramble[0], dout, dscr, du);
    std::vector<unsigned> so(64), sc(64);
    std::vector<float> su(64);
    HIP(hipMemcpy(so.data(), dout, 64 * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP(hipMemcpy(sc.data(), dscr, 64 * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP(hipMemcpy(su.data(), du, 64 * sizeof(float), hipMemcpyDeviceToHost));
    for (unsigned i = 0; i < 64; i++) {
        unsigned g = i ^ (i >> 1), vdc = 0;   // Gray-code order of the van der Corput sequence
        for (int b = 0; b < 32; b++)
            if (g >> b & 1)
                vdc |= 0x80000000u >> b;
        CHECK(so[i] == vdc, "sobol point %u: %08x, want %08x", i, so[i], vdc);
        CHECK(sc[i] == (vdc ^ scramble[0]), "scrambled sobol point %u: %08x", i, sc[i]);
        CHECK(su[i] == (float)(vdc * 2.3283064e-10f + 2.3283064e-10f), "sobol uniform %u", i);
    }

    // ---- distributions ----
    double *sums;
    unsigned *mm;
    HIP(hipMalloc(&sums, 4 * sizeof(double)));
    HIP(hipMalloc(&mm, 2 * sizeof(unsigned)));
    HIP(hipMemset(sums, 0, 4 * sizeof(double)));
    unsigned init_mm[2] = {~0u, 0};
    HIP(hipMemcpy(mm, init_mm, sizeof init_mm, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(moments, dim3(16), dim3(128), 0, 0, sums, mm);
    double s[4];
    unsigned lohi[2];
    HIP(hipMemcpy(s, sums, sizeof s, hipMemcpyDeviceToHost));
    HIP(hipMemcpy(lohi, mm, sizeof lohi, hipMemcpyDeviceToHost));
    const double n = 16 * 128 * 64;
    CHECK(fabs(s[0] / n - 0.5) < 0.01, "uniform mean %f", s[0] / n);
    CHECK(fabs(s[1] / n) < 0.02 && fabs(s[2] / n - 1) < 0.03, "normal mean %f variance %f", s[1] / n, s[2] / n);
    CHECK(fabs(s[3] / n - 4) < 0.05, "poisson(4) mean %f", s[3] / n);
    float lo, hi;
    memcpy(&lo, &lohi[0], 4), memcpy(&hi, &lohi[1], 4);
    CHECK(lo > 0 && hi <= 1, "uniform range (%g, %g]", lo, hi);

    if (failures) {
        printf("rand_device: %d failures\n", failures);
        return 1;
    }
    printf("rand_device: ok\n");
    return 0;
}
