/* pass_lower_facts.c - --lower-kernels, layer 1 (facts): reads what a kernel's or collective
 * helper's body does and records it in an lw_fn (pass_lower_facts.h): whether its definition can
 * be copied at all, the variables it writes (and through which names), its barriers, warp
 * function calls and calls of helpers that synchronise, volatile memory and other constructs
 * that keep the fiber path, the calls whose order between threads shows, the loops the plan may
 * interchange for the vectoriser or run round by round (grid-stride loops), and its divisions
 * by parameters. It decides nothing about the lowered form and calls no other layer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "lockstep.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_facts.h"

void lw_why(char *why, const char *fmt, const char *arg)
{
    if (!why[0])
        snprintf(why, 256, fmt, arg ? arg : "");
}
static void lw_fail(lw_fn *F, const char *fmt, const char *arg) { lw_why(F->why, fmt, arg); }

/* ---- spelling ---- */
size_t lw_off(const lw_fn *F, CXSourceLocation loc) { return ku_exp_off(F->ix, loc); }
int lw_range(const lw_fn *F, CXCursor c, size_t *b, size_t *e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(F->ix, c, &f, &l))
        return 0;
    *b = F->ix->beg[f];
    *e = F->ix->end[l - 1];
    return 1;
}
int lw_stmt_range(const lw_fn *F, CXCursor s, size_t *b, size_t *e)
{
    unsigned f, l;
    if (!ku_cursor_exp_toks(F->ix, s, &f, &l))
        return 0;
    if (l < F->ix->n && lw_is_tok(F, l, ";") && !lw_is_tok(F, l - 1, "}") && !lw_is_tok(F, l - 1, ";"))
        l++;
    *b = F->ix->beg[f];
    *e = F->ix->end[l - 1];
    return 1;
}
size_t lw_key(const lw_fn *F, CXCursor decl)
{
    return ku_spell_off(F->ix, clang_getCursorLocation(decl));
}
char *lw_spell_name(CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    char *r = ut_xstrdup(clang_getCString(s));
    clang_disposeString(s);
    return r;
}
char *lw_output_type(const lw_fn *F, CXCursor decl)
{
    static const char *const spec[] = { "__device__", "__host__", "__global__", "static", "inline",
                                        "__inline__", "__forceinline__", "__noinline__", "constexpr",
                                        "extern", "register", NULL };
    const ku_index *ix = F->ix;
    CXCursor d = clang_getCursorDefinition(decl);
    if (clang_Cursor_isNull(d))
        d = decl;
    size_t name = lw_key(F, d);
    unsigned f, l;
    if (name == (size_t)-1 || !ku_cursor_exp_toks(ix, d, &f, &l))
        return NULL;
    unsigned nt = ku_at(ix, name);
    if (nt == KU_NONE || nt <= f || nt > l)
        return NULL;
    /* the specifiers before the type: a template header, attributes, __device__ and the like */
    for (int again = 1; again && f < nt;) {
        again = 0;
        if (lw_is_tok(F, f, "template") && lw_is_tok(F, f + 1, "<")) {
            unsigned depth = 0, t;
            for (t = f + 1; t < nt; t++) {
                depth += lw_is_tok(F, t, "<") - lw_is_tok(F, t, ">") - 2 * lw_is_tok(F, t, ">>");
                if ((int)depth <= 0)
                    break;
            }
            f = t + 1;
            again = 1;
            continue;
        }
        if (lw_is_tok(F, f, "__attribute__") && lw_is_tok(F, f + 1, "(")) {
            unsigned m = ku_match(ix, f + 1);
            if (m == KU_NONE)
                return NULL;
            f = m + 1;
            again = 1;
            continue;
        }
        for (int i = 0; spec[i]; i++)
            if (lw_is_tok(F, f, spec[i])) {
                f++;
                again = 1;
                break;
            }
    }
    if (f >= nt)
        return NULL;
    size_t b = ix->beg[f], e = ix->end[nt - 1];
    if (!cu_file_edited(F->c, 0, b, e - b))
        return NULL;
    const ed_list *el = cu_file_edits(F->c, 0);
    size_t ne = el ? ed_count(el) : 0, at = b;
    ut_buf o = { 0 };
    for (size_t i = 0; i < ne; i++) {
        const ed_edit *x = ed_get(el, i);
        if (x->off < at || x->off + x->len > e)
            continue;
        ut_buf_append(&o, F->c->buf + at, x->off - at);
        ut_buf_puts(&o, x->text);
        at = x->off + x->len;
    }
    ut_buf_append(&o, F->c->buf + at, e - at);
    return o.s;
}

