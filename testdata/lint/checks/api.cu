// Golden cases for api.unsupported and api.deprecated (names from the built-in rule table).
#include <cuda_runtime.h>

struct Config { int cudaInitDevice; };

void setup(Config &c)
{
    int devs[2] = {0, 1};
    cudaInitDevice(devs[0], 0, 0);                              // expect: api.unsupported
    cudaThreadSynchronize();                                     // expect: api.deprecated
    cudaDeviceSynchronize();
    c.cudaInitDevice = 1;
#if 0
    cudaThreadSynchronize();
#endif
    // cudaThreadSynchronize() in a comment is not a use
    const char *msg = "cudaThreadSynchronize";
    (void)msg;
}
