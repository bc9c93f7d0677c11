/* thrust/system/hip/detail/merge.h - Thrust's merge, merge_by_key on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(merge)
HS_THRUST_FORWARD(merge)
HS_THRUST_FORWARD(merge_by_key)
