/* thrust/system/hip/detail/fill.h - Thrust's fill, fill_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(fill)
HS_THRUST_FORWARD(fill)
HS_THRUST_FORWARD(fill_n)
