/* thrust/system/hip/detail/transform_scan.h - Thrust's transform_exclusive_scan, transform_inclusive_scan on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(transform_scan)
HS_THRUST_FORWARD(transform_exclusive_scan)
HS_THRUST_FORWARD(transform_inclusive_scan)
