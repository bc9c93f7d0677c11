/* arith.hip - __half and __half2 arithmetic, comparisons and math, computed in kernels and
 * checked on the host: add, sub, mul, div, fma (against exact 128-bit results, so fma's single
 * rounding is checked), the _sat forms, max/min with NaN and signed zeros, the twelve ordered and
 * unordered comparisons, over all pairs of a set of specials and random values; every unary math
 * function over all 65536 patterns (exact where IEEE requires it, otherwise within one ulp of a
 * long double reference). Inside the kernels, the operators, the _rn forms and every __half2
 * form are checked against the scalar intrinsics lane by lane. */
#include "hf_test.h"
#include <hip/hip_fp16.h>
#include <vector>

enum { NV = 13 }; /* add sub mul div fma add_sat sub_sat mul_sat fma_sat max min max_nan min_nan */
struct pair_out {
    unsigned short v[NV];
    unsigned cmp;   /* bit k: comparison k (eq ne lt le gt ge equ neu ltu leu gtu geu) */
    unsigned flags; /* bit k set: consistency check k failed inside the kernel */
};

static __device__ unsigned short B(__half h) { return __half_as_ushort(h); }
#define SAME(x, y) (B(x) == B(y))

__global__ void pair_kernel(const unsigned short *vals, int n, pair_out *out) {
    int total = n * n;
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < total; k += gridDim.x * blockDim.x) {
        int i = k / n, j = k % n;
        __half a = __ushort_as_half(vals[i]), b = __ushort_as_half(vals[j]);
        __half c = __ushort_as_half(vals[(i * 7 + j * 13) % n]);
        pair_out &o = out[k];
        __half r[NV] = {__hadd(a, b), __hsub(a, b), __hmul(a, b), __hdiv(a, b), __hfma(a, b, c),
                        __hadd_sat(a, b), __hsub_sat(a, b), __hmul_sat(a, b), __hfma_sat(a, b, c),
                        __hmax(a, b), __hmin(a, b), __hmax_nan(a, b), __hmin_nan(a, b)};
        for (int t = 0; t < NV; t++)
            o.v[t] = B(r[t]);
        bool cmp[12] = {__heq(a, b), __hne(a, b), __hlt(a, b), __hle(a, b), __hgt(a, b), __hge(a, b),
                        __hequ(a, b), __hneu(a, b), __hltu(a, b), __hleu(a, b), __hgtu(a, b), __hgeu(a, b)};
        o.cmp = 0;
        for (int t = 0; t < 12; t++)
            o.cmp |= (unsigned)cmp[t] << t;

        unsigned f = 0;
        /* operators and the _rn forms */
        f |= (unsigned)!(SAME(a + b, r[0]) && SAME(a - b, r[1]) && SAME(a * b, r[2]) && SAME(a / b, r[3])) << 0;
        f |= (unsigned)!(SAME(__hadd_rn(a, b), r[0]) && SAME(__hsub_rn(a, b), r[1]) && SAME(__hmul_rn(a, b), r[2])) << 1;
        __half x = a;
        x += b;
        bool ok = SAME(x, r[0]);
        x = a; x -= b; ok = ok && SAME(x, r[1]);
        x = a; x *= b; ok = ok && SAME(x, r[2]);
        x = a; x /= b; ok = ok && SAME(x, r[3]);
        f |= (unsigned)!ok << 2;
        f |= (unsigned)!((a == b) == cmp[0] && (a != b) == cmp[7] && (a < b) == cmp[2] && (a <= b) == cmp[3] &&
                         (a > b) == cmp[4] && (a >= b) == cmp[5]) << 3;
        f |= (unsigned)!(SAME(-a, __hneg(a)) && SAME(+a, a)) << 4;
        x = a;
        __half y = x++;
        ok = SAME(y, a) && SAME(x, __hadd(a, __float2half(1.0f)));
        y = --x;
        ok = ok && SAME(y, x) && SAME(x, __hsub(__hadd(a, __float2half(1.0f)), __float2half(1.0f)));
        f |= (unsigned)!ok << 5;
        /* pair forms: each lane as the scalar function */
        __half2 p = __halves2half2(a, b), q = __halves2half2(b, a), s = __halves2half2(c, c);
        __half2 r2[NV] = {__hadd2(p, q), __hsub2(p, q), __hmul2(p, q), __h2div(p, q), __hfma2(p, q, s),
                          __hadd2_sat(p, q), __hsub2_sat(p, q), __hmul2_sat(p, q), __hfma2_sat(p, q, s),
                          __hmax2(p, q), __hmin2(p, q), __hmax2_nan(p, q), __hmin2_nan(p, q)};
        ok = true;
        for (int t = 0; t < NV; t++)
            ok = ok && SAME(r2[t].x, r[t]);
        ok = ok && SAME(r2[0].y, __hadd(b, a)) && SAME(r2[1].y, __hsub(b, a)) && SAME(r2[3].y, __hdiv(b, a)) &&
             SAME(r2[4].y, __hfma(b, a, c));
        f |= (unsigned)!ok << 6;
        ok = SAME((p + q).x, r[0]) && SAME((p - q).x, r[1]) && SAME((p * q).x, r[2]) && SAME((p / q).x, r[3]) &&
             SAME(__hadd2_rn(p, q).y, __hadd(b, a)) && SAME(__hmul2_rn(p, q).x, r[2]) && SAME(__hsub2_rn(p, q).x, r[1]);
        __half2 z = p;
        z += q;
        ok = ok && SAME(z.x, r[0]) && SAME(z.y, __hadd(b, a));
        z = p; z *= q; ok = ok && SAME(z.x, r[2]);
        z = p; z -= q; ok = ok && SAME(z.x, r[1]);
        z = p; z /= q; ok = ok && SAME(z.x, r[3]);
        f |= (unsigned)!ok << 7;
        /* pair comparisons: 1.0/0.0 per lane, bool for both lanes, masks */
        __half2 pa = __half2half2(a), pb = __half2half2(b);
        __half2 c2[12] = {__heq2(p, q), __hne2(p, q), __hlt2(p, q), __hle2(p, q), __hgt2(p, q), __hge2(p, q),
                          __hequ2(p, q), __hneu2(p, q), __hltu2(p, q), __hleu2(p, q), __hgtu2(p, q), __hgeu2(p, q)};
        bool b2[12] = {__hbeq2(pa, pb), __hbne2(pa, pb), __hblt2(pa, pb), __hble2(pa, pb), __hbgt2(pa, pb),
                       __hbge2(pa, pb), __hbequ2(pa, pb), __hbneu2(pa, pb), __hbltu2(pa, pb), __hbleu2(pa, pb),
                       __hbgtu2(pa, pb), __hbgeu2(pa, pb)};
        unsigned m2[12] = {__heq2_mask(p, q), __hne2_mask(p, q), __hlt2_mask(p, q), __hle2_mask(p, q),
                           __hgt2_mask(p, q), __hge2_mask(p, q), __hequ2_mask(p, q), __hneu2_mask(p, q),
                           __hltu2_mask(p, q), __hleu2_mask(p, q), __hgtu2_mask(p, q), __hgeu2_mask(p, q)};
        ok = true;
        for (int t = 0; t < 12; t++)
            ok = ok && B(c2[t].x) == (cmp[t] ? 0x3c00 : 0) && b2[t] == cmp[t] &&
                 (m2[t] & 0xffffu) == (cmp[t] ? 0xffffu : 0u);
        ok = ok && (pa == pb) == cmp[0] && (pa != pb) == cmp[7] && (pa < pb) == cmp[2] && (pa >= pb) == cmp[5];
        f |= (unsigned)!ok << 8;
        o.flags = f;
    }
}

