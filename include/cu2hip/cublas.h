/* cublas.h - parse-prelude stub of the CUDA SDK header: the handle API's declarations and the
 * legacy header's own spelling of its status type (cublasStatus); the handle-less legacy
 * functions are not declared (hipBLAS has none). Ownership: rule tables area. */
#pragma once
#ifndef CUBLAS_H_
#define CUBLAS_H_
#endif
#include "generated/cu2hip_lib_cublas.h"
#define cublasStatus cublasStatus_t
