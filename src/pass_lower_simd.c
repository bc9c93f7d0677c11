/* pass_lower_simd.c - --lower-kernels, loop interchange for the vectoriser: a for loop of the
 * kernel whose trip count is the same in every thread of the block and whose body computes
 * per-thread values with vectorisable math (sinf, cosf, sincosf and their __ forms) is split
 * like a loop holding a barrier, so that the loop over the block's threads becomes its innermost
 * loop (hs_launch.hpp's lower_simd, which GCC vectorises across threads and calls the SIMD clones
 * of hipshim's device math, hs_devmath.hpp). Each thread's own operations keep their order, so
 * results do not change.
 * The interchange is refused, and the kernel lowered without it (or left on fibers), when the
 * loop is not a plain counted loop, its body breaks, returns, branches, nests loops, calls other
 * functions or writes anything but the thread's own scalar variables, when (threads may have
 * returned) it reads memory at addresses that differ between threads or divides by such values
 * (lower_simd also runs the threads that returned, whose values are garbage), or when calls
 * whose order between threads shows (atomics, printf, the program's functions) would end up in
 * two regions.
 * Also grid-stride loops, run round by round over the block's threads (see lw_gs_find below).
 * Ownership: hipshim speed (issue 16). Borrows the lowering state (pass_lower.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pass_lower.h"

/* Functions whose SIMD clones hipshim provides (hs_math_vec.c): what makes a loop worth it. */
static int lw_vmath(const char *n)
{
    static const char *const t[] = { "sinf", "cosf", "sincosf", "__sinf", "__cosf", "__sincosf", NULL };
    for (int i = 0; t[i]; i++)
        if (!strcmp(n, t[i]))
            return 1;
    return 0;
}
/* Pure functions an interchanged body may also call (no memory, no order). */
static int lw_pure(const char *n)
{
    static const char *const t[] = { "fabsf", "fabs", "sqrtf", "sqrt", "fminf", "fmaxf", "fmin", "fmax",
                                     "floorf", "ceilf", "truncf", "rintf", "copysignf", "min", "max",
                                     "__fmul_rn", "__fadd_rn", "__fsub_rn", "__fsqrt_rn", NULL };
    for (int i = 0; t[i]; i++)
        if (!strcmp(n, t[i]))
            return 1;
    return lw_vmath(n);
}
/* The device math functions HIPSHIM_DEVICE_MATH redirects (unqualified calls). */
static int lw_redirected(const char *n)
{
    return !strcmp(n, "sinf") || !strcmp(n, "cosf") || !strcmp(n, "sincosf");
}

/* ---- grid-stride loops run round by round ----
 * for (T i = U + threadIdx.x; i < N; i += blockDim.x * gridDim.x) body, run one thread after
 * another, walks memory with the grid's stride in each thread: with many iterations per thread,
 * every access a new cache line, evicted before the neighbouring thread uses it. It runs instead
 * as rounds: for (T hs_gs_base = U; hs_gs_base < N; hs_gs_base += stride) a loop over the
 * block's threads with i = hs_gs_base + threadIdx.x and the body where i < N, so neighbouring
 * threads touch neighbouring elements. Each thread's iterations keep their order (values carried
 * across iterations are kept per thread like values across a barrier); only the order between
 * threads changes, so the body may not call anything whose order shows (atomics, printf, the
 * program's functions), break, return, jump or write the counter; a continue ends the thread's
 * iteration (the body runs as do { } while (0)). U, N and the stride must be uniform over the
 * block (checked during the walk). */
