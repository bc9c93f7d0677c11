// A benchmark's main file that #includes its kernel files (issue 31): they use its types and
// macros, and are compiled only through it.
#include <cuda_runtime.h>

#define BLOCK 128
typedef struct { float x, y; } Point;

#include "incl_kernel.cu"

int main()
{
    Point *d;
    cudaMalloc(&d, BLOCK * sizeof(Point));
    shift<<<1, BLOCK>>>(d, 1.0f);
    return cudaDeviceSynchronize() != cudaSuccess;
}
