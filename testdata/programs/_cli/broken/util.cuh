// util.cuh - part of the cu2hip-run test of error mapping: the error below is on line 6.
#pragma once
#include <cuda_runtime.h>

__device__ inline int twice(int x) {
    return 2 * x + missing_in_header;
}
