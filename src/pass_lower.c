/* pass_lower.c - --lower-kernels: beside each kernel of the main file that it can prove safe,
 * emits a CPU form for hipshim (MCUDA/POCL-style loop fission): the body's __syncthreads()
 * statements split it into regions, each region runs as a loop over the block's threads
 * (hs_launch.hpp's lower_each), local variables that live across a barrier become per-thread
 * arrays (or are recomputed per region), warp function calls split like barriers and run as
 * loops over each warp's lanes (pass_lower_vals.c), and barriers inside for/while/do/if
 * statements are kept when the statement's condition is uniform over the block (it then runs
 * once per block around its regions); the program's __device__ functions that synchronise (warp
 * or block reductions written as helpers) are lowered too, each call split at like a warp call
 * (pass_lower_vals.c, lw_helper_call). What other passes rewrote in the body (HIP names, widened
 * masks) is copied into the lowered form. The
 * lowered function and the registration placed at the top of the kernel's body are guarded by
 * __HIPSHIM_LOWER__ (defined by hipshim-cc), so the output stays plain HIP for other compilers
 * and the fiber path stays available (HIPSHIM_LOWER=0). A kernel outside the subset handled here
 * (warp functions in divergent code, cooperative groups' tiles, volatile memory,
 * barriers in non-uniform control flow, ...) keeps the fiber path; a note gives the reason (rule id lower.kernel) and the stats count both kinds.
 * Loops of vectorisable math with a uniform trip count split like loops holding a barrier, so
 * that the thread loop becomes their innermost loop (pass_lower_simd.c; also barrier-free kernels).
 * What the body writes, where its barriers and calls are: pass_lower_facts.c.
 * Ownership: hipshim speed (issue 16). Borrows the context; owns only its own buffers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "lockstep.h"
#include "pass.h"
#include "util.h"

#include "pass_lower.h"

void lw_fail(lw *L, const char *fmt, const char *arg)
{
    if (!L->why[0])
        snprintf(L->why, sizeof L->why, fmt, arg ? arg : "");
}

/* ---- offsets and text ---- */
size_t lw_off(lw *L, CXSourceLocation loc) { return ku_exp_off(L->ix, loc); }
int lw_range(lw *L, CXCursor c, size_t *b, size_t *e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(L->ix, c, &f, &l))
        return 0;
    *b = L->ix->beg[f];
    *e = L->ix->end[l - 1];
    return 1;
}
/* A variable is keyed by the offset of its name (declarations outside the file: never local). */
size_t lw_key(lw *L, CXCursor decl)
{
    CXSourceLocation loc = clang_getCursorLocation(decl);
    return ku_spell_off(L->ix, loc);
}
static int lw_has(const size_t *v, size_t n, size_t k)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] == k)
            return 1;
    return 0;
}

/* Appends buf[b, e) with the edits inside it applied. */
void lw_text(lw *L, ut_buf *o, size_t b, size_t e)
{
    size_t at = b;
    for (size_t i = 0; i < L->nedits; i++) {
        lw_edit *d = &L->edits[i];
        if (d->off < at || d->off + d->len > e)
            continue;
        ut_buf_append(o, L->c->buf + at, d->off - at);
        ut_buf_puts(o, d->text);
        at = d->off + d->len;
    }
    ut_buf_append(o, L->c->buf + at, e - at);
}
static int lw_edit_cmp(const void *a, const void *b)
{
    const lw_edit *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;   /* an insertion before a replacement there */
}
/* A nesting edit (a warp call replaced by its result) may contain others: they apply to the
 * call's arguments, which are copied on their own (lw_text skips what the call's edit covers). */
void lw_add_edit_n(lw *L, size_t off, size_t len, const char *text, int nest)
{
    for (size_t i = 0; i < L->nedits; i++) {
        lw_edit *o = &L->edits[i];
        if (!(off < o->off + o->len && o->off < off + len))
            continue;
        if (o->nest && o->off <= off && off + len <= o->off + o->len && !(o->off == off && o->len == len))
            continue;
        if (nest && off <= o->off && o->off + o->len <= off + len && !(o->off == off && o->len == len))
            continue;
        lw_fail(L, "overlapping rewrites in the kernel body%s", NULL);
        return;
    }
    lw_edit d = { off, len, ut_xstrdup(text), nest };
    LW_PUSH(L->edits, L->nedits, L->capedits, d);
}
void lw_add_edit(lw *L, size_t off, size_t len, const char *text)
{
    lw_add_edit_n(L, off, len, text, 0);
}

/* ---- uniform expressions: the same value in every thread of the block ---- */
static int lw_builtin_coord(lw *L, CXCursor e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(L->ix, e, &f, &l) || l - f != 3 || !lw_is_tok(L, f + 1, "."))
        return 0;
    if (!lw_is_tok(L, f, "blockIdx") && !lw_is_tok(L, f, "blockDim") && !lw_is_tok(L, f, "gridDim") &&
        !(L->tinv && lw_is_tok(L, f, "threadIdx")))
        return 0;
    return lw_is_tok(L, f + 2, "x") || lw_is_tok(L, f + 2, "y") || lw_is_tok(L, f + 2, "z");
}

int lw_uniform(lw *L, CXCursor e, size_t loopvar);

typedef struct lw_uni { lw *L; size_t loopvar; int ok; } lw_uni;
static enum CXChildVisitResult lw_uni_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_uni *u = ud;
    if (!lw_uniform(u->L, cur, u->loopvar)) {
        u->ok = 0;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}
