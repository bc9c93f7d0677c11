/* nppi_color_conversion.h - parse-prelude stub of the CUDA toolkit header: one part of nppi.h, declared with all of it. AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPI_COLOR_CONVERSION_H
#define NV_NPPI_COLOR_CONVERSION_H
#endif
#include <nppi.h>
