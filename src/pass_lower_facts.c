/* pass_lower_facts.c - --lower-kernels, the facts about a kernel's body that decide whether and
 * how it is lowered: the variables it writes (and through which names), its barriers and warp
 * function calls, the calls it makes (a callee that synchronises is lowered as a helper, or the
 * kernel keeps the fiber path), volatile memory, and the functions whose order between threads
 * shows. Split from pass_lower.c (the walk and emission), which runs it once per attempt.
 * Ownership: hipshim speed (issue 16). Borrows the lowering state (pass_lower.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower.h"

static const char *const lw_forbidden[] = {
    "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "__syncwarp", "__activemask",
    "__lane_id", "sync", "this_thread_block", "this_grid", "this_multi_grid", "tiled_partition",
    "coalesced_threads", "thread_rank", "meta_group_rank", "shfl", "shfl_up", "shfl_down",
    "shfl_xor", "ballot", "any", "all", "match_any", "match_all", "__threadfence_system_sync",
    NULL };
static const char *const lw_forbidden_prefix[] = {
    "__shfl", "__ballot", "__any", "__all", "__match", "__reduce_", "__builtin_amdgcn", "hs_",
    "__hip_", "__nanosleep", NULL };

/* The warp functions a lowered kernel runs as loops over a warp's lanes (lw_warp_stmt). */
int lw_warp_kind(const char *n)
{
    static const struct { const char *n; int k; } t[] = {
        { "__shfl", LW_W_IDX }, { "__shfl_sync", LW_W_IDX }, { "__shfl_up", LW_W_UP },
        { "__shfl_up_sync", LW_W_UP }, { "__shfl_down", LW_W_DOWN }, { "__shfl_down_sync", LW_W_DOWN },
        { "__shfl_xor", LW_W_XOR }, { "__shfl_xor_sync", LW_W_XOR }, { "__ballot", LW_W_BALLOT },
        { "__ballot_sync", LW_W_BALLOT }, { "__any", LW_W_ANY }, { "__any_sync", LW_W_ANY },
        { "__all", LW_W_ALL }, { "__all_sync", LW_W_ALL }, { "__syncthreads_count", LW_W_SCOUNT },
        { "__syncthreads_and", LW_W_SAND }, { "__syncthreads_or", LW_W_SOR },
        { "__syncwarp", LW_W_SYNCWARP } };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(n, t[i].n))
            return t[i].k;
    return -1;
}

int lw_name_forbidden(const char *n)
{
    for (int i = 0; lw_forbidden[i]; i++)
        if (!strcmp(n, lw_forbidden[i]))
            return 1;
    for (int i = 0; lw_forbidden_prefix[i]; i++)
        if (!strncmp(n, lw_forbidden_prefix[i], strlen(lw_forbidden_prefix[i])))
            return 1;
    return 0;
}

/* Cooperative groups' thread_block (not a tile, not the grid): its sync() is __syncthreads(),
 * its queries read the block's shape or, for thread_rank/thread_index, the running thread. */
int lw_is_tb_type(CXType t)
{
    CXString ts = clang_getTypeSpelling(clang_getNonReferenceType(t));
    const char *n = clang_getCString(ts);
    size_t len = strlen(n);
    const char *base = n;
    if (!strncmp(base, "const ", 6))
        base += 6;
    int r = len >= 12 && !strcmp(n + len - 12, "thread_block") &&
            (!strcmp(base, "thread_block") || !strcmp(base, "cg::thread_block") ||
             !strcmp(base, "cooperative_groups::thread_block"));
    clang_disposeString(ts);
    return r;
}
/* The object of a member call obj.f() (its cursor), or a null cursor. */
CXCursor lw_member_base(CXCursor call)
{
    CXCursor kid[1], base[1];
    if (ku_children(call, kid, 1) == 1 && clang_getCursorKind(ku_strip(kid[0])) == CXCursor_MemberRefExpr &&
        ku_children(ku_strip(kid[0]), base, 1) == 1)
        return base[0];
    return clang_getNullCursor();
}
/* The type of the variable an expression names, through implicit casts (a derived-to-base cast
 * hides thread_block behind thread_group), or the expression's own type. */
static CXType lw_named_type(CXCursor e)
{
    CXCursor c = e;
    for (int guard = 0; guard < 6; guard++) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k == CXCursor_DeclRefExpr)
            return clang_getCursorType(clang_getCursorReferenced(c));
        CXCursor kid[2];
        if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr) || ku_children(c, kid, 2) != 1)
            break;
        c = kid[0];
    }
    return clang_getCursorType(e);
}
/* 1: a barrier of the whole block through a thread_block (cg::sync(b), b.sync()); 2: a query of
 * a thread_block; 0: neither. */
