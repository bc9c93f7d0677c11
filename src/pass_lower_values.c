/* pass_lower_values.c - --lower-kernels, the plan's values (pass_lower_values.h): a variable
 * declared in one region and named in another is recomputed at the top of each region that
 * names it when its initialiser depends on threadIdx and block-uniform values only, and kept in
 * a per-thread array otherwise; warp function calls (shuffles, ballot, any, all, the counting
 * barriers) and calls of collective helpers split their statement like a barrier: the
 * arguments are stored per thread at the end of the region before, the call runs over the
 * block (a loop over each warp's lanes, or the helper's lowered form), and the statement starts
 * the next region with each call replaced by the thread's result. A collective helper lowered
 * itself takes its parameters as per-thread arrays and stores its result per thread. A kernel's
 * divisions by its parameters become multiplications by a divisor computed once per block. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_values.h"

/* ---- types spelled outside the kernel ---- */
/* A scalar type spelled the same outside the kernel: builtin, enum, pointer to such. */
static int lw_scalar_type(const lw_fn *F, CXType t)
{
    CXType c = clang_getCanonicalType(t);
    while (c.kind == CXType_Pointer)
        c = clang_getCanonicalType(clang_getPointeeType(c));
    if (!((c.kind >= CXType_FirstBuiltin && c.kind <= CXType_LastBuiltin) || c.kind == CXType_Enum) ||
        c.kind == CXType_Dependent)   /* "<dependent type>": a template's, spelled by the caller */
        return 0;
    if (clang_getCanonicalType(t).kind == CXType_Void)
        return 0;
    for (CXType u = t;; u = clang_getPointeeType(u)) {
        CXCursor td = clang_getTypeDeclaration(u);
        if (!clang_Cursor_isNull(td)) {
            size_t o = lw_key(F, td);
            if (o != (size_t)-1 && o >= F->body_b && o < F->body_e)
                return 0;
        }
        if (clang_getCanonicalType(u).kind != CXType_Pointer)
            break;
    }
    CXString ts = clang_getTypeSpelling(t);
    const char *tn = clang_getCString(ts);
    int ok = !strstr(tn, "auto") && !strstr(tn, "lambda") && !strstr(tn, "(unnamed") &&
             !strstr(tn, "(anonymous") && !strstr(tn, "decltype");
    clang_disposeString(ts);
    return ok;
}

/* A type for a per-thread array declared at the top of the lowered function (malloc'd), or NULL. */
static char *lw_array_type(const lw_fn *F, CXType t, CXType alt)
{
    CXType u = clang_getUnqualifiedType(clang_getNonReferenceType(t));
    if (t.kind != CXType_Invalid && lw_scalar_type(F, u)) {
        CXString ts = clang_getTypeSpelling(u);
        char *r = ut_xstrdup(clang_getCString(ts));
        clang_disposeString(ts);
        return r;
    }
    /* a template's parameter: the lowered function has the same template header */
    CXType a = clang_getUnqualifiedType(clang_getNonReferenceType(alt));
    CXString ts = clang_getTypeSpelling(a);
    const char *n = clang_getCString(ts);
    int ok = n[0] != 0;
    for (const char *p = n; *p; p++)
        if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            ok = 0;
    char *r = ok ? ut_xstrdup(n) : NULL;
    clang_disposeString(ts);
    return r;
}

/* Rewrites every use of variable var (none inside a macro: what) into rep. */
static void lw_rewrite_uses(lw_plan *P, size_t var, const char *rep, const char *what)
{
    const lw_fn *F = P->F;
    for (size_t i = 0; i < F->refs.n && !P->why[0]; i++) {
        const lw_ref *r = &F->refs.v[i];
        if (r->var != var)
            continue;
        if (r->macro)
            lw_plan_fail(P, what, NULL);
        else
            lw_add_edit(P, r->at, r->len, rep);
    }
}