size_t lw_name_count(const lw_fn *F, const char *n)
{
    size_t c = 0;
    for (size_t i = 0; i < F->names.n; i++)
        c += !strcmp(F->names.v[i], n);
    return c;
}
int lw_offs_has(const lw_offs *v, size_t k)
{
    for (size_t i = 0; i < v->n; i++)
        if (v->v[i] == k)
            return 1;
    return 0;
}

/* ---- calls ---- */
static const char *const lw_forbidden[] = {
    "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "__syncwarp", "__activemask",
    "__lane_id", "sync", "this_thread_block", "this_grid", "this_multi_grid", "tiled_partition",
    "coalesced_threads", "thread_rank", "meta_group_rank", "shfl", "shfl_up", "shfl_down",
    "shfl_xor", "ballot", "any", "all", "match_any", "match_all", "__threadfence_system_sync",
    NULL };
static const char *const lw_forbidden_prefix[] = {
    "__shfl", "__ballot", "__any", "__all", "__match", "__reduce_", "__builtin_amdgcn", "hs_",
    "__hip_", "__nanosleep", NULL };

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

/* Names whose calls need the threads to run together (fibers) where not lowered as above. */
static int lw_name_forbidden(const char *n)
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

int lw_spelled_args(const lw_fn *F, CXCursor call)
{
    int n = clang_Cursor_getNumArguments(call);
    size_t b, e;
    while (n > 0 && !lw_range(F, clang_Cursor_getArgument(call, (unsigned)n - 1), &b, &e))
        n--;
    return n;
}

static int lw_has_colons(const char *s, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if (s[i] == ':' && s[i + 1] == ':')
            return 1;
    return 0;
}
int lw_callee_text(const lw_fn *F, const lw_wop *w, size_t *b, size_t *e)
{
    CXCursor kid[1];
    if (ku_children(w->call, kid, 1) < 1 || !lw_range(F, kid[0], b, e) || *b != w->b ||
        cu_file_edited(F->c, 0, *b, *e - *b))
        return 0;
    char c = F->c->buf[*b];
    return (c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) && !lw_has_colons(F->c->buf + *b, *e - *b);
}

/* ---- writes ---- */
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

