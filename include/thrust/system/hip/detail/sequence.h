/* thrust/system/hip/detail/sequence.h - Thrust's sequence on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(sequence)
HS_THRUST_FORWARD(sequence)
