/* pass_lower_simd.c - --lower-kernels, the plan's loops (pass_lower_simd.h).
 * Loop interchange for the vectoriser: a for loop of the kernel whose trip count is the same in
 * every thread of the block and whose body computes per-thread values with vectorisable math
 * (sinf, cosf, sincosf and their __ forms; the facts find such loops) is split like a loop
 * holding a barrier, so that the loop over the block's threads becomes its innermost loop
 * (hs_launch.hpp's lower_simd, which GCC vectorises across threads and calls the SIMD clones of
 * hipshim's device math, hs_devmath.hpp). Each thread's own operations keep their order, so
 * results do not change. The interchange is refused, and the kernel lowered without it (or left
 * on fibers), when the loop is not a plain counted loop, its body breaks, returns, branches,
 * nests loops, calls other functions or writes anything but the thread's own scalar variables,
 * when (threads may have returned) it reads memory at addresses that differ between threads or
 * divides by such values (lower_simd also runs the threads that returned, whose values are
 * garbage), or when calls whose order between threads shows (atomics, printf, the program's
 * functions) would end up in two regions.
 * Grid-stride loops run round by round: for (T i = U + threadIdx.x; i < N; i += blockDim.x *
 * gridDim.x) body, run one thread after another, walks memory with the grid's stride in each
 * thread: with many iterations per thread, every access a new cache line, evicted before the
 * neighbouring thread uses it. It runs instead as rounds: for (T hs_gs_base = U; hs_gs_base < N;
 * hs_gs_base += stride) a loop over the block's threads with i = hs_gs_base + threadIdx.x and
 * the body where i < N, so neighbouring threads touch neighbouring elements. Each thread's
 * iterations keep their order (values carried across iterations are kept per thread like values
 * across a barrier); only the order between threads changes, so the body may not call anything
 * whose order shows, break, return, jump or write the counter (the facts check its shape); a
 * continue ends the thread's iteration (the body runs as do { } while (0)). U, N and the stride
 * must be uniform over the block (checked here). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_simd.h"

/* ---- grid-stride loops ---- */
int lw_gs_control(lw_plan *P, CXCursor loop, CXCursor init, CXCursor cond, CXCursor inc, CXCursor body,
                  size_t cb, size_t ce)
{
    const lw_fn *F = P->F;
    CXCursor var, start, u, k[2];
    size_t b, e, bb, be;
    if (P->simd_on) {   /* a grid-stride loop's own body is one statement of a round: never walked */
        lw_plan_fail(P, "a grid-stride loop nests in an interchanged loop%s", NULL);
        return 0;
    }
    if (!lw_gs_var(init, &var, &start) || !lw_gs_start(F, start, &u) || !lw_range(F, loop, &b, &e)) {
        lw_plan_fail(P, "unexpected grid-stride loop shape%s", NULL);
        return 0;
    }
    if (!clang_Cursor_isNull(u) && !lw_uniform(P, u, (size_t)-1)) {
        lw_plan_fail(P, "a grid-stride loop starts at a value that is not uniform plus threadIdx.x%s", NULL);
        return 0;
    }
    cond = lw_gs_strip(cond);
    if (ku_children(cond, k, 2) != 2 || !lw_uniform(P, k[1], (size_t)-1)) {
        lw_plan_fail(P, "a grid-stride loop has a bound that may differ between threads%s", NULL);
        return 0;
    }
    if (ku_children(ku_strip(inc), k, 2) != 2 || !lw_uniform(P, k[1], (size_t)-1)) {
        lw_plan_fail(P, "a grid-stride loop has a stride that may differ between threads%s", NULL);
        return 0;
    }
    if (lw_has_real_barrier(F, b, e) || !lw_range(F, body, &bb, &be)) {
        lw_plan_fail(P, "a grid-stride loop holds a barrier or warp function%s", NULL);
        return 0;
    }
    unsigned f, l;   /* the body's ';' when it is a single statement */
    if (ku_cursor_exp_toks(F->ix, body, &f, &l) && l < F->ix->n && lw_is_tok(F, l, ";") &&
        !lw_is_tok(F, l - 1, "}") && !lw_is_tok(F, l - 1, ";"))
        be = F->ix->end[l];
    size_t db, de, ub = 0, ue = 0, kb, ke, sb, se, name = lw_off(F, clang_getCursorLocation(var));
    CXCursor ck[2], sk[2];
    if (!lw_range(F, init, &db, &de) || name <= db || name >= de ||
        (!clang_Cursor_isNull(u) && !lw_range(F, u, &ub, &ue)) || ku_children(cond, ck, 2) != 2 ||
        !lw_range(F, ck[1], &kb, &ke) || ku_children(ku_strip(inc), sk, 2) != 2 || !lw_range(F, sk[1], &sb, &se)) {
        lw_plan_fail(P, "a grid-stride loop is not spelled in the file%s", NULL);
        return 0;
    }
    /* rounds: a uniform base; each thread's counter is base + threadIdx.x, a value of the round */
    lw_flush(P);
    lw_item *it = lw_item_add(P, LW_I_ROUNDS);
    size_t r[8] = { db, name, ub, ue, kb, ke, sb, se };
    memcpy(it->r, r, sizeof r);
    it->n = clang_getCursorBinaryOperatorKind(cond) == CXBinaryOperator_LE;
    /* the counter under its own name, declared in the round */
    lw_rstmt *s = lw_pend(P, cb, ce);
    s->kind = LW_S_GS_COND;
    s->db = db;
    s->dn = name;
    s->var = var;
    lw_pend(P, bb, be)->kind = LW_S_GS_BODY;
    lw_flush(P);
    lw_item_add(P, LW_I_END);
    P->ngs++;
    return 1;
}

