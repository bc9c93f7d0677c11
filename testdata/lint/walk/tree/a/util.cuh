#pragma once
#include <cuda_runtime.h>
__device__ inline int lane_of(int tid) { return tid & 31; }