int lw_tb_call(CXCursor call, const char *nm)
{
    CXCursor b = lw_member_base(call);
    if (!clang_Cursor_isNull(b)) {
        if (!lw_is_tb_type(lw_named_type(b)))
            return 0;
        if (!strcmp(nm, "sync"))
            return 1;
        if (!strcmp(nm, "thread_rank") || !strcmp(nm, "size") || !strcmp(nm, "num_threads") ||
            !strcmp(nm, "thread_index") || !strcmp(nm, "group_index") || !strcmp(nm, "group_dim") ||
            !strcmp(nm, "dim_threads"))
            return 2;
        return 0;
    }
    if (!strcmp(nm, "sync") && clang_Cursor_getNumArguments(call) == 1 &&
        lw_is_tb_type(lw_named_type(clang_Cursor_getArgument(call, 0))))
        return 1;
    if (!strcmp(nm, "this_thread_block") && clang_Cursor_getNumArguments(call) == 0)
        return 2;
    return 0;
}

/* The variable a write goes to: a name, through . members and subscripts of arrays. */
static CXCursor lw_root(CXCursor e)
{
    for (int guard = 0; guard < 16; guard++) {
        e = ku_strip(e);
        enum CXCursorKind k = clang_getCursorKind(e);
        CXCursor kid[2];
        if (k == CXCursor_DeclRefExpr)
            return e;
        if (k == CXCursor_ParenExpr || k == CXCursor_UnexposedExpr) {
            if (ku_children(e, kid, 1) < 1)
                break;
            e = kid[0];
            continue;
        }
        if (k == CXCursor_MemberRefExpr) {
            if (ku_children(e, kid, 1) < 1)
                break;
            CXType t = clang_getCursorType(ku_strip(kid[0]));
            if (t.kind == CXType_Pointer)
                break;
            e = kid[0];
            continue;
        }
        if (k == CXCursor_ArraySubscriptExpr) {
            if (ku_children(e, kid, 2) < 1)
                break;
            CXCursor base = ku_strip(kid[0]);
            /* an array variable decays: writing an element writes the variable */
            if (clang_getCursorKind(base) == CXCursor_UnexposedExpr && ku_children(base, kid, 1) == 1)
                base = kid[0];
            CXType t = clang_getCursorType(base);
            if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray &&
                t.kind != CXType_DependentSizedArray)
                break;
            e = base;
            continue;
        }
        break;
    }
    return clang_getNullCursor();
}

static void lw_note_write(lw *L, CXCursor target, size_t at)
{
    CXCursor r = lw_root(target);
    if (clang_Cursor_isNull(r))
        return;
    CXCursor d = clang_getCursorReferenced(r);
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
        return;
    lw_mod m = { lw_key(L, d), at };
    LW_PUSH(L->mods, L->nmods, L->capmods, m);
}

char *lw_spell_name(CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    char *r = ut_xstrdup(clang_getCString(s));
    clang_disposeString(s);
    return r;
}

/* Volatile memory in a kernel usually means warp-synchronous code (lanes exchanging values
 * through shared memory with no __syncwarp, relying on lockstep) or spinning on a flag that
 * another thread sets: neither holds when a region runs its threads one after another. */
static int lw_volatile_type(CXType t)
{
    for (int guard = 0; guard < 8 && t.kind != CXType_Invalid; guard++) {
        if (clang_isVolatileQualifiedType(t))
            return 1;
        CXType c = clang_getCanonicalType(t);
        if (clang_isVolatileQualifiedType(c))
            return 1;
        if (c.kind == CXType_Pointer || c.kind == CXType_LValueReference || c.kind == CXType_RValueReference)
            t = clang_getPointeeType(c);
        else if (c.kind == CXType_ConstantArray || c.kind == CXType_IncompleteArray)
            t = clang_getArrayElementType(c);
        else
            break;
    }
    return 0;
}
static int lw_volatile_cursor(CXCursor cur)
{
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl && !clang_isExpression(k))
        return 0;
    return lw_volatile_type(clang_getCursorType(cur));
}

typedef struct lw_fnscan { lw *L; int depth; size_t *seen; size_t nseen, capseen; } lw_fnscan;
static void lw_scan_callee(lw_fnscan *s, CXCursor call, const char *name);

static enum CXChildVisitResult lw_callee_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fnscan *s = ud;
    if (s->L->why[0])
        return CXChildVisit_Break;
    if (lw_volatile_cursor(cur)) {
        lw_fail(s->L, "a function it calls accesses volatile memory (warp-synchronous code or a spin "
                      "wait needs its threads to run interleaved)%s", NULL);
        return CXChildVisit_Break;
    }
    if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
        char nm[128];
        ku_call_name(cur, nm, sizeof nm);
        if (!strcmp(nm, "__syncthreads") || lw_name_forbidden(nm)) {
            lw_fail(s->L, "a function it calls uses %s", nm);
            return CXChildVisit_Break;
        }
        lw_scan_callee(s, cur, nm);
    }
    return CXChildVisit_Recurse;
}

