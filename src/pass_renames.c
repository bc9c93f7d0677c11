/* pass_renames.c - token-level renames driven by the rule table, over every editable file: in
 * code, in macro definitions and in #if-disabled blocks (tokens never include string literals'
 * insides or comments). A name is left alone when it is a member (s.x, p->x, designated
 * initializers, X::name with a user qualifier), when it names the user's own declaration
 * (decided from the annotated cursor: the canonical declaration is outside the prelude/SDK
 * system headers; the tokens are annotated only when some CUDA name used in the files is also
 * declared outside system headers, see ku_declared: otherwise every use is CUDA's, and
 * annotation would cost a third of the parse), inside #include/#pragma/#error lines, and when
 * another pass already claimed or rewrote the token. Unsupported names are reported and kept
 * (a `case` label of one, with its statements, goes under #if 0: rn_drop_case);
 * rules with a call template rewrite only the pieces between the arguments so arguments stay
 * byte for byte. Data-type enumerators take the spelling of the library whose call they are an
 * argument of (rules' "roc_in" under --roc, "before" for hipBLAS 1.x): rocBLAS, rocSPARSE and
 * hipBLAS 1.x do not take hipDataType, so a data-type value such a call gets from elsewhere (a
 * variable) is reported, never passed on silently. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "parse.h"
#include "pass.h"
#include "util.h"

typedef struct {
    pc_ctx *c;
    size_t fi;
    pc_file_view v;
    size_t *off, *end;
    unsigned *dir;
    const ut_map *user_names;   /* names with a rule that the user declares (shared by all files) */
    int dt_warned;        /* the --hipblas-datatype mismatch is reported once per file */
} rn_file;

static int rn_user_name(const rn_file *f, const char *name)
{
    return ut_map_find(f->user_names, name, strlen(name)) != NULL;
}

static int rn_tok_is(const rn_file *f, unsigned i, const char *s)
{
    size_t n = strlen(s);
    return f->end[i] - f->off[i] == n && !memcmp(f->v.buf + f->off[i], s, n);
}

static int rn_is_ident(const rn_file *f, unsigned i)
{
    return clang_getTokenKind(f->v.toks[i]) == CXToken_Identifier;
}

/* Directives whose tokens are never code: the header name of an #include, pragmas, messages. */
static int rn_skip_directive(const rn_file *f, unsigned i)
{
    if (!f->dir[i]) return 0;
    unsigned d = f->dir[i] - 1;
    static const char *const skip[] = {"include", "include_next", "import", "pragma", "error",
                                       "warning", "line", "ident"};
    for (size_t k = 0; k < sizeof skip / sizeof *skip; k++)
        if (rn_tok_is(f, d, skip[k])) return 1;
    return 0;
}

/* s.name, p->name, .name = (designated initializer), Qual::name with a non-CUDA qualifier. */
static int rn_is_member(const rn_file *f, unsigned i)
{
    if (i == 0) return 0;
    if (rn_tok_is(f, i - 1, ".") || rn_tok_is(f, i - 1, "->")) return 1;
    if (rn_tok_is(f, i - 1, "::") && i >= 2 && (rn_is_ident(f, i - 2) || rn_tok_is(f, i - 2, ">"))) {
        if (!rn_is_ident(f, i - 2)) return 1;
        char q[128];
        size_t n = f->end[i - 2] - f->off[i - 2];
        if (n >= sizeof q) return 1;
        memcpy(q, f->v.buf + f->off[i - 2], n);
        q[n] = 0;
        if (!strcmp(q, "std")) return 1;
        const rl_rule *r = rl_lookup_kind(f->c->rules, q, RL_KIND_NAMESPACE);
        if (r) return 0;
        /* a CUDA namespace without a rename (cooperative_groups, nvcuda, ...) */
        if (!strcmp(q, "cooperative_groups") || !strcmp(q, "nvcuda") || !strcmp(q, "cg")) return 0;
        return 1;
    }
    return 0;
}

static int rn_in_system(CXCursor d)
{
    CXSourceLocation loc = clang_getCursorLocation(d);
    if (clang_Location_isInSystemHeader(loc)) return 1;
    CXFile f;
    clang_getSpellingLocation(loc, &f, NULL, NULL, NULL);
    if (!f) return 1;   /* builtins */
    CXString n = clang_getFileName(f);
    int pre = ps_is_prelude_file(clang_getCString(n));
    clang_disposeString(n);
    return pre;
}

/* 1 when the token names something the user declared (not a CUDA API): decided from the cursor
 * clang annotated the token with. Tokens without a usable cursor (disabled blocks, macro
 * bodies, code that did not parse) are taken to be CUDA names. */
static int rn_match_paren(const rn_file *f, unsigned p);

/* Whether token i, outside any directive, names the function its tokens define:
 * [type words] NAME ( ... ) [const|noexcept] {. Read from tokens for code the parse left
 * out, where a user's polyfill of a CUDA function (ggml's __hgt2_mask for CUDA before 12.1) sits
 * in the branch for the toolkits that lack it: that is the user's definition, not a use. */
static int rn_defines_here(const rn_file *f, unsigned i)
{
    if (i == 0 || f->dir[i] || f->dir[i - 1] || i + 1 >= f->v.ntoks || !rn_tok_is(f, i + 1, "(")) return 0;
    static const char *const types[] = {"void", "int", "unsigned", "signed", "char", "short", "long", "float",
                                        "double", "bool", "auto", "*", "&", ">"};
    int typed = rn_is_ident(f, i - 1);
    for (size_t k = 0; !typed && k < sizeof types / sizeof *types; k++)
        typed = rn_tok_is(f, i - 1, types[k]);
    int close = typed ? rn_match_paren(f, i + 1) : -1;
    if (close < 0) return 0;
    unsigned k = (unsigned)close + 1;
    while (k < f->v.ntoks && (rn_tok_is(f, k, "const") || rn_tok_is(f, k, "noexcept"))) k++;
    return k < f->v.ntoks && !f->dir[k] && rn_tok_is(f, k, "{");
}

static int rn_user_declared(const rn_file *f, unsigned i, const char *name)
{
    if (!f->v.tok_cursors) return rn_defines_here(f, i);
    CXCursor cur = f->v.tok_cursors[i];
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (clang_isInvalid(k) || k == CXCursor_TranslationUnit || k == CXCursor_InclusionDirective ||
        clang_isStatement(k) || k == CXCursor_UnexposedExpr)
        /* no usable cursor (code that did not parse, e.g. HIP names our prelude does not
         * declare when cu2hip re-reads its output): a name the user declares stays theirs */
        return rn_user_name(f, name) || (k != CXCursor_UnexposedExpr && !clang_isStatement(k) && rn_defines_here(f, i));
    if (k == CXCursor_OverloadedDeclRef) {
        /* a set of candidates (none when the name is undeclared): the user's only if all are */
        unsigned n = clang_getNumOverloadedDecls(cur);
        for (unsigned d = 0; d < n; d++)
            if (rn_in_system(clang_getCanonicalCursor(clang_getOverloadedDecl(cur, d)))) return 0;
        return n > 0 || rn_user_name(f, name);
    }
    CXCursor ref = clang_isDeclaration(k) || k == CXCursor_MacroDefinition ? cur : clang_getCursorReferenced(cur);
    if (clang_Cursor_isNull(ref)) return rn_user_name(f, name);
    enum CXCursorKind rk = clang_getCursorKind(ref);
    if (!clang_isDeclaration(rk) && rk != CXCursor_MacroDefinition) return rn_user_name(f, name);
    CXString sp = clang_getCursorSpelling(ref);
    const char *s = clang_getCString(sp);
    int same = s && !strcmp(s, name);
    clang_disposeString(sp);
    if (!same) return rn_user_name(f, name);
    if (clang_isDeclaration(k) || k == CXCursor_MacroDefinition) {
        /* the declaring token itself, or some other token inside that declaration */
        CXSourceLocation dl = clang_getCursorLocation(cur);
        unsigned doff = 0;
        CXFile df;
        clang_getSpellingLocation(dl, &df, NULL, NULL, &doff);
        if (doff != f->off[i] || !df || !clang_File_isEqual(df, f->v.file)) return rn_user_name(f, name);
    }
    if (clang_getCursorKind(ref) == CXCursor_MacroDefinition) return !rn_in_system(ref);
    CXCursor canon = clang_getCanonicalCursor(ref);
    return !rn_in_system(canon);
}

/* Index of the token closing the parenthesis opened at token p, or -1. */
static int rn_match_paren(const rn_file *f, unsigned p)
{
    int depth = 0;
    for (unsigned k = p; k < f->v.ntoks; k++) {
        if (f->end[k] - f->off[k] != 1) continue;
        char ch = f->v.buf[f->off[k]];
        if (ch == '(' || ch == '[' || ch == '{') depth++;
        else if (ch == ')' || ch == ']' || ch == '}') {
            if (--depth == 0) return ch == ')' ? (int)k : -1;
        }
    }
    return -1;
}

