// Precision of api.deprecated: CUDA APIs deprecated in CUDA are reported; their replacements are
// not.
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

void profile()
{
    cudaProfilerStart();                                             // expect: api.deprecated
    cudaDeviceSynchronize();
    cudaProfilerStop();                                              // expect: api.deprecated
}
