/* nppdefs.h - parse-prelude stub of the CUDA toolkit header: NPP's types, enums and constants (nppdefs.h). AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPIDEFS_H
#define NV_NPPIDEFS_H
#endif
#include "generated/cu2hip_lib_npp_core.h"
