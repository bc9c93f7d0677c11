/* cusolverSp_LOWLEVEL_PREVIEW.h - parse-prelude stub of the CUDA SDK header: cuSOLVER sparse low-level declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUSOLVERSP_LOWLEVEL_PREVIEW_H_
#define CUSOLVERSP_LOWLEVEL_PREVIEW_H_
#endif
#include <cusolverSp.h>
#include "generated/cu2hip_lib_cusolver_sp_lowlevel.h"
