// Precision of device.clock-timing: clock()/clock64() in device code are reported; host clock()
// and a device function of the user's named like a timer are not.
#include <cuda_runtime.h>
#include <ctime>

__device__ long long my_clock64(int i) { return i; }

__global__ void timed(long long *out)
{
    long long t0 = clock64();                                        // expect: device.clock-timing
    out[threadIdx.x] = clock64() - t0 + my_clock64(1);               // expect: device.clock-timing
}

double host_time() { return (double)clock() / CLOCKS_PER_SEC; }
