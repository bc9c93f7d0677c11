/* pass_launch.c - kernel launches: k<<<g, b, s, st>>>(args) becomes
 * hipLaunchKernelGGL(k, dim3(g), dim3(b), s, st, args), with HIP_KERNEL_NAME(...) around template
 * kernels and 0 for a missing shared-memory size or stream. The rewrite works on the main file's
 * tokens, so that launches in macro bodies and in #if-disabled blocks are found too; the AST adds
 * what tokens cannot tell (configurations coming from a macro, launches in device code, deduced
 * template arguments). Only the <<<, the commas between configuration arguments and the >>>( are
 * edited: the kernel expression and every argument stay byte for byte.
 * Also: casts to void* on the kernel of cudaLaunchCooperativeKernel are removed, so that HIP's
 * typed template overload (and hipshim) see the kernel's type. */
#include "kernel_util.h"
#include "rules.h"
#include "util.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORIGIN "kernel.launch"

typedef struct launch_info {
    size_t fi;             /* editable file holding the spelling of <<< */
    size_t lll_off;        /* spelling offset of <<< */
    int nconfig;           /* configuration arguments written */
    int device;            /* launched from device-only code */
    char targs[512];       /* deduced template arguments "<...>" to spell, or "" */
    int targs_in;          /* targs continues the explicit arguments: ", A, B" before the '>' */
    int deduce;            /* DD_*: why an unresolved kernel template's arguments are unknown */
    char kname[128];       /* that kernel's name, for the warning */
    size_t cfg_off[4];     /* spelling offset where each written configuration argument starts
                              (the AST's split: template commas such as T<a, b>::n are inside) */
    int ncfg_off;          /* how many of cfg_off are known (0: the arguments come from a macro) */
} launch_info;

typedef struct launch_st {
    ku_set *set;
    ku_index *ix;          /* file of the cursor being visited */
    launch_info *v;
    size_t n, cap;
} launch_st;

static unsigned callee_start(const ku_index *ix, unsigned lll);

/* ---- template arguments of kernels launched in dependent contexts ----
 * Inside a template, clang leaves a launch whose arguments depend on template parameters
 * unresolved: the callee is an UnresolvedLookupExpr (an OverloadedDeclRef to the candidate
 * templates), so the specialization is unknown to libclang. With a single kernel template among
 * the candidates, its template arguments are deduced here symbolically, as C++ would: each
 * kernel parameter type is matched structurally (cv-qualifiers, pointers, references, arrays,
 * template-ids such as vec<T>) against the type of the argument expression, and a kernel template
 * parameter is bound to the argument's spelling (as written in the caller when it depends on the
 * caller's template parameters, fully qualified otherwise). Kernel template parameters show in
 * canonical types as "type-parameter-DEPTH-INDEX". Anything not certain (overloads, packs,
 * non-type parameters to deduce, function types, conflicting bindings) gives no deduction. */

#define DD_MAXP 24

enum { DD_OK, DD_UNCERTAIN, DD_OVERLOADED, DD_UNNAMED };

typedef struct deduce_st {
    pc_ctx *c;
    unsigned np;               /* kernel template parameters */
    unsigned nexplicit;        /* the first ones are written at the launch: nothing to deduce */
    char *bound[DD_MAXP];      /* spelling deduced for each parameter (malloc'd), or NULL */
    int fail;
} deduce_st;

static char *type_str(CXType t)
{
    return ku_string(clang_getTypeSpelling(t));
}

static char *canon_str(CXType t)
{
    return type_str(clang_getCanonicalType(t));
}

/* Index of the kernel template parameter that type t (cv-qualifiers aside) is, or -1. */
static int tparm_index(CXType t)
{
    char *s = canon_str(clang_getUnqualifiedType(t));
    int d = -1, i = -1, used = 0;
    if (sscanf(s, "type-parameter-%d-%d%n", &d, &i, &used) != 2 || s[used] || d != 0)
        i = -1;
    free(s);
    return i;
}

/* True when a kernel parameter type mentions a kernel template parameter. */
static int mentions_tparm(CXType t)
{
    char *s = canon_str(t);
    int r = strstr(s, "type-parameter-0-") != NULL;
    free(s);
    return r;
}

static CXType unelaborate(CXType t)
{
    for (int guard = 0; guard < 8 && t.kind == CXType_Elaborated; guard++)
        t = clang_Type_getNamedType(t);
    return t;
}

static int is_array(CXType t)
{
    return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
           t.kind == CXType_DependentSizedArray || t.kind == CXType_VariableArray;
}

/* Spelling of argument type a without the qualifiers P already has (drop_c, drop_v), plus
 * suffix (" *" when an array decayed). NULL when the type cannot be spelled in the caller. */
static char *spell_arg_type(CXType a, int drop_c, int drop_v, const char *suffix)
{
    if (a.kind == CXType_Dependent || a.kind == CXType_Invalid || a.kind == CXType_Overload)
        return NULL;
    int cq = clang_isConstQualifiedType(a) && !drop_c;
    int vq = clang_isVolatileQualifiedType(a) && !drop_v;
    CXType base = clang_getUnqualifiedType(a);
    char *canon = canon_str(base);
    /* the caller's own template parameters: spell as written there (the launch is in that
     * scope); concrete types: fully qualified, valid wherever the launch is */
    int dependent = strstr(canon, "type-parameter-") || strstr(canon, "<dependent");
    char *s = dependent ? type_str(base) : canon;
    if (dependent)
        free(canon);
    if (!*s || strstr(s, "(lambda") || strstr(s, "(anonymous") || strstr(s, "(unnamed") ||
        strstr(s, "<dependent") || strstr(s, "<overloaded") || strstr(s, "type-parameter-")) {
        free(s);
        return NULL;
    }
    int ptr = unelaborate(clang_getCanonicalType(base)).kind == CXType_Pointer;
    size_t n = strlen(s) + strlen(suffix) + 20;
    char *r = malloc(n);
    if (r) {
        const char *q = cq && vq ? "const volatile" : cq ? "const" : vq ? "volatile" : "";
        if (!*q)
            snprintf(r, n, "%s%s", s, suffix);
        else if (ptr || *suffix)
            snprintf(r, n, "%s%s %s", s, suffix, q);   /* int *const */
        else
            snprintf(r, n, "%s %s", q, s);
    }
    free(s);
    return r;
}

static void dd_bind(deduce_st *d, int i, char *spelling)
{
    if (!spelling || i < 0 || (unsigned)i >= d->np) {
        d->fail = 1;
        free(spelling);
        return;
    }
    if ((unsigned)i < d->nexplicit) {
        free(spelling);        /* explicit: substituted, not deduced (the argument may convert) */
        return;
    }
    if (d->bound[i]) {
        if (strcmp(d->bound[i], spelling))
            d->fail = 1;       /* two spellings: maybe the same type, maybe not */
        free(spelling);
        return;
    }
    d->bound[i] = spelling;
}

