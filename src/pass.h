/* pass.h - the context every rewrite/lint pass works on, and the list of passes.
 * A pass reads the translation unit and appends edits and findings through the cu_* helpers
 * below; it never writes files. Passes run in the order of cu_passes[] (translate.c).
 * Ownership: the context is owned by translate.c for the duration of one translation; passes
 * borrow everything in it and must dispose every CXString they obtain. */
#ifndef CU2HIP_PASS_H
#define CU2HIP_PASS_H

#include <clang-c/Index.h>
#include <stddef.h>
#include "diag.h"
#include "edits.h"
#include "options.h"
#include "rules.h"

typedef struct cu_file cu_file;   /* an editable file (main file or project header), private */

typedef struct cu_ctx {
    const cu_options *opts;
    const rl_table *rules;
    CXTranslationUnit tu;
    CXFile main_file;
    const char *main_path;     /* path as given */
    const char *buf;           /* the main buffer exactly as clang parsed it */
    size_t len;
    CXToken *toks;             /* every token of the main file (clang_tokenize over the whole file:
                                  includes macro definitions and #if-disabled blocks) */
    unsigned ntoks;
    CXCursor *tok_cursors;     /* NULL: use cu_tok_cursors (annotated on first use) */
    int lint;                  /* lint mode: edits are discarded, findings kept */
    int hip_major, hip_minor;  /* resolved HIP profile (never 0.0: newest profile filled in) */
    dg_list *diags;
    dg_stats *stats;
    /* private to translate.c */
    cu_file *files;
    size_t nfiles;
    int (*editable)(void *ud, const char *path);
    void *editable_ud;
    CXFile memo_file;          /* last file looked up by cu_file_index and its index: passes */
    int memo_index;            /* ask about every declaration of the prelude, file by file */
    struct ku_walk_rec *walk;  /* kernel_walk.c: the AST walk recorded once for every pass that
                                  walks (ku_walk_all), and the token indexes of the editable files
                                  (ku_set_get), shared by the passes; freed by ku_ctx_release */
    struct ku_set *kset;
    size_t stat_file;          /* editable file that counters now count against: that of the
                                  latest edit or finding (translate.c moves c->stats there) */
} cu_ctx;

/* Edits. Locations may be macro expansions: an edit whose tokens are spelled in a macro
 * definition of an editable file is made at that spelling site (identical edits from several
 * expansions merge); an edit that cannot be placed (system header, token pasted by ##, range
 * spanning macro boundaries) is not made and a warning with origin as rule id says so.
 * Returns 0 when the edit was recorded, -1 otherwise (already reported). */
int cu_edit_range(cu_ctx *c, CXSourceRange r, const char *text, const char *origin);
int cu_edit_loc(cu_ctx *c, CXSourceLocation loc, size_t len, const char *text, const char *origin);
/* Edits the main file at a byte offset (offsets of c->buf, e.g. from token extents). */
int cu_edit_main(cu_ctx *c, size_t off, size_t len, const char *text, const char *origin);
/* Byte offset of a token/location in the main file, or (size_t)-1 when not in the main file. */
size_t cu_main_offset(cu_ctx *c, CXSourceLocation loc);
/* Findings at a libclang location (file/line/col resolved to the expansion site in user code). */
dg_finding *cu_report(cu_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
                      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* True for a location in a file we may edit (main file, or project headers in batch mode). */
int cu_loc_editable(cu_ctx *c, CXSourceLocation loc);

/* Counters (dg_count on c->stats) count against one file: that of the pass's latest edit or
 * finding before the count (the main file when there is none), so that a header's changes are
 * reported on the header once, not on every unit including it. Count after making the edit. */

/* Passes, in run order. Core: includes, renames. Kernel language: launches, bounds, masks,
 * kernel_unsupported, profile (HIP < 6.2 _sync lowering). Lint: lint checks (lint mode only). */
void pass_includes(cu_ctx *c);          /* pass_includes.c */
void pass_renames(cu_ctx *c);           /* pass_renames.c  */
void pass_launches(cu_ctx *c);          /* pass_launch.c   */
void pass_bounds(cu_ctx *c);            /* pass_bounds.c   */
void pass_masks(cu_ctx *c);             /* pass_masks.c    */
void pass_kernel_unsupported(cu_ctx *c);/* pass_unsupported.c */
void pass_profile(cu_ctx *c);           /* pass_profile.c  */
void pass_lint(cu_ctx *c);              /* lint_checks.c (runs only when c->lint) */
void pass_lower(cu_ctx *c);             /* pass_lower.c (--lower-kernels; after renames) */
void pass_lockstep(cu_ctx *c);          /* pass_lockstep.c (warp-synchronous code; before lower) */

/* Names that kernel-language passes rewrite themselves (e.g. __popc on a widened mask,
 * __shfl_sync under a 5.2 profile): pass_renames skips tokens claimed here. A pass claims a
 * token by its index in c->toks before pass_renames runs. */
void cu_claim_token(cu_ctx *c, unsigned tok_index);
int cu_token_claimed(const cu_ctx *c, unsigned tok_index);

/* Editable files of this translation, for passes that work on the tokens of project headers
 * too (batch mode, tr_request.editable). File 0 is the main file (its tokens are c->toks).
 * Added by the core translator area. */
typedef struct cu_file_view {
    const char *path;          /* as clang names it (main file: as given) */
    CXFile file;
    const char *buf;           /* contents exactly as parsed */
    size_t len;
    CXToken *toks;             /* every token of the file, as c->toks for the main file */
    unsigned ntoks;
    CXCursor *tok_cursors;     /* NULL until cu_tok_cursors annotated the file */
} cu_file_view;
size_t cu_file_count(const cu_ctx *c);
/* The cursor of each token of editable file i (clang_annotateTokens), computed on the first
 * call: annotation costs as much as a third of the parse (macro expansions make it slow), and
 * a translation needs it only when a CUDA name may refer to a declaration of the user's own
 * (pass_renames), for lint checks and for some constant evaluations. Owned by the context. */
const CXCursor *cu_tok_cursors(cu_ctx *c, size_t i);
void cu_file_get(const cu_ctx *c, size_t i, cu_file_view *out);
/* Index of the editable file holding the spelling of loc, or -1. */
int cu_file_index(cu_ctx *c, CXSourceLocation loc);
/* Edits file i at a byte offset; same contract as cu_edit_main. */
int cu_edit_file(cu_ctx *c, size_t i, size_t off, size_t len, const char *text, const char *origin);
/* True when [off, off+len) of file i overlaps an edit already made (by any pass); a zero-length
 * range asks whether an edit strictly contains off. */
int cu_file_edited(const cu_ctx *c, size_t i, size_t off, size_t len);
/* The edits recorded so far in editable file i, or NULL (pass_lower copies those of a kernel's
 * body into its lowered form). */
const ed_list *cu_file_edits(const cu_ctx *c, size_t i);

#endif