/* ---- values kept per thread across a barrier ---- */
void lw_promote(lw_plan *P, const lw_decl *d)
{
    const lw_fn *F = P->F;
    CXType t = clang_getUnqualifiedType(clang_getCursorType(d->cur));
    CXString ts = clang_getTypeSpelling(t);
    const char *tn = clang_getCString(ts);
    unsigned idx = (unsigned)P->prom.n;
    ut_vec_push(&P->prom, (lw_prom){ d->var, NULL, NULL });
    if (strstr(tn, "auto") || strstr(tn, "lambda") || strstr(tn, "(unnamed") || strstr(tn, "(anonymous") ||
        t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
        lw_plan_fail(P, "a value kept across a barrier has the type %s", tn);
        clang_disposeString(ts);
        return;
    }
    CXType et = t;
    while (et.kind == CXType_ConstantArray)
        et = clang_getArrayElementType(et);
    CXCursor td = clang_getTypeDeclaration(et);
    if (!clang_Cursor_isNull(td)) {
        size_t o = lw_key(F, td);
        if (o != (size_t)-1 && o >= F->body_b && o < F->body_e)
            lw_plan_fail(P, "a value kept across a barrier has a type declared in the kernel%s", NULL);
    }
    if (et.kind == CXType_Record && !clang_isPODType(et))
        lw_plan_fail(P, "a value kept across a barrier has the non-trivial type %s", tn);
    /* a mask the other passes widened: the type the output spells */
    char *ot = t.kind == CXType_ConstantArray ? NULL : lw_output_type(F, d->cur);
    if (ot && (strchr(ot, ',') || strchr(ot, '&') || strchr(ot, '(') || !strncmp(ot, "const ", 6) ||
               !strncmp(ot, "volatile ", 9))) {
        free(ot);
        ot = NULL;
        lw_plan_fail(P, "a value kept across a barrier has a rewritten type of an unhandled form%s", NULL);
    }
    P->prom.v[idx].type = ot ? ot : ut_xstrdup(tn);
    clang_disposeString(ts);
    char ref[48];
    snprintf(ref, sizeof ref, "(hs_p%u[hs_r])", idx);
    lw_rewrite_uses(P, d->var, ref, "a value kept across a barrier is named inside a macro%s");
}

void lw_promote_params(lw_plan *P)
{
    const lw_fn *F = P->F;
    CXCursor kid[64];
    unsigned nk = ku_children(F->fn, kid, 64);
    for (unsigned i = 0; i < nk && i < 64 && !P->why[0]; i++) {
        if (clang_getCursorKind(kid[i]) != CXCursor_ParmDecl)
            continue;
        size_t key = lw_key(F, kid[i]), j;
        if (key == (size_t)-1)
            continue;
        for (j = 0; j < F->mods.n; j++)
            if (F->mods.v[j].var == key && lw_region_of(P, F->mods.v[j].at) >= 0)
                break;
        if (j == F->mods.n)
            continue;
        for (j = 0; j < F->refs.n; j++)
            if (F->refs.v[j].var == key && lw_region_of(P, F->refs.v[j].at) < 0) {
                lw_plan_fail(P, "a parameter its threads modify decides control flow around a barrier%s", NULL);
                return;
            }
        lw_decl d = { key, -1, clang_getNullCursor(), kid[i] };
        size_t idx = P->prom.n;
        lw_promote(P, &d);
        if (idx < P->prom.n)
            P->prom.v[idx].param = lw_spell_name(kid[i]);
    }
}

