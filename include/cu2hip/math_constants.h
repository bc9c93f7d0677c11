/* math_constants.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: the CUDART_* float constants.
 * Ownership: core translator area. */
#ifndef CU2HIP_STUB_MATH_CONSTANTS_H
#define CU2HIP_STUB_MATH_CONSTANTS_H
#pragma clang system_header
/* the SDK header's include guard, which user code may test */
#ifndef __MATH_CONSTANTS_H__
#define __MATH_CONSTANTS_H__
#endif
#include <cu2hip_prelude.h>
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_PI_F 3.141592654f
#define CUDART_PIO2_F 1.570796327f
#define CUDART_2_OVER_PI_F 0.636619772f
#define CUDART_SQRT_2_F 1.414213562f
#define CUDART_LN2_F 0.693147181f
#define CUDART_MIN_DENORM_F 1.40129846e-45f
#define CUDART_MAX_NORMAL_F 3.40282347e+38f
#define CUDART_ONE_F 1.0f
#define CUDART_ZERO_F 0.0f
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN __builtin_nan("")
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_PIO2 1.5707963267948966e+0
#define CUDART_SQRT_2 1.4142135623730951e+0
#define CUDART_LN2 6.9314718055994529e-1
#endif