/* Same class template on both sides of a template-id. */
static int same_template(CXType p, CXType a)
{
    CXCursor pd = clang_getTypeDeclaration(p), ad = clang_getTypeDeclaration(a);
    CXCursor pt = clang_getSpecializedCursorTemplate(pd), at = clang_getSpecializedCursorTemplate(ad);
    if (!clang_Cursor_isNull(pt))
        pd = pt;
    if (!clang_Cursor_isNull(at))
        ad = at;
    if (clang_Cursor_isNull(pd) || clang_Cursor_isNull(ad) ||
        clang_getCursorKind(pd) == CXCursor_NoDeclFound)
        return 0;
    return clang_equalCursors(clang_getCanonicalCursor(pd), clang_getCanonicalCursor(ad));
}

/* Matches kernel parameter type p against argument type a below the top level (a pointee, a
 * template argument): a's qualifiers that p has are not part of the deduced type. */
static void dd_match(deduce_st *d, CXType p, CXType a, int level)
{
    if (d->fail || !mentions_tparm(p))
        return;
    if (level > 12 || a.kind == CXType_Invalid || a.kind == CXType_Dependent) {
        d->fail = 1;
        return;
    }
    int i = tparm_index(p);
    if (i >= 0) {
        dd_bind(d, i, spell_arg_type(a, clang_isConstQualifiedType(p),
                                     clang_isVolatileQualifiedType(p), ""));
        return;
    }
    CXType pu = unelaborate(p), au = unelaborate(a);
    if (pu.kind == CXType_Pointer) {
        if (au.kind != CXType_Pointer) {
            d->fail = 1;
            return;
        }
        dd_match(d, clang_getPointeeType(pu), clang_getPointeeType(au), level + 1);
        return;
    }
    if (pu.kind == CXType_ConstantArray) {
        if (au.kind != CXType_ConstantArray ||
            clang_getArraySize(pu) != clang_getArraySize(au)) {
            d->fail = 1;
            return;
        }
        dd_match(d, clang_getArrayElementType(pu), clang_getArrayElementType(au), level + 1);
        return;
    }
    int pn = clang_Type_getNumTemplateArguments(pu);
    if (pn > 0) {
        if (clang_Type_getNumTemplateArguments(au) != pn || !same_template(pu, au)) {
            d->fail = 1;
            return;
        }
        for (int k = 0; k < pn && !d->fail; k++) {
            CXType pk = clang_Type_getTemplateArgumentAsType(pu, (unsigned)k);
            CXType ak = clang_Type_getTemplateArgumentAsType(au, (unsigned)k);
            if (pk.kind == CXType_Invalid) {
                /* a non-type argument: fine when p mentions the kernel's parameters through its
                 * type arguments only */
                continue;
            }
            dd_match(d, pk, ak, level + 1);
        }
        return;
    }
    /* typename T::type, decltype(...): non-deduced contexts, C++ deduces nothing from them;
     * other shapes (function types, member pointers, dependent arrays) are not followed */
    char *s = canon_str(pu);
    if (strncmp(s, "typename ", 9) && strncmp(s, "decltype(", 9))
        d->fail = 1;
    free(s);
}

/* Top level of one kernel parameter: references bind to the argument as it is; other
 * parameters take the argument decayed and without its top-level qualifiers. */
static void dd_param(deduce_st *d, CXType p, CXCursor arg)
{
    if (!mentions_tparm(p))
        return;
    CXType a = clang_getCursorType(arg);
    if (a.kind == CXType_Invalid || a.kind == CXType_Dependent || a.kind == CXType_Overload) {
        d->fail = 1;
        return;
    }
    if (p.kind == CXType_LValueReference || p.kind == CXType_RValueReference) {
        CXType pp = clang_getPointeeType(p);
        if (p.kind == CXType_RValueReference && tparm_index(pp) >= 0 &&
            !clang_isConstQualifiedType(pp) && !clang_isVolatileQualifiedType(pp)) {
            d->fail = 1;      /* forwarding reference: T depends on the value category */
            return;
        }
        dd_match(d, pp, a, 1);
        return;
    }
    CXType pu = unelaborate(p);
    if (is_array(pu)) {
        /* T arr[4] is T *arr */
        if (is_array(unelaborate(a)))
            dd_match(d, clang_getArrayElementType(pu), clang_getArrayElementType(unelaborate(a)),
                     1);
        else if (unelaborate(a).kind == CXType_Pointer)
            dd_match(d, clang_getArrayElementType(pu), clang_getPointeeType(unelaborate(a)), 1);
        else
            d->fail = 1;
        return;
    }
    CXType au = unelaborate(a);
    if (is_array(au)) {
        int i = tparm_index(pu);
        if (i >= 0) {
            char *e = spell_arg_type(clang_getArrayElementType(au), 0, 0, "");
            char *s = NULL;
            if (e) {
                size_t n = strlen(e) + 3;
                s = malloc(n);
                if (s)
                    snprintf(s, n, "%s *", e);
            }
            free(e);
            dd_bind(d, i, s);
        } else if (pu.kind == CXType_Pointer) {
            dd_match(d, clang_getPointeeType(pu), clang_getArrayElementType(au), 1);
        } else {
            d->fail = 1;
        }
        return;
    }
    if (au.kind == CXType_FunctionProto || au.kind == CXType_FunctionNoProto) {
        d->fail = 1;
        return;
    }
    /* top-level qualifiers of the argument are dropped: bind as if p had them all */
    int i = tparm_index(p);
    if (i >= 0) {
        dd_bind(d, i, spell_arg_type(a, 1, 1, ""));
        return;
    }
    dd_match(d, pu, au, 0);
}

/* Pack and default of one template parameter, from its tokens (and those of the other
 * declarations of the template, where defaults may be written). */
typedef struct tparm_info {
    int pack, has_default;
} tparm_info;

static void scan_tparm(CXTranslationUnit tu, CXCursor p, tparm_info *ti)
{
    CXToken *t = NULL;
    unsigned n = 0;
    clang_tokenize(tu, clang_getCursorExtent(p), &t, &n);
    int depth = 0;
    for (unsigned k = 0; k < n; k++) {
        CXString s = clang_getTokenSpelling(tu, t[k]);
        const char *cs = clang_getCString(s);
        if (!strcmp(cs, "...") && depth == 0)
            ti->pack = 1;
        else if (!strcmp(cs, "<") || !strcmp(cs, "(") || !strcmp(cs, "["))
            depth++;
        else if (!strcmp(cs, ">") || !strcmp(cs, ")") || !strcmp(cs, "]"))
            depth--;
        else if (!strcmp(cs, "=") && depth == 0)
            ti->has_default = 1;
        clang_disposeString(s);
    }
    if (t)
        clang_disposeTokens(tu, t, n);
}

typedef struct tmpl_scan {
    CXCursor tparms[DD_MAXP];
    UT_VEC(CXCursor) parms;    /* a kernel may have any number of parameters */
    unsigned np;
    int too_many;
} tmpl_scan;

