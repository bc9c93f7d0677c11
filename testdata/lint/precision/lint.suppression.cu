// Precision of lint.suppression: a cu2hip-lint comment that cannot be read is reported; a
// well-formed one and ordinary comments mentioning the lint are not.
#include <cuda_runtime.h>

__global__ void k(int *out)
{
    out[threadIdx.x] = threadIdx.x % 32;   /* cu2hip-lint: ignor[warp.size-literal] */ // expect: lint.suppression
    out[threadIdx.x] += threadIdx.x & 31;  // cu2hip-lint: ignore[warp.size-literal]
    // the cu2hip lint is run in CI
}