static CXCursor lw_gs_strip(CXCursor e)
{
    for (int g = 0; g < 16; g++) {
        e = ku_strip(e);
        enum CXCursorKind k = clang_getCursorKind(e);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr &&
            k != CXCursor_CXXStaticCastExpr && k != CXCursor_CXXFunctionalCastExpr)
            break;
        CXCursor kid[4];
        unsigned n = ku_children(e, kid, 4);
        if (n == 0 || n > 4)
            break;
        e = kid[n - 1];
    }
    return e;
}
/* e is NAME.x (threadIdx.x, blockDim.x, gridDim.x) */
static int lw_gs_coord(lw *L, CXCursor e, const char *name)
{
    unsigned f, l;
    e = lw_gs_strip(e);
    return clang_getCursorKind(e) == CXCursor_MemberRefExpr && ku_cursor_exp_toks(L->ix, e, &f, &l) &&
           l - f == 3 && lw_is_tok(L, f, name) && lw_is_tok(L, f + 1, ".") && lw_is_tok(L, f + 2, "x");
}
static int lw_gs_binop(CXCursor e, enum CXBinaryOperatorKind op, CXCursor kid[2])
{
    return clang_getCursorKind(e) == CXCursor_BinaryOperator && clang_getCursorBinaryOperatorKind(e) == op &&
           ku_children(e, kid, 2) == 2;
}
static int lw_gs_refs(CXCursor e, CXCursor var)
{
    e = lw_gs_strip(e);
    return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
           clang_equalCursors(clang_getCursorReferenced(e), var);
}
/* The stride: blockDim.x * gridDim.x (either order), or a const variable initialised so. */
static int lw_gs_stride(lw *L, CXCursor e, int depth)
{
    CXCursor k[2];
    e = lw_gs_strip(e);
    if (lw_gs_binop(e, CXBinaryOperator_Mul, k))
        return (lw_gs_coord(L, k[0], "blockDim") && lw_gs_coord(L, k[1], "gridDim")) ||
               (lw_gs_coord(L, k[0], "gridDim") && lw_gs_coord(L, k[1], "blockDim"));
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr || depth)
        return 0;
    CXCursor d = clang_getCursorReferenced(e);
    if (clang_getCursorKind(d) != CXCursor_VarDecl || !clang_isConstQualifiedType(clang_getCursorType(d)))
        return 0;
    size_t key = lw_key(L, d);
    if (key == (size_t)-1 || key < L->body_b || key >= L->body_e)
        return 0;
    CXCursor in[4];
    unsigned m = ku_children(d, in, 4);
    return m >= 1 && m <= 4 && lw_gs_stride(L, in[m - 1], 1);
}
/* The start U + threadIdx.x (either order): U, or a null cursor when there is no U. */
static int lw_gs_start(lw *L, CXCursor e, CXCursor *u)
{
    CXCursor k[2];
    e = lw_gs_strip(e);
    *u = clang_getNullCursor();
    if (lw_gs_coord(L, e, "threadIdx"))
        return 1;
    if (!lw_gs_binop(e, CXBinaryOperator_Add, k))
        return 0;
    if (lw_gs_coord(L, k[1], "threadIdx"))
        *u = k[0];
    else if (lw_gs_coord(L, k[0], "threadIdx"))
        *u = k[1];
    return !clang_Cursor_isNull(*u);
}
/* The loop's counter: init declares one variable with an initialiser. */
static int lw_gs_var(CXCursor init, CXCursor *var, CXCursor *start)
{
    CXCursor v[2], in[4];
    if (clang_getCursorKind(init) != CXCursor_DeclStmt || ku_children(init, v, 2) != 1 ||
        clang_getCursorKind(v[0]) != CXCursor_VarDecl)
        return 0;
    unsigned m = ku_children(v[0], in, 4);
    if (m == 0 || m > 4)
        return 0;
    enum CXCursorKind ik = clang_getCursorKind(in[m - 1]);
    if (ik == CXCursor_TypeRef || ik == CXCursor_TemplateRef || ik == CXCursor_NamespaceRef)
        return 0;
    CXType t = clang_getCanonicalType(clang_getCursorType(v[0]));
    if (t.kind < CXType_Bool || t.kind > CXType_Int128)
        return 0;
    *var = v[0];
    *start = in[m - 1];
    return 1;
}
typedef struct lw_gsb { lw *L; CXCursor var; int depth, ok; } lw_gsb;
static enum CXChildVisitResult lw_gs_body_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_gsb *g = ud;
    CXCursor kid[3];
    switch (clang_getCursorKind(cur)) {
    case CXCursor_ReturnStmt: case CXCursor_GotoStmt: case CXCursor_IndirectGotoStmt: case CXCursor_LabelStmt:
    case CXCursor_LambdaExpr: case CXCursor_AsmStmt: case CXCursor_CXXTryStmt: case CXCursor_CXXThrowExpr:
    case CXCursor_StmtExpr:
        g->ok = 0;
        return CXChildVisit_Break;
    case CXCursor_BreakStmt:
        if (!g->depth) {
            g->ok = 0;
            return CXChildVisit_Break;
        }
        break;
    case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt: case CXCursor_SwitchStmt:
    case CXCursor_CXXForRangeStmt:
        g->depth++;
        clang_visitChildren(cur, lw_gs_body_visit, g);
        g->depth--;
        return g->ok ? CXChildVisit_Continue : CXChildVisit_Break;
    case CXCursor_CallExpr: {
        char nm[64];
        ku_call_name(cur, nm, sizeof nm);
        if (!lw_pure(nm) || !clang_Cursor_isNull(lw_member_base(cur))) {
            g->ok = 0;
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign && ku_children(cur, kid, 3) == 2 &&
            lw_gs_refs(kid[0], g->var)) {
            g->ok = 0;
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(cur);
        if ((op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec || op == CXUnaryOperator_PreInc ||
             op == CXUnaryOperator_PreDec || op == CXUnaryOperator_AddrOf) && ku_children(cur, kid, 3) == 1 &&
            lw_gs_refs(kid[0], g->var)) {
            g->ok = 0;
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_VarDecl: {   /* a reference bound to the counter could write it */
        CXType t = clang_getCursorType(cur);
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
            g->ok = 0;
            return CXChildVisit_Break;
        }
        break;
    }
    default:
        break;
    }
    return CXChildVisit_Recurse;
}
/* The shape of a candidate (kid: init, condition, increment, body); uniformity comes later. */
static void lw_gs_find(lw *L, CXCursor loop, CXCursor kid[4])
{
    CXCursor var, start, u, k[2];
    if (!lw_gs_var(kid[0], &var, &start) || !lw_gs_start(L, start, &u))
        return;
    CXCursor cond = lw_gs_strip(kid[1]);
    if (!(lw_gs_binop(cond, CXBinaryOperator_LT, k) || lw_gs_binop(cond, CXBinaryOperator_LE, k)) ||
        !lw_gs_refs(k[0], var))
        return;
    CXCursor inc = ku_strip(kid[2]);
    if (clang_getCursorKind(inc) != CXCursor_CompoundAssignOperator ||
        clang_getCursorBinaryOperatorKind(inc) != CXBinaryOperator_AddAssign || ku_children(inc, k, 2) != 2 ||
        !lw_gs_refs(k[0], var) || !lw_gs_stride(L, k[1], 0))
        return;
    lw_gsb g = { L, var, 0, 1 };
    if (lw_gs_body_visit(kid[3], clang_getNullCursor(), &g) == CXChildVisit_Recurse && g.ok)
        clang_visitChildren(kid[3], lw_gs_body_visit, &g);
    size_t b, e;
    if (!g.ok || !lw_range(L, loop, &b, &e))
        return;
    if (L->ngl == L->capgl) {
        L->capgl = L->capgl ? L->capgl * 2 : 8;
        L->gloops = ut_xrealloc(L->gloops, L->capgl * sizeof *L->gloops);
    }
    L->gloops[L->ngl][0] = b;
    L->gloops[L->ngl][1] = e;
    L->ngl++;
}

int lw_gs_in(lw *L, size_t b, size_t e)
{
    for (size_t i = 0; i < L->ngl; i++)
        if (L->gloops[i][0] >= b && L->gloops[i][0] < e)
            return 1;
    return 0;
}

static void lw_gs_pend(lw *L, size_t b, size_t e, const char *pre, const char *post)
{
    if (L->npend == 256)
        lw_flush(L);
    L->pend[L->npend][0] = b;
    L->pend[L->npend][1] = e;
    L->pre[L->npend] = pre ? ut_xstrdup(pre) : NULL;
    L->post[L->npend] = ut_xstrdup(post);
    L->npend++;
}

/* Walks (lw_control) candidate loop: its counter's region, then the rounds. */
int lw_gs_control(lw *L, CXCursor loop, CXCursor init, CXCursor cond, CXCursor inc, CXCursor body, size_t cb,
                  size_t ce, size_t nb, size_t ne)
{
    CXCursor var, start, u, k[2];
    size_t b, e, bb, be;
    (void)nb;   /* the increment is the stride's: the rounds add it to their base */
    (void)ne;
    if (L->simd_on) {   /* a grid-stride loop's own body is one statement of a round: never walked */
        lw_fail(L, "a grid-stride loop nests in an interchanged loop%s", NULL);
        return 0;
    }
    if (!lw_gs_var(init, &var, &start) || !lw_gs_start(L, start, &u) || !lw_range(L, loop, &b, &e)) {
        lw_fail(L, "unexpected grid-stride loop shape%s", NULL);
        return 0;
    }
    if (!clang_Cursor_isNull(u) && !lw_uniform(L, u, (size_t)-1)) {
        lw_fail(L, "a grid-stride loop starts at a value that is not uniform plus threadIdx.x%s", NULL);
        return 0;
    }
    cond = lw_gs_strip(cond);
    if (ku_children(cond, k, 2) != 2 || !lw_uniform(L, k[1], (size_t)-1)) {
        lw_fail(L, "a grid-stride loop has a bound that may differ between threads%s", NULL);
        return 0;
    }
    if (ku_children(ku_strip(inc), k, 2) != 2 || !lw_uniform(L, k[1], (size_t)-1)) {
        lw_fail(L, "a grid-stride loop has a stride that may differ between threads%s", NULL);
        return 0;
    }
    if (lw_has_real_barrier(L, b, e) || !lw_range(L, body, &bb, &be)) {
        lw_fail(L, "a grid-stride loop holds a barrier or warp function%s", NULL);
        return 0;
    }
    unsigned f, l;   /* the body's ';' when it is a single statement */
    if (ku_cursor_exp_toks(L->ix, body, &f, &l) && l < L->ix->n && lw_is_tok(L, l, ";") &&
        !lw_is_tok(L, l - 1, "}") && !lw_is_tok(L, l - 1, ";"))
        be = L->ix->end[l];
    size_t db, de, ub = 0, ue = 0, kb, ke, sb, se, name = lw_off(L, clang_getCursorLocation(var));
    CXCursor ck[2], sk[2];
    if (!lw_range(L, init, &db, &de) || name <= db || name >= de ||
        (!clang_Cursor_isNull(u) && !lw_range(L, u, &ub, &ue)) || ku_children(cond, ck, 2) != 2 ||
        !lw_range(L, ck[1], &kb, &ke) || ku_children(ku_strip(inc), sk, 2) != 2 || !lw_range(L, sk[1], &sb, &se)) {
        lw_fail(L, "a grid-stride loop is not spelled in the file%s", NULL);
        return 0;
    }
    /* rounds: a uniform base; each thread's counter is base + threadIdx.x, a value of the round */
    lw_flush(L);
    ut_buf ty = { 0 }, pre = { 0 };
    lw_text(L, &ty, db, name);
    char *nm = lw_spell_name(var);
    ut_buf_printf(&pre, "%s%s = hs_gs_base + hs_tid.x;\n(void)%s;\nif (", ty.s ? ty.s : "", nm, nm);
    free(nm);
    if (L->emit) {
        ut_buf_puts(&L->out, "for (");
        ut_buf_puts(&L->out, ty.s ? ty.s : "");
        ut_buf_puts(&L->out, "hs_gs_base = ");
        if (ue > ub)
            lw_text(L, &L->out, ub, ue);
        else
            ut_buf_puts(&L->out, "0");
        ut_buf_puts(&L->out, clang_getCursorBinaryOperatorKind(cond) == CXBinaryOperator_LE ? "; hs_gs_base <= ("
                                                                                          : "; hs_gs_base < (");
        lw_text(L, &L->out, kb, ke);
        ut_buf_puts(&L->out, "); hs_gs_base += (");
        lw_text(L, &L->out, sb, se);
        ut_buf_puts(&L->out, ")) {\n");
    }
    /* the counter under its own name, declared in the round */
    lw_gs_pend(L, cb, ce, pre.s, ")\ndo ");
    lw_gs_pend(L, bb, be, NULL, "\nwhile (0);\n");
    ut_buf_free(&ty);
    ut_buf_free(&pre);
    lw_flush(L);
    if (L->emit)
        ut_buf_puts(&L->out, "}\n");
    else
        L->ngs++;
    return 1;
}

/* ---- candidates (before the walk) ---- */
typedef struct lw_cand { lw *L; int ok, vm; } lw_cand;
static enum CXChildVisitResult lw_cand_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_cand *k = ud;
    switch (clang_getCursorKind(cur)) {
    case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt: case CXCursor_CXXForRangeStmt:
    case CXCursor_ReturnStmt: case CXCursor_BreakStmt: case CXCursor_ContinueStmt: case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt: case CXCursor_LabelStmt: case CXCursor_IfStmt: case CXCursor_SwitchStmt:
    case CXCursor_LambdaExpr: case CXCursor_AsmStmt: case CXCursor_CXXTryStmt: case CXCursor_CXXThrowExpr:
    case CXCursor_CXXNewExpr: case CXCursor_CXXDeleteExpr: case CXCursor_StmtExpr:
        k->ok = 0;
        return CXChildVisit_Break;
    case CXCursor_CallExpr: {
        char nm[64];
        ku_call_name(cur, nm, sizeof nm);
        if (!lw_pure(nm) || !clang_Cursor_isNull(lw_member_base(cur))) {
            k->ok = 0;
            return CXChildVisit_Break;
        }
        if (lw_vmath(nm))
            k->vm = 1;
        break;
    }
    default:
        break;
    }
    return CXChildVisit_Recurse;
}
typedef struct lw_scan1 { lw *L; } lw_scan1;
static enum CXChildVisitResult lw_find_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw *L = ud;
    enum CXCursorKind kd = clang_getCursorKind(cur);
    if (kd == CXCursor_ReturnStmt)
        L->simd_spec = 1;
    if (kd == CXCursor_CallExpr) {
        char nm[64];
        ku_call_name(cur, nm, sizeof nm);
        if (!lw_pure(nm) || !clang_Cursor_isNull(lw_member_base(cur))) {
            size_t at = lw_off(L, clang_getCursorLocation(cur));
            LW_PUSH(L->effs, L->neffs, L->capeffs, at);
        }
        if (lw_redirected(nm) && clang_Cursor_isNull(lw_member_base(cur))) {
            /* unqualified: a call written ::sinf or std::sinf stays glibc's everywhere */
            unsigned f, l;
            if (ku_cursor_exp_toks(L->ix, cur, &f, &l) && !(f > 0 && lw_is_tok(L, f - 1, "::")))
                L->devmath = 1;
        }
    }
    if (kd != CXCursor_ForStmt)
        return CXChildVisit_Recurse;
    CXCursor kid[8];
    unsigned n = ku_children(cur, kid, 8);
    if (L->simd && n == 4)
        lw_gs_find(L, cur, kid);
    if (n < 2 || n > 8)
        return CXChildVisit_Recurse;
    lw_cand k = { L, 1, 0 };
    CXCursor body = kid[n - 1];
    clang_visitChildren(body, lw_cand_visit, &k);
    size_t b, e;
    if (k.ok && k.vm && L->simd && lw_range(L, cur, &b, &e)) {
        size_t r[2] = { b, e };
        if (L->nvl == L->capvl) {
            L->capvl = L->capvl ? L->capvl * 2 : 8;
            L->vloops = ut_xrealloc(L->vloops, L->capvl * sizeof *L->vloops);
        }
        L->vloops[L->nvl][0] = r[0];
        L->vloops[L->nvl][1] = r[1];
        L->nvl++;
    }
    return CXChildVisit_Recurse;
}

