/* thrust/system/hip/detail/logical.h - Thrust's all_of, any_of, none_of on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(logical)
HS_THRUST_FORWARD(all_of)
HS_THRUST_FORWARD(any_of)
HS_THRUST_FORWARD(none_of)
