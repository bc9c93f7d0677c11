/* thrust/system/hip/detail/unique.h - Thrust's unique, unique_copy, unique_count on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(unique)
HS_THRUST_FORWARD(unique)
HS_THRUST_FORWARD(unique_copy)
HS_THRUST_FORWARD(unique_count)