void lw_simd_find(lw *L, CXCursor body)
{
    clang_visitChildren(body, lw_find_visit, L);
}

int lw_simd_in(lw *L, size_t b, size_t e)
{
    for (size_t i = 0; i < L->nvl; i++)
        if (L->vloops[i][0] >= b && L->vloops[i][0] < e)
            return 1;
    return 0;
}


/* ---- the body of a candidate, once its loop counter is known ---- */
typedef struct lw_safe { lw *L; size_t loopvar; } lw_safe;

/* A variable the body may write: the thread's own scalar, declared in the kernel. */
static int lw_own_scalar(lw *L, CXCursor e)
{
    e = ku_strip(e);
    while (clang_getCursorKind(e) == CXCursor_ParenExpr || clang_getCursorKind(e) == CXCursor_UnexposedExpr) {
        CXCursor kid[2];
        if (ku_children(e, kid, 2) != 1)
            return 0;
        e = ku_strip(kid[0]);
    }
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
        return 0;
    CXCursor d = clang_getCursorReferenced(e);
    if (clang_getCursorKind(d) != CXCursor_VarDecl)
        return 0;
    size_t key = lw_key(L, d);
    if (key == (size_t)-1 || key < L->body_b || key >= L->body_e)
        return 0;
    if (clang_Cursor_getStorageClass(d) != CX_SC_None)
        return 0;
    CXType t = clang_getCanonicalType(clang_getCursorType(d));
    if (t.kind < CXType_Bool || t.kind > CXType_LongDouble)
        return 0;
    unsigned f = ku_at(L->ix, key);
    for (unsigned g = 0; f != KU_NONE && g < 16 && f > 0; g++) {   /* __shared__ float x; */
        f--;
        if (lw_is_tok(L, f, ";") || lw_is_tok(L, f, "{") || lw_is_tok(L, f, "}"))
            break;
        if (lw_is_tok(L, f, "__shared__") || lw_is_tok(L, f, "static"))
            return 0;
    }
    return 1;
}

