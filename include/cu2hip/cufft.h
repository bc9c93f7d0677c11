/* cufft.h - parse-prelude stub of the CUDA SDK header: cuFFT declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_cufft.h"
