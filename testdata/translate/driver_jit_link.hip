// Driver API: linking PTX at run time (cuLink* are hiprtcLink*, so their state and input types
// are hiprtc's too) and the compute mode a device attribute reports (hipComputeMode values).
// cu2hip-test: no-compile (hiprtcLink* came with HIP 5.3; Debian's hipcc is 5.2)
#include <hip/hip_runtime.h>
#include <cstdio>

static int link_ptx(const char *ptx, size_t size, void **cubin, size_t *cubin_size)
{
    hiprtcLinkState state;
    hipJitOption options[1] = { hipJitOptionWallTime };
    void *values[1] = { nullptr };
    if (hiprtcLinkCreate(1, options, values, &state) != hipSuccess)
        return 1;
    hiprtcJITInputType kind = HIPRTC_JIT_INPUT_PTX;
    if (hiprtcLinkAddData(state, kind, (void *)ptx, size, "kernel.ptx", 0, nullptr, nullptr) != hipSuccess ||
        hiprtcLinkComplete(state, cubin, cubin_size) != hipSuccess) {
        hiprtcLinkDestroy(state);
        return 1;
    }
    return hiprtcLinkDestroy(state) != hipSuccess;
}

int main()
{
    hipDevice_t dev;
    hipInit(0);
    hipDeviceGet(&dev, 0);
    int mode = 0;
    hipDeviceGetAttribute(&mode, hipDeviceAttributeComputeMode, dev);
    if (mode == hipComputeModeProhibited) {
        printf("device is prohibited\n");
        return 1;
    }
    printf("compute mode %d (default %d)\n", mode, (int)hipComputeModeDefault);
    void *cubin;
    size_t n;
    return link_ptx(".version 8.0\n", 14, &cubin, &n);
}
