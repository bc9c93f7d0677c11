/* nppi_data_exchange_and_initialization.h - parse-prelude stub of the CUDA toolkit header: one part of nppi.h, declared with all of it. AMD states no HIP counterpart of NPP. */
#pragma once
/* the toolkit header's include guard, which user code may test */
#ifndef NV_NPPI_DATA_EXCHANGE_AND_INITIALIZATION_H
#define NV_NPPI_DATA_EXCHANGE_AND_INITIALIZATION_H
#endif
#include <nppi.h>
