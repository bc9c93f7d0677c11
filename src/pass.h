/* pass.h - the passes of a translation. A pass reads the translation unit through the pass
 * context (context.h) and appends edits and findings there; it never writes files. The
 * pipeline runs them in the order of tr_passes[] in translate.c.
 * Ownership: a pass borrows the context for the length of its call; what it allocates it frees
 * before returning, or attaches to the context (pc_set_data) to be freed with it. */
#ifndef CU2HIP_PASS_H
#define CU2HIP_PASS_H

#include "context.h"

void pass_includes(pc_ctx *c);          /* pass_includes.c */
void pass_launches(pc_ctx *c);          /* pass_launch.c   */
void pass_bounds(pc_ctx *c);            /* pass_bounds.c   */
void pass_masks(pc_ctx *c);             /* pass_masks.c    */
void pass_kernel_unsupported(pc_ctx *c);/* pass_unsupported.c */
void pass_profile(pc_ctx *c);           /* pass_profile.c  */
void pass_renames(pc_ctx *c);           /* pass_renames.c  */
void pass_lockstep(pc_ctx *c);          /* pass_lockstep.c */
void pass_lower(pc_ctx *c);             /* pass_lower.c (--lower-kernels) */
void pass_lint(pc_ctx *c);              /* lint_checks.c (lint mode only) */

/* The names the lowering (pass_lower*.c) spells the context's by. */
#define cu_ctx pc_ctx
#define cu_report pc_report
#define cu_edit_main pc_edit_main
#define cu_file_edited pc_file_edited
#define cu_file_edits pc_file_edits
#define cu_loc_editable pc_loc_editable

#endif