enum { NU = 20 }; /* sqrt rsqrt rcp exp exp2 exp10 log log2 log10 sin cos tanh ceil floor trunc rint neg abs isnan isinf */
__global__ void unary_kernel(unsigned short *out, unsigned *flags, int n) {
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x) {
        __half a = __ushort_as_half((unsigned short)k);
        __half r[NU - 2] = {hsqrt(a), hrsqrt(a), hrcp(a), hexp(a), hexp2(a), hexp10(a), hlog(a), hlog2(a), hlog10(a),
                            hsin(a), hcos(a), htanh(a), hceil(a), hfloor(a), htrunc(a), hrint(a), __hneg(a), __habs(a)};
        for (int t = 0; t < NU - 2; t++)
            out[(size_t)k * NU + t] = B(r[t]);
        out[(size_t)k * NU + 18] = __hisnan(a);
        out[(size_t)k * NU + 19] = __hisinf(a);
        __half2 p = __halves2half2(a, __hneg(a));
        __half2 r2[NU - 2] = {h2sqrt(p), h2rsqrt(p), h2rcp(p), h2exp(p), h2exp2(p), h2exp10(p), h2log(p), h2log2(p),
                              h2log10(p), h2sin(p), h2cos(p), h2tanh(p), h2ceil(p), h2floor(p), h2trunc(p), h2rint(p),
                              __hneg2(p), __habs2(p)};
        bool ok = true;
        for (int t = 0; t < NU - 2; t++)
            ok = ok && SAME(r2[t].x, r[t]);
        ok = ok && SAME(r2[0].y, hsqrt(__hneg(a))) && SAME(r2[9].y, hsin(__hneg(a))) && SAME(r2[17].y, __habs(a));
        __half2 in2 = __hisnan2(p), ii2 = __hisinf2(p);
        ok = ok && B(in2.y) == (__hisnan(a) ? 0x3c00 : 0) && B(ii2.x) == (__hisinf(a) ? 0x3c00 : 0);
        flags[k] = !ok;
    }
}

