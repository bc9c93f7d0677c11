/* pass_lockstep.c - warp-synchronous code (lanes of a warp trading data through shared memory
 * without __syncwarp, as old CUDA code does and AMD wavefronts allow): finds it with the
 * detection the lint uses (lockstep.h), reports it as warp.implicit-lockstep when translating
 * (the lint reports it itself), and with --lower-kernels (the hipshim target) makes it run as in
 * lockstep on hipshim, whose lanes otherwise run one after another on fibers.
 * A region is the body of a device function that reduces through a volatile pointer parameter,
 * or the branch of `if (tid < 32)`-style code that does. In a region every statement that touches
 * shared memory ends with a lockstep point (HIPSHIM_LOCKSTEP(): the lane lets the other lanes of
 * its warp catch up, hs_lockstep_yield), and an assignment to shared memory whose right side
 * reads shared memory reads first, lets the others read, then writes
 * (HIPSHIM_LOCKSTEP_READ(rhs)): so every lane reads before any lane writes, as in one SIMD
 * instruction. A lockstep point at the region's entry lets the other lanes arrive. An if/else
 * inside a region whose branches reach different numbers of lockstep points gets the difference
 * as lockstep points in the other branch, so lanes that skip a step wait for it, as masked lanes
 * do. The translated file defines both macros as no-ops where hipshim's headers do not (real
 * HIP), and pass_lower.c keeps these kernels on fibers (ls_kernel_needs_lockstep).
 * Borrows the context; frees what it allocates before returning. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kernel_util.h"
#include "lint.h"
#include "lockstep.h"
#include "pass.h"
#include "util.h"

/* ---------------------------------------------------------------- detection (shared with lint) */

CXCursor ls_subscript_base(CXCursor e)
{
    for (int guard = 0; guard < 8; guard++) {
        e = ku_strip_casts(e);
        if (clang_getCursorKind(e) != CXCursor_ArraySubscriptExpr)
            return clang_getNullCursor();
        CXCursor k[2];
        if (ku_children(e, k, 2) != 2)
            return clang_getNullCursor();
        CXCursor b = ku_strip_casts(k[0]);
        if (clang_getCursorKind(b) == CXCursor_DeclRefExpr)
            return clang_getCursorReferenced(b);
        e = b;   /* a[i][j]: the array is a's */
    }
    return clang_getNullCursor();
}

static enum CXChildVisitResult ls_shared_attr_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    if (clang_getCursorKind(c) == CXCursor_CUDASharedAttr) {
        *(int *)d = 1;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}

static int ls_is_shared_var(CXCursor decl)
{
    int shared = 0;
    if (clang_getCursorKind(decl) == CXCursor_VarDecl)
        clang_visitChildren(decl, ls_shared_attr_cb, &shared);
    return shared;
}

static enum CXChildVisitResult ls_refs_shared_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr && ls_is_shared_var(clang_getCursorReferenced(c))) {
        *(int *)d = 1;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Recurse;
}

int ls_is_exchange_base(CXCursor decl)
{
    enum CXCursorKind k = clang_getCursorKind(decl);
    if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
        return 0;
    if (ls_is_shared_var(decl))
        return 1;
    CXType t = clang_getCanonicalType(clang_getCursorType(decl));
    if (t.kind != CXType_Pointer)
        return 0;
    if (clang_isVolatileQualifiedType(clang_getPointeeType(t)))
        return 1;
    int shared = 0;
    if (k == CXCursor_VarDecl)
        clang_visitChildren(decl, ls_refs_shared_cb, &shared);
    return shared;
}

typedef struct ls_find { CXCursor base; int any; int found; } ls_find;

