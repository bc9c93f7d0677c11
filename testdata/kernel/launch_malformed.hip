// cu2hip-test: no-compile (the input itself is broken: a launch cut short in a macro body)
// Malformed launches get a warning and the rest of the file is translated: here a macro body
// holds "kern<<<a, \" and then a whole launch, so the first <<< has no >>> of its own.
#include <hip/hip_runtime.h>

__global__ void kern(int x) {}

#define LAUNCH(a) kern<<<a, \
    hipLaunchKernelGGL(kern, dim3(1), dim3(1), 0, 0, 2);

// a launch with no closing >>> at all in disabled code
#if 0
    kern<<<1, 1(3);
#endif

void host() {
    LAUNCH(4) 32>>>(1);
    hipLaunchKernelGGL(kern, dim3(1), dim3(1), 0, 0, 3);
}
