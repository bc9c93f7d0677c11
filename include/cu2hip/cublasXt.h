/* cublasXt.h - parse-prelude stub of the CUDA SDK header: cuBLASXt (multi-GPU cuBLAS) declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUBLAS_XT_H_
#define CUBLAS_XT_H_
#endif
/* what the SDK header includes (its guards, which user code tests) */
#include <cublas_v2.h>
#include "generated/cu2hip_lib_cublasxt.h"
