/* nvjpeg.h - parse-prelude stub of the CUDA toolkit header: nvJPEG declarations. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_JPEG_HEADER
#define NV_JPEG_HEADER
#endif
/* the toolkit header defines its (empty) linkage macro right after its guard, and code tests it:
 * cuda-samples' helper_cuda.h declares its nvjpegStatus_t error names under #ifdef NVJPEGAPI */
#ifndef NVJPEGAPI
#define NVJPEGAPI
#endif
#include <cuda_runtime_api.h>
#include "generated/cu2hip_lib_nvjpeg.h"
