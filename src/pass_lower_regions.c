/* pass_lower_regions.c - --lower-kernels, the plan's base (pass_lower_regions.h): the rewrites of
 * the body's text, regions built statement by statement and closed into items, and whether an
 * expression is uniform over the block (the same value in every thread: what lets a barrier sit
 * in a loop or branch, which then runs once per block around its regions). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_regions.h"

void lw_plan_fail(lw_plan *P, const char *fmt, const char *arg) { lw_why(P->why, fmt, arg); }

/* ---- rewrites ---- */
void lw_add_edit_n(lw_plan *P, size_t off, size_t len, const char *text, int nest)
{
    /* rewrites mostly come in the order of the text: only one that starts before the end of an
     * earlier one is held against them all */
    for (size_t i = 0; off < P->edits_end && i < P->edits.n; i++) {
        const lw_edit *o = &P->edits.v[i];
        if (!(off < o->off + o->len && o->off < off + len))
            continue;
        if (o->nest && o->off <= off && off + len <= o->off + o->len && !(o->off == off && o->len == len))
            continue;
        if (nest && off <= o->off && o->off + o->len <= off + len && !(o->off == off && o->len == len))
            continue;
        lw_plan_fail(P, "overlapping rewrites in the kernel body%s", NULL);
        return;
    }
    ut_vec_push(&P->edits, (lw_edit){ off, len, ut_xstrdup(text), nest });
    if (off + len > P->edits_end)
        P->edits_end = off + len;
}
void lw_add_edit(lw_plan *P, size_t off, size_t len, const char *text)
{
    lw_add_edit_n(P, off, len, text, 0);
}

int lw_plan_init(lw_plan *P, const lw_fn *F)
{
    P->F = F;
    const ed_list *el = cu_file_edits(F->c, 0);
    size_t ne = el ? ed_count(el) : 0;
    for (size_t i = 0; i < ne && !P->why[0]; i++) {
        const ed_edit *d = ed_get(el, i);
        if (d->off + d->len <= F->body_b || d->off >= F->body_e)
            continue;
        if (d->off <= F->body_b || d->off + d->len >= F->body_e) {
            lw_plan_fail(P, "other rewrites of cu2hip change its body's braces%s", NULL);
            return 0;
        }
        lw_add_edit(P, d->off, d->len, d->text);
    }
    return !P->why[0];
}

static void lw_strs_free(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i]);
}

void lw_plan_free(lw_plan *P)
{
    for (size_t i = 0; i < P->edits.n; i++)
        free(P->edits.v[i].text);
    ut_vec_free(&P->edits);
    ut_vec_free(&P->stmts);
    ut_vec_free(&P->regions);
    ut_vec_free(&P->items);
    ut_vec_free(&P->decls);
    ut_vec_free(&P->uni);
    for (size_t i = 0; i < P->remat.n; i++) {
        free(P->remat.v[i].name);
        free(P->remat.v[i].type);
    }
    ut_vec_free(&P->remat);
    for (size_t i = 0; i < P->prom.n; i++) {
        free(P->prom.v[i].type);
        free(P->prom.v[i].param);
    }
    ut_vec_free(&P->prom);
    for (size_t i = 0; P->wp && i < P->F->wops.n; i++) {
        free(P->wp[i].vt);
        free(P->wp[i].rt);
        lw_strs_free(P->wp[i].at.v, P->wp[i].at.n);
        ut_vec_free(&P->wp[i].at);
    }
    free(P->wp);
    ut_vec_free(&P->wids);
    ut_vec_free(&P->divs);
    free(P->hres);
    lw_strs_free(P->hparams.v, P->hparams.n);
    ut_vec_free(&P->hparams);
    memset(P, 0, sizeof *P);
}

/* ---- regions ---- */
lw_item *lw_item_add(lw_plan *P, int kind)
{
    lw_item *it = ut_vec_add(&P->items);
    it->kind = kind;
    return it;
}

lw_rstmt *lw_pend(lw_plan *P, size_t b, size_t e)
{
    if (P->stmts.n - P->open == LW_MAXPEND)
        lw_flush(P);
    lw_rstmt *s = ut_vec_add(&P->stmts);
    s->b = b;
    s->e = e;
    s->region = -1;
    s->kind = LW_S_PLAIN;
    return s;
}

void lw_flush(lw_plan *P)
{
    if (P->stmts.n == P->open)
        return;
    int id = (int)P->regions.n;
    for (size_t i = P->open; i < P->stmts.n; i++)
        P->stmts.v[i].region = id;
    ut_vec_push(&P->regions, (lw_region){ P->open, P->stmts.n - P->open, P->simd_on });
    lw_item_add(P, LW_I_REGION)->n = (size_t)id;
    P->open = P->stmts.n;
}

