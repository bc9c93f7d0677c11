/* pass_lower_regions.h - --lower-kernels, layer 2 (plan), its base: the plan of one lowered
 * function as data, and the primitives the plan's files build it with. The plan is a sequence of
 * items (regions, warp calls, the control flow that runs once per block around them) over the
 * body's statements, the rewrites of the body's text inside them (HIP names from the other passes,
 * values kept per thread, threadIdx as the region loop's index, returns, divisions), and the
 * declarations the lowered function needs at its top (per-thread arrays, recomputed values'
 * types, divisors, a helper's signature). Files of the plan, bottom up: this one (regions,
 * rewrites, uniformity), pass_lower_values.c and pass_lower_simd.c (values and loops), then
 * pass_lower_plan.c (the walk over the body). pass_lower_emit.c turns a finished plan into text.
 * Ownership: the caller declares an lw_plan zeroed ({0}) and releases it with lw_plan_free, which
 * frees everything the plan holds (rewrite texts, type spellings, names, the arrays). The plan
 * borrows its lw_fn (read only, which must outlive it) and the cursors in both. */
#ifndef CU2HIP_PASS_LOWER_REGIONS_H
#define CU2HIP_PASS_LOWER_REGIONS_H

#include "containers.h"
#include "pass_lower_facts.h"

/* A rewrite of the body's text [off, off + len). A nesting rewrite (a warp call replaced by its
 * result) may contain others: they apply to the call's arguments, which are copied on their own. */
typedef struct lw_edit { size_t off, len; char *text; int nest; } lw_edit;

/* A statement of a region, [b, e) of the body, and what surrounds it in the region's loop:
 * LW_S_PLAIN       the statement, then a newline
 * LW_S_WARG        an argument of warp call id wid stored into the thread's element: of
 *                  hs_wWID_TAG (tag 'v' value, 'a' lane or shift, 'w' width), or for a
 *                  helper's argument arg >= 0 (tag 0) of hs_wWID_aARG
 * LW_S_GS_COND     a grid-stride loop's condition, with the counter var declared (its type is
 *                  the text [db, dn) before its name) as the round's base plus the thread's index
 * LW_S_GS_BODY     the loop's body, run as do { } while (0) */
enum { LW_S_PLAIN, LW_S_WARG, LW_S_GS_COND, LW_S_GS_BODY };
typedef struct lw_rstmt {
    size_t b, e;
    int region;          /* its region (-1 while pending) */
    int kind, wid, arg;
    char tag;
    size_t db, dn;
    CXCursor var;
} lw_rstmt;
/* stmts [first, first + n); simd: the region is inside an interchanged loop */
typedef struct lw_region { size_t first, n; int simd; } lw_region;

/* The plan's items, in the order of the lowered function's text (r: body offsets):
 * LW_I_REGION  region n (a loop over the block's threads)
 * LW_I_WARP    the warp call or helper call F->wops.v[n], run over the block
 * LW_I_BLOCK   { ... LW_I_END
 * LW_I_FOR     for (r0..r1; r2..r3; r4..r5) { ... LW_I_END
 * LW_I_WHILE   while (r0..r1) { ... LW_I_END
 * LW_I_DO      do { ... LW_I_DO_END (while (r0..r1);)
 * LW_I_IF      if (r0..r1) { (n: if constexpr) ... [LW_I_ELSE ...] LW_I_IF_END
 * LW_I_HOIST   declaration r0..r1 run once per block (cur: its DeclStmt)
 * LW_I_ROUNDS  a grid-stride loop's rounds: counter type r0..r1 (r1: its name), start r2..r3
 *              (none: 0), bound r4..r5 (n: <=), stride r6..r7; its two statements follow as a
 *              region, then LW_I_END */
enum { LW_I_REGION, LW_I_WARP, LW_I_BLOCK, LW_I_END, LW_I_FOR, LW_I_WHILE, LW_I_DO, LW_I_DO_END,
       LW_I_IF, LW_I_ELSE, LW_I_IF_END, LW_I_HOIST, LW_I_ROUNDS };
typedef struct lw_item { int kind; size_t n; size_t r[8]; CXCursor cur; } lw_item;

