/* kernel_util.h - helpers shared by the kernel-language passes (pass_launch, pass_bounds,
 * pass_masks, pass_unsupported, pass_profile): a token index over one editable file (the main
 * file or a project header of batch mode; ku_set holds one per editable file) (byte offsets,
 * spellings, bracket matching, preprocessor lines), a small integer constant evaluator over token
 * ranges (literals, macros, enumerators, constexpr variables), and cursor utilities (callee names,
 * implicit-cast stripping, device-function context, source ranges mapped onto an index's tokens).
 * Ownership: a ku_index (ku_index_new*) borrows the pc_ctx it was built from and owns only its
 * offset arrays, freed by ku_index_free; the shared ku_set belongs to the context (ku_set_get).
 * ku_string/ku_spelling return malloc'd copies, the caller's. Nothing here keeps global state:
 * passes may run on several threads at once (batch mode). */
#ifndef CU2HIP_KERNEL_UTIL_H
#define CU2HIP_KERNEL_UTIL_H

#include <stddef.h>
#include "kernel_walk.h"
#include "pass.h"

#define KU_NONE 0xffffffffu   /* "no token" */

typedef struct ku_index {
    pc_ctx *c;
    size_t fi;             /* editable file index (0: the main file), see pc_file_get */
    CXFile file;
    const char *buf;       /* the file's contents as parsed */
    size_t len;
    CXToken *toks;         /* the file's tokens (borrowed from the context; their cursors:
                              pc_tok_cursors) */
    unsigned n;            /* number of tokens */
    size_t *beg, *end;     /* byte offsets of each token in buf */
    unsigned char *kind;   /* CXTokenKind of each token */
    unsigned char *pp;     /* 1 when the token lies on a preprocessor directive line */
} ku_index;

ku_index *ku_index_new(pc_ctx *c);                     /* the main file */
ku_index *ku_index_new_file(pc_ctx *c, size_t fi);     /* editable file fi */
void ku_index_free(ku_index *ix);

/* One index per editable file, for passes whose analysis spans files (pass_masks). */
typedef struct ku_set {
    pc_ctx *c;
    size_t n;
    ku_index **ix;         /* ix[i] indexes editable file i */
} ku_set;
ku_set *ku_set_new(pc_ctx *c);
void ku_set_free(ku_set *s);
/* The set of the translation, built on first use and shared by every pass (borrowed: the
 * context owns it, pc_set_data). NULL when out of memory. */
ku_set *ku_set_get(pc_ctx *c);
/* Index of the file holding the spelling (resp. expansion) of loc, or NULL. */
ku_index *ku_set_spell(const ku_set *s, CXSourceLocation loc);
ku_index *ku_set_exp(const ku_set *s, CXSourceLocation loc);

/* Whether the file includes a HIP header (#include <hip/...> or "hip/..."): its code is HIP
 * already (a translation translated again, a partly ported tree), so CUDA-only meanings such as
 * __launch_bounds__'s second argument must not be converted again. */
int ku_file_is_hip(const ku_index *ix);

/* Token text helpers (spellings are read from c->buf). */
int ku_is(const ku_index *ix, unsigned i, const char *s);          /* spelling equals s */
int ku_is_ident(const ku_index *ix, unsigned i);                   /* identifier or keyword */
size_t ku_len(const ku_index *ix, unsigned i);
const char *ku_text(const ku_index *ix, unsigned i);                /* not NUL-terminated */
/* Index of the token that starts at byte off, or KU_NONE. */
unsigned ku_at(const ku_index *ix, size_t off);
/* Index of the first token starting at or after off (ix->n when none). */
unsigned ku_lower(const ku_index *ix, size_t off);
/* Matching bracket of ( [ { at i (forward) or ) ] } at i (backward), or KU_NONE. Stops at the
 * end of a preprocessor directive when i lies on one. */
unsigned ku_match(const ku_index *ix, unsigned i);
/* First token after the preprocessor directive that token i belongs to. */
unsigned ku_directive_end(const ku_index *ix, unsigned i);
/* For a token on a directive line: index of the directive's '#' token. */
unsigned ku_directive_start(const ku_index *ix, unsigned i);
/* True when token i is the name in "#define NAME". */
int ku_is_define_name(const ku_index *ix, unsigned i);
/* Text between two tokens contains a newline (used for "on the same line" checks). */
int ku_newline_between(const ku_index *ix, unsigned a, unsigned b);
/* Splits [first, last) at top-level commas (depth of () [] {} only). Writes at most max
 * [begin, end) pairs into out and returns the number of pieces (0 for an empty range). */
unsigned ku_split_commas(const ku_index *ix, unsigned first, unsigned last, unsigned (*out)[2],
                         unsigned max);
