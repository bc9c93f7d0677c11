/* nvvm.h - parse-prelude stub of the CUDA SDK header: libNVVM declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef NVVM_H
#define NVVM_H
#endif
#include "generated/cu2hip_lib_nvvm.h"
