#include <cuda.h>

int main() { return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }
