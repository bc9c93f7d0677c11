/* thrust/system/hip/detail/uninitialized_copy.h - Thrust's uninitialized_copy, uninitialized_copy_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(uninitialized_copy)
HS_THRUST_FORWARD(uninitialized_copy)
HS_THRUST_FORWARD(uninitialized_copy_n)
