// A CUDA header included inside extern "C" { } (issue 31): HIP's runtime header is C++, so it
// goes before the block, before the #ifdef __cplusplus that opens it.
#include <hip/hip_runtime.h>
#ifdef __cplusplus
extern "C" {
#endif
#include <stdio.h>

int device_count(void);

#ifdef __cplusplus
}
#endif

int device_count(void)
{
    int n = 0;
    hipGetDeviceCount(&n);
    return n;
}
