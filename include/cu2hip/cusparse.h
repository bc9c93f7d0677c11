/* cusparse.h - parse-prelude stub of the CUDA SDK header: cuSPARSE declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUSPARSE_H_
#define CUSPARSE_H_
#endif
#ifndef CUSPARSEAPI
#define CUSPARSEAPI
#endif
#include "generated/cu2hip_lib_cusparse.h"