static enum CXChildVisitResult ls_find_sub_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    ls_find *f = d;
    if (clang_getCursorKind(c) == CXCursor_ArraySubscriptExpr) {
        CXCursor b = ls_subscript_base(c);
        if (!clang_Cursor_isNull(b) && (f->any ? ls_is_exchange_base(b) : (int)clang_equalCursors(b, f->base))) {
            f->found = 1;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

static int ls_is_assign(CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k != CXCursor_BinaryOperator && k != CXCursor_CompoundAssignOperator)
        return 0;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    return op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign;
}

/* A loop body that writes base[...] and reads base[...] elsewhere: one scan or reduction step
 * per iteration, each a read then a write that other lanes see. */
typedef struct ls_rw { CXCursor base; int any; int writes, reads; } ls_rw;

static enum CXChildVisitResult ls_rw_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    ls_rw *r = d;
    if (ls_is_assign(c)) {
        CXCursor kid[2];
        if (ku_children(c, kid, 2) == 2) {
            CXCursor b = ls_subscript_base(kid[0]);
            if (!clang_Cursor_isNull(b) &&
                (r->any ? ls_is_exchange_base(b) : (int)clang_equalCursors(b, r->base))) {
                r->writes++;
                if (clang_getCursorBinaryOperatorKind(c) != CXBinaryOperator_Assign)
                    r->reads++;   /* a[i] += x reads a[i] too, but only its own element */
                ls_find f = { b, 0, 0 };
                clang_visitChildren(kid[1], ls_find_sub_cb, &f);
                if (f.found)
                    r->reads += 2;
                return CXChildVisit_Continue;
            }
        }
    }
    if (clang_getCursorKind(c) == CXCursor_ArraySubscriptExpr) {
        CXCursor b = ls_subscript_base(c);
        if (!clang_Cursor_isNull(b) && (r->any ? ls_is_exchange_base(b) : (int)clang_equalCursors(b, r->base))) {
            r->reads += 2;
            return CXChildVisit_Continue;
        }
    }
    return CXChildVisit_Recurse;
}

typedef struct ls_cnt { CXCursor base; int any; ls_steps *s; } ls_cnt;

static int ls_is_sync_name(const char *n)
{
    /* a shuffle (or a tile's shfl_*) exchanges through registers and converges the lanes it
     * names: a loop built on shuffles does not rely on implicit lockstep */
    return strcmp(n, "__syncwarp") == 0 || strcmp(n, "__syncthreads") == 0 || strcmp(n, "sync") == 0 ||
           strcmp(n, "__threadfence_block") == 0 || strncmp(n, "__shfl", 6) == 0 ||
           strncmp(n, "shfl", 4) == 0 || strncmp(n, "__reduce_", 9) == 0;
}

static enum CXChildVisitResult ls_cnt_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    ls_cnt *n = d;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CallExpr) {
        char *nm = ku_spelling(c);
        if (ls_is_sync_name(nm))
            n->s->syncs++;
        free(nm);
    } else if (ls_is_assign(c)) {
        CXCursor kid[2];
        if (ku_children(c, kid, 2) == 2) {
            CXCursor base = ls_subscript_base(kid[0]);
            if (!clang_Cursor_isNull(base) && (n->any || clang_equalCursors(base, n->base))) {
                ls_find f = { base, 0, 0 };
                clang_visitChildren(kid[1], ls_find_sub_cb, &f);
                if (f.found && n->s->steps++ == 0)
                    n->s->first = c;
            }
        }
        return CXChildVisit_Continue;
    } else if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt) {
        /* only shared or volatile arrays: a per-thread local array read and written in a loop
         * is no exchange */
        ls_rw r = { n->base, n->any, 0, 0 };
        if (n->any || ls_is_exchange_base(n->base))
            clang_visitChildren(c, ls_rw_cb, &r);
        if (r.writes && r.reads > r.writes) {
            ls_steps inner = { 0, 0, clang_getNullCursor() };
            ls_cnt in = { n->base, n->any, &inner };
            clang_visitChildren(c, ls_cnt_cb, &in);
            n->s->syncs += inner.syncs;
            if (inner.steps < 2) {   /* the loop repeats its step */
                if (n->s->steps == 0)
                    n->s->first = clang_Cursor_isNull(inner.first) ? c : inner.first;
                n->s->steps += 2;
            } else {
                if (n->s->steps == 0)
                    n->s->first = inner.first;
                n->s->steps += inner.steps;
            }
            return CXChildVisit_Continue;
        }
    }
    return CXChildVisit_Recurse;
}

void ls_count_steps(CXCursor stmt, CXCursor base, ls_steps *out)
{
    out->steps = out->syncs = 0;
    out->first = clang_getNullCursor();
    ls_cnt n = { base, clang_Cursor_isNull(base), out };
    clang_visitChildren(stmt, ls_cnt_cb, &n);
}

