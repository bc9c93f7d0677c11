// Sample for the output-format goldens: one warning with a suggestion, one error, one note,
// a tab before the code and a UTF-8 comment (é) before a finding on the same line.
#include <cuda_runtime.h>

__global__ void __launch_bounds__(128, 4) k(int *out, long long *t)
{
	int lane = threadIdx.x % 32;
    /* é */ t[0] = clock64();
    out[threadIdx.x] = lane;
}

void setup() { int d[1] = {0}; cudaInitDevice(d[0], 0, 0); }
