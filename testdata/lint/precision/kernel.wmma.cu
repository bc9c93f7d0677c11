// Precision of kernel.wmma: warp matrix functions are reported; a variable or function of the
// user's that merely contains "wmma" in its name is not.
#include <cuda_runtime.h>
#include <mma.h>                                                     // expect: kernel.wmma
using namespace nvcuda;                                              // expect: kernel.wmma

__device__ int wmma_tiles(int n) { return n / 16; }

__global__ void tile(const half *a, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;   // expect: kernel.wmma
    int my_wmma_count = wmma_tiles(64);
    c[threadIdx.x] = (float)my_wmma_count;
}