static CXCursor ls_fn_body(CXCursor fn)
{
    ku_kids kk;   /* every child: the body comes after any number of parameters */
    ku_kids_get(fn, &kk);
    CXCursor body = clang_getNullCursor();
    for (unsigned i = 0; i < kk.n; i++)
        if (clang_getCursorKind(kk.v[i]) == CXCursor_CompoundStmt)
            body = kk.v[i];
    ku_kids_free(&kk);
    return body;
}

CXCursor ls_volatile_param(CXCursor fn, ls_steps *out)
{
    out->steps = out->syncs = 0;
    out->first = clang_getNullCursor();
    CXCursor body = ls_fn_body(fn), found = clang_getNullCursor();
    if (clang_Cursor_isNull(body))
        return found;
    ku_kids kk;
    ku_kids_get(fn, &kk);
    for (unsigned i = 0; i < kk.n && clang_Cursor_isNull(found); i++) {
        if (clang_getCursorKind(kk.v[i]) != CXCursor_ParmDecl)
            continue;
        CXType t = clang_getCursorType(kk.v[i]);
        if (t.kind != CXType_Pointer || !clang_isVolatileQualifiedType(clang_getPointeeType(t)))
            continue;
        ls_steps s;
        ls_count_steps(body, kk.v[i], &s);
        if (s.steps >= 2 && s.syncs == 0) {
            *out = s;
            found = kk.v[i];
        }
    }
    ku_kids_free(&kk);
    return found;
}

/* ---------------------------------------------------------------- regions */

/* The thread-index vocabulary, shared with the lint (lockstep.h). */
int ls_thread_index_ref(const char *s)
{
    return strcmp(s, "threadIdx") == 0 || strcmp(s, "thread_rank") == 0 || strcmp(s, "__lane_id") == 0 ||
           strcmp(s, "thread_index") == 0;
}

int ls_threadish_name(const char *n)
{
    static const char *const names[] = { "tid", "lane", "laneid", "lane_id", "laneidx", "lane_idx",
                                         "threadid", "thread_id", "tidx", "tx", "ltid", NULL };
    for (size_t i = 0; names[i]; i++)
        if (strcasecmp(n, names[i]) == 0)
            return 1;
    return 0;
}

/* `X < 32` or `X <= 31` with X computed from the thread index: the branch runs on one warp's
 * worth of lanes. The constant must read as a warp size (a literal, or a name saying warp or
 * lane), as in the lint: `tid < TILE` is a tile. */
typedef struct ls_thr { int depth; int found; } ls_thr;

static int ls_threadish(CXCursor e, int depth);