int lw_region_of(const lw_plan *P, size_t at)
{
    for (size_t i = 0; i < P->stmts.n; i++)
        if (P->stmts.v[i].region >= 0 && at >= P->stmts.v[i].b && at < P->stmts.v[i].e)
            return P->stmts.v[i].region;
    return -1;
}

/* A break or continue that would leave a loop holding a barrier (the statement's own loops may
 * hold them). */
typedef struct lw_bc { int depth, esc; } lw_bc;
static enum CXChildVisitResult lw_bc_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_bc *b = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if ((k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt) && b->depth == 0) {
        b->esc = 1;
        return CXChildVisit_Break;
    }
    if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
        k == CXCursor_SwitchStmt || k == CXCursor_CXXForRangeStmt) {
        b->depth++;
        clang_visitChildren(cur, lw_bc_visit, b);
        b->depth--;
        return b->esc ? CXChildVisit_Break : CXChildVisit_Continue;
    }
    return CXChildVisit_Recurse;
}

void lw_region_stmt(lw_plan *P, CXCursor s)
{
    const lw_fn *F = P->F;
    size_t b, e;
    if (!lw_stmt_range(F, s, &b, &e)) {
        lw_plan_fail(P, "a statement is not spelled in the file (a macro spanning statements?)%s", NULL);
        return;
    }
    if (P->stmts.n > P->open && b < ut_vec_last(&P->stmts).e) {
        lw_plan_fail(P, "statements overlap (a macro expanding to several statements?)%s", NULL);
        return;
    }
    lw_bc bc = { 0, 0 };
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt)
        bc.esc = 1;
    else
        clang_visitChildren(s, lw_bc_visit, &bc);
    if (bc.esc) {
        lw_plan_fail(P, "a break or continue leaves a loop that contains a barrier%s", NULL);
        return;
    }
    lw_pend(P, b, e);
    if (k == CXCursor_DeclStmt) {
        CXCursor kid[16];
        unsigned n = ku_children(s, kid, 16);
        for (unsigned i = 0; i < n && i < 16; i++)
            if (clang_getCursorKind(kid[i]) == CXCursor_VarDecl)
                ut_vec_push(&P->decls, (lw_decl){ lw_key(F, kid[i]), (int)P->regions.n, s, kid[i] });
    }
}

/* ---- uniform expressions: the same value in every thread of the block ---- */
static int lw_builtin_coord(const lw_plan *P, CXCursor e)
{
    const lw_fn *F = P->F;
    unsigned f, l;
    /* a coordinate is a member access (or its getter's call), never an operator, a cast or
     * parentheses: their extents libclang finds by walking down their operands, which at every
     * node of a long chain (a + b + ... + z) costs time quadratic in its length */
    switch (clang_getCursorKind(e)) {
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
    case CXCursor_ConditionalOperator:
    case CXCursor_UnaryOperator:
    case CXCursor_ParenExpr:
    case CXCursor_CStyleCastExpr:
    case CXCursor_ArraySubscriptExpr:
        return 0;
    default:
        break;
    }
    if (!ku_cursor_exp_toks(F->ix, e, &f, &l) || l - f != 3 || !lw_is_tok(F, f + 1, "."))
        return 0;
    if (!lw_is_tok(F, f, "blockIdx") && !lw_is_tok(F, f, "blockDim") && !lw_is_tok(F, f, "gridDim") &&
        !(P->tinv && lw_is_tok(F, f, "threadIdx")))
        return 0;
    return lw_is_tok(F, f + 2, "x") || lw_is_tok(F, f + 2, "y") || lw_is_tok(F, f + 2, "z");
}

typedef struct lw_uni { lw_plan *P; size_t loopvar; int ok; } lw_uni;
static enum CXChildVisitResult lw_uni_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_uni *u = ud;
    if (!lw_uniform(u->P, cur, u->loopvar)) {
        u->ok = 0;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}
