/* kernel_walk.c - the AST walk the passes share (see kernel_walk.h): one libclang visit of the
 * editable files' declarations is recorded per translation and replayed for every pass that
 * walks (ku_walk_all), and the record answers the passes' frequent child queries (ku_children,
 * ku_strip) without a libclang visit each; it also tells which names the user declares
 * (ku_declared), which lets pass_renames skip token annotation. Implicit template
 * instantiations are left out: the passes edit the template's own code. */
#include "kernel_walk.h"
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
} ku_walk_node;

struct ku_walk_rec {
    ku_walk_node *v;
    unsigned n, cap;
    unsigned *open;      /* while recording: the nodes whose subtrees are not closed yet */
    unsigned nopen;
    pc_ctx *c;
    CXFile memo_file;    /* last top-level file seen: 0 skipped (system), 1 editable, 2 other */
    int memo_walk;
    char **names;        /* ku_declared: names declared outside system headers, open addressing */
    size_t nscap;
    uint32_t *slots;     /* cursor -> node + 1, open addressing (scap a power of two) */
    size_t scap;
};

/* The record of the translation this thread runs (one at a time per thread, batch workers
 * each have their own): ku_children answers from it instead of a libclang visit per call,
 * which the passes make thousands of times. Set by ku_walk_all, cleared by ku_walk_rec_free. */
static _Thread_local struct ku_walk_rec *ku_rec;

/* Equal cursors (clang_equalCursors) hash alike: a declaration cursor's data[1] is a flag that
 * equality ignores; expressions keep the statement there. */
static size_t rec_hash(CXCursor c)
{
    uintptr_t h = (uintptr_t)c.kind * 0x9e3779b97f4a7c15u;
    h ^= (uintptr_t)c.data[0] * 0xff51afd7ed558ccdu;
    if (!clang_isDeclaration(c.kind))
        h ^= (uintptr_t)c.data[1] * 0xc4ceb9fe1a85ec53u;
    return (size_t)(h ^ (h >> 29));
}

/* Capacity of an open-addressing table for the record's nodes: a power of two, half full. */
static size_t rec_table_cap(const struct ku_walk_rec *r)
{
    size_t cap = 64;
    while (cap < (size_t)r->n * 2)
        cap *= 2;
    return cap;
}

static void rec_index(struct ku_walk_rec *r)
{
    size_t cap = rec_table_cap(r);
    r->slots = ut_xcalloc(cap, sizeof *r->slots);
    r->scap = cap;
    for (unsigned i = 0; i < r->n; i++) {
        size_t k = rec_hash(r->v[i].cur) & (cap - 1);
        while (r->slots[k])
            k = (k + 1) & (cap - 1);
        r->slots[k] = i + 1;
    }
}

static int rec_find(const struct ku_walk_rec *r, CXCursor c)
{
    if (!r || !r->scap)
        return -1;
    for (size_t k = rec_hash(c) & (r->scap - 1); r->slots[k]; k = (k + 1) & (r->scap - 1))
        if (clang_equalCursors(r->v[r->slots[k] - 1].cur, c))
            return (int)r->slots[k] - 1;
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
        for (unsigned j = (unsigned)i + 1; j < r->v[i].end; j = r->v[j].end) {
            if (n < max)
                out[n] = r->v[j].cur;
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
    if (ku_rec->v[i].strip >= 0)
        return ku_rec->v[ku_rec->v[i].strip].cur;
    CXCursor s = strip(e);
    int j = rec_find(ku_rec, s);
    if (j >= 0)
        ku_rec->v[i].strip = j;
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
    while (r->nopen && !clang_equalCursors(r->v[r->open[r->nopen - 1]].cur, parent)) {
        r->v[r->open[r->nopen - 1]].end = r->n;
        r->nopen--;
    }
    if (!r->nopen) {   /* a top-level declaration */
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
    if (r->n == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 4096;
        r->v = ut_xrealloc(r->v, r->cap * sizeof *r->v);
        r->open = ut_xrealloc(r->open, r->cap * sizeof *r->open);
    }
    ku_walk_node *nd = &r->v[r->n];
    nd->cur = cur;
    nd->parent = r->nopen ? (int)r->open[r->nopen - 1] : -1;
    nd->fn = nd->parent < 0 ? -1
             : is_function_kind(clang_getCursorKind(r->v[nd->parent].cur)) ? nd->parent
             : r->v[nd->parent].fn;
    nd->attr = attr;
    nd->hidden = r->nopen ? r->v[r->open[0]].hidden : r->memo_walk == 2;
    nd->strip = -1;
    if (attr) {   /* walks never show attributes nor descend into them */
        nd->end = ++r->n;
        return CXChildVisit_Continue;
    }
    nd->end = 0;
    r->open[r->nopen++] = r->n++;
    return CXChildVisit_Recurse;
}

static void ku_walk_rec_free(void *p)
{
    struct ku_walk_rec *w = p;
    if (!w)
        return;
    if (ku_rec == w)
        ku_rec = NULL;
    for (size_t i = 0; w->names && i < w->nscap; i++)
        free(w->names[i]);
    free(w->names);
    free(w->v);
    free(w->open);
    free(w->slots);
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
        while (r->nopen)
            r->v[r->open[--r->nopen]].end = r->n;
        free(r->open);
        r->open = NULL;
        rec_index(r);
        pc_set_data(c, &rec_key, r, ku_walk_rec_free);
        ku_rec = r;
        w = r;
    }
    return w;
}

static size_t name_hash(const char *s, size_t n)
{
    size_t h = 1469598103934665603u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211u;
    return h;
}

static void names_add(struct ku_walk_rec *r, const char *s)
{
    size_t n = strlen(s), k = name_hash(s, n) & (r->nscap - 1);
    for (; r->names[k]; k = (k + 1) & (r->nscap - 1))
        if (!strcmp(r->names[k], s))
            return;
    r->names[k] = ut_xstrdup(s);
}

int ku_declared(pc_ctx *c, const char *s, size_t n)
{
    struct ku_walk_rec *r = rec_get(c);
    if (!r->names) {
        r->nscap = rec_table_cap(r);
        r->names = ut_xcalloc(r->nscap, sizeof *r->names);
        for (unsigned i = 0; i < r->n; i++) {
            enum CXCursorKind k = clang_getCursorKind(r->v[i].cur);
            if (!clang_isDeclaration(k) && k != CXCursor_MacroDefinition)
                continue;
            CXString sp = clang_getCursorSpelling(r->v[i].cur);
            const char *cs = clang_getCString(sp);
            if (cs && *cs)
                names_add(r, cs);
            clang_disposeString(sp);
        }
    }
    for (size_t k = name_hash(s, n) & (r->nscap - 1); r->names[k]; k = (k + 1) & (r->nscap - 1))
        if (strlen(r->names[k]) == n && !memcmp(r->names[k], s, n))
            return 1;
    return 0;
}

void ku_walk_all(pc_ctx *c, ku_walk_fn f, void *ud)
{
    const struct ku_walk_rec *r = rec_get(c);
    CXCursor tu = clang_getTranslationUnitCursor(c->tu), null = clang_getNullCursor();
    for (unsigned i = 0; i < r->n;) {
        const ku_walk_node *nd = &r->v[i];
        CXCursor parent = nd->parent < 0 ? tu : r->v[nd->parent].cur;
        CXCursor fn = nd->fn < 0 ? null : r->v[nd->fn].cur;
        i = !nd->attr && !nd->hidden && f(nd->cur, parent, fn, ud) ? i + 1 : nd->end;
    }
}
