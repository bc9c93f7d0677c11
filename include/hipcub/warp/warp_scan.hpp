/* hipcub/warp/warp_scan.hpp - hipCUB's header of that name: WarpScan, with WarpReduce (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/warp/warp_reduce.hpp>