static enum CXChildVisitResult tmpl_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    tmpl_scan *s = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
        k == CXCursor_TemplateTemplateParameter) {
        if (s->np < DD_MAXP)
            s->tparms[s->np++] = cur;
        else
            s->too_many = 1;
    } else if (k == CXCursor_ParmDecl) {
        ut_vec_push(&s->parms, cur);
    }
    return CXChildVisit_Continue;
}

/* Explicit template arguments written after the kernel's name, tokens [start, lll) of the
 * launch: the number written (0 for none or "<>"), *angle when a "<...>" is written; -1 when
 * the callee's tokens are not understood. */
static int explicit_targs(const ku_index *ix, unsigned start, unsigned lll, int *angle)
{
    int state = 0, depth = 0, paren = 0, count = 0, any = 0;
    *angle = 0;
    for (unsigned k = start; k < lll; k++) {
        if (state == 2)
            return -1;                     /* something after the template arguments */
        if (state == 0) {
            if (ku_is(ix, k, "<")) {
                state = 1;
                depth = 1;
            }
            continue;
        }
        if (paren == 0 && ku_is(ix, k, "<")) {
            depth++;
        } else if (paren == 0 && (ku_is(ix, k, ">") || ku_is(ix, k, ">>"))) {
            depth -= ku_is(ix, k, ">>") ? 2 : 1;
            if (depth < 0)
                return -1;
            if (depth == 0) {
                state = 2;
                continue;
            }
        } else if (ku_is(ix, k, "(") || ku_is(ix, k, "[") || ku_is(ix, k, "{")) {
            paren++;
        } else if (ku_is(ix, k, ")") || ku_is(ix, k, "]") || ku_is(ix, k, "}")) {
            paren--;
        } else if (paren == 0 && depth == 1 && ku_is(ix, k, ",")) {
            count++;
            continue;
        }
        any = 1;
    }
    if (state == 1)
        return -1;
    *angle = state == 2;
    return state == 2 && any ? count + 1 : 0;
}

/* The single kernel template among the candidates of an unresolved callee (OverloadedDeclRef),
 * or a null cursor; *overloaded (and *any, one of them) when there are several kernels to
 * choose from. */
static CXCursor kernel_candidate(CXCursor callee, int *overloaded, CXCursor *any)
{
    *overloaded = 0;
    *any = clang_getNullCursor();
    CXCursor odr = callee;
    if (clang_getCursorKind(odr) != CXCursor_OverloadedDeclRef) {
        CXCursor kids[4];
        unsigned nk = ku_children(callee, kids, 4);
        odr = clang_getNullCursor();
        for (unsigned k = 0; k < nk && k < 4; k++)   /* nk counts every child */
            if (clang_getCursorKind(kids[k]) == CXCursor_OverloadedDeclRef)
                odr = kids[k];
        if (clang_Cursor_isNull(odr))
            return odr;
    }
    CXCursor found = clang_getNullCursor();
    unsigned nfound = 0, nc = clang_getNumOverloadedDecls(odr);
    for (unsigned i = 0; i < nc; i++) {
        CXCursor d = clang_getOverloadedDecl(odr, i);
        enum CXCursorKind k = clang_getCursorKind(d);
        if ((k != CXCursor_FunctionTemplate && k != CXCursor_FunctionDecl) || !ku_fn_is_global(d))
            continue;
        if (nfound && clang_equalCursors(clang_getCanonicalCursor(d),
                                         clang_getCanonicalCursor(found)))
            continue;
        nfound++;
        if (k == CXCursor_FunctionTemplate || clang_Cursor_isNull(found))
            found = d;
    }
    if (nfound > 1) {
        *overloaded = 1;
        *any = found;
        return clang_getNullCursor();
    }
    if (nfound == 1 && clang_getCursorKind(found) == CXCursor_FunctionTemplate)
        return found;
    return clang_getNullCursor();
}

/* Template arguments spelled from clang's types name CUDA's types (curandStateSobol64): their
 * identifiers take the rule table's HIP spelling, as the rename pass gives the source's tokens
 * (types, enumerators, namespaces). Left as they are when the result would not fit. */
static void targs_to_hip(pc_ctx *c, char *s, size_t size)
{
    if (!c->rules || !s[0]) return;
    ut_buf b = {0};
    int changed = 0;
    for (const char *p = s; *p;) {
        if (!(isalpha((unsigned char)*p) || *p == '_')) {
            ut_buf_append(&b, p++, 1);
            continue;
        }
        const char *q = p;
        while (isalnum((unsigned char)*q) || *q == '_') q++;
        char name[128];
        const rl_rule *r = NULL;
        if ((size_t)(q - p) < sizeof name) {
            memcpy(name, p, (size_t)(q - p));
            name[q - p] = 0;
            r = rl_lookup(c->rules, name);
        }
        if (r && r->status == RL_STATUS_SUPPORTED && r->hip && strcmp(r->hip, name) &&
            (r->kind == RL_KIND_TYPE || r->kind == RL_KIND_ENUM || r->kind == RL_KIND_ENUM_CONST ||
             r->kind == RL_KIND_NAMESPACE)) {
            ut_buf_append(&b, r->hip, strlen(r->hip));
            changed = 1;
        } else {
            ut_buf_append(&b, p, (size_t)(q - p));
        }
        p = q;
    }
    char *t = ut_buf_take(&b);
    if (changed && t && strlen(t) < size) memcpy(s, t, strlen(t) + 1);
    free(t);
}

/* Deduces the template arguments of a kernel template launched with an unresolved callee:
 * fills li->targs (li->targs_in when they continue explicit ones) or sets li->deduce. */
