/* hipcub/block/block_store.hpp - hipCUB's header of that name: BlockStore, with BlockExchange and BlockLoad (hipshim's hipCUB).
 * Ownership: hipshim's hipCUB area. */
#pragma once
#include <hipcub/block/block_exchange.hpp>
