/* convert.hip - __half conversions, computed in kernels and compared on the host with the
 * reference of hf_test.h: binary16 -> float for all 65536 patterns; float -> binary16 in all
 * four rounding modes for every value, every midpoint between neighbours (and the floats just
 * beside it), the overflow and underflow boundaries, NaNs and a million random floats; double
 * -> binary16 where rounding through float would round twice; binary16 -> every integer type
 * in every mode for all patterns; integers -> binary16; the implicit conversions. */
#include "hf_test.h"
#include <hip/hip_fp16.h>
#include <vector>

static float f32(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }
static uint32_t u32(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
static uint64_t u64(double d) { uint64_t u; std::memcpy(&u, &d, 8); return u; }

__global__ void to_float_kernel(float *out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        __half h = __ushort_as_half((unsigned short)i);
        out[i] = __half2float(h);
    }
}

__global__ void from_float_kernel(const float *in, unsigned short *out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float f = in[i];
        out[4 * i + 0] = __half_as_ushort(__float2half_rn(f));
        out[4 * i + 1] = __half_as_ushort(__float2half_rz(f));
        out[4 * i + 2] = __half_as_ushort(__float2half_rd(f));
        out[4 * i + 3] = __half_as_ushort(__float2half_ru(f));
        /* the other spellings of round-to-nearest must agree with __float2half_rn */
        __half a = f, b = __float2half(f);
        __half2 p = __floats2half2_rn(f, -f), q = __float2half2_rn(f);
        if (__half_as_ushort(a) != out[4 * i] || __half_as_ushort(b) != out[4 * i] ||
            __half_as_ushort(__low2half(p)) != out[4 * i] || __half_as_ushort(q.y) != out[4 * i] ||
            (__half_as_ushort(__high2half(p)) ^ 0x8000u) != out[4 * i])
            out[4 * i] = 0xdead;
    }
}

__global__ void from_double_kernel(const double *in, unsigned short *out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        __half h = in[i]; /* implicit conversion from double: also one rounding */
        out[2 * i] = __half_as_ushort(__double2half(in[i]));
        out[2 * i + 1] = __half_as_ushort(h);
    }
}

struct ints {
    int i[4];
    unsigned u[4];
    short s[4];
    unsigned short us[4];
    long long ll[4];
    unsigned long long ull[4];
    signed char c;
    unsigned char uc;
    int implicit_int;
    bool implicit_bool;
};

__global__ void to_int_kernel(ints *out, int n) {
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x) {
        __half h = __ushort_as_half((unsigned short)k);
        ints &o = out[k];
#define MODES(F, FIELD)                                                                         \
        o.FIELD[0] = F##_rn(h); o.FIELD[1] = F##_rz(h); o.FIELD[2] = F##_rd(h); o.FIELD[3] = F##_ru(h);
        MODES(__half2int, i)
        MODES(__half2uint, u)
        MODES(__half2short, s)
        MODES(__half2ushort, us)
        MODES(__half2ll, ll)
        MODES(__half2ull, ull)
#undef MODES
        o.c = __half2char_rz(h);
        o.uc = __half2uchar_rz(h);
        o.implicit_int = h;
        o.implicit_bool = h;
    }
}

