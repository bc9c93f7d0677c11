/* thrust/system/hip/detail/reverse.h - Thrust's reverse, reverse_copy on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(reverse)
HS_THRUST_FORWARD(reverse)
HS_THRUST_FORWARD(reverse_copy)
