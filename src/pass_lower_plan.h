/* pass_lower_plan.h - --lower-kernels, layer 2 of 3 (facts -> plan -> emit), its entry: builds
 * the plan (pass_lower_regions.h) of a function whose facts were scanned. pass_lower_plan.c walks
 * the body: statements without a barrier go into regions (loops over the block's threads),
 * barriers end regions, statements with warp calls are split around them, and loops and
 * branches holding barriers become control flow run once per block around their regions when
 * their conditions are uniform over the block; then it decides which values are recomputed or
 * kept per thread and rewrites the body's text to match.
 * Ownership: the plan is the caller's (lw_plan_init, lw_plan_free); this fills it. */
#ifndef CU2HIP_PASS_LOWER_PLAN_H
#define CU2HIP_PASS_LOWER_PLAN_H

#include "pass_lower_regions.h"

/* Plans P->F (after lw_plan_init and a successful lw_facts_scan): 1, or 0 with P->why set. */
int lw_plan_build(lw_plan *P);

#endif
