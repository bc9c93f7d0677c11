/* thrust/system/hip/detail/scan_by_key.h - Thrust's exclusive_scan_by_key, inclusive_scan_by_key on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(scan_by_key)
HS_THRUST_FORWARD(exclusive_scan_by_key)
HS_THRUST_FORWARD(inclusive_scan_by_key)
