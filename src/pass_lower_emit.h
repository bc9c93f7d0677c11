/* pass_lower_emit.h - --lower-kernels, layer 3 of 3 (facts -> plan -> emit): the text of a
 * planned lowered function, and its insertion into the output. A kernel's lowered form
 * (hs_lowered_NAME, a loop over the block's threads per region, hs_launch.hpp's lower_* helpers)
 * goes on the lines before the kernel, with its registration (lower_use) at the top of the
 * kernel's body; a collective helper's (hs_lwh_NAME) goes after the helper. Both are guarded by
 * __HIPSHIM_LOWER__ (defined by hipshim-cc), so the output stays plain HIP for other compilers
 * and the fiber path stays available (HIPSHIM_LOWER=0).
 * Ownership: reads the plan and its facts; the inserted text goes to the translation's edits
 * (cu_edit_main), which own their copies. */
#ifndef CU2HIP_PASS_LOWER_EMIT_H
#define CU2HIP_PASS_LOWER_EMIT_H

#include "pass_lower_regions.h"

/* Emits and inserts the lowered form of plan P (built by lw_plan_build). 1 on success; 0 with
 * why (256 bytes, the caller's) saying why not: then nothing was inserted, unless the kernel's
 * form went in and its registration did not. */
int lw_emit(const lw_plan *P, char *why);

#endif