static int rn_same_but_space(const char *a, size_t an, const char *b, size_t bn)
{
    size_t i = 0, j = 0;
    for (;;) {
        while (i < an && (a[i] == ' ' || a[i] == '\t' || a[i] == '\n' || a[i] == '\r')) i++;
        while (j < bn && (b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r')) j++;
        if (i == an || j == bn) return i == an && j == bn;
        if (a[i++] != b[j++]) return 0;
    }
}

typedef struct { size_t off, end; unsigned first, last; } rn_arg;

static int rn_space(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* Rewrites the text between two arguments (or around them) from orig to lit with the smallest
 * edit that keeps the user's layout: nothing when they differ only in blanks; an insertion when
 * orig (blanks aside) ends lit, e.g. ")" -> ", 0)"; else the differing middle part. */
static void rn_segment(pc_ctx *c, size_t fi, const char *orig, size_t off, size_t n, const char *lit,
                       size_t litn, const char *id)
{
    if (rn_same_but_space(orig, n, lit, litn)) return;
    /* lit = P + S where S equals orig apart from blanks: insert P (without trailing blanks) */
    for (size_t cut = 0; cut <= litn; cut++) {
        if (cut > 0 && rn_space(lit[cut - 1])) continue;
        if (rn_same_but_space(lit + cut, litn - cut, orig, n)) {
            char *p = ut_xstrndup(lit, cut);
            pc_edit_file(c, fi, off, 0, p, id);
            free(p);
            return;
        }
    }
    /* orig ends with blanks before an argument ("name( ", ",  ") that lit, which wraps the
     * argument ("name(HIP_SYMBOL("), lacks: keep them where orig has them, after the lit char
     * that matches orig's last non-blank one, so the user's spacing survives the rewrite */
    size_t ob = 0;
    while (ob < n && rn_space(orig[n - 1 - ob])) ob++;
    char *kept = NULL;
    if (ob > 0 && ob < n && litn > 0 && !rn_space(lit[litn - 1])) {
        char last = orig[n - 1 - ob];
        size_t want = 0, p = 0, seen = 0;
        for (size_t q = 0; q < n - ob; q++) want += orig[q] == last;
        for (p = 0; p < litn; p++)
            if (lit[p] == last && ++seen == want) break;
        if (p < litn && p + 1 < litn) {
            size_t r = p + 1;
            while (r < litn && rn_space(lit[r])) r++;
            ut_buf b = {0};
            ut_buf_append(&b, lit, p + 1);
            ut_buf_append(&b, orig + n - ob, ob);
            ut_buf_append(&b, lit + r, litn - r);
            litn = b.len;
            kept = ut_buf_take(&b);
            lit = kept;
        }
    }
    size_t pre = 0, suf = 0;
    while (pre < n && pre < litn && orig[pre] == lit[pre]) pre++;
    while (suf < n - pre && suf < litn - pre && orig[n - 1 - suf] == lit[litn - 1 - suf]) suf++;
    char *mid = ut_xstrndup(lit + pre, litn - pre - suf);
    pc_edit_file(c, fi, off + pre, n - pre - suf, mid, id);
    free(mid);
    free(kept);
}

static const char *rn_emit_name(rn_file *f, unsigned i, const rl_rule *r, char *buf, size_t bufsz,
                                const char **callee);
static int rn_user_declared(const rn_file *f, unsigned i, const char *name);

/* The source text of tokens first..last with the plain renames their rules make (an argument a
 * template repeats or reorders is copied into the new call, so its own renames go with it). */
static char *rn_renamed_text(rn_file *f, unsigned first, unsigned last)
{
    ut_buf b = {0};
    size_t at = f->off[first];
    for (unsigned k = first; k <= last; k++) {
        size_t n = f->end[k] - f->off[k];
        char name[256], buf[256];
        if (!rn_is_ident(f, k) || n >= sizeof name || rn_is_member(f, k)) continue;
        memcpy(name, f->v.buf + f->off[k], n);
        name[n] = 0;
        const rl_rule *r = rl_lookup(f->c->rules, name);
        if (!r || r->status != RL_STATUS_SUPPORTED || !r->hip || rn_user_declared(f, k, name)) continue;
        const char *callee, *emit = rn_emit_name(f, k, r, buf, sizeof buf, &callee);
        if (!emit || !strcmp(emit, name)) continue;
        ut_buf_append(&b, f->v.buf + at, f->off[k] - at);
        ut_buf_append(&b, emit, strlen(emit));
        at = f->end[k];
    }
    ut_buf_append(&b, f->v.buf + at, f->end[last] - at);
    return ut_buf_take(&b);
}

/* The CallExpr whose name is token i and whose '(' is token i+1, or a null cursor (a macro,
 * invalid code): clang's innermost cursor at the '(' is the call itself (the callee's
 * DeclRefExpr covers only the name). */
static CXCursor rn_find_call(rn_file *f, unsigned i)
{
    CXSourceLocation lp = clang_getLocationForOffset(f->c->tu, f->v.file, (unsigned)f->off[i + 1]);
    CXCursor cur = clang_getCursor(f->c->tu, lp);
    char nm[256];
    if (clang_getCursorKind(cur) == CXCursor_CallExpr &&
        !strncmp(ku_call_name(cur, nm, sizeof nm), f->v.buf + f->off[i], f->end[i] - f->off[i]))
        return cur;
    return clang_getNullCursor();
}

/* Whether the comma token k, at the call's own depth of brackets, lies inside one of the call's
 * arguments (`f(g<A, B>)`: a template argument list, which no bracket count sees) rather than
 * between two. Without the call's cursor every such comma separates. */
static int rn_comma_in_arg(const rn_file *f, CXCursor call, unsigned k)
{
    if (clang_Cursor_isNull(call)) return 0;
    int n = clang_Cursor_getNumArguments(call);
    for (int a = 0; a < n; a++) {
        CXSourceRange r = clang_getCursorExtent(clang_Cursor_getArgument(call, (unsigned)a));
        CXFile fb, fe;
        unsigned b, e;
        /* where the call writes the argument: an argument from a macro (`N` of `#define N
         * (275)`) is spelled in the #define, which would make one range of the whole call */
        clang_getExpansionLocation(clang_getRangeStart(r), &fb, NULL, NULL, &b);
        clang_getExpansionLocation(clang_getRangeEnd(r), &fe, NULL, NULL, &e);
        if (fb && fe && clang_File_isEqual(fb, f->v.file) && clang_File_isEqual(fe, f->v.file) && b < f->off[k] &&
            f->off[k] < e)
            return 1;
    }
    return 0;
}

/* Applies r->tmpl to the call whose name is token i and whose '(' is token i+1.
 * Returns 1 when handled (rewritten or reported), 0 to fall back to a plain rename. */
static int rn_template(rn_file *f, unsigned i, const rl_rule *r, CXSourceLocation at)
{
    pc_ctx *c = f->c;
    int close = rn_match_paren(f, i + 1);
    if (close < 0) return 0;
    rn_arg *args = ut_xmalloc(((size_t)close - i + 1) * sizeof *args);
    size_t nargs = 0;
    int depth = 0;
    unsigned first = i + 2;
    CXCursor call = rn_find_call(f, i);
    for (unsigned k = i + 2; k <= (unsigned)close; k++) {
        char ch = f->end[k] - f->off[k] == 1 ? f->v.buf[f->off[k]] : 0;
        if (ch == '(' || ch == '[' || ch == '{') depth++;
        else if ((ch == ')' || ch == ']' || ch == '}') && k != (unsigned)close) depth--;
        if ((ch == ',' && depth == 0 && !rn_comma_in_arg(f, call, k)) || k == (unsigned)close) {
            if (k > first) {
                args[nargs].off = f->off[first];
                args[nargs].end = f->end[k - 1];
                args[nargs].first = first;
                args[nargs].last = k - 1;
                nargs++;
            } else if (ch == ',' || nargs > 0) {
                free(args);
                return 0;          /* an empty argument: not a call we understand */
            }
            first = k + 1;
        }
    }
    /* expand with markers standing for the arguments, to find the pieces between them */
    char **marks = ut_xmalloc((nargs + 1) * sizeof *marks);
    for (size_t a = 0; a < nargs; a++) marks[a] = ut_xasprintf("\001%zu\002", a);
    char *exp = rl_template_expand(r->tmpl, (const char *const *)marks, nargs);
    for (size_t a = 0; a < nargs; a++) free(marks[a]);
    free(marks);
    if (!exp) {
        pc_report(c, at, DG_WARNING, r->id, "call of '%s' with %zu arguments does not fit the rewrite "
                  "template '%s'; left unchanged", r->cuda, nargs, r->tmpl);
        free(args);
        return 1;
    }
    /* an argument the template names again after a later one (rocblas_gemm_ex takes C as C and
     * as D) is copied, with its own renames, so the others keep their place and layout */
    {
        ut_buf b = {0};
        long seen = -1;
        const char *q = exp;
        for (const char *m; (m = strchr(q, '\001'));) {
            size_t a = (size_t)strtoul(m + 1, NULL, 10);
            const char *e = strchr(m, '\002');
            if (!e || a >= nargs) break;
            ut_buf_append(&b, q, (size_t)(m - q));
            if ((long)a <= seen) {
                char *t = rn_renamed_text(f, args[a].first, args[a].last);
                ut_buf_append(&b, t, strlen(t));
                free(t);
            } else {
                ut_buf_append(&b, m, (size_t)(e + 1 - m));
                seen = (long)a;
            }
            q = e + 1;
        }
        ut_buf_append(&b, q, strlen(q));
        free(exp);
        exp = ut_buf_take(&b);
    }
    /* pieces: literal, arg, literal, arg, ..., literal; args must appear in increasing order */
    size_t prev_end = f->off[i], call_end = f->end[close];
    const char *p = exp;
    long last = -1;
    int ok = 1;
    size_t nseg = 0;
    struct { size_t off, len; const char *lit; size_t litn; } seg[64];
    while (ok) {
        const char *m = strchr(p, '\001');
        size_t a = 0;
        size_t to = call_end;
        if (m) {
            a = (size_t)strtoul(m + 1, NULL, 10);
            if ((long)a <= last || a >= nargs) { ok = 0; break; }
            last = (long)a;
            to = args[a].off;
        }
        if (nseg == sizeof seg / sizeof *seg) { ok = 0; break; }
        seg[nseg].off = prev_end;
        seg[nseg].len = to - prev_end;
        seg[nseg].lit = p;
        seg[nseg].litn = m ? (size_t)(m - p) : strlen(p);
        nseg++;
        if (!m) break;
        prev_end = args[a].end;
        p = strchr(m, '\002');
        if (!p) { ok = 0; break; }
        p++;
    }
    if (ok) {
        for (size_t s = 0; s < nseg; s++)
            rn_segment(c, f->fi, f->v.buf + seg[s].off, seg[s].off, seg[s].len, seg[s].lit, seg[s].litn, r->id);
    } else {
        /* arguments reordered or repeated: replace the whole call with their exact texts */
        char **texts = ut_xmalloc((nargs + 1) * sizeof *texts);
        for (size_t a = 0; a < nargs; a++) texts[a] = rn_renamed_text(f, args[a].first, args[a].last);
        char *whole = rl_template_expand(r->tmpl, (const char *const *)texts, nargs);
        if (whole) pc_edit_file(c, f->fi, f->off[i], call_end - f->off[i], whole, r->id);
        free(whole);
        for (size_t a = 0; a < nargs; a++) free(texts[a]);
        free(texts);
    }
    free(exp);
    free(args);
    return 1;
}

typedef struct {
    rn_file *f;
    unsigned i;
    int looked;
    CXCursor call;        /* null cursor when the call was not found (macro, invalid code) */
} rn_call;

/* Number of arguments of the call whose name is token i and whose '(' is token i+1, or -1. */
static int rn_count_args(rn_file *f, unsigned i)
{
    int close = rn_match_paren(f, i + 1);
    if (close < 0) return -1;
    int depth = 0, n = 0, empty = 1;
    CXCursor call = rn_find_call(f, i);
    for (unsigned k = i + 2; k < (unsigned)close; k++) {
        char ch = f->end[k] - f->off[k] == 1 ? f->v.buf[f->off[k]] : 0;
        if (ch == '(' || ch == '[' || ch == '{') depth++;
        else if (ch == ')' || ch == ']' || ch == '}') depth--;
        else if (ch == ',' && depth == 0 && !rn_comma_in_arg(f, call, k)) { n++; continue; }
        empty = 0;
    }
    return empty && n == 0 ? 0 : n + 1;
}

static int rn_integer_type(enum CXTypeKind k)
{
    return (k >= CXType_Char_U && k <= CXType_UInt128) || (k >= CXType_Char_S && k <= CXType_Int128);
}

static int rn_type_name_is(CXType t, const char *type)
{
    CXString sp = clang_getTypeSpelling(t);
    const char *s = clang_getCString(sp);
    int eq = 0;
    if (s) {
        for (int again = 1; again;) {   /* "const struct cudaMemLocation" names cudaMemLocation */
            again = 0;
            static const char *const quals[] = {"const ", "volatile ", "struct ", "enum ", "union "};
            for (size_t q = 0; q < sizeof quals / sizeof *quals; q++)
                if (!strncmp(s, quals[q], strlen(quals[q]))) { s += strlen(quals[q]); again = 1; }
        }
        eq = !strcmp(s, type);
    }
    clang_disposeString(sp);
    return eq;
}

static CXCursor rn_call_cursor(rn_call *rc)
{
    rn_file *f = rc->f;
    if (!rc->looked) {
        rc->looked = 1;
        rc->call = rn_find_call(f, rc->i);
    }
    return rc->call;
}

/* The spellings of a cursor's tokens, in order, as one string separated by spaces (malloc'd). */
static char *rn_cursor_text(CXCursor c)
{
    CXTranslationUnit tu = clang_Cursor_getTranslationUnit(c);
    CXToken *tok = NULL;
    unsigned nt = 0;
    clang_tokenize(tu, clang_getCursorExtent(c), &tok, &nt);
    ut_buf b = {0};
    for (unsigned k = 0; k < nt; k++) {
        CXString ts = clang_getTokenSpelling(tu, tok[k]);
        const char *t = clang_getCString(ts);
        if (k) ut_buf_append(&b, " ", 1);
        if (t) ut_buf_append(&b, t, strlen(t));
        clang_disposeString(ts);
    }
    if (tok) clang_disposeTokens(tu, tok, nt);
    return ut_buf_take(&b);
}

/* Whether argument a is a null pointer constant, explicit casts aside: nullptr, NULL (GNU
 * __null), an integer constant 0, (T *)0. CUDA 13 added pointer parameters whose null value
 * means the older form's behaviour (cuCtxCreate's ctxCreateParams). */
static int rn_null_arg(CXCursor a)
{
    CXCursor e = ku_strip_casts(a);
    if (clang_getCursorKind(e) == CXCursor_CXXNullPtrLiteralExpr) return 1;
    CXType t = clang_getCanonicalType(clang_getCursorType(e));
    if (t.kind == CXType_NullPtr) return 1;
    if (!rn_integer_type(t.kind)) return 0;
    CXEvalResult ev = clang_Cursor_Evaluate(e);
    int null = 0;
    if (ev) {
        null = clang_EvalResult_getKind(ev) == CXEval_Int && clang_EvalResult_getAsLongLong(ev) == 0;
        clang_EvalResult_dispose(ev);
    } else {
        /* GNU __null does not evaluate through libclang; its spelling says what it is */
        char *s = rn_cursor_text(e);
        null = !strcmp(s, "NULL") || !strcmp(s, "__null");
        free(s);
    }
    return null;
}

/* The variable whose address argument a takes (&v), or a null cursor. */
static CXCursor rn_address_of_var(CXCursor a)
{
    CXCursor e = ku_strip_casts(a);
    if (clang_getCursorKind(e) != CXCursor_UnaryOperator ||
        clang_getCursorUnaryOperatorKind(e) != CXUnaryOperator_AddrOf)
        return clang_getNullCursor();
    CXCursor kid[4];
    unsigned n = ku_children(e, kid, 4);
    CXCursor v = n == 1 ? ku_strip_casts(kid[0]) : clang_getNullCursor();
    if (clang_getCursorKind(v) != CXCursor_DeclRefExpr) return clang_getNullCursor();
    v = clang_getCursorReferenced(v);
    return clang_getCursorKind(v) == CXCursor_VarDecl ? v : clang_getNullCursor();
}

typedef struct {
    CXCursor var;       /* the local variable */
    CXString callee;    /* the call's name */
    int arg;            /* the argument that takes &var */
    int refs, passed;   /* references to var; those that are &var as that argument of such a call */
} rn_zeroed;

static enum CXChildVisitResult rn_zeroed_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    rn_zeroed *z = data;
    (void)parent;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_DeclRefExpr && clang_equalCursors(clang_getCursorReferenced(c), z->var))
        z->refs++;
    else if (k == CXCursor_CallExpr && z->arg <= clang_Cursor_getNumArguments(c)) {
        CXString sp = clang_getCursorSpelling(c);
        const char *a = clang_getCString(sp), *b = clang_getCString(z->callee);
        if (a && b && !strcmp(a, b) &&
            clang_equalCursors(rn_address_of_var(clang_Cursor_getArgument(c, (unsigned)z->arg - 1)), z->var))
            z->passed++;
        clang_disposeString(sp);
    }
    return CXChildVisit_Recurse;
}

/* Whether argument n of call is &v for a local v that is zero-initialised ("= {}", "{0}") and
 * used nowhere else in its function but as that argument of calls of the same name: CUDA's
 * parameter structs are all defaults when zeroed (cuda-samples' CUctxCreateParams p = {};
 * cuCtxCreate(&ctx, &p, 0, dev)), which is what a null pointer there means. */
static int rn_zeroed_arg(CXCursor call, int n)
{
    CXCursor v = rn_address_of_var(clang_Cursor_getArgument(call, (unsigned)n - 1));
    if (clang_Cursor_isNull(v) || clang_Cursor_getStorageClass(v) == CX_SC_Static) return 0;
    CXCursor fn = clang_getCursorSemanticParent(v);
    enum CXCursorKind fk = clang_getCursorKind(fn);
    if (fk != CXCursor_FunctionDecl && fk != CXCursor_CXXMethod && fk != CXCursor_Constructor &&
        fk != CXCursor_Destructor && fk != CXCursor_FunctionTemplate && fk != CXCursor_LambdaExpr)
        return 0;
    /* the declaration's tokens after the name: "= { }", "{ }", "= { 0 }", "{ 0 }" */
    char *text = rn_cursor_text(v);
    CXString name = clang_getCursorSpelling(v);
    const char *nm = clang_getCString(name), *init = NULL;
    size_t nl = nm ? strlen(nm) : 0;
    for (const char *p = text; nl && (p = strstr(p, nm)); p += nl)
        if ((p == text || p[-1] == ' ') && (p[nl] == ' ' || !p[nl])) { init = p + nl; break; }
    int zero = init && (!strcmp(init, " = { }") || !strcmp(init, " { }") || !strcmp(init, " = { 0 }") ||
                        !strcmp(init, " { 0 }"));
    clang_disposeString(name);
    free(text);
    if (!zero) return 0;
    rn_zeroed z = { v, clang_getCursorSpelling(call), n, 0, 0 };
    clang_visitChildren(fn, rn_zeroed_visit, &z);
    clang_disposeString(z.callee);
    return z.refs > 0 && z.refs == z.passed;
}

static int rn_arg_type_is(void *ctx, int n, const char *type)
{
    rn_call *rc = ctx;
    rn_call_cursor(rc);
    if (clang_Cursor_isNull(rc->call) || n > clang_Cursor_getNumArguments(rc->call)) return 0;
    if (!strcmp(type, "null"))
        return rn_null_arg(clang_Cursor_getArgument(rc->call, (unsigned)n - 1)) || rn_zeroed_arg(rc->call, n);
    CXCursor a = ku_strip(clang_Cursor_getArgument(rc->call, (unsigned)n - 1));
    CXType t = clang_getCursorType(a);
    if (t.kind == CXType_Invalid || t.kind == CXType_Unexposed || t.kind == CXType_Dependent) return 0;
    if (!strcmp(type, "integer")) return rn_integer_type(clang_getCanonicalType(t).kind);
    return rn_type_name_is(t, type) || rn_type_name_is(clang_getCanonicalType(t), type);
}

/* ---- spellings that depend on the profile, the options and the enclosing call ---- */

/* Whether this translation's profile is older than HIP maj.min. */
static int rn_profile_older(const pc_ctx *c, int maj, int min)
{
    return c->hip_major < maj || (c->hip_major == maj && c->hip_minor < min);
}

/* Whether the rule's "before" spelling is the one of this translation; *rest gets its names. */
static int rn_before_on(const pc_ctx *c, const rl_rule *r, const char **rest)
{
    int maj, min;
    if (!r->before || rl_parse_before(r->before, &maj, &min, rest)) return 0;
    /* hipBLAS's data-type API is also an option (the profile's hipBLAS, or the user's pick) */
    int dt = c->opts ? c->opts->hipblas_datatype : CU_HIPBLAS_DT_PROFILE;
    if (dt != CU_HIPBLAS_DT_PROFILE && (!strcmp(r->group, "cublas") || strstr(*rest, "hipblas")))
        return dt == CU_HIPBLAS_DT_HIPBLAS;
    return rn_profile_older(c, maj, min);
}

/* The rule's "from" name when this translation's profile is that release or newer (*rest gets it):
 * hipBLAS 3.0 (ROCm 7.0) names hipBLAS 2.x's hipblasGemmEx_v2 hipblasGemmEx. */
static int rn_from_on(const pc_ctx *c, const rl_rule *r, const char **rest)
{
    int maj, min;
    if (!r->from || rl_parse_before(r->from, &maj, &min, rest)) return 0;
    return !rn_profile_older(c, maj, min);
}

/* A plain "before" name (no call context). */
static int rn_before_plain(const char *rest)
{
    return !strchr(rest, '=');
}

/* Token index of the name of the innermost call whose argument list holds token i (grouping
 * parentheses skipped), and its '(' and ')'; -1 when there is none in the statement. */
static int rn_enclosing_call(const rn_file *f, unsigned i, unsigned *open, unsigned *close)
{
    int depth = 0;
    for (unsigned k = i; k-- > 0 && i - k < 4096;) {
        if (f->end[k] - f->off[k] != 1) continue;
        char ch = f->v.buf[f->off[k]];
        if (ch == ')' || ch == ']') depth++;
        else if (ch == '[') depth--;
        else if (ch == ';' || ch == '{' || ch == '}') return -1;
        else if (ch == '(') {
            if (depth > 0) { depth--; continue; }
            if (k == 0 || !rn_is_ident(f, k - 1)) continue;     /* grouping: look further out */
            int cl = rn_match_paren(f, k);
            if (cl < 0) return -1;
            *open = k;
            *close = (unsigned)cl;
            return (int)k - 1;
        }
    }
    return -1;
}


/* The rule a call of token j uses (arity and argument types picked), or NULL. */
static const rl_rule *rn_call_rule(rn_file *f, unsigned j, const char *name)
{
    const rl_rule *r = rl_lookup(f->c->rules, name);
    if (!r || r->kind != RL_KIND_FUNCTION) return NULL;
    if (rl_has_arity_rules(f->c->rules, name, r->kind)) {
        int nargs = rn_count_args(f, j), miss = 0;
        rn_call rc = { f, j, 0, clang_getNullCursor() };
        r = nargs >= 0 ? rl_lookup_call_typed(f->c->rules, name, r->kind, nargs, rn_arg_type_is, &rc, &miss) : NULL;
    }
    return r && r->status == RL_STATUS_SUPPORTED && r->hip ? r : NULL;
}

enum { RN_VIA_NONE, RN_VIA_ROC, RN_VIA_BEFORE };

/* The name a call's function rule emits, and how it got it. */
static const char *rn_call_emits(const pc_ctx *c, const rl_rule *r, int *via)
{
    const char *rest;
    *via = RN_VIA_NONE;
    if (c->opts && c->opts->roc && r->roc && !strcmp(r->hip, r->roc)) { *via = RN_VIA_ROC; return r->hip; }
    if (rn_before_on(c, r, &rest) && rn_before_plain(rest)) { *via = RN_VIA_BEFORE; return rest; }
    if (rn_from_on(c, r, &rest)) return rest;
    return r->hip;
}

typedef struct {
    const rn_file *f;
    const char *callee;       /* name the enclosing call emits */
    unsigned open, close;     /* its parentheses */
    const char *pick;         /* chosen name (into the rule's string), NULL: none yet */
    size_t picklen;
    int prefixed, conflict;   /* some entry's prefix fits; entries that fit disagree */
} rn_ctxpick;

/* Whether identifier name (len n) is a token of the call's argument list. */
static int rn_call_names(const rn_file *f, unsigned open, unsigned close, const char *name, size_t n)
{
    for (unsigned k = open + 1; k < close; k++)
        if (f->end[k] - f->off[k] == n && !memcmp(f->v.buf + f->off[k], name, n)) return 1;
    return 0;
}

static int rn_ctx_entry(void *ctx, const char *prefix, size_t plen, const char *cond, size_t clen,
                        const char *name, size_t nlen)
{
    rn_ctxpick *p = ctx;
    if (strncmp(p->callee, prefix, plen)) return 0;
    p->prefixed = 1;
    if (cond && !rn_call_names(p->f, p->open, p->close, cond, clen)) return 0;
    if (p->pick && (p->picklen != nlen || memcmp(p->pick, name, nlen))) p->conflict = 1;
    p->pick = name;
    p->picklen = nlen;
    return 0;
}

/* The spelling entries ("PREFIX[@CUDA]=NAME ...") give token i as an argument of its enclosing
 * call, when that call took its name the way via says (--roc, or hipBLAS 1.x). Returns 1 with
 * out set, 0 when no entry applies (*unsure set when one would, but the call's data types do not
 * decide which), with *callee_out the enclosing call's emitted name when there is one. */
static int rn_context_name(rn_file *f, unsigned i, const char *entries, int via, char *out, size_t outsz,
                           int *unsure, const char **callee_out)
{
    unsigned open = 0, close = 0;
    *unsure = 0;
    int j = rn_enclosing_call(f, i, &open, &close);
    if (j < 0) return 0;
    char name[256];
    size_t n = f->end[j] - f->off[j];
    if (n >= sizeof name) return 0;
    memcpy(name, f->v.buf + f->off[j], n);
    name[n] = 0;
    const rl_rule *cr = rn_call_rule(f, (unsigned)j, name);
    int cvia = RN_VIA_NONE;
    const char *callee = cr ? rn_call_emits(f->c, cr, &cvia) : name;
    if (cr && cvia != via) return 0;
    *callee_out = callee;
    rn_ctxpick p = { f, callee, open, close, NULL, 0, 0, 0 };
    rl_parse_roc_in(entries, rn_ctx_entry, &p);
    if (!p.prefixed) return 0;
    if (!p.pick || p.conflict || p.picklen >= outsz) { *unsure = 1; return 0; }
    memcpy(out, p.pick, p.picklen);
    out[p.picklen] = 0;
    return 1;
}

/* The name token i (rule r) is written as here: the rule's hip name, its older spelling, or the
 * spelling its enclosing call's library takes. NULL when it is left as written because a
 * context-dependent spelling cannot be decided (*why says which library). */
static const char *rn_emit_name(rn_file *f, unsigned i, const rl_rule *r, char *buf, size_t bufsz,
                                const char **callee)
{
    const pc_ctx *c = f->c;
    const char *rest;
    int unsure = 0;
    *callee = NULL;
    if (c->opts && c->opts->roc && r->roc_in) {
        if (rn_context_name(f, i, r->roc_in, RN_VIA_ROC, buf, bufsz, &unsure, callee)) return buf;
        if (unsure) return NULL;
    }
    if (r->roc_of && r->kind == RL_KIND_ENUM_CONST) {
        /* a roc enumerator passed to a hip* library call that has no roc form (hipsparseSpMV:
         * rocsparse_spmv takes other arguments) keeps the hip spelling that call takes */
        unsigned open, close;
        int j = rn_enclosing_call(f, i, &open, &close);
        char name[256];
        size_t n = j >= 0 ? f->end[j] - f->off[j] : 0;
        if (j >= 0 && n < sizeof name) {
            memcpy(name, f->v.buf + f->off[j], n);
            name[n] = 0;
            const rl_rule *cr = rn_call_rule(f, (unsigned)j, name);
            int cvia;
            if (cr && !strncmp(rn_call_emits(c, cr, &cvia), "hip", 3)) return r->roc_of;
        }
    }
    if (rn_before_on(c, r, &rest)) {
        if (rn_before_plain(rest)) return rest;
        if (rn_context_name(f, i, rest, RN_VIA_BEFORE, buf, bufsz, &unsure, callee)) return buf;
        if (unsure) return NULL;
    }
    if (rn_from_on(c, r, &rest)) return rest;
    return r->hip;
}

/* Data-type values a call gets from elsewhere than an enumerator written in it (a variable, a
 * parameter, a computed value): a rule renames only the enumerator, so when the call's library
 * takes another data-type enum (rocBLAS's rocblas_datatype, rocSPARSE's, hipBLAS 1.x's
 * hipblasDatatype_t) the value needs a conversion, which the user must write. */
static void rn_check_datatype_args(rn_file *f, unsigned i, const rl_rule *r, const char *emitted, int via)
{
    const char *lib, *takes;
    int compute_too = 1;
    if (via == RN_VIA_ROC && !strncmp(emitted, "rocblas_", 8)) { lib = "rocBLAS"; takes = "rocblas_datatype"; }
    else if (via == RN_VIA_ROC && !strncmp(emitted, "rocsparse_", 10)) { lib = "rocSPARSE"; takes = "rocsparse_datatype"; }
    else if (via == RN_VIA_BEFORE && !strncmp(emitted, "hipblas", 7)) {
        lib = "hipBLAS's hipblasDatatype_t API";
        takes = "hipblasDatatype_t";
        compute_too = 0;       /* cublasComputeType_t itself becomes hipblasDatatype_t there */
    } else return;
    rn_call rc = { f, i, 0, clang_getNullCursor() };
    CXCursor call = rn_call_cursor(&rc);
    if (clang_Cursor_isNull(call)) return;
    int close = rn_match_paren(f, i + 1);
    int nargs = clang_Cursor_getNumArguments(call);
    for (int a = 0; a < nargs; a++) {
        CXCursor arg = ku_strip(clang_Cursor_getArgument(call, (unsigned)a));
        CXType t = clang_getCursorType(arg);
        const char *tn = rn_type_name_is(t, "cudaDataType") || rn_type_name_is(t, "cudaDataType_t") ? "hipDataType" :
                         compute_too && rn_type_name_is(t, "cublasComputeType_t") ? "hipblasComputeType_t" : NULL;
        if (!tn) continue;
        if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(arg);
            CXFile af = NULL;
            unsigned aoff = 0;
            clang_getSpellingLocation(clang_getCursorLocation(arg), &af, NULL, NULL, &aoff);
            /* an enumerator written in the call itself: the token rename gives it lib's spelling */
            if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl && af && clang_File_isEqual(af, f->v.file) &&
                close > 0 && aoff > f->off[i + 1] && aoff < f->off[close])
                continue;
        }
        CXSourceLocation at = clang_getCursorLocation(arg);
        if (!pc_loc_editable(f->c, at)) at = clang_getLocationForOffset(f->c->tu, f->v.file, (unsigned)f->off[i]);
        pc_report(f->c, at, DG_WARNING, r->id, "argument %d of this call is a %s value, but '%s' (%s) takes %s: "
                  "convert it (only enumerators written in the call are renamed)", a + 1, tn, emitted, lib, takes);
        dg_count(f->c->stats, "unsupported", 1);
    }
}

