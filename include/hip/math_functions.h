/* math_functions.h - HIP's device math header name; hipshim declares the math in hip_runtime.h.
 * Ownership: declares nothing of its own. */
#ifndef HIPSHIM_MATH_FUNCTIONS_H
#define HIPSHIM_MATH_FUNCTIONS_H
#include "hip_runtime.h"
#endif
