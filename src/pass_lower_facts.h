/* pass_lower_facts.h - --lower-kernels, layer 1 of 3 (facts -> plan -> emit): what the body of a
 * kernel (or of a collective helper, a __device__ function that synchronises) does, read from the
 * AST and the token index and never changed afterwards: its definition's spelling, the variables
 * it writes and names, its barriers, warp function calls and helper calls, the calls whose order
 * between threads shows, the loops that could run interchanged or round by round, its divisions
 * by parameters. The plan (pass_lower_regions.h) decides from these what the lowered form is;
 * nothing here knows about regions or text.
 * Ownership: the caller declares an lw_fn zeroed ({0}), fills it with lw_fn_open and lw_facts_scan
 * and releases it with lw_fn_free, which frees everything the lw_fn holds (its arrays, variable
 * names, division types, the pending helper's name). The lw_fn borrows the translation's context,
 * token index and cursors, and reads the helper table (lw_helpers), which pass_lower.c owns. */
#ifndef CU2HIP_PASS_LOWER_FACTS_H
#define CU2HIP_PASS_LOWER_FACTS_H

#include "containers.h"
#include "kernel_util.h"
#include "pass.h"

#define LW_MAXDEPTH 8

/* Warp functions (and the block's counting barriers) a lowered function runs as loops over a
 * warp's lanes; LW_W_CALL is a call of a collective helper. */
enum { LW_W_IDX, LW_W_UP, LW_W_DOWN, LW_W_XOR, LW_W_BALLOT, LW_W_ANY, LW_W_ALL, LW_W_SCOUNT,
       LW_W_SAND, LW_W_SOR, LW_W_SYNCWARP, LW_W_CALL };

/* A warp function call of the body (at: its cursor's offset; [b, e): its text), or a call of
 * helper table entry `helper` (kind LW_W_CALL). */
typedef struct lw_wop { size_t at, b, e; int kind, sync; CXCursor call; size_t helper; } lw_wop;
typedef struct lw_mod { size_t var, at; } lw_mod;                   /* a write to a variable */
typedef struct lw_ref { size_t var, at, len; int macro; } lw_ref;   /* a use of a variable */
typedef struct lw_span { size_t b, e; } lw_span;                    /* a statement's text */
/* `a / p` or `a % p` (mod) by parameter var, in integer type `type`: [lb, le) the dividend, op
 * the operator, re the divisor's end. */
typedef struct lw_fdiv { size_t lb, le, op, re; int mod; size_t var; char *type; } lw_fdiv;

/* The collective helpers of one file, each lowered once (pass_lower.c): ok 1 lowered, 0 not (why
 * says why), -1 being lowered (a call now is a recursive one); end is where its definition ends. */
typedef struct lw_helper { size_t key, end; int ok; char why[256]; char *name; } lw_helper;
typedef struct lw_helpers { UT_VEC(lw_helper) h; int depth; } lw_helpers;
/* A helper the scan met that the table does not hold yet: lowered first, then the scan runs again. */
typedef struct lw_need { CXCursor def, tmpl; size_t key, end; char *name; } lw_need;

typedef UT_VEC(size_t) lw_offs;

typedef struct lw_fn {
    /* what is lowered (lw_fn_open) */
    cu_ctx *c;
    ku_index *ix;
    CXCursor fn, tmpl, body;      /* the FunctionDecl, its FunctionTemplate (or null), its body */
    const char *name;             /* borrowed from the caller */
    long self;                    /* helper table entry lowered, or -1: a kernel */
    int simd;                     /* collect loops to interchange and grid-stride loops */
    const lw_helpers *H;
    unsigned bf, bl, of;          /* the body's tokens [bf, bl); the definition's first token */
    size_t body_b, body_e;        /* offsets of the body's braces */
    size_t start;                 /* the definition's first byte (the lowered kernel goes before) */
    char why[256];                /* what keeps the fiber path ("" while fine) */
    /* the body (lw_facts_scan) */
    UT_VEC(lw_mod) mods;
    UT_VEC(lw_ref) refs;
    lw_offs bars;                 /* __syncthreads and thread_block syncs */
    lw_offs selfs;                /* uses that read the runtime's threadIdx */
    UT_VEC(lw_wop) wops;
    UT_VEC(char *) names;         /* names of the parameters and of the body's variables */
    lw_offs effs;                 /* calls whose order between threads shows */
    UT_VEC(lw_span) vloops;       /* for loops of vectorisable math (with simd) */
    UT_VEC(lw_span) gloops;       /* grid-stride for loops (with simd) */
    int simd_spec;                /* the body returns: lower_simd runs dead threads too */
    int devmath;                  /* unqualified sinf/cosf/sincosf: HIPSHIM_DEVICE_MATH */
    UT_VEC(lw_fdiv) fdivs;        /* divisions by parameters (kernels) */
    int fdiv;                     /* one of them can become a multiplication */
    lw_need need;                 /* set when lw_facts_scan returns LW_NEED_HELPER */
} lw_fn;