/* `case X:` of an enumerator HIP lacks (token i): its group of statements, up to the next label
 * or the end of the switch, goes under #if 0 with a note, so that a switch naming every CUDA
 * status (cuda-samples' helper_cuda.h) still builds. Only where nothing falls into the group (it
 * opens the switch, or the group before ends in return/break/continue/throw/goto), the group
 * holds no directive, and both ends start their lines; else 0 (the name is reported). */
static int rn_drop_case(rn_file *f, unsigned i, const rl_rule *r, CXSourceLocation at)
{
    unsigned n = f->v.ntoks, k = i - 1, e;
    if (i < 2 || i + 1 >= n || !rn_tok_is(f, k, "case") || !rn_tok_is(f, i + 1, ":")) return 0;
    if (rn_tok_is(f, k - 1, ";")) {
        unsigned j = k - 1;
        while (j > 0 && !rn_tok_is(f, j - 1, ";") && !rn_tok_is(f, j - 1, "{") && !rn_tok_is(f, j - 1, "}") &&
               !rn_tok_is(f, j - 1, ":"))
            j--;
        if (!rn_tok_is(f, j, "return") && !rn_tok_is(f, j, "break") && !rn_tok_is(f, j, "continue") &&
            !rn_tok_is(f, j, "throw") && !rn_tok_is(f, j, "goto"))
            return 0;
    } else if (!rn_tok_is(f, k - 1, "{")) {
        return 0;
    }
    int depth = 0;
    for (e = i + 2; e < n; e++) {
        if (f->dir[e]) return 0;
        if (rn_tok_is(f, e, "(") || rn_tok_is(f, e, "{") || rn_tok_is(f, e, "[")) depth++;
        else if (rn_tok_is(f, e, ")") || rn_tok_is(f, e, "]")) depth--;
        else if (rn_tok_is(f, e, "}")) { if (depth-- == 0) break; }
        else if (depth == 0 && (rn_tok_is(f, e, "case") || (rn_tok_is(f, e, "default") && e + 1 < n &&
                                                             rn_tok_is(f, e + 1, ":"))))
            break;
    }
    if (e >= n) return 0;
    const char *buf = f->v.buf;
    size_t ls = f->off[k], le = f->off[e];
    while (ls > 0 && (buf[ls - 1] == ' ' || buf[ls - 1] == '\t')) ls--;
    while (le > 0 && (buf[le - 1] == ' ' || buf[le - 1] == '\t')) le--;
    if ((ls > 0 && buf[ls - 1] != '\n') || (le > 0 && buf[le - 1] != '\n')) return 0;
    const char *nl = ls > 1 && buf[ls - 2] == '\r' ? "\r\n" : "\n";
    char name[128];
    size_t len = f->end[i] - f->off[i];
    if (len >= sizeof name) return 0;
    memcpy(name, buf + f->off[i], len);
    name[len] = 0;
    char *open = ut_xasprintf("#if 0 /* cu2hip: %s has no HIP equivalent */%s", name, nl);
    char *close = ut_xasprintf("#endif%s", nl);
    int ok = pc_edit_file(f->c, f->fi, ls, 0, open, r->id) == 0 && pc_edit_file(f->c, f->fi, le, 0, close, r->id) == 0;
    free(open);
    free(close);
    if (!ok) return 0;
    pc_report(f->c, at, DG_NOTE, r->id, "'%s' is not supported by HIP (%s): its case is kept out with #if 0",
              name, r->reason ? r->reason : "no HIP equivalent");
    dg_count(f->c->stats, "unsupported", 1);
    return 1;
}