/* Object-like macro defined in the index's file: token range of its body, or 0. */
int ku_find_macro(const ku_index *ix, const char *name, size_t namelen, unsigned *body_first,
                  unsigned *body_last, unsigned *name_tok);

/* Integer constants with C's types reduced to what masks and launch bounds need. */
typedef struct ku_val {
    long long v;      /* value, already truncated to its type */
    int bits;         /* 32 or 64 */
    int uns;          /* unsigned type */
} ku_val;

/* Evaluates tokens [first, last) of the index's file as an integer constant expression.
 * Identifiers resolve through macros (this file or headers), enumerators and const/constexpr
 * variables. Returns 1 and *out on success, 0 otherwise. */
int ku_eval(const ku_index *ix, unsigned first, unsigned last, ku_val *out);
/* Evaluates an expression cursor with clang (constexpr functions, sizeof, ...). */
int ku_eval_cursor(CXCursor e, ku_val *out);
/* For a token in the body of a function-like #define: its parameter tokens [first, last)
 * (names and commas). Returns 0 for other tokens. */
int ku_macro_params(const ku_index *ix, unsigned tok, unsigned *first, unsigned *last);
/* True for 0xffffffff in any 32-bit spelling (0xffffffffu, ~0u, -1, (unsigned)-1, ...). */
int ku_val_all_lanes32(const ku_val *v);
/* True for a value whose every one of 64 bits is set (already the 64-bit all-lanes mask). */
int ku_val_all_lanes64(const ku_val *v);

/* Cursor helpers. */
/* The text of s as a malloc'd copy ("" when it has none), the caller's to free; disposes s. */
char *ku_string(CXString s);
/* ku_string of a cursor's spelling. */
char *ku_spelling(CXCursor c);
/* Name of the function a CallExpr calls ("" when unknown); copied into buf. */
const char *ku_call_name(CXCursor call, char *buf, size_t n);
/* Spelling range of a cursor mapped to the index's tokens [first, last). Returns 0 when the range
 * is not spelled contiguously in that file. */
int ku_cursor_toks(const ku_index *ix, CXCursor cur, unsigned *first, unsigned *last);
/* Same for the expansion range (where a macro is used rather than where it is spelled). */
int ku_cursor_exp_toks(const ku_index *ix, CXCursor cur, unsigned *first, unsigned *last);
/* 1 when a function cursor is device-only (__global__ or __device__, not __host__). */
int ku_fn_device_only(CXCursor fn);
int ku_fn_is_global(CXCursor fn);
/* 1 when a function cursor is device code at all: __global__ or __device__ (__host__ too). */
int ku_fn_device_code(CXCursor fn);
/* Spelling offset of a location in the index's file, or (size_t)-1. */
size_t ku_spell_off(const ku_index *ix, CXSourceLocation loc);
/* Expansion offset of a location in the index's file, or (size_t)-1. */
size_t ku_exp_off(const ku_index *ix, CXSourceLocation loc);


/* Edits through the token index (offsets in the index's file). Return pc_edit_file's result. */
int ku_edit(const ku_index *ix, size_t off, size_t len, const char *text, const char *origin);
int ku_replace(const ku_index *ix, unsigned first, unsigned last, const char *text,
               const char *origin);                    /* tokens [first, last) incl. gaps */
int ku_insert_before(const ku_index *ix, unsigned tok, const char *text, const char *origin);
int ku_insert_after(const ku_index *ix, unsigned tok, const char *text, const char *origin);
/* Location of token i, for findings. */
CXSourceLocation ku_loc(const ku_index *ix, unsigned i);

/* Warp builtins whose first argument is a lane mask (__shfl*_sync, __ballot_sync, __syncwarp,
 * __match_*_sync, __reduce_*_sync, ...). */
int ku_sync_builtin(const char *s, size_t n);
/* What the target HIP profile (c->hip_major.minor) offers for a name, from the rule table: a
 * name is available when its rule is supported and rl_available() for the profile; a name
 * without a supported rule counts as introduced in HIP 6.2, with the other _sync builtins. */
int ku_name_available(const pc_ctx *c, const char *s, size_t n);
/* How the profile treats a warp _sync builtin s: KU_SYNC_KEEP when the target HIP has it;
 * KU_SYNC_LOWER when it does not but a non-sync builtin does the job (*low = "__shfl" for
 * "__shfl_sync", "" for __syncwarp, which is spelled out as a wavefront barrier);
 * KU_SYNC_MISSING when there is no equivalent (__match_*_sync, __reduce_*_sync) or s is not a
 * _sync builtin. */
enum { KU_SYNC_KEEP, KU_SYNC_LOWER, KU_SYNC_MISSING };
int ku_sync_profile(const pc_ctx *c, const char *s, size_t n, const char **low);

#endif
