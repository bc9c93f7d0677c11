// Golden cases for device.clock-timing.
#include <cuda_runtime.h>
#include <ctime>

__global__ void timed(long long *cycles, int *t32)
{
    long long start = clock64();                                 // expect: device.clock-timing
    int s = clock();                                             // expect: device.clock-timing
    cycles[threadIdx.x] = clock64() - start;                     // expect: device.clock-timing
    t32[threadIdx.x] = s;
}

int main()
{
    clock_t t0 = clock();
    timed<<<1, 32>>>(nullptr, nullptr);
    return (int)(clock() - t0);
}
