/* kernel_walk.c - the AST walk the passes share (see kernel_walk.h): one libclang visit of the
 * editable files' declarations is recorded per translation and replayed for every pass that
 * walks (ku_walk_all), and the record answers the passes' frequent child queries (ku_children,
 * ku_strip) without a libclang visit each; it also tells which names the user declares
 * (ku_declared), which lets pass_renames skip token annotation. Implicit template
 * instantiations are left out: the passes edit the template's own code. */
#include "kernel_walk.h"
#include "containers.h"
#include "parse.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A recorded walk: the cursors in pre-order, each with its parent and enclosing function (as
 * node indexes, -1 for the translation unit / none) and the end of its subtree. */
typedef struct ku_walk_node {
    CXCursor cur;
    int parent, fn;
    unsigned end;        /* index after the node's last descendant */
    int attr;            /* an attribute: a child for ku_children, never shown to walks */
    int hidden;          /* a top-level declaration of a file that is not editable: recorded
                            for ku_declared (names the user declares), not shown to walks */
    int strip;           /* ku_strip's answer (a node), -1 while not known */
    unsigned next;       /* the node filed before it under the same map key (index + 1) */
} ku_walk_node;

struct ku_walk_rec {
    UT_VEC(ku_walk_node) nodes;
    UT_VEC(unsigned) open;   /* while recording: the nodes whose subtrees are not closed yet */
    pc_ctx *c;
    CXFile memo_file;    /* last top-level file seen: 0 skipped (system), 1 editable, 2 other */
    int memo_walk;
    ut_map names;        /* ku_declared: names declared outside system headers */
    int have_names;
    ut_map at;           /* cursor key -> the last node filed under it + 1 (chained by next) */
};

/* The record of the translation this thread runs (one at a time per thread, batch workers
 * each have their own): ku_children answers from it instead of a libclang visit per call,
 * which the passes make thousands of times. Set by ku_walk_all, cleared by ku_walk_rec_free. */
static _Thread_local struct ku_walk_rec *ku_rec;

static void rec_index(struct ku_walk_rec *r)
{
    for (unsigned i = 0; i < r->nodes.n; i++) {
        ku_cursor_key k = ku_cursor_key_of(r->nodes.v[i].cur);
        ut_map_slot *s = ut_map_upsert(&r->at, &k, sizeof k, NULL);
        r->nodes.v[i].next = (unsigned)(uintptr_t)s->val;
        s->val = (void *)(uintptr_t)(i + 1);
    }
}

static int rec_find(const struct ku_walk_rec *r, CXCursor c)
{
    if (!r)
        return -1;
    ku_cursor_key k = ku_cursor_key_of(c);
    for (unsigned i = (unsigned)(uintptr_t)ut_map_get(&r->at, &k, sizeof k); i; i = r->nodes.v[i - 1].next)
        if (clang_equalCursors(r->nodes.v[i - 1].cur, c))
            return (int)i - 1;
    return -1;
}


typedef struct kid_acc { CXCursor *out; unsigned max, n; } kid_acc;

static enum CXChildVisitResult kid_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    kid_acc *a = ud;
    if (a->n < a->max)
        a->out[a->n] = cur;
    a->n++;
    return CXChildVisit_Continue;
}

unsigned ku_children(CXCursor c, CXCursor *out, unsigned max)
{
    int i = rec_find(ku_rec, c);
    if (i >= 0) {
        const struct ku_walk_rec *r = ku_rec;
        unsigned n = 0;
        for (unsigned j = (unsigned)i + 1; j < r->nodes.v[i].end; j = r->nodes.v[j].end) {
            if (n < max)
                out[n] = r->nodes.v[j].cur;
            n++;
        }
        return n;
    }
    kid_acc a = { out, max, 0 };
    clang_visitChildren(c, kid_visit, &a);
    return a.n;
}

void ku_kids_get(CXCursor c, ku_kids *k)
{
    k->v = k->small;
    k->n = ku_children(c, k->small, 8);
    if (k->n <= 8)
        return;
    unsigned want = k->n;
    k->v = ut_xcalloc(want, sizeof *k->v);
    k->n = ku_children(c, k->v, want);
    if (k->n > want)
        k->n = want;      /* cannot happen for an unchanged AST; never read past the array */
}

