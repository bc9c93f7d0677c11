// Negative case for launch.cooperative-unchecked (expect-none): the check is a cached device
// attribute, queried elsewhere (cudaDevAttrCooperativeLaunch in another file) and read here, as
// ggml's supports_cooperative_launch is.
#include <cuda_runtime.h>

struct device_info { bool supports_cooperative_launch; int sms; };
const device_info &info_of(int dev);

__global__ void grid_kernel(int *p) { p[0] = 1; }

void launch(int *p, int dev)
{
    void *args[] = { &p };
    if (info_of(dev).supports_cooperative_launch)
        cudaLaunchCooperativeKernel((void *)grid_kernel, info_of(dev).sms, 256, args, 0, 0);
}
