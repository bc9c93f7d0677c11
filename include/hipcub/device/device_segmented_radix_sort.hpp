/* hipcub/device/device_segmented_radix_sort.hpp - hipCUB's header of that name: DeviceSegmentedRadixSort, with DeviceRadixSort (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/device/device_radix_sort.hpp>
