/* thrust/system/hip/detail/transform_reduce.h - Thrust's transform_reduce on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(transform_reduce)
HS_THRUST_FORWARD(transform_reduce)
