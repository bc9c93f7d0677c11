/* rocrand/hipshim_rocrand.h - how hipshim serves rocRAND's device API: Debian's librocrand-dev
 * headers (/usr/include/rocrand, rocRAND 5.3) are the implementation, on purpose; hipshim's
 * rocrand/ directory has one small header per rocRAND header name, which sets HS_ROCRAND_HEADER
 * to that name and includes this file, which includes the next header of that name (Debian's).
 * They are compiled as device code (__HIP_DEVICE_COMPILE__ defined while they are read): hipshim
 * compiles once for host and device, and rocRAND's device branches are the ones kernels need
 * (MTGP32's block-wide next() and copy(), which on the host side return 0 or copy serially) and
 * the ones AMD's GPUs run (sincospi in the double Box-Muller, half-precision math). Nested
 * rocRAND headers come back here through their "rocrand/..." includes (hipshim's include
 * directory precedes /usr/include); only the outermost one defines and undefines the macro.
 * No include guard: included once per wrapper.
 * Ownership: hipshim's hipRAND/rocRAND area. */
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
/* rocRAND's inline assembly is AMD GPU code: never on hipshim (rocrand_version.h would enable
 * it, and rocrand_common.h then warns that the target lacks it) */
#ifndef ROCRAND_DISABLE_INLINE_ASM
#define ROCRAND_DISABLE_INLINE_ASM
#endif
#if !__has_include_next(HS_ROCRAND_HEADER)
/* one fatal line at the include, as hipshim-cc's guard does for a header hipshim lacks */
#include "hipshim's rocRAND device API needs Debian's librocrand-dev (scripts/setup-deps)"
#endif
#ifdef __HIP_DEVICE_COMPILE__
#include_next HS_ROCRAND_HEADER
#else
#define __HIP_DEVICE_COMPILE__ 1
#include_next HS_ROCRAND_HEADER
#undef __HIP_DEVICE_COMPILE__
#endif
