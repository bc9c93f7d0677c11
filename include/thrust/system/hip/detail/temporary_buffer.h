/* thrust/system/hip/detail/temporary_buffer.h - the hip system takes Thrust's generic temporary_buffer
 * (through malloc_and_free.h for hip policies). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
