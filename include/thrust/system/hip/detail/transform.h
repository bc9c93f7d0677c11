/* thrust/system/hip/detail/transform.h - Thrust's transform, transform_if on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(transform)
HS_THRUST_FORWARD(transform)
HS_THRUST_FORWARD(transform_if)
