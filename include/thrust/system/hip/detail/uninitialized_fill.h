/* thrust/system/hip/detail/uninitialized_fill.h - Thrust's uninitialized_fill, uninitialized_fill_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(uninitialized_fill)
HS_THRUST_FORWARD(uninitialized_fill)
HS_THRUST_FORWARD(uninitialized_fill_n)
