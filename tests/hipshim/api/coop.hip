// coop.hip - cooperative launches: every block co-resident so this_grid().sync() (hs_grid_sync)
// works across blocks, repeatedly, also when some blocks or threads have exited; a grid larger
// than the occupancy limit is refused with hipErrorCooperativeLaunchTooLarge.
#include "hs_test.h"

// Each phase, every thread adds to its block's slot; after the grid barrier thread 0 of block 0
// checks that all blocks finished the phase.
__global__ void phases(int *slots, int *ok, int nphase)
{
    unsigned nb = gridDim.x;
    for (int ph = 1; ph <= nphase; ph++) {
        if (threadIdx.x == 0) __atomic_add_fetch(&slots[blockIdx.x], 1, __ATOMIC_SEQ_CST);
        hs_grid_sync();
        if (blockIdx.x == 0 && threadIdx.x == 0) {
            for (unsigned b = 0; b < nb; b++)
                if (__atomic_load_n(&slots[b], __ATOMIC_SEQ_CST) != ph) *ok = 0;
        }
        hs_grid_sync();
    }
}

// Odd blocks exit at once; half the threads of even blocks exit: the rest still sync.
__global__ void partial(int *count)
{
    if (blockIdx.x & 1) return;
    if (threadIdx.x >= blockDim.x / 2) return;
    __atomic_add_fetch(count, 1, __ATOMIC_SEQ_CST);
    hs_grid_sync();
    if (threadIdx.x == 0 && blockIdx.x == 0)
        __atomic_add_fetch(count, 1000, __ATOMIC_SEQ_CST);
}

__global__ void trivial(int *p) { p[blockIdx.x] = (int)hs_is_cooperative() + (int)hs_grid_size(); }

int main()
{
    hipDeviceProp_t prop;
    OK(hipGetDeviceProperties(&prop, 0));
    int per = 0;
    OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per, phases, 64, 0));
    int nb = per * prop.multiProcessorCount;
    CHECK(nb >= 2);
    int *slots, *ok;
    OK(hipMallocManaged(&slots, nb * sizeof(int)));
    OK(hipMallocManaged(&ok, sizeof(int)));
    for (int i = 0; i < nb; i++) slots[i] = 0;
    *ok = 1;
    int nphase = 20;
    void *args[] = {&slots, &ok, &nphase};
    OK(hipLaunchCooperativeKernel(phases, dim3(nb), dim3(64), args, 0, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(*ok, 1);
    for (int i = 0; i < nb; i++) CHECK_EQ(slots[i], nphase);

    int *count;
    OK(hipMallocManaged(&count, sizeof(int)));
    *count = 0;
    void *a2[] = {&count};
    OK(hipLaunchCooperativeKernel(partial, dim3(4), dim3(64), a2, 0, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(*count, 2 * 32 + 1000);

    // too large a grid, and the void* form for a registered kernel
    CHECK_HIP(hipLaunchCooperativeKernel(phases, dim3(nb + 1), dim3(64), args, 0, 0),
              hipErrorCooperativeLaunchTooLarge);
    CHECK_EQ(hipGetLastError(), hipErrorCooperativeLaunchTooLarge);
    CHECK_HIP(hipLaunchCooperativeKernel((const void *)phases, dim3(1), dim3(2048), args, 0, 0),
              hipErrorInvalidConfiguration);
    int *p;
    OK(hipMallocManaged(&p, 2 * sizeof(int)));
    void *a3[] = {&p};
    OK(hipLaunchCooperativeKernel((const void *)partial, dim3(2), dim3(2), a2, 0, 0));
    OK(hipLaunchCooperativeKernel(trivial, dim3(2), dim3(3), a3, 0, 0));
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[1], 1 + 6);
    hipLaunchKernelGGL(trivial, dim3(2), dim3(3), 0, 0, p);
    OK(hipDeviceSynchronize());
    CHECK_EQ(p[0], 0 + 6);
    OK(hipFree(slots));
    OK(hipFree(ok));
    OK(hipFree(count));
    OK(hipFree(p));
    return hs_test_done("coop");
}
