/* thrust/system/hip/detail/gather.h - Thrust's gather, gather_if on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(gather)
HS_THRUST_FORWARD(gather)
HS_THRUST_FORWARD(gather_if)