void lw_rewrite_decl(lw_plan *P, CXCursor stmt)
{
    const lw_fn *F = P->F;
    const ku_index *ix = F->ix;
    CXCursor v[32];
    unsigned k = ku_children(stmt, v, 32), f, l;
    if (k == 0 || k > 32 || !ku_cursor_toks(ix, stmt, &f, &l)) {
        lw_plan_fail(P, "a declaration kept across a barrier is not spelled in the file%s", NULL);
        return;
    }
    unsigned end = lw_is_tok(F, l - 1, ";") ? l - 1 : l;   /* the final ';' */
    if (end >= ix->n || !lw_is_tok(F, end, ";")) {
        lw_plan_fail(P, "a declaration kept across a barrier is not spelled in the file%s", NULL);
        return;
    }
    unsigned nt[32];
    for (unsigned i = 0; i < k; i++) {
        if (clang_getCursorKind(v[i]) != CXCursor_VarDecl) {
            lw_plan_fail(P, "a declaration kept across a barrier declares something else too%s", NULL);
            return;
        }
        nt[i] = ku_at(ix, lw_key(F, v[i]));
        if (nt[i] == KU_NONE || nt[i] <= f || nt[i] >= end || (i && !lw_is_tok(F, nt[i] - 1, ","))) {
            lw_plan_fail(P, "a declaration kept across a barrier has a declarator of an unhandled form%s", NULL);
            return;
        }
    }
    if (k > 1 && (lw_is_tok(F, nt[0] - 1, "*") || lw_is_tok(F, nt[0] - 1, "&") || lw_is_tok(F, nt[0] - 1, "&&"))) {
        lw_plan_fail(P, "a declaration kept across a barrier has a declarator of an unhandled form%s", NULL);
        return;
    }
    size_t spec_b = ix->beg[f], spec_e = ix->end[nt[0] - 1];
    for (unsigned i = 0; i < k && !P->why[0]; i++) {
        /* the declarator: name, [..] groups, then '=' init, or nothing */
        unsigned t = nt[i] + 1;
        int array = 0;
        while (t < end && lw_is_tok(F, t, "[")) {
            unsigned m = ku_match(ix, t);
            if (m == KU_NONE || m >= end) break;
            t = m + 1;
            array = 1;
        }
        unsigned stop = i + 1 < k ? nt[i + 1] - 1 : end;   /* its ',' or the final ';' */
        int init = lw_is_tok(F, t, "=");
        if (!init && t != stop) {
            lw_plan_fail(P, "a value kept across a barrier has an initialiser of an unhandled form%s", NULL);
            return;
        }
        size_t key = lw_key(F, v[i]);
        long idx = -1;
        for (size_t j = 0; j < P->prom.n; j++)
            if (P->prom.v[j].var == key)
                idx = (long)j;
        size_t rb = i ? ix->beg[nt[i] - 1] : ix->beg[f];
        size_t re = ix->end[t - 1];
        ut_buf txt = { 0 };
        if (idx < 0) {
            if (i) {   /* a declaration of its own, after the previous statement */
                ut_buf_puts(&txt, "; ");
                ut_buf_append(&txt, F->c->buf + spec_b, spec_e - spec_b);
                ut_buf_puts(&txt, " ");
                lw_add_edit(P, ix->beg[nt[i] - 1], ix->end[nt[i] - 1] - ix->beg[nt[i] - 1], txt.s);
            }
            ut_buf_free(&txt);
            continue;
        }
        if (i)
            ut_buf_puts(&txt, "; ");
        int brace = init && lw_is_tok(F, t + 1, "{");
        if (!init) {
            ut_buf_puts(&txt, "(void)0");
        } else if (array || brace) {
            ut_buf_printf(&txt, "{ hs_t%ld hs_i%ld", idx, idx);
            char *fin = ut_xasprintf("; __builtin_memcpy((void *)&(hs_p%ld[hs_r]), (const void *)&hs_i%ld, "
                                     "sizeof hs_i%ld); }", idx, idx, idx);
            lw_add_edit(P, ix->beg[stop], 0, fin);
            free(fin);
        } else {
            ut_buf_printf(&txt, "(hs_p%ld[hs_r])", idx);
        }
        /* the declaration's type goes (the array has it, as the output spells it): so do the
         * other passes' rewrites of it */
        for (size_t j = P->edits.n; j-- > 0;)
            if (P->edits.v[j].off >= rb && P->edits.v[j].off + P->edits.v[j].len <= re &&
                P->edits.v[j].off < spec_e) {
                free(P->edits.v[j].text);
                P->edits.v[j] = P->edits.v[--P->edits.n];
            }
        lw_add_edit(P, rb, re - rb, txt.s);
        ut_buf_free(&txt);
    }
}

/* ---- warp functions: a statement that calls them is split like at a barrier ----
 * This holds where the statement runs in block-uniform control flow (every lane of every warp
 * calls it together, which the walk guarantees: it treats the statement like a barrier) and the
 * calls are neither nested nor evaluated conditionally (&&, ||, ?:). */