static enum CXChildVisitResult lw_safe_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_safe *s = ud;
    lw *L = s->L;
    if (L->why[0])
        return CXChildVisit_Break;
    CXCursor kid[3];
    switch (clang_getCursorKind(cur)) {
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        if (ku_children(cur, kid, 3) != 2)
            break;
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign && !lw_own_scalar(L, kid[0])) {
            lw_fail(L, "the loop to interchange writes memory (only the thread's own scalars may be written)%s", NULL);
            return CXChildVisit_Break;
        }
        if (L->simd_spec && (op == CXBinaryOperator_Div || op == CXBinaryOperator_Rem ||
                             op == CXBinaryOperator_DivAssign || op == CXBinaryOperator_RemAssign)) {
            CXType t = clang_getCanonicalType(clang_getCursorType(kid[1]));
            if (t.kind >= CXType_Bool && t.kind <= CXType_Int128 && !lw_uniform(L, kid[1], s->loopvar)) {
                lw_fail(L, "the loop to interchange divides by a value that differs between threads%s", NULL);
                return CXChildVisit_Break;
            }
        }
        break;
    }
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(cur);
        if (ku_children(cur, kid, 3) != 1)
            break;
        if ((op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec || op == CXUnaryOperator_PreInc ||
             op == CXUnaryOperator_PreDec || op == CXUnaryOperator_AddrOf) && !lw_own_scalar(L, kid[0])) {
            lw_fail(L, "the loop to interchange writes memory (only the thread's own scalars may be written)%s", NULL);
            return CXChildVisit_Break;
        }
        if (op == CXUnaryOperator_Deref && L->simd_spec && !lw_uniform(L, kid[0], s->loopvar)) {
            lw_fail(L, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_ArraySubscriptExpr:
        if (L->simd_spec && (ku_children(cur, kid, 3) != 2 || !lw_uniform(L, kid[0], s->loopvar) ||
                             !lw_uniform(L, kid[1], s->loopvar))) {
            lw_fail(L, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    case CXCursor_MemberRefExpr:
        if (L->simd_spec && ku_children(cur, kid, 3) == 1 &&
            clang_getCanonicalType(clang_getCursorType(ku_strip(kid[0]))).kind == CXType_Pointer &&
            !lw_uniform(L, kid[0], s->loopvar)) {
            lw_fail(L, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    case CXCursor_VarDecl: {
        CXType t = clang_getCanonicalType(clang_getCursorType(cur));
        if (t.kind < CXType_Bool || t.kind > CXType_LongDouble) {
            lw_fail(L, "the loop to interchange declares a variable that is not a scalar%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_CallExpr: {
        /* sincosf(x, &s, &c): its pointers are the thread's own scalars (checked as AddrOf) */
        break;
    }
    default:
        break;
    }
    return CXChildVisit_Recurse;
}

/* What a loop that lw_control splits is called in its messages. */
const char *lw_simd_what(lw *L, CXCursor loop)
{
    size_t b, e;
    if (lw_range(L, loop, &b, &e))
        for (size_t i = 0; i < L->nvl; i++)
            if (L->vloops[i][0] == b && L->vloops[i][1] == e && !lw_has_real_barrier(L, b, e))
                return "a loop to interchange for the vectoriser";
    return "a loop with a barrier";
}

int lw_simd_enter(lw *L, CXCursor loop, CXCursor body, size_t loopvar)
{
    size_t b, e;
    if (!L->nvl || !lw_range(L, loop, &b, &e))
        return 0;
    int cand = 0;
    for (size_t i = 0; i < L->nvl; i++)
        if (L->vloops[i][0] == b && L->vloops[i][1] == e)
            cand = 1;
    if (!cand)
        return 0;
    if (L->simd_on) {
        lw_fail(L, "an interchanged loop nests in another%s", NULL);
        return 0;
    }
    lw_safe s = { L, loopvar };
    if (lw_safe_visit(body, clang_getNullCursor(), &s) == CXChildVisit_Recurse)   /* a body without braces */
        clang_visitChildren(body, lw_safe_visit, &s);
    if (!L->emit)
        L->nsimd++;
    return !L->why[0];
}

/* After the analysis walk: calls whose order between threads shows must all sit in one region,
 * which runs its threads in rank order as the fiber path does. */
void lw_simd_check(lw *L, int (*region_of)(lw *, size_t))
{
    if (!L->nsimd && !L->ngs)
        return;
    int first = -2;
    for (size_t i = 0; i < L->neffs && !L->why[0]; i++) {
        int r = region_of(L, L->effs[i]);
        if (first == -2)
            first = r;
        else if (r != first)
            lw_fail(L, "calls whose order between threads shows (atomics, printf, the program's functions) "
                       "would run in different regions%s", NULL);
    }
}

/* Lowers one kernel: first with its vectorisable loops interchanged, when it has some, and if
 * that fails, as before. */
void lw_kernel(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H)
{
    char *name = lw_spell_name(fn), simd_why[256] = "";
    lw L0;
    for (int attempt = 0;; attempt++) {
        memset(&L0, 0, sizeof L0);
        L0.simd = attempt == 0;
        lw_kernel_try(&L0, c, ix, fn, tmpl, name, H, -1);
        if (!L0.why[0] || attempt || (!L0.nvl && !L0.ngl))
            break;
        snprintf(simd_why, sizeof simd_why, "%s", L0.why);
        lw_free(&L0);
    }
    lw *L = &L0;
    if (L->why[0]) {
        dg_count(c->stats, "lower.fiber", 1);
        if (c->opts->lower_kernels > 1)
            cu_report(c, clang_getCursorLocation(fn), DG_NOTE, "lower.kernel",
                      "kernel '%s' keeps the fiber path: %s%s%s", name, L->why,
                      simd_why[0] ? "; its loops are not interchanged: " : "", simd_why);
    } else {
        if (L->nsimd)
            dg_count(c->stats, "lower.interchanged", L->nsimd);
        if (L->ngs)
            dg_count(c->stats, "lower.grid_stride", L->ngs);
        if (c->opts->lower_kernels > 1) {
            char more[320] = "";
            if (L->nsimd && L->ngs)
                snprintf(more, sizeof more, ", %d loop%s interchanged for the vectoriser, %d grid-stride "
                         "loop%s run round by round", L->nsimd, L->nsimd > 1 ? "s" : "", L->ngs,
                         L->ngs > 1 ? "s" : "");
            else if (L->ngs)
                snprintf(more, sizeof more, ", %d grid-stride loop%s run round by round", L->ngs,
                         L->ngs > 1 ? "s" : "");
            else if (L->nsimd)
                snprintf(more, sizeof more, ", %d loop%s interchanged for the vectoriser", L->nsimd,
                         L->nsimd > 1 ? "s" : "");
            else if (simd_why[0])
                snprintf(more, sizeof more, "; its loops are not interchanged: %s", simd_why);
            cu_report(c, clang_getCursorLocation(fn), DG_NOTE, "lower.kernel",
                      "kernel '%s' lowered into loops over its threads (%d regions%s)", name, L->nregion, more);
        }
    }
    free(name);
    lw_free(L);
}

/* Lowers kernel fn (self < 0: tried with the loop interchange first, pass_lower_simd.c) or
 * collective helper H->h[self] (once, without it; the result goes to H->h[self]). */
void lw_function(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H, long self)
{
    if (self < 0) {
        lw_kernel(c, ix, fn, tmpl, H);
        return;
    }
    char *name = lw_spell_name(fn);
    lw L;
    memset(&L, 0, sizeof L);
    lw_kernel_try(&L, c, ix, fn, tmpl, name, H, self);
    H->h[self].ok = !L.why[0];
    memcpy(H->h[self].why, L.why, sizeof L.why);
    free(name);
    lw_free(&L);
}
