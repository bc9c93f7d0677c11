/* nppi.h - parse-prelude stub of the CUDA toolkit header: NPP's image processing functions (nppi.h and the nppi_*.h it includes). AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPI_H
#define NV_NPPI_H
#endif
#include "generated/cu2hip_lib_nppi.h"
