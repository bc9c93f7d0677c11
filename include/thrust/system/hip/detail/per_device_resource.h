/* thrust/system/hip/detail/per_device_resource.h - the hip system takes Thrust's generic per_device_resource
 * (through malloc_and_free.h for hip policies). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
