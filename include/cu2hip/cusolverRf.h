/* cusolverRf.h - parse-prelude stub of the CUDA SDK header: cuSOLVER refactorization declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUSOLVERRF_H_
#define CUSOLVERRF_H_
#endif
/* what the SDK header includes (their guards, which user code tests) */
#include <cuComplex.h>
#ifndef CUSOLVER_COMMON_H_
#define CUSOLVER_COMMON_H_
#endif
#include "generated/cu2hip_lib_cusolver_rf.h"
