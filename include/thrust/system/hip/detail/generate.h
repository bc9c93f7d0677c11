/* thrust/system/hip/detail/generate.h - Thrust's generate, generate_n on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(generate)
HS_THRUST_FORWARD(generate)
HS_THRUST_FORWARD(generate_n)
