/* hipcub/device/device_segmented_reduce.hpp - hipCUB's header of that name: DeviceSegmentedReduce, with DeviceReduce (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/device/device_reduce.hpp>
