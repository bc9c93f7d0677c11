/* pass_lower_plan.c - --lower-kernels, the plan's walk (pass_lower_plan.h) in the manner of
 * MCUDA/POCL's loop fission: the body's __syncthreads() statements split it into regions, each
 * run as a loop over the block's threads; warp function calls and calls of collective helpers
 * split like barriers (pass_lower_values.c); a for/while/do/if statement holding a barrier is
 * kept as control flow run once per block around its regions when its condition is uniform over
 * the block; loops the facts found are interchanged or run round by round (pass_lower_simd.c).
 * After the walk: the values named across regions are recomputed or kept per thread, threadIdx
 * becomes the region loop's index, returns mark the thread dead, and a kernel's divisions by its
 * parameters become multiplications. Anything outside this subset sets P->why: the function
 * keeps the fiber path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_plan.h"
#include "pass_lower_simd.h"
#include "pass_lower_values.h"

static void lw_seq_stmt(lw_plan *P, CXCursor s);

/* A declaration statement that runs once per block: __shared__ variables, and variables that are
 * never written after their uniform initialiser. */
static int lw_hoistable(lw_plan *P, CXCursor s)
{
    const lw_fn *F = P->F;
    unsigned f, l;
    if (!ku_cursor_exp_toks(F->ix, s, &f, &l))
        return 0;
    for (unsigned t = f; t < l; t++)
        if (lw_is_tok(F, t, "__shared__"))
            return 1;
    CXCursor kid[16];
    unsigned n = ku_children(s, kid, 16);
    if (n == 0 || n > 16)
        return 0;
    for (unsigned i = 0; i < n; i++) {
        if (clang_getCursorKind(kid[i]) != CXCursor_VarDecl)
            return 0;
        size_t key = lw_key(F, kid[i]);
        CXType t = clang_getCursorType(kid[i]);
        if (lw_is_tb_type(t) && t.kind != CXType_LValueReference && key != (size_t)-1) {
            int ok = 0;
            for (unsigned tk = f; tk < l; tk++)
                if (lw_is_tok(F, tk, "this_thread_block"))
                    ok = 1;
            if (ok)
                continue;   /* a thread_block is the same object in every thread */
        }
        if (key == (size_t)-1 || lw_written(F, key))
            return 0;
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
            t.kind == CXType_Record || t.kind == CXType_Elaborated || t.kind == CXType_ConstantArray)
            return 0;
        CXCursor in[4];
        unsigned m = ku_children(kid[i], in, 4);
        if (m == 0 || m > 4)
            return 0;
        CXCursor init = in[m - 1];
        enum CXCursorKind ik = clang_getCursorKind(init);
        if (ik == CXCursor_TypeRef || ik == CXCursor_TemplateRef || ik == CXCursor_NamespaceRef)
            return 0;   /* no initialiser */
        if (!lw_uniform(P, init, (size_t)-1))
            return 0;
    }
    for (unsigned i = 0; i < n; i++) {
        size_t key = lw_key(F, kid[i]);
        if (!lw_offs_has(&P->uni, key))
            ut_vec_push(&P->uni, key);
    }
    return 1;
}

/* [open, close] tokens of the parenthesised header after keyword token kw */
static int lw_parens(const lw_fn *F, unsigned kw, unsigned *open, unsigned *close)
{
    unsigned o = kw + 1;
    if (lw_is_tok(F, o, "constexpr"))
        o++;
    if (!lw_is_tok(F, o, "("))
        return 0;
    unsigned c = ku_match(F->ix, o);
    if (c == KU_NONE)
        return 0;
    *open = o;
    *close = c;
    return 1;
}

static void lw_item_range(lw_plan *P, int kind, size_t b, size_t e)
{
    lw_item *it = lw_item_add(P, kind);
    it->r[0] = b;
    it->r[1] = e;
}

/* The body of a statement holding barriers: its regions end with it. */
static void lw_body(lw_plan *P, CXCursor s)
{
    lw_seq_stmt(P, s);
    lw_flush(P);
}

/* A for statement holding a barrier (or a loop to interchange, or a grid-stride loop); 0 when
 * its header is of no shape handled here. */
