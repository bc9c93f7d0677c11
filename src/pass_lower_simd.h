/* pass_lower_simd.h - --lower-kernels, the plan's loops (pass_lower_simd.c): which of the
 * candidate loops the facts found run interchanged with the loop over the block's threads (for
 * the vectoriser) or round by round over the threads (grid-stride loops). Used by the walk
 * (pass_lower_plan.c).
 * Ownership: everything goes into the lw_plan (pass_lower_regions.h), which frees it. */
#ifndef CU2HIP_PASS_LOWER_SIMD_H
#define CU2HIP_PASS_LOWER_SIMD_H

#include "pass_lower_regions.h"

/* What a loop that the walk splits is called in its messages. */
const char *lw_simd_what(const lw_fn *F, CXCursor loop);
/* Whether candidate loop (counter loopvar) runs interchanged: its body is checked and it is
 * counted; 0 also when it is no candidate (P->why says why it cannot be). */
int lw_simd_enter(lw_plan *P, CXCursor loop, CXCursor body, size_t loopvar);
/* A candidate grid-stride loop (its header's parts and offsets, [cb, ce) the condition) planned
 * as rounds over the block's threads: 1, or 0 with P->why set. */
int lw_gs_control(lw_plan *P, CXCursor loop, CXCursor init, CXCursor cond, CXCursor inc, CXCursor body,
                  size_t cb, size_t ce);
/* After the walk: calls whose order between threads shows must all sit in one region. */
void lw_simd_check(lw_plan *P);

#endif