static void deduce_dependent(launch_st *st, const ku_index *six, launch_info *li, CXCursor call,
                             CXCursor callee)
{
    int overloaded = 0;
    CXCursor any;
    CXCursor tmpl = kernel_candidate(callee, &overloaded, &any);
    CXString ns = clang_getCursorSpelling(overloaded ? any : tmpl);
    snprintf(li->kname, sizeof li->kname, "%s", clang_getCString(ns));
    clang_disposeString(ns);
    if (overloaded) {
        li->deduce = DD_OVERLOADED;
        return;
    }
    if (clang_Cursor_isNull(tmpl))
        return;
    li->deduce = DD_UNCERTAIN;     /* until shown otherwise */
    enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(tmpl));
    if (pk != CXCursor_Namespace && pk != CXCursor_TranslationUnit && pk != CXCursor_LinkageSpec)
        return;                    /* template parameters of enclosing classes: not followed */
    unsigned lll = ku_at(six, li->lll_off), start;
    if (lll == KU_NONE || (start = callee_start(six, lll)) == KU_NONE)
        return;
    int angle = 0, nexp = explicit_targs(six, start, lll, &angle);
    if (nexp < 0)
        return;
    tmpl_scan ts;
    memset(&ts, 0, sizeof ts);
    clang_visitChildren(tmpl, tmpl_visit, &ts);
    ku_kids kk;
    ku_kids_get(call, &kk);
    const CXCursor *kids = kk.v;
    unsigned nk = kk.n;
    if (ts.too_many || ts.np == 0 || (unsigned)nexp > ts.np || nk < 2 || nk - 2 > ts.parms.n) {
        ut_vec_free(&ts.parms);
        ku_kids_free(&kk);
        return;
    }
    CXTranslationUnit tu = st->set->c->tu;
    tparm_info ti[DD_MAXP];
    memset(ti, 0, sizeof ti);
    CXCursor decls[3] = { tmpl, clang_getCanonicalCursor(tmpl), clang_getCursorDefinition(tmpl) };
    for (unsigned k = 0; k < 3; k++) {
        if (clang_Cursor_isNull(decls[k]) || (k && clang_equalCursors(decls[k], tmpl)) ||
            (k == 2 && clang_equalCursors(decls[2], decls[1])))
            continue;
        tmpl_scan other;
        memset(&other, 0, sizeof other);
        clang_visitChildren(decls[k], tmpl_visit, &other);
        ut_vec_free(&other.parms);
        if (other.np != ts.np)
            continue;
        for (unsigned i = 0; i < ts.np; i++)
            scan_tparm(tu, other.tparms[i], &ti[i]);
    }
    deduce_st d;
    memset(&d, 0, sizeof d);
    d.c = st->set->c;
    d.np = ts.np;
    d.nexplicit = (unsigned)nexp;
    for (unsigned a = 2; a < nk && !d.fail; a++) {
        CXCursor parm = ts.parms.v[a - 2];
        char *ps = type_str(clang_getCursorType(parm));
        if (strstr(ps, "..."))
            d.fail = 1;            /* a function parameter pack */
        free(ps);
        if (!d.fail)
            dd_param(&d, clang_getCursorType(parm), kids[a]);
    }
    /* the arguments to write: deduced ones in order; trailing defaulted ones are left out */
    char text[sizeof li->targs - 2];
    size_t k = 0;
    int ok = !d.fail, gap = 0, wrote = 0;
    for (unsigned i = (unsigned)nexp; i < ts.np && ok; i++) {
        if (ti[i].pack) {
            ok = 0;
        } else if (d.bound[i]) {
            if (gap)
                ok = 0;            /* a default before a deduced argument: not spelled here */
            else {
                int w = snprintf(text + k, sizeof text - k, "%s%s",
                                 wrote || nexp ? ", " : "", d.bound[i]);
                if (w < 0 || (size_t)w >= sizeof text - k)
                    ok = 0;
                else
                    k += (size_t)w;
                wrote = 1;
            }
        } else if (ti[i].has_default) {
            gap = 1;
        } else {
            ok = 0;                /* not deducible from the arguments */
        }
    }
    for (unsigned i = 0; i < ts.np; i++)
        free(d.bound[i]);
    ut_vec_free(&ts.parms);
    if (!ok) {
        /* a lambda or an unnamed type among the arguments: there is no spelling to ask for */
        for (unsigned a = 2; a < nk; a++) {
            char *t = type_str(clang_getCursorType(kids[a]));
            if (strstr(t, "(lambda") || strstr(t, "(unnamed") || strstr(t, "(anonymous"))
                li->deduce = DD_UNNAMED;
            free(t);
        }
        ku_kids_free(&kk);
        return;
    }
    ku_kids_free(&kk);
    li->deduce = DD_OK;
    if (!wrote)
        return;                    /* explicit and default arguments name the kernel already */
    text[k] = 0;
    if (angle)
        snprintf(li->targs, sizeof li->targs, "%s", text);
    else
        snprintf(li->targs, sizeof li->targs, "<%s>", text);
    li->targs_in = angle;
}

typedef struct { unsigned want, seen; CXType type; } tparam_st;

static enum CXChildVisitResult tparam_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    tparam_st *t = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k != CXCursor_TemplateTypeParameter && k != CXCursor_NonTypeTemplateParameter &&
        k != CXCursor_TemplateTemplateParameter)
        return CXChildVisit_Continue;
    if (t->seen++ == t->want) {
        t->type = clang_getCanonicalType(clang_getCursorType(c));
        return CXChildVisit_Break;
    }
    return CXChildVisit_Continue;
}

/* The type of the a-th template parameter of the template fn specializes (libclang gives an
 * integral argument's value but no type: a bool's true comes back as -1). */
static CXType template_param_type(CXCursor fn, unsigned a)
{
    tparam_st t = {a, 0, {CXType_Invalid, {0, 0}}};
    CXCursor tmpl = clang_getSpecializedCursorTemplate(fn);
    if (!clang_Cursor_isNull(tmpl))
        clang_visitChildren(tmpl, tparam_visit, &t);
    return t.type;
}

/* Spells the template arguments of a function template specialization, or returns 0. */
static int spell_template_args(CXCursor fn, char *out, size_t n)
{
    int na = clang_Cursor_getNumTemplateArguments(fn);
    if (na <= 0)
        return 0;
    size_t k = 0;
    k += (size_t)snprintf(out + k, n - k, "<");
    for (int a = 0; a < na && k < n; a++) {
        enum CXTemplateArgumentKind ak = clang_Cursor_getTemplateArgumentKind(fn, (unsigned)a);
        char piece[160];
        if (ak == CXTemplateArgumentKind_Type) {
            CXString s = clang_getTypeSpelling(clang_Cursor_getTemplateArgumentType(fn, (unsigned)a));
            const char *cs = clang_getCString(s);
            int bad = !cs || !*cs || strstr(cs, "(anonymous") || strstr(cs, "(lambda") ||
                      strstr(cs, "(unnamed") || strlen(cs) >= sizeof piece;
            if (!bad)
                snprintf(piece, sizeof piece, "%s", cs);
            clang_disposeString(s);
            if (bad)
                return 0;
        } else if (ak == CXTemplateArgumentKind_Integral) {
            CXType t = template_param_type(fn, (unsigned)a);
            if (t.kind == CXType_Bool)
                snprintf(piece, sizeof piece, "%s",
                         clang_Cursor_getTemplateArgumentValue(fn, (unsigned)a) ? "true" : "false");
            else if (t.kind == CXType_UInt || t.kind == CXType_ULong || t.kind == CXType_ULongLong)
                snprintf(piece, sizeof piece, "%lluu",
                         clang_Cursor_getTemplateArgumentUnsignedValue(fn, (unsigned)a));
            else
                snprintf(piece, sizeof piece, "%lld",
                         clang_Cursor_getTemplateArgumentValue(fn, (unsigned)a));
        } else {
            return 0;   /* packs, templates, declarations: leave the kernel name alone */
        }
        k += (size_t)snprintf(out + k, n - k, "%s%s", a ? ", " : "", piece);
    }
    if (k + 2 >= n)
        return 0;
    snprintf(out + k, n - k, ">");
    return 1;
}

