// Precision of the lint's cudaDeviceProp check: the fields HIP lacks are reported where they are
// read; declaring the struct and reading fields hipDeviceProp_t has are not.
// (Also runs as a checks case: the rule-table id runtime.cudaDeviceProp.)
#include <cstdio>
#include <cuda_runtime.h>

struct MyProp { int mpsEnabled; };

void show(int dev)
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("%s %d.%d %zu\n", prop.name, prop.major, prop.minor, prop.totalGlobalMem);
    printf("%d\n", prop.multiProcessorCount);
    printf("%d\n", prop.mpsEnabled);                               // expect: runtime.cudaDeviceProp
    const cudaDeviceProp *pp = &prop;
    printf("%u\n", pp->gpuPciDeviceID);                            // expect: runtime.cudaDeviceProp
    printf("%d\n", prop.sparseCudaArraySupported);                 // expect: runtime.cudaDeviceProp
    MyProp mine = { 1 };
    printf("%d\n", mine.mpsEnabled);
}
