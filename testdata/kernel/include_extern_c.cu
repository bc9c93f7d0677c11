// A CUDA header included inside extern "C" { } (issue 31): HIP's runtime header is C++, so it
// goes before the block, before the #ifdef __cplusplus that opens it.
#ifdef __cplusplus
extern "C" {
#endif
#include <cuda_runtime.h>
#include <stdio.h>

int device_count(void);

#ifdef __cplusplus
}
#endif

int device_count(void)
{
    int n = 0;
    cudaGetDeviceCount(&n);
    return n;
}