typedef struct lw_wcond { const lw_fn *F; int cond, bad; } lw_wcond;
static enum CXChildVisitResult lw_wcond_visit(CXCursor cur, CXCursor parent, CXClientData ud);
static void lw_wcond_walk(lw_wcond *w, CXCursor c, int cond)
{
    int saved = w->cond;
    w->cond = cond;
    /* the operand itself first: `p ? f(x) : g(x)` has the calls as its children, no cast
     * between */
    if (lw_wcond_visit(c, clang_getNullCursor(), w) == CXChildVisit_Recurse)
        clang_visitChildren(c, lw_wcond_visit, w);
    w->cond = saved;
}
static enum CXChildVisitResult lw_wcond_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_wcond *w = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_CallExpr && w->cond) {
        size_t at = lw_off(w->F, clang_getCursorLocation(cur));
        for (size_t i = 0; i < w->F->wops.n; i++)
            if (w->F->wops.v[i].at == at)
                w->bad = 1;
    }
    int split = k == CXCursor_ConditionalOperator;
    if (k == CXCursor_BinaryOperator) {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        split = op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr;
    }
    if (!split)
        return CXChildVisit_Recurse;
    CXCursor kid[3];
    unsigned n = ku_children(cur, kid, 3);
    for (unsigned i = 0; i < n && i < 3; i++)
        lw_wcond_walk(w, kid[i], w->cond || i > 0);
    return CXChildVisit_Continue;
}

/* Argument a of warp call id wid stored into the thread's element of hs_wWID_TAG (tag 0:
 * hs_wWID_aARG, a helper's) at the end of the pending region. */
static void lw_warp_arg(lw_plan *P, CXCursor a, int wid, char tag, int arg)
{
    size_t b, e;
    if (!lw_range(P->F, a, &b, &e)) {
        lw_plan_fail(P, "a warp function's argument is not spelled in the file%s", NULL);
        return;
    }
    lw_rstmt *s = lw_pend(P, b, e);
    s->kind = LW_S_WARG;
    s->wid = wid;
    s->tag = tag;
    s->arg = arg;
}

/* Gives wop i the next warp call id. */
static int lw_warp_id(lw_plan *P, size_t i)
{
    P->wp[i].id = (int)P->wids.n;
    ut_vec_push(&P->wids, i);
    return P->wp[i].id;
}

/* A call of a collective helper in a statement split like at a warp function: its arguments go
 * to per-thread arrays at the end of the region before, the call replaced by the thread's
 * result. */
static void lw_helper_wop(lw_plan *P, size_t wi)
{
    const lw_fn *F = P->F;
    const lw_wop *w = &F->wops.v[wi];
    lw_wplan *wp = &P->wp[wi];
    int na = clang_Cursor_getNumArguments(w->call);
    if (na < 0 || lw_spelled_args(F, w->call) != na) {
        lw_plan_fail(P, "a function that synchronises is called with default arguments%s", NULL);
        return;
    }
    CXCursor ref = clang_getCursorReferenced(w->call);
    CXType ft = clang_getCursorType(ref);
    int id = lw_warp_id(P, wi);
    for (int i = 0; i < na; i++) {
        CXType at = clang_getCursorType(clang_Cursor_getArgument(w->call, (unsigned)i));
        CXType pt = clang_getArgType(ft, (unsigned)i);
        /* the helper's own lowered form takes the parameter's type as the output spells it */
        CXCursor pd = clang_Cursor_getArgument(ref, (unsigned)i);
        char *tn = clang_Cursor_isNull(pd) ? NULL : lw_output_type(F, pd);
        if (!tn)
            tn = lw_array_type(F, pt.kind != CXType_Invalid ? pt : at, at);
        if (!tn) {
            lw_plan_fail(P, "an argument of a function that synchronises has a type that cannot be "
                            "spelled outside it%s", NULL);
            return;
        }
        ut_vec_push(&wp->at, tn);
    }
    CXType ct = clang_getCursorType(w->call);
    char rep[48];
    if (clang_getCanonicalType(ct).kind == CXType_Void) {
        snprintf(rep, sizeof rep, "((void)0)");
    } else {
        char *rt = lw_output_type(F, ref);
        if (!rt)
            rt = lw_array_type(F, ct, ct);
        size_t cb, ce;
        if (!rt && lw_callee_text(F, w, &cb, &ce)) {
            /* a dependent result (a template kernel): the type of the same call on the
             * argument arrays' types */
            ut_buf d = { 0 };
            ut_buf_puts(&d, "::std::remove_cv_t<decltype(");
            ut_buf_append(&d, F->c->buf + cb, ce - cb);
            ut_buf_puts(&d, "(");
            for (int i = 0; i < na; i++)
                ut_buf_printf(&d, "%s::std::declval<hs_w%d_t%d>()", i ? ", " : "", id, i);
            ut_buf_puts(&d, "))>");
            rt = d.s;
        }
        if (!rt) {
            lw_plan_fail(P, "the result of a function that synchronises has a type that cannot be "
                            "spelled outside it%s", NULL);
            return;
        }
        wp->rt = rt;
        snprintf(rep, sizeof rep, "(hs_w%d_r[hs_r])", id);
    }
    lw_add_edit_n(P, w->b, w->e - w->b, rep, 1);
    for (int i = 0; i < na && !P->why[0]; i++)
        lw_warp_arg(P, clang_Cursor_getArgument(w->call, (unsigned)i), id, 0, i);
}