static enum CXChildVisitResult ls_thr_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    ls_thr *t = d;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr || k == CXCursor_CallExpr) {
        char *s = ku_spelling(c);
        int hit = ls_thread_index_ref(s);
        free(s);
        if (!hit && k == CXCursor_DeclRefExpr && t->depth < 4) {
            CXCursor r = clang_getCursorReferenced(c);
            enum CXCursorKind rk = clang_getCursorKind(r);
            if (rk == CXCursor_ParmDecl) {
                char *pn = ku_spelling(r);
                hit = ls_threadish_name(pn);
                free(pn);
            } else if (rk == CXCursor_VarDecl) {
                hit = ls_threadish(r, t->depth + 1);
            }
        }
        if (hit) {
            t->found = 1;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

static int ls_threadish(CXCursor e, int depth)
{
    ls_thr t = { depth, 0 };
    if (clang_getCursorKind(e) != CXCursor_VarDecl && ls_thr_cb(e, clang_getNullCursor(), &t) == CXChildVisit_Break)
        return 1;
    clang_visitChildren(e, ls_thr_cb, &t);
    return t.found;
}

static int ls_const_is(pc_ctx *c, CXCursor e, long long want)
{
    e = ku_strip_casts(e);
    CXEvalResult r = clang_Cursor_Evaluate(e);
    if (!r)
        return 0;
    int ok = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == want;
    clang_EvalResult_dispose(r);
    if (!ok)
        return 0;
    CXSourceRange rg = clang_getCursorExtent(e);
    size_t b = pc_main_offset(c, clang_getRangeStart(rg)), en = pc_main_offset(c, clang_getRangeEnd(rg));
    if (b == (size_t)-1 || en == (size_t)-1 || en < b)
        return 0;
    const char *t = c->buf + b;
    size_t n = en - b;
    while (n && (*t == '(' || *t == ' ')) {
        t++;
        n--;
    }
    if (n && *t >= '0' && *t <= '9')
        return 1;
    for (size_t i = 0; i + 4 <= n; i++)
        if (strncasecmp(t + i, "warp", 4) == 0 || strncasecmp(t + i, "lane", 4) == 0)
            return i + 8 > n || strncmp(t + i, "warpSize", 8) != 0;
    return 0;
}

/* `warpSize` itself (HIP code written for either warp size). */
static int ls_is_warpsize(CXCursor e)
{
    e = ku_strip_casts(e);
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
        return 0;
    char *s = ku_spelling(e);
    int r = !strcmp(s, "warpSize");
    free(s);
    return r;
}

/* The then-branch of a warp-synchronous if (the region), or the null cursor; *ws set when the
 * guard is `X < warpSize` (right at any warp size where the warp runs in lockstep, as AMD's
 * wavefronts do: hipshim needs the lockstep points, the code itself is no finding). */
static CXCursor ls_if_region(pc_ctx *c, CXCursor ifs, CXCursor *cond_out, int *ws)
{
    CXCursor kid[3], none = clang_getNullCursor();
    unsigned n = ku_children(ifs, kid, 3);
    if (n < 2 || n > 3)
        return none;
    CXCursor cond = ku_strip_casts(kid[0]);
    if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
        return none;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cond);
    CXCursor ck[2];
    if (ku_children(cond, ck, 2) != 2)
        return none;
    *ws = op == CXBinaryOperator_LT && ls_is_warpsize(ck[1]);
    if (!((op == CXBinaryOperator_LT && ls_const_is(c, ck[1], 32)) ||
          (op == CXBinaryOperator_LE && ls_const_is(c, ck[1], 31)) || *ws))
        return none;
    if (!ls_threadish(ck[0], 0))
        return none;
    ls_steps s;
    ls_count_steps(kid[1], clang_getNullCursor(), &s);
    if (s.steps < 2 || s.syncs != 0)
        return none;
    *cond_out = cond;
    return kid[1];
}

typedef struct ls_region { CXCursor stmt; int is_fn; } ls_region;

typedef struct ls_scan {
    pc_ctx *c;
    UT_VEC(ls_region) r;
    int report;                /* translate mode: report warp.implicit-lockstep */
} ls_scan;

static void ls_add_region(ls_scan *s, CXCursor stmt, int is_fn)
{
    ut_vec_push(&s->r, (ls_region){ stmt, is_fn });
}

static enum CXChildVisitResult ls_ifs_cb(CXCursor cur, CXCursor p, CXClientData d)
{
    (void)p;
    ls_scan *s = d;
    if (clang_getCursorKind(cur) == CXCursor_IfStmt) {
        int ws = 0;
        CXCursor cond, region = ls_if_region(s->c, cur, &cond, &ws);
        if (!clang_Cursor_isNull(region)) {
            ls_add_region(s, region, 0);
            if (s->report && !ws)
                pc_report(s->c, clang_getRangeStart(clang_getCursorExtent(cond)), DG_WARNING, LINT_WARP_LOCKSTEP,
                          "shared-memory reduction continues without barriers once fewer than 32 threads "
                          "are left, relying on implicit warp lockstep; AMD wavefronts have 64 lanes and "
                          "this is racy");
            return CXChildVisit_Continue;   /* nested ifs belong to this region */
        }
    }
    return CXChildVisit_Recurse;
}

/* Regions of device function fn (its body, or warp-synchronous ifs in it). */
static void ls_fn_regions(ls_scan *s, CXCursor fn)
{
    CXCursor body = ls_fn_body(fn);
    if (clang_Cursor_isNull(body))
        return;
    ls_steps st;
    CXCursor parm = ls_volatile_param(fn, &st);
    if (!clang_Cursor_isNull(parm)) {
        ls_add_region(s, body, 1);
        if (s->report) {
            char *fnn = ku_spelling(fn), *pn = ku_spelling(parm);
            pc_report(s->c, clang_getRangeStart(clang_getCursorExtent(st.first)), DG_WARNING, LINT_WARP_LOCKSTEP,
                      "'%s' reduces through volatile '%s' without __syncwarp, relying on implicit warp "
                      "lockstep; AMD wavefronts have 64 lanes and this is racy", fnn, pn);
            free(fnn);
            free(pn);
        }
        return;
    }
    clang_visitChildren(body, ls_ifs_cb, s);
}

/* ---- kernels that need lockstep (pass_lower.c) ---- */
#define LS_SEEN 256
typedef struct ls_need { pc_ctx *c; int depth; int found; CXCursor seen[LS_SEEN]; unsigned nseen; } ls_need;

static int ls_fn_needs(ls_need *nd, CXCursor fn);

/* A function the walk refers to (a call's callee, also an unresolved template call's
 * candidates): does it run warp-synchronous code? */
static int ls_need_ref(ls_need *nd, CXCursor ref)
{
    CXCursor def = clang_getCursorDefinition(ref);
    enum CXCursorKind k = clang_getCursorKind(def);
    if (clang_Cursor_isNull(def) || (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate))
        return 0;
    if (clang_Location_isInSystemHeader(clang_getCursorLocation(def)))
        return 0;
    for (unsigned i = 0; i < nd->nseen; i++)
        if (clang_equalCursors(nd->seen[i], def))
            return 0;
    if (nd->nseen == LS_SEEN)
        return 0;   /* a call graph this large: the rest is not followed */
    nd->seen[nd->nseen++] = def;
    nd->depth++;
    int hit = ls_fn_needs(nd, def);
    nd->depth--;
    return hit;
}

static enum CXChildVisitResult ls_need_cb(CXCursor cur, CXCursor p, CXClientData d)
{
    (void)p;
    ls_need *nd = d;
    enum CXCursorKind k = clang_getCursorKind(cur);
    int hit = 0;
    if (nd->depth >= 4)
        return CXChildVisit_Continue;
    if (k == CXCursor_DeclRefExpr) {
        hit = ls_need_ref(nd, clang_getCursorReferenced(cur));
    } else if (k == CXCursor_OverloadedDeclRef) {
        unsigned n = clang_getNumOverloadedDecls(cur);
        for (unsigned i = 0; i < n && !hit; i++)
            hit = ls_need_ref(nd, clang_getOverloadedDecl(cur, i));
    }
    if (hit) {
        nd->found = 1;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Recurse;
}

static int ls_fn_needs(ls_need *nd, CXCursor fn)
{
    ls_scan s = { nd->c, { 0 }, 0 };
    ls_fn_regions(&s, fn);
    size_t nregions = s.r.n;
    ut_vec_free(&s.r);
    if (nregions)
        return 1;
    CXCursor body = ls_fn_body(fn);
    if (clang_Cursor_isNull(body))
        return 0;
    clang_visitChildren(body, ls_need_cb, nd);
    return nd->found;
}

int ls_kernel_needs_lockstep(pc_ctx *c, CXCursor fn)
{
    ls_need nd;
    memset(&nd, 0, sizeof nd);
    nd.c = c;
    return ls_fn_needs(&nd, fn);
}

/* ---------------------------------------------------------------- instrumentation */

typedef struct ls_ins { size_t off; unsigned seq; char *text; } ls_ins;

typedef struct ls_inst {
    pc_ctx *c;
    ku_index *ix;
    ls_scan *regions;
    int emit;                  /* 0: count lockstep points only; 1: also record the insertions */
    int failed;                /* a statement could not be placed (macro): region left alone */
    int calls_region;          /* set by ls_calls_region_cb */
    UT_VEC(ls_ins) ins;
} ls_inst;

#define LS_STEP " HIPSHIM_LOCKSTEP();"

static void ls_insert(ls_inst *I, size_t off, const char *text)
{
    if (!I->emit)
        return;
    unsigned seq = (unsigned)I->ins.n;   /* insertion order, for equal offsets */
    ut_vec_push(&I->ins, (ls_ins){ off, seq, ut_xstrdup(text) });
}

static void ls_insert_steps(ls_inst *I, size_t off, int n)
{
    for (int i = 0; i < n; i++)
        ls_insert(I, off, LS_STEP);
}

/* Byte range of a statement in the main file, its ';' included. */
static int ls_stmt_range(ls_inst *I, CXCursor s, size_t *b, size_t *e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(I->ix, s, &f, &l) || l <= f) {
        I->failed = 1;
        return 0;
    }
    if (l < I->ix->n && ku_is(I->ix, l, ";") && !ku_is(I->ix, l - 1, ";") &&
        clang_getCursorKind(s) != CXCursor_CompoundStmt)
        l++;
    *b = I->ix->beg[f];
    *e = I->ix->end[l - 1];
    return 1;
}

static int ls_expr_range(ls_inst *I, CXCursor e, size_t *b, size_t *en)
{
    unsigned f, l, sf, sl;   /* spelled where it is used: not in (or through) a macro */
    if (!ku_cursor_exp_toks(I->ix, e, &f, &l) || l <= f || !ku_cursor_toks(I->ix, e, &sf, &sl) ||
        sf != f || sl != l)
        return 0;
    *b = I->ix->beg[f];
    *en = I->ix->end[l - 1];
    return 1;
}

/* Does the subtree read or write memory lanes trade through? */
static enum CXChildVisitResult ls_touch_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_ArraySubscriptExpr) {
        CXCursor b = ls_subscript_base(c);
        if (!clang_Cursor_isNull(b) && ls_is_exchange_base(b)) {
            *(int *)d = 1;
            return CXChildVisit_Break;
        }
    } else if (k == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        CXType t = clang_getCanonicalType(clang_getCursorType(r));
        if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray && ls_is_shared_var(r)) {
            *(int *)d = 1;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

static int ls_touches(CXCursor c)
{
    int t = 0;
    if (ls_touch_cb(c, clang_getNullCursor(), &t) == CXChildVisit_Break)
        return 1;
    clang_visitChildren(c, ls_touch_cb, &t);
    return t;
}

/* Calls a function that is a region itself: its lockstep points are not counted here. */
static enum CXChildVisitResult ls_calls_region_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    ls_inst *I = d;
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(c));
        if (!clang_Cursor_isNull(def)) {
            CXCursor body = ls_fn_body(def);
            for (size_t i = 0; i < I->regions->r.n; i++)
                if (I->regions->r.v[i].is_fn && clang_equalCursors(I->regions->r.v[i].stmt, body)) {
                    I->calls_region = 1;
                    return CXChildVisit_Break;
                }
        }
    }
    return CXChildVisit_Recurse;
}

