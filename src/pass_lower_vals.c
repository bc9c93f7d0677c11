/* pass_lower_vals.c - --lower-kernels, the values of a lowered kernel that are not simply kept
 * per thread: variables recomputed at the top of each region (their initialiser depends on
 * threadIdx and block-uniform values only), values kept per thread in arrays (promotion), and
 * warp function calls (shuffles, ballot, any, all,
 * __syncwarp) split like barriers and run as loops over each warp's lanes, and calls of the
 * program's helpers that synchronise, lowered over the block like kernels (lw_helper_call).
 * Ownership: hipshim speed (issue 16). Borrows the lowering state (pass_lower.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pass_lower.h"

static int lw_scalar_type(lw *L, CXType t);
static void lw_helper_wop(lw *L, lw_wop *w);
static void lw_helper_emit(lw *L, lw_wop *w);

/* ---- values kept per thread across a barrier ---- */
/* Promotes variable decls[i]: its declaration becomes an assignment to the thread's element. */
void lw_promote(lw *L, lw_decl *d, unsigned idx, ut_buf *arrays)
{
    CXType t = clang_getUnqualifiedType(clang_getCursorType(d->cur));
    CXString ts = clang_getTypeSpelling(t);
    const char *tn = clang_getCString(ts);
    if (strstr(tn, "auto") || strstr(tn, "lambda") || strstr(tn, "(unnamed") || strstr(tn, "(anonymous") ||
        t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
        lw_fail(L, "a value kept across a barrier has the type %s", tn);
        clang_disposeString(ts);
        return;
    }
    CXType et = t;
    while (et.kind == CXType_ConstantArray)
        et = clang_getArrayElementType(et);
    CXCursor td = clang_getTypeDeclaration(et);
    if (!clang_Cursor_isNull(td)) {
        size_t o = lw_key(L, td);
        if (o != (size_t)-1 && o >= L->body_b && o < L->body_e)
            lw_fail(L, "a value kept across a barrier has a type declared in the kernel%s", NULL);
    }
    if (et.kind == CXType_Record && !clang_isPODType(et))
        lw_fail(L, "a value kept across a barrier has the non-trivial type %s", tn);
    ut_buf_printf(arrays, "using hs_t%u = %s;\nhs_t%u *hs_p%u = ::hs_launch_detail::lower_alloc<hs_t%u>(hs_b);\n",
                  idx, tn, idx, idx, idx);
    clang_disposeString(ts);
    char ref[48];
    snprintf(ref, sizeof ref, "(hs_p%u[hs_r])", idx);
    for (size_t i = 0; i < L->nrefs; i++) {
        lw_ref *r = &L->refs[i];
        if (r->var != d->var)
            continue;
        if (r->macro) {
            lw_fail(L, "a value kept across a barrier is named inside a macro%s", NULL);
            return;
        }
        lw_add_edit(L, r->at, r->len, ref);
    }
}


/* Rewrites a declaration statement that declares promoted variables: each promoted declarator
 * becomes an assignment to the thread's element (arrays and braced initialisers go through a
 * temporary), the others stay declarations; a list of declarators becomes one statement each. */
void lw_rewrite_decl(lw *L, CXCursor stmt)
{
    const ku_index *ix = L->ix;
    CXCursor v[32];
    unsigned k = ku_children(stmt, v, 32), f, l;
    if (k == 0 || k > 32 || !ku_cursor_toks(ix, stmt, &f, &l)) {
        lw_fail(L, "a declaration kept across a barrier is not spelled in the file%s", NULL);
        return;
    }
    unsigned end = lw_is_tok(L, l - 1, ";") ? l - 1 : l;   /* the final ';' */
    if (end >= ix->n || !lw_is_tok(L, end, ";")) {
        lw_fail(L, "a declaration kept across a barrier is not spelled in the file%s", NULL);
        return;
    }
    unsigned nt[32];
    for (unsigned i = 0; i < k; i++) {
        if (clang_getCursorKind(v[i]) != CXCursor_VarDecl) {
            lw_fail(L, "a declaration kept across a barrier declares something else too%s", NULL);
            return;
        }
        nt[i] = ku_at(ix, lw_key(L, v[i]));
        if (nt[i] == KU_NONE || nt[i] <= f || nt[i] >= end || (i && !lw_is_tok(L, nt[i] - 1, ","))) {
            lw_fail(L, "a declaration kept across a barrier has a declarator of an unhandled form%s", NULL);
            return;
        }
    }
    if (k > 1 && (lw_is_tok(L, nt[0] - 1, "*") || lw_is_tok(L, nt[0] - 1, "&") || lw_is_tok(L, nt[0] - 1, "&&"))) {
        lw_fail(L, "a declaration kept across a barrier has a declarator of an unhandled form%s", NULL);
        return;
    }
    size_t spec_b = ix->beg[f], spec_e = ix->end[nt[0] - 1];
    for (unsigned i = 0; i < k && !L->why[0]; i++) {
        /* the declarator: name, [..] groups, then '=' init, or nothing */
        unsigned t = nt[i] + 1;
        int array = 0;
        while (t < end && lw_is_tok(L, t, "[")) {
            unsigned m = ku_match(ix, t);
            if (m == KU_NONE || m >= end) break;
            t = m + 1;
            array = 1;
        }
        unsigned stop = i + 1 < k ? nt[i + 1] - 1 : end;   /* its ',' or the final ';' */
        int init = lw_is_tok(L, t, "=");
        if (!init && t != stop) {
            lw_fail(L, "a value kept across a barrier has an initialiser of an unhandled form%s", NULL);
            return;
        }
        size_t key = lw_key(L, v[i]);
        long idx = -1;
        for (size_t j = 0; j < L->nprom; j++)
            if (L->prom[j] == key)
                idx = (long)j;
        size_t rb = i ? ix->beg[nt[i] - 1] : ix->beg[f];
        size_t re = ix->end[t - 1];
        ut_buf txt = { 0 };
        if (idx < 0) {
            if (i) {   /* a declaration of its own, after the previous statement */
                ut_buf_puts(&txt, "; ");
                ut_buf_append(&txt, L->c->buf + spec_b, spec_e - spec_b);
                ut_buf_puts(&txt, " ");
                lw_add_edit(L, ix->beg[nt[i] - 1], ix->end[nt[i] - 1] - ix->beg[nt[i] - 1], txt.s);
            }
            ut_buf_free(&txt);
            continue;
        }
        if (i)
            ut_buf_puts(&txt, "; ");
        int brace = init && lw_is_tok(L, t + 1, "{");
        if (!init) {
            ut_buf_puts(&txt, "(void)0");
        } else if (array || brace) {
            ut_buf_printf(&txt, "{ hs_t%ld hs_i%ld", idx, idx);
            char *fin = ut_xasprintf("; __builtin_memcpy((void *)&(hs_p%ld[hs_r]), (const void *)&hs_i%ld, "
                                     "sizeof hs_i%ld); }", idx, idx, idx);
            lw_add_edit(L, ix->beg[stop], 0, fin);
            free(fin);
        } else {
            ut_buf_printf(&txt, "(hs_p%ld[hs_r])", idx);
        }
        lw_add_edit(L, rb, re - rb, txt.s);
        ut_buf_free(&txt);
    }
}

