/* npps.h - parse-prelude stub of the CUDA toolkit header: NPP's signal processing functions (npps.h and the npps_*.h it includes). AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPS_H
#define NV_NPPS_H
#endif
#include "generated/cu2hip_lib_npps.h"
