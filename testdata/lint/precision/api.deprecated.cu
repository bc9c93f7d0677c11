// Precision of api.deprecated: CUDA APIs deprecated in CUDA are reported; their replacements are
// not, nor are APIs only HIP deprecates (CUDA 13's cudaProfilerStart/Stop are not deprecated).
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

void profile()
{
    cudaProfilerStart();
    cudaThreadSynchronize();                                         // expect: api.deprecated
    cudaDeviceSynchronize();
    cudaProfilerStop();
}
