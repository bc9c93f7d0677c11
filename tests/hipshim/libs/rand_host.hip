// rand_host.hip - hipRAND's host API on hipshim (hipshim.libs.rand_host):
//  - rocRAND's exact sequences: FNV-1a checksums of every generator x output kind over sizes,
//    output alignments, offsets, dimensions and successive calls, equal to those of rocRAND 5.3's
//    own host library (its source compiled on hipshim once, by hand: the table below); the
//    64-bit Sobol floats follow rocRAND 6 (high 32 bits), checked against the 32-bit generator;
//  - rocRAND's published tables: scramble constants (std::mt19937's first outputs) and the
//    scrambled direction vectors (the vectors plus 640000 and 1280000);
//  - the status codes of misuse, MT19937's refusal, stream order and host generators.
#include <hip/hip_runtime.h>
#include <hiprand/hiprand.h>
#include <cstdio>
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
#define ST(x, want) CHECK((x) == (want), "%s: status %d, want %d", #x, (int)(x), (int)(want))

static unsigned long long fnv(const void *p, size_t n) {
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= ((const unsigned char *)p)[i];
        h *= 1099511628211ull;
    }
    return h;
}

enum { U32, U8, U16, UNIF_F, UNIF_D, UNIF_H, NORM_F, NORM_D, NORM_H, LNORM_F, LNORM_D, LNORM_H, P35, P120, P5000, KINDS };
static const char *kind_names[KINDS] = {"u32", "u8", "u16", "unif_f", "unif_d", "unif_h", "norm_f", "norm_d",
                                        "norm_h", "lnorm_f", "lnorm_d", "lnorm_h", "poisson3.5", "poisson120",
                                        "poisson5000"};
static size_t elem_size(int k) {
    return k == U8 ? 1 : (k == U16 || k == UNIF_H || k == NORM_H || k == LNORM_H) ? 2 : (k == UNIF_D || k == NORM_D || k == LNORM_D) ? 8 : 4;
}
static hiprandStatus_t generate(hiprandGenerator_t g, int k, void *out, size_t n) {
    const half h0 = __float2half(0.5f), h1 = __float2half(2.0f);
    switch (k) {
    case U32: return hiprandGenerate(g, (unsigned *)out, n);
    case U8: return hiprandGenerateChar(g, (unsigned char *)out, n);
    case U16: return hiprandGenerateShort(g, (unsigned short *)out, n);
    case UNIF_F: return hiprandGenerateUniform(g, (float *)out, n);
    case UNIF_D: return hiprandGenerateUniformDouble(g, (double *)out, n);
    case UNIF_H: return hiprandGenerateUniformHalf(g, (half *)out, n);
    case NORM_F: return hiprandGenerateNormal(g, (float *)out, n, 0.5f, 2.0f);
    case NORM_D: return hiprandGenerateNormalDouble(g, (double *)out, n, 0.5, 2.0);
    case NORM_H: return hiprandGenerateNormalHalf(g, (half *)out, n, h0, h1);
    case LNORM_F: return hiprandGenerateLogNormal(g, (float *)out, n, 0.5f, 2.0f);
    case LNORM_D: return hiprandGenerateLogNormalDouble(g, (double *)out, n, 0.5, 2.0);
    case LNORM_H: return hiprandGenerateLogNormalHalf(g, (half *)out, n, h0, h1);
    default: return hiprandGeneratePoisson(g, (unsigned *)out, n, k == P35 ? 3.5 : k == P120 ? 120.0 : 5000.0);
    }
}

struct Case {
    int kind;
    size_t n;
    int mis;
    unsigned long long offset;
    unsigned dims;
    int calls;
};
// the cases of each generator: every kind at 1003 values, aligned and one element off; six kinds
// at 300001 values with an offset (three dimensions for Sobol), aligned and three elements off,
// twice; short runs that end inside a vector of four
static std::vector<Case> cases_of(bool quasi) {
    std::vector<Case> c;
    for (int k = 0; k < KINDS; k++) {
        c.push_back({k, 1003, 0, 0, 1, 1});
        c.push_back({k, 1003, 1, 0, 1, 1});
    }
    for (int k : {U32, UNIF_F, UNIF_D, NORM_F, NORM_D, P35})
        for (int mis : {0, 3})
            c.push_back({k, 300001, mis, 12345, quasi ? 3u : 1u, 2});
    c.push_back({UNIF_H, 7, 1, 5, 1, 3});
    c.push_back({U8, 13, 3, 0, 1, 3});
    return c;
}

