/* context.h - the pass context (prefix pc_): what every rewrite and lint pass works on during
 * one translation. The parsed unit, its editable files (the main file, and project headers in
 * batch mode) with their tokens, the edits recorded against each file, findings, counters, and
 * the token claims that let one pass leave a name to another. A pass reads the unit and appends
 * edits and findings through the helpers below; it never writes files.
 * Layering: below the passes and their helpers (kernel_util, kernel_walk), above parse, edits
 * and diag. The pipeline (translate.c) opens a context, runs the passes (pass.h) and reads the
 * edited files back; nothing here calls the pipeline or a pass.
 * Ownership: the pipeline owns the context (usually on its stack) for one translation and frees
 * it with pc_ctx_release; it keeps owning what the public fields point to (options, rules, unit,
 * buffer, findings). The context owns its files, their tokens, token cursors, claims, edit
 * lists and counters, and the data modules attach with pc_set_data. Passes borrow everything
 * and dispose every CXString they obtain themselves. */
#ifndef CU2HIP_CONTEXT_H
#define CU2HIP_CONTEXT_H

#include <clang-c/Index.h>
#include <stddef.h>
#include "containers.h"
#include "diag.h"
#include "edits.h"
#include "options.h"
#include "rules.h"

typedef struct pc_file pc_file;   /* an editable file, private to context.c */
typedef struct pc_data_slot pc_data_slot;

typedef struct pc_ctx {
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
    CXCursor *tok_cursors;     /* NULL: use pc_tok_cursors (annotated on first use) */
    int lint;                  /* lint mode: edits are discarded, findings kept */
    int hip_major, hip_minor;  /* resolved HIP profile (never 0.0: newest profile filled in) */
    dg_list *diags;
    dg_stats *stats;           /* counters the passes make now (pc_ctx_open points it at the
                                  context's own pending counters) */
    /* private to context.c */
    UT_VEC(pc_file) files;
    int (*editable)(void *ud, const char *path);
    void *editable_ud;
    CXFile memo_file;          /* last file looked up by pc_file_of and its index: passes */
    int memo_index;            /* ask about every declaration of the prelude, file by file */
    size_t stat_file;          /* editable file that counters now count against: that of the
                                  latest edit or finding */
    dg_stats pending;          /* counted by the passes, not yet given to a file */
    UT_VEC(pc_data_slot) data;
} pc_ctx;

/* ---- The pipeline's side. The context must not move in memory between pc_ctx_open and
 * pc_ctx_release (stats points into it). */
/* Starts a context whose public fields above (opts to hip_minor, diags) are set: the main file
 * is file 0; with editable non-NULL, every header of the unit outside system headers and the
 * prelude for which editable(ud, path) is true follows. Tokenizes every editable file and sets
 * toks/ntoks/stats. */
void pc_ctx_open(pc_ctx *c, int (*editable)(void *ud, const char *path), void *ud);
/* Gives the counters made since the last call to the file they count against (call after each
 * pass). */
void pc_count_flush(pc_ctx *c);
/* Applies editable file i's edits to its buffer: 0 and a malloc'd *out (NUL-terminated, *outn
 * bytes, the caller's), or -1 with err (ed_apply). */
int pc_file_apply(pc_ctx *c, size_t i, char **out, size_t *outn, char *err, size_t errlen);
/* The counters of editable file i's own edits and findings (the pipeline moves them into its
 * outputs). */
dg_stats *pc_file_stats(pc_ctx *c, size_t i);
/* Frees what modules attached (newest first, pc_set_data), then the files. The unit and the
 * buffer stay the caller's. */
void pc_ctx_release(pc_ctx *c);

/* ---- Data a module keeps per translation (kernel_walk's record of the AST walk, kernel_util's
 * token indexes), so that passes share one copy without the context knowing its type. key is
 * any address of the module's own (a static variable). pc_set_data replaces an earlier value
 * without freeing it; free_fn (may be NULL) is called on the value by pc_ctx_release. */