static int lw_uniform_kids(lw *L, CXCursor e, size_t loopvar)
{
    lw_uni u = { L, loopvar, 1 };
    clang_visitChildren(e, lw_uni_visit, &u);
    return u.ok;
}
static int lw_is_loopvar(lw *L, CXCursor target, size_t loopvar)
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
    return loopvar != (size_t)-1 && lw_key(L, clang_getCursorReferenced(r)) == loopvar;
}

int lw_uniform(lw *L, CXCursor e, size_t loopvar)
{
    enum CXCursorKind k = clang_getCursorKind(e);
    if (lw_builtin_coord(L, e))
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
        return lw_uniform_kids(L, e, loopvar);
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
            CXCursor kid[2];
            if (ku_children(e, kid, 2) != 2 || !lw_is_loopvar(L, kid[0], loopvar))
                return 0;
        }
        if (op == CXBinaryOperator_PtrMemD || op == CXBinaryOperator_PtrMemI)
            return 0;
        return lw_uniform_kids(L, e, loopvar);
    }
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
        if (op == CXUnaryOperator_AddrOf || op == CXUnaryOperator_Deref || op == CXUnaryOperator_Coawait)
            return 0;
        if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
            op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec) {
            CXCursor kid[1];
            if (ku_children(e, kid, 1) != 1 || !lw_is_loopvar(L, kid[0], loopvar))
                return 0;
        }
        return lw_uniform_kids(L, e, loopvar);
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
        size_t key = lw_key(L, d);
        if (dk == CXCursor_ParmDecl)   /* a helper's parameters: per thread */
            return L->self < 0 && key != (size_t)-1 && !lw_written(L, key);
        if (dk != CXCursor_VarDecl)
            return 0;
        if (key != (size_t)-1 && (key == loopvar || lw_has(L->uni, L->nuni, key)))
            return 1;
        if (L->tinv && key != (size_t)-1)
            for (size_t i = 0; i < L->nremat; i++)
                if (L->remat[i].var == key)
                    return 1;
        /* a constant outside the kernel */
        if (key == (size_t)-1 || key < L->body_b || key >= L->body_e) {
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
            return !clang_Cursor_isNull(b) && lw_uniform(L, b, loopvar);
        }
        if (strcmp(nm, "min") && strcmp(nm, "max") && strcmp(nm, "umin") && strcmp(nm, "umax"))
            return 0;
        int n = clang_Cursor_getNumArguments(e);
        for (int i = 0; i < n; i++)
            if (!lw_uniform(L, clang_Cursor_getArgument(e, (unsigned)i), loopvar))
                return 0;
        return n > 0;
    }
    default:
        return 0;
    }
}

/* ---- the walk over the body's structure (run twice: analysis, then emission) ---- */
static void lw_seq_stmt(lw *L, CXCursor s);

void lw_flush(lw *L)
{
    if (!L->npend)
        return;
    int id = L->nregion++;
    if (!L->emit) {
        for (int i = 0; i < L->npend; i++) {
            lw_rstmt r = { L->pend[i][0], L->pend[i][1], id };
            LW_PUSH(L->rs, L->nrs, L->caprs, r);
        }
    } else {
        /* the region needs the runtime's threadIdx when it calls the program's functions or
         * names threadIdx through a macro */
        int self = 0;
        for (int i = 0; i < L->npend; i++)
            for (size_t j = 0; j < L->nselfs; j++)
                if (L->selfs[j] >= L->pend[i][0] && L->selfs[j] < L->pend[i][1])
                    self = 1;
        if (L->simd_on && !self)
            ut_buf_puts(&L->out, "::hs_launch_detail::lower_simd(hs_b, hs_dead, [&](unsigned hs_r, "
                        "::hs_launch_detail::lower_tid hs_tid) {\n(void)hs_r; (void)hs_tid;\n");
        else
            ut_buf_printf(&L->out, "::hs_launch_detail::lower_each<%s>(hs_b, hs_dead, [&](unsigned hs_r, "
                          "::hs_launch_detail::lower_tid hs_tid) {\n(void)hs_r; (void)hs_tid;\n",
                          self ? "true" : "false");
        lw_emit_remat(L, id);
        for (int i = 0; i < L->npend; i++) {
            if (L->pre[i])
                ut_buf_puts(&L->out, L->pre[i]);
            lw_text(L, &L->out, L->pend[i][0], L->pend[i][1]);
            ut_buf_puts(&L->out, L->post[i] ? L->post[i] : L->pre[i] ? ");\n" : "\n");
        }
        for (size_t i = 0; i < L->nremat; i++)   /* recomputed where used: no warning here */
            if (L->remat[i].region == id && (L->nsimd || L->remat[i].cross))
                ut_buf_printf(&L->out, "(void)%s;\n", L->remat[i].name);
        ut_buf_puts(&L->out, "});\n");
    }
    for (int i = 0; i < L->npend; i++) {
        free(L->pre[i]);
        free(L->post[i]);
        L->pre[i] = L->post[i] = NULL;
    }
    L->npend = 0;
}

/* Statement range including its ';' (expressions and some statements leave it out). */
static int lw_stmt_range(lw *L, CXCursor s, size_t *b, size_t *e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(L->ix, s, &f, &l))
        return 0;
    if (l < L->ix->n && lw_is_tok(L, l, ";") && !lw_is_tok(L, l - 1, "}") &&
        !lw_is_tok(L, l - 1, ";"))
        l++;
    *b = L->ix->beg[f];
    *e = L->ix->end[l - 1];
    return 1;
}

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

