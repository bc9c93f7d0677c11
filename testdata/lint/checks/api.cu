// Golden cases for api.unsupported and api.deprecated (names from the built-in rule table).
#include <cuda_runtime.h>

struct Config { int cudaSetValidDevices; };

void setup(Config &c)
{
    int devs[2] = {0, 1};
    cudaSetValidDevices(devs, 2);                                // expect: api.unsupported
    cudaThreadSynchronize();                                     // expect: api.deprecated
    cudaDeviceSynchronize();
    c.cudaSetValidDevices = 1;
#if 0
    cudaThreadSynchronize();
#endif
    // cudaThreadSynchronize() in a comment is not a use
    const char *msg = "cudaThreadSynchronize";
    (void)msg;
}