/* Device functions the kernel calls (transitively) must not synchronise: a barrier inside one
 * cannot be split at. */
static void lw_scan_callee(lw_fnscan *s, CXCursor call, const char *name)
{
    CXCursor ref = clang_getCursorReferenced(call);
    if (clang_Cursor_isNull(ref))
        return;   /* dependent or builtin: the names above caught the known synchronising ones */
    CXCursor def = clang_getCursorDefinition(ref);
    if (clang_Cursor_isNull(def))
        return;
    CXSourceLocation loc = clang_getCursorLocation(def);
    if (clang_Location_isInSystemHeader(loc))
        return;
    CXFile f = NULL;
    unsigned off = 0;
    clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
    if (!f || !cu_loc_editable(s->L->c, loc))
        return;   /* the prelude and hipshim's own headers: the names above */
    for (size_t i = 0; i < s->nseen; i++)
        if (s->seen[i] == off)
            return;
    LW_PUSH(s->seen, s->nseen, s->capseen, (size_t)off);
    if (s->depth >= LW_MAXDEPTH) {
        lw_fail(s->L, "calls nest too deeply (%s)", name);
        return;
    }
    s->depth++;
    clang_visitChildren(def, lw_callee_visit, s);
    s->depth--;
}

static enum CXChildVisitResult lw_facts_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fnscan *s = ud;
    lw *L = s->L;
    if (L->why[0])
        return CXChildVisit_Break;
    enum CXCursorKind k = clang_getCursorKind(cur);
    size_t at = lw_off(L, clang_getCursorLocation(cur));
    if (lw_volatile_cursor(cur)) {
        lw_fail(L, "it accesses volatile memory (warp-synchronous code or a spin wait needs its "
                   "threads to run interleaved)%s", NULL);
        return CXChildVisit_Break;
    }
    switch (k) {
    case CXCursor_LambdaExpr: lw_fail(L, "it contains a lambda%s", NULL); return CXChildVisit_Break;
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
    case CXCursor_LabelStmt: lw_fail(L, "it uses goto%s", NULL); return CXChildVisit_Break;
    case CXCursor_AsmStmt:
    case CXCursor_MSAsmStmt: lw_fail(L, "it contains inline assembly%s", NULL); return CXChildVisit_Break;
    case CXCursor_CXXTryStmt: lw_fail(L, "it contains try%s", NULL); return CXChildVisit_Break;
    case CXCursor_CallExpr: {
        char nm[128];
        ku_call_name(cur, nm, sizeof nm);
        int tb = lw_tb_call(cur, nm);
        if (!strcmp(nm, "__syncthreads") || tb == 1) {
            LW_PUSH(L->bars, L->nbars, L->capbars, at);
            break;
        }
        if (tb == 2) {
            if (!strcmp(nm, "thread_rank") || !strcmp(nm, "thread_index"))
                LW_PUSH(L->selfs, L->nselfs, L->capselfs, at);
            break;
        }
        {
            int wk = lw_warp_kind(nm);
            if (wk >= 0 && clang_Cursor_isNull(lw_member_base(cur))) {
                size_t b, e;
                if (!lw_range(L, cur, &b, &e)) {
                    lw_fail(L, "a warp function is called through a macro (%s)", nm);
                    return CXChildVisit_Break;
                }
                size_t nl = strlen(nm);
                lw_wop w = { at, b, e, wk, nl > 5 && !strcmp(nm + nl - 5, "_sync"), -1, 0, cur, 0 };
                LW_PUSH(L->wops, L->nwops, L->capwops, w);
                return CXChildVisit_Recurse;   /* its arguments: ordinary code */
            }
        }
        if (lw_name_forbidden(nm)) {
            lw_fail(L, "it uses %s", nm);
            return CXChildVisit_Break;
        }
        if (lw_helper_call(L, cur, at))   /* a helper that synchronises: split at like a warp call */
            return L->why[0] ? CXChildVisit_Break : CXChildVisit_Recurse;
        lw_scan_callee(s, cur, nm);
        {
            /* the program's own functions may read threadIdx: the region loop then also stores
             * it where the runtime keeps it */
            CXCursor ref = clang_getCursorReferenced(cur);
            CXCursor def = clang_Cursor_isNull(ref) ? ref : clang_getCursorDefinition(ref);
            if (clang_Cursor_isNull(ref) ||
                (!clang_Cursor_isNull(def) && cu_loc_editable(L->c, clang_getCursorLocation(def))) ||
                (clang_Cursor_isNull(def) && !clang_Location_isInSystemHeader(clang_getCursorLocation(ref)) &&
                 cu_loc_editable(L->c, clang_getCursorLocation(ref))))
                LW_PUSH(L->selfs, L->nselfs, L->capselfs, at);
        }
        /* arguments bound to non-const references, and member calls, may write */
        CXCursor callee = clang_getCursorReferenced(cur);
        int nargs = clang_Cursor_getNumArguments(cur);
        for (int i = 0; i < nargs; i++) {
            CXCursor a = clang_Cursor_getArgument(cur, (unsigned)i);
            int writes = 1;
            if (!clang_Cursor_isNull(callee)) {
                CXType ft = clang_getCursorType(callee);
                int np = clang_getNumArgTypes(ft);
                if (np >= 0 && i >= np) {
                    writes = 0;   /* variadic: by value */
                } else if (np > i) {
                    CXType pt = clang_getArgType(ft, (unsigned)i);
                    writes = (pt.kind == CXType_LValueReference || pt.kind == CXType_RValueReference) &&
                             !clang_isConstQualifiedType(clang_getPointeeType(pt));
                }
            }
            if (writes)
                lw_note_write(L, a, at);
        }
        CXCursor mb = lw_member_base(cur);
        if (!clang_Cursor_isNull(mb) && !lw_is_tb_type(lw_named_type(mb)))
            lw_note_write(L, mb, at);
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
            CXCursor kid[2];
            if (ku_children(cur, kid, 2) >= 1)
                lw_note_write(L, kid[0], at);
        }
        break;
    }
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(cur);
        if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
            op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
            op == CXUnaryOperator_AddrOf) {
            CXCursor kid[1];
            if (ku_children(cur, kid, 1) == 1)
                lw_note_write(L, kid[0], at);
        }
        break;
    }
    case CXCursor_VarDecl: {
        {
            char *vn = lw_spell_name(cur);
            LW_PUSH(L->names, L->nnames, L->capnames, vn);
        }
        CXType t = clang_getCursorType(cur);
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
            CXCursor kid[4];
            unsigned n = ku_children(cur, kid, 4);
            if (n >= 1 && n <= 4)
                lw_note_write(L, kid[n - 1], at);
        }
        break;
    }
    case CXCursor_DeclRefExpr: {
        CXCursor d = clang_getCursorReferenced(cur);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) {
            CXSourceLocation loc = clang_getCursorLocation(cur);
            size_t sp = ku_spell_off(L->ix, loc);
            CXString nm = clang_getCursorSpelling(d);
            lw_ref r = { lw_key(L, d), at, strlen(clang_getCString(nm)), sp != at || sp == (size_t)-1 };
            if (r.macro && !strcmp(clang_getCString(nm), "threadIdx"))
                LW_PUSH(L->selfs, L->nselfs, L->capselfs, at);
            clang_disposeString(nm);
            LW_PUSH(L->refs, L->nrefs, L->caprefs, r);
        }
        break;
    }
    default: break;
    }
    return CXChildVisit_Recurse;
}

