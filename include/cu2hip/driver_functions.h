/* driver_functions.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: its
 * make_cudaPitchedPtr, make_cudaPos and make_cudaExtent are in the prelude, which this includes. */
#ifndef CU2HIP_STUB_DRIVER_FUNCTIONS_H
#define CU2HIP_STUB_DRIVER_FUNCTIONS_H
#pragma clang system_header
#include <cu2hip_prelude.h>
#endif