static int lw_control_for(lw_plan *P, CXCursor s, const CXCursor *kid, unsigned n, unsigned f)
{
    const lw_fn *F = P->F;
    const ku_index *ix = F->ix;
    unsigned o, cl;
    if (!lw_parens(F, f, &o, &cl))
        return 0;
    unsigned semi[2], ns = 0;
    int depth = 0;
    for (unsigned t = o + 1; t < cl; t++) {
        if (lw_is_tok(F, t, "(") || lw_is_tok(F, t, "[") || lw_is_tok(F, t, "{")) depth++;
        else if (lw_is_tok(F, t, ")") || lw_is_tok(F, t, "]") || lw_is_tok(F, t, "}")) depth--;
        else if (!depth && lw_is_tok(F, t, ";") && ns < 2) semi[ns++] = t;
    }
    if (ns != 2) { lw_plan_fail(P, "a range-for or odd for statement holds a barrier%s", NULL); return 1; }
    const char *what = lw_simd_what(F, s);
    size_t gb, ge;
    int gs = lw_range(F, s, &gb, &ge) && lw_gs_in(F, gb, gb + 1);
    size_t ib = ix->end[o], ie = ix->beg[semi[0]], cb = ix->end[semi[0]], ce = ix->beg[semi[1]];
    size_t nb = ix->end[semi[1]], ne = ix->beg[cl];
    CXCursor init = clang_getNullCursor(), cond = clang_getNullCursor(), inc = clang_getNullCursor(),
             body = clang_getNullCursor();
    for (unsigned i = 0; i < n; i++) {
        size_t b, e;
        if (!lw_range(F, kid[i], &b, &e)) { lw_plan_fail(P, "a loop header is not spelled in the file%s", NULL); return 1; }
        if (b >= ib && e <= ix->end[semi[0]]) init = kid[i];
        else if (b >= cb && e <= ce) cond = kid[i];
        else if (b >= nb && e <= ne) inc = kid[i];
        else if (b >= ix->end[cl]) body = kid[i];
    }
    if (clang_Cursor_isNull(cond) || clang_Cursor_isNull(body)) { lw_plan_fail(P, "%s has no condition", what); return 1; }
    if (gs && !clang_Cursor_isNull(init) && !clang_Cursor_isNull(inc)) {
        lw_gs_control(P, s, init, cond, inc, body, cb, ce);
        return 1;
    }
    size_t loopvar = (size_t)-1;
    if (!clang_Cursor_isNull(init)) {
        CXCursor v[4];
        if (clang_getCursorKind(init) != CXCursor_DeclStmt || ku_children(init, v, 4) != 1 ||
            clang_getCursorKind(v[0]) != CXCursor_VarDecl) {
            lw_plan_fail(P, "%s does not declare its one counter", what);
            return 1;
        }
        loopvar = lw_key(F, v[0]);
        CXCursor in[4];
        unsigned m = ku_children(v[0], in, 4);
        if (loopvar == (size_t)-1 || m == 0 || m > 4 || !lw_uniform(P, in[m - 1], (size_t)-1) ||
            lw_written_outside(F, loopvar, nb, ne)) {
            lw_plan_fail(P, "the counter of %s is not uniform over the block", what);
            return 1;
        }
    }
    if (!lw_uniform(P, cond, loopvar) || (!clang_Cursor_isNull(inc) && !lw_uniform(P, inc, loopvar))) {
        lw_plan_fail(P, "%s has a condition that may differ between threads", what);
        return 1;
    }
    lw_flush(P);
    int simd_was = P->simd_on, simd = lw_simd_enter(P, s, body, loopvar);
    if (P->why[0])
        return 1;
    if (loopvar != (size_t)-1 && !lw_offs_has(&P->uni, loopvar))
        ut_vec_push(&P->uni, loopvar);
    lw_item *it = lw_item_add(P, LW_I_FOR);
    size_t r[6] = { ib, ie, cb, ce, nb, ne };
    memcpy(it->r, r, sizeof r);
    P->simd_on |= simd;
    lw_body(P, body);
    P->simd_on = simd_was;
    lw_item_add(P, LW_I_END);
    return 1;
}

