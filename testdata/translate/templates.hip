// Rules with call templates rewrite only the pieces between the arguments.
#include <hip/hip_runtime.h>

__constant__ float coef[16];
__device__ int counter;

int main()
{
    float host[16] = {0};
    float *pinned;
    hipHostMalloc(&pinned, sizeof host, 0);
    hipHostMalloc((void **)&pinned,
                   sizeof(float) * 16, 0);   /* arguments keep their layout */
    hipMemcpyToSymbol(HIP_SYMBOL(coef), host, sizeof host);
    hipMemcpyToSymbol(HIP_SYMBOL(coef),
                       host,
                       sizeof(float) * 4,
                       0,
                       hipMemcpyHostToDevice);
    int value = 0;
    hipMemcpyFromSymbol(&value, HIP_SYMBOL(counter), sizeof value);
    void *addr = nullptr;
    hipGetSymbolAddress(&addr, HIP_SYMBOL(counter));
    hipHostFree(pinned);
    return 0;
}
