/* kernel_util.c - helpers shared by the kernel-language passes: token index over the main file,
 * bracket matching and preprocessor-line awareness, a token-level integer constant evaluator,
 * cursor utilities. See kernel_util.h; the AST walk they share is kernel_walk.c's. */
#include "kernel_util.h"
#include "parse.h"
#include "util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* ---- token index ---- */

static int gap_has_newline(const char *buf, size_t from, size_t to)
{
    /* A newline ends a directive unless escaped; comments between tokens are skipped. */
    for (size_t p = from; p < to; p++) {
        if (buf[p] == '/' && p + 1 < to && buf[p + 1] == '*') {
            p += 2;
            while (p + 1 < to && !(buf[p] == '*' && buf[p + 1] == '/'))
                p++;
            p++;
            continue;
        }
        if (buf[p] == '\n') {
            size_t q = p;
            if (q > from && buf[q - 1] == '\r')
                q--;
            if (q > from && buf[q - 1] == '\\')
                continue;
            return 1;
        }
    }
    return 0;
}

ku_index *ku_index_new(pc_ctx *c)
{
    return ku_index_new_file(c, 0);
}

ku_index *ku_index_new_file(pc_ctx *c, size_t fi)
{
    if (fi >= pc_file_count(c))
        return NULL;
    ku_index *ix = calloc(1, sizeof *ix);
    if (!ix)
        return NULL;
    pc_file_view v;
    pc_file_get(c, fi, &v);
    ix->c = c;
    ix->fi = fi;
    ix->file = v.file;
    ix->buf = v.buf;
    ix->len = v.len;
    ix->toks = v.toks;
    ix->n = v.toks ? v.ntoks : 0;
    size_t n = ix->n ? ix->n : 1;
    ix->beg = malloc(n * sizeof *ix->beg);
    ix->end = malloc(n * sizeof *ix->end);
    ix->kind = malloc(n);
    ix->pp = calloc(n, 1);
    if (!ix->beg || !ix->end || !ix->kind || !ix->pp) {
        ku_index_free(ix);
        return NULL;
    }
    for (unsigned i = 0; i < ix->n; i++) {
        size_t b = 0, e = 0;
        ps_token_range(c->tu, ix->toks[i], &b, &e);
        if (b > ix->len)
            b = ix->len;
        if (e < b || e > ix->len)
            e = b;
        ix->beg[i] = b;
        ix->end[i] = e;
        ix->kind[i] = (unsigned char)clang_getTokenKind(ix->toks[i]);
    }
    /* Directive lines: a '#' that starts a line, up to the next unescaped newline. */
    for (unsigned i = 0; i < ix->n; i++) {
        if (!ku_is(ix, i, "#") || (i > 0 && !ku_newline_between(ix, i - 1, i)))
            continue;
        unsigned j = i;
        ix->pp[j] = 1;
        while (j + 1 < ix->n && !ku_newline_between(ix, j, j + 1))
            ix->pp[++j] = 1;
        i = j;
    }
    return ix;
}

void ku_index_free(ku_index *ix)
{
    if (!ix)
        return;
    free(ix->beg);
    free(ix->end);
    free(ix->kind);
    free(ix->pp);
    free(ix);
}

int ku_newline_between(const ku_index *ix, unsigned a, unsigned b)
{
    return gap_has_newline(ix->buf, ix->end[a], ix->beg[b]);
}

size_t ku_len(const ku_index *ix, unsigned i) { return ix->end[i] - ix->beg[i]; }
const char *ku_text(const ku_index *ix, unsigned i) { return ix->buf + ix->beg[i]; }

int ku_is(const ku_index *ix, unsigned i, const char *s)
{
    if (i >= ix->n)
        return 0;
    size_t n = strlen(s);
    return ku_len(ix, i) == n && memcmp(ku_text(ix, i), s, n) == 0;
}

int ku_is_ident(const ku_index *ix, unsigned i)
{
    return i < ix->n && (ix->kind[i] == CXToken_Identifier || ix->kind[i] == CXToken_Keyword);
}

