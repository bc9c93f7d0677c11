/* curand.h - parse-prelude stub of the CUDA SDK header: cuRAND host API declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CURAND_H_
#define CURAND_H_
#endif
#include "generated/cu2hip_lib_curand.h"
