/* hipcub/block/block_discontinuity.hpp - hipCUB's header of that name: BlockDiscontinuity, with BlockRadixSort (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/block/block_radix_sort.hpp>
