/* nvtx3/nvToolsExtCudaRt.h - stub of NVTX 3 (CUDA 13) for the parse prelude: see nvToolsExt.h at the top of the prelude. */
#pragma once
#include <nvToolsExtCudaRt.h>
