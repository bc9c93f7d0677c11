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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORIGIN "kernel.launch"

typedef struct launch_info {
    size_t lll_off;        /* spelling offset of <<< */
    int nconfig;           /* configuration arguments written */
    int device;            /* launched from device-only code */
    char targs[256];       /* deduced template arguments "<...>" to spell, or "" */
} launch_info;

typedef struct launch_st {
    ku_index *ix;
    launch_info *v;
    size_t n, cap;
} launch_st;

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
            CXType t = clang_getCanonicalType(clang_Cursor_getTemplateArgumentType(fn, (unsigned)a));
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
    size_t off = ku_spell_off(st->ix, clang_getCursorLocation(config));
    if (off == (size_t)-1)
        return;
    if (st->n == st->cap) {
        size_t cap = st->cap ? st->cap * 2 : 16;
        launch_info *nv = realloc(st->v, cap * sizeof *nv);
        if (!nv)
            return;
        st->v = nv;
        st->cap = cap;
    }
    launch_info *li = &st->v[st->n++];
    memset(li, 0, sizeof *li);
    li->lll_off = off;
    /* written arguments only: default arguments are located at the declaration */
    CXCursor args[8];
    unsigned na = ku_children(config, args, 8);
    for (unsigned a = 1; a < na && a < 8; a++)
        if (ku_exp_off(st->ix, clang_getCursorLocation(args[a])) != (size_t)-1)
            li->nconfig++;
    li->device = ku_fn_device_only(fn);
    CXCursor kids[1];
    if (ku_children(call, kids, 1) >= 1) {
        CXCursor callee = ku_strip(kids[0]);
        if (clang_getCursorKind(callee) == CXCursor_DeclRefExpr) {
            CXCursor ref = clang_getCursorReferenced(callee);
            if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(ref)))
                spell_template_args(ref, li->targs, sizeof li->targs);
        }
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
    CXCursor all[8];
    unsigned nk = ku_children(call, all, 8), written = 0, callf, calll;
    for (unsigned a = 1; a < nk && a < 8; a++)
        if (ku_exp_off(st->ix, clang_getCursorLocation(all[a])) != (size_t)-1)
            written++;
    if (written < 4 || written > 6 || !ku_cursor_toks(st->ix, call, &callf, &calll) ||
        !ku_is(st->ix, calll - 1, ")"))
        return;
    if (written < 6 &&
        ku_insert_before(st->ix, calll - 1, written == 4 ? ", 0, 0" : ", 0", ORIGIN) != 0)
        return;
    if (ck == CXCursor_CStyleCastExpr) {
        if (!ku_is(st->ix, sf - 1, ")") || sl != cl)
            return;
        if (cu_edit_main(st->ix->c, st->ix->beg[cf], st->ix->beg[sf] - st->ix->beg[cf], "",
                         ORIGIN) == 0)
            dg_count(st->ix->c->stats, "launch.cast-removed", 1);
    } else {
        /* reinterpret_cast<void*>(k): remove up to '(' and the closing ')' */
        if (!ku_is(st->ix, sf - 1, "(") || sl + 1 != cl || !ku_is(st->ix, cl - 1, ")"))
            return;
        if (cu_edit_main(st->ix->c, st->ix->beg[cf], st->ix->beg[sf] - st->ix->beg[cf], "",
                         ORIGIN) == 0 &&
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

static const launch_info *find_info(const launch_st *st, size_t off, int *device_any)
{
    const launch_info *found = NULL;
    *device_any = 0;
    for (size_t i = 0; i < st->n; i++)
        if (st->v[i].lll_off == off) {
            if (!found)
                found = &st->v[i];
            if (st->v[i].device)
                *device_any = 1;
        }
    return found;
}

/* Start of the kernel expression that ends just before token `lll` (a postfix expression:
 * names, ::, template arguments, member access, calls, subscripts, parentheses). */
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
        if (ix->c->buf[p] != ' ' && ix->c->buf[p] != '\t')
            return 0;
    return 1;
}

/* Replaces separator token t (with the blanks before it) by sep; opener goes right after it
 * when only blanks follow, else just before the next token (keeping line breaks). */
static void sep_edit(const ku_index *ix, unsigned t, unsigned prev, unsigned next,
                     const char *sep, const char *opener)
{
    size_t b = ix->beg[t];
    if (blank(ix, ix->end[prev], b))
        b = ix->end[prev];
    if (blank(ix, ix->end[t], ix->beg[next])) {
        char text[400];
        snprintf(text, sizeof text, "%s %s", sep, opener);
        cu_edit_main(ix->c, b, ix->beg[next] - b, text, ORIGIN);
        return;
    }
    cu_edit_main(ix->c, b, ix->end[t] - b, sep, ORIGIN);
    if (*opener)
        ku_insert_before(ix, next, opener, ORIGIN);
}

static void rewrite_launch(launch_st *st, unsigned lll)
{
    ku_index *ix = st->ix;
    cu_ctx *c = ix->c;
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
        else if (depth == 0 && ku_is(ix, j, ">>>")) {
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
    int device = 0;
    const launch_info *li = find_info(st, ix->beg[lll], &device);
    if (device)
        return;   /* dynamic parallelism: reported by pass_kernel_unsupported */
    if (start == KU_NONE) {
        cu_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                  "kernel launch not rewritten: the kernel expression before <<< is not understood");
        return;
    }
    unsigned pieces[4][2];
    unsigned n = ku_split_commas(ix, lll + 1, ggg, pieces, 4);
    int macro_config = 0;
    int written = (int)n;
    if (li && li->nconfig >= 2 && li->nconfig <= 4 && (int)n != li->nconfig) {
        macro_config = 1;          /* e.g. k<<<CONFIG>>>(...) with CONFIG -> g, b */
        written = li->nconfig;
    }
    if (!macro_config && (n < 2 || n > 4)) {
        cu_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                  "kernel launch not rewritten: expected 2 to 4 configuration arguments, found %u", n);
        return;
    }
    for (unsigned k = 0; k < n && k < 4; k++)
        if (pieces[k][0] >= pieces[k][1]) {
            cu_report(c, ku_loc(ix, lll), DG_WARNING, ORIGIN,
                      "kernel launch not rewritten: empty configuration argument");
            return;
        }
    if (c->opts && c->opts->keep_chevrons)
        return;
    /* template kernel: '<' among the callee tokens, or deduced arguments from the AST */
    int is_template = 0;
    for (unsigned k = start; k < lll; k++)
        if (ku_is(ix, k, "<"))
            is_template = 1;
    const char *deduced = !is_template && li && li->targs[0] ? li->targs : "";
    if (*deduced)
        is_template = 1;
    int args = 0;
    for (unsigned k = open + 1; k < close; k++)
        if (ix->kind[k] != CXToken_Comment)
            args = 1;

    char buf[400];
    if (cu_edit_main(c, ix->beg[start], 0,
                     is_template ? "hipLaunchKernelGGL(HIP_KERNEL_NAME(" : "hipLaunchKernelGGL(",
                     ORIGIN))
        return;
    /* the kernel name's closing: right after it when <<< is on another line */
    char close_name[300];
    snprintf(close_name, sizeof close_name, "%s%s", deduced, is_template ? ")" : "");
    if (!blank(ix, ix->end[lll - 1], ix->beg[lll])) {
        if (close_name[0])
            ku_insert_after(ix, lll - 1, close_name, ORIGIN);
        close_name[0] = 0;
    }
    snprintf(buf, sizeof buf, "%s,", close_name);
    sep_edit(ix, lll, lll - 1, pieces[0][0], buf, macro_config ? "" : "dim3(");
    if (!macro_config) {
        sep_edit(ix, pieces[0][1], pieces[0][1] - 1, pieces[1][0], "),", "dim3(");
        if (n >= 3)
            sep_edit(ix, pieces[1][1], pieces[1][1] - 1, pieces[2][0], "),", "");
    }
    /* '>>>(' with the blanks around it */
    const char *tail = macro_config ? (written == 2 ? ", 0, 0" : written == 3 ? ", 0" : "")
                                    : (n == 2 ? "), 0, 0" : n == 3 ? ", 0" : "");
    snprintf(buf, sizeof buf, "%s%s", tail, args ? ", " : "");
    size_t b = ix->beg[ggg], e;
    if (blank(ix, ix->end[ggg - 1], b))
        b = ix->end[ggg - 1];
    if (blank(ix, ix->end[ggg], ix->beg[open])) {
        e = ix->end[open];
        if (args && open + 1 < close && blank(ix, e, ix->beg[open + 1]))
            e = ix->beg[open + 1];
        cu_edit_main(c, b, e - b, buf, ORIGIN);
    } else {
        cu_edit_main(c, b, ix->end[ggg] - b, buf, ORIGIN);
        ku_replace(ix, open, open + 1, "", ORIGIN);
    }
    dg_count(c->stats, "launch", 1);
}

void pass_launches(cu_ctx *c)
{
    ku_index *ix = ku_index_new(c);
    if (!ix)
        return;
    launch_st st = { ix, NULL, 0, 0 };
    ku_walk(c, visit, &st);
    for (unsigned i = 0; i < ix->n; i++)
        if (ku_is(ix, i, "<<<"))
            rewrite_launch(&st, i);
    free(st.v);
    ku_index_free(ix);
}