static int lw_uniform_kids(lw_plan *P, CXCursor e, size_t loopvar)
{
    lw_uni u = { P, loopvar, 1 };
    clang_visitChildren(e, lw_uni_visit, &u);
    return u.ok;
}
static int lw_is_loopvar(const lw_plan *P, CXCursor target, size_t loopvar)
{
    CXCursor r = ku_strip(target);
    while (clang_getCursorKind(r) == CXCursor_ParenExpr || clang_getCursorKind(r) == CXCursor_UnexposedExpr) {
        CXCursor kid[1];
        if (ku_children(r, kid, 1) != 1)
            break;
        r = ku_strip(kid[0]);
    }
    if (clang_getCursorKind(r) != CXCursor_DeclRefExpr)
        return 0;
    return loopvar != (size_t)-1 && lw_key(P->F, clang_getCursorReferenced(r)) == loopvar;
}

int lw_uniform(lw_plan *P, CXCursor e, size_t loopvar)
{
    const lw_fn *F = P->F;
    enum CXCursorKind k = clang_getCursorKind(e);
    if (lw_builtin_coord(P, e))
        return 1;
    switch (k) {
    case CXCursor_IntegerLiteral:
    case CXCursor_FloatingLiteral:
    case CXCursor_CharacterLiteral:
    case CXCursor_CXXBoolLiteralExpr:
    case CXCursor_CXXNullPtrLiteralExpr:
    case CXCursor_UnaryExpr:   /* sizeof, alignof */
    case CXCursor_TypeRef:
    case CXCursor_TemplateRef:
    case CXCursor_NamespaceRef:
        return 1;
    case CXCursor_ParenExpr:
    case CXCursor_UnexposedExpr:
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXStaticCastExpr:
    case CXCursor_CXXFunctionalCastExpr:
    case CXCursor_ConditionalOperator:
        return lw_uniform_kids(P, e, loopvar);
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
            CXCursor kid[2];
            if (ku_children(e, kid, 2) != 2 || !lw_is_loopvar(P, kid[0], loopvar))
                return 0;
        }
        if (op == CXBinaryOperator_PtrMemD || op == CXBinaryOperator_PtrMemI)
            return 0;
        return lw_uniform_kids(P, e, loopvar);
    }
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
        if (op == CXUnaryOperator_AddrOf || op == CXUnaryOperator_Deref || op == CXUnaryOperator_Coawait)
            return 0;
        if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
            op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec) {
            CXCursor kid[1];
            if (ku_children(e, kid, 1) != 1 || !lw_is_loopvar(P, kid[0], loopvar))
                return 0;
        }
        return lw_uniform_kids(P, e, loopvar);
    }
    case CXCursor_DeclRefExpr: {
        CXCursor d = clang_getCursorReferenced(e);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk == CXCursor_EnumConstantDecl || dk == CXCursor_NonTypeTemplateParameter)
            return 1;
        CXString nm = clang_getCursorSpelling(d);
        int ws = !strcmp(clang_getCString(nm), "warpSize");
        clang_disposeString(nm);
        if (ws)
            return 1;
        size_t key = lw_key(F, d);
        if (dk == CXCursor_ParmDecl)   /* a helper's parameters: per thread */
            return F->self < 0 && key != (size_t)-1 && !lw_written(F, key);
        if (dk != CXCursor_VarDecl)
            return 0;
        if (key != (size_t)-1 && (key == loopvar || lw_offs_has(&P->uni, key)))
            return 1;
        if (P->tinv && key != (size_t)-1)
            for (size_t i = 0; i < P->remat.n; i++)
                if (P->remat.v[i].var == key)
                    return 1;
        /* a constant outside the kernel */
        if (key == (size_t)-1 || key < F->body_b || key >= F->body_e) {
            CXCursor sp = clang_getCursorSemanticParent(d);
            enum CXCursorKind pk = clang_getCursorKind(sp);
            if (pk == CXCursor_FunctionDecl || pk == CXCursor_FunctionTemplate)
                return 0;
            return clang_isConstQualifiedType(clang_getCursorType(d));
        }
        return 0;
    }
    case CXCursor_CallExpr: {
        char nm[64];
        ku_call_name(e, nm, sizeof nm);
        if (lw_tb_call(e, nm) == 2 && strcmp(nm, "thread_rank") && strcmp(nm, "thread_index") &&
            strcmp(nm, "this_thread_block")) {
            CXCursor b = lw_member_base(e);
            return !clang_Cursor_isNull(b) && lw_uniform(P, b, loopvar);
        }
        if (strcmp(nm, "min") && strcmp(nm, "max") && strcmp(nm, "umin") && strcmp(nm, "umax"))
            return 0;
        int n = clang_Cursor_getNumArguments(e);
        for (int i = 0; i < n; i++)
            if (!lw_uniform(P, clang_Cursor_getArgument(e, (unsigned)i), loopvar))
                return 0;
        return n > 0;
    }
    default:
        return 0;
    }
}
