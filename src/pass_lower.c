/* pass_lower.c - --lower-kernels (pass_lower, pass.h): beside each kernel of the main file that it
 * can prove safe, emits a CPU form for hipshim in which the kernel's barriers are block-uniform:
 * each stretch between barriers runs as a loop over the block's threads (hs_launch.hpp's
 * lower_each), instead of a fiber per thread switching at every barrier. It drives three layers
 * for each kernel, data flowing one way: the facts of its body (pass_lower_facts.c), the plan of
 * its lowered form (pass_lower_plan.c, over pass_lower_regions.c, pass_lower_values.c and
 * pass_lower_simd.c) and the text (pass_lower_emit.c). A kernel is tried first with its
 * vectorisable loops interchanged, then without. The program's __device__ functions that
 * synchronise (warp or block reductions written as helpers) are lowered too, once each, when a
 * kernel's facts first meet a call of one: its calls are then split at like warp calls. What
 * the other passes rewrote in a body (HIP names, widened masks) is copied into its lowered form,
 * so this pass runs last. A kernel outside the subset handled (warp functions in divergent code,
 * cooperative groups' tiles, volatile memory, barriers in non-uniform control flow, ...) keeps
 * the fiber path; a note gives the reason (rule id lower.kernel, with --lower-kernels=notes) and
 * the stats count both kinds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "pass.h"
#include "util.h"

#include "pass_lower_emit.h"
#include "pass_lower_facts.h"
#include "pass_lower_plan.h"

/* The outcome of one attempt. */
typedef struct lw_result {
    char why[256];         /* what keeps the fiber path ("" when lowered) */
    int nregion, nsimd, ngs;
    int candidates;        /* the body has loops to interchange or grid-stride loops */
} lw_result;

static void lw_function(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H, long self,
                        int simd, lw_result *r);

/* Whether the file already holds the lowered form PREFIX NAME: the input is cu2hip's own
 * output (translated again), whose lowered forms sit under #if defined(__HIPSHIM_LOWER__), which
 * the parse leaves out, so only the tokens show them. */
static int lw_lowered_already(const ku_index *ix, const char *prefix, const char *name)
{
    char *id = ut_xasprintf("%s%s", prefix, name);
    int found = 0;
    for (unsigned t = 0; t < ix->n && !found; t++)
        found = ix->kind[t] == CXToken_Identifier && ku_is(ix, t, id);
    free(id);
    return found;
}

/* Whether the parse reported an error inside fn's definition (HIP input parsed with the CUDA
 * prelude, a name the prelude lacks): what the lowering reads of such a body may be wrong. */
static int lw_has_parse_errors(cu_ctx *c, CXCursor fn)
{
    CXSourceRange r = clang_getCursorExtent(fn);
    unsigned b, e, at, nd = clang_getNumDiagnostics(c->tu);
    CXFile f;
    clang_getFileLocation(clang_getRangeStart(r), &f, NULL, NULL, &b);
    clang_getFileLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
    int bad = 0;
    for (unsigned i = 0; i < nd && !bad; i++) {
        CXDiagnostic d = clang_getDiagnostic(c->tu, i);
        if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
            CXFile df;
            clang_getFileLocation(clang_getDiagnosticLocation(d), &df, NULL, NULL, &at);
            bad = df && clang_File_isEqual(df, f) && at >= b && at <= e;
        }
        clang_disposeDiagnostic(d);
    }
    return bad;
}

/* Lowers the helper a scan needs (once: the table remembers it, lowered or not). */
static void lw_helper_lower(cu_ctx *c, ku_index *ix, lw_helpers *H, const lw_need *n)
{
    lw_helper *h = ut_vec_add(&H->h);
    size_t i = H->h.n - 1;
    h->key = n->key;
    h->end = n->end;
    h->ok = -1;
    h->name = ut_xstrdup(n->name);
    if (lw_lowered_already(ix, "hs_lwh_", n->name)) {
        h->ok = 1;
        return;
    }
    if (lw_has_parse_errors(c, n->def)) {
        h->ok = 0;
        snprintf(h->why, sizeof h->why, "its body has parse errors");
        return;
    }
    if (H->depth >= 4) {
        h->ok = 0;
        snprintf(h->why, sizeof h->why, "functions that synchronise nest too deeply");
        return;
    }
    lw_result r;
    H->depth++;
    lw_function(c, ix, n->def, n->tmpl, H, (long)i, 0, &r);
    H->depth--;
    H->h.v[i].ok = !r.why[0];
    memcpy(H->h.v[i].why, r.why, sizeof r.why);
}

/* One attempt at lowering kernel fn (self < 0) or helper H->h.v[self], with its loops
 * interchanged when simd. */
