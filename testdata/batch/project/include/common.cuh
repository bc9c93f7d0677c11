// Shared by every kernel: error checking and a small device helper.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess)                                           \
            std::printf("cuda error: %s\n", cudaGetErrorString(err_));     \
    } while (0)

__device__ inline float square(float x) { return x * x; }

#ifndef BLOCK
#define BLOCK 256
#endif