static int ls_stmt(ls_inst *I, CXCursor s);

/* A branch or loop body: braces added when it is a single statement with lockstep points;
 * `lead` points at its start and `pad` at its end. Returns its lockstep points (-1: unknown). */
static int ls_body(ls_inst *I, CXCursor s, int lead, int pad)
{
    int compound = clang_getCursorKind(s) == CXCursor_CompoundStmt;
    size_t b, e;
    if (!ls_stmt_range(I, s, &b, &e))
        return -1;
    int emit = I->emit;
    I->emit = 0;
    int n = ls_stmt(I, s);
    I->emit = emit;
    if (compound) {
        ls_insert_steps(I, b + 1, lead);
        ls_stmt(I, s);
        ls_insert_steps(I, e - 1, pad);
    } else if (n != 0 || lead || pad) {
        ls_insert(I, b, "{");
        ls_insert_steps(I, b, lead);
        ls_insert(I, b, " ");
        ls_stmt(I, s);
        ls_insert_steps(I, e, pad);
        ls_insert(I, e, " }");
    }
    return n < 0 ? -1 : n + lead + pad;
}

/* A statement of a region: its lockstep points are inserted (when emitting) and counted. */
static int ls_stmt(ls_inst *I, CXCursor s)
{
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_CompoundStmt) {
        ku_kids kk;
        ku_kids_get(s, &kk);
        int total = 0;
        for (unsigned i = 0; i < kk.n; i++) {
            int n = ls_stmt(I, kk.v[i]);
            total = total < 0 || n < 0 ? -1 : total + n;
        }
        ku_kids_free(&kk);
        return total;
    }
    if (k == CXCursor_IfStmt) {
        CXCursor kid[3];
        unsigned n = ku_children(s, kid, 3);
        if (n < 2 || n > 3)
            return -1;
        int emit = I->emit;
        I->emit = 0;
        int a = ls_stmt(I, kid[1]), e = n == 3 ? ls_stmt(I, kid[2]) : 0;
        I->emit = emit;
        int known = a >= 0 && e >= 0;
        int pa = known && e > a ? e - a : 0, pe = known && a > e ? a - e : 0;
        ls_body(I, kid[1], 0, pa);
        if (n == 3) {
            ls_body(I, kid[2], 0, pe);
        } else if (pe) {
            size_t b, en;
            if (ls_stmt_range(I, kid[1], &b, &en)) {
                ls_insert(I, en, " else {");
                ls_insert_steps(I, en, pe);
                ls_insert(I, en, " }");
            }
        }
        return known ? (a > e ? a : e) : -1;
    }
    if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt) {
        ku_kids kk;
        ku_kids_get(s, &kk);
        int r = 0;
        /* the body: the last child of for/while, the first of do */
        if (kk.n) {
            CXCursor body = k == CXCursor_DoStmt ? kk.v[0] : kk.v[kk.n - 1];
            int n = ls_body(I, body, 0, 0);
            r = n == 0 ? 0 : -1;
        }
        ku_kids_free(&kk);
        return r;
    }
    if (k != CXCursor_DeclStmt && k != CXCursor_ReturnStmt && !clang_isExpression(k))
        return 0;   /* break, continue, switch...: left as they are */
    if (!ls_touches(s)) {
        I->calls_region = 0;
        clang_visitChildren(s, ls_calls_region_cb, I);
        return I->calls_region ? -1 : 0;
    }
    size_t b, e;
    if (!ls_stmt_range(I, s, &b, &e))
        return 0;
    if (k == CXCursor_ReturnStmt) {
        CXCursor kid[1];
        size_t rb, re;
        if (ku_children(s, kid, 1) == 1 && ls_expr_range(I, kid[0], &rb, &re)) {
            ls_insert(I, rb, "HIPSHIM_LOCKSTEP_READ(");
            ls_insert(I, re, ")");
            return 1;
        }
        I->failed = 1;
        return 0;
    }
    int n = 0;
    CXCursor x = ku_strip_casts(s);
    if (clang_isExpression(k) && ls_is_assign(x)) {
        CXCursor kid[2];
        size_t rb, re;
        if (ku_children(x, kid, 2) == 2 && ls_touches(kid[0]) && ls_touches(kid[1])) {
            if (!ls_expr_range(I, kid[1], &rb, &re)) {
                I->failed = 1;   /* the right side comes from a macro: no place for the wrapper */
                return 0;
            }
            CXType t = clang_getCanonicalType(clang_getCursorType(kid[1]));
            if (t.kind != CXType_Record && t.kind != CXType_Elaborated) {
                /* the right side is evaluated before the left (C++17): reads, lockstep, write */
                ls_insert(I, rb, "HIPSHIM_LOCKSTEP_READ(");
                ls_insert(I, re, ")");
                n++;
            }
        }
    }
    ls_insert(I, e, LS_STEP);
    return n + 1;
}

