/* cuda_profiler_api.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the profiler API is declared in the prelude. */
#ifndef CU2HIP_STUB_CUDA_PROFILER_API_H
#define CU2HIP_STUB_CUDA_PROFILER_API_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef __CUDA_PROFILER_API_H__
#define __CUDA_PROFILER_API_H__
#endif
#include <cu2hip_prelude.h>
#endif
