// link_flags.hip - a HIP program linked with the runtime's -l names (hipshim.libs.link-flags).
#include <cstdio>
#include <hip/hip_runtime.h>

int main()
{
    int n = 0;
    if (hipGetDeviceCount(&n) != hipSuccess || n < 1)
        return 1;
    printf("link_flags: ok\n");
    return 0;
}
