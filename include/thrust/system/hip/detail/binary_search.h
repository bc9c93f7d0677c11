/* thrust/system/hip/detail/binary_search.h - Thrust's binary_search, equal_range, lower_bound, upper_bound on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(binary_search)
HS_THRUST_FORWARD(binary_search)
HS_THRUST_FORWARD(equal_range)
HS_THRUST_FORWARD(lower_bound)
HS_THRUST_FORWARD(upper_bound)
