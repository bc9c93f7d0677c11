/* thrust/system/hip/detail/adjacent_difference.h - Thrust's adjacent_difference on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(adjacent_difference)
HS_THRUST_FORWARD(adjacent_difference)