/* A warp function call: its value (and lane, shift or width) per thread, its result's type. */
static void lw_warp_call(lw_plan *P, size_t wi)
{
    const lw_fn *F = P->F;
    const lw_wop *w = &F->wops.v[wi];
    lw_wplan *wp = &P->wp[wi];
    int na = lw_spelled_args(F, w->call), first = w->sync;
    int shfl = w->kind <= LW_W_XOR;
    if (na < first + (shfl ? 2 : 1) || na > first + (shfl ? 3 : 1)) {
        lw_plan_fail(P, "a warp function is called with an unexpected argument list%s", NULL);
        return;
    }
    if (w->sync) {
        CXEvalResult ev = clang_Cursor_Evaluate(clang_Cursor_getArgument(w->call, 0));
        int full = 0;
        if (ev && clang_EvalResult_getKind(ev) == CXEval_Int) {
            unsigned long long m = clang_EvalResult_getAsUnsigned(ev);
            long long sm = clang_EvalResult_getAsLongLong(ev);
            full = m == 0xffffffffull || m == ~0ull || sm == -1;
        }
        if (ev)
            clang_EvalResult_dispose(ev);
        if (!full) {
            lw_plan_fail(P, "a warp function's mask is not a constant naming the whole warp%s", NULL);
            return;
        }
    }
    int id = lw_warp_id(P, wi);
    CXCursor v = clang_Cursor_getArgument(w->call, (unsigned)first);
    char *vt = shfl ? lw_array_type(F, clang_getCursorType(w->call), clang_getCursorType(v)) : ut_xstrdup("int");
    if (!vt) {
        lw_plan_fail(P, "a value exchanged by a warp function has a type that cannot be spelled "
                        "outside the kernel%s", NULL);
        return;
    }
    wp->vt = vt;
    wp->rt = ut_xstrdup(shfl ? vt : w->kind == LW_W_BALLOT ? "unsigned long long" : "int");   /* and __syncthreads_* */
    /* a shift or lane uniform over the block is passed as one value */
    wp->uarg = shfl && lw_uniform(P, clang_Cursor_getArgument(w->call, (unsigned)first + 1), (size_t)-1);
    wp->wide = shfl && na == first + 3;
    char rep[48];
    snprintf(rep, sizeof rep, "(hs_w%d_r[hs_r])", id);
    lw_add_edit_n(P, w->b, w->e - w->b, rep, 1);
    lw_warp_arg(P, v, id, 'v', -1);
    if (shfl && !wp->uarg)
        lw_warp_arg(P, clang_Cursor_getArgument(w->call, (unsigned)first + 1), id, 'a', -1);
    if (wp->wide)
        lw_warp_arg(P, clang_Cursor_getArgument(w->call, (unsigned)first + 2), id, 'w', -1);
}

void lw_warp_stmt(lw_plan *P, CXCursor s, size_t b, size_t e)
{
    const lw_fn *F = P->F;
    lw_wcond wc = { F, 0, 0 };
    lw_wcond_walk(&wc, s, 0);
    if (wc.bad) {
        lw_plan_fail(P, "a warp function is called conditionally (&&, || or ?:)%s", NULL);
        return;
    }
    if (!P->wp)
        P->wp = ut_xcalloc(F->wops.n ? F->wops.n : 1, sizeof *P->wp);
    for (size_t i = 0; i < F->wops.n && !P->why[0]; i++) {
        const lw_wop *w = &F->wops.v[i];
        if (w->at < b || w->at >= e)
            continue;
        if (w->kind == LW_W_SYNCWARP) {
            lw_plan_fail(P, "__syncwarp inside an expression%s", NULL);
            return;
        }
        for (size_t j = 0; j < F->wops.n; j++)
            if (j != i && F->wops.v[j].at >= w->b && F->wops.v[j].at < w->e) {
                lw_plan_fail(P, "a warp function's argument calls a warp function%s", NULL);
                return;
            }
        if (w->kind == LW_W_CALL)
            lw_helper_wop(P, i);
        else
            lw_warp_call(P, i);
    }
    if (P->why[0])
        return;
    lw_flush(P);
    for (size_t i = 0; i < F->wops.n; i++)
        if (F->wops.v[i].at >= b && F->wops.v[i].at < e)
            lw_item_add(P, LW_I_WARP)->n = i;
    lw_region_stmt(P, s);
}

