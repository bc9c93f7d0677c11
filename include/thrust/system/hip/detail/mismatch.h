/* thrust/system/hip/detail/mismatch.h - Thrust's mismatch on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(mismatch)
HS_THRUST_FORWARD(mismatch)
