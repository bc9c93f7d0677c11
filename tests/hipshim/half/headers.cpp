/* headers.cpp - hipshim's half-precision headers on their own, in plain C++17 without
 * <hip/hip_runtime.h> or the runtime library, compiled by g++ and clang++ with -Werror
 * -pedantic, once as is and once with HIP's switches that remove the implicit conversions and
 * the operators (__HIP_NO_HALF_CONVERSIONS__, __HIP_NO_HALF_OPERATORS__ and the bfloat16 ones),
 * where the intrinsics must still work. The program checks a few results when run. */
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bfloat16.h>
#include <cstdio>
#include <type_traits>

static_assert(std::is_trivially_copyable<__half>::value && std::is_standard_layout<__half>::value, "layout");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4 && alignof(__half) == 2, "layout");
static_assert(sizeof(__hip_bfloat162) == 4 && alignof(__hip_bfloat16) == 2, "layout");
static_assert(std::is_same<decltype(__hisinf(__half())), bool>::value, "HIP's __hisinf returns bool");
static_assert(std::is_same<decltype(__heq2(__half2(), __half2())), __half2>::value, "pair comparison type");
static_assert(std::is_same<decltype(__hadd(__hip_bfloat16(), __hip_bfloat16())), __hip_bfloat16>::value, "overloads");

#if defined(__HIP_NO_HALF_CONVERSIONS__)
static_assert(!std::is_convertible<float, __half>::value && !std::is_convertible<__half, float>::value,
              "__HIP_NO_HALF_CONVERSIONS__ removes the implicit conversions");
static_assert(!std::is_convertible<float, __hip_bfloat16>::value, "__HIP_NO_BFLOAT16_CONVERSIONS__");
#else
static_assert(std::is_convertible<float, __half>::value && std::is_convertible<__half, float>::value &&
                  std::is_convertible<int, __half>::value && std::is_convertible<__half, double>::value,
              "implicit conversions");
#endif

int main() {
    int bad = 0;
    __half a = __float2half(1.5f), b = __int2half_rn(2);
    __half s = __hadd(a, b);
    bad |= __half2float(s) != 3.5f;
    __hip_bfloat16 x = __float2bfloat16(1.5f), y = __float2bfloat16(2.0f);
    bad |= __bfloat162float(__hmul(x, y)) != 3.0f;
    bad |= __half2float(hsqrt(__float2half(4.0f))) != 2.0f;
#if !defined(__HIP_NO_HALF_OPERATORS__)
    bad |= __half2float(a * b + a) != 4.5f || !(a < b);
    bad |= __bfloat162float(x - y) != -0.5f;
#endif
#if !defined(__HIP_NO_HALF_CONVERSIONS__)
    __half c = 0.25;
    float f = c;
    bad |= f != 0.25f;
#endif
    hip_bfloat16 l(3.0f);
    bad |= float(l) != 3.0f;
    std::printf("headers: %s\n", bad ? "FAILED" : "ok");
    return bad;
}