void lw_region_stmt(lw *L, CXCursor s)
{
    size_t b, e;
    if (!lw_stmt_range(L, s, &b, &e)) {
        lw_fail(L, "a statement is not spelled in the file (a macro spanning statements?)%s", NULL);
        return;
    }
    if (L->npend && b < L->pend[L->npend - 1][1]) {
        lw_fail(L, "statements overlap (a macro expanding to several statements?)%s", NULL);
        return;
    }
    lw_bc bc = { 0, 0 };
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt)
        bc.esc = 1;
    else
        clang_visitChildren(s, lw_bc_visit, &bc);
    if (bc.esc) {
        lw_fail(L, "a break or continue leaves a loop that contains a barrier%s", NULL);
        return;
    }
    if (L->npend == 256)
        lw_flush(L);
    L->pend[L->npend][0] = b;
    L->pend[L->npend][1] = e;
    L->npend++;
    if (!L->emit && k == CXCursor_DeclStmt) {
        CXCursor kid[16];
        unsigned n = ku_children(s, kid, 16);
        for (unsigned i = 0; i < n && i < 16; i++)
            if (clang_getCursorKind(kid[i]) == CXCursor_VarDecl) {
                lw_decl d = { lw_key(L, kid[i]), L->nregion, s, kid[i] };
                LW_PUSH(L->decls, L->ndecls, L->capdecls, d);
            }
    }
}

/* A declaration statement that runs once per block: __shared__ variables, and variables that are
 * never written after their uniform initialiser. */
static int lw_hoistable(lw *L, CXCursor s)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(L->ix, s, &f, &l))
        return 0;
    for (unsigned t = f; t < l; t++)
        if (lw_is_tok(L, t, "__shared__"))
            return 1;
    CXCursor kid[16];
    unsigned n = ku_children(s, kid, 16);
    if (n == 0 || n > 16)
        return 0;
    for (unsigned i = 0; i < n; i++) {
        if (clang_getCursorKind(kid[i]) != CXCursor_VarDecl)
            return 0;
        size_t key = lw_key(L, kid[i]);
        CXType t = clang_getCursorType(kid[i]);
        if (lw_is_tb_type(t) && t.kind != CXType_LValueReference && key != (size_t)-1) {
            int ok = 0;
            for (unsigned tk = f; tk < l; tk++)
                if (lw_is_tok(L, tk, "this_thread_block"))
                    ok = 1;
            if (ok)
                continue;   /* a thread_block is the same object in every thread */
        }
        if (key == (size_t)-1 || lw_written(L, key))
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
        if (!lw_uniform(L, init, (size_t)-1))
            return 0;
    }
    for (unsigned i = 0; i < n; i++) {
        size_t key = lw_key(L, kid[i]);
        if (!lw_has(L->uni, L->nuni, key))
            LW_PUSH(L->uni, L->nuni, L->capuni, key);
    }
    return 1;
}

/* Children of a statement with their offsets, to tell header parts from bodies. */
static void lw_body_seq(lw *L, CXCursor s) { lw_seq_stmt(L, s); }

/* [open, close] tokens of the parenthesised header after keyword token kw */
static int lw_parens(lw *L, unsigned kw, unsigned *open, unsigned *close)
{
    unsigned o = kw + 1;
    if (lw_is_tok(L, o, "constexpr"))
        o++;
    if (!lw_is_tok(L, o, "("))
        return 0;
    unsigned c = ku_match(L->ix, o);
    if (c == KU_NONE)
        return 0;
    *open = o;
    *close = c;
    return 1;
}

static void lw_emit_range(lw *L, size_t b, size_t e)
{
    if (L->emit)
        lw_text(L, &L->out, b, e);
}
static void lw_puts(lw *L, const char *s)
{
    if (L->emit)
        ut_buf_puts(&L->out, s);
}