unsigned ku_lower(const ku_index *ix, size_t off)
{
    unsigned lo = 0, hi = ix->n;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (ix->beg[mid] < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

unsigned ku_at(const ku_index *ix, size_t off)
{
    unsigned i = ku_lower(ix, off);
    return i < ix->n && ix->beg[i] == off ? i : KU_NONE;
}

unsigned ku_directive_start(const ku_index *ix, unsigned i)
{
    while (i > 0 && ix->pp[i] && !(ku_is(ix, i, "#") && ku_newline_between(ix, i - 1, i)))
        i--;
    return i;
}

unsigned ku_directive_end(const ku_index *ix, unsigned i)
{
    while (i < ix->n && ix->pp[i] && (i + 1 >= ix->n || !ku_newline_between(ix, i, i + 1)))
        i++;
    return i < ix->n ? i + 1 : ix->n;
}

int ku_is_define_name(const ku_index *ix, unsigned i)
{
    return i >= 2 && ix->pp[i] && ku_is(ix, i - 1, "define") && ku_is(ix, i - 2, "#");
}

static int is_open(const ku_index *ix, unsigned i)
{
    return ku_is(ix, i, "(") || ku_is(ix, i, "[") || ku_is(ix, i, "{");
}
static int is_close(const ku_index *ix, unsigned i)
{
    return ku_is(ix, i, ")") || ku_is(ix, i, "]") || ku_is(ix, i, "}");
}

unsigned ku_match(const ku_index *ix, unsigned i)
{
    if (i >= ix->n)
        return KU_NONE;
    int pp = ix->pp[i];
    int depth = 0;
    if (is_open(ix, i)) {
        for (unsigned j = i; j < ix->n; j++) {
            if (ix->pp[j] != pp) {
                if (pp)
                    return KU_NONE;      /* a directive's brackets close on its own line */
                continue;                /* skip #if/#else lines inside code */
            }
            if (pp && j > i && ku_is(ix, j, "#") && ku_newline_between(ix, j - 1, j))
                return KU_NONE;
            if (is_open(ix, j))
                depth++;
            else if (is_close(ix, j) && --depth == 0)
                return j;
        }
    } else if (is_close(ix, i)) {
        for (unsigned j = i + 1; j-- > 0;) {
            if (ix->pp[j] != pp) {
                if (pp)
                    return KU_NONE;
                continue;
            }
            if (is_close(ix, j))
                depth++;
            else if (is_open(ix, j) && --depth == 0)
                return j;
            if (pp && ku_is(ix, j, "#") && j > 0 && ku_newline_between(ix, j - 1, j))
                return KU_NONE;
        }
    }
    return KU_NONE;
}

unsigned ku_split_commas(const ku_index *ix, unsigned first, unsigned last, unsigned (*out)[2],
                         unsigned max)
{
    if (first >= last)
        return 0;
    unsigned n = 0, start = first;
    int depth = 0;
    int pp = ix->pp[first];
    for (unsigned j = first; j <= last; j++) {
        if (j < last && ix->pp[j] != pp)
            continue;
        if (j == last || (depth == 0 && ku_is(ix, j, ","))) {
            if (n < max) {
                out[n][0] = start;
                out[n][1] = j;
            }
            n++;
            start = j + 1;
            continue;
        }
        if (is_open(ix, j))
            depth++;
        else if (is_close(ix, j))
            depth--;
    }
    return n;
}

int ku_find_macro(const ku_index *ix, const char *name, size_t namelen, unsigned *body_first,
                  unsigned *body_last, unsigned *name_tok)
{
    for (unsigned i = 2; i < ix->n; i++) {
        if (!ku_is_define_name(ix, i) || ku_len(ix, i) != namelen ||
            memcmp(ku_text(ix, i), name, namelen) != 0)
            continue;
        unsigned end = ku_directive_end(ix, i);
        /* function-like when '(' follows the name without a space */
        if (i + 1 < end && ku_is(ix, i + 1, "(") && ix->beg[i + 1] == ix->end[i])
            return 0;
        while (end > i + 1 && ix->kind[end - 1] == CXToken_Comment)
            end--;
        if (body_first)
            *body_first = i + 1;
        if (body_last)
            *body_last = end;
        if (name_tok)
            *name_tok = i;
        return 1;
    }
    return 0;
}

/* ---- constant evaluation ---- */

typedef struct lx { const char *s; size_t n; unsigned tok; } lx;

typedef struct ev {
    const ku_index *ix;
    const lx *t;
    unsigned n, p;
    int depth;
    int ok;
} ev;

static ku_val mkval(long long v, int bits, int uns)
{
    ku_val r;
    r.bits = bits;
    r.uns = uns;
    if (bits == 32)
        r.v = uns ? (long long)(unsigned long long)(unsigned)v : (long long)(int)v;
    else
        r.v = v;
    return r;
}

static int lx_is(const lx *t, const char *s)
{
    size_t n = strlen(s);
    return t->n == n && memcmp(t->s, s, n) == 0;
}

static int parse_int_literal(const char *s, size_t n, ku_val *out)
{
    char buf[80];
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < sizeof buf; i++)
        if (s[i] != '\'')
            buf[k++] = s[i];
    buf[k] = 0;
    if (!k || !isdigit((unsigned char)buf[0]))
        return 0;
    int base = 10;
    const char *p = buf;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    } else if (p[0] == '0') {
        base = 8;
    }
    unsigned long long v = 0;
    int digits = 0;
    for (; *p; p++) {
        int d;
        if (isdigit((unsigned char)*p))
            d = *p - '0';
        else if (base == 16 && isxdigit((unsigned char)*p))
            d = tolower((unsigned char)*p) - 'a' + 10;
        else
            break;
        if (d >= base)
            return 0;
        v = v * (unsigned)base + (unsigned)d;
        digits++;
    }
    if (!digits && base != 8)
        return 0;
    int u = 0, l = 0;
    for (; *p; p++) {
        if (*p == 'u' || *p == 'U')
            u = 1;
        else if (*p == 'l' || *p == 'L')
            l++;
        else if (*p == 'z' || *p == 'Z')
            l = 2;
        else
            return 0;  /* float literals and user-defined suffixes */
    }
    int bits, uns;
    if (!l && v <= 0x7fffffffull && !u) {
        bits = 32; uns = 0;
    } else if (!l && v <= 0xffffffffull && (u || base != 10)) {
        bits = 32; uns = 1;
    } else if (!u && v <= 0x7fffffffffffffffull) {
        bits = 64; uns = 0;
    } else {
        bits = 64; uns = 1;
    }
    if (u && !l && v <= 0xffffffffull)
        bits = 32;
    *out = mkval((long long)v, bits, uns);
    return 1;
}