typedef struct {
    CXCursor var;
    const rl_table *rules;
    int calls, dropped;   /* calls passing &var; those whose rule drops that argument */
} rn_deadvar;

static int rn_deadvar_type_is(void *ctx, int n, const char *type)
{
    CXCursor *call = ctx;
    return !strcmp(type, "null") && rn_zeroed_arg(*call, n);
}

static enum CXChildVisitResult rn_deadvar_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    rn_deadvar *d = data;
    (void)parent;
    if (clang_getCursorKind(c) != CXCursor_CallExpr) return CXChildVisit_Recurse;
    int nargs = clang_Cursor_getNumArguments(c);
    for (int a = 1; a <= nargs; a++) {
        if (!clang_equalCursors(rn_address_of_var(clang_Cursor_getArgument(c, (unsigned)a - 1)), d->var)) continue;
        d->calls++;
        CXString sp = clang_getCursorSpelling(c);
        const char *name = clang_getCString(sp);
        const rl_rule *r = name ? rl_lookup_call_typed(d->rules, name, RL_KIND_FUNCTION, nargs, rn_deadvar_type_is,
                                                       &c, NULL) : NULL;
        char ref[16];
        snprintf(ref, sizeof ref, "$%d", a);
        if (r && r->status == RL_STATUS_SUPPORTED && r->arg_type && !strcmp(r->arg_type, "null") &&
            r->arg_type_index == a && r->tmpl && !strstr(r->tmpl, ref) && !strstr(r->tmpl, "$*"))
            d->dropped++;
        clang_disposeString(sp);
    }
    return CXChildVisit_Recurse;
}

