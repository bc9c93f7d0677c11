/* thrust/system/hip/detail/set_operations.h - Thrust's set_difference, set_difference_by_key, set_intersection, set_intersection_by_key, set_symmetric_difference, set_symmetric_difference_by_key, set_union, set_union_by_key on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(set_operations)
HS_THRUST_FORWARD(set_difference)
HS_THRUST_FORWARD(set_difference_by_key)
HS_THRUST_FORWARD(set_intersection)
HS_THRUST_FORWARD(set_intersection_by_key)
HS_THRUST_FORWARD(set_symmetric_difference)
HS_THRUST_FORWARD(set_symmetric_difference_by_key)
HS_THRUST_FORWARD(set_union)
HS_THRUST_FORWARD(set_union_by_key)
