/* thrust/system/hip/detail/extrema.h - Thrust's max_element, min_element, minmax_element on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(extrema)
HS_THRUST_FORWARD(max_element)
HS_THRUST_FORWARD(min_element)
HS_THRUST_FORWARD(minmax_element)
