// A file with errors is still translated; the errors become warnings.
// cu2hip-test: no-compile (the input does not compile either)
#include <cuda_runtime.h>

int main()
{
    float *d;
    cudaMalloc(&d, 16) +;
    undeclared_helper(d);
    cudaFree(d);
    return 0;
}