static bool nan16(unsigned b) { return REF_F16.isnan(b); }
static long double v16(unsigned b) { return REF_F16.value(b); }
static unsigned rn16(long double x) { return std::isnan(x) ? 0x7fffu : REF_F16.round(x, REF_RN); }

/* reference of a + b, a - b, a * b, a / b, fma (exact) */
static unsigned ref_fma(unsigned a, unsigned b, unsigned c) {
    long double x = v16(a), y = v16(b), z = v16(c);
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(z))
        return rn16(x * y + z);
    /* a = ia 2^-24, b = ib 2^-24, c = ic 2^-24: a*b + c = (ia ib + ic 2^24) 2^-48, exactly */
    i128 ia = ref_f16_scaled(a) >> 24, ib = ref_f16_scaled(b) >> 24, ic = ref_f16_scaled(c) >> 24;
    i128 n = ia * ib + ic * ((i128)1 << 24);
    if (n == 0) { /* exact zero: -0 only when both the product and the addend are -0 */
        bool pneg = std::signbit(x) != std::signbit(y);
        return (pneg && std::signbit(z) && ia * ib == 0 && ic == 0) ? 0x8000u : 0u;
    }
    return ref_f16_round_exact(n);
}

static unsigned ref_sat(unsigned r) {
    if (nan16(r))
        return 0;
    long double v = v16(r);
    return v <= 0 ? 0u : v >= 1 ? 0x3c00u : r;
}

static unsigned ref_max(unsigned a, unsigned b, bool nan_prop, bool is_max) {
    if (nan16(a) || nan16(b)) {
        if (nan_prop || (nan16(a) && nan16(b)))
            return 0x7fffu;
        return nan16(a) ? b : a;
    }
    long double x = v16(a), y = v16(b);
    if (x == y) { /* +0 > -0 */
        bool an = a & 0x8000u;
        return is_max ? (an ? b : a) : (an ? a : b);
    }
    return is_max ? (x > y ? a : b) : (x < y ? a : b);
}

