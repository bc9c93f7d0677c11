/* cusolverSp.h - parse-prelude stub of the CUDA SDK header: cuSOLVER sparse declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUSOLVERSP_H_
#define CUSOLVERSP_H_
#endif
/* what the SDK header includes (their guards and API macros, which user code tests) */
#include <cusparse.h>
#include <cublas_v2.h>
#ifndef CUSOLVER_COMMON_H_
#define CUSOLVER_COMMON_H_
#endif
#include "generated/cu2hip_lib_cusolver_sp.h"
