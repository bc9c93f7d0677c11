// Project headers are translated within the main file's translation unit when the caller
// (batch mode) says they are editable; system headers never are.
#include <hip/hip_runtime.h>
#include <cstdio>
#include "kernels.cuh"
#include "common/check.h"

int main()
{
    float *d;
    CHECK(hipMalloc(&d, 64 * sizeof(float)));
    launch_fill(d, 64);
    CHECK(hipDeviceSynchronize());
    CHECK(hipFree(d));
    return 0;
}