/* Token i names an unsupported type that declares a zeroed parameter struct only ever passed to
 * calls whose rule drops it (CUctxCreateParams p = {}; before cuCtxCreate(&c, &p, 0, dev), which
 * becomes hipCtxCreate(&c, 0, dev)): the declaration, alone on its statement, goes too, with a
 * note. Returns 1 when it did. */
static int rn_drop_dead_params(rn_file *f, unsigned i, const rl_rule *r, CXSourceLocation at)
{
    pc_ctx *c = f->c;
    if (r->kind != RL_KIND_TYPE || i + 2 >= f->v.ntoks || !rn_is_ident(f, i + 1)) return 0;
    if (i > 0 && !rn_tok_is(f, i - 1, ";") && !rn_tok_is(f, i - 1, "{") && !rn_tok_is(f, i - 1, "}")) return 0;
    CXCursor v = clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, f->v.file, (unsigned)f->off[i + 1]));
    if (clang_getCursorKind(v) != CXCursor_VarDecl) return 0;
    CXCursor fn = clang_getCursorSemanticParent(v);
    /* the statement: the type, the name, a zero initialiser, ';' (rn_zeroed_arg checks the
     * initialiser and the uses; the tokens here only bound the statement) */
    unsigned semi = i + 2;
    while (semi < f->v.ntoks && semi < i + 8 && !rn_tok_is(f, semi, ";") && !rn_tok_is(f, semi, ",")) semi++;
    if (semi >= f->v.ntoks || !rn_tok_is(f, semi, ";") || (f->dir[i] && f->dir[i] - 1 == i)) return 0;
    rn_deadvar d = { v, c->rules, 0, 0 };
    if (clang_Cursor_isNull(fn)) return 0;
    clang_visitChildren(fn, rn_deadvar_visit, &d);
    if (d.calls == 0 || d.calls != d.dropped) return 0;
    /* each call passing &var must also pass the zeroed check (no other use of the variable) */
    size_t from = f->off[i], to = f->end[semi];
    for (unsigned k = i; k <= semi; k++)
        if (f->dir[k] || pc_file_edited(c, f->fi, f->off[k], f->end[k] - f->off[k])) return 0;
    /* alone on its line: the line goes */
    size_t ls = from, le = to;
    while (ls > 0 && (f->v.buf[ls - 1] == ' ' || f->v.buf[ls - 1] == '\t')) ls--;
    while (le < f->v.len && (f->v.buf[le] == ' ' || f->v.buf[le] == '\t' || f->v.buf[le] == '\r')) le++;
    if ((ls == 0 || f->v.buf[ls - 1] == '\n') && le < f->v.len && f->v.buf[le] == '\n') {
        from = ls;
        to = le + 1;
    }
    if (pc_edit_file(c, f->fi, from, to - from, "", r->id) != 0) return 0;
    CXString vn = clang_getCursorSpelling(v);
    pc_report(c, at, DG_NOTE, r->id, "declaration of '%s' removed: its zeroed '%s' (all defaults) was only "
              "passed where HIP's call takes none", clang_getCString(vn), r->cuda);
    clang_disposeString(vn);
    return 1;
}

