/* printf_assert.hip - printf in kernels (formats with the built-in variables, warpSize) and, when
 * run with the argument `assert`, a failing assert in a kernel, which must abort the process
 * through hs_device_abort with the expression in the message. CTest matches the output. */
#include "hs_test.h"
#include <cstring>

__global__ void hello_kernel(int tag) {
    if (threadIdx.x == 1 && blockIdx.x == 2)
        printf("kernel printf: block %u thread %u of %u, warpSize %d, tag %d, pi %.3f\n", blockIdx.x, threadIdx.x,
               blockDim.x, warpSize, tag, 3.14159);
    assert(tag == 7 || threadIdx.x != 3);
}

int main(int argc, char **argv) {
    bool fail = argc > 1 && std::strcmp(argv[1], "assert") == 0;
    hipLaunchKernelGGL(hello_kernel, dim3(4), dim3(8), 0, 0, fail ? 8 : 7);
    HIP_CHECK(hipDeviceSynchronize());
    if (fail) {
        std::printf("assert did not abort\n");
        return 1;
    }
    return hs_test_done("printf_assert");
}
