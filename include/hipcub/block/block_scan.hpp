/* hipcub/block/block_scan.hpp - hipCUB's header of that name: BlockScan, with BlockReduce (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/block/block_reduce.hpp>