static void record_launch(launch_st *st, CXCursor call, CXCursor config, CXCursor fn)
{
    ku_index *six = ku_set_spell(st->set, clang_getCursorLocation(config));
    if (!six)
        return;
    size_t off = ku_spell_off(six, clang_getCursorLocation(config));
    if (off == (size_t)-1)
        return;
    launch_info *li = ut_vec_add(st);
    li->fi = six->fi;
    li->lll_off = off;
    /* written arguments only: default arguments are located at the declaration */
    ku_kids args;
    ku_kids_get(config, &args);
    int offs_ok = 1;
    for (unsigned a = 1; a < args.n; a++)
        if (ku_set_exp(st->set, clang_getCursorLocation(args.v[a]))) {
            size_t so = ku_spell_off(six, clang_getRangeStart(clang_getCursorExtent(args.v[a])));
            size_t eo = ku_exp_off(six, clang_getRangeStart(clang_getCursorExtent(args.v[a])));
            if (so == (size_t)-1 || so != eo || li->nconfig >= 4)
                offs_ok = 0;
            else
                li->cfg_off[li->nconfig] = so;
            li->nconfig++;
        }
    li->ncfg_off = offs_ok ? li->nconfig : 0;
    ku_kids_free(&args);
    li->device = ku_fn_device_only(fn);
    CXCursor kids[1];
    if (ku_children(call, kids, 1) >= 1) {
        CXCursor callee = ku_strip(kids[0]);
        if (clang_getCursorKind(callee) == CXCursor_DeclRefExpr) {
            CXCursor ref = clang_getCursorReferenced(callee);
            if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(ref)))
                spell_template_args(ref, li->targs, sizeof li->targs);
            else
                deduce_dependent(st, six, li, call, callee);
        } else if (clang_getCursorKind(callee) == CXCursor_OverloadedDeclRef) {
            deduce_dependent(st, six, li, call, callee);
        }
        targs_to_hip(six->c, li->targs, sizeof li->targs);
    }
}

static int is_kernel_fn(CXCursor ref)
{
    enum CXCursorKind k = clang_getCursorKind(ref);
    if (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate)
        return 0;
    if (ku_fn_is_global(ref))
        return 1;
    CXCursor tmpl = clang_getSpecializedCursorTemplate(ref);
    return !clang_Cursor_isNull(tmpl) && ku_fn_is_global(tmpl);
}

/* cudaLaunchCooperativeKernel((void*)k, ...): drop the cast so the typed overload is chosen.
 * Shapes: (void*)k, (const void*)k, (void*)&k, reinterpret_cast<void*>(k) of a __global__
 * function or template instance; anything else is left alone. */
static void typed_launch(launch_st *st, CXCursor call)
{
    CXCursor kids[2];
    if (ku_children(call, kids, 2) < 2)
        return;
    CXCursor cast = ku_strip(kids[1]);
    enum CXCursorKind ck = clang_getCursorKind(cast);
    if (ck != CXCursor_CStyleCastExpr && ck != CXCursor_CXXReinterpretCastExpr)
        return;
    CXCursor sub[3];
    unsigned ns = ku_children(cast, sub, 3);
    if (ns < 1 || ns > 3)
        return;
    CXCursor inner = sub[ns - 1];
    CXCursor target = ku_strip(inner);
    if (clang_getCursorKind(target) == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(target) == CXUnaryOperator_AddrOf) {
        CXCursor k1[1];
        if (ku_children(target, k1, 1) != 1)
            return;
        target = ku_strip(k1[0]);
    }
    if (clang_getCursorKind(target) != CXCursor_DeclRefExpr ||
        !is_kernel_fn(clang_getCursorReferenced(target)))
        return;
    unsigned cf, cl, sf, sl;
    if (!ku_cursor_toks(st->ix, cast, &cf, &cl) || !ku_cursor_toks(st->ix, inner, &sf, &sl) ||
        sf <= cf || sl > cl)
        return;
    /* HIP's template has no default arguments: write CUDA's defaults (0 bytes, stream 0) */
    ku_kids all;
    ku_kids_get(call, &all);
    unsigned written = 0, callf, calll;
    for (unsigned a = 1; a < all.n; a++)
        if (ku_exp_off(st->ix, clang_getCursorLocation(all.v[a])) != (size_t)-1)
            written++;
    ku_kids_free(&all);
    if (written < 4 || written > 6 || !ku_cursor_toks(st->ix, call, &callf, &calll) ||
        !ku_is(st->ix, calll - 1, ")"))
        return;
    if (written < 6 &&
        ku_insert_before(st->ix, calll - 1, written == 4 ? ", 0, 0" : ", 0", ORIGIN) != 0)
        return;
    if (ck == CXCursor_CStyleCastExpr) {
        if (!ku_is(st->ix, sf - 1, ")") || sl != cl)
            return;
        if (ku_edit(st->ix, st->ix->beg[cf], st->ix->beg[sf] - st->ix->beg[cf], "", ORIGIN) == 0)
            dg_count(st->ix->c->stats, "launch.cast-removed", 1);
    } else {
        /* reinterpret_cast<void*>(k): remove up to '(' and the closing ')' */
        if (!ku_is(st->ix, sf - 1, "(") || sl + 1 != cl || !ku_is(st->ix, cl - 1, ")"))
            return;
        if (ku_edit(st->ix, st->ix->beg[cf], st->ix->beg[sf] - st->ix->beg[cf], "", ORIGIN) == 0 &&
            ku_replace(st->ix, cl - 1, cl, "", ORIGIN) == 0)
            dg_count(st->ix->c->stats, "launch.cast-removed", 1);
    }
}

static int visit(CXCursor cur, CXCursor parent, CXCursor fn, void *ud)
{
    (void)parent;
    launch_st *st = ud;
    if (clang_getCursorKind(cur) != CXCursor_CallExpr)
        return 1;
    char name[128];
    ku_call_name(cur, name, sizeof name);
    /* Only the cooperative launch: HIP (5.2 .. 7) declares a template hipLaunchCooperativeKernel
     * taking the kernel itself, but hipLaunchKernel only as (const void*, ...), so a
     * cudaLaunchKernel keeps its cast (hipshim resolves it from the kernel's typed uses). */
    if (!strcmp(name, "cudaLaunchCooperativeKernel")) {
        st->ix = ku_set_spell(st->set, clang_getCursorLocation(cur));
        if (st->ix)
            typed_launch(st, cur);
        return 1;
    }
    CXCursor kids[2];
    if (ku_children(cur, kids, 2) >= 2 && clang_getCursorKind(kids[1]) == CXCursor_CallExpr) {
        char cname[64];
        ku_call_name(kids[1], cname, sizeof cname);
        if (!strcmp(cname, "__cudaPushCallConfiguration"))
            record_launch(st, cur, kids[1], fn);
    }
    return 1;
}

/* The launch recorded at a <<<; *differ when several expansions of one macro body deduced
 * different template arguments there (one spelling cannot serve them all). */
/* *differ: the expansions of one launch (a launch in a macro or a template) need different
 * spellings; differing template arguments count only where they would be written, i.e. unless
 * the launch spells its kernel's arguments itself (explicit), whatever each expansion binds them to */
