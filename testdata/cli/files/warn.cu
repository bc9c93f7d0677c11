#include <cuda_runtime.h>

int main()
{
    int devs[1] = {0};
    cudaInitDevice(devs[0], 0, 0);
    return 0;
}
