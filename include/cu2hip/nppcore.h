/* nppcore.h - parse-prelude stub of the CUDA toolkit header: NPP's core functions: versions, stream contexts (nppcore.h). AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPCORE_H
#define NV_NPPCORE_H
#endif
#include "generated/cu2hip_lib_npp_core.h"
