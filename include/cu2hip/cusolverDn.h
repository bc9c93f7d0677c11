/* cusolverDn.h - parse-prelude stub of the CUDA SDK header: cuSOLVER dense declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUSOLVERDN_H_
#define CUSOLVERDN_H_
#endif
#ifndef CUSOLVER_COMMON_H_
#define CUSOLVER_COMMON_H_
#endif
#include "generated/cu2hip_lib_cusolver.h"
