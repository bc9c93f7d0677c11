// Integer intrinsics (__popc, __popcll, __clz, __clzll, __ffs, __ffsll, __brev, __byte_perm,
// __mul24, __umulhi, __umul64hi, __sad, __usad, __hadd, __rhadd, funnel shifts), float/int bit casts
// and conversions (__float_as_int, __int_as_float, __float2int_rn/rz/rd/ru, __double2loint),
// vector types (int4, float4, uchar4) and math functions checked against the host within a
// tolerance (only the verdict and integer checksums are printed).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

#define NI 20  // integer results per input

__global__ void int_intrinsics(const unsigned *in, int n, unsigned long long *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = in[i], y = in[(i + 1) % n];
    unsigned long long xl = ((unsigned long long)x << 32) | y;
    unsigned long long *o = out + (size_t)i * NI;
    o[0] = __popc(x);
    o[1] = __popcll(xl);
    o[2] = __clz((int)x);
    o[3] = __clzll((long long)xl);
    o[4] = __ffs((int)x);
    o[5] = __ffsll((long long)xl);
    o[6] = __brev(x);
    o[7] = __byte_perm(x, y, 0x5140);
    o[8] = (unsigned)__mul24((int)(x & 0x7fffff), (int)(y & 0x7fffff));
    o[9] = __umulhi(x, y);
    o[10] = __umul64hi(xl, 0x9e3779b97f4a7c15ull);
    o[11] = __usad(x, y, 7u);
    o[12] = (unsigned)__sad((int)x, (int)y, 3u);
    o[13] = (unsigned)__hadd((int)x, (int)y);
    o[14] = (unsigned)__rhadd((int)x, (int)y);
    o[15] = __funnelshift_l(x, y, i % 40);
    o[16] = __funnelshift_r(x, y, i % 40);
    o[17] = (unsigned)__float_as_int((float)(x >> 8));
    o[18] = (unsigned)__float2int_rn(__int_as_float((int)(0x3f000000u + (x & 0x00ffffffu))) * 1000.0f);
    o[19] = (unsigned)__float2int_rz(-(float)(x & 0xffff) / 7.0f) ^ (unsigned)__float2int_rd(-(float)(x & 0xffff) / 7.0f) ^
            (unsigned)__float2int_ru((float)(y & 0xffff) / 3.0f);
}

__global__ void vectors(const int4 *a, const float4 *b, uchar4 *c, int4 *d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int4 p = a[i];
    float4 q = b[i];
    c[i] = make_uchar4((unsigned char)(p.x & 255), (unsigned char)(p.y >> 4), (unsigned char)q.z, (unsigned char)(q.w * 2));
    d[i] = make_int4(p.x + (int)q.x, p.y * (int)q.y, p.z - p.w, max(p.w, (int)q.w));
}

__global__ void math_funcs(const float *x, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    out[8 * i + 0] = sinf(v);
    out[8 * i + 1] = cosf(v);
    out[8 * i + 2] = expf(v * 0.1f);
    out[8 * i + 3] = logf(v + 11.0f);
    out[8 * i + 4] = sqrtf(v + 10.0f);
    out[8 * i + 5] = rsqrtf(v + 10.5f);
    out[8 * i + 6] = powf(fabsf(v) + 1.0f, 1.5f);
    out[8 * i + 7] = fmaf(v, v, -2.0f) + atan2f(v, 2.0f) + tanhf(v);
}

// host versions of the integer intrinsics
static unsigned brev(unsigned x) {
    unsigned r = 0;
    for (int b = 0; b < 32; ++b) r |= ((x >> b) & 1u) << (31 - b);
    return r;
}
static unsigned byte_perm(unsigned x, unsigned y, unsigned s) {
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned r = 0;
    for (int k = 0; k < 4; ++k) r |= (unsigned)((v >> (8 * ((s >> (4 * k)) & 7))) & 0xff) << (8 * k);
    return r;
}
static unsigned funnel_l(unsigned lo, unsigned hi, unsigned sh) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    sh &= 31;  // the non-clamping variant uses the low 5 bits of the shift
    return (unsigned)((v << sh) >> 32);
}
static unsigned funnel_r(unsigned lo, unsigned hi, unsigned sh) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    sh &= 31;
    return (unsigned)(v >> sh);
}
static unsigned long long umul64hi(unsigned long long a, unsigned long long b) {
    return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}

