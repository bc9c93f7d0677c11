// Suppression comments: on the finding's line or the line before, with one id, a list, a
// prefix, or ignore alone (every rule). Malformed ones are reported as lint.suppression.
#include <cuda_runtime.h>

__global__ void k(int *out, long long *t)
{
    int tid = threadIdx.x;
    int a = tid % 32;  // cu2hip-lint: ignore[warp.size-literal]
    // cu2hip-lint: ignore[warp.size-literal]
    int b = tid & 31;
    int c = tid >> 5;  // cu2hip-lint: ignore[device.clock-timing]
    /* cu2hip-lint: ignore[device.clock-timing, warp.size-literal] */
    t[0] = clock64() + tid / 32;
    int d = tid % 32;  // cu2hip-lint: ignore[warp]
    int e = tid % 32;  // cu2hip-lint: ignore
    int f = tid % 32;  // cu2hip-lint: ignore[]
    int g = tid % 32;  // cu2hip-lint: ignroe[warp.size-literal]

    int h = tid % 32;
    out[tid] = a + b + c + d + e + f + g + h;
}
