/* thrust/system/hip/detail/for_each.h - Thrust's for_each, for_each_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(for_each)
HS_THRUST_FORWARD(for_each)
HS_THRUST_FORWARD(for_each_n)
