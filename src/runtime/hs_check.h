/* hs_check.h - the runtime side of `hipshim-cc --check` / `cu2hip-run --check` (docs/CHECK.md):
 * shared-memory race, bounds and uninitialised-read checks fed by the compiler's load/store
 * callbacks (clang -fsanitize-coverage=trace-loads,trace-stores), and barrier checks fed by
 * hs_block.c. Findings are deduplicated and written when the program exits.
 * Ownership: all state is the checker's: one context per OS thread that runs blocks (its shadow
 * cells, freed when the thread exits), the findings table (process lifetime). */
#ifndef HIPSHIM_HS_CHECK_H
#define HIPSHIM_HS_CHECK_H

#include "hs_internal.h"

/* hs_check_on (hs_internal.h) is set once a block of a program built with --check started
 * (and HIPSHIM_CHECK is not "none"); hs_block.c calls the hooks below (through the
 * hs_check_hooks that this file registers) only then. */
/* Settles hs_check_on; called before each grid's first block on an OS thread. */
void hs_check_init(void);
/* A block of g starts on this OS thread (its dynamic shared memory at dynshm). */
void hs_check_block_begin(const hs_grid *g, hs_dim3 block_idx, unsigned warp_size, void *dynshm);
/* A barrier completed: the block's (block or grid barrier) when warp < 0, else one of warp
 * `warp` (warp barrier, shuffle, vote, convergence) or a lockstep point of that warp. */
void hs_check_sync(int warp);
/* The current thread arrives at a __syncthreads at `site` (a return address). */
void hs_check_barrier_arrive(const void *site);
/* A barrier cannot complete (site: where the current thread waits, or NULL), or a grid sync
 * ran in a non-cooperative launch: records the finding and writes the report (the caller
 * aborts). */
void hs_check_fatal_sync(const void *site, const char *what);
/* The current thread arrives at a masked warp barrier (__syncwarp(mask), a cooperative-groups
 * tile or coalesced-group sync) at `site` with `mask` (lanes of its warp); own: whether the
 * mask has its own lane. */
void hs_check_warp_arrive(const void *site, uint64_t mask, int own);
/* At a deadlock: the thread of block rank `rank` waits at a warp barrier for the thread of rank
 * `missing`, named in its mask, which waits elsewhere. */
void hs_check_warp_stuck(unsigned rank, unsigned missing);

#endif