void ku_kids_free(ku_kids *k)
{
    if (k->v != k->small)
        free(k->v);
    k->v = k->small;
    k->n = 0;
}

static int same_extent(CXCursor a, CXCursor b)
{
    return clang_equalRanges(clang_getCursorExtent(a), clang_getCursorExtent(b));
}

static CXCursor strip(CXCursor e);

/* Memoized on the walk record: the mask analysis strips the same expressions over and over, and
 * each step compares two extents (clang_getCursorExtent is costly). */
CXCursor ku_strip_casts(CXCursor e)
{
    for (int guard = 0; guard < 32; guard++) {
        enum CXCursorKind k = clang_getCursorKind(e);
        if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr &&
            k != CXCursor_CXXFunctionalCastExpr && k != CXCursor_CXXStaticCastExpr)
            return e;
        CXCursor kid[4];
        unsigned n = ku_children(e, kid, 4);
        if (n == 0 || n > 4)
            return e;
        e = kid[n - 1];   /* casts list the TypeRef first, the operand last */
    }
    return e;
}

CXCursor ku_strip(CXCursor e)
{
    int i = rec_find(ku_rec, e);
    if (i < 0)
        return strip(e);
    if (ku_rec->nodes.v[i].strip >= 0)
        return ku_rec->nodes.v[ku_rec->nodes.v[i].strip].cur;
    CXCursor s = strip(e);
    int j = rec_find(ku_rec, s);
    if (j >= 0)
        ku_rec->nodes.v[i].strip = j;
    return s;
}

static CXCursor strip(CXCursor e)
{
    for (int guard = 0; guard < 16; guard++) {
        enum CXCursorKind k = clang_getCursorKind(e);
        if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr)
            return e;
        CXCursor kids[2];
        if (ku_children(e, kids, 2) != 1)
            return e;
        if (k == CXCursor_UnexposedExpr && !same_extent(e, kids[0]))
            return e;
        e = kids[0];
    }
    return e;
}

/* ---- walk ---- */

static int is_function_kind(enum CXCursorKind k)
{
    return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod ||
           k == CXCursor_FunctionTemplate || k == CXCursor_Constructor ||
           k == CXCursor_Destructor || k == CXCursor_ConversionFunction ||
           k == CXCursor_LambdaExpr;
}

int ku_is_instantiation(CXCursor cur)
{
    if (!is_function_kind(clang_getCursorKind(cur)) && clang_getCursorKind(cur) != CXCursor_VarDecl)
        return 0;
    /* An instantiation is located at the pattern it was made from: the template's definition
     * (which may follow a declaration), or, for a member template of a class template, the
     * definition of the template its own template was instantiated from (hence the chain). An
     * explicit specialization has a location of its own. */
    CXSourceLocation at = clang_getCursorLocation(cur);
    CXCursor t = clang_getSpecializedCursorTemplate(cur);
    for (int guard = 0; guard < 8 && !clang_Cursor_isNull(t); guard++) {
        if (clang_equalLocations(at, clang_getCursorLocation(t)))
            return 1;
        CXCursor d = clang_getCursorDefinition(t);
        if (!clang_Cursor_isNull(d) && clang_equalLocations(at, clang_getCursorLocation(d)))
            return 1;
        t = clang_getSpecializedCursorTemplate(t);
    }
    return 0;
}

/* A system header (or the prelude): its declarations are CUDA's, not the user's. */
static int rec_system(CXCursor cur, CXFile f)
{
    if (clang_Location_isInSystemHeader(clang_getCursorLocation(cur)))
        return 1;
    CXString n = clang_getFileName(f);
    int pre = ps_is_prelude_file(clang_getCString(n));
    clang_disposeString(n);
    return pre;
}

/* One libclang walk with CXChildVisit_Recurse (cheaper than a visitChildren per node): each
 * cursor's parent closes the open subtrees until the parent is on top; the enclosing function
 * is the nearest open function node. Attributes are recorded (for ku_children) as leaves. */
