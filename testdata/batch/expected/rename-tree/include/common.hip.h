// Shared by every kernel: error checking and a small device helper.
#pragma once
#include <cstdio>
#include <hip/hip_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        hipError_t err_ = (call);                                         \
        if (err_ != hipSuccess)                                           \
            std::printf("cuda error: %s\n", hipGetErrorString(err_));     \
    } while (0)

__device__ inline float square(float x) { return x * x; }

#ifndef BLOCK
#define BLOCK 256
#endif
