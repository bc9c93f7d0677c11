/* thrust/system/hip/execution_policy.h - rocThrust's thrust/system/hip/execution_policy.h: the
 * hip system's policies (thrust::hip::par, par.on(stream), par_nosync), memory and element
 * access. Its algorithms come with Thrust's algorithm headers (thrust/sort.h, ...), which include
 * detail/<algorithm>.h after declaring them. Ownership: hipshim's Thrust area. */
#pragma once

#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/system/hip/detail/par.h>
#include <thrust/system/hip/memory.h>
#include <thrust/system/hip/detail/get_value.h>
#include <thrust/system/hip/detail/assign_value.h>
#include <thrust/system/hip/detail/iter_swap.h>
