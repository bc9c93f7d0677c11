// occupancy.hip - hipOccupancyMaxActiveBlocksPerMultiprocessor / MaxPotentialBlockSize follow
// the documented model (a core is a multiprocessor of 2048 threads, at most 16 blocks, 64 KiB
// of shared memory) and respect launch bounds and block-size limits.
#include "hs_test.h"

__global__ void k(int *p) { p[threadIdx.x] = 0; }
__global__ void __launch_bounds__(64) k64(int *p) { p[threadIdx.x] = 0; }

int main()
{
    hipDeviceProp_t prop;
    OK(hipGetDeviceProperties(&prop, 0));
    int n = -1;
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 256, 0));
    CHECK_EQ(n, 8);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 1024, 0));
    CHECK_EQ(n, 2);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 32, 0));
    CHECK_EQ(n, 16);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 128, 32768));
    CHECK_EQ(n, 2);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 2048, 0));
    CHECK_EQ(n, 0);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k64, 128, 0));
    CHECK_EQ(n, 0);
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)k, 256, 0));
    CHECK_EQ(n, 8);
    CHECK_HIP(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 0, 0), hipErrorInvalidValue);
    CHECK_HIP(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)nullptr, 64, 0),
              hipErrorInvalidDeviceFunction);
    int g = 0, b = 0;
    OK(hipOccupancyMaxPotentialBlockSize(&g, &b, k, 0, 0));
    CHECK_EQ(b, 1024);
    CHECK_EQ(g, 2 * prop.multiProcessorCount);
    OK(hipOccupancyMaxPotentialBlockSize(&g, &b, k, 0, 200));
    CHECK_EQ(b, 200 - 200 % prop.warpSize);
    OK(hipOccupancyMaxPotentialBlockSize(&g, &b, k64, 0, 0));
    CHECK_EQ(b, 64);
    CHECK_EQ(g, 16 * prop.multiProcessorCount);
    CHECK_HIP(hipOccupancyMaxPotentialBlockSize(nullptr, &b, k, 0, 0), hipErrorInvalidValue);
    hipGetLastError();
    return hs_test_done("occupancy");
}
