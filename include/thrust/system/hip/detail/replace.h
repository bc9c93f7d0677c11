/* thrust/system/hip/detail/replace.h - Thrust's replace, replace_copy, replace_copy_if, replace_if on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(replace)
HS_THRUST_FORWARD(replace)
HS_THRUST_FORWARD(replace_copy)
HS_THRUST_FORWARD(replace_copy_if)
HS_THRUST_FORWARD(replace_if)