static void rn_token(rn_file *f, unsigned i)
{
    pc_ctx *c = f->c;
    size_t n = f->end[i] - f->off[i];
    char name[256];
    if (n == 0 || n >= sizeof name) return;
    memcpy(name, f->v.buf + f->off[i], n);
    name[n] = 0;
    const rl_rule *r = rl_lookup(c->rules, name);
    if (!r || r->status == RL_STATUS_DISABLED) return;
    if (f->fi == 0 && pc_token_claimed(c, i)) return;
    if (rn_skip_directive(f, i) || rn_is_member(f, i)) return;
    if (pc_file_edited(c, f->fi, f->off[i], n)) return;
    if (rn_user_declared(f, i, name)) return;
    CXSourceLocation at = clang_getLocationForOffset(c->tu, f->v.file, (unsigned)f->off[i]);
    /* CUDA versions differ in the form of some calls (rules with "args"): the call's arity picks
     * the rule, and a call that fits none is left as written rather than mistranslated */
    int is_call = i + 1 < f->v.ntoks && rn_tok_is(f, i + 1, "(") && !(f->dir[i] && f->dir[i] - 1 == i);
    if (is_call && rl_has_arity_rules(c->rules, name, r->kind)) {
        int nargs = rn_count_args(f, i), miss = 0;
        rn_call rc = { f, i, 0, clang_getNullCursor() };
        const rl_rule *fit = nargs >= 0 ? rl_lookup_call_typed(c->rules, name, r->kind, nargs, rn_arg_type_is,
                                                                &rc, &miss) : NULL;
        if (!fit) {
            pc_report(c, at, DG_WARNING, r->id, "call of '%s' with %d arguments fits no rule (its form "
                      "differs between CUDA versions%s); left unchanged", name, nargs,
                      rc.looked ? " and the argument types do not tell which" : "");
            dg_count(c->stats, "unsupported", 1);
            return;
        }
        r = fit;
        if (r->status == RL_STATUS_DISABLED) return;
    }
    if (r->status == RL_STATUS_UNSUPPORTED) {
        if ((r->kind == RL_KIND_ENUM_CONST || r->kind == RL_KIND_MACRO) && rn_drop_case(f, i, r, at)) return;
        if (rn_drop_dead_params(f, i, r, at)) return;
        pc_report(c, at, DG_WARNING, r->id, "'%s' is not supported by HIP: %s", name,
                  r->reason ? r->reason : "no HIP equivalent");
        dg_count(c->stats, "unsupported", 1);
        return;
    }
    if (!r->hip || (!strcmp(r->hip, name) && !r->tmpl && !r->roc_in && !r->before && !r->from)) return;
    char ctxbuf[256];
    const char *callee = NULL;
    const char *emit = rn_emit_name(f, i, r, ctxbuf, sizeof ctxbuf, &callee);
    if (!emit) {
        /* rocBLAS's compute type follows the call's data types (hipBLAS's conversion table) */
        pc_report(c, at, DG_WARNING, r->id, "'%s' has no single equivalent as an argument of '%s' (it depends "
                  "on the call's data types, which the call does not name); left as written: convert it",
                  name, callee ? callee : "this call");
        dg_count(c->stats, "unsupported", 1);
        return;
    }
    /* hipBLAS 3.0 (HIP 7.0) removed hipblasDatatype_t: the option then asks for spellings the
     * target's hipBLAS lacks (its HIPBLAS_R_* macros remain, the compute type does not) */
    if (!f->dt_warned && c->opts && c->opts->hipblas_datatype == CU_HIPBLAS_DT_HIPBLAS && c->hip_major >= 7 &&
        r->before && emit != r->hip) {
        f->dt_warned = 1;
        pc_report(c, at, DG_WARNING, r->id, "--hipblas-datatype hipblasDatatype_t asks for hipBLAS 2.x's data-type "
                  "API, which hipBLAS 3.0 (HIP 7.0; target is HIP %d.%d) removed: pass --hip-version 6.4 or older",
                  c->hip_major, c->hip_minor);
    }
    if (emit == r->hip && !rl_available(r, c->hip_major, c->hip_minor))
        pc_report(c, at, DG_WARNING, r->id, "'%s' needs HIP %d.%d or newer (target is HIP %d.%d)",
                  r->hip, r->hip_major, r->hip_minor, c->hip_major, c->hip_minor);
    if (is_call && r->kind == RL_KIND_FUNCTION) {
        int via = RN_VIA_NONE;
        const char *em = rn_call_emits(c, r, &via);
        if (via != RN_VIA_NONE) rn_check_datatype_args(f, i, r, em, via);
    }
    int done = 0;
    if (emit == r->hip && r->tmpl && i + 1 < f->v.ntoks && rn_tok_is(f, i + 1, "(") && !(f->dir[i] && f->dir[i] - 1 == i))
        done = rn_template(f, i, r, at);
    if (!done && strcmp(emit, name)) done = pc_edit_file(c, f->fi, f->off[i], n, emit, r->id) == 0;
    if (r->note) pc_report(c, at, DG_WARNING, r->id, "%s", r->note);
    char key[96];
    snprintf(key, sizeof key, "rename.%s", r->group ? r->group : "other");
    dg_count(c->stats, key, 1);
}

/* Names with a rule that some editable file declares as the user's own (a variable, function,
 * type, macro or member whose first declaration is not in a system header). */
static void rn_collect_user_names(pc_ctx *c, ut_map *names)
{
    for (size_t fi = 0; fi < pc_file_count(c); fi++) {
        pc_file_view v;
        pc_file_get(c, fi, &v);
        v.tok_cursors = (CXCursor *)pc_tok_cursors(c, fi);
        for (unsigned i = 0; i < v.ntoks; i++) {
            if (clang_getTokenKind(v.toks[i]) != CXToken_Identifier) continue;
            CXCursor cur = v.tok_cursors[i];
            enum CXCursorKind k = clang_getCursorKind(cur);
            if (!clang_isDeclaration(k) && k != CXCursor_MacroDefinition) continue;
            CXString sp = clang_getTokenSpelling(c->tu, v.toks[i]);
            const char *name = clang_getCString(sp);
            CXString cs = clang_getCursorSpelling(cur);
            const char *cname = clang_getCString(cs);
            if (name && cname && !strcmp(name, cname) && rl_lookup(c->rules, name) &&
                clang_equalLocations(clang_getCursorLocation(cur), clang_getTokenLocation(c->tu, v.toks[i])) &&
                !rn_in_system(k == CXCursor_MacroDefinition ? cur : clang_getCanonicalCursor(cur))) {
                ut_map_upsert(names, name, strlen(name), NULL);
            }
            clang_disposeString(cs);
            clang_disposeString(sp);
        }
    }
}

/* Whether some identifier with a rule is also declared outside system headers (a user's own
 * cudaMalloc wrapper, a macro named like a CUDA one, a member, ...): only then can a token
 * refer to the user's declaration, and the cursors must tell which ones do. */
static int rn_need_cursors(pc_ctx *c)
{
    for (size_t fi = 0; fi < pc_file_count(c); fi++) {
        pc_file_view v;
        pc_file_get(c, fi, &v);
        for (unsigned i = 0; i < v.ntoks; i++) {
            if (clang_getTokenKind(v.toks[i]) != CXToken_Identifier) continue;
            size_t b, e;
            ps_token_range(c->tu, v.toks[i], &b, &e);
            char name[256];
            if (e - b >= sizeof name || e > v.len) return 1;
            memcpy(name, v.buf + b, e - b);
            name[e - b] = 0;
            if (rl_lookup(c->rules, name) && ku_declared(c, name, e - b)) return 1;
        }
    }
    return 0;
}

/* ---- overloads that one HIP type makes the same ----
 * Two CUDA types that map to one HIP type make overloads over them one function:
 * cuda-samples' helper_cuda.h defines _cudaGetErrorEnum(cudaError_t) and
 * _cudaGetErrorEnum(CUresult), both _cudaGetErrorEnum(hipError_t) in HIP, a redefinition.
 * Where the parse sees both definitions, the first is kept and a later one whose parameters all
 * become the same HIP types is put under #if 0, with a note naming both. Function definitions
 * of editable files only (member functions and templates are left alone).
 * helper_cuda.h has them under #ifdef __DRIVER_TYPES_H__ and #ifdef CUDA_DRIVER_API, so one of
 * them usually lies in an #if branch the parse left out, which clang never sees, and whose
 * tokens this pass renames all the same. Such a definition is found from its tokens (at file
 * scope: NAME(PARAMS) {): when it collides with another (seen or not), each of them goes under
 * #ifndef of one macro defined by the first one compiled, so every configuration of the #ifs
 * keeps exactly one. Two definitions in sibling branches of one #if/#else are never compiled
 * together and are left alone. */

typedef struct rn_def {
    char *name;            /* the parse's: "USR of the parent::name"; a skipped one's: "::name" */
    char *hipsig, *cudasig;
    size_t fi, b, e;       /* editable file, byte extent */
    unsigned line;
    CXSourceLocation loc;
    int skipped, file_scope, out;
} rn_def;
typedef struct rn_defs { pc_ctx *c; UT_VEC(rn_def) d; } rn_defs;