int main() {
    const int n = 512;
    unsigned h_in[n];
    unsigned s = 0xdeadbeefu;
    for (int i = 0; i < n; ++i) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        h_in[i] = (i % 17 == 0) ? 0u : (i % 19 == 0 ? 0xffffffffu : s);
    }
    unsigned *d_in;
    unsigned long long *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, sizeof h_in));
    CUDA_CHECK(cudaMalloc(&d_out, (size_t)n * NI * sizeof(unsigned long long)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice));
    int_intrinsics<<<(n + 127) / 128, 128>>>(d_in, n, d_out);
    CUDA_CHECK(cudaGetLastError());
    unsigned long long *g = (unsigned long long *)malloc((size_t)n * NI * sizeof(unsigned long long));
    CUDA_CHECK(cudaMemcpy(g, d_out, (size_t)n * NI * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    unsigned long long sig[NI] = {0};
    int checked_bad = 0;
    for (int i = 0; i < n; ++i) {
        unsigned x = h_in[i], y = h_in[(i + 1) % n];
        unsigned long long xl = ((unsigned long long)x << 32) | y;
        unsigned long long e[12];
        e[0] = __builtin_popcount(x);
        e[1] = __builtin_popcountll(xl);
        e[2] = x ? __builtin_clz(x) : 32;
        e[3] = xl ? __builtin_clzll(xl) : 64;
        e[4] = __builtin_ffs((int)x);
        e[5] = __builtin_ffsll((long long)xl);
        e[6] = brev(x);
        e[7] = byte_perm(x, y, 0x5140);
        e[8] = (unsigned)((long long)(x & 0x7fffff) * (y & 0x7fffff));
        e[9] = (unsigned)(((unsigned long long)x * y) >> 32);
        e[10] = umul64hi(xl, 0x9e3779b97f4a7c15ull);
        e[11] = (x > y ? x - y : y - x) + 7u;
        for (int k = 0; k < 12; ++k)
            if (g[(size_t)i * NI + k] != e[k]) {
                if (checked_bad < 5) printf("mismatch: input %d intrinsic %d: %llx != %llx\n", i, k, g[(size_t)i * NI + k], e[k]);
                ++checked_bad;
            }
        if (g[(size_t)i * NI + 15] != funnel_l(x, y, i % 40) || g[(size_t)i * NI + 16] != funnel_r(x, y, i % 40)) {
            if (checked_bad < 5) printf("mismatch: input %d funnel shift\n", i);
            ++checked_bad;
        }
        for (int k = 0; k < NI; ++k) sig[k] = sig[k] * 1000003ull + g[(size_t)i * NI + k];
    }
    for (int k = 0; k < NI; ++k) printf("intrinsic %2d signature %016llx\n", k, sig[k]);

    const int nv = 100;
    int4 ha[nv];
    float4 hb[nv];
    for (int i = 0; i < nv; ++i) {
        ha[i] = make_int4(i * 3, i * 5 + 1, i * 7 - 100, 50 - i);
        hb[i] = make_float4((float)i, (float)(i % 4), (float)(i * 2 % 256), (float)(i % 60));
    }
    int4 *d_a, *d_d;
    float4 *d_b;
    uchar4 *d_c;
    CUDA_CHECK(cudaMalloc(&d_a, sizeof ha));
    CUDA_CHECK(cudaMalloc(&d_b, sizeof hb));
    CUDA_CHECK(cudaMalloc(&d_c, nv * sizeof(uchar4)));
    CUDA_CHECK(cudaMalloc(&d_d, nv * sizeof(int4)));
    CUDA_CHECK(cudaMemcpy(d_a, ha, sizeof ha, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_b, hb, sizeof hb, cudaMemcpyHostToDevice));
    vectors<<<1, 128>>>(d_a, d_b, d_c, d_d, nv);
    CUDA_CHECK(cudaGetLastError());
    uchar4 hc[nv];
    int4 hd[nv];
    CUDA_CHECK(cudaMemcpy(hc, d_c, sizeof hc, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(hd, d_d, sizeof hd, cudaMemcpyDeviceToHost));
    long long vsig = 0;
    for (int i = 0; i < nv; ++i) {
        int want_x = ha[i].x + (int)hb[i].x, want_w = ha[i].w > (int)hb[i].w ? ha[i].w : (int)hb[i].w;
        if (hd[i].x != want_x || hd[i].w != want_w || hc[i].x != (ha[i].x & 255)) ++checked_bad;
        vsig = vsig * 31 + hc[i].x + hc[i].y * 3 + hc[i].z * 5 + hc[i].w * 7 + hd[i].x + hd[i].y + hd[i].z + hd[i].w;
        vsig %= 1000000007LL;
    }
    printf("vector types signature %lld\n", vsig);

    const int nm = 200;
    float hx[nm], hm[8 * nm];
    for (int i = 0; i < nm; ++i) hx[i] = (float)(i - 100) * 0.05f;
    float *d_x, *d_m;
    CUDA_CHECK(cudaMalloc(&d_x, sizeof hx));
    CUDA_CHECK(cudaMalloc(&d_m, sizeof hm));
    CUDA_CHECK(cudaMemcpy(d_x, hx, sizeof hx, cudaMemcpyHostToDevice));
    math_funcs<<<2, 128>>>(d_x, d_m, nm);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(hm, d_m, sizeof hm, cudaMemcpyDeviceToHost));
    double max_rel = 0;
    for (int i = 0; i < nm; ++i) {
        double v = hx[i];
        double e[8] = {sin(v), cos(v), exp(v * 0.1), log(v + 11.0), sqrt(v + 10.0), 1.0 / sqrt(v + 10.5),
                       pow(fabs(v) + 1.0, 1.5), v * v - 2.0 + atan2(v, 2.0) + tanh(v)};
        for (int k = 0; k < 8; ++k) {
            // relative error, absolute below magnitude 1 (sums of larger terms may cancel)
            double rel = fabs(hm[8 * i + k] - e[k]) / (fabs(e[k]) > 1.0 ? fabs(e[k]) : 1.0);
            if (rel > max_rel) max_rel = rel;
        }
    }
    bool math_ok = max_rel < 1e-5;
    printf("math functions within 1e-5 relative: %s\n", math_ok ? "yes" : "no");
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_a);
    cudaFree(d_b);
    cudaFree(d_c);
    cudaFree(d_d);
    cudaFree(d_x);
    cudaFree(d_m);
    free(g);
    if (checked_bad || !math_ok) {
        printf("FAIL: %d intrinsic mismatches, max relative math error %g\n", checked_bad, max_rel);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
