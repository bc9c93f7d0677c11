/* nvrtc.h - parse-prelude stub of the CUDA SDK header: NVRTC declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef __NVRTC_H__
#define __NVRTC_H__
#endif
#include "generated/cu2hip_lib_nvrtc.h"
