// host code that uses the CUDA runtime: linted
#include <cuda_runtime.h>
void run(void *args[], int blocks) { cudaLaunchCooperativeKernel((void *)0, blocks, 64, args, 0, 0); }
