/* cudaEGL.h - parse-prelude stub of the CUDA SDK header: EGL interoperability of the driver API (EGL's types come from the system's <EGL/egl.h>, as in the SDK) declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef CUDAEGL_H
#define CUDAEGL_H
#endif
#include <cuda.h>
#include "generated/cu2hip_lib_cuda_egl.h"