static const launch_info *find_info(const launch_st *st, size_t fi, size_t off, int explicit_targs,
                                    int *device_any, int *differ)
{
    const launch_info *found = NULL;
    *device_any = 0;
    *differ = 0;
    for (size_t i = 0; i < st->n; i++)
        if (st->v[i].lll_off == off && st->v[i].fi == fi) {
            if (!found)
                found = &st->v[i];
            else if (found->deduce != st->v[i].deduce ||
                     (strcmp(found->targs, st->v[i].targs) &&
                      (!explicit_targs || found->targs_in || st->v[i].targs_in)))
                *differ = 1;
            if (st->v[i].device)
                *device_any = 1;
        }
    return found;
}

/* Start of the kernel expression that ends just before token `lll` (a postfix expression:
 * names, ::, template arguments, member access, calls, subscripts, parentheses). */
/* Whether token k is the name of a macro whose definition writes template arguments
 * ("#define KN k<int>"): a launch through it names its kernel completely. */
static int macro_spells_targs(pc_ctx *c, const ku_index *ix, unsigned k)
{
    CXCursor cur = clang_getCursor(c->tu, ku_loc(ix, k));
    if (clang_getCursorKind(cur) != CXCursor_MacroExpansion)
        return 0;
    CXCursor def = clang_getCursorReferenced(cur);
    if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
        return 0;
    CXToken *t = NULL;
    unsigned n = 0, found = 0;
    clang_tokenize(c->tu, clang_getCursorExtent(def), &t, &n);
    for (unsigned i = 1; i < n && !found; i++) {
        CXString sp = clang_getTokenSpelling(c->tu, t[i]);
        const char *s = clang_getCString(sp);
        found = s && !strcmp(s, "<");
        clang_disposeString(sp);
    }
    if (t)
        clang_disposeTokens(c->tu, t, n);
    return found;
}

static unsigned callee_start(const ku_index *ix, unsigned lll)
{
    if (lll == 0)
        return KU_NONE;
    unsigned p = lll - 1;
    int pp = ix->pp[lll];
    for (;;) {
        if (ix->pp[p] != pp)
            return KU_NONE;
        unsigned seg;
        if (ku_is(ix, p, ")") || ku_is(ix, p, "]")) {
            seg = ku_match(ix, p);
            if (seg == KU_NONE)
                return KU_NONE;
            /* a call or subscript binds to what precedes it */
            if (seg > 0 && (ku_is_ident(ix, seg - 1) || ku_is(ix, seg - 1, ")") ||
                            ku_is(ix, seg - 1, "]") || ku_is(ix, seg - 1, ">"))) {
                p = seg - 1;
                continue;
            }
        } else if (ku_is(ix, p, ">") || ku_is(ix, p, ">>")) {
            /* template arguments */
            int depth = 0;
            unsigned q = p + 1;
            while (q-- > 0) {
                if (ix->pp[q] != pp)
                    return KU_NONE;
                if (ku_is(ix, q, ">"))
                    depth++;
                else if (ku_is(ix, q, ">>"))
                    depth += 2;
                else if (ku_is(ix, q, "<") && --depth == 0)
                    break;
                else if (ku_is(ix, q, ")") || ku_is(ix, q, "]")) {
                    q = ku_match(ix, q);
                    if (q == KU_NONE)
                        return KU_NONE;
                } else if (ku_is(ix, q, ";") || ku_is(ix, q, "{") || ku_is(ix, q, "}"))
                    return KU_NONE;
                if (q == 0)
                    return KU_NONE;
            }
            if (q == 0 || !ku_is_ident(ix, q - 1))
                return KU_NONE;
            seg = q - 1;
        } else if (ku_is_ident(ix, p) && ix->kind[p] == CXToken_Identifier) {
            seg = p;
        } else if (ku_is(ix, p, "this")) {
            seg = p;
        } else {
            return KU_NONE;
        }
        if (seg > 0 && (ku_is(ix, seg - 1, "::") || ku_is(ix, seg - 1, ".") ||
                        ku_is(ix, seg - 1, "->"))) {
            unsigned conn = seg - 1;
            if (conn > 0 && ix->pp[conn - 1] == pp &&
                (ku_is_ident(ix, conn - 1) || ku_is(ix, conn - 1, ")") ||
                 ku_is(ix, conn - 1, "]") || ku_is(ix, conn - 1, ">")) &&
                !(ix->kind[conn - 1] == CXToken_Keyword && !ku_is(ix, conn - 1, "this"))) {
                p = conn - 1;
                continue;
            }
            if (ku_is(ix, conn, "::"))
                return conn;     /* ::kernel */
            return KU_NONE;
        }
        return seg;
    }
}

/* True when bytes [from, to) of the buffer are blank (spaces and tabs only). */
static int blank(const ku_index *ix, size_t from, size_t to)
{
    for (size_t p = from; p < to; p++)
        if (ix->buf[p] != ' ' && ix->buf[p] != '\t')
            return 0;
    return 1;
}

/* Replaces separator token t (with the blanks before it) by sep; opener goes right after it
 * when only blanks follow, else just before the next token. For separators on one line. */
static void sep_edit(const ku_index *ix, unsigned t, unsigned prev, unsigned next,
                     const char *sep, const char *opener)
{
    size_t b = ix->beg[t];
    if (blank(ix, ix->end[prev], b))
        b = ix->end[prev];
    if (blank(ix, ix->end[t], ix->beg[next])) {
        char text[700];
        snprintf(text, sizeof text, "%s %s", sep, opener);
        ku_edit(ix, b, ix->beg[next] - b, text, ORIGIN);
        return;
    }
    ku_edit(ix, b, ix->end[t] - b, sep, ORIGIN);
    if (*opener)
        ku_insert_before(ix, next, opener, ORIGIN);
}

/* Separators spread over lines: the text from the end of token prev to the start of token next
 * (the <<<, comma or >>>( being replaced, line breaks, comments) becomes left glued to prev, the
 * line breaks and comments of that text (blanks at line ends dropped, the next line's
 * indentation kept), and right glued to next. The number of lines does not change. */
static void sep_lines(const ku_index *ix, unsigned prev, unsigned next, const char *left,
                      const char *right)
{
    size_t from = ix->end[prev], to = ix->beg[next];
    size_t cap = strlen(left) + strlen(right) + (to - from) + 1;
    char *text = malloc(cap);
    if (!text)
        return;
    size_t k = 0;
    memcpy(text, left, strlen(left));
    k += strlen(left);
    size_t mid = k, p = from;
    unsigned t = prev + 1;
    while (p < to) {
        while (t < next && ix->end[t] <= p)
            t++;
        if (t < next && p == ix->beg[t]) {
            if (ix->kind[t] == CXToken_Comment) {
                memcpy(text + k, ix->buf + p, ix->end[t] - p);
                k += ix->end[t] - p;
                p = ix->end[t];
                continue;
            }
            p = ix->end[t];
            /* a leading separator ("    , b"): its blanks go too, keeping the indentation */
            size_t q = k;
            while (q > mid && (text[q - 1] == ' ' || text[q - 1] == '\t'))
                q--;
            if (q > mid && text[q - 1] == '\n')
                while (p < to && (ix->buf[p] == ' ' || ix->buf[p] == '\t'))
                    p++;
            continue;
        }
        char ch = ix->buf[p++];
        if (ch == '\n' || ch == '\r')
            while (k > mid && (text[k - 1] == ' ' || text[k - 1] == '\t'))
                k--;
        text[k++] = ch;
    }
    memcpy(text + k, right, strlen(right));
    k += strlen(right);
    text[k] = 0;
    ku_edit(ix, from, to - from, text, ORIGIN);
    free(text);
}

