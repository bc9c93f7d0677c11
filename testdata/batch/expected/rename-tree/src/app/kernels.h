// Host-side entry points of the kernels library.
#pragma once
#include <hip/hip_runtime.h>

void launch_vector_add(const float *a, const float *b, float *c, int n, hipStream_t s);
float reduce_host(const float *d_in, int n);
