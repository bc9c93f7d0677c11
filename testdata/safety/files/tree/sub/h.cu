#include <cuda_runtime.h>

void sync_all() { cudaDeviceSynchronize(); }