int main() {
    /* values: specials, neighbours of 1, random patterns */
    std::vector<unsigned short> vals = {0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x8400, 0x7bff, 0xfbff,
                                        0x7c00, 0xfc00, 0x7e00, 0x7d01, 0xfe00, 0x3c00, 0xbc00, 0x3800, 0x3c01,
                                        0x3bff, 0x4000, 0xc000, 0x4200, 0x3555, 0x5bff, 0x57ff, 0x1400, 0x0200};
    uint64_t seed = 2024;
    while (vals.size() < 200) {
        unsigned b = (unsigned)hf_rand(&seed) & 0xffffu;
        if (vals.size() < 150)
            b = (b & 0x8000u) | (0x2000u + b % 0x3000u); /* magnitudes 2^-7 .. 2^5: sums mix exponents */
        vals.push_back((unsigned short)b);
    }
    int n = (int)vals.size();
    {
        dbuf<unsigned short> dv(vals.data(), vals.size());
        dbuf<pair_out> dout((size_t)n * n);
        LAUNCH(pair_kernel, dim3(64), dim3(256), 0, 0, dv.d, n, dout.d);
        std::vector<pair_out> got((size_t)n * n);
        dout.get(got.data());
        static const char *vn[NV] = {"hadd", "hsub", "hmul", "hdiv", "hfma", "hadd_sat", "hsub_sat", "hmul_sat",
                                     "hfma_sat", "hmax", "hmin", "hmax_nan", "hmin_nan"};
        static const char *cn[12] = {"heq", "hne", "hlt", "hle", "hgt", "hge", "hequ", "hneu", "hltu", "hleu", "hgtu", "hgeu"};
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                unsigned a = vals[i], b = vals[j], c = vals[(i * 7 + j * 13) % n];
                const pair_out &o = got[(size_t)i * n + j];
                long double x = v16(a), y = v16(b);
                unsigned w[NV];
                w[0] = rn16(x + y);
                w[1] = rn16(x - y);
                w[2] = rn16(x * y);
                w[3] = rn16(x / y);
                w[4] = ref_fma(a, b, c);
                w[5] = ref_sat(w[0]);
                w[6] = ref_sat(w[1]);
                w[7] = ref_sat(w[2]);
                w[8] = ref_sat(w[4]);
                w[9] = ref_max(a, b, false, true);
                w[10] = ref_max(a, b, false, false);
                w[11] = ref_max(a, b, true, true);
                w[12] = ref_max(a, b, true, false);
                for (int t = 0; t < NV; t++) {
                    unsigned g = o.v[t];
                    CHECK(g == w[t], "__%s(%#x, %#x%s) = %#x, want %#x", vn[t], a, b, t == 4 || t == 8 ? ", c" : "", g, w[t]);
                }
                bool un = std::isnan(x) || std::isnan(y);
                bool cw[12] = {x == y, !un && x != y, x < y, x <= y, x > y, x >= y,
                               un || x == y, un || x != y, un || x < y, un || x <= y, un || x > y, un || x >= y};
                for (int t = 0; t < 12; t++)
                    CHECK(((o.cmp >> t) & 1u) == (unsigned)cw[t], "__%s(%#x, %#x) = %u", cn[t], a, b, (o.cmp >> t) & 1u);
                CHECK(o.flags == 0, "kernel consistency checks failed for (%#x, %#x): flags %#x", a, b, o.flags);
            }
    }

    /* fma: ties broken by an addend far below the product's last bit */
    {
        struct { unsigned a, b, c, want; } cases[] = {
            {0x4200, 0x3c01, 0x0000, 0x4202}, /* 3 * (1 + 2^-10) is a tie: to even */
            {0x4200, 0x3c01, 0x0001, 0x4202}, /* + 2^-24: up */
            {0x4200, 0x3c01, 0x8001, 0x4201}, /* - 2^-24: down */
            {0x3c00, 0x3c00, 0xbc00, 0x0000}, /* 1 * 1 - 1 = +0 */
            {0x8000, 0x3c00, 0x8000, 0x8000}, /* -0 * 1 + -0 = -0 */
            {0x7bff, 0x4000, 0xfbff, 0x7bff}, /* 65504 * 2 - 65504: no overflow in between */
        };
        for (auto &t : cases) {
            __half r = __hfma(__ushort_as_half((unsigned short)t.a), __ushort_as_half((unsigned short)t.b),
                              __ushort_as_half((unsigned short)t.c));
            CHECK(__half_as_ushort(r) == t.want && ref_fma(t.a, t.b, t.c) == t.want, "__hfma(%#x, %#x, %#x) = %#x, want %#x",
                  t.a, t.b, t.c, __half_as_ushort(r), t.want);
        }
        __half2 m = __hcmadd(__floats2half2_rn(1, 2), __floats2half2_rn(3, 4), __floats2half2_rn(0.5f, -1));
        CHECK(__low2float(m) == -4.5f && __high2float(m) == 9.0f, "__hcmadd = (%g, %g)", __low2float(m), __high2float(m));
    }

    /* unary math, all patterns */
    {
        dbuf<unsigned short> dout((size_t)65536 * NU);
        dbuf<unsigned> dflags(65536);
        LAUNCH(unary_kernel, dim3(64), dim3(256), 0, 0, dout.d, dflags.d, 65536);
        std::vector<unsigned short> got((size_t)65536 * NU);
        std::vector<unsigned> flags(65536);
        dout.get(got.data());
        dflags.get(flags.data());
        static const char *un[NU] = {"hsqrt", "hrsqrt", "hrcp", "hexp", "hexp2", "hexp10", "hlog", "hlog2", "hlog10",
                                     "hsin", "hcos", "htanh", "hceil", "hfloor", "htrunc", "hrint", "hneg", "habs",
                                     "hisnan", "hisinf"};
        long worst[NU] = {0};
        for (unsigned b = 0; b < 65536; b++) {
            long double x = v16(b);
            long double ref[NU - 2] = {std::sqrt(x), 1 / std::sqrt(x), 1 / x, std::exp(x), std::exp2(x),
                                       std::pow(10.0L, x), std::log(x), std::log2(x), std::log10(x), std::sin(x),
                                       std::cos(x), std::tanh(x), std::ceil(x), std::floor(x), std::trunc(x),
                                       ref_integral(x, REF_RN), -x, std::fabs(x)};
            const unsigned short *g = &got[(size_t)b * NU];
            for (int t = 0; t < NU - 2; t++) {
                long double r = ref[t];
                if (t == 15 && r == 0)
                    r = std::copysign(0.0L, x);
                if (t >= 16) { /* neg, abs: bit operations, NaNs included */
                    unsigned w = t == 16 ? b ^ 0x8000u : b & 0x7fffu;
                    CHECK(g[t] == w, "__%s(%#x) = %#x, want %#x", un[t], b, g[t], w);
                    continue;
                }
                if (std::isnan(r)) {
                    CHECK(g[t] == 0x7fff, "%s(%#x) = %#x, want the canonical NaN", un[t], b, g[t]);
                    continue;
                }
                unsigned w = REF_F16.round(r, REF_RN);
                bool exact = t <= 2 || t >= 12; /* sqrt, rsqrt, rcp, rounding functions: correctly rounded */
                if (exact || std::isinf(r) || nan16(g[t]) || (w & 0x7fffu) >= 0x7c00u || (g[t] & 0x7fffu) >= 0x7c00u) {
                    CHECK(g[t] == w, "%s(%#x) = %#x, want %#x", un[t], b, g[t], w);
                } else {
                    long d = ref_ulps(REF_F16, g[t], w);
                    if (d > worst[t])
                        worst[t] = d;
                    CHECK(d <= 1, "%s(%#x) = %#x, want %#x (within 1 ulp)", un[t], b, g[t], w);
                }
            }
            CHECK(g[18] == (unsigned)std::isnan(x) && g[19] == (unsigned)std::isinf(x), "__hisnan/__hisinf(%#x)", b);
            CHECK(flags[b] == 0, "pair math forms differ from the scalar ones at %#x", b);
        }
        std::printf("largest errors (ulp):");
        for (int t = 3; t < 12; t++)
            std::printf(" %s %ld", un[t], worst[t]);
        std::printf("\n");
    }
    return hf_done("half.arith");
}
