// Prelude: a configuration table that is a fragment of the header including it
// (chain_kernels.cuh, itself included by chain_table.cu). It includes that header back, as
// ggml's mmq-load-tiles.cuh includes mmq.cuh: in the chain, #pragma once keeps the includer
// from being read twice. Linted on its own it lacks CASE and the enum; in its includers'
// context only the misspelling is left.
#pragma once
#include "chain_kernels.cuh"

static __host__ __device__ int tile_for(int t)
{
    CASE(TILE_SMALL, 16);
    CASE(TILE_WIDE, 64);
    CASE(TILE_TALL, 128);
    return tile_defualt;   // expect: parse
}