static void lw_function(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H, long self,
                        int simd, lw_result *r)
{
    lw_fn F = { 0 };
    lw_plan P = { 0 };
    char *name = lw_spell_name(fn);
    memset(r, 0, sizeof *r);
    if (lw_fn_open(&F, c, ix, fn, tmpl, name, H, self, simd) && lw_plan_init(&P, &F)) {
        int st;
        while ((st = lw_facts_scan(&F)) == LW_NEED_HELPER)
            lw_helper_lower(c, ix, H, &F.need);
        if (st == LW_FACTS_OK && lw_plan_build(&P) && lw_emit(&P, r->why) && self < 0)
            dg_count(c->stats, "lower.lowered", 1);
    }
    if (F.why[0] || P.why[0])
        memcpy(r->why, F.why[0] ? F.why : P.why, sizeof r->why);
    r->nregion = (int)P.regions.n;
    r->nsimd = P.nsimd;
    r->ngs = P.ngs;
    r->candidates = F.vloops.n || F.gloops.n;
    lw_plan_free(&P);
    lw_fn_free(&F);
    free(name);
}

/* Lowers one kernel: first with its vectorisable loops interchanged, when it has some, and if
 * that fails, as before; counts and notes the outcome. */
static void lw_kernel(cu_ctx *c, ku_index *ix, CXCursor fn, CXCursor tmpl, lw_helpers *H)
{
    char *name = lw_spell_name(fn), simd_why[256] = "";
    lw_result R;
    if (lw_lowered_already(ix, "hs_lowered_", name)) {
        if (c->opts->lower_kernels > 1)
            cu_report(c, clang_getCursorLocation(fn), DG_NOTE, "lower.kernel",
                      "kernel '%s' has its lowered form (hs_lowered_%s) already", name, name);
        free(name);
        return;
    }
    for (int attempt = 0;; attempt++) {
        if (lw_has_parse_errors(c, fn)) {
            memset(&R, 0, sizeof R);
            snprintf(R.why, sizeof R.why, "its body has parse errors");
            break;
        }
        lw_function(c, ix, fn, tmpl, H, -1, attempt == 0, &R);
        if (!R.why[0] || attempt || !R.candidates)
            break;
        snprintf(simd_why, sizeof simd_why, "%s", R.why);
    }
    if (R.why[0]) {
        dg_count(c->stats, "lower.fiber", 1);
        if (c->opts->lower_kernels > 1)
            cu_report(c, clang_getCursorLocation(fn), DG_NOTE, "lower.kernel",
                      "kernel '%s' keeps the fiber path: %s%s%s", name, R.why,
                      simd_why[0] ? "; its loops are not interchanged: " : "", simd_why);
    } else {
        if (R.nsimd)
            dg_count(c->stats, "lower.interchanged", R.nsimd);
        if (R.ngs)
            dg_count(c->stats, "lower.grid_stride", R.ngs);
        if (c->opts->lower_kernels > 1) {
            char more[320] = "";
            if (R.nsimd && R.ngs)
                snprintf(more, sizeof more, ", %d loop%s interchanged for the vectoriser, %d grid-stride "
                         "loop%s run round by round", R.nsimd, R.nsimd > 1 ? "s" : "", R.ngs,
                         R.ngs > 1 ? "s" : "");
            else if (R.ngs)
                snprintf(more, sizeof more, ", %d grid-stride loop%s run round by round", R.ngs,
                         R.ngs > 1 ? "s" : "");
            else if (R.nsimd)
                snprintf(more, sizeof more, ", %d loop%s interchanged for the vectoriser", R.nsimd,
                         R.nsimd > 1 ? "s" : "");
            else if (simd_why[0])
                snprintf(more, sizeof more, "; its loops are not interchanged: %s", simd_why);
            cu_report(c, clang_getCursorLocation(fn), DG_NOTE, "lower.kernel",
                      "kernel '%s' lowered into loops over its threads (%d regions%s)", name, R.nregion, more);
        }
    }
    free(name);
}

/* ---- the translation unit ---- */
typedef struct lw_fname { char *name, *usr; } lw_fname;
typedef struct lw_scan {
    cu_ctx *c;
    ku_index *ix;
    UT_VEC(lw_fname) f;    /* every function's name and USR: overloaded kernels are left alone */
    int collect;
    lw_helpers H;
} lw_scan;

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
        ut_vec_push(&s->f, (lw_fname){ ut_xstrdup(clang_getCString(nm)), ut_xstrdup(clang_getCString(usr)) });
        clang_disposeString(nm);
        clang_disposeString(usr);
        return CXChildVisit_Continue;
    }
    /* overloaded kernel names: &name would not pick one */
    int overloaded = 0;
    for (size_t i = 0; i < s->f.n; i++)
        if (!strcmp(s->f.v[i].name, clang_getCString(nm)) && strcmp(s->f.v[i].usr, clang_getCString(usr)))
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
    lw_kernel(s->c, s->ix, fn, tmpl, &s->H);
    return CXChildVisit_Continue;
}

void pass_lower(cu_ctx *c)
{
    if (!c->opts->lower_kernels || c->lint)
        return;
    ku_set *set = ku_set_get(c);
    if (!set || !set->n)
        return;
    lw_scan s = { c, set->ix[0], { 0 }, 1, { { 0 }, 0 } };
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lw_tu_visit, &s);
    s.collect = 0;
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lw_tu_visit, &s);
    for (size_t i = 0; i < s.f.n; i++) {
        free(s.f.v[i].name);
        free(s.f.v[i].usr);
    }
    ut_vec_free(&s.f);
    for (size_t i = 0; i < s.H.h.n; i++)
        free(s.H.h.v[i].name);
    ut_vec_free(&s.H.h);
}
