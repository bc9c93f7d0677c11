// A header that includes a configuration table in its middle (chain_table.cuh), the way ggml's
// mmq.cuh includes its mmq-config-*.cuh files: the table uses the enum and the CASE macro
// defined above its #include. Not a test by itself.
#pragma once

enum tile_kind { TILE_SMALL, TILE_WIDE, TILE_TALL };

#define CASE(kind, rows) if (t == (kind)) return (rows)

#include "chain_table.cuh"

#undef CASE
