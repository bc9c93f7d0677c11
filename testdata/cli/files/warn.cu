#include <cuda_runtime.h>

int main()
{
    int devs[1] = {0};
    cudaSetValidDevices(devs, 1);
    return 0;
}
