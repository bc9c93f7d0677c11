// A file with errors is still translated; the errors become warnings.
// cu2hip-test: no-compile (the input does not compile either)
#include <hip/hip_runtime.h>

int main()
{
    float *d;
    hipMalloc(&d, 16) +;
    undeclared_helper(d);
    hipFree(d);
    return 0;
}
