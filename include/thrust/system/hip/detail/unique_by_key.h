/* thrust/system/hip/detail/unique_by_key.h - Thrust's unique_by_key, unique_by_key_copy on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(unique_by_key)
HS_THRUST_FORWARD(unique_by_key)
HS_THRUST_FORWARD(unique_by_key_copy)
