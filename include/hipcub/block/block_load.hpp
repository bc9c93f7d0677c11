/* hipcub/block/block_load.hpp - hipCUB's header of that name: BlockLoad, with BlockExchange and BlockStore (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/block/block_exchange.hpp>
