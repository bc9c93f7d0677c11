/* cub/cub.cuh - parse-prelude stub of the CUDA SDK header: CUB declarations. */
#pragma once
#include <generated/cu2hip_lib_cub.h>  /* via the prelude root: ".." does not resolve in the embedded copy */
