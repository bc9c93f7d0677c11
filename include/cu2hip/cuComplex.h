/* cuComplex.h - parse-prelude stub of the CUDA SDK header: cuComplex declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cucomplex.h"