/* ---- values recomputed per region (lw_remat) ---- */
typedef struct lw_nmchk { const lw_fn *F; int ok; } lw_nmchk;
/* Every variable the initialiser names must be the only one of its name in the kernel, so that
 * the copy placed in another region names the same variables. */
static enum CXChildVisitResult lw_nmchk_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_nmchk *k = ud;
    if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
        return CXChildVisit_Recurse;
    CXCursor d = clang_getCursorReferenced(cur);
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl)
        return CXChildVisit_Continue;
    char *n = lw_spell_name(d);
    size_t key = lw_key(k->F, d);
    int local = dk == CXCursor_ParmDecl ||
                (key != (size_t)-1 && key >= k->F->body_b && key < k->F->body_e);
    if (lw_name_count(k->F, n) != (size_t)local)
        k->ok = 0;
    free(n);
    return k->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

void lw_find_remat(lw_plan *P)
{
    const lw_fn *F = P->F;
    /* candidates, in declaration order (an initialiser may name an earlier one) */
    for (size_t i = 0; i < P->decls.n; i++) {
        const lw_decl *d = &P->decls.v[i];
        if (d->var == (size_t)-1 || lw_written(F, d->var))
            continue;
        CXType t = clang_getUnqualifiedType(clang_getCursorType(d->cur));
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference || !lw_scalar_type(F, t))
            continue;
        CXCursor in[4];
        unsigned m = ku_children(d->cur, in, 4);
        if (m == 0 || m > 4)
            continue;
        CXCursor init = in[m - 1];
        enum CXCursorKind ik = clang_getCursorKind(init);
        if (ik == CXCursor_TypeRef || ik == CXCursor_TemplateRef || ik == CXCursor_NamespaceRef)
            continue;
        size_t ib, ie;
        if (!lw_range(F, init, &ib, &ie))
            continue;
        char *name = lw_spell_name(d->cur);
        P->tinv = 1;
        int ok = lw_uniform(P, init, (size_t)-1);
        P->tinv = 0;
        lw_nmchk k = { F, ok && lw_name_count(F, name) == 1 };
        if (k.ok)
            clang_visitChildren(in[m - 1], lw_nmchk_visit, &k);
        if (k.ok && clang_getCursorKind(init) == CXCursor_DeclRefExpr)
            lw_nmchk_visit(init, init, &k);
        if (!k.ok) {
            free(name);
            continue;
        }
        ut_vec_push(&P->remat, (lw_remat){ d->var, d->region, 0, ib, ie, name, 0, NULL });
    }
    /* which ones another region recomputes: named there, or named by the initialiser of one that
     * is (those come before it) */
    for (size_t j = 0; j < F->refs.n; j++)
        for (size_t i = 0; i < P->remat.n; i++)
            if (P->remat.v[i].var == F->refs.v[j].var && lw_region_of(P, F->refs.v[j].at) != P->remat.v[i].region)
                P->remat.v[i].cross = 1;
    for (size_t i = P->remat.n; i-- > 0;) {
        if (!P->remat.v[i].cross)
            continue;
        for (size_t j = 0; j < F->refs.n; j++)
            if (F->refs.v[j].at >= P->remat.v[i].ib && F->refs.v[j].at < P->remat.v[i].ie)
                for (size_t q = 0; q < i; q++)
                    if (P->remat.v[q].var == F->refs.v[j].var)
                        P->remat.v[q].cross = 1;
    }
    /* a type alias for those only (-Wunused-local-typedefs) */
    unsigned tix = 0;
    for (size_t i = 0; i < P->remat.n; i++) {
        lw_remat *r = &P->remat.v[i];
        if (!r->cross)
            continue;
        const lw_decl *d = NULL;
        for (size_t k = 0; k < P->decls.n && !d; k++)
            if (P->decls.v[k].var == r->var)
                d = &P->decls.v[k];
        if (!d) {
            lw_plan_fail(P, "a recomputed variable has no declaration%s", NULL);
            return;
        }
        CXString ts = clang_getTypeSpelling(clang_getUnqualifiedType(clang_getCursorType(d->cur)));
        r->type = ut_xstrdup(clang_getCString(ts));
        clang_disposeString(ts);
        r->tix = tix++;
    }
}