/* A statement that contains a barrier: control flow that runs once per block around regions. */
static void lw_control(lw_plan *P, CXCursor s)
{
    const lw_fn *F = P->F;
    enum CXCursorKind k = clang_getCursorKind(s);
    unsigned f, l, o, cl;
    if (!ku_cursor_exp_toks(F->ix, s, &f, &l)) {
        lw_plan_fail(P, "a statement with a barrier is not spelled in the file%s", NULL);
        return;
    }
    CXCursor kid[8];
    unsigned n = ku_children(s, kid, 8);
    if (n > 8) {
        lw_plan_fail(P, "unexpected statement shape%s", NULL);
        return;
    }
    const ku_index *ix = F->ix;
    switch (k) {
    case CXCursor_CompoundStmt:
        lw_flush(P);
        lw_item_add(P, LW_I_BLOCK);
        lw_body(P, s);
        lw_item_add(P, LW_I_END);
        return;
    case CXCursor_ForStmt:
        if (lw_control_for(P, s, kid, n, f))
            return;
        break;
    case CXCursor_WhileStmt: {
        if (!lw_parens(F, f, &o, &cl) || n != 2) break;
        if (!lw_uniform(P, kid[0], (size_t)-1)) {
            lw_plan_fail(P, "a while loop with a barrier has a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(P);
        lw_item_range(P, LW_I_WHILE, ix->end[o], ix->beg[cl]);
        lw_body(P, kid[1]);
        lw_item_add(P, LW_I_END);
        return;
    }
    case CXCursor_DoStmt: {
        if (n != 2) break;
        size_t b, e;
        if (!lw_range(F, kid[0], &b, &e)) break;
        unsigned w = ku_lower(ix, e);
        if (!lw_is_tok(F, w, "while") || !lw_parens(F, w, &o, &cl)) break;
        if (!lw_uniform(P, kid[1], (size_t)-1)) {
            lw_plan_fail(P, "a do loop with a barrier has a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(P);
        lw_item_add(P, LW_I_DO);
        lw_body(P, kid[0]);
        lw_item_range(P, LW_I_DO_END, ix->end[o], ix->beg[cl]);
        return;
    }
    case CXCursor_IfStmt: {
        if (!lw_parens(F, f, &o, &cl) || n < 2 || n > 3) break;
        size_t b, e;
        if (!lw_range(F, kid[0], &b, &e) || e > ix->beg[cl]) break;
        int cexpr = lw_is_tok(F, f + 1, "constexpr");
        if (!cexpr && !lw_uniform(P, kid[0], (size_t)-1)) {
            lw_plan_fail(P, "a barrier depends on a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(P);
        lw_item_range(P, LW_I_IF, ix->end[o], ix->beg[cl]);
        ut_vec_last(&P->items).n = (size_t)cexpr;
        lw_body(P, kid[1]);
        if (n == 3) {
            lw_item_add(P, LW_I_ELSE);
            lw_body(P, kid[2]);
        }
        lw_item_add(P, LW_I_IF_END);
        return;
    }
    default:
        break;
    }
    CXString ks = clang_getCursorKindSpelling(k);
    char kn[64];
    snprintf(kn, sizeof kn, "%s", clang_getCString(ks));
    clang_disposeString(ks);
    lw_plan_fail(P, "a barrier inside a statement of kind %s", kn);
}

/* Whether call s is a barrier of the block (__syncthreads, a thread_block's sync) or __syncwarp,
 * which in block-uniform code orders no less than a barrier: it ends the region. */
static int lw_barrier_stmt(lw_plan *P, CXCursor s)
{
    const lw_fn *F = P->F;
    char nm[64];
    ku_call_name(s, nm, sizeof nm);
    if (!strcmp(nm, "__syncthreads") || lw_tb_call(s, nm) == 1) {
        unsigned f, l;
        if (!ku_cursor_toks(F->ix, s, &f, &l) || !lw_offs_has(&F->bars, lw_off(F, clang_getCursorLocation(s)))) {
            lw_plan_fail(P, "a barrier comes from a macro%s", NULL);
            return 1;
        }
        lw_flush(P);
        return 1;
    }
    if (lw_warp_kind(nm) == LW_W_SYNCWARP) {
        /* block-uniform here: the region boundary orders more than the warp's lanes */
        if (!lw_args_pure(F, s)) {
            lw_plan_fail(P, "__syncwarp has an argument with side effects%s", NULL);
            return 1;
        }
        lw_flush(P);
        return 1;
    }
    return 0;
}

/* The statements of a compound (or a single statement) at the level where barriers split. */
static void lw_one(lw_plan *P, CXCursor s)
{
    const lw_fn *F = P->F;
    if (P->why[0])
        return;
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_UnexposedStmt) {   /* #pragma unroll (an attributed statement): the loop (the pragma is dropped) */
        CXCursor kid[4];
        unsigned n = ku_children(s, kid, 4);
        if (n >= 1 && n <= 4) {
            lw_one(P, kid[n - 1]);
            return;
        }
    }
    size_t b, e;
    if (!lw_stmt_range(F, s, &b, &e)) {
        lw_plan_fail(P, "a statement is not spelled in the file%s", NULL);
        return;
    }
    if (k == CXCursor_NullStmt)
        return;
    if (k == CXCursor_CallExpr && lw_barrier_stmt(P, s))
        return;
    if ((clang_isExpression(k) || k == CXCursor_DeclStmt || (k == CXCursor_ReturnStmt && F->self >= 0)) &&
        lw_has_wop(F, b, e)) {
        lw_warp_stmt(P, s, b, e);
        return;
    }
    if (k == CXCursor_DeclStmt && lw_hoistable(P, s)) {
        lw_item *it = lw_item_add(P, LW_I_HOIST);
        it->r[0] = b;
        it->r[1] = e;
        it->cur = s;
        return;
    }
    if (!lw_has_barrier(F, b, e)) {
        lw_region_stmt(P, s);
        return;
    }
    lw_control(P, s);
}

static enum CXChildVisitResult lw_seq_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_plan *P = ud;
    lw_one(P, cur);
    return P->why[0] ? CXChildVisit_Break : CXChildVisit_Continue;
}

static void lw_seq_stmt(lw_plan *P, CXCursor s)
{
    if (clang_getCursorKind(s) == CXCursor_CompoundStmt)
        clang_visitChildren(s, lw_seq_visit, P);
    else
        lw_one(P, s);
}

/* ---- after the walk ---- */
static int lw_promoted(const lw_plan *P, size_t var)
{
    for (size_t i = 0; i < P->prom.n; i++)
        if (P->prom.v[i].var == var)
            return 1;
    return 0;
}

/* Variables of one region named in another: recomputed, or kept per thread. */
static void lw_plan_values(lw_plan *P)
{
    const lw_fn *F = P->F;
    lw_find_remat(P);
    if (F->self < 0)
        lw_promote_params(P);
    for (size_t i = 0; i < P->decls.n && !P->why[0]; i++) {
        const lw_decl *d = &P->decls.v[i];
        int cross = 0;
        for (size_t j = 0; j < P->remat.n; j++)
            if (P->remat.v[j].var == d->var)
                cross = -1;
        if (cross)
            continue;
        for (size_t j = 0; j < F->refs.n; j++)
            if (F->refs.v[j].var == d->var && lw_region_of(P, F->refs.v[j].at) != d->region)
                cross = 1;
        if (cross)
            lw_promote(P, d);
    }
    /* their declarations, each statement once */
    for (size_t i = 0; i < P->decls.n && !P->why[0]; i++) {
        int has = 0, first = 1;
        for (size_t j = 0; j < P->decls.n; j++)
            if (clang_equalCursors(P->decls.v[j].stmt, P->decls.v[i].stmt)) {
                if (j < i) first = 0;
                if (lw_promoted(P, P->decls.v[j].var)) has = 1;
            }
        if (has && first)
            lw_rewrite_decl(P, P->decls.v[i].stmt);
    }
}

/* A kernel's return inside a region ends the thread: it is dead for the regions after. */
static enum CXChildVisitResult lw_ret_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_plan *P = ud;
    const lw_fn *F = P->F;
    if (clang_getCursorKind(cur) != CXCursor_ReturnStmt)
        return CXChildVisit_Recurse;
    unsigned f, l;
    if (!ku_cursor_toks(F->ix, cur, &f, &l) || l - f != 1 || !lw_is_tok(F, l, ";")) {
        lw_plan_fail(P, "a return is written through a macro or returns a value%s", NULL);
        return CXChildVisit_Break;
    }
    size_t at = F->ix->beg[f];
    if (lw_region_of(P, at) < 0)
        return CXChildVisit_Continue;   /* a return of the whole block, between regions */
    P->has_ret = 1;
    lw_add_edit(P, at, F->ix->end[l] - at, "{ hs_dead[hs_r] = 1; return; }");
    return CXChildVisit_Continue;
}

static int lw_edit_cmp(const void *a, const void *b)
{
    const lw_edit *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;   /* an insertion before a replacement there */
}

int lw_plan_build(lw_plan *P)
{
    const lw_fn *F = P->F;
    if (!P->wp)
        P->wp = ut_xcalloc(F->wops.n ? F->wops.n : 1, sizeof *P->wp);
    lw_body(P, F->body);
    lw_simd_check(P);
    if (F->self < 0 && !P->why[0] && !F->bars.n && !F->wops.n && !P->nsimd && !P->ngs && !F->fdiv)
        lw_plan_fail(P, "it has no barrier (the fiber path already runs it as a plain loop)%s", NULL);
    if (P->why[0])
        return 0;
    lw_plan_values(P);
    if (F->self >= 0 && !P->why[0]) {
        CXCursor kid[64];
        unsigned nk = ku_children(F->fn, kid, 64);
        lw_helper_params(P, kid, nk < 64 ? nk : 64);
    }
    /* threadIdx in regions: the index the region loop passes */
    for (unsigned t = F->bf; t < F->bl && !P->why[0]; t++)
        if (lw_is_tok(F, t, "threadIdx") && lw_region_of(P, F->ix->beg[t]) >= 0)
            lw_add_edit(P, F->ix->beg[t], F->ix->end[t] - F->ix->beg[t], "hs_tid");
    if (!P->why[0])
        lw_fastdiv(P);
    if (!P->why[0] && F->self < 0)
        clang_visitChildren(F->body, lw_ret_visit, P);
    else if (!P->why[0])
        lw_helper_returns(P);
    if (P->why[0])
        return 0;
    if (P->edits.n)
        qsort(P->edits.v, P->edits.n, sizeof *P->edits.v, lw_edit_cmp);
    return 1;
}