static void lw_note_write(lw_fn *F, CXCursor target, size_t at)
{
    CXCursor r = lw_root(target);
    if (clang_Cursor_isNull(r))
        return;
    CXCursor d = clang_getCursorReferenced(r);
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
        return;
    ut_vec_push(&F->mods, (lw_mod){ lw_key(F, d), at });
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

/* ---- the functions it calls ---- */
typedef struct lw_fnscan { lw_fn *F; int depth, need; lw_offs seen; } lw_fnscan;
static void lw_scan_callee(lw_fnscan *s, CXCursor call, const char *name);

static enum CXChildVisitResult lw_callee_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fnscan *s = ud;
    if (s->F->why[0])
        return CXChildVisit_Break;
    if (lw_volatile_cursor(cur)) {
        lw_fail(s->F, "a function it calls accesses volatile memory (warp-synchronous code or a spin "
                      "wait needs its threads to run interleaved)%s", NULL);
        return CXChildVisit_Break;
    }
    if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
        char nm[128];
        ku_call_name(cur, nm, sizeof nm);
        if (!strcmp(nm, "__syncthreads") || lw_name_forbidden(nm)) {
            lw_fail(s->F, "a function it calls uses %s", nm);
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
    if (!f || !cu_loc_editable(s->F->c, loc))
        return;   /* the prelude and hipshim's own headers: the names above */
    if (lw_offs_has(&s->seen, off))
        return;
    ut_vec_push(&s->seen, (size_t)off);
    if (s->depth >= LW_MAXDEPTH) {
        lw_fail(s->F, "calls nest too deeply (%s)", name);
        return;
    }
    s->depth++;
    clang_visitChildren(def, lw_callee_visit, s);
    s->depth--;
}

/* ---- collective helpers: __device__ functions of the main file that synchronise ----
 * What a call names: its callee, or for a dependent call the overloads it may pick
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

/* Whether a call (transitively, through the main file's functions) synchronises. */
typedef struct lw_coll { int found, depth; } lw_coll;
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

/* A call of a helper that synchronises is split at like a warp function call (a wop of kind
 * LW_W_CALL) when the helper runs lowered and is defined before the function; else F->why.
 * 0: not such a call; 1: handled; 2: a helper the table does not hold yet (F->need). */
static int lw_helper_call(lw_fn *F, CXCursor call, size_t at)
{
    CXCursor tmpl, def = lw_callee_def(call, &tmpl);
    if (clang_Cursor_isNull(def)) {
        /* a dependent call of overloads: none may synchronise (the call cannot be split at) */
        lw_coll k = { 0, 0 };
        lw_coll_visit(call, call, &k);
        if (k.found) {
            char nm[128];
            ku_call_name(call, nm, sizeof nm);
            lw_fail(F, "a dependent call of %s may call a function that synchronises", nm);
        }
        return k.found;
    }
    CXSourceLocation loc = clang_getCursorLocation(def);
    if (!clang_Location_isFromMainFile(loc) || !cu_loc_editable(F->c, loc) || ku_fn_is_global(def))
        return 0;
    lw_coll k = { 0, 0 };
    clang_visitChildren(def, lw_coll_visit, &k);
    if (!k.found)
        return 0;
    const lw_helpers *H = F->H;
    size_t key = lw_key(F, def), i, b, e;
    char *name = lw_spell_name(def);
    for (i = 0; i < H->h.n; i++)
        if (H->h.v[i].key == key)
            break;
    if (i == H->h.n) {
        F->need.def = def;
        F->need.tmpl = tmpl;
        F->need.key = key;
        if (!lw_range(F, def, &b, &F->need.end))
            F->need.end = (size_t)-1;
        free(F->need.name);
        F->need.name = name;
        return 2;
    }
    char msg[600];
    const lw_helper *h = &H->h.v[i];
    if (h->ok < 0)
        snprintf(msg, sizeof msg, "the function %s that synchronises calls itself", name);
    else if (!h->ok)
        snprintf(msg, sizeof msg, "it calls %s, which synchronises and cannot run lowered: %s", name, h->why);
    else if (h->end == (size_t)-1 || h->end > F->start)
        snprintf(msg, sizeof msg, "it calls %s, which synchronises and is defined after it", name);
    else if (!lw_range(F, call, &b, &e))
        snprintf(msg, sizeof msg, "a call of %s, which synchronises, is written through a macro", name);
    else
        msg[0] = 0;
    free(name);
    if (msg[0]) {
        lw_fail(F, "%s", msg);
        return 1;
    }
    ut_vec_push(&F->wops, (lw_wop){ at, b, e, LW_W_CALL, 0, call, i });
    return 1;
}

/* ---- the body ---- */
static enum CXChildVisitResult lw_facts_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fnscan *s = ud;
    lw_fn *F = s->F;
    if (F->why[0])
        return CXChildVisit_Break;
    enum CXCursorKind k = clang_getCursorKind(cur);
    /* a node's start (lw_off) is asked only where it is recorded: libclang finds the start of
     * an operator by walking down its left operands, so asking at every node of a long chain
     * (a + b + ... + z) costs time quadratic in its length */
    if (lw_volatile_cursor(cur)) {
        lw_fail(F, "it accesses volatile memory (warp-synchronous code or a spin wait needs its "
                   "threads to run interleaved)%s", NULL);
        return CXChildVisit_Break;
    }
    switch (k) {
    case CXCursor_LambdaExpr: lw_fail(F, "it contains a lambda%s", NULL); return CXChildVisit_Break;
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
    case CXCursor_LabelStmt: lw_fail(F, "it uses goto%s", NULL); return CXChildVisit_Break;
    case CXCursor_AsmStmt:
    case CXCursor_MSAsmStmt: lw_fail(F, "it contains inline assembly%s", NULL); return CXChildVisit_Break;
    case CXCursor_CXXTryStmt: lw_fail(F, "it contains try%s", NULL); return CXChildVisit_Break;
    case CXCursor_CallExpr: {
        char nm[128];
        size_t at = lw_off(F, clang_getCursorLocation(cur));
        ku_call_name(cur, nm, sizeof nm);
        int tb = lw_tb_call(cur, nm);
        if (!strcmp(nm, "__syncthreads") || tb == 1) {
            ut_vec_push(&F->bars, at);
            break;
        }
        if (tb == 2) {
            if (!strcmp(nm, "thread_rank") || !strcmp(nm, "thread_index"))
                ut_vec_push(&F->selfs, at);
            break;
        }
        int wk = lw_warp_kind(nm);
        if (wk >= 0 && clang_Cursor_isNull(lw_member_base(cur))) {
            size_t b, e;
            if (!lw_range(F, cur, &b, &e)) {
                lw_fail(F, "a warp function is called through a macro (%s)", nm);
                return CXChildVisit_Break;
            }
            size_t nl = strlen(nm);
            ut_vec_push(&F->wops, (lw_wop){ at, b, e, wk, nl > 5 && !strcmp(nm + nl - 5, "_sync"), cur, 0 });
            return CXChildVisit_Recurse;   /* its arguments: ordinary code */
        }
        if (lw_name_forbidden(nm)) {
            lw_fail(F, "it uses %s", nm);
            return CXChildVisit_Break;
        }
        int hc = lw_helper_call(F, cur, at);
        if (hc == 2) {
            s->need = 1;
            return CXChildVisit_Break;
        }
        if (hc)   /* a helper that synchronises: split at like a warp call */
            return F->why[0] ? CXChildVisit_Break : CXChildVisit_Recurse;
        lw_scan_callee(s, cur, nm);
        {
            /* the program's own functions may read threadIdx: the region loop then also stores
             * it where the runtime keeps it */
            CXCursor ref = clang_getCursorReferenced(cur);
            CXCursor def = clang_Cursor_isNull(ref) ? ref : clang_getCursorDefinition(ref);
            if (clang_Cursor_isNull(ref) ||
                (!clang_Cursor_isNull(def) && cu_loc_editable(F->c, clang_getCursorLocation(def))) ||
                (clang_Cursor_isNull(def) && !clang_Location_isInSystemHeader(clang_getCursorLocation(ref)) &&
                 cu_loc_editable(F->c, clang_getCursorLocation(ref))))
                ut_vec_push(&F->selfs, at);
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
                lw_note_write(F, a, at);
        }
        CXCursor mb = lw_member_base(cur);
        if (!clang_Cursor_isNull(mb) && !lw_is_tb_type(lw_named_type(mb)))
            lw_note_write(F, mb, at);
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator: {
        enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
        if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
            CXCursor kid[2];
            if (ku_children(cur, kid, 2) >= 1)
                lw_note_write(F, kid[0], lw_off(F, clang_getCursorLocation(cur)));
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
                lw_note_write(F, kid[0], lw_off(F, clang_getCursorLocation(cur)));
        }
        break;
    }
    case CXCursor_VarDecl: {
        ut_vec_push(&F->names, lw_spell_name(cur));
        CXType t = clang_getCursorType(cur);
        if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference) {
            CXCursor kid[4];
            unsigned n = ku_children(cur, kid, 4);
            if (n >= 1 && n <= 4)
                lw_note_write(F, kid[n - 1], lw_off(F, clang_getCursorLocation(cur)));
        }
        break;
    }
    case CXCursor_DeclRefExpr: {
        CXCursor d = clang_getCursorReferenced(cur);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) {
            CXSourceLocation loc = clang_getCursorLocation(cur);
            size_t sp = ku_spell_off(F->ix, loc);
            size_t at = lw_off(F, loc);
            CXString nm = clang_getCursorSpelling(d);
            lw_ref r = { lw_key(F, d), at, strlen(clang_getCString(nm)), sp != at || sp == (size_t)-1 };
            if (r.macro && !strcmp(clang_getCString(nm), "threadIdx"))
                ut_vec_push(&F->selfs, at);
            clang_disposeString(nm);
            ut_vec_push(&F->refs, r);
        }
        break;
    }
    default: break;
    }
    return CXChildVisit_Recurse;
}

