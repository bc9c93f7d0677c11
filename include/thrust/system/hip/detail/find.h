/* thrust/system/hip/detail/find.h - Thrust's find, find_if, find_if_not on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(find)
HS_THRUST_FORWARD(find)
HS_THRUST_FORWARD(find_if)
HS_THRUST_FORWARD(find_if_not)
