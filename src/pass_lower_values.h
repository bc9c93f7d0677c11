/* pass_lower_values.h - --lower-kernels, the plan's values (pass_lower_values.c): what a lowered
 * function keeps per thread and how: variables recomputed at the top of each region, variables
 * kept in per-thread arrays across regions, warp function calls and calls of collective helpers
 * split like barriers (arguments into per-thread arrays, the call replaced by the thread's
 * result), a helper's parameters and result, and divisions by kernel parameters done by
 * multiplication. Used by the walk (pass_lower_plan.c).
 * Ownership: everything goes into the lw_plan (pass_lower_regions.h), which frees it. */
#ifndef CU2HIP_PASS_LOWER_VALUES_H
#define CU2HIP_PASS_LOWER_VALUES_H

#include "pass_lower_regions.h"

/* Splits statement s ([b, e), which calls warp functions or helpers) like a barrier: the calls'
 * arguments end the pending region, the calls run over the block, s starts the next region. */
void lw_warp_stmt(lw_plan *P, CXCursor s, size_t b, size_t e);
/* After the walk: the variables recomputed per region (P->remat, with the types of those another
 * region names). */
void lw_find_remat(lw_plan *P);
/* Keeps decl's variable per thread (P->prom): its uses become the thread's element. */
void lw_promote(lw_plan *P, const lw_decl *d);
/* A kernel's parameters written in its regions are kept per thread too (on a GPU each thread
 * has its own copy): arrays that start as the parameter's value. */
void lw_promote_params(lw_plan *P);
/* A declaration statement of promoted variables: each becomes an assignment to the element. */
void lw_rewrite_decl(lw_plan *P, CXCursor stmt);
/* A helper's parameters kid[0..nk) become per-thread arrays (P->hres, P->hparams). */
void lw_helper_params(lw_plan *P, const CXCursor *kid, unsigned nk);
/* A helper returns only at its end: `return e;` stores the thread's result. */
void lw_helper_returns(lw_plan *P);
/* A kernel's divisions by its parameters: one divisor per block (P->divs), each a call. */
void lw_fastdiv(lw_plan *P);

#endif