/* ---- warp functions: a statement that calls them is split like at a barrier ----
 * The calls' arguments are evaluated per thread at the end of the region before (into arrays),
 * the calls run as loops over each warp's lanes (hs_launch.hpp's lower_warp), and the statement
 * starts the next region with each call replaced by the thread's result. This holds where the
 * statement runs in block-uniform control flow (every lane of every warp calls it together,
 * which the walk guarantees: it treats the statement like a barrier) and the calls are neither
 * nested nor evaluated conditionally (&&, ||, ?:). */
int lw_has_wop(lw *L, size_t b, size_t e)
{
    for (size_t i = 0; i < L->nwops; i++)
        if (L->wops[i].at >= b && L->wops[i].at < e)
            return 1;
    return 0;
}
int lw_args_pure(lw *L, CXCursor call)
{
    size_t b, e;
    if (!lw_range(L, call, &b, &e))
        return 0;
    for (size_t i = 0; i < L->nmods; i++)
        if (L->mods[i].at >= b && L->mods[i].at < e)
            return 0;
    return 1;
}

typedef struct lw_wcond { lw *L; int cond, bad; } lw_wcond;
static enum CXChildVisitResult lw_wcond_visit(CXCursor cur, CXCursor parent, CXClientData ud);
static void lw_wcond_walk(lw_wcond *w, CXCursor c, int cond)
{
    int saved = w->cond;
    w->cond = cond;
    clang_visitChildren(c, lw_wcond_visit, w);
    w->cond = saved;
}
static enum CXChildVisitResult lw_wcond_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_wcond *w = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_CallExpr && w->cond) {
        size_t at = lw_off(w->L, clang_getCursorLocation(cur));
        for (size_t i = 0; i < w->L->nwops; i++)
            if (w->L->wops[i].at == at)
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

/* A type for a per-thread array declared at the top of the lowered function. */
static char *lw_array_type(lw *L, CXType t, CXType alt)
{
    CXType u = clang_getUnqualifiedType(clang_getNonReferenceType(t));
    if (t.kind != CXType_Invalid && lw_scalar_type(L, u)) {
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

/* The call's arguments less the defaulted ones at the end (a width left out). */
static int lw_spelled_args(lw *L, CXCursor call)
{
    int n = clang_Cursor_getNumArguments(call);
    size_t b, e;
    while (n > 0 && !lw_range(L, clang_Cursor_getArgument(call, (unsigned)n - 1), &b, &e))
        n--;
    return n;
}

static void lw_warp_arg(lw *L, CXCursor a, const char *pre)
{
    size_t b, e;
    if (!lw_range(L, a, &b, &e)) {
        lw_fail(L, "a warp function's argument is not spelled in the file%s", NULL);
        return;
    }
    if (L->npend == 256)
        lw_flush(L);
    L->pend[L->npend][0] = b;
    L->pend[L->npend][1] = e;
    L->pre[L->npend] = ut_xstrdup(pre);
    L->npend++;
}

void lw_warp_stmt(lw *L, CXCursor s, size_t b, size_t e)
{
    static const char *const kn[] = { "lower_w_idx", "lower_w_up", "lower_w_down", "lower_w_xor",
                                      "lower_w_ballot", "lower_w_any", "lower_w_all", "lower_b_count",
                                      "lower_b_and", "lower_b_or" };
    lw_wcond wc = { L, 0, 0 };
    lw_wcond_walk(&wc, s, 0);
    if (wc.bad) {
        lw_fail(L, "a warp function is called conditionally (&&, || or ?:)%s", NULL);
        return;
    }
    for (size_t i = 0; i < L->nwops && !L->why[0]; i++) {
        lw_wop *w = &L->wops[i];
        if (w->at < b || w->at >= e)
            continue;
        if (w->kind == LW_W_SYNCWARP) {
            lw_fail(L, "__syncwarp inside an expression%s", NULL);
            return;
        }
        for (size_t j = 0; j < L->nwops; j++)
            if (j != i && L->wops[j].at >= w->b && L->wops[j].at < w->e) {
                lw_fail(L, "a warp function's argument calls a warp function%s", NULL);
                return;
            }
        if (w->kind == LW_W_CALL) {
            lw_helper_wop(L, w);
            continue;
        }
        int na = lw_spelled_args(L, w->call), first = w->sync;
        int shfl = w->kind <= LW_W_XOR;
        if (na < first + (shfl ? 2 : 1) || na > first + (shfl ? 3 : 1)) {
            lw_fail(L, "a warp function is called with an unexpected argument list%s", NULL);
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
                lw_fail(L, "a warp function's mask is not a constant naming the whole warp%s", NULL);
                return;
            }
        }
        if (!L->emit) {
            w->id = L->nwid;
            CXCursor v = clang_Cursor_getArgument(w->call, (unsigned)first);
            char *vt = shfl ? lw_array_type(L, clang_getCursorType(w->call), clang_getCursorType(v))
                            : ut_xstrdup("int");
            if (!vt) {
                lw_fail(L, "a value exchanged by a warp function has a type that cannot be spelled "
                           "outside the kernel%s", NULL);
                return;
            }
            const char *rt = shfl ? vt : w->kind == LW_W_BALLOT ? "unsigned long long" : "int";   /* and __syncthreads_* */
            ut_buf_printf(&L->wtop, "using hs_w%d_t = %s;\nhs_w%d_t *hs_w%d_v = "
                          "::hs_launch_detail::lower_alloc<hs_w%d_t>(hs_b);\n", w->id, vt, w->id,
                          w->id, w->id);
            ut_buf_printf(&L->wtop, "%s *hs_w%d_r = ::hs_launch_detail::lower_alloc<%s>(hs_b);\n",
                          rt, w->id, rt);
            /* a shift or lane uniform over the block is passed as one value */
            w->uarg = shfl && lw_uniform(L, clang_Cursor_getArgument(w->call, (unsigned)first + 1), (size_t)-1);
            if (shfl && !w->uarg) {
                const char *at = w->kind == LW_W_UP || w->kind == LW_W_DOWN ? "unsigned int" : "int";
                ut_buf_printf(&L->wtop, "%s *hs_w%d_a = ::hs_launch_detail::lower_alloc<%s>(hs_b);\n",
                              at, w->id, at);
            }
            if (shfl && na == first + 3) {
                ut_buf_printf(&L->wtop, "int *hs_w%d_w = ::hs_launch_detail::lower_alloc<int>(hs_b);\n",
                              w->id);
            }
            free(vt);
            char rep[48];
            snprintf(rep, sizeof rep, "(hs_w%d_r[hs_r])", w->id);
            lw_add_edit_n(L, w->b, w->e - w->b, rep, 1);
        } else {
            w->id = L->nwid;
        }
        L->nwid++;
        char pre[48];
        snprintf(pre, sizeof pre, "hs_w%d_v[hs_r] = (", w->id);
        lw_warp_arg(L, clang_Cursor_getArgument(w->call, (unsigned)first), pre);
        if (shfl) {
            if (!w->uarg) {
                snprintf(pre, sizeof pre, "hs_w%d_a[hs_r] = (", w->id);
                lw_warp_arg(L, clang_Cursor_getArgument(w->call, (unsigned)first + 1), pre);
            }
            if (na == first + 3) {
                snprintf(pre, sizeof pre, "hs_w%d_w[hs_r] = (", w->id);
                lw_warp_arg(L, clang_Cursor_getArgument(w->call, (unsigned)first + 2), pre);
            }
        }
    }
    if (L->why[0])
        return;
    lw_flush(L);
    if (L->emit)
        for (size_t i = 0; i < L->nwops; i++) {
            lw_wop *w = &L->wops[i];
            if (w->at < b || w->at >= e)
                continue;
            if (w->kind == LW_W_CALL) {
                lw_helper_emit(L, w);
                continue;
            }
            int shfl = w->kind <= LW_W_XOR;
            int na = lw_spelled_args(L, w->call);
            ut_buf_printf(&L->out, "::hs_launch_detail::lower_warp%s<::hs_launch_detail::%s>(hs_b, hs_dead, "
                          "hs_w%d_r, hs_w%d_v, ", w->uarg ? "_u" : "", kn[w->kind], w->id, w->id);
            if (shfl && w->uarg) {
                size_t ab, ae;
                int sh = w->kind == LW_W_UP || w->kind == LW_W_DOWN;
                if (!lw_range(L, clang_Cursor_getArgument(w->call, (unsigned)w->sync + 1), &ab, &ae)) {
                    lw_fail(L, "a warp function's argument is not spelled in the file%s", NULL);
                    return;
                }
                ut_buf_puts(&L->out, sh ? "(unsigned int)(" : "(int)(");
                lw_text(L, &L->out, ab, ae);
                ut_buf_puts(&L->out, "), ");
            } else if (shfl)
                ut_buf_printf(&L->out, "hs_w%d_a, ", w->id);
            else
                ut_buf_puts(&L->out, "(const int *)nullptr, ");
            if (shfl && na == w->sync + 3)
                ut_buf_printf(&L->out, "hs_w%d_w);\n", w->id);
            else
                ut_buf_puts(&L->out, "(const int *)nullptr);\n");
        }
    lw_region_stmt(L, s);
}

/* ---- values recomputed per region (lw_remat) ---- */
static size_t lw_name_count(lw *L, const char *n)
{
    size_t c = 0;
    for (size_t i = 0; i < L->nnames; i++)
        c += !strcmp(L->names[i], n);
    return c;
}

typedef struct lw_nmchk { lw *L; int ok; } lw_nmchk;
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
    size_t key = lw_key(k->L, d);
    int local = dk == CXCursor_ParmDecl ||
                (key != (size_t)-1 && key >= k->L->body_b && key < k->L->body_e);
    if (lw_name_count(k->L, n) != (size_t)local)
        k->ok = 0;
    free(n);
    return k->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

/* A scalar type spelled the same outside the kernel: builtin, enum, pointer to such. */
static int lw_scalar_type(lw *L, CXType t)
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
            size_t o = lw_key(L, td);
            if (o != (size_t)-1 && o >= L->body_b && o < L->body_e)
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

/* Picks the variables recomputed per region, in declaration order (an initialiser may name an
 * earlier one), and declares their types at the top of the lowered function. */
void lw_find_remat(lw *L, ut_buf *arrays, unsigned *np)
{
    for (size_t i = 0; i < L->ndecls; i++) {
        lw_decl *d = &L->decls[i];
        if (d->var == (size_t)-1 || lw_written(L, d->var))
            continue;
        CXType t = clang_getUnqualifiedType(clang_getCursorType(d->cur));
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference || !lw_scalar_type(L, t))
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
        if (!lw_range(L, init, &ib, &ie))
            continue;
        char *name = lw_spell_name(d->cur);
        L->tinv = 1;
        int ok = lw_uniform(L, init, (size_t)-1);
        L->tinv = 0;
        lw_nmchk k = { L, ok && lw_name_count(L, name) == 1 };
        if (k.ok)
            clang_visitChildren(in[m - 1], lw_nmchk_visit, &k);
        if (k.ok && clang_getCursorKind(init) == CXCursor_DeclRefExpr)
            lw_nmchk_visit(init, init, &k);
        if (!k.ok) {
            free(name);
            continue;
        }
        struct lw_remat r = { d->var, d->region, 0, ib, ie, name, 0 };
        LW_PUSH(L->remat, L->nremat, L->capremat, r);
    }
    /* which ones another region recomputes (lw_emit_remat): named there, or named by the
     * initialiser of one that is (those come before it) */
    for (size_t j = 0; j < L->nrefs; j++)
        for (size_t i = 0; i < L->nremat; i++)
            if (L->remat[i].var == L->refs[j].var && lw_region_of(L, L->refs[j].at) != L->remat[i].region)
                L->remat[i].cross = 1;
    for (size_t i = L->nremat; i-- > 0;) {
        if (!L->remat[i].cross)
            continue;
        for (size_t j = 0; j < L->nrefs; j++)
            if (L->refs[j].at >= L->remat[i].ib && L->refs[j].at < L->remat[i].ie)
                for (size_t q = 0; q < i; q++)
                    if (L->remat[q].var == L->refs[j].var)
                        L->remat[q].cross = 1;
    }
    /* a type alias for those only (-Wunused-local-typedefs) */
    for (size_t i = 0; i < L->nremat; i++) {
        if (!L->remat[i].cross)
            continue;
        lw_decl *d = NULL;
        for (size_t k = 0; k < L->ndecls && !d; k++)
            if (L->decls[k].var == L->remat[i].var)
                d = &L->decls[k];
        if (!d) {
            lw_fail(L, "a recomputed variable has no declaration%s", NULL);
            return;
        }
        CXString ts = clang_getTypeSpelling(clang_getUnqualifiedType(clang_getCursorType(d->cur)));
        ut_buf_printf(arrays, "using hs_m%u = %s;\n", *np, clang_getCString(ts));
        clang_disposeString(ts);
        L->remat[i].tix = (*np)++;
    }
}

/* At the top of a region's body: the recomputed variables it names that another region
 * declares, with those their initialisers name. */
void lw_emit_remat(lw *L, int id)
{
    if (!L->nremat)
        return;
    unsigned char *need = ut_xcalloc(L->nremat, 1);
    for (size_t j = 0; j < L->nrefs; j++) {
        int in = 0;
        for (int p = 0; p < L->npend && !in; p++)
            in = L->refs[j].at >= L->pend[p][0] && L->refs[j].at < L->pend[p][1];
        if (!in)
            continue;
        for (size_t i = 0; i < L->nremat; i++)
            if (L->remat[i].var == L->refs[j].var && L->remat[i].region != id)
                need[i] = 1;
    }
    for (size_t i = L->nremat; i-- > 0;) {
        if (!need[i])
            continue;
        for (size_t j = 0; j < L->nrefs; j++)
            if (L->refs[j].at >= L->remat[i].ib && L->refs[j].at < L->remat[i].ie)
                for (size_t q = 0; q < i; q++)
                    if (L->remat[q].var == L->refs[j].var && L->remat[q].region != id)
                        need[q] = 1;
    }
    for (size_t i = 0; i < L->nremat; i++) {
        if (!need[i])
            continue;
        if (!L->remat[i].cross)   /* lw_find_remat's closure and this one disagree */
            lw_fail(L, "a recomputed variable has no type%s", NULL);
        ut_buf_printf(&L->out, "hs_m%u %s = (", L->remat[i].tix, L->remat[i].name);
        lw_text(L, &L->out, L->remat[i].ib, L->remat[i].ie);
        ut_buf_printf(&L->out, ");\n(void)%s;\n", L->remat[i].name);
    }
    free(need);
}

/* ---- collective helpers (lw_helper) ----
 * A __device__ function of the main file whose body synchronises (a warp reduction written as a
 * helper, a block reduction with its barriers) is lowered like a kernel, over the whole block:
 * its parameters become per-thread arrays the caller fills, its final return stores the thread's
 * result, and the caller splits at the call as at a warp function (the call runs in
 * block-uniform control flow, so every thread of every warp calls it together, which is the
 * condition under which a helper's shuffles and barriers mean what they do on the GPU). */

/* What a call names: its callee, or for a dependent call the overloads it may pick
 * (an OverloadedDeclRef: clang leaves the callee of an unresolved call unreferenced). */
static CXCursor lw_call_ref(CXCursor call)
{
    CXCursor ref = clang_getCursorReferenced(call);
    if (!clang_Cursor_isNull(ref))
        return ref;
    CXCursor kid[1];
    if (ku_children(call, kid, 1) < 1)
        return ref;
    CXCursor c = kid[0];
    for (int guard = 0; guard < 4 && clang_getCursorKind(c) == CXCursor_UnexposedExpr; guard++)
        if (ku_children(c, kid, 1) < 1)
            break;
        else
            c = kid[0];
    if (clang_getCursorKind(c) == CXCursor_OverloadedDeclRef)
        return c;
    return clang_getCursorReferenced(c);
}

/* The definition a call resolves to; for a function template's specialisation, the template
 * (*tmpl set). */
static CXCursor lw_callee_def(CXCursor call, CXCursor *tmpl)
{
    *tmpl = clang_getNullCursor();
    CXCursor ref = lw_call_ref(call);
    if (clang_Cursor_isNull(ref))
        return ref;
    if (clang_getCursorKind(ref) == CXCursor_OverloadedDeclRef) {   /* a dependent call */
        if (clang_getNumOverloadedDecls(ref) != 1)
            return clang_getNullCursor();
        ref = clang_getOverloadedDecl(ref, 0);
    }
    CXCursor def = clang_getCursorDefinition(ref);
    if (clang_Cursor_isNull(def)) {
        CXCursor t = clang_getSpecializedCursorTemplate(ref);
        if (!clang_Cursor_isNull(t))
            def = clang_getCursorDefinition(t);
    }
    if (clang_Cursor_isNull(def))
        return def;
    if (clang_getCursorKind(def) == CXCursor_FunctionTemplate) {
        *tmpl = def;
    } else {
        CXCursor t = clang_getSpecializedCursorTemplate(def);
        if (!clang_Cursor_isNull(t)) {
            t = clang_getCursorDefinition(t);
            if (clang_Cursor_isNull(t))
                return t;
            *tmpl = t;
            def = t;
        }
    }
    enum CXCursorKind k = clang_getCursorKind(def);
    if (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate)
        return clang_getNullCursor();
    return def;
}

typedef struct lw_coll { lw *L; int found, depth; } lw_coll;
static enum CXChildVisitResult lw_coll_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_coll *k = ud;
    if (clang_getCursorKind(cur) != CXCursor_CallExpr)
        return CXChildVisit_Recurse;
    char nm[128];
    ku_call_name(cur, nm, sizeof nm);
    if (!strcmp(nm, "__syncthreads") || lw_warp_kind(nm) >= 0 || lw_name_forbidden(nm)) {
        k->found = 1;
        return CXChildVisit_Break;
    }
    CXCursor ref = lw_call_ref(cur);
    if (!clang_Cursor_isNull(ref) && clang_getCursorKind(ref) == CXCursor_OverloadedDeclRef &&
        k->depth < LW_MAXDEPTH) {
        for (unsigned i = 0; i < clang_getNumOverloadedDecls(ref) && !k->found; i++) {
            CXCursor d = clang_getCursorDefinition(clang_getOverloadedDecl(ref, i));
            if (!clang_Cursor_isNull(d) && clang_Location_isFromMainFile(clang_getCursorLocation(d))) {
                k->depth++;
                clang_visitChildren(d, lw_coll_visit, k);
                k->depth--;
            }
        }
        return k->found ? CXChildVisit_Break : CXChildVisit_Recurse;
    }
    CXCursor tmpl, def = lw_callee_def(cur, &tmpl);
    if (!clang_Cursor_isNull(def) && k->depth < LW_MAXDEPTH &&
        clang_Location_isFromMainFile(clang_getCursorLocation(def))) {
        k->depth++;
        clang_visitChildren(def, lw_coll_visit, k);
        k->depth--;
    }
    return k->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

int lw_helper_call(lw *L, CXCursor call, size_t at)
{
    CXCursor tmpl, def = lw_callee_def(call, &tmpl);
    if (clang_Cursor_isNull(def)) {
        /* a dependent call of overloads: none may synchronise (the call cannot be split at) */
        lw_coll k = { L, 0, 0 };
        lw_coll_visit(call, call, &k);
        if (k.found) {
            char nm[128];
            ku_call_name(call, nm, sizeof nm);
            lw_fail(L, "a dependent call of %s may call a function that synchronises", nm);
        }
        return k.found;
    }
    CXSourceLocation loc = clang_getCursorLocation(def);
    if (!clang_Location_isFromMainFile(loc) || !cu_loc_editable(L->c, loc) || ku_fn_is_global(def))
        return 0;
    lw_coll k = { L, 0, 0 };
    clang_visitChildren(def, lw_coll_visit, &k);
    if (!k.found)
        return 0;
    lw_helpers *H = L->H;
    size_t key = lw_key(L, def), i;
    char *name = lw_spell_name(def);
    for (i = 0; i < H->n; i++)
        if (H->h[i].key == key)
            break;
    if (i == H->n) {
        lw_helper h;
        memset(&h, 0, sizeof h);
        h.key = key;
        h.ok = -1;
        h.name = ut_xstrdup(name);
        size_t b;
        if (!lw_range(L, def, &b, &h.end))
            h.end = (size_t)-1;
        LW_PUSH(H->h, H->n, H->cap, h);
        if (H->depth >= 4) {
            H->h[i].ok = 0;
            snprintf(H->h[i].why, sizeof H->h[i].why, "functions that synchronise nest too deeply");
        } else {
            H->depth++;
            lw_function(L->c, L->ix, def, tmpl, H, (long)i);
            H->depth--;
        }
    }
    char msg[600];
    const lw_helper *h = &H->h[i];
    size_t b, e;
    if (h->ok < 0)
        snprintf(msg, sizeof msg, "the function %s that synchronises calls itself", name);
    else if (!h->ok)
        snprintf(msg, sizeof msg, "it calls %s, which synchronises and cannot run lowered: %s", name, h->why);
    else if (h->end == (size_t)-1 || h->end > L->start)
        snprintf(msg, sizeof msg, "it calls %s, which synchronises and is defined after it", name);
    else if (!lw_range(L, call, &b, &e))
        snprintf(msg, sizeof msg, "a call of %s, which synchronises, is written through a macro", name);
    else
        msg[0] = 0;
    free(name);
    if (msg[0]) {
        lw_fail(L, "%s", msg);
        return 1;
    }
    lw_wop w = { at, b, e, LW_W_CALL, 0, -1, 0, call, i };
    LW_PUSH(L->wops, L->nwops, L->capwops, w);
    return 1;
}

/* A helper's parameters: per-thread arrays hs_aI (its uses, all inside regions, become the
 * thread's element); sig gets the lowered form's parameter list after the block. */
void lw_helper_params(lw *L, CXCursor *kid, unsigned nk, ut_buf *sig)
{
    CXType rt = clang_getCursorResultType(L->fn);
    if (rt.kind == CXType_Invalid) {
        lw_fail(L, "its result type is not known%s", NULL);
        return;
    }
    rt = clang_getUnqualifiedType(rt);
    CXString rs = clang_getTypeSpelling(rt);
    const char *rn = clang_getCString(rs);
    if (strstr(rn, "auto") || strchr(rn, '(') || strstr(rn, "lambda") || rt.kind == CXType_LValueReference ||
        rt.kind == CXType_RValueReference)
        lw_fail(L, "it returns the type %s", rn);
    ut_buf_printf(sig, ", unsigned char *hs_dead, %s *hs_res", rn);
    clang_disposeString(rs);
    unsigned idx = 0;
    for (unsigned i = 0; i < nk && !L->why[0]; i++) {
        if (clang_getCursorKind(kid[i]) != CXCursor_ParmDecl)
            continue;
        CXType t = clang_getCursorType(kid[i]);
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
            t = clang_getPointeeType(t);
            if (!clang_isConstQualifiedType(t)) {
                lw_fail(L, "a parameter is a reference the function may write through%s", NULL);
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
            lw_fail(L, "a parameter has the type %s", tn);
        ut_buf_printf(sig, ", %s *hs_a%u", tn, idx);
        clang_disposeString(ts);
        size_t key = lw_key(L, kid[i]);
        char ref[48];
        snprintf(ref, sizeof ref, "(hs_a%u[hs_r])", idx);
        for (size_t j = 0; j < L->nrefs && !L->why[0]; j++) {
            lw_ref *r = &L->refs[j];
            if (r->var != key)
                continue;
            if (r->macro)
                lw_fail(L, "a parameter is named inside a macro%s", NULL);
            else if (lw_region_of(L, r->at) < 0)
                lw_fail(L, "a parameter decides control flow around a barrier or warp function%s", NULL);
            else
                lw_add_edit(L, r->at, r->len, ref);
        }
        idx++;
    }
}

typedef struct lw_hret { lw *L; CXCursor last; } lw_hret;
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
        lw_off(h->L, clang_getCursorLocation(cur)) != lw_off(h->L, clang_getCursorLocation(h->last))) {
        lw_fail(h->L, "it returns before its end%s", NULL);
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

/* A helper returns only at its end: `return e;` stores the thread's result. */
void lw_helper_returns(lw *L, CXCursor body)
{
    lw_hret h = { L, clang_getNullCursor() };
    clang_visitChildren(body, lw_last_visit, &h.last);
    if (clang_getCursorKind(h.last) != CXCursor_ReturnStmt)
        h.last = clang_getNullCursor();
    clang_visitChildren(body, lw_hret_visit, &h);
    if (L->why[0])
        return;
    CXType rt = clang_getCanonicalType(clang_getCursorResultType(L->fn));
    if (clang_Cursor_isNull(h.last)) {
        if (rt.kind != CXType_Void)
            lw_fail(L, "it does not end with a return%s", NULL);
        return;
    }
    unsigned f, l;
    if (!ku_cursor_toks(L->ix, h.last, &f, &l) || !lw_is_tok(L, f, "return") || !lw_is_tok(L, l, ";") ||
        lw_region_of(L, L->ix->beg[f]) < 0) {
        lw_fail(L, "its return is written through a macro%s", NULL);
        return;
    }
    if (l - f == 1) {
        lw_add_edit(L, L->ix->beg[f], L->ix->end[f] - L->ix->beg[f], "(void)0");
        return;
    }
    if (lw_is_tok(L, f + 1, "{")) {
        lw_fail(L, "it returns a braced list%s", NULL);
        return;
    }
    lw_add_edit(L, L->ix->beg[f], L->ix->end[f] - L->ix->beg[f], "hs_res[hs_r] = (");
    lw_add_edit(L, L->ix->end[l - 1], 0, ")");
}

void lw_helpers_free(lw_helpers *H)
{
    for (size_t i = 0; i < H->n; i++)
        free(H->h[i].name);
    free(H->h);
    memset(H, 0, sizeof *H);
}

static int lw_has_colons(const char *s, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if (s[i] == ':' && s[i + 1] == ':')
            return 1;
    return 0;
}
/* The callee of a helper call as written (the name, template arguments and all), when it is an
 * unqualified name: hs_lwh_ before it names the lowered form. */
static int lw_callee_text(lw *L, lw_wop *w, size_t *b, size_t *e)
{
    CXCursor kid[1];
    if (ku_children(w->call, kid, 1) < 1 || !lw_range(L, kid[0], b, e) || *b != w->b ||
        cu_file_edited(L->c, 0, *b, *e - *b))
        return 0;
    char c = L->c->buf[*b];
    return (c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) && !lw_has_colons(L->c->buf + *b, *e - *b);
}

/* A call of a collective helper in a statement split like at a warp function: its arguments go
 * to per-thread arrays at the end of the region before, the call replaced by the thread's
 * result. */
static void lw_helper_wop(lw *L, lw_wop *w)
{
    int na = clang_Cursor_getNumArguments(w->call);
    if (na < 0 || lw_spelled_args(L, w->call) != na) {
        lw_fail(L, "a function that synchronises is called with default arguments%s", NULL);
        return;
    }
    CXCursor ref = clang_getCursorReferenced(w->call);
    CXType ft = clang_getCursorType(ref);
    w->id = L->nwid++;
    if (!L->emit) {
        for (int i = 0; i < na; i++) {
            CXType at = clang_getCursorType(clang_Cursor_getArgument(w->call, (unsigned)i));
            CXType pt = clang_getArgType(ft, (unsigned)i);
            char *tn = lw_array_type(L, pt.kind != CXType_Invalid ? pt : at, at);
            if (!tn) {
                lw_fail(L, "an argument of a function that synchronises has a type that cannot be "
                           "spelled outside it%s", NULL);
                return;
            }
            ut_buf_printf(&L->wtop, "using hs_w%d_t%d = %s;\nhs_w%d_t%d *hs_w%d_a%d = "
                          "::hs_launch_detail::lower_alloc<hs_w%d_t%d>(hs_b);\n", w->id, i, tn, w->id, i,
                          w->id, i, w->id, i);
            free(tn);
        }
        CXType ct = clang_getCursorType(w->call);
        char rep[48];
        if (clang_getCanonicalType(ct).kind == CXType_Void) {
            snprintf(rep, sizeof rep, "((void)0)");
        } else {
            char *rt = lw_array_type(L, ct, ct);
            size_t cb, ce;
            if (!rt && lw_callee_text(L, w, &cb, &ce)) {
                /* a dependent result (a template kernel): the type of the same call on the
                 * argument arrays' types */
                ut_buf d = { 0 };
                ut_buf_puts(&d, "::std::remove_cv_t<decltype(");
                ut_buf_append(&d, L->c->buf + cb, ce - cb);
                ut_buf_puts(&d, "(");
                for (int i = 0; i < na; i++)
                    ut_buf_printf(&d, "%s::std::declval<hs_w%d_t%d>()", i ? ", " : "", w->id, i);
                ut_buf_puts(&d, "))>");
                rt = d.s;
            }
            if (!rt) {
                lw_fail(L, "the result of a function that synchronises has a type that cannot be "
                           "spelled outside it%s", NULL);
                return;
            }
            ut_buf_printf(&L->wtop, "using hs_w%d_rt = %s;\nhs_w%d_rt *hs_w%d_r = "
                          "::hs_launch_detail::lower_alloc<hs_w%d_rt>(hs_b);\n", w->id, rt, w->id, w->id, w->id);
            free(rt);
            snprintf(rep, sizeof rep, "(hs_w%d_r[hs_r])", w->id);
        }
        lw_add_edit_n(L, w->b, w->e - w->b, rep, 1);
    }
    for (int i = 0; i < na && !L->why[0]; i++) {
        char pre[48];
        snprintf(pre, sizeof pre, "hs_w%d_a%d[hs_r] = (", w->id, i);
        lw_warp_arg(L, clang_Cursor_getArgument(w->call, (unsigned)i), pre);
    }
}


/* hs_lwh_CALLEE(block, dead flags, results, arguments...) */
static void lw_helper_emit(lw *L, lw_wop *w)
{
    size_t b, e;
    if (!lw_callee_text(L, w, &b, &e)) {
        lw_fail(L, "a function that synchronises is called through an expression%s", NULL);
        return;
    }
    ut_buf_puts(&L->out, "hs_lwh_");
    ut_buf_append(&L->out, L->c->buf + b, e - b);
    int na = clang_Cursor_getNumArguments(w->call);
    if (clang_getCanonicalType(clang_getCursorType(w->call)).kind == CXType_Void)
        ut_buf_puts(&L->out, "(hs_b, hs_dead, (void *)nullptr");
    else
        ut_buf_printf(&L->out, "(hs_b, hs_dead, hs_w%d_r", w->id);
    for (int i = 0; i < na; i++)
        ut_buf_printf(&L->out, ", hs_w%d_a%d", w->id, i);
    ut_buf_puts(&L->out, ");\n");
}

/* ---- division by a kernel parameter (lw_fastdiv) ----
 * Index arithmetic splits flat indices with / and % by a tensor's extents, which are kernel
 * parameters: the same divisor for every thread of the grid. A hardware division costs tens of
 * cycles; a lowered kernel computes each such divisor's multiplier once per block
 * (hs_launch.hpp's lower_div, exact for every dividend; a zero or -1 divisor keeps the division)
 * and each `a / p` or `a % p` becomes a multiplication, a shift and, for %, a subtraction. */
typedef struct lw_fdiv { size_t lb, le, op, re; int mod; size_t var; char *type; } lw_fdiv;
typedef struct lw_fdscan { lw *L; lw_fdiv *v; size_t n, cap; } lw_fdscan;

static int lw_int_kind(enum CXTypeKind k)
{
    return k == CXType_Int || k == CXType_UInt || k == CXType_Long || k == CXType_ULong ||
           k == CXType_LongLong || k == CXType_ULongLong;
}

static enum CXChildVisitResult lw_fdiv_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fdscan *s = ud;
    lw *L = s->L;
    if (clang_getCursorKind(cur) != CXCursor_BinaryOperator)
        return CXChildVisit_Recurse;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
    if (op != CXBinaryOperator_Div && op != CXBinaryOperator_Rem)
        return CXChildVisit_Recurse;
    CXType t = clang_getCanonicalType(clang_getCursorType(cur));
    CXCursor kid[2];
    if (!lw_int_kind(t.kind) || ku_children(cur, kid, 2) != 2)
        return CXChildVisit_Recurse;
    /* the divisor: a parameter of the kernel that nothing writes (converted implicitly) */
    CXCursor r = kid[1];
    for (int guard = 0; guard < 4 && clang_getCursorKind(r) == CXCursor_UnexposedExpr; guard++) {
        CXCursor k1[1];
        if (ku_children(r, k1, 1) != 1)
            break;
        r = k1[0];
    }
    if (clang_getCursorKind(r) != CXCursor_DeclRefExpr)
        return CXChildVisit_Recurse;
    CXCursor d = clang_getCursorReferenced(r);
    size_t key = lw_key(L, d);
    if (clang_getCursorKind(d) != CXCursor_ParmDecl || key == (size_t)-1 || lw_written(L, key) ||
        !lw_int_kind(clang_getCanonicalType(clang_getCursorType(d)).kind))
        return CXChildVisit_Recurse;
    size_t lb, le, rb, re;
    if (!lw_range(L, kid[0], &lb, &le) || !lw_range(L, kid[1], &rb, &re) || lb < L->body_b || re > L->body_e)
        return CXChildVisit_Recurse;
    unsigned rt = ku_at(L->ix, rb);
    if (rt == KU_NONE || rt == 0 || !lw_is_tok(L, rt - 1, op == CXBinaryOperator_Div ? "/" : "%") ||
        L->ix->beg[rt - 1] < le)
        return CXChildVisit_Recurse;
    CXString ts = clang_getTypeSpelling(t);
    lw_fdiv f = { lb, le, L->ix->beg[rt - 1], re, op == CXBinaryOperator_Rem, key, ut_xstrdup(clang_getCString(ts)) };
    clang_disposeString(ts);
    LW_PUSH(s->v, s->n, s->cap, f);
    return CXChildVisit_Recurse;
}

static void lw_fdiv_free(lw_fdscan *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i].type);
    free(s->v);
}