static int resolve_ident(ev *e, const lx *t, ku_val *out);
static ku_val ev_cond(ev *e);

static const lx *ev_peek(ev *e) { return e->p < e->n ? &e->t[e->p] : NULL; }
static int ev_accept(ev *e, const char *s)
{
    const lx *t = ev_peek(e);
    if (t && lx_is(t, s)) {
        e->p++;
        return 1;
    }
    return 0;
}

static void arith(ku_val *a, ku_val *b)
{
    int bits = a->bits == 64 || b->bits == 64 ? 64 : 32;
    int uns;
    if (a->bits == b->bits)
        uns = a->uns || b->uns;
    else
        uns = a->bits > b->bits ? a->uns : b->uns;
    *a = mkval(a->v, bits, uns);
    *b = mkval(b->v, bits, uns);
}

/* Simple type names in casts: returns 1 and bits/uns when tokens from p form one. */
static int parse_type(ev *e, int *bits, int *uns)
{
    unsigned p = e->p;
    int u = 0, s = 0, longs = 0, any = 0, named = 0;
    if (p + 1 < e->n && lx_is(&e->t[p], "std") && lx_is(&e->t[p + 1], "::"))
        p += 2;
    for (; p < e->n; p++) {
        const lx *t = &e->t[p];
        if (lx_is(t, "unsigned")) u = 1;
        else if (lx_is(t, "signed")) s = 1;
        else if (lx_is(t, "int")) ;
        else if (lx_is(t, "long")) longs++;
        else if (lx_is(t, "short") || lx_is(t, "char")) return 0;
        else if (lx_is(t, "const")) ;
        else if (!any && (lx_is(t, "uint32_t") || lx_is(t, "uint"))) { u = 1; named = 1; }
        else if (!any && lx_is(t, "int32_t")) { named = 1; }
        else if (!any && (lx_is(t, "uint64_t") || lx_is(t, "size_t"))) { u = 1; longs = 2; named = 1; }
        else if (!any && lx_is(t, "int64_t")) { longs = 2; named = 1; }
        else break;
        any = 1;
        if (named) { p++; break; }
    }
    (void)s;
    if (!any)
        return 0;
    *bits = longs ? 64 : 32;
    *uns = u;
    e->p = p;
    return 1;
}

static ku_val ev_unary(ev *e)
{
    ku_val bad = mkval(0, 32, 0);
    const lx *t = ev_peek(e);
    if (!t) {
        e->ok = 0;
        return bad;
    }
    if (ev_accept(e, "-")) {
        ku_val v = ev_unary(e);
        return mkval((long long)(0ull - (unsigned long long)v.v), v.bits, v.uns);
    }
    if (ev_accept(e, "+"))
        return ev_unary(e);
    if (ev_accept(e, "~")) {
        ku_val v = ev_unary(e);
        return mkval(~v.v, v.bits, v.uns);
    }
    if (ev_accept(e, "!")) {
        ku_val v = ev_unary(e);
        return mkval(!v.v, 32, 0);
    }
    if (lx_is(t, "static_cast") && e->p + 1 < e->n && lx_is(&e->t[e->p + 1], "<")) {
        e->p += 2;
        int bits, uns;
        if (!parse_type(e, &bits, &uns) || !ev_accept(e, ">") || !ev_accept(e, "(")) {
            e->ok = 0;
            return bad;
        }
        ku_val v = ev_cond(e);
        if (!ev_accept(e, ")"))
            e->ok = 0;
        return mkval(v.v, bits, uns);
    }
    if (ev_accept(e, "(")) {
        unsigned save = e->p;
        int bits, uns;
        if (parse_type(e, &bits, &uns) && ev_accept(e, ")")) {
            ku_val v = ev_unary(e);
            return mkval(v.v, bits, uns);
        }
        e->p = save;
        ku_val v = ev_cond(e);
        if (!ev_accept(e, ")"))
            e->ok = 0;
        return v;
    }
    e->p++;
    ku_val v;
    if (t->n && isdigit((unsigned char)t->s[0])) {
        if (!parse_int_literal(t->s, t->n, &v))
            e->ok = 0;
        return e->ok ? v : bad;
    }
    if (lx_is(t, "true"))
        return mkval(1, 32, 0);
    if (lx_is(t, "false"))
        return mkval(0, 32, 0);
    if (t->n && (isalpha((unsigned char)t->s[0]) || t->s[0] == '_')) {
        /* qualified names: take the last component */
        while (e->p + 1 < e->n && lx_is(&e->t[e->p], "::")) {
            t = &e->t[e->p + 1];
            e->p += 2;
        }
        if (resolve_ident(e, t, &v))
            return v;
    }
    e->ok = 0;
    return bad;
}

