/* thrust/system/hip/detail/inner_product.h - Thrust's inner_product on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(inner_product)
HS_THRUST_FORWARD(inner_product)