/* ---- collective helpers lowered themselves ----
 * A __device__ function of the main file whose body synchronises (a warp reduction written as a
 * helper, a block reduction with its barriers) is lowered like a kernel, over the whole block:
 * its parameters become per-thread arrays the caller fills, its final return stores the thread's
 * result, and the caller splits at the call as at a warp function (the call runs in
 * block-uniform control flow, so every thread of every warp calls it together, which is the
 * condition under which a helper's shuffles and barriers mean what they do on the GPU). */
void lw_helper_params(lw_plan *P, const CXCursor *kid, unsigned nk)
{
    const lw_fn *F = P->F;
    CXType rt = clang_getCursorResultType(F->fn);
    if (rt.kind == CXType_Invalid) {
        lw_plan_fail(P, "its result type is not known%s", NULL);
        return;
    }
    rt = clang_getUnqualifiedType(rt);
    CXString rs = clang_getTypeSpelling(rt);
    const char *rn = clang_getCString(rs);
    if (strstr(rn, "auto") || strchr(rn, '(') || strstr(rn, "lambda") || rt.kind == CXType_LValueReference ||
        rt.kind == CXType_RValueReference)
        lw_plan_fail(P, "it returns the type %s", rn);
    P->hres = lw_output_type(F, F->fn);   /* a mask the other passes widened */
    if (!P->hres)
        P->hres = ut_xstrdup(rn);
    clang_disposeString(rs);
    unsigned idx = 0;
    for (unsigned i = 0; i < nk && !P->why[0]; i++) {
        if (clang_getCursorKind(kid[i]) != CXCursor_ParmDecl)
            continue;
        CXType t = clang_getCursorType(kid[i]);
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
            t = clang_getPointeeType(t);
            if (!clang_isConstQualifiedType(t)) {
                lw_plan_fail(P, "a parameter is a reference the function may write through%s", NULL);
                return;
            }
        }
        t = clang_getUnqualifiedType(t);
        CXString ts = clang_getTypeSpelling(t);
        const char *tn = clang_getCString(ts);
        enum CXTypeKind ck = clang_getCanonicalType(t).kind;
        if (strstr(tn, "auto") || strchr(tn, '(') || strchr(tn, '[') || strstr(tn, "lambda") ||
            strstr(tn, "(unnamed") || strstr(tn, "(anonymous") || ck == CXType_ConstantArray ||
            ck == CXType_IncompleteArray || ck == CXType_DependentSizedArray)
            lw_plan_fail(P, "a parameter has the type %s", tn);
        char *ot = lw_output_type(F, kid[i]);   /* a mask the other passes widened */
        if (ot && strchr(ot, '&'))
            lw_plan_fail(P, "a parameter has the rewritten type %s", ot);
        ut_vec_push(&P->hparams, ot ? ot : ut_xstrdup(tn));
        clang_disposeString(ts);
        size_t key = lw_key(F, kid[i]);
        char ref[48];
        snprintf(ref, sizeof ref, "(hs_a%u[hs_r])", idx);
        for (size_t j = 0; j < F->refs.n && !P->why[0]; j++) {
            const lw_ref *r = &F->refs.v[j];
            if (r->var != key)
                continue;
            if (r->macro)
                lw_plan_fail(P, "a parameter is named inside a macro%s", NULL);
            else if (lw_region_of(P, r->at) < 0)
                lw_plan_fail(P, "a parameter decides control flow around a barrier or warp function%s", NULL);
            else
                lw_add_edit(P, r->at, r->len, ref);
        }
        idx++;
    }
}

