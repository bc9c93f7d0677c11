// dynpar.hip - a kernel that launches a kernel (CUDA's dynamic parallelism, which HIP lacks):
// the program must stop at once with one line saying so, not wait forever for the child.
#include "hs_test.h"

__global__ void child(int *p) { *p = 1; }

__global__ void parent(int *p)
{
    if (threadIdx.x == 0)
        child<<<1, 1>>>(p);
}

int main()
{
    int *p;
    OK(hipMallocManaged(&p, sizeof(int)));
    parent<<<1, 2>>>(p);
    OK(hipDeviceSynchronize());
    std::printf("child ran: %d\n", *p);
    return hs_test_done("dynpar");
}
