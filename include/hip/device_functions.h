/* device_functions.h - HIP's device-intrinsics header name; hipshim declares them in hip_runtime.h.
 * Ownership: declares nothing of its own. */
#ifndef HIPSHIM_DEVICE_FUNCTIONS_H
#define HIPSHIM_DEVICE_FUNCTIONS_H
#include "hip_runtime.h"
#endif
