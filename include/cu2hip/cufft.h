/* cufft.h - parse-prelude stub of the CUDA SDK header: cuFFT declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef _CUFFT_H_
#define _CUFFT_H_
#endif
#include "generated/cu2hip_lib_cufft.h"
