/* cuda_egl_interop.h - parse-prelude stub of the CUDA SDK header: EGL interoperability of the runtime API (EGL's types come from the system's <EGL/egl.h>, as in the SDK) declarations. */
#pragma once
/* the SDK header's include guard, which user code may test */
#ifndef __CUDA_EGL_INTEROP_H__
#define __CUDA_EGL_INTEROP_H__
#endif
#include "generated/cu2hip_lib_cuda_egl_interop.h"