/* ---- queries ---- */
int lw_written(const lw_fn *F, size_t var)
{
    for (size_t i = 0; i < F->mods.n; i++)
        if (F->mods.v[i].var == var)
            return 1;
    return 0;
}
int lw_written_outside(const lw_fn *F, size_t var, size_t b, size_t e)
{
    for (size_t i = 0; i < F->mods.n; i++)
        if (F->mods.v[i].var == var && (F->mods.v[i].at < b || F->mods.v[i].at >= e))
            return 1;
    return 0;
}
int lw_has_wop(const lw_fn *F, size_t b, size_t e)
{
    for (size_t i = 0; i < F->wops.n; i++)
        if (F->wops.v[i].at >= b && F->wops.v[i].at < e)
            return 1;
    return 0;
}
int lw_has_real_barrier(const lw_fn *F, size_t b, size_t e)
{
    for (size_t i = 0; i < F->bars.n; i++)
        if (F->bars.v[i] >= b && F->bars.v[i] < e)
            return 1;
    return lw_has_wop(F, b, e);
}
int lw_has_barrier(const lw_fn *F, size_t b, size_t e)
{
    if (lw_has_real_barrier(F, b, e))
        return 1;
    /* a loop interchanged for the vectoriser, or run round by round, splits like one */
    return lw_simd_in(F, b, e) || lw_gs_in(F, b, e);
}
int lw_args_pure(const lw_fn *F, CXCursor call)
{
    size_t b, e;
    if (!lw_range(F, call, &b, &e))
        return 0;
    for (size_t i = 0; i < F->mods.n; i++)
        if (F->mods.v[i].at >= b && F->mods.v[i].at < e)
            return 0;
    return 1;
}
static int lw_span_starts_in(const lw_span *v, size_t n, size_t b, size_t e)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].b >= b && v[i].b < e)
            return 1;
    return 0;
}
int lw_simd_in(const lw_fn *F, size_t b, size_t e) { return lw_span_starts_in(F->vloops.v, F->vloops.n, b, e); }
int lw_gs_in(const lw_fn *F, size_t b, size_t e) { return lw_span_starts_in(F->gloops.v, F->gloops.n, b, e); }

