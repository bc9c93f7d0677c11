/* hipcub/device/device_partition.hpp - hipCUB's header of that name: DevicePartition, with DeviceSelect (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/device/device_select.hpp>
