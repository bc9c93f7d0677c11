// No finding here, but a malformed suppression comment is still reported.
__global__ void k(int *out) { out[threadIdx.x] = 0; }  // cu2hip-lint: ignore[warp.size-literal