/* ---- loops the plan may interchange for the vectoriser ---- */
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

/* ---- grid-stride loops (the plan runs them round by round: pass_lower_simd.c) ---- */
CXCursor lw_gs_strip(CXCursor e)
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
static int lw_gs_coord(const lw_fn *F, CXCursor e, const char *name)
{
    unsigned f, l;
    e = lw_gs_strip(e);
    return clang_getCursorKind(e) == CXCursor_MemberRefExpr && ku_cursor_exp_toks(F->ix, e, &f, &l) &&
           l - f == 3 && lw_is_tok(F, f, name) && lw_is_tok(F, f + 1, ".") && lw_is_tok(F, f + 2, "x");
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
static int lw_gs_stride(const lw_fn *F, CXCursor e, int depth)
{
    CXCursor k[2];
    e = lw_gs_strip(e);
    if (lw_gs_binop(e, CXBinaryOperator_Mul, k))
        return (lw_gs_coord(F, k[0], "blockDim") && lw_gs_coord(F, k[1], "gridDim")) ||
               (lw_gs_coord(F, k[0], "gridDim") && lw_gs_coord(F, k[1], "blockDim"));
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr || depth)
        return 0;
    CXCursor d = clang_getCursorReferenced(e);
    if (clang_getCursorKind(d) != CXCursor_VarDecl || !clang_isConstQualifiedType(clang_getCursorType(d)))
        return 0;
    size_t key = lw_key(F, d);
    if (key == (size_t)-1 || key < F->body_b || key >= F->body_e)
        return 0;
    CXCursor in[4];
    unsigned m = ku_children(d, in, 4);
    return m >= 1 && m <= 4 && lw_gs_stride(F, in[m - 1], 1);
}
int lw_gs_start(const lw_fn *F, CXCursor e, CXCursor *u)
{
    CXCursor k[2];
    e = lw_gs_strip(e);
    *u = clang_getNullCursor();
    if (lw_gs_coord(F, e, "threadIdx"))
        return 1;
    if (!lw_gs_binop(e, CXBinaryOperator_Add, k))
        return 0;
    if (lw_gs_coord(F, k[1], "threadIdx"))
        *u = k[0];
    else if (lw_gs_coord(F, k[0], "threadIdx"))
        *u = k[1];
    return !clang_Cursor_isNull(*u);
}
int lw_gs_var(CXCursor init, CXCursor *var, CXCursor *start)
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
/* The body may not call anything whose order between threads shows, break, return, jump or
 * write the counter. */
