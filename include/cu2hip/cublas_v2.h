/* cublas_v2.h - parse-prelude stub of the CUDA SDK header: cuBLAS (v2 API) declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cublas.h"
