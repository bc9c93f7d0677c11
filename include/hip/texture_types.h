/* texture_types.h - HIP's header of this name: hipshim declares its types in hip_runtime_api.h
 * (hipshim/hs_image_types.h), which this header includes.
 * Ownership: as hip_runtime_api.h states. */
#include "hip_runtime_api.h"
