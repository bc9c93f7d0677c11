/* hip_runtime.h - hipshim's main HIP header: the host API (hip_runtime_api.h), kernel launches
 * (hipshim/hs_launch.hpp) and the kernel language that runs HIP kernels on CPU threads
 * (qualifiers, built-in variables, barriers, fences, atomics, warp functions, intrinsics, math,
 * vector types, texture and surface fetches). Programs include this header exactly as with real HIP;
 * C sources get the host API, as from real HIP's header.
 * Ownership: as hip_runtime_api.h (host objects), hipshim/hs_launch.hpp (launches) and
 * hipshim/hs_core.h (the running GPU thread, block and grid) state. */
#ifndef HIPSHIM_HIP_RUNTIME_H
#define HIPSHIM_HIP_RUNTIME_H
/* Real HIP's include guards, which ported helper headers test (cu2hip maps CUDA's guards such as
 * __CUDA_RUNTIME_H__ to them). */
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_DRIVER_TYPES_H

#ifndef __cplusplus
/* C host code (a .c file of a HIP program, which hipcc compiles as C): as real HIP's header in C
 * (amd_hip_runtime.h keeps its kernel language under __cplusplus), the C standard headers it
 * includes and the host API. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include "hip_runtime_api.h"
#else
/* hs_device.hpp includes the standard headers, hip_runtime_api.h and hipshim/hs_launch.hpp before
 * it defines the qualifier and built-in variable macros. */
#include "hipshim/hs_device.hpp"
#include "hip_vector_types.h"
#include "hipshim/hs_atomic.hpp"
#include "hipshim/hs_warp.hpp"
#include "hipshim/hs_amdgcn.hpp"
#include "hipshim/hs_intrinsics.hpp"
#include "hipshim/hs_math.hpp"
#include "hipshim/hs_texture.hpp"
#include "hipshim/hs_module.hpp"
#endif

#endif
