/* api.hip - compile-only check that the __half API the hipshim headers provide has the names,
 * argument and result types of real HIP: every call below exists in ROCm 5.2's hip_fp16.h (the
 * hipcc on these machines) and is compiled both with `hipcc --offload-arch=gfx90a -c` and with
 * hipshim-cc. Results are assigned to variables of the type HIP declares, so a different
 * signature fails one of the two builds. The legacy hip_bfloat16 class is checked too. (hrcp and
 * h2rcp are left out: ROCm 5.2 declares them but its device library lacks __llvm_amdgcn_rcp_f16.) */
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bfloat16.h>

__device__ float api_half(const __half *in, __half2 *out2, int *iout) {
    __half a = in[0], b = __ldg(in + 1), c = __float2half(0.5f);
    half h = __float2half_rn(1.0f);
    h = __float2half_rz(2.0f);
    h = __float2half_rd(3.0f);
    h = __float2half_ru(4.0f);
    __half2 p = make_half2(a, b), q = __halves2half2(b, a);
    half2 r = __half2half2(c);
    r = __floats2half2_rn(1.0f, 2.0f);
    r = __float2half2_rn(1.0f);
    r = __float22half2_rn(make_float2(1.0f, 2.0f));
    float2 f2 = __half22float2(p);
    float f = __half2float(a) + __low2float(p) + __high2float(q) + f2.x;
    __half lo = __low2half(p), hi = __high2half(p);
    r = __low2half2(p);
    r = __high2half2(p);
    r = __lows2half2(p, q);
    r = __highs2half2(p, q);
    r = __lowhigh2highlow(p);
    short s = __half_as_short(a);
    unsigned short us = __half_as_ushort(a);
    a = __short_as_half(s);
    a = __ushort_as_half(us);
    int i = __half2int_rn(a) + __half2int_rz(a) + __half2int_rd(a) + __half2int_ru(a);
    unsigned u = __half2uint_rn(a) + __half2uint_rz(b);
    long long ll = __half2ll_rd(a);
    unsigned long long ull = __half2ull_ru(a);
    s = __half2short_rn(a);
    us = __half2ushort_rz(a);
    h = __int2half_rn(i);
    h = __uint2half_rz(u);
    h = __short2half_rd(s);
    h = __ushort2half_ru(us);
    h = __ll2half_rn(ll);
    h = __ull2half_rz(ull);
    h = __hadd(a, b);
    h = __hsub(a, b);
    h = __hmul(a, b);
    h = __hdiv(a, b);
    h = __hfma(a, b, c);
    h = __hadd_sat(a, b);
    h = __hsub_sat(a, b);
    h = __hmul_sat(a, b);
    h = __hfma_sat(a, b, c);
    h = __hneg(a);
    h = __habs(a);
    bool t = __heq(a, b) || __hne(a, b) || __hlt(a, b) || __hle(a, b) || __hgt(a, b) || __hge(a, b) ||
             __hequ(a, b) || __hneu(a, b) || __hltu(a, b) || __hleu(a, b) || __hgtu(a, b) || __hgeu(a, b) ||
             __hisnan(a) || __hisinf(a);
    t = t || __hbeq2(p, q) || __hbne2(p, q) || __hblt2(p, q) || __hble2(p, q) || __hbgt2(p, q) || __hbge2(p, q) ||
        __hbequ2(p, q) || __hbneu2(p, q) || __hbltu2(p, q) || __hbleu2(p, q) || __hbgtu2(p, q) || __hbgeu2(p, q);
    r = __heq2(p, q);
    r = __hne2(p, q);
    r = __hlt2(p, q);
    r = __hle2(p, q);
    r = __hgt2(p, q);
    r = __hge2(p, q);
    r = __hequ2(p, q);
    r = __hltu2(p, q);
    r = __hisnan2(p);
    r = __hadd2(p, q);
    r = __hsub2(p, q);
    r = __hmul2(p, q);
    r = __h2div(p, q);
    r = __hfma2(p, q, r);
    r = __hadd2_sat(p, q);
    r = __hfma2_sat(p, q, r);
    r = __hneg2(p);
    r = __habs2(p);
    h = hsqrt(a);
    h = hrsqrt(h);
    h = hexp(h);
    h = hexp2(h);
    h = hexp10(h);
    h = hlog(h);
    h = hlog2(h);
    h = hlog10(h);
    h = hsin(h);
    h = hcos(h);
    h = hceil(h);
    h = hfloor(h);
    h = htrunc(h);
    h = hrint(h);
    r = h2sqrt(r);
    r = h2rsqrt(r);
    r = h2exp(r);
    r = h2exp2(r);
    r = h2exp10(r);
    r = h2log(r);
    r = h2log2(r);
    r = h2log10(r);
    r = h2sin(r);
    r = h2cos(r);
    r = h2ceil(r);
    r = h2floor(r);
    r = h2trunc(r);
    r = h2rint(r);
    /* operators and conversions */
    __half o = a + b * c - a / b;
    o += a;
    o -= b;
    o *= c;
    o /= a;
    ++o;
    o--;
    o = -o;
    t = t || (a == b) || (a != b) || (a < b) || (a <= b) || (a > b) || (a >= b);
    __half2 o2 = p + q * r - p / q;
    o2 += p;
    t = t || (p == q) || (p != q);
    __half from_f = 1.5f;
    float to_f = from_f;
    __half_raw raw = from_f;
    __half from_raw = raw;
    __half2_raw raw2 = p;
    __half2 from_raw2 = raw2;
    out2[0] = o2 + from_raw2 + r;
    iout[0] = i + (int)u + (int)ll + (int)ull + s + us + t;
    return f + to_f + __half2float(from_raw) + __half2float(lo) + __half2float(hi) + __half2float(o) +
           __half2float(h);
}

__global__ void api_kernel(const __half *in, __half2 *out2, int *iout, float *fout) {
    fout[0] = api_half(in, out2, iout);
}

float api_legacy_bfloat16(float x) {
    hip_bfloat16 a(x), b(x, hip_bfloat16::truncate);
    hip_bfloat16 c = a * b + a - b / a;
    c += a;
    bool t = a < b || a == b || std::isnan(c) || std::isinf(c);
    return float(c) + (float)t + (float)hip_bfloat16::round_to_bfloat16(x).data;
}