__global__ void from_int_kernel(const long long *in, unsigned short *out, int n) {
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x) {
        long long v = in[k];
        unsigned short *o = out + (size_t)k * 24;
#define MODES(F, T, BASE)                                                                       \
        o[BASE + 0] = __half_as_ushort(F##_rn((T)v)); o[BASE + 1] = __half_as_ushort(F##_rz((T)v)); \
        o[BASE + 2] = __half_as_ushort(F##_rd((T)v)); o[BASE + 3] = __half_as_ushort(F##_ru((T)v));
        MODES(__int2half, int, 0)
        MODES(__uint2half, unsigned, 4)
        MODES(__short2half, short, 8)
        MODES(__ushort2half, unsigned short, 12)
        MODES(__ll2half, long long, 16)
        MODES(__ull2half, unsigned long long, 20)
#undef MODES
    }
}

static const char *mode_name[4] = {"rn", "rz", "rd", "ru"};

/* the float inputs: values, midpoints and their neighbours, boundaries, specials, randoms */
static std::vector<float> float_inputs() {
    std::vector<float> v;
    for (unsigned b = 0; b < 0x7c00u; b++) {
        float lo = (float)REF_F16.value(b);
        float hi = b + 1 == 0x7c00u ? 65536.0f : (float)REF_F16.value(b + 1);
        float mid = (lo + hi) / 2; /* exact */
        for (float x : {lo, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY),
                        std::nextafter(lo, INFINITY)}) {
            v.push_back(x);
            v.push_back(-x);
        }
    }
    float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, 65504.0f, 65519.998f, 65520.0f, 65536.0f,
                        1e10f, 3.4e38f, 0x1p-24f, 0x1p-25f, 0x1.000002p-25f, 0x1p-26f, 0x1p-149f,
                        0x1p-126f, 0x1.8p-24f, 0x1.4p-24f, 0x1p-14f, 0x1.ff8p-15f};
    for (float s : specials) {
        v.push_back(s);
        v.push_back(-s);
    }
    uint64_t seed = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < (1 << 18); i++)
        v.push_back(f32((uint32_t)hf_rand(&seed)));
    for (int i = 0; i < (1 << 16); i++) /* concentrated near binary16's range */
        v.push_back(f32(0x33000000u + (uint32_t)(hf_rand(&seed) % 0x15000000u)) * ((i & 1) ? -1.0f : 1.0f));
    return v;
}