/* A division whose dividend starts where another's does (a / p / q) keeps the operator: two
 * insertions at one offset would have no defined order. */
static int lw_fdiv_clash(const lw_fdscan *s, size_t i)
{
    for (size_t j = 0; j < s->n; j++)
        if (j != i && s->v[j].lb == s->v[i].lb)
            return 1;
    return 0;
}

/* Whether the body divides by a parameter (a barrier-free kernel is then lowered for it). */
int lw_fastdiv_any(lw *L, CXCursor body)
{
    if (L->self >= 0)
        return 0;
    lw_fdscan s = { L, NULL, 0, 0 };
    clang_visitChildren(body, lw_fdiv_visit, &s);
    int any = 0;
    for (size_t i = 0; i < s.n; i++)
        any |= !lw_fdiv_clash(&s, i);
    lw_fdiv_free(&s);
    return any;
}

/* The rewrite: one lower_div per divisor and type at the top of the lowered kernel (in wtop),
 * each division a call (see lw_fdiv_clash). */
void lw_fastdiv(lw *L, CXCursor body)
{
    if (L->self >= 0)
        return;   /* a helper's parameters differ between threads */
    lw_fdscan s = { L, NULL, 0, 0 };
    clang_visitChildren(body, lw_fdiv_visit, &s);
    size_t *ids = ut_xcalloc(s.n ? s.n : 1, sizeof *ids);
    size_t nd = 0;
    for (size_t i = 0; i < s.n; i++)
        ids[i] = (size_t)-1;
    for (size_t i = 0; i < s.n && !L->why[0]; i++) {
        lw_fdiv *f = &s.v[i];
        if (lw_fdiv_clash(&s, i))
            continue;
        size_t id = nd;
        for (size_t j = 0; j < i; j++)
            if (s.v[j].var == f->var && !strcmp(s.v[j].type, f->type) && ids[j] != (size_t)-1) {
                id = ids[j];
                break;
            }
        if (id == nd) {
            /* the parameter's name: the lowered kernel has the kernel's parameters */
            size_t pb = (size_t)-1, pl = 0;
            for (size_t j = 0; j < L->nrefs; j++)
                if (L->refs[j].var == f->var && L->refs[j].at < f->re && L->refs[j].at > f->op &&
                    !L->refs[j].macro) {
                    pb = L->refs[j].at;
                    pl = L->refs[j].len;
                }
            if (pb == (size_t)-1)
                continue;
            ut_buf_printf(&L->wtop, "const ::hs_launch_detail::lower_div<%s> hs_d%zu(", f->type, nd);
            ut_buf_append(&L->wtop, L->c->buf + pb, pl);
            ut_buf_puts(&L->wtop, ");\n");
            nd++;
        }
        ids[i] = id;
        char pre[48];
        snprintf(pre, sizeof pre, "hs_d%zu.%s(", id, f->mod ? "mod" : "div");
        lw_add_edit(L, f->lb, 0, pre);
        lw_add_edit(L, f->le, f->re - f->le, ")");
    }
    free(ids);
    lw_fdiv_free(&s);
}
