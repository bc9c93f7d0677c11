// common.cuh - error checking and host helpers shared by the files of this program.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                              \
    do {                                                                              \
        cudaError_t err_ = (call);                                                    \
        if (err_ != cudaSuccess) {                                                    \
            fprintf(stderr, "%s:%d: CUDA error in %s: %s\n", __FILE__, __LINE__,     \
                    #call, cudaGetErrorString(err_));                                 \
            printf("FAIL: CUDA error\n");                                             \
            exit(1);                                                                  \
        }                                                                             \
    } while (0)

#define CHECK(cond, ...)                                                              \
    do {                                                                              \
        if (!(cond)) {                                                                \
            printf("FAIL: " __VA_ARGS__);                                             \
            printf("\n");                                                             \
            exit(1);                                                                  \
        }                                                                             \
    } while (0)

// Deterministic pseudo-random numbers (same sequence on every platform).
static inline unsigned lcg_next(unsigned &state) {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
}