static enum CXChildVisitResult rec_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    struct ku_walk_rec *r = ud;
    ku_walk_node *v = r->nodes.v;
    while (r->open.n && !clang_equalCursors(v[ut_vec_last(&r->open)].cur, parent))
        v[ut_vec_pop(&r->open)].end = (unsigned)r->nodes.n;
    if (!r->open.n) {   /* a top-level declaration */
        CXFile f = NULL;
        clang_getExpansionLocation(clang_getCursorLocation(cur), &f, NULL, NULL, NULL);
        if (!f)
            return CXChildVisit_Continue;
        if (f != r->memo_file) {
            r->memo_file = f;
            r->memo_walk = pc_file_of(r->c, f) >= 0 ? 1 : rec_system(cur, f) ? 0 : 2;
        }
        if (!r->memo_walk || ku_is_instantiation(cur))
            return CXChildVisit_Continue;
    }
    int attr = clang_isAttribute(clang_getCursorKind(cur));
    unsigned at = (unsigned)r->nodes.n;
    ku_walk_node *nd = ut_vec_add(&r->nodes);
    v = r->nodes.v;
    nd->cur = cur;
    nd->parent = r->open.n ? (int)ut_vec_last(&r->open) : -1;
    nd->fn = nd->parent < 0 ? -1
             : is_function_kind(clang_getCursorKind(v[nd->parent].cur)) ? nd->parent
             : v[nd->parent].fn;
    nd->attr = attr;
    nd->hidden = r->open.n ? v[r->open.v[0]].hidden : r->memo_walk == 2;
    nd->strip = -1;
    if (attr) {   /* walks never show attributes nor descend into them */
        nd->end = at + 1;
        return CXChildVisit_Continue;
    }
    nd->end = 0;
    ut_vec_push(&r->open, at);
    return CXChildVisit_Recurse;
}

static void ku_walk_rec_free(void *p)
{
    struct ku_walk_rec *w = p;
    if (!w)
        return;
    if (ku_rec == w)
        ku_rec = NULL;
    ut_map_free(&w->names, NULL);
    ut_vec_free(&w->nodes);
    ut_vec_free(&w->open);
    ut_map_free(&w->at, NULL);
    free(w);
}

/* The key of the record in the context's module data. */
static const char rec_key;

static struct ku_walk_rec *rec_get(pc_ctx *c)
{
    struct ku_walk_rec *w = pc_data(c, &rec_key);
    if (!w) {
        struct ku_walk_rec *r = ut_xcalloc(1, sizeof *r);
        r->c = c;
        clang_visitChildren(clang_getTranslationUnitCursor(c->tu), rec_visit, r);
        while (r->open.n)
            r->nodes.v[ut_vec_pop(&r->open)].end = (unsigned)r->nodes.n;
        ut_vec_free(&r->open);
        rec_index(r);
        pc_set_data(c, &rec_key, r, ku_walk_rec_free);
        ku_rec = r;
        w = r;
    }
    return w;
}

int ku_declared(pc_ctx *c, const char *s, size_t n)
{
    struct ku_walk_rec *r = rec_get(c);
    if (!r->have_names) {
        r->have_names = 1;
        for (unsigned i = 0; i < r->nodes.n; i++) {
            enum CXCursorKind k = clang_getCursorKind(r->nodes.v[i].cur);
            if (!clang_isDeclaration(k) && k != CXCursor_MacroDefinition)
                continue;
            CXString sp = clang_getCursorSpelling(r->nodes.v[i].cur);
            const char *cs = clang_getCString(sp);
            if (cs && *cs)
                ut_map_upsert(&r->names, cs, strlen(cs), NULL);
            clang_disposeString(sp);
        }
    }
    return ut_map_find(&r->names, s, n) != NULL;
}

void ku_walk_all(pc_ctx *c, ku_walk_fn f, void *ud)
{
    const struct ku_walk_rec *r = rec_get(c);
    const ku_walk_node *v = r->nodes.v;
    CXCursor tu = clang_getTranslationUnitCursor(c->tu), null = clang_getNullCursor();
    for (unsigned i = 0; i < r->nodes.n;) {
        const ku_walk_node *nd = &v[i];
        CXCursor parent = nd->parent < 0 ? tu : v[nd->parent].cur;
        CXCursor fn = nd->fn < 0 ? null : v[nd->fn].cur;
        i = !nd->attr && !nd->hidden && f(nd->cur, parent, fn, ud) ? i + 1 : nd->end;
    }
}
