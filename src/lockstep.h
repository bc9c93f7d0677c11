/* lockstep.h - warp-synchronous code: what counts as lanes of one warp trading data through shared
 * (or volatile) memory without __syncwarp, relying on the warp running in lockstep. The detection
 * is shared by the lint (warp.implicit-lockstep, lint_checks.c) and by pass_lockstep.c, which
 * reports the same finding when translating and, for hipshim (--lower-kernels), inserts lockstep
 * points into such code and keeps its kernels off the lowered path (pass_lower.c asks).
 * Ownership: nothing is allocated for the caller: functions borrow the cursors they are given and
 * keep no state. */
#ifndef CU2HIP_LOCKSTEP_H
#define CU2HIP_LOCKSTEP_H

#include <clang-c/Index.h>
#include "pass.h"

/* Exchange steps in a statement: an assignment a[i] op= f(a[j]) on one array, or a loop whose
 * body both writes and reads one shared or volatile array (a scan's "x = s[t - d]; s[t] += x"),
 * which counts as two; and the barriers, __syncwarp calls and shuffles among them. */
typedef struct ls_steps {
    int steps, syncs;
    CXCursor first;            /* the first step (null cursor when none) */
} ls_steps;

/* Counts the steps of stmt on the array `base` (a declaration), or on any array when base is
 * the null cursor. */
void ls_count_steps(CXCursor stmt, CXCursor base, ls_steps *out);
/* The declaration an a[i] (or a[i][j]) subscript indexes, or the null cursor. */
CXCursor ls_subscript_base(CXCursor e);
/* A declaration lanes can trade data through: a __shared__ variable, a pointer to volatile, or a
 * pointer initialised from a __shared__ array. */
int ls_is_exchange_base(CXCursor decl);
/* The volatile pointer parameter through which device function fn trades data lane to lane
 * with two or more steps and no __syncwarp (the classic warpReduce), or the null cursor; *out
 * gets its steps. */
CXCursor ls_volatile_param(CXCursor fn, ls_steps *out);

/* What reads as a thread's index, for both the lint's and the lockstep pass's analyses: s, the
 * spelling of a reference or call, names the thread index itself (threadIdx, a cooperative
 * group's thread_rank/thread_index, __lane_id); n, a parameter's name, says it holds one
 * (tid, lane, lane_id, ...; compared without case). */
int ls_thread_index_ref(const char *s);
int ls_threadish_name(const char *n);

/* For pass_lower.c: kernel fn runs warp-synchronous code (itself or through the functions it
 * calls), so its lanes need lockstep and it must keep the fiber path. */
int ls_kernel_needs_lockstep(pc_ctx *c, CXCursor fn);

#endif
