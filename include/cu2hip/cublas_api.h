/* cublas_api.h - parse-prelude stub of the CUDA SDK header: cuBLAS declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUBLAS_API_H_
#define CUBLAS_API_H_
#endif
#include "generated/cu2hip_lib_cublas.h"
