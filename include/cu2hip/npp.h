/* npp.h - parse-prelude stub of the CUDA toolkit header: all of NPP (npp.h: nppdefs.h, nppcore.h, nppi.h, npps.h). AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPP_H
#define NV_NPP_H
#endif
#include <nppdefs.h>
#include <nppcore.h>
#include <nppi.h>
#include <npps.h>
/* npp.h's own: the NPP_VERSION macros */
#include "generated/cu2hip_lib_npp.h"
