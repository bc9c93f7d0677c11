/* crt/host_defines.h - stub of the CUDA SDK header of that name for cu2hip's parse prelude: everything is in the prelude, which this includes. */
#ifndef CU2HIP_STUB_CRT_HOST_DEFINES_H
#define CU2HIP_STUB_CRT_HOST_DEFINES_H
#pragma clang system_header
#include <cu2hip_prelude.h>

#endif
