// A file with a byte order mark and CRLF line ends (issue 31): the BOM stays first and the
// added include ends its line with CRLF, like the others.

#include <hip/hip_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = 1; }

int main()
{
    int *d;
    hipMalloc(&d, 32 * sizeof(int));
    hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, d);
    return hipDeviceSynchronize() != hipSuccess;
}
