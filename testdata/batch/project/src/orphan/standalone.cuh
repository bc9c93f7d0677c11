// A header no source includes: translated on its own.
#pragma once
#include <cuda_runtime.h>

inline cudaError_t device_count(int *n) { return cudaGetDeviceCount(n); }