int main() {
    const int NB = 64, NT = 256;

    /* binary16 -> float, all patterns */
    {
        dbuf<float> d(65536);
        LAUNCH(to_float_kernel, dim3(NB), dim3(NT), 0, 0, d.d, 65536);
        std::vector<float> got(65536);
        d.get(got.data());
        for (unsigned b = 0; b < 65536; b++) {
            long double want = REF_F16.value(b);
            if (std::isnan(want)) {
                CHECK(std::isnan(got[b]) && std::signbit(got[b]) == ((b & 0x8000u) != 0),
                      "half2float(%#x) = %a, want a NaN of the same sign", b, got[b]);
                /* payload kept in the top fraction bits */
                CHECK(((u32(got[b]) >> 13) & 0x1ffu) == (b & 0x1ffu), "half2float(%#x) payload %#x", b, u32(got[b]));
            } else {
                CHECK(u32(got[b]) == u32((float)want), "half2float(%#x) = %a, want %a", b, got[b], (double)want);
            }
        }
    }

    /* float -> binary16, four modes */
    {
        std::vector<float> in = float_inputs();
        int n = (int)in.size();
        dbuf<float> din(in.data(), in.size());
        dbuf<unsigned short> dout(in.size() * 4);
        LAUNCH(from_float_kernel, dim3(NB), dim3(NT), 0, 0, din.d, dout.d, n);
        std::vector<unsigned short> got(in.size() * 4);
        dout.get(got.data());
        for (int i = 0; i < n; i++) {
            float x = in[i];
            for (int md = 0; md < 4; md++) {
                unsigned g = got[4 * i + md];
                if (std::isnan(x)) {
                    CHECK(REF_F16.isnan(g) && (g & 0x200u), "float2half_%s(%a) = %#x, want a quiet NaN", mode_name[md], x, g);
                    continue;
                }
                unsigned w = REF_F16.round(x, md);
                CHECK(g == w, "float2half_%s(%a) = %#x, want %#x", mode_name[md], x, g, w);
            }
        }
    }

    /* double -> binary16: midpoints displaced by less than float's precision */
    {
        std::vector<double> in;
        uint64_t seed = 12345;
        for (unsigned b = 0; b < 0x7c00u; b += 7) {
            double lo = (double)REF_F16.value(b), hi = b + 1 == 0x7c00u ? 65536.0 : (double)REF_F16.value(b + 1);
            double mid = (lo + hi) / 2;
            for (double x : {mid, mid + mid * 0x1p-40, mid - mid * 0x1p-40, lo, std::nextafter(hi, 0.0)}) {
                in.push_back(x);
                in.push_back(-x);
            }
        }
        for (int i = 0; i < 100000; i++) {
            uint64_t r = hf_rand(&seed);
            double d;
            std::memcpy(&d, &r, 8);
            in.push_back(d);
        }
        in.push_back(NAN);
        in.push_back(1e300);
        in.push_back(-1e-300);
        int n = (int)in.size();
        dbuf<double> din(in.data(), in.size());
        dbuf<unsigned short> dout(in.size() * 2);
        LAUNCH(from_double_kernel, dim3(NB), dim3(NT), 0, 0, din.d, dout.d, n);
        std::vector<unsigned short> got(in.size() * 2);
        dout.get(got.data());
        for (int i = 0; i < n; i++) {
            double x = in[i];
            for (int k = 0; k < 2; k++) {
                unsigned g = got[2 * i + k];
                if (std::isnan(x)) {
                    CHECK(REF_F16.isnan(g), "double2half(nan) = %#x", g);
                    continue;
                }
                unsigned w = REF_F16.round(x, REF_RN);
                CHECK(g == w, "%s(%a [%#llx]) = %#x, want %#x", k ? "__half(double)" : "__double2half", x,
                      (unsigned long long)u64(x), g, w);
            }
        }
    }

    /* binary16 -> integers, all patterns, all modes */
    {
        dbuf<ints> d(65536);
        LAUNCH(to_int_kernel, dim3(NB), dim3(NT), 0, 0, d.d, 65536);
        std::vector<ints> got(65536);
        d.get(got.data());
        for (unsigned b = 0; b < 65536; b++) {
            long double x = REF_F16.value(b);
            const ints &g = got[b];
            for (int md = 0; md < 4; md++) {
                CHECK(g.i[md] == ref_to_int<int>(x, md), "half2int_%s(%#x) = %d", mode_name[md], b, g.i[md]);
                CHECK(g.u[md] == ref_to_int<unsigned>(x, md), "half2uint_%s(%#x) = %u", mode_name[md], b, g.u[md]);
                CHECK(g.s[md] == ref_to_int<short>(x, md), "half2short_%s(%#x) = %d", mode_name[md], b, g.s[md]);
                CHECK(g.us[md] == ref_to_int<unsigned short>(x, md), "half2ushort_%s(%#x) = %u", mode_name[md], b, g.us[md]);
                CHECK(g.ll[md] == ref_to_int<long long>(x, md), "half2ll_%s(%#x) = %lld", mode_name[md], b, g.ll[md]);
                CHECK(g.ull[md] == ref_to_int<unsigned long long>(x, md), "half2ull_%s(%#x) = %llu", mode_name[md], b, g.ull[md]);
            }
            CHECK(g.c == ref_to_int<signed char>(x, REF_RZ), "half2char_rz(%#x) = %d", b, g.c);
            CHECK(g.uc == ref_to_int<unsigned char>(x, REF_RZ), "half2uchar_rz(%#x) = %d", b, g.uc);
            CHECK(g.implicit_int == ref_to_int<int>(x, REF_RZ), "int(__half %#x) = %d", b, g.implicit_int);
            CHECK(g.implicit_bool == (x != 0 || std::isnan(x)), "bool(__half %#x)", b);
        }
    }

    /* integers -> binary16 */
    {
        std::vector<long long> in;
        for (long long v = -70000; v <= 70000; v++)
            in.push_back(v);
        uint64_t seed = 777;
        for (int i = 0; i < 20000; i++)
            in.push_back((long long)(hf_rand(&seed) >> (hf_rand(&seed) % 64)) * ((i & 1) ? -1 : 1));
        for (long long v : {(long long)INT32_MAX, (long long)INT32_MIN, (long long)UINT32_MAX, (long long)INT64_MAX,
                            (long long)INT64_MIN, 65504LL, 65519LL, 65520LL, 65535LL, 65536LL, 2049LL, 2051LL})
            in.push_back(v);
        int n = (int)in.size();
        dbuf<long long> din(in.data(), in.size());
        dbuf<unsigned short> dout(in.size() * 24);
        LAUNCH(from_int_kernel, dim3(NB), dim3(NT), 0, 0, din.d, dout.d, n);
        std::vector<unsigned short> got(in.size() * 24);
        dout.get(got.data());
        for (int k = 0; k < n; k++) {
            long long v = in[k];
            long double as[6] = {(long double)(int)v, (long double)(unsigned)v, (long double)(short)v,
                                 (long double)(unsigned short)v, (long double)v, (long double)(unsigned long long)v};
            static const char *tn[6] = {"int", "uint", "short", "ushort", "ll", "ull"};
            for (int t = 0; t < 6; t++)
                for (int md = 0; md < 4; md++) {
                    unsigned g = got[(size_t)k * 24 + t * 4 + md], w = REF_F16.round(as[t], md) & (as[t] == 0 ? 0u : 0xffffu);
                    CHECK(g == w, "__%s2half_%s(%.0Lf) = %#x, want %#x", tn[t], mode_name[md], as[t], g, w);
                }
        }
    }

    /* implicit conversions and raw access on the host side too */
    {
        __half a = 1.5, b = 7, c = 0.1f;
        __half_raw r = a;
        CHECK(r.x == 0x3e00, "__half(1.5) bits %#x", r.x);
        CHECK(__half_as_ushort(b) == 0x4700, "__half(7) bits %#x", __half_as_ushort(b));
        CHECK(__half_as_ushort(c) == 0x2e66, "__half(0.1f) bits %#x", __half_as_ushort(c));
        float f = c;
        double dd = a;
        CHECK(f == 0x1.998p-4f && dd == 1.5, "float(__half) %a %a", f, dd);
        __half_raw nr;
        nr.x = 0xfc00;
        __half ni = nr;
        CHECK(__hisinf(ni) && __half2float(ni) < 0, "__half from __half_raw -inf");
        CHECK(__half_as_short(__short_as_half(-2)) == -2, "short bit cast");
        float2 f2 = __half22float2(__floats2half2_rn(0.5f, -3.0f));
        CHECK(f2.x == 0.5f && f2.y == -3.0f, "__half22float2 %g %g", f2.x, f2.y);
        __half2 p = __float22half2_rn(float2{1.0f, 2.0f});
        CHECK(__low2float(p) == 1.0f && __high2float(p) == 2.0f, "__float22half2_rn");
        __half2_raw pr = p;
        CHECK(pr.x == 0x3c00 && pr.y == 0x4000, "__half2_raw %#x %#x", pr.x, pr.y);
        __half2 pl = __lowhigh2highlow(p), ph = __highs2half2(p, pl), pw = __lows2half2(p, pl);
        CHECK(__low2float(pl) == 2.0f && __low2float(ph) == 2.0f && __high2float(ph) == 1.0f &&
                  __low2float(pw) == 1.0f && __high2float(pw) == 2.0f, "pair moves");
        CHECK(__half2float(__high2half2(p).x) == 2.0f && __half2float(__low2half2(p).y) == 1.0f &&
                  __half2float(__half2half2(a).y) == 1.5f && __half2float(make_half2(a, b).y) == 7.0f &&
                  __half2float(__halves2half2(a, b).x) == 1.5f, "pair construction");
        CHECK(__half_as_ushort(HIPRT_INF_FP16) == 0x7c00 && __hisnan(HIPRT_NAN_FP16) &&
                  __half2float(HIPRT_MAX_NORMAL_FP16) == 65504.0f && __half2float(HIPRT_ONE_FP16) == 1.0f,
              "HIPRT constants");
    }
    return hf_done("half.convert");
}
