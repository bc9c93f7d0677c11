/* thrust/system/hip/detail/count.h - Thrust's count, count_if on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(count)
HS_THRUST_FORWARD(count)
HS_THRUST_FORWARD(count_if)
