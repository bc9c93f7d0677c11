/* thrust/system/hip/detail/partition.h - Thrust's is_partitioned, partition, partition_copy, partition_point, stable_partition, stable_partition_copy on the hip system: wait for queued
 * device work, then the host back end (execution_policy.h). Ownership: hipshim's Thrust area. */
#pragma once
#include <thrust/detail/config.h>
#include <thrust/system/hip/detail/execution_policy.h>
#include HS_THRUST_BASE(partition)
HS_THRUST_FORWARD(is_partitioned)
HS_THRUST_FORWARD(partition)
HS_THRUST_FORWARD(partition_copy)
HS_THRUST_FORWARD(partition_point)
HS_THRUST_FORWARD(stable_partition)
HS_THRUST_FORWARD(stable_partition_copy)
