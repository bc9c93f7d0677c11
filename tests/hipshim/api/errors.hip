// errors.hip - hipGetLastError / hipPeekAtLastError semantics, error names and strings.
#include "hs_test.h"
#include <cstring>
#include <thread>

int main()
{
    OK(hipGetLastError());
    CHECK(!std::strcmp(hipGetErrorName(hipSuccess), "hipSuccess"));
    CHECK(!std::strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue"));
    CHECK(!std::strcmp(hipGetErrorName(hipErrorCooperativeLaunchTooLarge),
                       "hipErrorCooperativeLaunchTooLarge"));
    CHECK(!std::strcmp(hipGetErrorString(hipErrorOutOfMemory), "out of memory"));
    CHECK(!std::strcmp(hipGetErrorString(hipSuccess), "no error"));
    CHECK(std::strlen(hipGetErrorString((hipError_t)4242)) > 0);
    // real HIP values
    CHECK_EQ(hipErrorInvalidConfiguration, 9);
    CHECK_EQ(hipErrorInvalidDeviceFunction, 98);
    CHECK_EQ(hipErrorInvalidHandle, 400);
    CHECK_EQ(hipErrorNotReady, 600);
    CHECK_EQ(hipErrorLaunchFailure, 719);
    CHECK_EQ(hipErrorCooperativeLaunchTooLarge, 720);
    // a failing call records its error; a later success does not clear it
    CHECK_HIP(hipMalloc(nullptr, 16), hipErrorInvalidValue);
    int n;
    OK(hipGetDeviceCount(&n));
    CHECK_EQ(hipPeekAtLastError(), hipErrorInvalidValue);
    CHECK_EQ(hipPeekAtLastError(), hipErrorInvalidValue);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidValue);
    CHECK_EQ(hipGetLastError(), hipSuccess);
    // the most recent failure wins
    CHECK_HIP(hipSetDevice(7), hipErrorInvalidDevice);
    CHECK_HIP(hipFree((void *)0x1234), hipErrorInvalidValue);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidValue);
    // last error is per host thread
    CHECK_HIP(hipSetDevice(7), hipErrorInvalidDevice);
    hipError_t other = hipErrorUnknown;
    std::thread t([&] { other = hipGetLastError(); });
    t.join();
    CHECK_EQ(other, hipSuccess);
    CHECK_EQ(hipGetLastError(), hipErrorInvalidDevice);
    const char *s = nullptr;
    OK(hipDrvGetErrorName(hipErrorNotReady, &s));
    CHECK(s && !std::strcmp(s, "hipErrorNotReady"));
    return hs_test_done("errors");
}