// checksums of rocRAND 5.3's host library for the cases, in order (see the top)
#include "rand_host_sums.h"

int main() {
    struct G {
        const char *name;
        hiprandRngType_t t;
    } gens[] = {{"xorwow", HIPRAND_RNG_PSEUDO_XORWOW},        {"mrg32k3a", HIPRAND_RNG_PSEUDO_MRG32K3A},
                {"philox", HIPRAND_RNG_PSEUDO_PHILOX4_32_10}, {"mtgp32", HIPRAND_RNG_PSEUDO_MTGP32},
                {"sobol32", HIPRAND_RNG_QUASI_SOBOL32},       {"sobol64", HIPRAND_RNG_QUASI_SOBOL64}};
    char *buf;
    hipMalloc(&buf, 16 << 20);
    size_t row = 0, compared = 0;
    for (auto &g : gens) {
        const bool quasi = g.t >= HIPRAND_RNG_QUASI_DEFAULT;
        for (const Case &c : cases_of(quasi)) {
            const size_t n = c.n - (quasi ? c.n % c.dims : 0), es = elem_size(c.kind);
            hiprandGenerator_t gen;
            ST(hiprandCreateGenerator(&gen, g.t), HIPRAND_STATUS_SUCCESS);
            if (!quasi)
                ST(hiprandSetPseudoRandomGeneratorSeed(gen, 0xdeadbeefcafeull), HIPRAND_STATUS_SUCCESS);
            if (g.t != HIPRAND_RNG_PSEUDO_MTGP32)
                ST(hiprandSetGeneratorOffset(gen, c.offset), HIPRAND_STATUS_SUCCESS);
            if (quasi)
                ST(hiprandSetQuasiRandomGeneratorDimensions(gen, c.dims), HIPRAND_STATUS_SUCCESS);
            for (int call = 0; call < c.calls; call++, row++) {
                memset(buf, 0, 4096 + n * es + 64);
                hiprandStatus_t s = generate(gen, c.kind, buf + 4096 + c.mis * es, n);
                hipDeviceSynchronize();
                const unsigned long long h = fnv(buf, 4096 + n * es + 64);
                // rocRAND 5.3 truncated a 64-bit Sobol point to its low bits for floats
                const bool v53_differs = g.t == HIPRAND_RNG_QUASI_SOBOL64 &&
                                         (c.kind == UNIF_F || c.kind == NORM_F || c.kind == LNORM_F ||
                                          c.kind == NORM_H || c.kind == LNORM_H || c.kind == LNORM_D);
                if (row < sizeof rocrand53_sums / sizeof *rocrand53_sums && !v53_differs) {
                    compared++;
                    CHECK(s == HIPRAND_STATUS_SUCCESS && h == rocrand53_sums[row],
                          "%s %s n=%zu mis=%d off=%llu dims=%u call=%d: status %d sum %016llx, rocRAND %016llx",
                          g.name, kind_names[c.kind], n, c.mis, c.offset, c.dims, call, (int)s, h, rocrand53_sums[row]);
                }
            }
            hiprandDestroyGenerator(gen);
        }
    }
    CHECK(compared > 200, "only %zu cases compared with rocRAND", compared);

    // ---- 64-bit Sobol floats: the high 32 bits of each point, as the 32-bit generator's ----
    {
        hiprandGenerator_t g32, g64;
        ST(hiprandCreateGenerator(&g32, HIPRAND_RNG_QUASI_SOBOL32), HIPRAND_STATUS_SUCCESS);
        ST(hiprandCreateGenerator(&g64, HIPRAND_RNG_QUASI_SOBOL64), HIPRAND_STATUS_SUCCESS);
        float *a, *b;
        unsigned long long *p;
        hipMalloc(&a, 4000), hipMalloc(&b, 4000), hipMalloc(&p, 8000);
        ST(hiprandGenerateNormal(g32, a, 1000, 1, 3), HIPRAND_STATUS_SUCCESS);
        ST(hiprandGenerateNormal(g64, b, 1000, 1, 3), HIPRAND_STATUS_SUCCESS);
        hipDeviceSynchronize();
        CHECK(memcmp(a, b, 4000) == 0, "64-bit Sobol normal floats differ from 32-bit Sobol's");
        ST(hiprandGenerateLongLong(g64, p, 1000), HIPRAND_STATUS_SUCCESS);
        ST(hiprandGenerate(g32, (unsigned *)a, 1000), HIPRAND_STATUS_SUCCESS);
        hipDeviceSynchronize();
        int bad = 0;
        for (int i = 0; i < 1000; i++)
            bad += (unsigned)(p[i] >> 32) != ((unsigned *)a)[i];
        CHECK(bad == 0, "64-bit Sobol points' high words differ from 32-bit Sobol's in %d of 1000", bad);
        ST(hiprandGenerateLongLong(g32, p, 10), HIPRAND_STATUS_TYPE_ERROR);
        hiprandDestroyGenerator(g32), hiprandDestroyGenerator(g64);
    }

    // ---- rocRAND's tables ----
    const unsigned *c32;
    const unsigned long long *c64;
    ST(hiprandGetScrambleConstants32(&c32), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGetScrambleConstants64(&c64), HIPRAND_STATUS_SUCCESS);
    CHECK(c32[0] == 0xd091bb5c && c32[1] == 0x22ae9ef6 && c32[7] == 0x3895afe1 && c32[8] == 0xa1e24bba,
          "32-bit scramble constants %08x %08x", c32[0], c32[1]);
    CHECK(c64[0] == 0xd091bb5c22ae9ef6ull && c64[3] == 0xe9d300053895afe1ull, "64-bit scramble constants %016llx", c64[0]);
    hiprandDirectionVectors32_t *v32, *s32;
    hiprandDirectionVectors64_t *v64, *s64;
    ST(hiprandGetDirectionVectors32(&v32, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGetDirectionVectors32(&s32, HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGetDirectionVectors64(&v64, HIPRAND_DIRECTION_VECTORS_64_JOEKUO6), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGetDirectionVectors64(&s64, HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGetDirectionVectors32(&v32, HIPRAND_DIRECTION_VECTORS_64_JOEKUO6), HIPRAND_STATUS_OUT_OF_RANGE);
    CHECK(v32[0][0] == 0x80000000u && v32[1][1] == 0xc0000000u && v32[2][4] == 0xe8000000u && v32[19999][0] == 0x80000000u,
          "32-bit direction vectors");
    CHECK(s32[0][0] == 0x8009c400u && s32[0][1] == 0x4009c400u && s32[1][1] == v32[1][1] + 640000, "scrambled 32-bit vectors");
    CHECK(v64[0][0] == 0x8000000000000000ull && v64[1][1] == 0xc000000000000000ull &&
              s64[5][63] == v64[5][63] + 1280000,
          "64-bit direction vectors");

    // ---- statuses ----
    hiprandGenerator_t g;
    ST(hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_MT19937), HIPRAND_STATUS_TYPE_ERROR);
    ST(hiprandCreateGenerator(&g, (hiprandRngType_t)77), HIPRAND_STATUS_TYPE_ERROR);
    ST(hiprandGenerate(nullptr, (unsigned *)buf, 4), HIPRAND_STATUS_NOT_INITIALIZED);
    ST(hiprandCreateGenerator(&g, HIPRAND_RNG_QUASI_DEFAULT), HIPRAND_STATUS_SUCCESS);
    ST(hiprandSetPseudoRandomGeneratorSeed(g, 5), HIPRAND_STATUS_TYPE_ERROR);
    ST(hiprandSetQuasiRandomGeneratorDimensions(g, 0), HIPRAND_STATUS_OUT_OF_RANGE);
    ST(hiprandSetQuasiRandomGeneratorDimensions(g, 20001), HIPRAND_STATUS_OUT_OF_RANGE);
    ST(hiprandSetQuasiRandomGeneratorDimensions(g, 4), HIPRAND_STATUS_SUCCESS);
    ST(hiprandGenerateUniform(g, (float *)buf, 10), HIPRAND_STATUS_LENGTH_NOT_MULTIPLE);
    ST(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_LEGACY), HIPRAND_STATUS_OUT_OF_RANGE);
    ST(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_QUASI_DEFAULT), HIPRAND_STATUS_SUCCESS);
    ST(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);
    ST(hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_MTGP32), HIPRAND_STATUS_SUCCESS);
    ST(hiprandSetGeneratorOffset(g, 5), HIPRAND_STATUS_TYPE_ERROR);
    ST(hiprandSetQuasiRandomGeneratorDimensions(g, 2), HIPRAND_STATUS_TYPE_ERROR);
    ST(hiprandGeneratePoisson(g, (unsigned *)buf, 4, 0.0), HIPRAND_STATUS_OUT_OF_RANGE);
    ST(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_DEFAULT), HIPRAND_STATUS_SUCCESS);
    ST(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);
    int version = 0;
    ST(hiprandGetVersion(&version), HIPRAND_STATUS_SUCCESS);
    CHECK(version == HIPRAND_VERSION, "version %d", version);
    hiprandDiscreteDistribution_t dist;
    ST(hiprandCreatePoissonDistribution(-1.0, &dist), HIPRAND_STATUS_OUT_OF_RANGE);
    ST(hiprandCreatePoissonDistribution(10.0, &dist), HIPRAND_STATUS_SUCCESS);
    ST(hiprandDestroyDistribution(dist), HIPRAND_STATUS_SUCCESS);

    // ---- stream order: the values come after the stream's earlier work, a host generator's
    //      before the call returns ----
    {
        hipStream_t s;
        hipStreamCreate(&s);
        unsigned *d, *want;
        hipMalloc(&d, 4096 * 4), hipMalloc(&want, 4096 * 4);
        hiprandGenerator_t a, b;
        ST(hiprandCreateGenerator(&a, HIPRAND_RNG_PSEUDO_PHILOX4_32_10), HIPRAND_STATUS_SUCCESS);
        ST(hiprandGenerate(a, want, 4096), HIPRAND_STATUS_SUCCESS);
        ST(hiprandDestroyGenerator(a), HIPRAND_STATUS_SUCCESS);
        ST(hiprandCreateGenerator(&b, HIPRAND_RNG_PSEUDO_PHILOX4_32_10), HIPRAND_STATUS_SUCCESS);
        ST(hiprandSetStream(b, s), HIPRAND_STATUS_SUCCESS);
        hipMemsetAsync(d, 0xff, 4096 * 4, s);
        ST(hiprandGenerate(b, d, 4096), HIPRAND_STATUS_SUCCESS);
        hipStreamSynchronize(s);
        std::vector<unsigned> x(4096), y(4096);
        hipMemcpy(x.data(), d, 4096 * 4, hipMemcpyDeviceToHost);
        hipMemcpy(y.data(), want, 4096 * 4, hipMemcpyDeviceToHost);
        CHECK(x == y, "generation on a stream did not follow the stream's memset");
        ST(hiprandDestroyGenerator(b), HIPRAND_STATUS_SUCCESS);
        std::vector<unsigned> host(4096);
        ST(hiprandCreateGeneratorHost(&b, HIPRAND_RNG_PSEUDO_PHILOX4_32_10), HIPRAND_STATUS_SUCCESS);
        ST(hiprandGenerate(b, host.data(), 4096), HIPRAND_STATUS_SUCCESS);
        CHECK(host == y, "a host generator's values differ or were not ready at return");
        ST(hiprandDestroyGenerator(b), HIPRAND_STATUS_SUCCESS);
        hipStreamDestroy(s);
    }

    if (failures) {
        printf("rand_host: %d failures\n", failures);
        return 1;
    }
    printf("rand_host: ok (%zu cases equal to rocRAND 5.3)\n", compared);
    return 0;
}