/* First token of [a, b) that is not a comment (a when all are). */
static unsigned first_code(const ku_index *ix, unsigned a, unsigned b)
{
    for (unsigned t = a; t < b; t++)
        if (ix->kind[t] != CXToken_Comment)
            return t;
    return a;
}

static int has_newline(const ku_index *ix, size_t from, size_t to)
{
    return from < to && memchr(ix->buf + from, '\n', to - from) != NULL;
}

/* The configuration arguments split where the AST starts them, when the tokens' split (which
 * knows only () [] {}) disagrees: a template argument list such as Traits<float, 4>::kSmem holds
 * a comma. Returns the number of pieces (n, the tokens' count, when the AST's does not fit). */
static unsigned ast_pieces(const ku_index *ix, const launch_info *li, unsigned lll, unsigned ggg,
                           unsigned (*pieces)[2], unsigned n)
{
    unsigned p[4][2];
    for (int k = 0; k < li->ncfg_off; k++) {
        unsigned t = ku_at(ix, li->cfg_off[k]);
        if (t == KU_NONE || t <= lll || t >= ggg || ix->beg[t] != li->cfg_off[k])
            return n;
        if (k > 0 && (t <= p[k - 1][0] + 1 || !ku_is(ix, t - 1, ",")))
            return n;
        p[k][0] = t;
        if (k > 0)
            p[k - 1][1] = t - 1;
    }
    if (p[0][0] != lll + 1)
        return n;
    p[li->ncfg_off - 1][1] = ggg;
    memcpy(pieces, p, sizeof p);
    return (unsigned)li->ncfg_off;
}

/* A top-level comma in [a, b) outside () [] {}: a template argument list that the
 * hipLaunchKernelGGL macro would split into two macro arguments. */
static int bare_comma(const ku_index *ix, unsigned a, unsigned b)
{
    int depth = 0;
    for (unsigned t = a; t < b; t++) {
        if (ku_is(ix, t, "(") || ku_is(ix, t, "[") || ku_is(ix, t, "{"))
            depth++;
        else if (ku_is(ix, t, ")") || ku_is(ix, t, "]") || ku_is(ix, t, "}"))
            depth--;
        else if (depth == 0 && ku_is(ix, t, ","))
            return 1;
    }
    return 0;
}

/* The piece is a dim3 already: dim3(...) or dim3{...} spanning it (not wrapped again). */
static int is_dim3_expr(const ku_index *ix, unsigned a, unsigned b)
{
    a = first_code(ix, a, b);
    return b > a + 2 && ku_is(ix, a, "dim3") && (ku_is(ix, a + 1, "(") || ku_is(ix, a + 1, "{")) &&
           ku_match(ix, a + 1) == b - 1;
}

