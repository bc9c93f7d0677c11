// check.cuh - error checking for the multi_file_saxpy program (host side only).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

inline void check_cuda(cudaError_t err, const char *expr, const char *file, int line) {
    if (err != cudaSuccess) {
        fprintf(stderr, "%s:%d: %s failed: %s\n", file, line, expr, cudaGetErrorString(err));
        printf("FAIL: CUDA error\n");
        exit(1);
    }
}
#define CUDA_CHECK(expr) check_cuda((expr), #expr, __FILE__, __LINE__)
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