/* ---- the body of a candidate, once its loop counter is known ---- */
typedef struct lw_safe { lw_plan *P; size_t loopvar; } lw_safe;

/* A variable the body may write: the thread's own scalar, declared in the kernel. */
static int lw_own_scalar(const lw_fn *F, CXCursor e)
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
    size_t key = lw_key(F, d);
    if (key == (size_t)-1 || key < F->body_b || key >= F->body_e)
        return 0;
    if (clang_Cursor_getStorageClass(d) != CX_SC_None)
        return 0;
    CXType t = clang_getCanonicalType(clang_getCursorType(d));
    if (t.kind < CXType_Bool || t.kind > CXType_LongDouble)
        return 0;
    unsigned f = ku_at(F->ix, key);
    for (unsigned g = 0; f != KU_NONE && g < 16 && f > 0; g++) {   /* __shared__ float x; */
        f--;
        if (lw_is_tok(F, f, ";") || lw_is_tok(F, f, "{") || lw_is_tok(F, f, "}"))
            break;
        if (lw_is_tok(F, f, "__shared__") || lw_is_tok(F, f, "static"))
            return 0;
    }
    return 1;
}

static enum CXChildVisitResult lw_safe_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_safe *s = ud;
    lw_plan *P = s->P;
    const lw_fn *F = P->F;
    if (P->why[0])
        return CXChildVisit_Break;
    CXCursor kid[3];
    switch (clang_getCursorKind(cur)) {
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        if (ku_children(cur, kid, 3) != 2)
            break;
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign && !lw_own_scalar(F, kid[0])) {
            lw_plan_fail(P, "the loop to interchange writes memory (only the thread's own scalars may be written)%s", NULL);
            return CXChildVisit_Break;
        }
        if (F->simd_spec && (op == CXBinaryOperator_Div || op == CXBinaryOperator_Rem ||
                             op == CXBinaryOperator_DivAssign || op == CXBinaryOperator_RemAssign)) {
            CXType t = clang_getCanonicalType(clang_getCursorType(kid[1]));
            if (t.kind >= CXType_Bool && t.kind <= CXType_Int128 && !lw_uniform(P, kid[1], s->loopvar)) {
                lw_plan_fail(P, "the loop to interchange divides by a value that differs between threads%s", NULL);
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
             op == CXUnaryOperator_PreDec || op == CXUnaryOperator_AddrOf) && !lw_own_scalar(F, kid[0])) {
            lw_plan_fail(P, "the loop to interchange writes memory (only the thread's own scalars may be written)%s", NULL);
            return CXChildVisit_Break;
        }
        if (op == CXUnaryOperator_Deref && F->simd_spec && !lw_uniform(P, kid[0], s->loopvar)) {
            lw_plan_fail(P, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    }
    case CXCursor_ArraySubscriptExpr:
        if (F->simd_spec && (ku_children(cur, kid, 3) != 2 || !lw_uniform(P, kid[0], s->loopvar) ||
                             !lw_uniform(P, kid[1], s->loopvar))) {
            lw_plan_fail(P, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    case CXCursor_MemberRefExpr:
        if (F->simd_spec && ku_children(cur, kid, 3) == 1 &&
            clang_getCanonicalType(clang_getCursorType(ku_strip(kid[0]))).kind == CXType_Pointer &&
            !lw_uniform(P, kid[0], s->loopvar)) {
            lw_plan_fail(P, "the loop to interchange reads memory at an address that differs between threads%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    case CXCursor_VarDecl: {
        CXType t = clang_getCanonicalType(clang_getCursorType(cur));
        if (t.kind < CXType_Bool || t.kind > CXType_LongDouble) {
            lw_plan_fail(P, "the loop to interchange declares a variable that is not a scalar%s", NULL);
            return CXChildVisit_Break;
        }
        break;
    }
    default:   /* sincosf(x, &s, &c): its pointers are the thread's own scalars (checked as AddrOf) */
        break;
    }
    return CXChildVisit_Recurse;
}

const char *lw_simd_what(const lw_fn *F, CXCursor loop)
{
    size_t b, e;
    if (lw_range(F, loop, &b, &e))
        for (size_t i = 0; i < F->vloops.n; i++)
            if (F->vloops.v[i].b == b && F->vloops.v[i].e == e && !lw_has_real_barrier(F, b, e))
                return "a loop to interchange for the vectoriser";
    return "a loop with a barrier";
}

int lw_simd_enter(lw_plan *P, CXCursor loop, CXCursor body, size_t loopvar)
{
    const lw_fn *F = P->F;
    size_t b, e;
    if (!F->vloops.n || !lw_range(F, loop, &b, &e))
        return 0;
    int cand = 0;
    for (size_t i = 0; i < F->vloops.n; i++)
        if (F->vloops.v[i].b == b && F->vloops.v[i].e == e)
            cand = 1;
    if (!cand)
        return 0;
    if (P->simd_on) {
        lw_plan_fail(P, "an interchanged loop nests in another%s", NULL);
        return 0;
    }
    lw_safe s = { P, loopvar };
    if (lw_safe_visit(body, clang_getNullCursor(), &s) == CXChildVisit_Recurse)   /* a body without braces */
        clang_visitChildren(body, lw_safe_visit, &s);
    P->nsimd++;
    return !P->why[0];
}

/* The regions run their threads in rank order, as the fiber path does between barriers. */
void lw_simd_check(lw_plan *P)
{
    if (!P->nsimd && !P->ngs)
        return;
    int first = -2;
    for (size_t i = 0; i < P->F->effs.n && !P->why[0]; i++) {
        int r = lw_region_of(P, P->F->effs.v[i]);
        if (first == -2)
            first = r;
        else if (r != first)
            lw_plan_fail(P, "calls whose order between threads shows (atomics, printf, the program's functions) "
                            "would run in different regions%s", NULL);
    }
}
