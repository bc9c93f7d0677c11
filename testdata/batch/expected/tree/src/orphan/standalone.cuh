// A header no source includes: translated on its own.
#pragma once
#include <hip/hip_runtime.h>

inline hipError_t device_count(int *n) { return hipGetDeviceCount(n); }
