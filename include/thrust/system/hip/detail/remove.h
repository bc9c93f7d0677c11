/* thrust/system/hip/detail/remove.h - Thrust's remove, remove_copy, remove_copy_if, remove_if on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(remove)
HS_THRUST_FORWARD(remove)
HS_THRUST_FORWARD(remove_copy)
HS_THRUST_FORWARD(remove_copy_if)
HS_THRUST_FORWARD(remove_if)