void *pc_data(const pc_ctx *c, const void *key);
void pc_set_data(pc_ctx *c, const void *key, void *data, void (*free_fn)(void *));

/* ---- Edits. Locations may be macro expansions: an edit whose tokens are spelled in a macro
 * definition of an editable file is made at that spelling site (identical edits from several
 * expansions merge); an edit that cannot be placed (system header, token pasted by ##, range
 * spanning macro boundaries) is not made and a warning with origin as rule id says so.
 * Returns 0 when the edit was recorded, -1 otherwise (already reported). */
int pc_edit_range(pc_ctx *c, CXSourceRange r, const char *text, const char *origin);
int pc_edit_loc(pc_ctx *c, CXSourceLocation loc, size_t len, const char *text, const char *origin);
/* Edits the main file at a byte offset (offsets of c->buf, e.g. from token extents). */
int pc_edit_main(pc_ctx *c, size_t off, size_t len, const char *text, const char *origin);
/* Byte offset of a token/location in the main file, or (size_t)-1 when not in the main file. */
size_t pc_main_offset(pc_ctx *c, CXSourceLocation loc);
/* Findings at a libclang location (file/line/col resolved to the expansion site in user code). */
dg_finding *pc_report(pc_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
                      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* True for a location in a file we may edit (main file, or project headers in batch mode). */
int pc_loc_editable(pc_ctx *c, CXSourceLocation loc);

/* Counters (dg_count on c->stats) count against one file: that of the pass's latest edit or
 * finding before the count (the main file when there is none), so that a header's changes are
 * reported on the header once, not on every unit including it. Count after making the edit. */

/* Names that kernel-language passes rewrite themselves (e.g. __popc on a widened mask,
 * __shfl_sync under a 5.2 profile): pass_renames skips tokens claimed here. A pass claims a
 * token by its index in c->toks before pass_renames runs. */
void pc_claim_token(pc_ctx *c, unsigned tok_index);
int pc_token_claimed(const pc_ctx *c, unsigned tok_index);

/* ---- Editable files, for passes that work on the tokens of project headers too (batch mode,
 * tr_request.editable). File 0 is the main file (its tokens are c->toks). */
typedef struct pc_file_view {
    const char *path;          /* as clang names it (main file: as given) */
    CXFile file;
    const char *buf;           /* contents exactly as parsed */
    size_t len;
    CXToken *toks;             /* every token of the file, as c->toks for the main file */
    unsigned ntoks;
    CXCursor *tok_cursors;     /* NULL until pc_tok_cursors annotated the file */
} pc_file_view;
size_t pc_file_count(const pc_ctx *c);
/* The cursor of each token of editable file i (clang_annotateTokens), computed on the first
 * call: annotation costs as much as a third of the parse (macro expansions make it slow), and
 * a translation needs it only when a CUDA name may refer to a declaration of the user's own
 * (pass_renames), for lint checks and for some constant evaluations. Owned by the context. */
const CXCursor *pc_tok_cursors(pc_ctx *c, size_t i);
void pc_file_get(const pc_ctx *c, size_t i, pc_file_view *out);
/* Index of the editable file f, or -1. */
int pc_file_of(pc_ctx *c, CXFile f);
/* Index of the editable file holding the spelling of loc, or -1. */
int pc_file_index(pc_ctx *c, CXSourceLocation loc);
/* Edits file i at a byte offset; same contract as pc_edit_main. */
int pc_edit_file(pc_ctx *c, size_t i, size_t off, size_t len, const char *text, const char *origin);
/* True when [off, off+len) of file i overlaps an edit already made (by any pass); a zero-length
 * range asks whether an edit strictly contains off. */
int pc_file_edited(const pc_ctx *c, size_t i, size_t off, size_t len);
/* The edits recorded so far in editable file i, or NULL (pass_lower copies those of a kernel's
 * body into its lowered form; the pipeline applies them). */
const ed_list *pc_file_edits(const pc_ctx *c, size_t i);

#endif
