/* thrust/system/hip/detail/swap_ranges.h - Thrust's swap_ranges on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(swap_ranges)
HS_THRUST_FORWARD(swap_ranges)
