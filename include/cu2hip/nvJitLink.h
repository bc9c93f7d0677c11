/* nvJitLink.h - parse-prelude stub of the CUDA SDK header: nvJitLink declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef nvJitLink_INCLUDED
#define nvJitLink_INCLUDED
#endif
#include "generated/cu2hip_lib_nvjitlink.h"
