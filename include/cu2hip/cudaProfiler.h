/* cudaProfiler.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the driver profiler API (cuProfilerStart, cuProfilerStop) is declared in the prelude.
 * Ownership: rule tables area (with the generated declarations). */
#ifndef CU2HIP_STUB_CUDAPROFILER_H
#define CU2HIP_STUB_CUDAPROFILER_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef cuda_profiler_H
#define cuda_profiler_H
#endif
#include <cu2hip_prelude.h>
#endif
