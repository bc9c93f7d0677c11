/* curand_kernel.h - parse-prelude stub of the CUDA SDK header: cuRAND device API declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
#endif
#include "generated/cu2hip_lib_curand_kernel.h"
