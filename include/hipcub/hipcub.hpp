/* hipcub/hipcub.hpp - hipshim's hipCUB: everything (util_type.hpp says what it is).
 * Ownership: hipshim's hipCUB area. */
#pragma once

#include <hipcub/util_type.hpp>
#include <hipcub/util_allocator.hpp>
#include <hipcub/block/block_reduce.hpp>
#include <hipcub/block/block_exchange.hpp>
#include <hipcub/block/block_radix_sort.hpp>
#include <hipcub/warp/warp_reduce.hpp>
#include <hipcub/device/device_reduce.hpp>
#include <hipcub/device/device_scan.hpp>
#include <hipcub/device/device_radix_sort.hpp>
#include <hipcub/device/device_select.hpp>
#include <hipcub/device/device_histogram.hpp>
