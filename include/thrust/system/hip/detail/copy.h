/* thrust/system/hip/detail/copy.h - Thrust's copy, copy_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(copy)
HS_THRUST_FORWARD(copy)
HS_THRUST_FORWARD(copy_n)