typedef struct lw_gsb { CXCursor var; int depth, ok; } lw_gsb;
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
/* The shape of a candidate (kid: init, condition, increment, body); uniformity is the plan's. */
static void lw_gs_find(lw_fn *F, CXCursor loop, CXCursor kid[4])
{
    CXCursor var, start, u, k[2];
    if (!lw_gs_var(kid[0], &var, &start) || !lw_gs_start(F, start, &u))
        return;
    CXCursor cond = lw_gs_strip(kid[1]);
    if (!(lw_gs_binop(cond, CXBinaryOperator_LT, k) || lw_gs_binop(cond, CXBinaryOperator_LE, k)) ||
        !lw_gs_refs(k[0], var))
        return;
    CXCursor inc = ku_strip(kid[2]);
    if (clang_getCursorKind(inc) != CXCursor_CompoundAssignOperator ||
        clang_getCursorBinaryOperatorKind(inc) != CXBinaryOperator_AddAssign || ku_children(inc, k, 2) != 2 ||
        !lw_gs_refs(k[0], var) || !lw_gs_stride(F, k[1], 0))
        return;
    lw_gsb g = { var, 0, 1 };
    if (lw_gs_body_visit(kid[3], clang_getNullCursor(), &g) == CXChildVisit_Recurse && g.ok)
        clang_visitChildren(kid[3], lw_gs_body_visit, &g);
    size_t b, e;
    if (!g.ok || !lw_range(F, loop, &b, &e))
        return;
    ut_vec_push(&F->gloops, (lw_span){ b, e });
}

/* A candidate loop to interchange: its body has no control flow and calls only pure math, some
 * of it vectorisable. */