static ku_val ev_mul(ev *e)
{
    ku_val a = ev_unary(e);
    for (;;) {
        int op = ev_accept(e, "*") ? '*' : ev_accept(e, "/") ? '/' : ev_accept(e, "%") ? '%' : 0;
        if (!op || !e->ok)
            return a;
        ku_val b = ev_unary(e);
        arith(&a, &b);
        if (op != '*' && b.v == 0) {
            e->ok = 0;
            return a;
        }
        unsigned long long ua = (unsigned long long)a.v, ub = (unsigned long long)b.v;
        long long r;
        if (op == '*')
            r = (long long)(ua * ub);
        else if (a.uns)
            r = (long long)(op == '/' ? ua / ub : ua % ub);
        else if (b.v == -1)
            r = op == '/' ? (long long)(0ull - ua) : 0;
        else
            r = op == '/' ? a.v / b.v : a.v % b.v;
        a = mkval(r, a.bits, a.uns);
    }
}

static ku_val ev_add(ev *e)
{
    ku_val a = ev_mul(e);
    for (;;) {
        int op = ev_accept(e, "+") ? '+' : ev_accept(e, "-") ? '-' : 0;
        if (!op || !e->ok)
            return a;
        ku_val b = ev_mul(e);
        arith(&a, &b);
        unsigned long long ua = (unsigned long long)a.v, ub = (unsigned long long)b.v;
        a = mkval((long long)(op == '+' ? ua + ub : ua - ub), a.bits, a.uns);
    }
}

static ku_val ev_shift(ev *e)
{
    ku_val a = ev_add(e);
    for (;;) {
        int op = ev_accept(e, "<<") ? 'l' : ev_accept(e, ">>") ? 'r' : 0;
        if (!op || !e->ok)
            return a;
        ku_val b = ev_add(e);
        if (b.v < 0 || b.v >= a.bits) {
            e->ok = 0;
            return a;
        }
        if (op == 'l')
            a = mkval((long long)((unsigned long long)a.v << b.v), a.bits, a.uns);
        else if (a.uns)
            a = mkval((long long)((a.bits == 32 ? (unsigned long long)(unsigned)a.v
                                                 : (unsigned long long)a.v) >> b.v),
                      a.bits, a.uns);
        else
            a = mkval(a.v >> b.v, a.bits, a.uns);
    }
}

static ku_val ev_rel(ev *e)
{
    ku_val a = ev_shift(e);
    for (;;) {
        const char *ops[] = { "<=", ">=", "<", ">", "==", "!=" };
        int op = -1;
        for (int k = 0; k < 6 && op < 0; k++)
            if (ev_accept(e, ops[k]))
                op = k;
        if (op < 0 || !e->ok)
            return a;
        ku_val b = ev_shift(e);
        arith(&a, &b);
        int r;
        if (a.uns) {
            unsigned long long x = (unsigned long long)a.v, y = (unsigned long long)b.v;
            if (a.bits == 32) { x = (unsigned)x; y = (unsigned)y; }
            r = op == 0 ? x <= y : op == 1 ? x >= y : op == 2 ? x < y : op == 3 ? x > y
              : op == 4 ? x == y : x != y;
        } else {
            long long x = a.v, y = b.v;
            r = op == 0 ? x <= y : op == 1 ? x >= y : op == 2 ? x < y : op == 3 ? x > y
              : op == 4 ? x == y : x != y;
        }
        a = mkval(r, 32, 0);
    }
}

static ku_val ev_bits(ev *e, int level)
{
    /* level 0: |, 1: ^, 2: & */
    static const char *ops[] = { "|", "^", "&" };
    ku_val a = level < 2 ? ev_bits(e, level + 1) : ev_rel(e);
    while (e->ok && ev_accept(e, ops[level])) {
        ku_val b = level < 2 ? ev_bits(e, level + 1) : ev_rel(e);
        arith(&a, &b);
        long long r = level == 0 ? (a.v | b.v) : level == 1 ? (a.v ^ b.v) : (a.v & b.v);
        a = mkval(r, a.bits, a.uns);
    }
    return a;
}

static ku_val ev_logic(ev *e)
{
    ku_val a = ev_bits(e, 0);
    for (;;) {
        int op = ev_accept(e, "&&") ? 'a' : ev_accept(e, "||") ? 'o' : 0;
        if (!op || !e->ok)
            return a;
        ku_val b = ev_bits(e, 0);
        a = mkval(op == 'a' ? (a.v && b.v) : (a.v || b.v), 32, 0);
    }
}

