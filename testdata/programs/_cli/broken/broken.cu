// broken.cu - a CUDA program with a compile error on line 17 (and one in util.cuh, line 6), for
// the cu2hip-run test that compiler messages name the original files and lines.
#include <cstdio>
#include "util.cuh"

__global__ void kernel(int *out) {
    out[threadIdx.x] = twice(threadIdx.x);
}

int main() {
    int *d = nullptr;
    cudaMalloc(&d, 32 * sizeof(int));
    kernel<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    printf("done\n");
    return undefined_on_line_17;
}
