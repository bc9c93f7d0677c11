/* curand.h - parse-prelude stub of the CUDA SDK header: cuRAND host API declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_curand.h"