static ku_val ev_cond(ev *e)
{
    ku_val c = ev_logic(e);
    if (!e->ok || !ev_accept(e, "?"))
        return c;
    ku_val a = ev_cond(e);
    if (!ev_accept(e, ":")) {
        e->ok = 0;
        return c;
    }
    ku_val b = ev_cond(e);
    arith(&a, &b);
    return c.v ? a : b;
}

static int eval_lx(const ku_index *ix, const lx *t, unsigned n, int depth, ku_val *out)
{
    if (!n || depth > 24)
        return 0;
    ev e = { ix, t, n, 0, depth, 1 };
    ku_val v = ev_cond(&e);
    if (!e.ok || e.p != n)
        return 0;
    *out = v;
    return 1;
}

static int eval_main_range(const ku_index *ix, unsigned first, unsigned last, int depth,
                           ku_val *out)
{
    if (first >= last || last > ix->n)
        return 0;
    lx *t = malloc((last - first) * sizeof *t);
    if (!t)
        return 0;
    unsigned n = 0;
    for (unsigned i = first; i < last; i++) {
        if (ix->kind[i] == CXToken_Comment)
            continue;
        t[n].s = ku_text(ix, i);
        t[n].n = ku_len(ix, i);
        t[n].tok = i;
        n++;
    }
    int r = eval_lx(ix, t, n, depth, out);
    free(t);
    return r;
}

/* Evaluates a macro definition cursor (from any file) by tokenizing its extent. */
static int eval_macro_cursor(const ku_index *ix, CXCursor def, int depth, ku_val *out)
{
    if (clang_Cursor_isMacroFunctionLike(def))
        return 0;
    CXToken *toks = NULL;
    unsigned nt = 0;
    clang_tokenize(ix->c->tu, clang_getCursorExtent(def), &toks, &nt);
    if (!toks)
        return 0;
    int r = 0;
    lx *t = calloc(nt ? nt : 1, sizeof *t);
    CXString *ss = calloc(nt ? nt : 1, sizeof *ss);
    if (t && ss) {
        unsigned n = 0;
        for (unsigned i = 1; i < nt; i++) {  /* token 0 is the macro's name */
            if (clang_getTokenKind(toks[i]) == CXToken_Comment)
                continue;
            ss[n] = clang_getTokenSpelling(ix->c->tu, toks[i]);
            t[n].s = clang_getCString(ss[n]);
            t[n].n = strlen(t[n].s);
            t[n].tok = KU_NONE;
            n++;
        }
        r = eval_lx(ix, t, n, depth + 1, out);
        for (unsigned i = 0; i < n; i++)
            clang_disposeString(ss[i]);
    }
    free(t);
    free(ss);
    clang_disposeTokens(ix->c->tu, toks, nt);
    return r;
}

static int type_val(CXType ty, long long v, ku_val *out)
{
    CXType ct = clang_getCanonicalType(ty);
    long long sz = clang_Type_getSizeOf(ct);
    int uns;
    switch (ct.kind) {
    case CXType_UInt: case CXType_ULong: case CXType_ULongLong: case CXType_UShort:
    case CXType_UChar: case CXType_Bool: case CXType_Char_U:
        uns = 1;
        break;
    case CXType_Int: case CXType_Long: case CXType_LongLong: case CXType_Short:
    case CXType_SChar: case CXType_Char_S: case CXType_Enum:
        uns = 0;
        break;
    default:
        return 0;
    }
    int bits = sz == 8 ? 64 : 32;
    if (sz < 4)
        uns = 0;   /* promoted to int */
    *out = mkval(v, bits, uns);
    return 1;
}

/* Value of an enumerator or a const integer variable declaration. */
static int eval_decl(CXCursor d, ku_val *out)
{
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k == CXCursor_EnumConstantDecl) {
        CXType ty = clang_getEnumDeclIntegerType(clang_getCursorSemanticParent(d));
        long long v = clang_getEnumConstantDeclValue(d);
        if (!type_val(ty, v, out))
            *out = mkval(v, 32, 0);
        return 1;
    }
    if (k != CXCursor_VarDecl)
        return 0;
    CXType ty = clang_getCursorType(d);
    if (!clang_isConstQualifiedType(ty))
        return 0;
    CXEvalResult r = clang_Cursor_Evaluate(d);
    if (!r)
        return 0;
    int ok = 0;
    if (clang_EvalResult_getKind(r) == CXEval_Int) {
        long long v = clang_EvalResult_isUnsignedInt(r)
                          ? (long long)clang_EvalResult_getAsUnsigned(r)
                          : clang_EvalResult_getAsLongLong(r);
        ok = type_val(ty, v, out);
    }
    clang_EvalResult_dispose(r);
    return ok;
}

