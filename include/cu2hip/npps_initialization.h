/* npps_initialization.h - parse-prelude stub of the CUDA toolkit header: one part of npps.h, declared with all of it. AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPS_INITIALIZATION_H
#define NV_NPPS_INITIALIZATION_H
#endif
#include <npps.h>