int lw_written(lw *L, size_t var)
{
    for (size_t i = 0; i < L->nmods; i++)
        if (L->mods[i].var == var)
            return 1;
    return 0;
}
int lw_written_outside(lw *L, size_t var, size_t b, size_t e)
{
    for (size_t i = 0; i < L->nmods; i++)
        if (L->mods[i].var == var && (L->mods[i].at < b || L->mods[i].at >= e))
            return 1;
    return 0;
}
/* Whether [b, e) holds a barrier or a warp call of the kernel's own. */
int lw_has_real_barrier(lw *L, size_t b, size_t e)
{
    for (size_t i = 0; i < L->nbars; i++)
        if (L->bars[i] >= b && L->bars[i] < e)
            return 1;
    for (size_t i = 0; i < L->nwops; i++)
        if (L->wops[i].at >= b && L->wops[i].at < e)
            return 1;
    return 0;
}
int lw_has_barrier(lw *L, size_t b, size_t e)
{
    if (lw_has_real_barrier(L, b, e))
        return 1;
    /* a loop interchanged for the vectoriser, or run round by round, splits like one */
    return lw_simd_in(L, b, e) || lw_gs_in(L, b, e);
}


/* Records the facts of a kernel's (or helper's) body: writes, barriers, warp calls, calls whose
 * order between threads shows; sets L->why for what keeps the fiber path. */
void lw_scan_facts(lw *L, CXCursor body)
{
    lw_fnscan fs;
    memset(&fs, 0, sizeof fs);
    fs.L = L;
    clang_visitChildren(body, lw_facts_visit, &fs);
    free(fs.seen);
}