typedef struct name_lookup {
    pc_ctx *c;
    const char *name;
    size_t n;
    CXCursor found;
    int have;
} name_lookup;

static enum CXChildVisitResult lookup_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    name_lookup *nl = ud;
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (pc_file_index(nl->c, clang_getCursorLocation(cur)) < 0 || ku_is_instantiation(cur))
        return CXChildVisit_Continue;
    if (k == CXCursor_VarDecl || k == CXCursor_EnumConstantDecl) {
        CXString s = clang_getCursorSpelling(cur);
        const char *cs = clang_getCString(s);
        if (strlen(cs) == nl->n && memcmp(cs, nl->name, nl->n) == 0 && !nl->have) {
            nl->found = cur;
            nl->have = 1;
        }
        clang_disposeString(s);
        return CXChildVisit_Continue;
    }
    if (k == CXCursor_Namespace || k == CXCursor_StructDecl || k == CXCursor_ClassDecl ||
        k == CXCursor_EnumDecl || k == CXCursor_LinkageSpec || k == CXCursor_UnexposedDecl)
        return CXChildVisit_Recurse;
    return CXChildVisit_Continue;
}

static int resolve_ident(ev *e, const lx *t, ku_val *out)
{
    const ku_index *ix = e->ix;
    pc_ctx *c = ix->c;
    unsigned pf, pl;
    if (t->tok != KU_NONE && ku_macro_params(ix, t->tok, &pf, &pl))
        for (unsigned q = pf; q < pl; q++)
            if (ku_len(ix, q) == t->n && !memcmp(ku_text(ix, q), t->s, t->n))
                return 0;     /* a macro parameter: its value depends on the use */
    const CXCursor *tc = t->tok != KU_NONE ? pc_tok_cursors(c, ix->fi) : NULL;
    if (tc) {
        CXCursor cur = tc[t->tok];
        enum CXCursorKind k = clang_getCursorKind(cur);
        if (k == CXCursor_MacroExpansion) {
            CXCursor def = clang_getCursorReferenced(cur);
            if (!clang_Cursor_isNull(def) && eval_macro_cursor(ix, def, e->depth, out))
                return 1;
        } else if (k == CXCursor_DeclRefExpr) {
            if (eval_decl(clang_getCursorReferenced(cur), out))
                return 1;
        }
    }
    unsigned bf, bl, nt;
    if (ku_find_macro(ix, t->s, t->n, &bf, &bl, &nt))
        return eval_main_range(ix, bf, bl, e->depth + 1, out);
    name_lookup nl = { c, t->s, t->n, clang_getNullCursor(), 0 };
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lookup_visit, &nl);
    if (nl.have)
        return eval_decl(nl.found, out);
    return 0;
}

int ku_eval_cursor(CXCursor e, ku_val *out)
{
    CXEvalResult r = clang_Cursor_Evaluate(e);
    if (!r)
        return 0;
    int ok = 0;
    if (clang_EvalResult_getKind(r) == CXEval_Int) {
        long long v = clang_EvalResult_isUnsignedInt(r)
                          ? (long long)clang_EvalResult_getAsUnsigned(r)
                          : clang_EvalResult_getAsLongLong(r);
        ok = type_val(clang_getCursorType(e), v, out);
    }
    clang_EvalResult_dispose(r);
    return ok;
}

int ku_macro_params(const ku_index *ix, unsigned tok, unsigned *first, unsigned *last)
{
    if (tok >= ix->n || !ix->pp[tok])
        return 0;
    unsigned h = ku_directive_start(ix, tok);
    if (!ku_is(ix, h + 1, "define") || h + 3 >= ix->n || !ku_is(ix, h + 3, "(") ||
        ix->beg[h + 3] != ix->end[h + 2])
        return 0;
    unsigned close = ku_match(ix, h + 3);
    if (close == KU_NONE || tok <= close)
        return 0;
    *first = h + 4;
    *last = close;
    return 1;
}

int ku_eval(const ku_index *ix, unsigned first, unsigned last, ku_val *out)
{
    return eval_main_range(ix, first, last, 0, out);
}

int ku_val_all_lanes32(const ku_val *v)
{
    if (v->bits == 32)
        return (unsigned)v->v == 0xffffffffu;
    return v->v == -1 && !v->uns ? 1 : (unsigned long long)v->v == 0xffffffffull;
}

int ku_val_all_lanes64(const ku_val *v)
{
    return v->bits == 64 && v->v == -1;
}

/* ---- cursors ---- */

char *ku_string(CXString s)
{
    const char *cs = clang_getCString(s);
    char *r = ut_xstrdup(cs ? cs : "");
    clang_disposeString(s);
    return r;
}

char *ku_spelling(CXCursor c)
{
    return ku_string(clang_getCursorSpelling(c));
}

