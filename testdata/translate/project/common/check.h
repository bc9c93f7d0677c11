#ifndef CHECK_H
#define CHECK_H
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                  \
    do {                                                             \
        cudaError_t e_ = (call);                                     \
        if (e_ != cudaSuccess) {                                     \
            fprintf(stderr, "%s\n", cudaGetErrorString(e_));         \
            exit(1);                                                 \
        }                                                            \
    } while (0)

#endif