/* A statement that contains a barrier: control flow that runs once per block around regions. */
static void lw_control(lw *L, CXCursor s)
{
    enum CXCursorKind k = clang_getCursorKind(s);
    unsigned f, l, o, cl;
    if (!ku_cursor_exp_toks(L->ix, s, &f, &l)) {
        lw_fail(L, "a statement with a barrier is not spelled in the file%s", NULL);
        return;
    }
    CXCursor kid[8];
    unsigned n = ku_children(s, kid, 8);
    if (n > 8) {
        lw_fail(L, "unexpected statement shape%s", NULL);
        return;
    }
    const ku_index *ix = L->ix;
    switch (k) {
    case CXCursor_CompoundStmt:
        lw_flush(L);
        lw_puts(L, "{\n");
        lw_seq_stmt(L, s);
        lw_flush(L);
        lw_puts(L, "}\n");
        return;
    case CXCursor_ForStmt: {
        if (!lw_parens(L, f, &o, &cl)) break;
        unsigned semi[2], ns = 0;
        int depth = 0;
        for (unsigned t = o + 1; t < cl; t++) {
            if (lw_is_tok(L, t, "(") || lw_is_tok(L, t, "[") || lw_is_tok(L, t, "{")) depth++;
            else if (lw_is_tok(L, t, ")") || lw_is_tok(L, t, "]") || lw_is_tok(L, t, "}")) depth--;
            else if (!depth && lw_is_tok(L, t, ";") && ns < 2) semi[ns++] = t;
        }
        if (ns != 2) { lw_fail(L, "a range-for or odd for statement holds a barrier%s", NULL); return; }
        const char *what = lw_simd_what(L, s);
        size_t gb, ge;
        int gs = lw_range(L, s, &gb, &ge) && lw_gs_in(L, gb, gb + 1);
        size_t ib = ix->end[o], ie = ix->beg[semi[0]], cb = ix->end[semi[0]], ce = ix->beg[semi[1]];
        size_t nb = ix->end[semi[1]], ne = ix->beg[cl];
        CXCursor init = clang_getNullCursor(), cond = clang_getNullCursor(), inc = clang_getNullCursor(),
                 body = clang_getNullCursor();
        for (unsigned i = 0; i < n; i++) {
            size_t b, e;
            if (!lw_range(L, kid[i], &b, &e)) { lw_fail(L, "a loop header is not spelled in the file%s", NULL); return; }
            if (b >= ib && e <= ix->end[semi[0]]) init = kid[i];
            else if (b >= cb && e <= ce) cond = kid[i];
            else if (b >= nb && e <= ne) inc = kid[i];
            else if (b >= ix->end[cl]) body = kid[i];
        }
        if (clang_Cursor_isNull(cond) || clang_Cursor_isNull(body)) { lw_fail(L, "%s has no condition", what); return; }
        if (gs && !clang_Cursor_isNull(init) && !clang_Cursor_isNull(inc)) {
            lw_gs_control(L, s, init, cond, inc, body, cb, ce, nb, ne);
            return;
        }
        size_t loopvar = (size_t)-1;
        if (!clang_Cursor_isNull(init)) {
            CXCursor v[4];
            if (clang_getCursorKind(init) != CXCursor_DeclStmt || ku_children(init, v, 4) != 1 ||
                clang_getCursorKind(v[0]) != CXCursor_VarDecl) {
                lw_fail(L, "%s does not declare its one counter", what);
                return;
            }
            loopvar = lw_key(L, v[0]);
            CXCursor in[4];
            unsigned m = ku_children(v[0], in, 4);
            if (loopvar == (size_t)-1 || m == 0 || m > 4 || !lw_uniform(L, in[m - 1], (size_t)-1) ||
                lw_written_outside(L, loopvar, nb, ne)) {
                lw_fail(L, "the counter of %s is not uniform over the block", what);
                return;
            }
        }
        if (!lw_uniform(L, cond, loopvar) || (!clang_Cursor_isNull(inc) && !lw_uniform(L, inc, loopvar))) {
            lw_fail(L, "%s has a condition that may differ between threads", what);
            return;
        }
        lw_flush(L);
        int simd_was = L->simd_on, simd = lw_simd_enter(L, s, body, loopvar);
        if (L->why[0])
            return;
        if (loopvar != (size_t)-1 && !lw_has(L->uni, L->nuni, loopvar))
            LW_PUSH(L->uni, L->nuni, L->capuni, loopvar);
        lw_puts(L, "for (");
        lw_emit_range(L, ib, ie);
        lw_puts(L, ";");
        lw_emit_range(L, cb, ce);
        lw_puts(L, ";");
        lw_emit_range(L, nb, ne);
        lw_puts(L, ") {\n");
        L->simd_on |= simd;
        lw_body_seq(L, body);
        lw_flush(L);
        L->simd_on = simd_was;
        lw_puts(L, "}\n");
        return;
    }
    case CXCursor_WhileStmt: {
        if (!lw_parens(L, f, &o, &cl) || n != 2) break;
        if (!lw_uniform(L, kid[0], (size_t)-1)) {
            lw_fail(L, "a while loop with a barrier has a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(L);
        lw_puts(L, "while (");
        lw_emit_range(L, ix->end[o], ix->beg[cl]);
        lw_puts(L, ") {\n");
        lw_body_seq(L, kid[1]);
        lw_flush(L);
        lw_puts(L, "}\n");
        return;
    }
    case CXCursor_DoStmt: {
        if (n != 2) break;
        size_t b, e;
        if (!lw_range(L, kid[0], &b, &e)) break;
        unsigned w = ku_lower(ix, e);
        if (!lw_is_tok(L, w, "while") || !lw_parens(L, w, &o, &cl)) break;
        if (!lw_uniform(L, kid[1], (size_t)-1)) {
            lw_fail(L, "a do loop with a barrier has a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(L);
        lw_puts(L, "do {\n");
        lw_body_seq(L, kid[0]);
        lw_flush(L);
        lw_puts(L, "} while (");
        lw_emit_range(L, ix->end[o], ix->beg[cl]);
        lw_puts(L, ");\n");
        return;
    }
    case CXCursor_IfStmt: {
        if (!lw_parens(L, f, &o, &cl) || n < 2 || n > 3) break;
        size_t b, e;
        if (!lw_range(L, kid[0], &b, &e) || e > ix->beg[cl]) break;
        int cexpr = lw_is_tok(L, f + 1, "constexpr");
        if (!cexpr && !lw_uniform(L, kid[0], (size_t)-1)) {
            lw_fail(L, "a barrier depends on a condition that may differ between threads%s", NULL);
            return;
        }
        lw_flush(L);
        lw_puts(L, cexpr ? "if constexpr (" : "if (");
        lw_emit_range(L, ix->end[o], ix->beg[cl]);
        lw_puts(L, ") {\n");
        lw_body_seq(L, kid[1]);
        lw_flush(L);
        lw_puts(L, "}");
        if (n == 3) {
            lw_puts(L, " else {\n");
            lw_body_seq(L, kid[2]);
            lw_flush(L);
            lw_puts(L, "}");
        }
        lw_puts(L, "\n");
        return;
    }
    default:
        break;
    }
    CXString ks = clang_getCursorKindSpelling(k);
    char kn[64];
    snprintf(kn, sizeof kn, "%s", clang_getCString(ks));
    clang_disposeString(ks);
    lw_fail(L, "a barrier inside a statement of kind %s", kn);
}

/* The statements of a compound (or a single statement) at the level where barriers split. */
static void lw_one(lw *L, CXCursor s)
{
    if (L->why[0])
        return;
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_UnexposedStmt) {   /* #pragma unroll (an attributed statement): the loop (the pragma is dropped) */
        CXCursor kid[4];
        unsigned n = ku_children(s, kid, 4);
        if (n >= 1 && n <= 4) {
            lw_one(L, kid[n - 1]);
            return;
        }
    }
    size_t b, e;
    if (!lw_stmt_range(L, s, &b, &e)) {
        lw_fail(L, "a statement is not spelled in the file%s", NULL);
        return;
    }
    if (k == CXCursor_NullStmt)
        return;
    if (k == CXCursor_CallExpr) {
        char nm[64];
        ku_call_name(s, nm, sizeof nm);
        if (!strcmp(nm, "__syncthreads") || lw_tb_call(s, nm) == 1) {
            unsigned f, l;
            if (!ku_cursor_toks(L->ix, s, &f, &l) ||
                !lw_has(L->bars, L->nbars, lw_off(L, clang_getCursorLocation(s)))) {
                lw_fail(L, "a barrier comes from a macro%s", NULL);
                return;
            }
            lw_flush(L);
            return;
        }
    }
    if (k == CXCursor_CallExpr) {
        char nm[64];
        ku_call_name(s, nm, sizeof nm);
        if (lw_warp_kind(nm) == LW_W_SYNCWARP) {
            /* block-uniform here: the region boundary orders more than the warp's lanes */
            if (!lw_args_pure(L, s)) {
                lw_fail(L, "__syncwarp has an argument with side effects%s", NULL);
                return;
            }
            lw_flush(L);
            return;
        }
    }
    if ((clang_isExpression(k) || k == CXCursor_DeclStmt || (k == CXCursor_ReturnStmt && L->self >= 0)) &&
        lw_has_wop(L, b, e)) {
        lw_warp_stmt(L, s, b, e);
        return;
    }
    if (k == CXCursor_DeclStmt && lw_hoistable(L, s)) {
        lw_emit_range(L, b, e);
        lw_puts(L, "\n");
        /* a thread_block whose uses were its barriers (cg::sync(cta), cta.sync()), which became
         * region boundaries: no -Wunused-but-set-variable in the lowered form */
        CXCursor kid[16];
        unsigned n = ku_children(s, kid, 16);
        for (unsigned i = 0; i < n && i < 16 && L->emit; i++)
            if (clang_getCursorKind(kid[i]) == CXCursor_VarDecl && lw_is_tb_type(clang_getCursorType(kid[i]))) {
                char *nm = lw_spell_name(kid[i]);
                if (nm[0])
                    ut_buf_printf(&L->out, "(void)%s;\n", nm);
                free(nm);
            }
        return;
    }
    if (!lw_has_barrier(L, b, e)) {
        lw_region_stmt(L, s);
        return;
    }
    lw_control(L, s);
}

static enum CXChildVisitResult lw_seq_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw *L = ud;
    lw_one(L, cur);
    return L->why[0] ? CXChildVisit_Break : CXChildVisit_Continue;
}

static void lw_seq_stmt(lw *L, CXCursor s)
{
    if (clang_getCursorKind(s) == CXCursor_CompoundStmt)
        clang_visitChildren(s, lw_seq_visit, L);
    else
        lw_one(L, s);
}

/* ---- one kernel ---- */
int lw_region_of(lw *L, size_t at)
{
    for (size_t i = 0; i < L->nrs; i++)
        if (at >= L->rs[i].b && at < L->rs[i].e)
            return L->rs[i].region;
    return -1;
}

void lw_free(lw *L)
{
    for (size_t i = 0; i < L->nedits; i++)
        free(L->edits[i].text);
    free(L->edits);
    free(L->mods);
    free(L->refs);
    free(L->bars);
    free(L->selfs);
    free(L->uni);
    free(L->prom);
    free(L->rs);
    free(L->decls);
    free(L->wops);
    for (int i = 0; i < 256; i++) {
        free(L->pre[i]);
        free(L->post[i]);
    }
    ut_buf_free(&L->wtop);
    for (size_t i = 0; i < L->nremat; i++)
        free(L->remat[i].name);
    free(L->remat);
    for (size_t i = 0; i < L->nnames; i++)
        free(L->names[i]);
    free(L->names);
    ut_buf_free(&L->out);
    free(L->vloops);
    free(L->gloops);
    free(L->effs);
}


typedef struct lw_ret { lw *L; } lw_ret;
static enum CXChildVisitResult lw_ret_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw *L = ud;
    if (clang_getCursorKind(cur) != CXCursor_ReturnStmt)
        return CXChildVisit_Recurse;
    unsigned f, l;
    if (!ku_cursor_toks(L->ix, cur, &f, &l) || l - f != 1 || !lw_is_tok(L, l, ";")) {
        lw_fail(L, "a return is written through a macro or returns a value%s", NULL);
        return CXChildVisit_Break;
    }
    size_t at = L->ix->beg[f];
    if (lw_region_of(L, at) < 0)
        return CXChildVisit_Continue;   /* a return of the whole block, between regions */
    L->has_ret = 1;
    lw_add_edit(L, at, L->ix->end[l] - at, "{ hs_dead[hs_r] = 1; return; }");
    return CXChildVisit_Continue;
}

/* One attempt at lowering kernel fn (self < 0) or collective helper H->h[self] (see lw_helper);
 * L->simd: with the loop interchange of pass_lower_simd.c. On failure L->why says why and
 * nothing was inserted. */
void lw_kernel_try(lw *L, cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, const char *name,
                   lw_helpers *H, long self)
{
    L->c = c;
    L->ix = ix;
    L->fn = fn;
    L->H = H;
    L->self = self;
    CXCursor outer = clang_Cursor_isNull(tmpl) ? fn : tmpl;
    CXCursor kid[64];
    unsigned nk = ku_children(fn, kid, 64);
    CXCursor body = clang_getNullCursor();
    for (unsigned i = 0; i < nk && i < 64; i++)
        if (clang_getCursorKind(kid[i]) == CXCursor_CompoundStmt)
            body = kid[i];
    unsigned bf, bl, of, ol;
    if (ls_kernel_needs_lockstep(c, fn)) {   /* lanes in lockstep: fibers (pass_lockstep.c) */
        lw_fail(L, "warp-synchronous: lanes need lockstep%s", NULL);
        goto done;
    }
    if (clang_Cursor_isNull(body) || !ku_cursor_toks(ix, body, &bf, &bl) ||
        !ku_cursor_exp_toks(ix, outer, &of, &ol) || bl != ol) {
        lw_fail(L, "its definition is not spelled plainly in the file%s", NULL);
        goto done;
    }
    L->body_b = ix->beg[bf];
    L->body_e = ix->end[bl - 1];
    for (unsigned t = bf; t < bl; t++)
        if (ix->pp[t] && !(lw_is_tok(L, t, "#") && lw_is_tok(L, t + 1, "pragma")) &&
            !(t > 0 && ix->pp[t - 1] && ku_directive_start(ix, t) == ku_directive_start(ix, t - 1) &&
              lw_is_tok(L, ku_directive_start(ix, t) + 1, "pragma"))) {
            lw_fail(L, "its body contains preprocessor directives other than #pragma%s", NULL);
            goto done;
        }
    /* the declaration must start a line, so that the lowered form can go on lines before it */
    size_t start = ix->beg[of];
    L->start = start;
    for (size_t p = start; self < 0 && p > 0 && c->buf[p - 1] != '\n'; p--)
        if (c->buf[p - 1] != ' ' && c->buf[p - 1] != '\t') {
            lw_fail(L, "its declaration does not start a line%s", NULL);
            goto done;
        }
    {
        CXCursor sp = clang_getCursorSemanticParent(outer), lp = clang_getCursorLexicalParent(outer);
        enum CXCursorKind pk = clang_getCursorKind(lp);
        if (!clang_equalCursors(sp, lp) || (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)) {
            lw_fail(L, "it is not declared at namespace scope%s", NULL);
            goto done;
        }
    }
    /* what the other passes rewrote in the body (HIP names, widened masks) goes into the copy */
    {
        const ed_list *el = cu_file_edits(c, 0);
        size_t ne = el ? ed_count(el) : 0;
        for (size_t i = 0; i < ne && !L->why[0]; i++) {
            const ed_edit *d = ed_get(el, i);
            if (d->off + d->len <= L->body_b || d->off >= L->body_e)
                continue;
            if (d->off <= L->body_b || d->off + d->len >= L->body_e) {
                lw_fail(L, "other rewrites of cu2hip change its body's braces%s", NULL);
                goto done;
            }
            lw_add_edit(L, d->off, d->len, d->text);
        }
    }
    for (unsigned i = 0; i < nk && i < 64; i++)
        if (clang_getCursorKind(kid[i]) == CXCursor_ParmDecl) {
            char *pn = lw_spell_name(kid[i]);
            LW_PUSH(L->names, L->nnames, L->capnames, pn);
        }
    lw_simd_find(L, body);
    lw_scan_facts(L, body);
    if (L->why[0])
        goto done;
    int fdiv = self < 0 && lw_fastdiv_any(L, body);
    if (self < 0 && !L->nbars && !L->nwops && !L->nvl && !L->ngl && !fdiv) {
        lw_fail(L, "it has no barrier (the fiber path already runs it as a plain loop)%s", NULL);
        goto done;
    }
    /* analysis run */
    lw_seq_stmt(L, body);
    lw_flush(L);
    lw_simd_check(L, lw_region_of);
    if (self < 0 && !L->why[0] && !L->nbars && !L->nwops && !L->nsimd && !L->ngs && !fdiv)
        lw_fail(L, "it has no barrier (the fiber path already runs it as a plain loop)%s", NULL);
    if (L->why[0])
        goto done;
    /* promotion: variables of one region used in another */
    ut_buf arrays = { 0 };
    unsigned np = 0, nm = 0;
    lw_find_remat(L, &arrays, &nm);
    for (size_t i = 0; i < L->ndecls && !L->why[0]; i++) {
        lw_decl *d = &L->decls[i];
        int cross = 0;
        for (size_t j = 0; j < L->nremat; j++)
            if (L->remat[j].var == d->var)
                cross = -1;
        if (cross)
            continue;
        for (size_t j = 0; j < L->nrefs; j++)
            if (L->refs[j].var == d->var && lw_region_of(L, L->refs[j].at) != d->region)
                cross = 1;
        if (cross) {
            LW_PUSH(L->prom, L->nprom, L->capprom, d->var);
            lw_promote(L, d, np++, &arrays);
        }
    }
    /* their declarations, each statement once */
    for (size_t i = 0; i < L->ndecls && !L->why[0]; i++) {
        int has = 0, first = 1;
        for (size_t j = 0; j < L->ndecls; j++)
            if (clang_equalCursors(L->decls[j].stmt, L->decls[i].stmt)) {
                if (j < i) first = 0;
                if (lw_has(L->prom, L->nprom, L->decls[j].var)) has = 1;
            }
        if (has && first)
            lw_rewrite_decl(L, L->decls[i].stmt);
    }
    ut_buf hsig = { 0 };   /* a helper's parameters: per-thread arrays */
    if (self >= 0 && !L->why[0])
        lw_helper_params(L, kid, nk < 64 ? nk : 64, &hsig);
    /* threadIdx in regions: the index the region loop passes */
    for (unsigned t = bf; t < bl && !L->why[0]; t++)
        if (lw_is_tok(L, t, "threadIdx") && lw_region_of(L, ix->beg[t]) >= 0)
            lw_add_edit(L, ix->beg[t], ix->end[t] - ix->beg[t], "hs_tid");
    if (!L->why[0])
        lw_fastdiv(L, body);
    if (!L->why[0] && self < 0)
        clang_visitChildren(body, lw_ret_visit, L);
    else if (!L->why[0])
        lw_helper_returns(L, body);
    if (L->why[0]) {
        ut_buf_free(&arrays);
        ut_buf_free(&hsig);
        goto done;
    }
    if (L->nedits)
        qsort(L->edits, L->nedits, sizeof *L->edits, lw_edit_cmp);
    /* emission run */
    L->emit = 1;
    L->nregion = 0;
    L->nwid = 0;
    L->nuni = 0;
    ut_buf head = { 0 }, targs = { 0 };
    ut_buf_puts(&head, "#if defined(__HIPSHIM_LOWER__)\n");
    if (!clang_Cursor_isNull(tmpl)) {
        /* template <...>: the template's own parameter list */
        unsigned lt = of + 1, gt = KU_NONE;
        if (!lw_is_tok(L, of, "template") || !lw_is_tok(L, lt, "<"))
            lw_fail(L, "its template header is not spelled plainly%s", NULL);
        CXCursor tk[32];
        unsigned ntk = ku_children(tmpl, tk, 32);
        size_t last_end = ix->end[lt];
        int np2 = 0;
        for (unsigned i = 0; i < ntk && i < 32 && !L->why[0]; i++) {
            enum CXCursorKind k = clang_getCursorKind(tk[i]);
            if (k != CXCursor_TemplateTypeParameter && k != CXCursor_NonTypeTemplateParameter &&
                k != CXCursor_TemplateTemplateParameter)
                continue;
            size_t b, e;
            if (!lw_range(L, tk[i], &b, &e)) {
                lw_fail(L, "a template parameter is not spelled in the file%s", NULL);
                break;
            }
            last_end = e;
            char *pn = lw_spell_name(tk[i]);
            unsigned pf = ku_at(ix, b), pl = ku_lower(ix, e);
            int pack = 0;
            for (unsigned t = pf; t != KU_NONE && t < pl; t++)
                if (lw_is_tok(L, t, "..."))
                    pack = 1;
            if (!pn[0])
                lw_fail(L, "a template parameter has no name%s", NULL);
            ut_buf_printf(&targs, "%s%s%s", np2++ ? ", " : "", pn, pack ? "..." : "");
            free(pn);
        }
        gt = ku_lower(ix, last_end);
        if (!L->why[0] && (gt >= ix->n || !lw_is_tok(L, gt, ">")))
            lw_fail(L, "its template header is not spelled plainly%s", NULL);
        if (!L->why[0] && cu_file_edited(c, 0, ix->beg[of], ix->end[gt] - ix->beg[of]))
            lw_fail(L, "other rewrites of cu2hip change its template header%s", NULL);
        if (!L->why[0]) {
            ut_buf_append(&head, c->buf + ix->beg[of], ix->end[gt] - ix->beg[of]);
            ut_buf_puts(&head, "\n");
        }
    }
    if (self >= 0) {
        ut_buf_printf(&head, "static inline void hs_lwh_%s(::hs_launch_detail::lower_blk *hs_b%s)\n{\n"
                      "(void)hs_b;\n(void)hs_dead;\n(void)hs_res;\n::hs_launch_detail::lower_scope hs_scope;\n%s",
                      name, hsig.s ? hsig.s : "", L->devmath && L->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "");
        nk = 0;   /* the parameters: hsig */
    } else {
        ut_buf_printf(&head, "%sstatic void hs_lowered_%s(::hs_launch_detail::lower_blk *hs_b",
                      L->nsimd ? "HIPSHIM_LOWER_SIMD_FN " : "", name);
    }
    ut_buf_free(&hsig);
    if (nk > 64)
        lw_fail(L, "it has too many parameters%s", NULL);
    for (unsigned i = 0; i < nk && i < 64 && !L->why[0]; i++) {
        CXCursor p = kid[i];
        if (clang_getCursorKind(p) != CXCursor_ParmDecl)
            continue;
        size_t b, e;
        if (!lw_range(L, p, &b, &e)) {
            lw_fail(L, "a parameter is not spelled in the file%s", NULL);
            break;
        }
        if (cu_file_edited(c, 0, b, e - b)) {   /* the copy would keep the CUDA spelling */
            lw_fail(L, "other rewrites of cu2hip change its parameters%s", NULL);
            break;
        }
        ut_buf_puts(&head, ", ");
        ut_buf_append(&head, c->buf + b, e - b);
    }
    if (self < 0)
        ut_buf_printf(&head, ")\n{\n(void)hs_b;\nunsigned char *hs_dead = %s;\n(void)hs_dead;\n%s",
                      L->has_ret ? "::hs_launch_detail::lower_dead(hs_b)" : "nullptr",
                      L->devmath && L->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "");
    ut_buf_puts(&head, arrays.s ? arrays.s : "");
    ut_buf_puts(&head, L->wtop.s ? L->wtop.s : "");
    ut_buf_free(&arrays);
    ut_buf_puts(&L->out, head.s);
    ut_buf_free(&head);
    lw_seq_stmt(L, body);
    lw_flush(L);
    ut_buf_puts(&L->out, "}\n#endif\n");
    if (L->why[0]) {
        ut_buf_free(&targs);
        goto done;
    }
    if (self >= 0) {   /* a helper: after its definition, no registration */
        ut_buf_free(&targs);
        char *txt = ut_xasprintf("\n%s", L->out.s);
        if (cu_edit_main(c, ix->end[bl - 1], 0, txt, "lower.kernel") != 0)
            lw_fail(L, "its lowered form could not be inserted%s", NULL);
        free(txt);
        goto done;
    }
    /* one edit before the kernel, one at the top of its body */
    if (cu_file_edited(c, 0, start, 0) || cu_file_edited(c, 0, ix->end[bf], 0)) {
        lw_fail(L, "other rewrites of cu2hip change its body%s", NULL);
        ut_buf_free(&targs);
        goto done;
    }
    char *reg;
    if (targs.len)
        reg = ut_xasprintf("\n#if defined(__HIPSHIM_LOWER__)\n::hs_launch_detail::lower_use<&%s<%s>, "
                           "&hs_lowered_%s<%s>>();\n%s#endif\n", name, targs.s, name, targs.s,
                           L->devmath && L->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "");
    else
        reg = ut_xasprintf("\n#if defined(__HIPSHIM_LOWER__)\n::hs_launch_detail::lower_use<&%s, "
                           "&hs_lowered_%s>();\n%s#endif\n", name, name,
                           L->devmath && L->nsimd ? "HIPSHIM_DEVICE_MATH;\n" : "");
    ut_buf_free(&targs);
    if (cu_edit_main(c, start, 0, L->out.s, "lower.kernel") == 0 &&
        cu_edit_main(c, ix->end[bf], 0, reg, "lower.kernel") == 0)
        dg_count(c->stats, "lower.lowered", 1);
    else
        lw_fail(L, "its lowered form could not be inserted%s", NULL);
    free(reg);
done:
    return;
}

typedef struct lw_fname { char *name, *usr; } lw_fname;
typedef struct lw_scan { cu_ctx *c; ku_index *ix; lw_fname *f; size_t n, cap; int collect; lw_helpers H; } lw_scan;

static enum CXChildVisitResult lw_tu_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_scan *s = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_Namespace)
        return CXChildVisit_Recurse;
    CXCursor fn = cur, tmpl = clang_getNullCursor();
    if (k == CXCursor_FunctionTemplate) {
        tmpl = cur;
    } else if (k != CXCursor_FunctionDecl) {
        return CXChildVisit_Continue;
    }
    if (ku_is_instantiation(cur))
        return CXChildVisit_Continue;
    CXString nm = clang_getCursorSpelling(cur), usr = clang_getCursorUSR(cur);
    if (s->collect) {
        lw_fname f = { ut_xstrdup(clang_getCString(nm)), ut_xstrdup(clang_getCString(usr)) };
        LW_PUSH(s->f, s->n, s->cap, f);
        clang_disposeString(nm);
        clang_disposeString(usr);
        return CXChildVisit_Continue;
    }
    /* overloaded kernel names: &name would not pick one */
    int overloaded = 0;
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->f[i].name, clang_getCString(nm)) && strcmp(s->f[i].usr, clang_getCString(usr)))
            overloaded = 1;
    clang_disposeString(nm);
    clang_disposeString(usr);
    CXSourceLocation loc = clang_getCursorLocation(cur);
    if (!clang_Location_isFromMainFile(loc) || !clang_isCursorDefinition(cur) || !ku_fn_is_global(fn))
        return CXChildVisit_Continue;
    if (overloaded) {
        dg_count(s->c->stats, "lower.fiber", 1);
        if (s->c->opts->lower_kernels > 1)
            cu_report(s->c, loc, DG_NOTE, "lower.kernel",
                      "kernel keeps the fiber path: its name is overloaded");
        return CXChildVisit_Continue;
    }
    lw_function(s->c, s->ix, fn, tmpl, &s->H, -1);
    return CXChildVisit_Continue;
}

void pass_lower(cu_ctx *c)
{
    if (!c->opts->lower_kernels || c->lint)
        return;
    ku_set *set = ku_set_get(c);
    if (!set || !set->n)
        return;
    lw_scan s = { c, set->ix[0], NULL, 0, 0, 1, { NULL, 0, 0, 0 } };
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lw_tu_visit, &s);
    s.collect = 0;
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lw_tu_visit, &s);
    for (size_t i = 0; i < s.n; i++) {
        free(s.f[i].name);
        free(s.f[i].usr);
    }
    free(s.f);
    lw_helpers_free(&s.H);
}