/* A type's spelling with each CUDA type name the rules rename replaced by its HIP name. */
static void rn_hip_type(pc_ctx *c, const char *t, char *out, size_t n)
{
    size_t w = 0;
    for (const char *p = t; *p && w + 1 < n;) {
        if (isalpha((unsigned char)*p) || *p == '_') {
            const char *q = p;
            while (isalnum((unsigned char)*q) || *q == '_') q++;
            char id[128];
            size_t l = (size_t)(q - p) < sizeof id - 1 ? (size_t)(q - p) : sizeof id - 1;
            memcpy(id, p, l);
            id[l] = 0;
            const rl_rule *r = rl_lookup(c->rules, id);
            const char *use = (r && r->status == RL_STATUS_SUPPORTED && r->hip &&
                               (r->kind == RL_KIND_TYPE || r->kind == RL_KIND_ENUM)) ? r->hip : id;
            w += (size_t)snprintf(out + w, n - w, "%s", use);
            p = q;
        } else {
            out[w++] = *p++;
        }
        if (w >= n) w = n - 1;
    }
    out[w] = 0;
}

/* Appends a definition whose parameter types (CUDA spellings, ", "-separated in cuda) change
 * in HIP; 0 when none changes. */
static int rn_def_add(rn_defs *ds, const char *cuda, rn_def *proto)
{
    char hip[1024];
    rn_hip_type(ds->c, cuda, hip, sizeof hip);
    if (!strcmp(hip, cuda) || strlen(hip) + 1 >= sizeof hip)
        return 0;                        /* no CUDA type renamed: no new collision */
    rn_def *e = ut_vec_add(&ds->d);
    *e = *proto;
    e->hipsig = ut_xstrdup(hip);
    e->cudasig = ut_xstrdup(cuda);
    return 1;
}

static enum CXChildVisitResult rn_defs_visit(CXCursor cur, CXCursor parent, CXClientData d)
{
    (void)parent;
    rn_defs *ds = d;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl)
        return CXChildVisit_Recurse;
    /* an instantiation of a function template (helper_cuda.h's check<T> at check<cudaError_t>)
     * is no definition of its own: a plain check(CUresult) beside it is an overload HIP keeps */
    if (k != CXCursor_FunctionDecl || !clang_isCursorDefinition(cur) ||
        !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(cur)) ||
        !pc_loc_editable(ds->c, clang_getCursorLocation(cur)))
        return CXChildVisit_Continue;
    int np = clang_Cursor_getNumArguments(cur);
    CXSourceRange r = clang_getCursorExtent(cur);
    int fi = pc_file_index(ds->c, clang_getRangeStart(r));
    if (np <= 0 || fi < 0)
        return CXChildVisit_Continue;
    char cuda[1024] = "";
    size_t cw = 0;
    for (int i = 0; i < np; i++) {
        /* a parameter's top-level const is no part of the function's type */
        CXType pt = clang_getUnqualifiedType(clang_getCursorType(clang_Cursor_getArgument(cur, (unsigned)i)));
        CXString ts = clang_getTypeSpelling(pt);
        const char *t = clang_getCString(ts);
        cw += (size_t)snprintf(cuda + cw, sizeof cuda - (cw < sizeof cuda ? cw : sizeof cuda), "%s%s", i ? ", " : "",
                               t ? t : "");
        clang_disposeString(ts);
    }
    if (cw >= sizeof cuda)
        return CXChildVisit_Continue;
    unsigned b, e;
    clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &b);
    clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
    CXCursor sem = clang_getCursorSemanticParent(cur);
    CXString nm = clang_getCursorSpelling(cur);
    CXString usr = clang_getCursorUSR(sem);
    rn_def p = {0};
    p.fi = (size_t)fi;
    p.b = b;
    p.e = e;
    p.loc = clang_getCursorLocation(cur);
    clang_getSpellingLocation(p.loc, NULL, &p.line, NULL, NULL);
    p.file_scope = clang_getCursorKind(sem) == CXCursor_TranslationUnit;
    p.name = ut_xasprintf("%s::%s", clang_getCString(usr), clang_getCString(nm));
    if (!rn_def_add(ds, cuda, &p))
        free(p.name);
    clang_disposeString(nm);
    clang_disposeString(usr);
    return CXChildVisit_Continue;
}

/* The type of parameter tokens [a, z) of a skipped definition, spelled as clang spells types:
 * its name, a default argument and a top-level const (no * or & in it) dropped. */
static int rn_param_type(const ku_index *ix, unsigned a, unsigned z, char *out, size_t n)
{
    for (unsigned q = a; q < z; q++)
        if (ku_is(ix, q, "=")) z = q;
    int indirect = 0;
    for (unsigned q = a; q < z; q++)
        indirect |= ku_is(ix, q, "*") || ku_is(ix, q, "&");
    if (z - a >= 2 && ix->kind[z - 1] == CXToken_Identifier && !ku_is(ix, z - 2, "::"))
        z--;
    size_t w = 0;
    for (unsigned q = a; q < z; q++) {
        if (!indirect && (ku_is(ix, q, "const") || ku_is(ix, q, "volatile")))
            continue;
        int word = ku_is_ident(ix, q) || ix->kind[q] == CXToken_Literal;
        const char *sep = w == 0 || ku_is(ix, q, "::") || ku_is(ix, q - 1, "::") || ku_is(ix, q, ",") ||
                          ku_is(ix, q, ">") || ku_is(ix, q - 1, "<") || ku_is(ix, q, "<") ||
                          (!word && !ku_is(ix, q, "*") && !ku_is(ix, q, "&")) ? "" : " ";
        if (!word && (ku_is(ix, q, "*") || ku_is(ix, q, "&")) && w && (out[w - 1] == '*' || out[w - 1] == '&'))
            sep = "";
        w += (size_t)snprintf(out + w, w < n ? n - w : 0, "%s%.*s", sep, (int)ku_len(ix, q), ku_text(ix, q));
        if (w >= n) return -1;
    }
    return w ? 0 : -1;
}

/* Whether the skipped range [b, e) of buf is an #if 0 block (no configuration compiles it). */
static int rn_if_zero(const char *buf, size_t b, size_t e)
{
    size_t p = b;
    while (p < e && (buf[p] == ' ' || buf[p] == '\t')) p++;
    if (p >= e || buf[p++] != '#') return 0;
    while (p < e && (buf[p] == ' ' || buf[p] == '\t')) p++;
    if (p + 2 > e || strncmp(buf + p, "if", 2)) return 0;
    p += 2;
    if (p >= e || (buf[p] != ' ' && buf[p] != '\t')) return 0;
    while (p < e && (buf[p] == ' ' || buf[p] == '\t')) p++;
    return p + 1 < e && buf[p] == '0' && !isalnum((unsigned char)buf[p + 1]) && buf[p + 1] != '_';
}

/* Function definitions at file scope in the #if branches the parse left out, from their tokens:
 * [type words] NAME ( PARAMS ) [const] { ... }. */
static void rn_skipped_defs(rn_defs *ds)
{
    pc_ctx *c = ds->c;
    ku_set *set = ku_set_get(c);
    for (size_t fi = 0; set && fi < set->n && fi < pc_file_count(c); fi++) {
        const ku_index *ix = set->ix[fi];
        CXSourceRangeList *rl = clang_getSkippedRanges(c->tu, ix->file);
        int depth = 0;
        unsigned t = 0;
        for (unsigned ri = 0; rl && ri < rl->count; ri++) {
            unsigned rb = 0, re = 0;
            clang_getSpellingLocation(clang_getRangeStart(rl->ranges[ri]), NULL, NULL, NULL, &rb);
            clang_getSpellingLocation(clang_getRangeEnd(rl->ranges[ri]), NULL, NULL, NULL, &re);
            int never = rn_if_zero(ix->buf, rb, re);
            for (; t < ix->n && ix->beg[t] < re; t++) {
                if (!ix->pp[t] && ku_is(ix, t, "{")) depth++;
                if (!ix->pp[t] && ku_is(ix, t, "}") && depth > 0) depth--;
                if (never || ix->beg[t] < rb || depth != 0 || ix->pp[t] || ix->kind[t] != CXToken_Identifier ||
                    !ku_is(ix, t + 1, "(") || t == 0 || ix->pp[t - 1] ||
                    !(ku_is_ident(ix, t - 1) || ku_is(ix, t - 1, "*") || ku_is(ix, t - 1, "&")))
                    continue;
                unsigned close = ku_match(ix, t + 1), body = close == KU_NONE ? KU_NONE : close + 1;
                while (body != KU_NONE && body < ix->n && (ku_is(ix, body, "const") || ku_is(ix, body, "noexcept")))
                    body++;
                if (body == KU_NONE || body >= ix->n || !ku_is(ix, body, "{") || ix->pp[body])
                    continue;
                unsigned end = ku_match(ix, body);
                if (end == KU_NONE || ix->end[end] > re)
                    continue;
                unsigned first = t;
                while (first > 0 && !ix->pp[first - 1] && ix->beg[first - 1] >= rb &&
                       (ku_is_ident(ix, first - 1) || ku_is(ix, first - 1, "*") || ku_is(ix, first - 1, "&") ||
                        ku_is(ix, first - 1, "::")))
                    first--;
                unsigned pieces[32][2];
                unsigned np = ku_split_commas(ix, t + 2, close, pieces, 32);
                char cuda[1024] = "";
                size_t cw = 0;
                int ok = np > 0 && np <= 32;
                for (unsigned i = 0; ok && i < np; i++) {
                    char ty[256];
                    ok = rn_param_type(ix, pieces[i][0], pieces[i][1], ty, sizeof ty) == 0 &&
                         !(np == 1 && !strcmp(ty, "void"));
                    if (ok)
                        cw += (size_t)snprintf(cuda + cw, cw < sizeof cuda ? sizeof cuda - cw : 0, "%s%s",
                                               i ? ", " : "", ty);
                    ok = ok && cw < sizeof cuda;
                }
                if (ok) {
                    rn_def p = {0};
                    p.fi = fi;
                    p.b = ix->beg[first];
                    p.e = ix->end[end];
                    p.loc = clang_getLocationForOffset(c->tu, ix->file, (unsigned)ix->beg[t]);
                    clang_getSpellingLocation(p.loc, NULL, &p.line, NULL, NULL);
                    p.skipped = p.file_scope = 1;
                    p.name = ut_xasprintf("::%.*s", (int)ku_len(ix, t), ku_text(ix, t));
                    if (!rn_def_add(ds, cuda, &p))
                        free(p.name);
                }
                t = end;
            }
        }
        if (rl)
            clang_disposeSourceRangeList(rl);
    }
}

