/* nvrtc.h - parse-prelude stub of the CUDA SDK header: NVRTC declarations. Ownership: rule tables area. */
#pragma once
#include "generated/cu2hip_lib_nvrtc.h"
