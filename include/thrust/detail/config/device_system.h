/* thrust/detail/config/device_system.h - hipshim's Thrust device system. hipshim serves rocThrust's
 * API (`thrust::`) from Debian's libthrust-dev (NVIDIA Thrust 1.17, header-only): this header,
 * found before Debian's of the same name, adds the device system rocThrust has, HIP (5, as
 * rocThrust numbers it), and makes it the default, so thrust::device_vector, thrust::device and
 * thrust::hip::par mean hipshim memory and hipshim stream order (thrust/system/hip/). The other
 * systems (OMP, TBB, CPP) can still be chosen with -DTHRUST_DEVICE_SYSTEM=...; CUDA cannot.
 * Ownership: hipshim's Thrust area. */
#pragma once

#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_DEVICE_SYSTEM_HIP 5

#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_HIP
#endif

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_HIP
#define __THRUST_DEVICE_SYSTEM_NAMESPACE hip
#elif THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP
#define __THRUST_DEVICE_SYSTEM_NAMESPACE omp
#elif THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_TBB
#define __THRUST_DEVICE_SYSTEM_NAMESPACE tbb
#elif THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CPP
#define __THRUST_DEVICE_SYSTEM_NAMESPACE cpp
#else
#error "hipshim's Thrust: THRUST_DEVICE_SYSTEM must be HIP (the default), OMP, TBB or CPP"
#endif

#define __THRUST_DEVICE_SYSTEM_ROOT thrust/system/__THRUST_DEVICE_SYSTEM_NAMESPACE