enum { LW_FACTS_OK = 0, LW_FACTS_FAIL = -1, LW_NEED_HELPER = 1 };

/* Checks that fn's definition can be copied (spelled plainly in the main file at namespace scope,
 * no lockstep, no preprocessor lines but #pragma, a kernel's declaration starting a line) and
 * records where it is. 0 with F->why set when not. */
int lw_fn_open(lw_fn *F, cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, const char *name,
               const lw_helpers *H, long self, int simd);
/* Scans the body (again, from scratch, on each call): LW_FACTS_OK, LW_FACTS_FAIL (F->why), or
 * LW_NEED_HELPER when it calls a helper the table does not hold (F->need): the caller lowers
 * that helper and scans again. */
int lw_facts_scan(lw_fn *F);
void lw_fn_free(lw_fn *F);

/* Sets why (256 bytes) unless already set; fmt has one %s, for arg (NULL: ""). */
void lw_why(char *why, const char *fmt, const char *arg);

/* Spelling */
static inline int lw_is_tok(const lw_fn *F, unsigned t, const char *s) { return t < F->ix->n && ku_is(F->ix, t, s); }
size_t lw_off(const lw_fn *F, CXSourceLocation loc);
int lw_range(const lw_fn *F, CXCursor c, size_t *b, size_t *e);
/* A statement's text including its ';' (expressions and some statements leave it out). */
int lw_stmt_range(const lw_fn *F, CXCursor s, size_t *b, size_t *e);
/* A variable is keyed by the offset of its name (declarations outside the file: never local). */
size_t lw_key(const lw_fn *F, CXCursor decl);
char *lw_spell_name(CXCursor c);   /* malloc'd */
/* The type of decl (a function's result, a parameter) as the output spells it, when the other
 * passes rewrote it (a warp mask widened to unsigned long long): malloc'd; NULL when unchanged
 * (clang's spelling holds) or not spelled plainly in the main file. */
char *lw_output_type(const lw_fn *F, CXCursor decl);
size_t lw_name_count(const lw_fn *F, const char *n);
int lw_offs_has(const lw_offs *v, size_t k);

/* Calls */
int lw_warp_kind(const char *n);
int lw_is_tb_type(CXType t);
int lw_tb_call(CXCursor call, const char *nm);
CXCursor lw_member_base(CXCursor call);
/* The call's arguments less the defaulted ones at the end (a width left out). */
int lw_spelled_args(const lw_fn *F, CXCursor call);
/* The callee of a helper call as written, when an unqualified name that hs_lwh_ can prefix. */
int lw_callee_text(const lw_fn *F, const lw_wop *w, size_t *b, size_t *e);

/* Queries over the scanned body */
int lw_written(const lw_fn *F, size_t var);
int lw_written_outside(const lw_fn *F, size_t var, size_t b, size_t e);
int lw_has_real_barrier(const lw_fn *F, size_t b, size_t e);   /* a barrier or warp call in [b, e) */
int lw_has_barrier(const lw_fn *F, size_t b, size_t e);        /* or a loop that splits like one */
int lw_has_wop(const lw_fn *F, size_t b, size_t e);
int lw_args_pure(const lw_fn *F, CXCursor call);               /* nothing written in the call */
int lw_simd_in(const lw_fn *F, size_t b, size_t e);            /* a candidate loop starts in [b, e) */
int lw_gs_in(const lw_fn *F, size_t b, size_t e);

/* Grid-stride loop shapes (for (T i = U + threadIdx.x; i < N; i += blockDim.x * gridDim.x)) */
CXCursor lw_gs_strip(CXCursor e);
/* init declares one integer counter with an initialiser: *var, *start */
int lw_gs_var(CXCursor init, CXCursor *var, CXCursor *start);
/* start is U + threadIdx.x (either order) or threadIdx.x: *u is U or a null cursor */
int lw_gs_start(const lw_fn *F, CXCursor e, CXCursor *u);

/* Whether division fdivs[i]'s dividend starts where another's does (a / p / q): it keeps the
 * operator, since two insertions at one offset would have no defined order. */
int lw_fdiv_clash(const lw_fn *F, size_t i);

#endif