const char *ku_call_name(CXCursor call, char *buf, size_t n)
{
    buf[0] = 0;
    CXString s = clang_getCursorSpelling(call);
    const char *cs = clang_getCString(s);
    if (cs && *cs) {
        snprintf(buf, n, "%s", cs);
        clang_disposeString(s);
        return buf;
    }
    clang_disposeString(s);
    /* dependent calls: the callee is the first child (possibly wrapped) */
    CXCursor kids[1];
    if (ku_children(call, kids, 1) < 1)
        return buf;
    CXCursor callee = kids[0];
    for (int guard = 0; guard < 4; guard++) {
        enum CXCursorKind k = clang_getCursorKind(callee);
        if (k == CXCursor_OverloadedDeclRef || k == CXCursor_DeclRefExpr ||
            k == CXCursor_MemberRefExpr) {
            s = clang_getCursorSpelling(callee);
            snprintf(buf, n, "%s", clang_getCString(s));
            clang_disposeString(s);
            if (buf[0])
                return buf;
            /* an unresolved name in a template (clang's UnresolvedLookupExpr shows as a
             * DeclRefExpr without a spelling): its OverloadedDeclRef child has the name */
        }
        CXCursor inner[1];
        if (ku_children(callee, inner, 1) < 1)
            break;
        callee = inner[0];
    }
    return buf;
}

size_t ku_spell_off(const ku_index *ix, CXSourceLocation loc)
{
    CXFile f = NULL;
    unsigned off = 0;
    clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
    if (!f || !ix->file || !clang_File_isEqual(f, ix->file))
        return (size_t)-1;
    return off;
}

size_t ku_exp_off(const ku_index *ix, CXSourceLocation loc)
{
    CXFile f = NULL;
    unsigned off = 0;
    clang_getExpansionLocation(loc, &f, NULL, NULL, &off);
    if (!f || !ix->file || !clang_File_isEqual(f, ix->file))
        return (size_t)-1;
    return off;
}

static int range_toks(const ku_index *ix, size_t b, size_t e, unsigned *first, unsigned *last)
{
    if (b == (size_t)-1 || e == (size_t)-1 || e <= b)
        return 0;
    unsigned f = ku_at(ix, b);
    if (f == KU_NONE)
        return 0;
    unsigned l = ku_lower(ix, e);
    if (l <= f || ix->end[l - 1] != e)
        return 0;
    /* must not straddle a directive boundary */
    if (ix->pp[f] != ix->pp[l - 1] ||
        (ix->pp[f] && ku_directive_start(ix, f) != ku_directive_start(ix, l - 1)))
        return 0;
    *first = f;
    *last = l;
    return 1;
}

int ku_cursor_toks(const ku_index *ix, CXCursor cur, unsigned *first, unsigned *last)
{
    CXSourceRange r = clang_getCursorExtent(cur);
    return range_toks(ix, ku_spell_off(ix, clang_getRangeStart(r)),
                      ku_spell_off(ix, clang_getRangeEnd(r)), first, last);
}

int ku_cursor_exp_toks(const ku_index *ix, CXCursor cur, unsigned *first, unsigned *last)
{
    CXSourceRange r = clang_getCursorExtent(cur);
    return range_toks(ix, ku_exp_off(ix, clang_getRangeStart(r)),
                      ku_exp_off(ix, clang_getRangeEnd(r)), first, last);
}

typedef struct attr_acc { int global, device, host; } attr_acc;

static enum CXChildVisitResult attr_visit(CXCursor cur, CXCursor parent, CXClientData ud)
{
    (void)parent;
    attr_acc *a = ud;
    switch (clang_getCursorKind(cur)) {
    case CXCursor_CUDAGlobalAttr: a->global = 1; break;
    case CXCursor_CUDADeviceAttr: a->device = 1; break;
    case CXCursor_CUDAHostAttr: a->host = 1; break;
    default: break;
    }
    return CXChildVisit_Continue;
}

int ku_fn_device_only(CXCursor fn)
{
    if (clang_Cursor_isNull(fn))
        return 0;
    attr_acc a = { 0, 0, 0 };
    clang_visitChildren(fn, attr_visit, &a);
    return (a.global || a.device) && !a.host;
}

int ku_fn_is_global(CXCursor fn)
{
    if (clang_Cursor_isNull(fn))
        return 0;
    attr_acc a = { 0, 0, 0 };
    clang_visitChildren(fn, attr_visit, &a);
    return a.global;
}

int ku_fn_device_code(CXCursor fn)
{
    if (clang_Cursor_isNull(fn))
        return 0;
    attr_acc a = { 0, 0, 0 };
    clang_visitChildren(fn, attr_visit, &a);
    return a.global || a.device;
}

/* ---- sets of indexes, one per editable file ---- */

ku_set *ku_set_new(pc_ctx *c)
{
    ku_set *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->c = c;
    s->n = pc_file_count(c);
    s->ix = calloc(s->n ? s->n : 1, sizeof *s->ix);
    if (!s->ix) {
        free(s);
        return NULL;
    }
    for (size_t i = 0; i < s->n; i++)
        if (!(s->ix[i] = ku_index_new_file(c, i))) {
            ku_set_free(s);
            return NULL;
        }
    return s;
}

