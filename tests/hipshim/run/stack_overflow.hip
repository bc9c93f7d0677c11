// stack_overflow.hip - a GPU thread whose frame does not fit its fiber stack (a 2 MB local
// array; the default stack is 256 KB) must end the program with one line that names the
// overflow and HIPSHIM_STACK_SIZE, not a bare SIGSEGV; with HIPSHIM_STACK_SIZE raised it runs.
#include "../api/hs_test.h"

__global__ void big_frame(int *out, int n)
{
    volatile int local[512 * 1024] = {};   // 2 MB
    for (int i = 0; i < n; i++)
        local[i] = i * (int)threadIdx.x;
    out[threadIdx.x] = n > 0 ? local[n - 1] : 0;
}

int main()
{
    int *out = nullptr;
    OK(hipMallocManaged(&out, 64 * sizeof(int)));
    hipLaunchKernelGGL(big_frame, dim3(2), dim3(64), 0, 0, out, 512 * 1024);
    OK(hipDeviceSynchronize());
    for (int i = 0; i < 64; i++)
        CHECK_EQ(out[i], (512 * 1024 - 1) * i);
    return hs_test_done("stack_overflow");
}