typedef struct lw_cand { int ok, vm; } lw_cand;
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
/* Candidate loops, calls whose order between threads shows, returns, device math. */
static enum CXChildVisitResult lw_loops_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fn *F = ud;
    enum CXCursorKind kd = clang_getCursorKind(cur);
    if (kd == CXCursor_ReturnStmt)
        F->simd_spec = 1;
    if (kd == CXCursor_CallExpr) {
        char nm[64];
        ku_call_name(cur, nm, sizeof nm);
        if (!lw_pure(nm) || !clang_Cursor_isNull(lw_member_base(cur)))
            ut_vec_push(&F->effs, lw_off(F, clang_getCursorLocation(cur)));
        if (lw_redirected(nm) && clang_Cursor_isNull(lw_member_base(cur))) {
            /* unqualified: a call written ::sinf or std::sinf stays glibc's everywhere */
            unsigned f, l;
            if (ku_cursor_exp_toks(F->ix, cur, &f, &l) && !(f > 0 && lw_is_tok(F, f - 1, "::")))
                F->devmath = 1;
        }
    }
    if (kd != CXCursor_ForStmt)
        return CXChildVisit_Recurse;
    CXCursor kid[8];
    unsigned n = ku_children(cur, kid, 8);
    if (F->simd && n == 4)
        lw_gs_find(F, cur, kid);
    if (n < 2 || n > 8)
        return CXChildVisit_Recurse;
    lw_cand k = { 1, 0 };
    clang_visitChildren(kid[n - 1], lw_cand_visit, &k);
    size_t b, e;
    if (k.ok && k.vm && F->simd && lw_range(F, cur, &b, &e))
        ut_vec_push(&F->vloops, (lw_span){ b, e });
    return CXChildVisit_Recurse;
}

/* ---- division by a kernel parameter (the plan's lw_fastdiv) ---- */
static int lw_int_kind(enum CXTypeKind k)
{
    return k == CXType_Int || k == CXType_UInt || k == CXType_Long || k == CXType_ULong ||
           k == CXType_LongLong || k == CXType_ULongLong;
}
static enum CXChildVisitResult lw_fdiv_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    lw_fn *F = ud;
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
    size_t key = lw_key(F, d);
    if (clang_getCursorKind(d) != CXCursor_ParmDecl || key == (size_t)-1 || lw_written(F, key) ||
        !lw_int_kind(clang_getCanonicalType(clang_getCursorType(d)).kind))
        return CXChildVisit_Recurse;
    size_t lb, le, rb, re;
    if (!lw_range(F, kid[0], &lb, &le) || !lw_range(F, kid[1], &rb, &re) || lb < F->body_b || re > F->body_e)
        return CXChildVisit_Recurse;
    unsigned rt = ku_at(F->ix, rb);
    if (rt == KU_NONE || rt == 0 || !lw_is_tok(F, rt - 1, op == CXBinaryOperator_Div ? "/" : "%") ||
        F->ix->beg[rt - 1] < le)
        return CXChildVisit_Recurse;
    CXString ts = clang_getTypeSpelling(t);
    ut_vec_push(&F->fdivs, (lw_fdiv){ lb, le, F->ix->beg[rt - 1], re, op == CXBinaryOperator_Rem, key,
                                      ut_xstrdup(clang_getCString(ts)) });
    clang_disposeString(ts);
    return CXChildVisit_Recurse;
}
int lw_fdiv_clash(const lw_fn *F, size_t i)
{
    for (size_t j = 0; j < F->fdivs.n; j++)
        if (j != i && F->fdivs.v[j].lb == F->fdivs.v[i].lb)
            return 1;
    return 0;
}

