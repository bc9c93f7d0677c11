/* hip_bfloat16.h - HIP's legacy bfloat16 class for hipshim: struct hip_bfloat16 (public
 * `uint16_t data`, explicit construction from float rounding to nearest even or truncating,
 * implicit conversion to float, arithmetic through float, std::isinf/isnan/iszero), as rocBLAS
 * and older HIP code use it. It is a type of its own, not __hip_bfloat16 (<hip/hip_bf16.h>).
 * Ownership: a value type; nothing is allocated. */
#ifndef HIPSHIM_HIP_BFLOAT16_H
#define HIPSHIM_HIP_BFLOAT16_H

#ifndef __cplusplus
#include <stdint.h>
typedef struct {
    uint16_t data;
} hip_bfloat16;
#else

#include <cstddef>
#include <cstdint>
#include <ostream>
#include "hipshim/hs_fpconv.hpp"

struct hip_bfloat16 {
    uint16_t data;

    enum truncate_t { truncate };

    hip_bfloat16() = default;
    explicit hip_bfloat16(float f) : data(round_bits(f)) {}
    explicit hip_bfloat16(float f, truncate_t) : data(truncate_bits(f)) {}
    operator float() const { return hs_lp::bf16_to_f32(data); }

    static hip_bfloat16 round_to_bfloat16(float f) { return hip_bfloat16(f); }
    static hip_bfloat16 round_to_bfloat16(float f, truncate_t) { return hip_bfloat16(f, truncate); }

private:
    static uint16_t round_bits(float f) { return (uint16_t)hs_lp::from_f32<hs_lp::bf16>(f, hs_lp::rn); }
    /* the float's top half; a NaN whose payload lives in the dropped bits stays NaN */
    static uint16_t truncate_bits(float f) {
        uint32_t u = hs_lp::f32_bits(f);
        uint16_t b = (uint16_t)(u >> 16);
        if ((u & 0x7fffffffu) > 0x7f800000u && !(b & 0x7fu))
            b |= 1u;
        return b;
    }
};

static_assert(std::is_standard_layout<hip_bfloat16>::value && std::is_trivial<hip_bfloat16>::value &&
                  sizeof(hip_bfloat16) == 2 && offsetof(hip_bfloat16, data) == 0,
              "hipshim: hip_bfloat16 must stay C-compatible");

inline std::ostream &operator<<(std::ostream &os, const hip_bfloat16 &b) { return os << float(b); }
inline hip_bfloat16 operator+(hip_bfloat16 a) { return a; }
inline hip_bfloat16 operator-(hip_bfloat16 a) {
    a.data ^= 0x8000u;
    return a;
}
inline hip_bfloat16 operator+(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) + float(b)); }
inline hip_bfloat16 operator-(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) - float(b)); }
inline hip_bfloat16 operator*(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) * float(b)); }
inline hip_bfloat16 operator/(hip_bfloat16 a, hip_bfloat16 b) { return hip_bfloat16(float(a) / float(b)); }
inline bool operator<(hip_bfloat16 a, hip_bfloat16 b) { return float(a) < float(b); }
inline bool operator==(hip_bfloat16 a, hip_bfloat16 b) { return float(a) == float(b); }
inline bool operator>(hip_bfloat16 a, hip_bfloat16 b) { return b < a; }
inline bool operator<=(hip_bfloat16 a, hip_bfloat16 b) { return !(a > b); }
inline bool operator!=(hip_bfloat16 a, hip_bfloat16 b) { return !(a == b); }
inline bool operator>=(hip_bfloat16 a, hip_bfloat16 b) { return !(a < b); }
inline hip_bfloat16 &operator+=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a + b; }
inline hip_bfloat16 &operator-=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a - b; }
inline hip_bfloat16 &operator*=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a * b; }
inline hip_bfloat16 &operator/=(hip_bfloat16 &a, hip_bfloat16 b) { return a = a / b; }
inline hip_bfloat16 &operator++(hip_bfloat16 &a) { return a += hip_bfloat16(1.0f); }
inline hip_bfloat16 &operator--(hip_bfloat16 &a) { return a -= hip_bfloat16(1.0f); }
inline hip_bfloat16 operator++(hip_bfloat16 &a, int) {
    hip_bfloat16 o = a;
    ++a;
    return o;
}
inline hip_bfloat16 operator--(hip_bfloat16 &a, int) {
    hip_bfloat16 o = a;
    --a;
    return o;
}

/* HIP declares these in namespace std, so std::isnan(b) and friends work on the class */
namespace std {
constexpr bool isinf(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0x7f80u; }
constexpr bool isnan(hip_bfloat16 a) { return (a.data & 0x7fffu) > 0x7f80u; }
constexpr bool iszero(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0; }
} // namespace std

#endif /* __cplusplus */
#endif
