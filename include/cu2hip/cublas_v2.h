/* cublas_v2.h - parse-prelude stub of the CUDA SDK header: cuBLAS (v2 API) declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUBLAS_V2_H_
#define CUBLAS_V2_H_
#endif
#ifndef CUBLAS_API_H_
#define CUBLAS_API_H_
#endif
#include "generated/cu2hip_lib_cublas.h"
