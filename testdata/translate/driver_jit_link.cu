// Driver API: linking PTX at run time (cuLink* are hiprtcLink*, so their state and input types
// are hiprtc's too) and the compute mode a device attribute reports (hipComputeMode values).
// cu2hip-test: no-compile (hiprtcLink* came with HIP 5.3; Debian's hipcc is 5.2)
#include <cuda.h>
#include <cstdio>

static int link_ptx(const char *ptx, size_t size, void **cubin, size_t *cubin_size)
{
    CUlinkState state;
    CUjit_option options[1] = { CU_JIT_WALL_TIME };
    void *values[1] = { nullptr };
    if (cuLinkCreate(1, options, values, &state) != CUDA_SUCCESS)
        return 1;
    CUjitInputType kind = CU_JIT_INPUT_PTX;
    if (cuLinkAddData(state, kind, (void *)ptx, size, "kernel.ptx", 0, nullptr, nullptr) != CUDA_SUCCESS ||
        cuLinkComplete(state, cubin, cubin_size) != CUDA_SUCCESS) {
        cuLinkDestroy(state);
        return 1;
    }
    return cuLinkDestroy(state) != CUDA_SUCCESS;
}

int main()
{
    CUdevice dev;
    cuInit(0);
    cuDeviceGet(&dev, 0);
    int mode = 0;
    cuDeviceGetAttribute(&mode, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, dev);
    if (mode == CU_COMPUTEMODE_PROHIBITED) {
        printf("device is prohibited\n");
        return 1;
    }
    printf("compute mode %d (default %d)\n", mode, (int)CU_COMPUTEMODE_DEFAULT);
    void *cubin;
    size_t n;
    return link_ptx(".version 8.0\n", 14, &cubin, &n);
}