static int ls_ins_cmp(const void *a, const void *b)
{
    const ls_ins *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Where the fallback definitions go: the start of the line of the first function with a region
 * (after the file's includes, so hipshim's headers have defined the macros by then), moved up
 * over lines that end in the middle of its declaration (`__device__` or `template <...>` on a
 * line of their own). */
static size_t ls_decl_line(const ku_index *ix, size_t off)
{
    for (int guard = 0; guard < 16; guard++) {
        while (off > 0 && ix->buf[off - 1] != '\n')
            off--;
        unsigned t = ku_lower(ix, off);
        if (t == 0 || t == KU_NONE)
            return off;
        unsigned p = t - 1;
        if (ix->pp[p] || ku_is(ix, p, ";") || ku_is(ix, p, "}") || ku_is(ix, p, "{"))
            return off;
        off = ix->beg[p];
    }
    return off;
}

static const char ls_fallback[] =
    "#ifndef HIPSHIM_LOCKSTEP /* lockstep points of warp-synchronous code (cu2hip, for hipshim) */\n"
    "#define HIPSHIM_LOCKSTEP() ((void)0)\n"
    "#define HIPSHIM_LOCKSTEP_READ(...) (__VA_ARGS__)\n"
    "#endif\n";

typedef struct ls_fns { pc_ctx *c; ls_scan *s; size_t first_fn; } ls_fns;

static enum CXChildVisitResult ls_tu_cb(CXCursor cur, CXCursor p, CXClientData d)
{
    (void)p;
    ls_fns *f = d;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_Namespace)
        return CXChildVisit_Recurse;
    if (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate)
        return CXChildVisit_Continue;
    if (ku_is_instantiation(cur) || !clang_isCursorDefinition(cur) ||
        !clang_Location_isFromMainFile(clang_getCursorLocation(cur)))
        return CXChildVisit_Continue;
    CXCursor fn = cur;
    if (!ku_fn_device_code(fn))   /* __device__ (host too, as the lint) or __global__ */
        return CXChildVisit_Continue;
    size_t before = f->s->r.n;
    ls_fn_regions(f->s, fn);
    if (f->s->r.n > before && f->first_fn == (size_t)-1) {
        size_t off = pc_main_offset(f->c, clang_getCursorLocation(fn));
        if (off != (size_t)-1)
            f->first_fn = off;
    }
    return CXChildVisit_Continue;
}