static const char *rn_base_name(const char *n)
{
    const char *s = strrchr(n, ':');
    return s ? s + 1 : n;
}

/* Whether a and b are one function for the collision: a definition the parse left out has no
 * qualified name, so it matches a file-scope one by its name. */
static int rn_same_function(const rn_def *a, const rn_def *b)
{
    if (!a->skipped && !b->skipped)
        return !strcmp(a->name, b->name);
    return a->file_scope && b->file_scope && !strcmp(rn_base_name(a->name), rn_base_name(b->name));
}

static int rn_same_sig(const char *a, const char *b)
{
    for (;; a++, b++) {
        while (*a == ' ') a++;
        while (*b == ' ') b++;
        if (*a != *b) return 0;
        if (!*a) return 1;
    }
}

/* Whether [a_end, b_beg) of file v closes a's #if branch with an #else/#elif of the same #if
 * (a and b in sibling branches: never compiled together). */
static int rn_sibling_branches(const pc_file_view *v, size_t a_end, size_t b_beg)
{
    int depth = 0;
    for (size_t p = a_end; p < b_beg && p < v->len;) {
        size_t q = p;
        while (q < b_beg && (v->buf[q] == ' ' || v->buf[q] == '\t')) q++;
        if (q < b_beg && v->buf[q] == '#') {
            q++;
            while (q < b_beg && (v->buf[q] == ' ' || v->buf[q] == '\t')) q++;
            if (!strncmp(v->buf + q, "if", 2)) depth++;
            else if (!strncmp(v->buf + q, "endif", 5) && --depth < 0) return 0;
            else if ((!strncmp(v->buf + q, "else", 4) || !strncmp(v->buf + q, "elif", 4)) && depth == 0) return 1;
        }
        while (p < b_beg && v->buf[p] != '\n') p++;
        p++;
    }
    return 0;
}

/* Whole lines [*ls, *le) of the definition [b, e) of file v; -1 when its first line starts with
 * other code. */
static int rn_def_lines(const pc_file_view *v, size_t b, size_t e, size_t *ls, size_t *le)
{
    size_t s = b, z = e;
    while (s > 0 && v->buf[s - 1] != '\n' && (v->buf[s - 1] == ' ' || v->buf[s - 1] == '\t')) s--;
    if (s > 0 && v->buf[s - 1] != '\n')
        return -1;
    while (z < v->len && v->buf[z] != '\n') z++;
    if (z < v->len) z++;
    *ls = s;
    *le = z;
    return 0;
}

/* Puts definition d of file v between open and an #endif on whole lines. */
static int rn_wrap(pc_ctx *c, const rn_def *d, const pc_file_view *v, const char *open_fmt, const char *arg,
                   unsigned line)
{
    size_t ls, le;
    if (rn_def_lines(v, d->b, d->e, &ls, &le))
        return -1;
    const char *nl1 = memchr(v->buf, '\n', v->len);
    const char *nl = nl1 && nl1 > v->buf && nl1[-1] == '\r' ? "\r\n" : "\n";
    char *open = arg ? ut_xasprintf(open_fmt, arg, line, nl, arg, nl) : ut_xasprintf(open_fmt, line, nl);
    char *close = le > 0 && v->buf[le - 1] == '\n' ? ut_xasprintf("#endif%s", nl) : ut_xasprintf("%s#endif%s", nl, nl);
    int rc = pc_edit_file(c, d->fi, ls, 0, open, "rename.overload-collision") == 0 &&
             pc_edit_file(c, d->fi, le, 0, close, "rename.overload-collision") == 0 ? 0 : -1;
    free(open);
    free(close);
    return rc;
}

/* The macro that the first compiled of a colliding group defines: CU2HIP_ONCE_name_hipsig. */
static char *rn_once_macro(const rn_def *d)
{
    const char *n = rn_base_name(d->name);
    char *m = ut_xasprintf("CU2HIP_ONCE_%s_%s", n, d->hipsig);
    size_t w = 0;
    for (char *p = m; *p; p++) {
        char ch = *p == '*' ? 'p' : *p == '&' ? 'r' : (isalnum((unsigned char)*p) || *p == '_') ? *p : '_';
        if (ch == '_' && w > 0 && m[w - 1] == '_' && !(isalnum((unsigned char)*p) || *p == '_'))
            continue;
        m[w++] = ch;
    }
    while (w > 0 && m[w - 1] == '_') w--;
    m[w] = 0;
    return m;
}

static void rn_overload_collisions(pc_ctx *c)
{
    rn_defs ds = {c, {0}};
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), rn_defs_visit, &ds);
    size_t nparsed = ds.d.n;
    if (!c->opts || !c->opts->skip_inactive)
        rn_skipped_defs(&ds);
    /* both seen by the parse: the later under #if 0 */
    for (size_t i = 0; i < nparsed; i++)
        for (size_t j = 0; j < i; j++) {
            rn_def *a = &ds.d.v[j], *d = &ds.d.v[i];
            if (!rn_same_function(a, d) || strcmp(d->hipsig, a->hipsig) || !strcmp(d->cudasig, a->cudasig))
                continue;
            pc_file_view v;
            pc_file_get(c, d->fi, &v);
            if (rn_wrap(c, d, &v, "#if 0 /* cu2hip: in HIP the same function as the one of line %u */%s", NULL,
                        a->line) == 0) {
                const char *nm = rn_base_name(d->name);
                pc_report(c, d->loc, DG_NOTE, "rename.overload-collision",
                          "%s(%s) and %s(%s) of line %u are both %s(%s) in HIP: this one is kept out with #if 0",
                          nm, d->cudasig, nm, a->cudasig, a->line, nm, d->hipsig);
                dg_count(c->stats, "rename.overload-collision", 1);
                d->out = 1;
            }
            break;
        }
    /* one of them in an #if branch the parse left out: each under #ifndef CU2HIP_ONCE_... */
    for (size_t i = 0; i < ds.d.n; i++) {
        rn_def *d = &ds.d.v[i];
        if (d->out) continue;
        for (size_t j = 0; j < ds.d.n; j++) {
            rn_def *a = &ds.d.v[j];
            if (j == i || a->out || (!a->skipped && !d->skipped) || !rn_same_function(a, d) ||
                strcmp(d->hipsig, a->hipsig) || rn_same_sig(d->cudasig, a->cudasig))
                continue;
            pc_file_view v;
            pc_file_get(c, d->fi, &v);
            if (a->fi == d->fi && (a->b < d->b ? rn_sibling_branches(&v, a->e, d->b)
                                               : rn_sibling_branches(&v, d->e, a->b)))
                continue;
            char *m = rn_once_macro(d);
            const char *nm = rn_base_name(d->name);
            if (rn_wrap(c, d, &v, "#ifndef %s /* cu2hip: in HIP the same function as the one of line %u: the "
                        "first compiled is kept */%s#define %s%s", m, a->line) == 0) {
                if (a->fi != d->fi || a->b < d->b) {
                    pc_report(c, d->loc, DG_NOTE, "rename.overload-collision",
                              "%s(%s) and %s(%s) of line %u are both %s(%s) in HIP, and one of them is in an "
                              "#if branch this parse left out: each goes under #ifndef %s, so the first "
                              "compiled is kept", nm, d->cudasig, nm, a->cudasig, a->line, nm, d->hipsig, m);
                    dg_count(c->stats, "rename.overload-collision", 1);
                }
            }
            free(m);
            break;
        }
    }
    for (size_t i = 0; i < ds.d.n; i++) {
        free(ds.d.v[i].name);
        free(ds.d.v[i].hipsig);
        free(ds.d.v[i].cudasig);
    }
    ut_vec_free(&ds.d);
}

void pass_renames(pc_ctx *c)
{
    rn_overload_collisions(c);
    ut_map user_names = { 0 };
    int need = rn_need_cursors(c);
    if (need) rn_collect_user_names(c, &user_names);
    for (size_t fi = 0; fi < pc_file_count(c); fi++) {
        rn_file f = {c, fi, {0}, NULL, NULL, NULL, &user_names, 0};
        pc_file_get(c, fi, &f.v);
        if (!f.v.ntoks) continue;
        f.v.tok_cursors = need ? (CXCursor *)pc_tok_cursors(c, fi) : NULL;
        f.off = ut_xmalloc(f.v.ntoks * sizeof *f.off);
        f.end = ut_xmalloc(f.v.ntoks * sizeof *f.end);
        f.dir = ut_xmalloc(f.v.ntoks * sizeof *f.dir);
        for (unsigned i = 0; i < f.v.ntoks; i++) ps_token_range(c->tu, f.v.toks[i], &f.off[i], &f.end[i]);
        ps_directives(f.v.buf, f.v.len, f.off, f.end, f.v.ntoks, f.dir);
        for (unsigned i = 0; i < f.v.ntoks; i++)
            if (clang_getTokenKind(f.v.toks[i]) == CXToken_Identifier) rn_token(&f, i);
        free(f.off);
        free(f.end);
        free(f.dir);
    }
    ut_map_free(&user_names, NULL);
}
