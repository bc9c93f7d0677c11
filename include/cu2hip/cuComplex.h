/* cuComplex.h - parse-prelude stub of the CUDA SDK header: cuComplex declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_
#endif
#include "generated/cu2hip_lib_cucomplex.h"