static void rewrite_launch(launch_st *st, ku_index *ix, unsigned lll)
{
    pc_ctx *c = ix->c;
    int pp = ix->pp[lll];
    /* find >>> at depth 0 */
    unsigned ggg = KU_NONE;
    int depth = 0;
    for (unsigned j = lll + 1; j < ix->n; j++) {
        if (ix->pp[j] != pp) {
            if (pp)
                break;
            continue;
        }
        if (ku_is(ix, j, "(") || ku_is(ix, j, "[") || ku_is(ix, j, "{"))
            depth++;
        else if (ku_is(ix, j, ")") || ku_is(ix, j, "]") || ku_is(ix, j, "}"))
            depth--;
        else if (ku_is(ix, j, ";"))
            break;
        else if (ku_is(ix, j, "<<<")) {
            /* another launch before this one's >>>: broken code (e.g. a macro body holding
             * "k<<<a, \" then a whole launch); rewriting both would interleave their edits */
            pc_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                      "kernel launch not rewritten: another <<< comes before its >>>");
            return;
        } else if (depth == 0 && ku_is(ix, j, ">>>")) {
            ggg = j;
            break;
        }
        if (depth < 0)
            break;
    }
    if (ggg == KU_NONE || !ku_is(ix, ggg + 1, "(") || ix->pp[ggg + 1] != pp)
        return;
    unsigned open = ggg + 1, close = ku_match(ix, open);
    if (close == KU_NONE)
        return;
    unsigned start = callee_start(ix, lll);
    /* template kernel: '<' among the callee tokens, or deduced arguments from the AST */
    int is_template = 0, macro_targs = 0;
    for (unsigned k = start; start != KU_NONE && k < lll; k++) {
        if (ku_is(ix, k, "<"))
            is_template = 1;
        else if (ix->kind[k] == CXToken_Identifier && macro_spells_targs(c, ix, k))
            is_template = macro_targs = 1;
    }
    int device = 0, differ = 0;
    const launch_info *li = find_info(st, ix->fi, ix->beg[lll], is_template, &device, &differ);
    if (device)
        return;   /* dynamic parallelism: reported by pass_kernel_unsupported */
    if (start == KU_NONE) {
        pc_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                  "kernel launch not rewritten: the kernel expression before <<< is not understood");
        return;
    }
    unsigned pieces[4][2];
    unsigned n = ku_split_commas(ix, lll + 1, ggg, pieces, 4);
    if (li && li->ncfg_off >= 2 && li->ncfg_off <= 4 && (int)n != li->ncfg_off)
        n = ast_pieces(ix, li, lll, ggg, pieces, n);
    int macro_config = 0;
    int written = (int)n;
    if (li && li->nconfig >= 2 && li->nconfig <= 4 && (int)n != li->nconfig) {
        macro_config = 1;          /* e.g. k<<<CONFIG>>>(...) with CONFIG -> g, b */
        written = li->nconfig;
    }
    if (!macro_config && (n < 2 || n > 4)) {
        pc_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                  "kernel launch not rewritten: expected 2 to 4 configuration arguments, found %u", n);
        return;
    }
    for (unsigned k = 0; k < n && k < 4; k++)
        if (pieces[k][0] >= pieces[k][1]) {
            pc_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                      "kernel launch not rewritten: empty configuration argument");
            return;
        }
    if (c->opts && c->opts->keep_chevrons)
        return;
    /* KN<<<g, b>>>() with #define KN k<int>: the macro spells the arguments already */
    const char *deduced = !is_template && li && li->targs[0] && !li->targs_in ? li->targs : "";
    if (differ)
        deduced = "";
    if (*deduced)
        is_template = 1;
    if (li && (li->deduce || differ)) {
        /* no declaration found to name it (a dependent member, a pointer): the kernel
         * expression as written */
        char kn[sizeof li->kname];
        size_t w = 0;
        for (unsigned k = start; !li->kname[0] && k < lll; k++) {
            size_t tl = ku_len(ix, k);
            if (w + tl >= sizeof kn)
                break;
            memcpy(kn + w, ku_text(ix, k), tl);
            w += tl;
        }
        kn[w] = 0;
        const char *kname = li->kname[0] ? li->kname : kn;
        if (li->deduce == DD_OVERLOADED)
            pc_report(c, ku_loc(ix, start), DG_WARNING, "kernel.launch-deduction",
                      "the kernel '%s' of this launch is overloaded and its arguments depend on "
                      "template parameters; hipLaunchKernelGGL needs a single function: name the "
                      "overload to launch (e.g. a cast to its function pointer type)", kname);
        else if (li->deduce == DD_UNNAMED)
            pc_report(c, ku_loc(ix, start), DG_WARNING, "kernel.launch-deduction",
                      "the template arguments of kernel '%s' at this launch include a type "
                      "without a name (a lambda or an unnamed type); hipLaunchKernelGGL needs a "
                      "single function: pass a named type so that %s<...> can be spelled",
                      kname, kname);
        else
            pc_report(c, ku_loc(ix, start), DG_WARNING, "kernel.launch-deduction",
                      "cannot deduce the template arguments of kernel '%s' at this launch; spell "
                      "them out (%s<...>) so that hipLaunchKernelGGL gets a single function",
                      kname, kname);
    } else if (li && li->targs_in && li->targs[0] && is_template && !macro_targs &&
               (ku_is(ix, lll - 1, ">") || ku_is(ix, lll - 1, ">>"))) {
        /* k<A><<<...>>>(b): the deduced arguments go after the explicit ones */
        if (ku_edit(ix, ix->end[lll - 1] - 1, 0, li->targs, ORIGIN))
            return;
    }
    int args = 0;
    for (unsigned k = open + 1; k < close; k++)
        if (ix->kind[k] != CXToken_Comment)
            args = 1;

    char buf[640];
    if (ku_edit(ix, ix->beg[start], 0,
                     is_template ? "hipLaunchKernelGGL(HIP_KERNEL_NAME(" : "hipLaunchKernelGGL(",
                     ORIGIN))
        return;
    char close_name[600];
    snprintf(close_name, sizeof close_name, "%s%s", deduced, is_template ? ")" : "");
    /* grid and block become dim3(...) unless they are one already; other pieces holding a
     * template comma are parenthesised (hipLaunchKernelGGL is a macro in HIP) */
    int wrap[2] = { !macro_config && !is_dim3_expr(ix, pieces[0][0], pieces[0][1]),
                    !macro_config && n >= 2 && !is_dim3_expr(ix, pieces[1][0], pieces[1][1]) };
    for (unsigned k = 0; !macro_config && k < n && k < 4; k++) {
        if ((k < 2 && wrap[k]) || !bare_comma(ix, pieces[k][0], pieces[k][1]))
            continue;
        unsigned f = first_code(ix, pieces[k][0], pieces[k][1]), l = pieces[k][1] - 1;
        while (l > f && ix->kind[l] == CXToken_Comment)
            l--;
        if (ku_insert_before(ix, f, "(", ORIGIN) || ku_insert_after(ix, l, ")", ORIGIN))
            return;
    }
    const char *opener = wrap[0] ? "dim3(" : "";
    unsigned first = first_code(ix, pieces[0][0], pieces[0][1]);
    if (has_newline(ix, ix->end[lll - 1], ix->beg[first])) {
        snprintf(buf, sizeof buf, "%s,", close_name);
        sep_lines(ix, lll - 1, first, buf, opener);
    } else {
        /* a comment between the kernel and <<<: close the name right after the kernel */
        if (!blank(ix, ix->end[lll - 1], ix->beg[lll])) {
            if (close_name[0])
                ku_insert_after(ix, lll - 1, close_name, ORIGIN);
            close_name[0] = 0;
        }
        snprintf(buf, sizeof buf, "%s,", close_name);
        sep_edit(ix, lll, lll - 1, first, buf, opener);
    }
    for (unsigned k = 0; !macro_config && k + 1 < n && k < 3; k++) {
        /* after the grid: "), dim3("; after the block: "),"; after the shared-memory size the
         * comma stays (moved to the line's end when it starts the next line) */
        unsigned comma = pieces[k][1], next = first_code(ix, pieces[k + 1][0], pieces[k + 1][1]);
        const char *right = k == 0 && wrap[1] ? "dim3(" : "";
        const char *left = k < 2 && wrap[k] ? ")," : ",";
        if (has_newline(ix, ix->end[comma - 1], ix->beg[next]))
            sep_lines(ix, comma - 1, next, left, right);
        else if (k < 2 && (wrap[k] || *right))
            sep_edit(ix, comma, comma - 1, next, left, right);
    }
    /* '>>>(' with the blanks around it */
    const char *tail = macro_config ? (written == 2 ? ", 0, 0" : written == 3 ? ", 0" : "")
                                    : (n == 2 ? (wrap[1] ? "), 0, 0" : ", 0, 0")
                                              : n == 3 ? ", 0" : "");
    unsigned after = args ? open + 1 : close;
    while (args && after < close && ix->kind[after] == CXToken_Comment)
        after++;
    if (has_newline(ix, ix->end[ggg - 1], ix->beg[after])) {
        snprintf(buf, sizeof buf, "%s%s", tail, args ? "," : "");
        sep_lines(ix, ggg - 1, after, buf, "");
    } else {
        snprintf(buf, sizeof buf, "%s%s", tail, args ? ", " : "");
        size_t b = ix->beg[ggg], e;
        if (blank(ix, ix->end[ggg - 1], b))
            b = ix->end[ggg - 1];
        if (blank(ix, ix->end[ggg], ix->beg[open])) {
            e = ix->end[open];
            if (open + 1 <= close && blank(ix, e, ix->beg[open + 1]))
                e = ix->beg[open + 1];   /* "( a" and "(  )": the blanks go too */
            ku_edit(ix, b, e - b, buf, ORIGIN);
        } else {
            ku_edit(ix, b, ix->end[ggg] - b, buf, ORIGIN);
            ku_replace(ix, open, open + 1, "", ORIGIN);
        }
    }
    dg_count(c->stats, "launch", 1);
}

void pass_launches(pc_ctx *c)
{
    ku_set *set = ku_set_get(c);
    if (!set)
        return;
    launch_st st = { set, NULL, NULL, 0, 0 };
    ku_walk_all(c, visit, &st);
    for (size_t f = 0; f < set->n; f++)
        for (unsigned i = 0; i < set->ix[f]->n; i++)
            if (ku_is(set->ix[f], i, "<<<"))
                rewrite_launch(&st, set->ix[f], i);
    ut_vec_free(&st);
}
