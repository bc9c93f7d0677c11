#ifndef CHECK_H
#define CHECK_H
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                  \
    do {                                                             \
        hipError_t e_ = (call);                                     \
        if (e_ != hipSuccess) {                                     \
            fprintf(stderr, "%s\n", hipGetErrorString(e_));         \
            exit(1);                                                 \
        }                                                            \
    } while (0)

#endif