void ku_set_free(ku_set *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n; i++)
        ku_index_free(s->ix[i]);
    free(s->ix);
    free(s);
}

static void ku_set_free_data(void *s)
{
    ku_set_free(s);
}

/* The key of the translation's shared set in the context's module data. */
static const char ku_set_key;

ku_set *ku_set_get(pc_ctx *c)
{
    ku_set *s = pc_data(c, &ku_set_key);
    if (!s && (s = ku_set_new(c)))
        pc_set_data(c, &ku_set_key, s, ku_set_free_data);
    return s;
}

ku_index *ku_set_spell(const ku_set *s, CXSourceLocation loc)
{
    CXFile f = NULL;
    clang_getSpellingLocation(loc, &f, NULL, NULL, NULL);
    int i = pc_file_of(s->c, f);
    return i < 0 ? NULL : s->ix[i];
}

ku_index *ku_set_exp(const ku_set *s, CXSourceLocation loc)
{
    CXFile f = NULL;
    clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
    int i = pc_file_of(s->c, f);
    return i < 0 ? NULL : s->ix[i];
}

/* ---- edits ---- */

int ku_replace(const ku_index *ix, unsigned first, unsigned last, const char *text,
               const char *origin)
{
    if (first >= last || last > ix->n)
        return -1;
    return ku_edit(ix, ix->beg[first], ix->end[last - 1] - ix->beg[first], text, origin);
}

int ku_insert_before(const ku_index *ix, unsigned tok, const char *text, const char *origin)
{
    return ku_edit(ix, ix->beg[tok], 0, text, origin);
}

int ku_insert_after(const ku_index *ix, unsigned tok, const char *text, const char *origin)
{
    return ku_edit(ix, ix->end[tok], 0, text, origin);
}

int ku_edit(const ku_index *ix, size_t off, size_t len, const char *text, const char *origin)
{
    return pc_edit_file(ix->c, ix->fi, off, len, text, origin);
}

CXSourceLocation ku_loc(const ku_index *ix, unsigned i)
{
    return clang_getTokenLocation(ix->c->tu, ix->toks[i]);
}

static const char *const k_sync[][2] = {
    { "__shfl_sync", "__shfl" },         { "__shfl_up_sync", "__shfl_up" },
    { "__shfl_down_sync", "__shfl_down" }, { "__shfl_xor_sync", "__shfl_xor" },
    { "__ballot_sync", "__ballot" },     { "__any_sync", "__any" },
    { "__all_sync", "__all" },           { "__syncwarp", "" },
    { "__uni_sync", NULL },              { "__match_any_sync", NULL },
    { "__match_all_sync", NULL },        { "__reduce_add_sync", NULL },
    { "__reduce_min_sync", NULL },       { "__reduce_max_sync", NULL },
    { "__reduce_and_sync", NULL },       { "__reduce_or_sync", NULL },
    { "__reduce_xor_sync", NULL },
};

static int sync_index(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof k_sync / sizeof k_sync[0]; i++)
        if (strlen(k_sync[i][0]) == n && memcmp(k_sync[i][0], s, n) == 0)
            return (int)i;
    return -1;
}

int ku_sync_builtin(const char *s, size_t n) { return sync_index(s, n) >= 0; }

int ku_name_available(const pc_ctx *c, const char *s, size_t n)
{
    if (c->hip_major == 0 && c->hip_minor == 0)
        return 1;                       /* newest profile */
    char name[64];
    const rl_rule *r = NULL;
    if (n < sizeof name) {
        memcpy(name, s, n);
        name[n] = 0;
        r = rl_lookup(c->rules, name);
    }
    if (r && r->status == RL_STATUS_SUPPORTED)
        return rl_available(r, c->hip_major, c->hip_minor);
    return c->hip_major > 6 || (c->hip_major == 6 && c->hip_minor >= 2);
}

int ku_sync_profile(const pc_ctx *c, const char *s, size_t n, const char **low)
{
    int i = sync_index(s, n);
    *low = NULL;
    if (i < 0)
        return KU_SYNC_MISSING;
    if (ku_name_available(c, s, n))
        return KU_SYNC_KEEP;
    *low = k_sync[i][1];
    return *low ? KU_SYNC_LOWER : KU_SYNC_MISSING;
}

int ku_file_is_hip(const ku_index *ix)
{
    for (unsigned i = 0; i + 1 < ix->n; i++) {
        if (!ix->pp[i] || !ku_is(ix, i, "include") || i == 0 || !ku_is(ix, i - 1, "#"))
            continue;
        size_t p = ix->end[i];
        while (p < ix->len && (ix->buf[p] == ' ' || ix->buf[p] == '\t'))
            p++;
        if (p + 5 <= ix->len && (ix->buf[p] == '<' || ix->buf[p] == '"') &&
            !memcmp(ix->buf + p + 1, "hip/", 4))
            return 1;
    }
    return 0;
}