typedef struct lw_hret { lw_plan *P; CXCursor last; } lw_hret;
static enum CXChildVisitResult lw_hret_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_hret *h = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_LambdaExpr)
        return CXChildVisit_Continue;
    if (k != CXCursor_ReturnStmt)
        return CXChildVisit_Recurse;
    if (clang_Cursor_isNull(h->last) ||
        lw_off(h->P->F, clang_getCursorLocation(cur)) != lw_off(h->P->F, clang_getCursorLocation(h->last))) {
        lw_plan_fail(h->P, "it returns before its end%s", NULL);
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}
static enum CXChildVisitResult lw_last_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    *(CXCursor *)ud = cur;
    return CXChildVisit_Continue;
}

void lw_helper_returns(lw_plan *P)
{
    const lw_fn *F = P->F;
    lw_hret h = { P, clang_getNullCursor() };
    clang_visitChildren(F->body, lw_last_visit, &h.last);
    if (clang_getCursorKind(h.last) != CXCursor_ReturnStmt)
        h.last = clang_getNullCursor();
    clang_visitChildren(F->body, lw_hret_visit, &h);
    if (P->why[0])
        return;
    CXType rt = clang_getCanonicalType(clang_getCursorResultType(F->fn));
    if (clang_Cursor_isNull(h.last)) {
        if (rt.kind != CXType_Void)
            lw_plan_fail(P, "it does not end with a return%s", NULL);
        return;
    }
    unsigned f, l;
    if (!ku_cursor_toks(F->ix, h.last, &f, &l) || !lw_is_tok(F, f, "return") || !lw_is_tok(F, l, ";") ||
        lw_region_of(P, F->ix->beg[f]) < 0) {
        lw_plan_fail(P, "its return is written through a macro%s", NULL);
        return;
    }
    if (l - f == 1) {
        lw_add_edit(P, F->ix->beg[f], F->ix->end[f] - F->ix->beg[f], "(void)0");
        return;
    }
    if (lw_is_tok(F, f + 1, "{")) {
        lw_plan_fail(P, "it returns a braced list%s", NULL);
        return;
    }
    lw_add_edit(P, F->ix->beg[f], F->ix->end[f] - F->ix->beg[f], "hs_res[hs_r] = (");
    lw_add_edit(P, F->ix->end[l - 1], 0, ")");
}

/* ---- division by a kernel parameter ----
 * Index arithmetic splits flat indices with / and % by a tensor's extents, which are kernel
 * parameters: the same divisor for every thread of the grid. A hardware division costs tens of
 * cycles; a lowered kernel computes each such divisor's multiplier once per block
 * (hs_launch.hpp's lower_div, exact for every dividend; a zero or -1 divisor keeps the division)
 * and each `a / p` or `a % p` becomes a multiplication, a shift and, for %, a subtraction. */
void lw_fastdiv(lw_plan *P)
{
    const lw_fn *F = P->F;
    if (F->self >= 0)
        return;   /* a helper's parameters differ between threads */
    size_t n = F->fdivs.n;
    size_t *ids = ut_xcalloc(n ? n : 1, sizeof *ids);
    for (size_t i = 0; i < n; i++)
        ids[i] = (size_t)-1;
    for (size_t i = 0; i < n && !P->why[0]; i++) {
        const lw_fdiv *f = &F->fdivs.v[i];
        if (lw_fdiv_clash(F, i))
            continue;
        size_t id = P->divs.n;
        for (size_t j = 0; j < i; j++)
            if (F->fdivs.v[j].var == f->var && !strcmp(F->fdivs.v[j].type, f->type) && ids[j] != (size_t)-1) {
                id = ids[j];
                break;
            }
        if (id == P->divs.n) {
            /* the parameter's name: the lowered kernel has the kernel's parameters */
            size_t pb = (size_t)-1, pl = 0;
            for (size_t j = 0; j < F->refs.n; j++)
                if (F->refs.v[j].var == f->var && F->refs.v[j].at < f->re && F->refs.v[j].at > f->op &&
                    !F->refs.v[j].macro) {
                    pb = F->refs.v[j].at;
                    pl = F->refs.v[j].len;
                }
            if (pb == (size_t)-1)
                continue;
            ut_vec_push(&P->divs, (lw_divisor){ f->type, pb, pl });
        }
        ids[i] = id;
        char pre[48];
        snprintf(pre, sizeof pre, "hs_d%zu.%s(", id, f->mod ? "mod" : "div");
        lw_add_edit(P, f->lb, 0, pre);
        lw_add_edit(P, f->le, f->re - f->le, ")");
    }
    free(ids);
}