/* Whether the main file has been through pass_lockstep already (a translation translated again). */
static int ls_has_points(const ku_index *ix)
{
    for (unsigned t = 0; t < ix->n; t++)
        if (ku_is(ix, t, "HIPSHIM_LOCKSTEP")) return 1;
    return 0;
}

/* Records the lockstep points of every region whose statements can be placed; the number done. */
static size_t ls_instrument(ls_inst *I, const ls_scan *s)
{
    size_t done = 0;
    for (size_t i = 0; i < s->r.n; i++) {
        size_t mark = I->ins.n;
        I->failed = 0;
        ls_body(I, s->r.v[i].stmt, 1, 0);
        if (I->failed > 0) {   /* a statement spelled through a macro: leave the region alone */
            for (size_t j = mark; j < I->ins.n; j++)
                free(I->ins.v[j].text);
            I->ins.n = mark;
            pc_report(I->c, clang_getCursorLocation(s->r.v[i].stmt), DG_NOTE, "lockstep.region",
                      "warp-synchronous code spelled through macros gets no lockstep points; hipshim "
                      "runs its lanes one after another");
            continue;
        }
        done++;
    }
    return done;
}

void pass_lockstep(pc_ctx *c)
{
    if (c->lint || !c->buf)
        return;   /* the lint reports warp.implicit-lockstep itself (lint_checks.c) */
    ls_scan s = { c, { 0 }, 1 };
    ls_fns f = { c, &s, (size_t)-1 };
    ls_inst I;
    memset(&I, 0, sizeof I);
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), ls_tu_cb, &f);
    if (!s.r.n || !c->opts->lower_kernels || f.first_fn == (size_t)-1)
        goto out;
    ku_set *set = ku_set_get(c);
    if (!set || !set->n || ls_has_points(set->ix[0]))
        goto out;
    I.c = c;
    I.ix = set->ix[0];
    I.regions = &s;
    I.emit = 1;
    size_t done = ls_instrument(&I, &s);
    if (done) {
        qsort(I.ins.v, I.ins.n, sizeof *I.ins.v, ls_ins_cmp);
        for (size_t i = 0; i < I.ins.n;) {
            ut_buf t = { 0 };
            size_t j = i;
            for (; j < I.ins.n && I.ins.v[j].off == I.ins.v[i].off; j++)
                ut_buf_puts(&t, I.ins.v[j].text);
            char *txt = ut_buf_take(&t);
            pc_edit_main(c, I.ins.v[i].off, 0, txt, "lockstep");
            free(txt);
            i = j;
        }
        pc_edit_main(c, ls_decl_line(I.ix, f.first_fn), 0, ls_fallback, "lockstep");
        dg_count(c->stats, "lockstep.regions", (long)done);
    }
out:
    for (size_t j = 0; j < I.ins.n; j++)
        free(I.ins.v[j].text);
    ut_vec_free(&I.ins);
    ut_vec_free(&s.r);
}
