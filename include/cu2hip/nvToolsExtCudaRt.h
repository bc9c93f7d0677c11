/* nvToolsExtCudaRt.h - stub of NVTX 3 (CUDA 13) for the parse prelude: see nvToolsExt.h. Ownership: core translator area. */
#pragma once
#include "nvToolsExt.h"
