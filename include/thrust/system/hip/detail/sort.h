/* thrust/system/hip/detail/sort.h - Thrust's is_sorted, is_sorted_until, sort, sort_by_key, stable_sort, stable_sort_by_key on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(sort)
HS_THRUST_FORWARD(is_sorted)
HS_THRUST_FORWARD(is_sorted_until)
HS_THRUST_FORWARD(sort)
HS_THRUST_FORWARD(sort_by_key)
HS_THRUST_FORWARD(stable_sort)
HS_THRUST_FORWARD(stable_sort_by_key)