/* ---- the definition ---- */
int lw_fn_open(lw_fn *F, cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, const char *name,
               const lw_helpers *H, long self, int simd)
{
    F->c = c;
    F->ix = ix;
    F->fn = fn;
    F->tmpl = tmpl;
    F->name = name;
    F->H = H;
    F->self = self;
    F->simd = simd;
    CXCursor outer = clang_Cursor_isNull(tmpl) ? fn : tmpl;
    CXCursor kid[64];
    unsigned nk = ku_children(fn, kid, 64), ol;
    F->body = clang_getNullCursor();
    for (unsigned i = 0; i < nk && i < 64; i++)
        if (clang_getCursorKind(kid[i]) == CXCursor_CompoundStmt)
            F->body = kid[i];
    if (ls_kernel_needs_lockstep(c, fn)) {   /* lanes in lockstep: fibers (pass_lockstep.c) */
        lw_fail(F, "warp-synchronous: lanes need lockstep%s", NULL);
        return 0;
    }
    if (clang_Cursor_isNull(F->body) || !ku_cursor_toks(ix, F->body, &F->bf, &F->bl) ||
        !ku_cursor_exp_toks(ix, outer, &F->of, &ol) || F->bl != ol) {
        lw_fail(F, "its definition is not spelled plainly in the file%s", NULL);
        return 0;
    }
    F->body_b = ix->beg[F->bf];
    F->body_e = ix->end[F->bl - 1];
    for (unsigned t = F->bf; t < F->bl; t++)
        if (ix->pp[t] && !(lw_is_tok(F, t, "#") && lw_is_tok(F, t + 1, "pragma")) &&
            !(t > 0 && ix->pp[t - 1] && ku_directive_start(ix, t) == ku_directive_start(ix, t - 1) &&
              lw_is_tok(F, ku_directive_start(ix, t) + 1, "pragma"))) {
            lw_fail(F, "its body contains preprocessor directives other than #pragma%s", NULL);
            return 0;
        }
    /* the declaration must start a line, so that the lowered form can go on lines before it */
    F->start = ix->beg[F->of];
    for (size_t p = F->start; self < 0 && p > 0 && c->buf[p - 1] != '\n'; p--)
        if (c->buf[p - 1] != ' ' && c->buf[p - 1] != '\t') {
            lw_fail(F, "its declaration does not start a line%s", NULL);
            return 0;
        }
    CXCursor sp = clang_getCursorSemanticParent(outer), lp = clang_getCursorLexicalParent(outer);
    enum CXCursorKind pk = clang_getCursorKind(lp);
    if (!clang_equalCursors(sp, lp) || (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)) {
        lw_fail(F, "it is not declared at namespace scope%s", NULL);
        return 0;
    }
    return 1;
}

static void lw_facts_clear(lw_fn *F)
{
    ut_vec_free(&F->mods);
    ut_vec_free(&F->refs);
    ut_vec_free(&F->bars);
    ut_vec_free(&F->selfs);
    ut_vec_free(&F->wops);
    for (size_t i = 0; i < F->names.n; i++)
        free(F->names.v[i]);
    ut_vec_free(&F->names);
    ut_vec_free(&F->effs);
    ut_vec_free(&F->vloops);
    ut_vec_free(&F->gloops);
    for (size_t i = 0; i < F->fdivs.n; i++)
        free(F->fdivs.v[i].type);
    ut_vec_free(&F->fdivs);
    free(F->need.name);
    memset(&F->need, 0, sizeof F->need);
    F->simd_spec = F->devmath = F->fdiv = 0;
}

int lw_facts_scan(lw_fn *F)
{
    lw_facts_clear(F);
    CXCursor kid[64];
    unsigned nk = ku_children(F->fn, kid, 64);
    for (unsigned i = 0; i < nk && i < 64; i++)
        if (clang_getCursorKind(kid[i]) == CXCursor_ParmDecl)
            ut_vec_push(&F->names, lw_spell_name(kid[i]));
    clang_visitChildren(F->body, lw_loops_visit, F);
    lw_fnscan s = { F, 0, 0, { 0 } };
    clang_visitChildren(F->body, lw_facts_visit, &s);
    ut_vec_free(&s.seen);
    if (s.need)
        return LW_NEED_HELPER;
    if (F->why[0])
        return LW_FACTS_FAIL;
    if (F->self < 0) {   /* a helper's parameters differ between threads */
        clang_visitChildren(F->body, lw_fdiv_visit, F);
        for (size_t i = 0; i < F->fdivs.n; i++)
            F->fdiv |= !lw_fdiv_clash(F, i);
    }
    if (F->self < 0 && !F->bars.n && !F->wops.n && !F->vloops.n && !F->gloops.n && !F->fdiv)
        lw_fail(F, "it has no barrier (the fiber path already runs it as a plain loop)%s", NULL);
    return F->why[0] ? LW_FACTS_FAIL : LW_FACTS_OK;
}

void lw_fn_free(lw_fn *F)
{
    lw_facts_clear(F);
}
