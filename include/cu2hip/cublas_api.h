/* cublas_api.h - parse-prelude stub of the CUDA SDK header: cuBLAS declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cublas.h"
