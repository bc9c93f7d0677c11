// Prelude: a host C++ file (compiled by the host compiler, not nvcc) that declares the driver API
// through its own header. nvcc's implicit cuda_runtime.h is not part of such a file, so the
// prelude must not be force-included into it: its declarations of CUuuid_st, CUresult and cuInit
// would clash with the project's own.
#include <stdio.h>
#include "include/dynlink_api.h"

tcuInit cuInit;
tcuDeviceGet cuDeviceGet;
tcuMemAlloc cuMemAlloc;

int main()
{
    if (loadDriverEntryPoints("libcuda.so.1") != CUDA_SUCCESS) return 1;
    CUuuid id;
    id.bytes[0] = 0;
    CUdevice dev;
    CUdeviceptr p;
    if (cuInit(0) != CUDA_SUCCESS || cuDeviceGet(&dev, 0) != CUDA_SUCCESS) return 2;
    printf("%d\n", (int)cuMemAlloc(&p, 64) + id.bytes[0]);
    return cuDeviceGett(&dev, 1);   // expect: parse
}
