/* hipcub/block/block_histogram.hpp - hipCUB's header of that name: BlockHistogram, with BlockRadixSort (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/block/block_radix_sort.hpp>
