/* hs_test.h - helpers shared by the hipshim kernel-language tests: HIP_CHECK for API calls and
 * CHECK/CHECK_EQ that count failures; hs_test_done() prints the verdict and gives the exit code.
 * Ownership: hipshim device tests (tests/hipshim/kernel/). */
#ifndef HS_TEST_H
#define HS_TEST_H
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

static int hs_test_failures = 0;

#define HIP_CHECK(expr)                                                                         \
    do {                                                                                        \
        hipError_t e_ = (expr);                                                                 \
        if (e_ != hipSuccess) {                                                                 \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,          \
                         hipGetErrorString(e_));                                                \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

#define CHECK(cond, ...)                                                                        \
    do {                                                                                        \
        if (!(cond)) {                                                                          \
            if (hs_test_failures++ < 20) {                                                      \
                std::fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);  \
                std::fprintf(stderr, __VA_ARGS__);                                              \
                std::fprintf(stderr, "\n");                                                     \
            }                                                                                   \
        }                                                                                       \
    } while (0)

#define CHECK_EQ(got, want, what)                                                               \
    CHECK((got) == (want), "%s: got %lld, want %lld", (what), (long long)(got), (long long)(want))

static inline int hs_test_done(const char *name) {
    int ws = 0;
    hipDeviceProp_t p;
    if (hipGetDeviceProperties(&p, 0) == hipSuccess)
        ws = p.warpSize;
    if (hs_test_failures) {
        std::fprintf(stderr, "%s: FAILED (%d checks, warp size %d)\n", name, hs_test_failures, ws);
        return 1;
    }
    std::printf("%s: ok (warp size %d)\n", name, ws);
    return 0;
}

/* Runs a kernel launch and waits for it; fails the test on a launch or run error. */
#define LAUNCH(...)                                                                             \
    do {                                                                                        \
        hipLaunchKernelGGL(__VA_ARGS__);                                                        \
        HIP_CHECK(hipGetLastError());                                                           \
        HIP_CHECK(hipDeviceSynchronize());                                                      \
    } while (0)
#endif