/* A variable declared by a region's statement. */
typedef struct lw_decl { size_t var; int region; CXCursor stmt, cur; } lw_decl;
/* A variable never written after an initialiser computed from threadIdx and block-uniform values
 * only: rather than kept per thread in an array, it is declared again at the top of each region
 * that names it (the compiler then sees the thread index itself, and can split or vectorise the
 * region's loop). cross: another region names it (then it has a type alias hs_mTIX of type
 * `type`, and its own region, which may not use it, says (void)NAME). */
typedef struct lw_remat { size_t var; int region; unsigned tix; size_t ib, ie; char *name; int cross; char *type; } lw_remat;
/* A variable kept per thread across regions: array hs_pI (I its index) of `type`; param: a
 * kernel parameter the body writes, whose array starts as the parameter's value (its name). */
typedef struct lw_prom { size_t var; char *type; char *param; } lw_prom;
/* The plan of warp call F->wops.v[i]: its id (hs_wID_*), and the types of its per-thread arrays:
 * a warp function's value vt and result rt, its lane or shift passed as one value (uarg) or per
 * thread, a width (wide); a helper call's arguments at[] and result rt (NULL: void). */
typedef struct lw_wplan { int id, uarg, wide; char *vt, *rt; UT_VEC(char *) at; } lw_wplan;
/* A divisor computed once per block (hs_dI, I its index): parameter text [pb, pb + pl). */
typedef struct lw_divisor { const char *type; size_t pb, pl; } lw_divisor;

typedef struct lw_plan {
    const lw_fn *F;
    char why[256];                /* what keeps the fiber path ("" while fine) */
    UT_VEC(lw_edit) edits;        /* sorted by offset once the plan is built */
    size_t edits_end;             /* no edit ends past it (an edit starting there overlaps none) */
    UT_VEC(lw_rstmt) stmts;       /* every region's statements; [open, n) pending */
    size_t open;
    UT_VEC(lw_region) regions;
    UT_VEC(lw_item) items;
    UT_VEC(lw_decl) decls;
    lw_offs uni;                  /* variables uniform over the block (so far in the walk) */
    UT_VEC(lw_remat) remat;
    UT_VEC(lw_prom) prom;
    lw_wplan *wp;                 /* one per F->wops */
    lw_offs wids;                 /* the wop of each warp call id, in order */
    UT_VEC(lw_divisor) divs;
    char *hres;                   /* a helper's result type */
    UT_VEC(char *) hparams;       /* a helper's parameters' types (hs_aI) */
    int tinv;                     /* lw_uniform also accepts threadIdx and recomputed values */
    int simd_on;                  /* walking an interchanged loop's body */
    int nsimd, ngs;               /* loops interchanged, grid-stride loops run round by round */
    int has_ret;                  /* a region returns: per-thread dead flags */
} lw_plan;

/* A region holds at most this many statements: a longer run is split. */
#define LW_MAXPEND 256

/* Starts the plan of F with the other passes' rewrites inside its body (the HIP names, widened
 * masks the lowered copy must have too); 0 with P->why set when they change the body's braces. */
int lw_plan_init(lw_plan *P, const lw_fn *F);
void lw_plan_free(lw_plan *P);
void lw_plan_fail(lw_plan *P, const char *fmt, const char *arg);

void lw_add_edit_n(lw_plan *P, size_t off, size_t len, const char *text, int nest);
void lw_add_edit(lw_plan *P, size_t off, size_t len, const char *text);

/* Appends an item (zeroed but for its kind; valid until the next append). */
lw_item *lw_item_add(lw_plan *P, int kind);
/* Appends [b, e) to the pending region (a plain statement; valid until the next append). */
lw_rstmt *lw_pend(lw_plan *P, size_t b, size_t e);
/* Closes the pending region, if any: its loop over the threads becomes the next item. */
void lw_flush(lw_plan *P);
/* Appends statement s (which holds no barrier) to the pending region. */
void lw_region_stmt(lw_plan *P, CXCursor s);
/* The region whose statements hold offset at, or -1 (control flow between regions). */
int lw_region_of(const lw_plan *P, size_t at);

/* Whether expression e has the same value in every thread of the block (loopvar: the counter of
 * a loop being checked, which its own header may assign). */
int lw_uniform(lw_plan *P, CXCursor e, size_t loopvar);

#endif
