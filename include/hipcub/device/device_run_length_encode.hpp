/* hipcub/device/device_run_length_encode.hpp - hipCUB's header of that name: DeviceRunLengthEncode, with DeviceReduce (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/device/device_reduce.hpp>
