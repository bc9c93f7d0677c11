/* math.hip - integer intrinsics (__popc, __ffs, __clz, __brev, __mul24, __mulhi, __mul64hi,
 * __byte_perm, __funnelshift_*, __sad, __hadd, bit-field extract/insert), floating-point
 * intrinsics (rounding-mode arithmetic and conversions, __saturatef, fast functions, bit casts),
 * device math spot checks (rsqrtf, sincospif, norm3d, erfinv, normcdfinv, min/max), HIP math
 * constants and vector types with their operators, evaluated inside a kernel. Self-checking. */
#include "hs_test.h"
#include <hip/hip_math_constants.h>

#define T(cond) fails += !(cond) ? (printf("math.hip:%d: %s\n", __LINE__, #cond), 1) : 0

__global__ void math_kernel(int *result) {
    int fails = 0;
    /* integer intrinsics */
    T(__popc(0xf0f0f0f1u) == 17 && __popcll(0xffffffffffffffffull) == 64);
    T(__ffs(0) == 0 && __ffs(8) == 4 && __ffsll(1ll << 40) == 41 && __ffsll((unsigned long)1 << 63) == 64);
    T(__clz(0) == 32 && __clz(1) == 31 && __clz(-1) == 0 && __clzll(1ll) == 63 && __clzll(0) == 64);
    T(__brev(1u) == 0x80000000u && __brev(0x12345678u) == 0x1e6a2c48u && __brevll(1ull) == 1ull << 63);
    T(__mul24(0x00800000, 2) == -0x01000000 && __umul24(0x01000003u, 5u) == 15u);
    T(__mulhi(0x40000000, 8) == 2 && __umulhi(0xffffffffu, 0xffffffffu) == 0xfffffffeu);
    T(__mul64hi(-1ll, 1ll) == -1 && __umul64hi(1ull << 63, 4ull) == 2ull);
    T(__byte_perm(0x33221100u, 0x77665544u, 0x5410u) == 0x55441100u && __byte_perm(0x33221100u, 0, 0x0123u) == 0x00112233u);
    T(__funnelshift_l(0x80000000u, 0x1u, 1u) == 0x3u && __funnelshift_l(0u, 1u, 33u) == 2u && __funnelshift_lc(0u, 1u, 40u) == 0u);
    T(__funnelshift_r(0x2u, 0x1u, 1u) == 0x80000001u && __funnelshift_rc(5u, 7u, 40u) == 7u);
    T(__sad(3, -4, 10u) == 17u && __usad(2u, 9u, 1u) == 8u);
    T(__hadd(0x7fffffff, 0x7fffffff) == 0x7fffffff && __rhadd(1, 2) == 2 && __uhadd(0xffffffffu, 1u) == 0x80000000u);
    T(__bitextract_u32(0xabcd1234u, 8, 8) == 0x12u && __bitinsert_u32(0xffffffffu, 0u, 4, 8) == 0xfffff00fu);
    T(__bitextract_u64(0xabcdull << 40, 40, 16) == 0xabcdull);
    /* rounding modes: 1 + 2^-24 is a tie/halfway case for float */
    float one = 1.0f, tiny = 5.9604645e-08f; /* 2^-24 */
    T(__fadd_rn(one, tiny) == 1.0f && __fadd_ru(one, tiny) == 1.00000012f && __fadd_rd(one, tiny) == 1.0f);
    T(__fadd_rz(-one, -tiny) == -1.0f && __fadd_rd(-one, -tiny) == -1.00000012f);
    T(__fdiv_rn(1.0f, 3.0f) == 1.0f / 3.0f && __fdiv_ru(1.0f, 3.0f) > __fdiv_rd(1.0f, 3.0f));
    T(__fdiv_rz(1.0f, 3.0f) == __fdiv_rd(1.0f, 3.0f) && __fdiv_rz(-1.0f, 3.0f) == __fdiv_ru(-1.0f, 3.0f));
    T(__fmul_ru(3.0f, 1.0f / 3.0f) >= 1.0f && __fsqrt_rd(2.0f) < __fsqrt_ru(2.0f) && __fsqrt_rn(4.0f) == 2.0f);
    T(__frcp_rn(4.0f) == 0.25f && __drcp_rn(8.0) == 0.125 && __dadd_ru(1.0, 1e-300) > 1.0 && __dadd_rd(1.0, 1e-300) == 1.0);
    T(__float2int_rn(2.5f) == 2 && __float2int_rn(3.5f) == 4 && __float2int_rd(-1.5f) == -2 && __float2int_ru(-1.5f) == -1 &&
      __float2int_rz(-1.5f) == -1 && __float2uint_rn(-3.0f) == 0u && __double2ll_rz(-7.9) == -7);
    T(__int2float_rn(16777217) == 16777216.0f && __int2float_ru(16777217) == 16777218.0f && __int2float_rz(-16777217) == -16777216.0f);
    T(__double2float_rd(1.0 + 1e-12) == 1.0f && __double2float_ru(1.0 + 1e-12) > 1.0f);
    T(__saturatef(-2.0f) == 0.0f && __saturatef(0.25f) == 0.25f && __saturatef(7.0f) == 1.0f);
    T(__float_as_uint(1.0f) == 0x3f800000u && __int_as_float(0x40000000) == 2.0f && __double_as_longlong(1.0) == 0x3ff0000000000000ll);
    T(__hiloint2double(__double2hiint(3.25), __double2loint(3.25)) == 3.25);
    T(fabsf(__expf(1.0f) - 2.7182817f) < 1e-6f && fabsf(__fdividef(1.0f, 8.0f) - 0.125f) == 0.0f && fabsf(__powf(2.0f, 10.0f) - 1024.0f) < 1e-3f);
    float s, c;
    __sincosf(0.5f, &s, &c);
    T(fabsf(s - 0.47942554f) < 1e-6f && fabsf(c - 0.87758255f) < 1e-6f);
    /* device math */
    T(rsqrtf(4.0f) == 0.5f && rsqrt(16.0) == 0.25 && fabs(rcbrt(8.0) - 0.5) < 1e-15);
    sincospif(0.5f, &s, &c);
    T(s == 1.0f && c == 0.0f && sinpi(1.0) == 0.0 && cospi(1.0) == -1.0 && sinpif(-0.5f) == -1.0f);
    T(norm3df(2.0f, 3.0f, 6.0f) == 7.0f && norm3d(2, 3, 6) == 7.0 && norm4d(1, 1, 1, 1) == 2.0 && rnorm3df(0, 3, 4) == 0.2f);
    double nv[3] = {2, 3, 6};
    T(norm(3, nv) == 7.0 && rhypot(3.0, 4.0) == 0.2);
    T(fabs(erfinv(0.5) - 0.4769362762044699) < 1e-13 && fabs(erf(erfinv(0.999999)) - 0.999999) < 1e-14);
    T(fabsf(erfcinvf(0.3f) - 0.7328691f) < 1e-6f && fabs(normcdfinv(0.975) - 1.959963984540054) < 1e-12);
    T(fabs(normcdf(0.0) - 0.5) < 1e-16 && fabsf(normcdff(1.0f) - 0.8413447f) < 1e-6f && fabs(erfcx(30.0) - 0.018795888861416751) < 1e-12);
    T(fabsf(cyl_bessel_i0f(1.0f) - 1.2660659f) < 1e-5f && fabs(cyl_bessel_i1(-1.0) + 0.5651591039924851) < 1e-12);
    T(min(3, 5) == 3 && max(3u, 5u) == 5u && min(2.5f, 1.5f) == 1.5f && max(-1ll, 2ll) == 2ll && max(2.0, 3.0f) == 3.0);
    T(sqrtf(2.0f) * sqrtf(2.0f) > 1.99f && expf(0.0f) == 1.0f && fmaf(2.0f, 3.0f, 1.0f) == 7.0f && isnan(HIP_NAN_F) && isinf(HIP_INF));
    T(fabsf(HIP_PI_F - 3.14159265f) < 1e-6f && HIP_SQRT_TWO == 1.4142135623730951 && HIP_NEG_ZERO_F == 0.0f && signbit(HIP_NEG_ZERO));
    /* vector types */
    float4 a = make_float4(1, 2, 3, 4), b = {4, 3, 2, 1};
    float4 sum = a + b, sc = a * 2.0f, neg = -a;
    T(sum.x == 5 && sum.w == 5 && sc.z == 6 && neg.y == -2 && (a - a) == make_float4(0, 0, 0, 0) && a != b);
    a += b;
    a /= 5.0f;
    T(a == make_float4(1, 1, 1, 1) && sizeof(float4) == 16 && alignof(float4) == 16 && sizeof(float3) == 12);
    int3 i3 = make_int3(7, 8, 9);
    i3 = i3 % 4 | make_int3(8, 0, 0);
    T(i3.x == 11 && i3.y == 0 && i3.z == 1 && sizeof(int3) == 12 && alignof(int2) == 8);
    uchar4 u = make_uchar4(250, 1, 2, 3);
    u = u + make_uchar4(10, 1, 1, 1);
    T(u.x == 4 && u.y == 2 && (~make_uint2(0, 1)).y == 0xfffffffeu && (make_int2(1, 2) << 2).y == 8);
    double2 d2 = make_double2(2.0, 4.0);
    d2++;
    T(d2.x == 3.0 && d2.y == 5.0 && make_longlong1(-5).x == -5 && make_ulong3(1, 2, 3).z == 3ul && make_char2(-1, 2).x == -1);
    /* HIP's `data` member: the elements as an array sharing x/y/z/w's storage (rocRAND indexes it) */
    uint4 q = make_uint4(10, 11, 12, 13);
    q.data[2] += 100;
    int3 d3 = {1, 2, 3};
    d3.data[0] = d3.z;
    T(q.z == 112 && q.data[3] == 13 && q.data[0] == q.x && d3.x == 3 && make_float2(0.5f, 1.5f).data[1] == 1.5f &&
      sizeof(q.data) == sizeof(uint4) && std::is_trivially_copyable<uint4>::value && std::is_standard_layout<float3>::value);
    result[threadIdx.x] = fails;
}

int main() {
    int *d, h[4] = {-1, -1, -1, -1};
    HIP_CHECK(hipMalloc(&d, sizeof h));
    LAUNCH(math_kernel, dim3(1), dim3(4), 0, 0, d);
    HIP_CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    for (int i = 0; i < 4; i++)
        CHECK_EQ(h[i], 0, "failed math checks in the kernel");
    HIP_CHECK(hipFree(d));
    return hs_test_done("math");
}
