/* hs_test.h - tiny self-checking harness for hipshim runtime-core tests (tests/hipshim/api/).
 * Ownership: no allocations. */
#ifndef HS_TEST_H
#define HS_TEST_H
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

static int hs_test_failures = 0;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            hs_test_failures++;                                                         \
        }                                                                               \
    } while (0)

#define CHECK_EQ(a, b)                                                                  \
    do {                                                                                \
        long long va_ = (long long)(a), vb_ = (long long)(b);                           \
        if (va_ != vb_) {                                                               \
            std::fprintf(stderr, "%s:%d: %s == %s failed: %lld vs %lld\n", __FILE__, __LINE__, \
                         #a, #b, va_, vb_);                                             \
            hs_test_failures++;                                                         \
        }                                                                               \
    } while (0)

#define CHECK_HIP(expr, want)                                                           \
    do {                                                                                \
        hipError_t got_ = (expr);                                                       \
        if (got_ != (want)) {                                                           \
            std::fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, \
                         #expr, hipGetErrorName(got_), hipGetErrorName(want));          \
            hs_test_failures++;                                                         \
        }                                                                               \
    } while (0)

#define OK(expr) CHECK_HIP(expr, hipSuccess)

static inline int hs_test_done(const char *name)
{
    if (hs_test_failures) {
        std::fprintf(stderr, "%s: %d check(s) failed\n", name, hs_test_failures);
        return 1;
    }
    std::printf("%s: ok\n", name);
    return 0;
}
#endif
