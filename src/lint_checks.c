/* lint_checks.c - the lint's own checks (pass_lint, the last pass, lint mode only): CUDA APIs
 * with no HIP equivalent or deprecated, warp-size assumptions (literal 32 on thread indices,
 * shuffle widths, per-warp arrays, lane == 31, reductions starting at 16), 32-bit warp masks,
 * warp-synchronous reductions without __syncwarp, cooperative launches without a co-residency
 * check, clock()/clock64() timing in device code, and __launch_bounds__ with a min-blocks
 * argument. Dynamic parallelism, wmma, inline PTX, clusters and texture references come from the
 * kernel-language passes (pass_unsupported.c), whose findings the lint passes through; the mask
 * and launch-bounds checks stay silent on a line where a kernel pass already reported, so every
 * problem is reported once. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_util.h"
#include "lint.h"
#include "lockstep.h"
#include "pass.h"

typedef struct lc_taint { CXCursor decl; int kind; } lc_taint;
enum { LC_THREAD = 1, LC_LANE = 2, LC_BLOCKDIM = 4 };

typedef struct lc {
    pc_ctx *c;
    size_t *tb, *te;            /* byte range of each token in c->buf ((size_t)-1: elsewhere) */
    UT_VEC(size_t) lines;       /* offset of each line start */
    size_t (*skip)[2];          /* #if-disabled byte ranges */
    size_t nskip;
    UT_VEC(lc_taint) taint;
    CXCursor fn;                /* enclosing function during the walk (null cursor outside) */
    int fn_device;
    int fn_tile32;              /* the function works on explicit 32-thread tiles */
    size_t data_idx[16][2];     /* ranges of "% 32" subscripts of a 32-wide inner dimension and of
                                   swizzles within groups of 32 (ring) */
    unsigned ndata_idx;
    size_t bitpos[32][2];       /* ranges of "% 32" / "& 31" used as shift counts (ring): bit
                                   positions in a 32-bit word, not lanes */
    unsigned nbitpos;
    CXCursor bitvar[16];        /* variables so used, with the end of their statement (ring): */
    size_t bitvar_end[16];      /* "/ 32" of them there is the word of a bitmap */
    unsigned nbitvar;
    ut_map mine;                /* names the user's own files declare */
    CXCursor warr[16];          /* shared arrays of 32 entries per warp (ring), reported at the */
    size_t warr_at[16][2];      /* first write indexed by a lane: "[32]" in their declaration */
    unsigned nwarr;
} lc;

/* ---------------------------------------------------------------- positions */

static size_t lc_off(lc *L, CXSourceLocation loc)
{
    CXFile f;
    unsigned off;
    clang_getExpansionLocation(loc, &f, NULL, NULL, &off);
    if (!f || !clang_File_isEqual(f, L->c->main_file) || off > L->c->len) return (size_t)-1;
    return off;
}

static void lc_linecol(const lc *L, size_t off, unsigned *line, unsigned *col)
{
    size_t lo = 0, hi = L->lines.n;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (L->lines.v[mid] <= off) lo = mid; else hi = mid;
    }
    *line = (unsigned)lo + 1;
    *col = (unsigned)(off - L->lines.v[lo]) + 1;
}

static unsigned lc_line_of(const lc *L, size_t off)
{
    unsigned line, col;
    lc_linecol(L, off, &line, &col);
    return line;
}

static int lc_skipped(const lc *L, size_t off)
{
    for (size_t i = 0; i < L->nskip; i++)
        if (off >= L->skip[i][0] && off < L->skip[i][1]) return 1;
    return 0;
}

/* True when the line holding off is a preprocessor directive (first non-blank char '#'). */
static int lc_directive_line(const lc *L, size_t off)
{
    unsigned line = lc_line_of(L, off);
    size_t p = L->lines.v[line - 1];
    while (p < L->c->len && (L->c->buf[p] == ' ' || L->c->buf[p] == '\t')) p++;
    return p < L->c->len && L->c->buf[p] == '#';
}

/* A finding already on this line of the main file whose rule id contains one of the
 * |-separated words (findings of the kernel-language passes that the lint reuses). */
static int lc_reported(const lc *L, size_t off, const char *words)
{
    unsigned line = lc_line_of(L, off);
    const dg_list *d = L->c->diags;
    for (size_t i = 0; i < d->n; i++) {
        const dg_finding *f = &d->v[i];
        if (f->line != line || !f->rule_id || !f->file || strcmp(f->file, L->c->main_path) != 0) continue;
        const char *w = words;
        for (;;) {
            const char *e = strchr(w, '|');
            size_t n = e ? (size_t)(e - w) : strlen(w);
            if (n && memmem(f->rule_id, strlen(f->rule_id), w, n)) return 1;
            if (!e) break;
            w = e + 1;
        }
    }
    return 0;
}

static dg_finding *lc_report(lc *L, size_t b, size_t e, const char *id, const char *help, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static dg_finding *lc_report(lc *L, size_t b, size_t e, const char *id, const char *help, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* In a function built on cooperative groups tiles of 32 threads (thread_block_tile<32>,
     * tiled_partition<32>), 32 is the tile's size, which HIP keeps on 64-wide wavefronts: lane
     * and tile indices, per-tile arrays and reductions over 32 are right there. */
    if (L->fn_tile32 && strcmp(id, LINT_WARP_SIZE) == 0) return NULL;
    const rp_rule *r = lint_rule_find(id);
    CXSourceLocation loc = clang_getLocationForOffset(L->c->tu, L->c->main_file, (unsigned)b);
    dg_finding *f = pc_report(L->c, loc, r ? r->sev : DG_WARNING, id, "%s", msg);
    if (!f) return NULL;
    unsigned bl, bc, el, ec;
    lc_linecol(L, b, &bl, &bc);
    lc_linecol(L, e > b ? e : b + 1, &el, &ec);
    if (f->line == bl && f->col == bc && (f->end_line == 0 || f->end_col == 0)) {
        f->end_line = el;
        f->end_col = ec;
    }
    if (help && !f->suggestion) dg_set_suggestion(f, help);
    return f;
}

/* End of the identifier starting at off. */
static size_t lc_ident_end(const lc *L, size_t off)
{
    while (off < L->c->len && (isalnum((unsigned char)L->c->buf[off]) || L->c->buf[off] == '_')) off++;
    return off;
}

/* Byte range of a cursor in the main file (expansion locations); 0 when outside it. */
static int lc_range(const lc *L, CXCursor cur, size_t *b, size_t *e)
{
    CXSourceRange r = clang_getCursorExtent(cur);
    *b = lc_off((lc *)L, clang_getRangeStart(r));
    *e = lc_off((lc *)L, clang_getRangeEnd(r));
    if (*b == (size_t)-1 || *e == (size_t)-1 || *e < *b) return 0;
    if (*e == *b) *e = lc_ident_end(L, *b);    /* a macro use collapses to its start */
    return 1;
}

/* ---------------------------------------------------------------- cursor helpers */

static int lc_const(CXCursor e, long long *v)
{
    CXEvalResult r = clang_Cursor_Evaluate(e);
    if (!r) return 0;
    int ok = clang_EvalResult_getKind(r) == CXEval_Int;
    if (ok) *v = clang_EvalResult_getAsLongLong(r);
    clang_EvalResult_dispose(r);
    return ok;
}

static int lc_has_word(const char *s, size_t n, const char *w)
{
    size_t wl = strlen(w);
    for (size_t i = 0; i + wl <= n; i++)
        if (strncasecmp(s + i, w, wl) == 0) return 1;
    return 0;
}

static enum CXChildVisitResult lc_find_call_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    if (clang_getCursorKind(c) == CXCursor_CallExpr) { *(int *)d = 1; return CXChildVisit_Break; }
    return CXChildVisit_Recurse;
}

/* A variable initialised by a function call: its value is computed for the target being
 * compiled (32 when parsed as CUDA, 64 on AMD), not a literal assumption. */
static int lc_init_calls(CXCursor var)
{
    if (clang_getCursorKind(var) != CXCursor_VarDecl) return 0;
    int found = 0;
    clang_visitChildren(var, lc_find_call_cb, &found);
    return found;
}

/* A constant that reads as a warp size in the source: a literal, or a name that says warp/lane
 * (WARP_SIZE, kWarpSize). Named constants like TILE_DIM are left alone: 32 is then a tile. */
static int lc_warpish_const(const lc *L, CXCursor e, long long want)
{
    long long v;
    CXCursor s = ku_strip_casts(e);
    if (!lc_const(s, &v) || v != want) return 0;
    size_t b, en;
    if (!lc_range(L, s, &b, &en)) return 0;
    const char *t = L->c->buf + b;
    size_t n = en - b;
    while (n && (*t == '(' || *t == ' ')) { t++; n--; }
    if (n && isdigit((unsigned char)*t)) return 1;
    if (lc_has_word(t, n, "warpSize")) return 0;   /* already portable */
    if (clang_getCursorKind(s) == CXCursor_DeclRefExpr && lc_init_calls(clang_getCursorReferenced(s)))
        return 0;   /* computed for the target (ggml: ggml_cuda_get_physical_warp_size()) */
    return lc_has_word(t, n, "warp") || lc_has_word(t, n, "lane");
}


static int lc_taint_of(const lc *L, CXCursor decl)
{
    for (size_t i = 0; i < L->taint.n; i++)
        if (clang_equalCursors(L->taint.v[i].decl, decl)) return L->taint.v[i].kind;
    return 0;
}

static void lc_taint_add(lc *L, CXCursor decl, int kind)
{
    for (size_t i = 0; i < L->taint.n; i++)
        if (clang_equalCursors(L->taint.v[i].decl, decl)) { L->taint.v[i].kind |= kind; return; }
    ut_vec_push(&L->taint, (lc_taint){ decl, kind });
}

static int lc_data_value(CXCursor c);

/* What an expression is made of: thread indices, lane numbers, blockDim. */
typedef struct lc_kinds { const lc *L; int kinds; } lc_kinds;

static enum CXChildVisitResult lc_kinds_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    lc_kinds *k = d;
    enum CXCursorKind kind = clang_getCursorKind(c);
    if (lc_data_value(c)) return CXChildVisit_Continue;
    if (kind == CXCursor_DeclRefExpr || kind == CXCursor_MemberRefExpr || kind == CXCursor_CallExpr) {
        char *s = ku_spelling(c);
        if (ls_thread_index_ref(s))
            k->kinds |= LC_THREAD;
        else if (strcmp(s, "blockDim") == 0)
            k->kinds |= LC_BLOCKDIM;
        free(s);
        if (kind == CXCursor_DeclRefExpr) k->kinds |= lc_taint_of(k->L, clang_getCursorReferenced(c));
    }
    return CXChildVisit_Recurse;
}

/* A value read from memory or counted from bits is no thread index, whatever indexes it:
 * bits[i] and __popc(x) are data (their "% 32" is no warp-size assumption). */
static int lc_data_value(CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_ArraySubscriptExpr) return 1;
    if (k == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_Deref) return 1;
    if (k != CXCursor_CallExpr) return 0;
    static const char *const bitfns[] = {"__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll",
                                         "__brev", "__brevll", "__builtin_popcount", "__builtin_ctz"};
    char *s = ku_spelling(c);
    int yes = 0;
    for (size_t i = 0; i < sizeof bitfns / sizeof *bitfns && !yes; i++) yes = !strcmp(s, bitfns[i]);
    free(s);
    return yes;
}

static int lc_expr_kinds(const lc *L, CXCursor e)
{
    lc_kinds k = { L, 0 };
    if (lc_kinds_cb(e, clang_getNullCursor(), &k) == CXChildVisit_Recurse)
        clang_visitChildren(e, lc_kinds_cb, &k);
    return k.kinds;
}

/* Shifts by "x % 32" or "x & 31" inside a statement: the count is a bit position (a bitmap,
 * 1u << (i % 32)); recorded so that lc_binop skips it, and "x / 32" in the same statement (the
 * bitmap's word). */
typedef struct lc_bits { lc *L; size_t stmt_end; } lc_bits;

static enum CXChildVisitResult lc_bits_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    lc_bits *bs = d;
    lc *L = bs->L;
    if (clang_getCursorKind(c) != CXCursor_BinaryOperator) return CXChildVisit_Recurse;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    CXCursor kid[2], ik[2];
    if ((op != CXBinaryOperator_Shl && op != CXBinaryOperator_Shr) || ku_children(c, kid, 2) != 2)
        return CXChildVisit_Recurse;
    CXCursor cnt = ku_strip_casts(kid[1]);
    while (clang_getCursorKind(cnt) == CXCursor_ParenExpr && ku_children(cnt, ik, 1) == 1)
        cnt = ku_strip_casts(ik[0]);
    if (clang_getCursorKind(cnt) != CXCursor_BinaryOperator || ku_children(cnt, ik, 2) != 2)
        return CXChildVisit_Recurse;
    enum CXBinaryOperatorKind co = clang_getCursorBinaryOperatorKind(cnt);
    if (!((co == CXBinaryOperator_Rem && lc_warpish_const(L, ik[1], 32)) ||
          (co == CXBinaryOperator_And && lc_warpish_const(L, ik[1], 31))))
        return CXChildVisit_Recurse;
    size_t b, e;
    if (lc_range(L, cnt, &b, &e)) {
        L->bitpos[L->nbitpos % 32][0] = b;
        L->bitpos[L->nbitpos % 32][1] = e;
        L->nbitpos++;
    }
    CXCursor v = ku_strip_casts(ik[0]);
    if (clang_getCursorKind(v) == CXCursor_DeclRefExpr) {
        L->bitvar[L->nbitvar % 16] = clang_getCursorReferenced(v);
        L->bitvar_end[L->nbitvar % 16] = bs->stmt_end;
        L->nbitvar++;
    }
    return CXChildVisit_Recurse;
}

static void lc_bits_scan(lc *L, CXCursor stmt)
{
    size_t b, e;
    if (!lc_range(L, stmt, &b, &e)) return;
    lc_bits bs = { L, e };
    clang_visitChildren(stmt, lc_bits_cb, &bs);
}

static int lc_is_bit_position(const lc *L, CXCursor cur, CXCursor var, enum CXBinaryOperatorKind op)
{
    size_t b, e;
    if (!lc_range(L, cur, &b, &e)) return 0;
    for (unsigned i = 0; i < 32 && i < L->nbitpos; i++)
        if (L->bitpos[i][0] == b && L->bitpos[i][1] == e) return 1;
    if (op != CXBinaryOperator_Div && op != CXBinaryOperator_Shr && op != CXBinaryOperator_DivAssign &&
        op != CXBinaryOperator_ShrAssign)
        return 0;
    CXCursor v = ku_strip_casts(var);
    if (clang_getCursorKind(v) != CXCursor_DeclRefExpr) return 0;
    CXCursor ref = clang_getCursorReferenced(v);
    for (unsigned i = 0; i < 16 && i < L->nbitvar; i++)
        if (clang_equalCursors(L->bitvar[i], ref) && e <= L->bitvar_end[i]) return 1;
    return 0;
}

static enum CXChildVisitResult lc_shared_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    if (clang_getCursorKind(c) == CXCursor_CUDASharedAttr) *(int *)d = 1;
    return CXChildVisit_Continue;
}

static int lc_is_fn(enum CXCursorKind k)
{
    return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate ||
           k == CXCursor_Constructor || k == CXCursor_Destructor || k == CXCursor_LambdaExpr;
}

/* ---------------------------------------------------------------- warp-size literals */

/* tile[r][c % 32] with an inner dimension of 32: the column of a 32-wide data tile (a shared
 * memory tile of a matrix multiply), not a lane; remembered so that lc_binop skips it. */
static void lc_subscript(lc *L, CXCursor sub)
{
    CXCursor k[2];
    if (ku_children(sub, k, 2) != 2) return;
    CXCursor base = ku_strip_casts(k[0]), idx = ku_strip_casts(k[1]);
    if (clang_getCursorKind(base) != CXCursor_ArraySubscriptExpr) return;   /* inner dimension only */
    CXType bt = clang_getCanonicalType(clang_getCursorType(base));
    if (bt.kind != CXType_ConstantArray || clang_getArraySize(bt) != 32) return;
    if (clang_getCursorKind(idx) != CXCursor_BinaryOperator) return;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(idx);
    CXCursor ik[2];
    if (ku_children(idx, ik, 2) != 2) return;
    if (!((op == CXBinaryOperator_Rem && lc_warpish_const(L, ik[1], 32)) ||
          (op == CXBinaryOperator_And && lc_warpish_const(L, ik[1], 31))))
        return;
    size_t b, e;
    if (lc_range(L, idx, &b, &e)) {
        L->data_idx[L->ndata_idx % 16][0] = b;
        L->data_idx[L->ndata_idx % 16][1] = e;
        L->ndata_idx++;
    }
}

/* (i & ~31) | (f(i) & 31): a permutation of the 32 slots of each group of 32 (a bank swizzle of
 * shared memory, dct8x8's OffsThrRowPermuted): the group keeps its slots at any warp size, so
 * the "& 31" is no lane. Remembered with the data subscripts that lc_binop skips. */
static void lc_swizzle(lc *L, CXCursor cur)
{
    if (clang_getCursorBinaryOperatorKind(cur) != CXBinaryOperator_Or) return;
    CXCursor kid[2];
    if (ku_children(cur, kid, 2) != 2) return;
    int high = -1, low = -1;
    for (int i = 0; i < 2; i++) {
        CXCursor a = ku_strip_casts(kid[i]), ak[2];
        long long v;
        if (clang_getCursorKind(a) != CXCursor_BinaryOperator ||
            clang_getCursorBinaryOperatorKind(a) != CXBinaryOperator_And || ku_children(a, ak, 2) != 2)
            continue;
        for (int j = 0; j < 2; j++) {
            if (!lc_const(ku_strip_casts(ak[j]), &v)) continue;
            if (v == 31) low = i;
            else if ((v & 31) == 0 && (v & 32)) high = i;   /* 0xFFFFFFE0, ~31 */
        }
    }
    size_t b, e;
    if (high < 0 || low < 0 || high == low || !lc_range(L, ku_strip_casts(kid[low]), &b, &e))
        return;
    L->data_idx[L->ndata_idx % 16][0] = b;
    L->data_idx[L->ndata_idx % 16][1] = e;
    L->ndata_idx++;
}

static void lc_binop(lc *L, CXCursor cur)
{
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
    CXCursor kid[2];
    if (ku_children(cur, kid, 2) != 2) return;
    const char *what = NULL, *help = NULL;
    long long want = 0;
    int need = LC_THREAD | LC_BLOCKDIM;
    switch (op) {
    case CXBinaryOperator_Rem: case CXBinaryOperator_RemAssign:
        want = 32; what = "'% 32'"; help = "use '% warpSize' (64 on CDNA, 32 or 64 on RDNA)"; break;
    case CXBinaryOperator_And: case CXBinaryOperator_AndAssign:
        want = 31; what = "'& 31'"; help = "use '& (warpSize - 1)' or '% warpSize'"; break;
    case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign:
        want = 5; what = "'>> 5'"; help = "use '/ warpSize'"; break;
    case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign:
        want = 32; what = "'/ 32'"; help = "use '/ warpSize'"; break;
    case CXBinaryOperator_EQ: case CXBinaryOperator_NE:
        want = 31; what = "a comparison with lane 31"; help = "compare with 'warpSize - 1'"; need = LC_LANE; break;
    default:
        return;
    }
    CXCursor var = kid[0], cst = kid[1];
    if (!lc_warpish_const(L, cst, want)) {
        if (op != CXBinaryOperator_And && op != CXBinaryOperator_EQ && op != CXBinaryOperator_NE) return;
        var = kid[1];
        cst = kid[0];
        if (!lc_warpish_const(L, cst, want)) return;
    }
    int kinds = lc_expr_kinds(L, var);
    if (!(kinds & need)) return;
    if (lc_is_bit_position(L, cur, var, op)) return;
    size_t b, e, vb, ve, cb, ce;
    if (!lc_range(L, cur, &b, &e)) return;
    for (unsigned i = 0; i < L->ndata_idx && i < 16; i++)
        if (L->data_idx[i][0] == b && L->data_idx[i][1] == e) return;
    /* point at the operator and the constant ("% 32"), or the whole comparison */
    if (need != LC_LANE && lc_range(L, var, &vb, &ve) && lc_range(L, cst, &cb, &ce) && ve <= cb) {
        b = ve;
        while (b < cb && (L->c->buf[b] == ' ' || L->c->buf[b] == '\t')) b++;
        e = ce;
    }
    const char *subject = (kinds & LC_THREAD) ? "a thread index" : (kinds & LC_LANE) ? "a lane index" : "blockDim";
    if (need == LC_LANE)
        lc_report(L, b, e, LINT_WARP_SIZE, help,
                  "%s assumes 32 lanes per warp; the last lane of an AMD wavefront is 63", what);
    else
        lc_report(L, b, e, LINT_WARP_SIZE, help,
                  "%s on %s assumes 32 threads per warp; AMD GPUs run 64-wide wavefronts", what, subject);
}

static const char *lc_shfl_kind(const char *n, int *sync)
{
    static const char *const names[] = { "__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", NULL };
    size_t nl = strlen(n);
    *sync = nl > 5 && strcmp(n + nl - 5, "_sync") == 0;
    for (size_t i = 0; names[i]; i++) {
        size_t l = strlen(names[i]);
        if (strncmp(n, names[i], l) == 0 && (n[l] == '\0' || strcmp(n + l, "_sync") == 0)) return names[i];
    }
    return NULL;
}

static void lc_shfl_call(lc *L, CXCursor call, const char *name)
{
    int sync;
    const char *base = lc_shfl_kind(name, &sync);
    if (!base) return;
    int nargs = clang_Cursor_getNumArguments(call);
    int wi = sync ? 3 : 2, li = sync ? 2 : 1;
    size_t b, e;
    if (nargs > wi) {
        CXCursor w = clang_Cursor_getArgument(call, (unsigned)wi);
        if (lc_range(L, w, &b, &e) && lc_warpish_const(L, w, 32))
            lc_report(L, b, e, LINT_WARP_SIZE, "pass warpSize as the width, or leave the width out",
                      "%s with width 32 assumes 32 lanes per warp; on a 64-wide AMD wavefront it shuffles "
                      "within each half", name);
    }
    if (strcmp(base, "__shfl") == 0 && nargs > li) {
        CXCursor a = clang_Cursor_getArgument(call, (unsigned)li);
        if (lc_range(L, a, &b, &e) && lc_warpish_const(L, a, 31))
            lc_report(L, b, e, LINT_WARP_SIZE, "use 'warpSize - 1'",
                      "%s from lane 31 assumes 32 lanes per warp; the last lane of an AMD wavefront is 63", name);
    }
}

/* for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(m, v, off);  and the butterfly
 * for (int m = 1; m < 32; m *= 2) v += __shfl_xor(v, m); */
typedef struct lc_loopvar { CXCursor var; int used; } lc_loopvar;

static enum CXChildVisitResult lc_loop_body_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    lc_loopvar *lv = d;
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        char *n = ku_spelling(c);
        int sync;
        const char *base = lc_shfl_kind(n, &sync);
        if (base && strcmp(base, "__shfl") != 0) {
            int idx = sync ? 2 : 1;
            if (clang_Cursor_getNumArguments(c) > idx) {
                CXCursor a = ku_strip_casts(clang_Cursor_getArgument(c, (unsigned)idx));
                if (clang_getCursorKind(a) == CXCursor_DeclRefExpr &&
                    clang_equalCursors(clang_getCursorReferenced(a), lv->var))
                    lv->used = 1;
            }
        }
        free(n);
    }
    return lv->used ? CXChildVisit_Break : CXChildVisit_Recurse;
}

static void lc_for(lc *L, CXCursor fs)
{
    CXCursor kid[8];
    unsigned n = ku_children(fs, kid, 8);
    if (n < 2 || n > 8 || clang_getCursorKind(kid[0]) != CXCursor_DeclStmt) return;
    CXCursor var[2];
    if (ku_children(kid[0], var, 2) != 1 || clang_getCursorKind(var[0]) != CXCursor_VarDecl) return;
    CXCursor init[4];
    unsigned ni = ku_children(var[0], init, 4);
    if (ni == 0 || ni > 4) return;
    lc_loopvar lv = { var[0], 0 };
    clang_visitChildren(kid[n - 1], lc_loop_body_cb, &lv);
    if (!lv.used) return;
    size_t b, e;
    if (lc_warpish_const(L, init[ni - 1], 16) && lc_range(L, ku_strip_casts(init[ni - 1]), &b, &e)) {
        lc_report(L, b, e, LINT_WARP_SIZE, "start at 'warpSize / 2'",
                  "warp reduction starting at offset 16 covers only 32 lanes; an AMD wavefront has 64");
        return;
    }
    /* condition "m < 32" of a butterfly */
    CXCursor cond = ku_strip_casts(kid[1]);
    if (clang_getCursorKind(cond) == CXCursor_BinaryOperator &&
        clang_getCursorBinaryOperatorKind(cond) == CXBinaryOperator_LT) {
        CXCursor ck[2];
        if (ku_children(cond, ck, 2) == 2 && lc_warpish_const(L, ck[1], 32) && lc_range(L, ku_strip_casts(ck[1]), &b, &e))
            lc_report(L, b, e, LINT_WARP_SIZE, "loop up to 'warpSize'",
                      "shuffle loop bounded by 32 covers only 32 lanes; an AMD wavefront has 64");
    }
}

/* A write to one of the arrays lc_shared_array keeps, its last subscript a lane index
 * (lane = threadIdx.x % 32, s[lane] = v): the lanes of a 64-wide wavefront write past 32 entries. */
static void lc_lane_write(lc *L, CXCursor lhs)
{
    lhs = ku_strip_casts(lhs);
    if (clang_getCursorKind(lhs) != CXCursor_ArraySubscriptExpr) return;
    CXCursor k[2];
    if (ku_children(lhs, k, 2) != 2 || !(lc_expr_kinds(L, ku_strip_casts(k[1])) & LC_LANE)) return;
    CXCursor base = ku_strip_casts(k[0]);
    while (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr && ku_children(base, k, 2) == 2)
        base = ku_strip_casts(k[0]);
    if (clang_getCursorKind(base) != CXCursor_DeclRefExpr) return;
    CXCursor ref = clang_getCursorReferenced(base);
    for (unsigned i = 0; i < L->nwarr && i < 16; i++) {
        if (clang_Cursor_isNull(L->warr[i]) || !clang_equalCursors(L->warr[i], ref)) continue;
        lc_report(L, L->warr_at[i][0], L->warr_at[i][1], LINT_WARP_SIZE, "size per-lane arrays by warpSize "
                  "(64 on AMD), or index them by warp: threadIdx.x / warpSize",
                  "shared array with 32 entries written at a lane index assumes 32-thread warps; the lanes "
                  "of a 64-wide AMD wavefront write past its end");
        L->warr[i] = clang_getNullCursor();
    }
}

static void lc_shared_array(lc *L, CXCursor var)
{
    int shared = 0;
    clang_visitChildren(var, lc_shared_cb, &shared);
    if (!shared) return;
    CXType t = clang_getCanonicalType(clang_getCursorType(var));
    if (t.kind != CXType_ConstantArray) return;
    long long dim0 = clang_getArraySize(t);
    CXType el = clang_getArrayElementType(t);
    int multi = el.kind == CXType_ConstantArray;
    char *name = ku_spelling(var);
    int warpname = lc_has_word(name, strlen(name), "warp") || lc_has_word(name, strlen(name), "lane");
    free(name);
    if (!((dim0 == 32 && (!multi || warpname)) || (multi && warpname && clang_getArraySize(el) == 32))) return;
    /* locate "[ ... ]" holding 32 after the name */
    size_t b, e;
    if (!lc_range(L, var, &b, &e)) return;
    const char *buf = L->c->buf;
    for (size_t p = b; p < e; p++) {
        if (buf[p] != '[') continue;
        size_t q = p + 1;
        while (q < e && buf[q] != ']') q++;
        const char *in = buf + p + 1;
        size_t inl = q - p - 1;
        while (inl && *in == ' ') { in++; inl--; }
        int lit = inl >= 2 && strncmp(in, "32", 2) == 0 && (inl == 2 || !isalnum((unsigned char)in[2]));
        if (lit || lc_has_word(in, inl, "warp")) {
            /* one entry per warp of the block (1024 / 32) is room enough for 64-wide wavefronts;
             * one entry per lane of a warp is not: wait for a write indexed by a lane */
            unsigned w = L->nwarr++ % 16;
            L->warr[w] = var;
            L->warr_at[w][0] = p;
            L->warr_at[w][1] = q + 1;
            return;
        }
        p = q;
    }
}

/* ---------------------------------------------------------------- masks */

static int lc_is_warp_sync_fn(const char *n)
{
    static const char *const names[] = { "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
        "__ballot_sync", "__all_sync", "__any_sync", "__uni_sync", "__match_any_sync", "__match_all_sync",
        "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
        "__reduce_or_sync", "__reduce_xor_sync", "__syncwarp", NULL };
    for (size_t i = 0; names[i]; i++)
        if (strcmp(n, names[i]) == 0) return 1;
    return 0;
}

static int lc_is_mask_source(const char *n)
{
    static const char *const names[] = { "__ballot_sync", "__ballot", "__activemask", "__match_any_sync",
        "__match_all_sync", "__lanemask_lt", "__lanemask_le", "__lanemask_gt", "__lanemask_ge", "__lanemask_eq", NULL };
    for (size_t i = 0; names[i]; i++)
        if (strcmp(n, names[i]) == 0) return 1;
    return 0;
}

static int lc_type_bytes(CXCursor e)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(e));
    if (t.kind < CXType_Bool || t.kind > CXType_Int128) return 0;   /* integers only */
    return (int)clang_Type_getSizeOf(t);
}

static void lc_mask_arg(lc *L, CXCursor call, const char *name)
{
    if (clang_Cursor_getNumArguments(call) < 1) return;
    CXCursor a = clang_Cursor_getArgument(call, 0);
    size_t b, e;
    if (!lc_range(L, a, &b, &e)) return;   /* default argument (declared in a header) */
    CXCursor s = ku_strip_casts(a);
    if (lc_type_bytes(s) != 4 || lc_reported(L, b, "mask")) return;
    long long v;
    if (lc_const(s, &v)) {
        lc_report(L, b, e, LINT_WARP_MASK, "use a 64-bit mask such as ~0ull (all lanes) or __activemask()",
                  "32-bit mask passed to %s covers lanes 0-31 only; HIP masks are 64-bit and the translator "
                  "widens this constant", name);
        return;
    }
    CXCursor ref = clang_getCursorReferenced(s);
    enum CXCursorKind rk = clang_getCursorKind(ref);
    size_t rb, re;
    int local = clang_getCursorKind(s) == CXCursor_DeclRefExpr && rk == CXCursor_VarDecl && lc_range(L, ref, &rb, &re);
    lc_report(L, b, e, LINT_WARP_MASK, "declare the mask as unsigned long long",
              local ? "32-bit mask variable passed to %s; HIP masks are 64-bit, so its type must widen to "
                      "unsigned long long (the translator widens local mask variables)"
                    : "32-bit mask expression passed to %s; HIP masks are 64-bit and the translator cannot "
                      "widen this expression: change the types it is computed from", name);
}

static void lc_mask_var(lc *L, CXCursor var)
{
    CXCursor kid[4];
    unsigned n = ku_children(var, kid, 4);
    if (n == 0 || n > 4 || lc_type_bytes(var) != 4) return;
    CXCursor init = ku_strip_casts(kid[n - 1]);
    if (clang_getCursorKind(init) != CXCursor_CallExpr) return;
    char *cn = ku_spelling(init);
    size_t b, e;
    if (lc_is_mask_source(cn) && lc_range(L, var, &b, &e)) {
        char *vn = ku_spelling(var);
        CXSourceLocation nl = clang_getCursorLocation(var);
        size_t nb = lc_off(L, nl);
        if (nb != (size_t)-1 && !lc_reported(L, nb, "mask"))
            lc_report(L, nb, lc_ident_end(L, nb), LINT_WARP_MASK, "declare it as unsigned long long",
                      "'%s' keeps the result of %s in 32 bits; HIP returns a 64-bit mask, so lanes 32-63 "
                      "would be lost", vn, cn);
        free(vn);
    }
    free(cn);
}

/* ---------------------------------------------------------------- warp-synchronous code */

/* What counts as an exchange step between lanes is shared with pass_lockstep.c (lockstep.h),
 * which reports the same finding when translating and makes hipshim run such code in lockstep. */
static void lc_lockstep_if(lc *L, CXCursor ifs)
{
    CXCursor kid[3];
    unsigned n = ku_children(ifs, kid, 3);
    if (n < 2 || n > 3) return;
    CXCursor cond = ku_strip_casts(kid[0]);
    if (clang_getCursorKind(cond) != CXCursor_BinaryOperator) return;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cond);
    CXCursor ck[2];
    if (ku_children(cond, ck, 2) != 2) return;
    if (!((op == CXBinaryOperator_LT && lc_warpish_const(L, ck[1], 32)) ||
          (op == CXBinaryOperator_LE && lc_warpish_const(L, ck[1], 31))))
        return;
    if (!(lc_expr_kinds(L, ck[0]) & LC_THREAD)) return;
    ls_steps s;
    ls_count_steps(kid[1], clang_getNullCursor(), &s);
    size_t b, e;
    if (s.steps >= 2 && s.syncs == 0 && lc_range(L, cond, &b, &e))
        lc_report(L, b, e, LINT_WARP_LOCKSTEP,
                  "finish with __shfl_down over warpSize lanes, or put __syncwarp() between the steps",
                  "shared-memory reduction continues without barriers once fewer than 32 threads are left, "
                  "relying on implicit warp lockstep; AMD wavefronts have 64 lanes and this is racy");
}

/* A device function reducing through a volatile pointer parameter (the classic warpReduce). */
static void lc_lockstep_fn(lc *L, CXCursor fn)
{
    ls_steps s;
    CXCursor parm = ls_volatile_param(fn, &s);
    size_t b, e;
    if (clang_Cursor_isNull(parm) || !lc_range(L, s.first, &b, &e) || e <= b) return;
    char *fnn = ku_spelling(fn), *pn = ku_spelling(parm);
    lc_report(L, b, e, LINT_WARP_LOCKSTEP, "use __shfl_down over warpSize lanes, or put __syncwarp() between the steps",
              "'%s' reduces through volatile '%s' without __syncwarp, relying on implicit warp "
              "lockstep; AMD wavefronts have 64 lanes and this is racy", fnn, pn);
    free(fnn);
    free(pn);
}

/* ---------------------------------------------------------------- the walk */

static void lc_call(lc *L, CXCursor call)
{
    char *n = ku_spelling(call);
    size_t b, e;
    if (L->fn_device) {
        lc_shfl_call(L, call, n);
        if (lc_is_warp_sync_fn(n)) lc_mask_arg(L, call, n);
        if ((strcmp(n, "clock") == 0 || strcmp(n, "clock64") == 0 || strcmp(n, "__clock64") == 0) &&
            lc_range(L, call, &b, &e)) {
            size_t ne = lc_ident_end(L, b);
            if (ne > b) e = ne;
            lc_report(L, b, e, LINT_CLOCK_TIMING,
                      "use wall_clock64() (rate from hipDeviceAttributeWallClockRate) or time the kernel with events",
                      "%s() counts shader cycles at a varying frequency on AMD GPUs and does not work properly "
                      "on RDNA3 (gfx11); timings taken with it are unreliable", n);
        }
    }
    free(n);
}

/* thread_block_tile<32> or tiled_partition<32> among the function's tokens. */
static int lc_tok_is(const lc *L, unsigned i, const char *s);

static int lc_uses_tile32(const lc *L, CXCursor fn)
{
    size_t b, e;
    if (!lc_range(L, fn, &b, &e)) return 0;
    unsigned lo = 0, hi = L->c->ntoks;
    while (lo < hi) {   /* first token at or after b (main-file tokens are in offset order) */
        unsigned mid = lo + (hi - lo) / 2;
        if (L->tb[mid] != (size_t)-1 && L->tb[mid] < b) lo = mid + 1; else hi = mid;
    }
    for (unsigned i = lo; i + 3 < L->c->ntoks && (L->tb[i] == (size_t)-1 || L->tb[i] < e); i++) {
        if ((lc_tok_is(L, i, "thread_block_tile") || lc_tok_is(L, i, "tiled_partition")) &&
            lc_tok_is(L, i + 1, "<") && lc_tok_is(L, i + 2, "32") && lc_tok_is(L, i + 3, ">"))
            return 1;
    }
    return 0;
}

static enum CXChildVisitResult lc_visit(CXCursor cur, CXCursor parent, CXClientData d);

static void lc_descend(lc *L, CXCursor cur)
{
    clang_visitChildren(cur, lc_visit, L);
}

static enum CXChildVisitResult lc_visit(CXCursor cur, CXCursor parent, CXClientData d)
{
    lc *L = d;
    CXSourceLocation loc = clang_getCursorLocation(cur);
    if (!clang_Location_isFromMainFile(loc)) {
        CXFile f;
        clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
        if (!f || !clang_File_isEqual(f, L->c->main_file)) return CXChildVisit_Continue;
    }
    if (ku_is_instantiation(cur))
        return CXChildVisit_Continue;   /* the pattern is checked, not each instantiation */
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (lc_is_fn(k) && k != CXCursor_LambdaExpr) {
        CXCursor saved = L->fn;
        int saved_dev = L->fn_device;
        L->fn = cur;
        L->fn_device = ku_fn_device_code(cur);
        int saved_tile = L->fn_tile32;
        L->fn_tile32 = L->fn_device && lc_uses_tile32(L, cur);
        if (L->fn_device && clang_isCursorDefinition(cur)) lc_lockstep_fn(L, cur);
        lc_descend(L, cur);
        L->fn = saved;
        L->fn_device = saved_dev;
        L->fn_tile32 = saved_tile;
        return CXChildVisit_Continue;
    }
    switch (k) {
    case CXCursor_ParmDecl:
        if (L->fn_device) {
            char *n = ku_spelling(cur);
            if (ls_threadish_name(n))
                lc_taint_add(L, cur, LC_THREAD | (lc_has_word(n, strlen(n), "lane") ? LC_LANE : 0));
            free(n);
        }
        break;
    case CXCursor_VarDecl: {
        lc_shared_array(L, cur);
        if (L->fn_device) lc_mask_var(L, cur);
        CXCursor kid[4];
        unsigned n = ku_children(cur, kid, 4);
        if (n >= 1 && n <= 4 && clang_isExpression(clang_getCursorKind(kid[n - 1]))) {
            CXCursor init = ku_strip_casts(kid[n - 1]);
            int kinds = lc_expr_kinds(L, init);
            if (kinds & (LC_THREAD | LC_LANE)) {
                int lane = kinds & LC_LANE;
                if (clang_getCursorKind(init) == CXCursor_BinaryOperator) {
                    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(init);
                    CXCursor ik[2];
                    if (ku_children(init, ik, 2) == 2 &&
                        ((op == CXBinaryOperator_Rem && lc_warpish_const(L, ik[1], 32)) ||
                         (op == CXBinaryOperator_And && lc_warpish_const(L, ik[1], 31))))
                        lane = LC_LANE;
                }
                char *vn = ku_spelling(cur);
                if (lc_has_word(vn, strlen(vn), "lane")) lane = LC_LANE;
                free(vn);
                lc_taint_add(L, cur, LC_THREAD | lane);
            }
        }
        break;
    }
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
        if (L->fn_device) {
            if (clang_getCursorKind(parent) != CXCursor_BinaryOperator &&
                clang_getCursorKind(parent) != CXCursor_CompoundAssignOperator &&
                clang_getCursorKind(parent) != CXCursor_ParenExpr)
                lc_bits_scan(L, cur);         /* a statement's outermost operator */
            lc_swizzle(L, cur);
            lc_binop(L, cur);
            if (clang_getCursorBinaryOperatorKind(cur) == CXBinaryOperator_Assign ||
                clang_getCursorKind(cur) == CXCursor_CompoundAssignOperator) {
                CXCursor w[2];
                if (L->nwarr && ku_children(cur, w, 2) == 2) lc_lane_write(L, w[0]);
            }
            if (clang_getCursorBinaryOperatorKind(cur) == CXBinaryOperator_Assign) {
                CXCursor kid[2];
                if (ku_children(cur, kid, 2) == 2) {
                    CXCursor lhs = ku_strip_casts(kid[0]);
                    int kinds = lc_expr_kinds(L, kid[1]);
                    if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr && (kinds & LC_THREAD))
                        lc_taint_add(L, clang_getCursorReferenced(lhs), LC_THREAD);
                }
            }
        }
        break;
    case CXCursor_CallExpr:
        if (L->fn_device) lc_bits_scan(L, cur);   /* atomicOr(&bits[i / 32], 1u << (i % 32)) */
        lc_call(L, cur);
        break;
    case CXCursor_ArraySubscriptExpr:
        if (L->fn_device) lc_subscript(L, cur);
        break;
    case CXCursor_ForStmt:
        if (L->fn_device) lc_for(L, cur);
        break;
    case CXCursor_IfStmt:
        if (L->fn_device) lc_lockstep_if(L, cur);
        break;
    default:
        break;
    }
    lc_descend(L, cur);
    return CXChildVisit_Continue;
}

/* ---------------------------------------------------------------- token scans */



static int lc_tok_is(const lc *L, unsigned i, const char *s)
{
    if (i >= L->c->ntoks || L->tb[i] == (size_t)-1) return 0;
    size_t n = L->te[i] - L->tb[i];
    return strlen(s) == n && memcmp(L->c->buf + L->tb[i], s, n) == 0;
}

/* Is token i a use of a name (not the name being declared, not a member, not in dead code)? */
static int lc_mine_has(const lc *L, const char *s, size_t n);

static int lc_tok_use(const lc *L, unsigned i)
{
    if (L->tb[i] == (size_t)-1 || lc_skipped(L, L->tb[i])) return 0;
    if (lc_mine_has(L, L->c->buf + L->tb[i], L->te[i] - L->tb[i])) return 0;
    if (i > 0 && (lc_tok_is(L, i - 1, ".") || lc_tok_is(L, i - 1, "->"))) return 0;
    const CXCursor *tc = pc_tok_cursors(L->c, 0);
    CXCursor cur = tc ? tc[i] : clang_getNullCursor();
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k == CXCursor_MacroDefinition || k == CXCursor_InclusionDirective) {
        /* the name of "#define NAME" is a declaration; words of the body are uses */
        CXSourceLocation nl = clang_getCursorLocation(cur);
        size_t off = lc_off((lc *)L, nl);
        return off != L->tb[i] && k == CXCursor_MacroDefinition;
    }
    if (k == CXCursor_PreprocessingDirective) return 0;
    if (clang_isDeclaration(k)) {
        CXSourceLocation nl = clang_getCursorLocation(cur);
        if (lc_off((lc *)L, nl) == L->tb[i]) return 0;    /* the declared name itself */
    }
    if (k == CXCursor_OverloadedDeclRef && clang_getNumOverloadedDecls(cur) == 0) return 1;   /* undeclared */
    CXCursor ref = clang_getCursorReferenced(cur);
    if (!clang_Cursor_isNull(ref) && !clang_isInvalid(clang_getCursorKind(ref)) && k != CXCursor_MacroExpansion &&
        !clang_isDeclaration(k) && lc_off((lc *)L, clang_getCursorLocation(ref)) != L->tb[i]) {
        /* a name the user declared in this file is theirs, not the CUDA API */
        CXSourceLocation rl = clang_getCursorLocation(ref);
        CXFile f;
        clang_getSpellingLocation(rl, &f, NULL, NULL, NULL);
        if (f && clang_File_isEqual(f, L->c->main_file)) return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------- names the user declares */

/* A CUDA name that the user's own code declares (a header replacing cuda.h for dynamic loading,
 * function pointers called cuInit, a #define CUDAAPI) is theirs: using it is no CUDA API use.
 * "The user's own" is any file that is not a system header: the bundled prelude and an SDK
 * given with --cuda-path are system headers. */
static int lc_mine_has(const lc *L, const char *s, size_t n)
{
    return ut_map_find(&L->mine, s, n) != NULL;
}

static void lc_mine_add(lc *L, const char *s, size_t n)
{
    if (n) ut_map_upsert(&L->mine, s, n, NULL);
}

static enum CXChildVisitResult lc_decls_cb(CXCursor c, CXCursor p, CXClientData d)
{
    (void)p;
    lc *L = d;
    enum CXCursorKind k = clang_getCursorKind(c);
    CXSourceLocation loc = clang_getCursorLocation(c);
    CXFile f;
    clang_getSpellingLocation(loc, &f, NULL, NULL, NULL);
    if (!f || clang_Location_isInSystemHeader(loc)) return CXChildVisit_Continue;
    switch (k) {
    case CXCursor_MacroDefinition: case CXCursor_TypedefDecl: case CXCursor_TypeAliasDecl:
    case CXCursor_StructDecl: case CXCursor_UnionDecl: case CXCursor_ClassDecl: case CXCursor_EnumDecl:
    case CXCursor_EnumConstantDecl: case CXCursor_FunctionDecl: case CXCursor_VarDecl:
    case CXCursor_FunctionTemplate: case CXCursor_ClassTemplate: {
        CXString sp = clang_getCursorSpelling(c);
        const char *t = clang_getCString(sp);
        if (t) lc_mine_add(L, t, strlen(t));
        clang_disposeString(sp);
        break;
    }
    default:
        break;
    }
    if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_EnumDecl ||
        k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_ClassDecl || k == CXCursor_TypedefDecl ||
        k == CXCursor_UnexposedDecl)
        return CXChildVisit_Recurse;
    return CXChildVisit_Continue;
}

/* Declarations clang may not record as the user's: a tag named in a typedef ("typedef struct
 * CUevent_st *CUevent;" resolves to the prelude's earlier declaration), and names whose
 * declaration conflicts with the prelude's (an enumerator or a function pointer variable called
 * like a driver function, in a header replacing cuda.h) and is dropped as invalid. Scans the
 * tokens of a user file: top-level declarators, enumerators, typedef names, #define names. */
static void lc_mine_scan(lc *L, CXTranslationUnit tu, CXToken *toks, unsigned n)
{
    enum { CTX_DECL, CTX_ENUM, CTX_OTHER };
    int stack[64];
    int depth = 0, paren = 0, pending_enum = 0, pending_decl = 0, in_typedef = 0;
    char prev[128] = "", pprev[128] = "";
    CXString *sp = malloc((n + 1) * sizeof *sp);
    if (!sp) return;
    for (unsigned i = 0; i < n; i++) sp[i] = clang_getTokenSpelling(tu, toks[i]);
    for (unsigned i = 0; i < n; i++) {
        CXTokenKind k = clang_getTokenKind(toks[i]);
        if (k == CXToken_Comment) continue;
        const char *t = clang_getCString(sp[i]);
        unsigned ni = i + 1;
        while (ni < n && clang_getTokenKind(toks[ni]) == CXToken_Comment) ni++;
        const char *nx = ni < n ? clang_getCString(sp[ni]) : "";
        /* blocks nested deeper than the stack records are inside a function body */
        int ctx = depth == 0 ? CTX_DECL : depth > 64 ? CTX_OTHER : stack[depth - 1];
        if (strcmp(t, "#") == 0) {
            /* a directive: #define NAME declares NAME; the rest of its line is no C */
            if (ni + 1 < n && strcmp(nx, "define") == 0) {
                const char *m = clang_getCString(sp[ni + 1]);
                lc_mine_add(L, m, strlen(m));
            }
            unsigned line, l2;
            clang_getSpellingLocation(clang_getTokenLocation(tu, toks[i]), NULL, &line, NULL, NULL);
            while (i + 1 < n) {
                clang_getSpellingLocation(clang_getTokenLocation(tu, toks[i + 1]), NULL, &l2, NULL, NULL);
                if (l2 != line) break;
                i++;
            }
            continue;
        } else if (strcmp(t, "{") == 0) {
            int kind = pending_enum ? CTX_ENUM : pending_decl ? CTX_DECL : CTX_OTHER;
            if (depth < 64) stack[depth] = kind;
            depth++;
            pending_enum = pending_decl = 0;
        } else if (strcmp(t, "}") == 0) {
            if (depth > 0) depth--;
        } else if (strcmp(t, "(") == 0) {
            paren++;
        } else if (strcmp(t, ")") == 0) {
            if (paren > 0) paren--;
        } else if (strcmp(t, ";") == 0) {
            pending_enum = pending_decl = in_typedef = 0;
        } else if (strcmp(t, "enum") == 0) {
            pending_enum = 1;
        } else if (strcmp(t, "namespace") == 0 || (strcmp(t, "extern") == 0 && strcmp(nx, "\"C\"") == 0)) {
            pending_decl = 1;
        } else if (strcmp(t, "typedef") == 0) {
            in_typedef = 1;
        } else if (k == CXToken_Identifier && depth < 64) {
            size_t tl = strlen(t);
            int after_tag = strcmp(prev, "struct") == 0 || strcmp(prev, "union") == 0 || strcmp(prev, "enum") == 0 ||
                            strcmp(prev, "class") == 0;
            if (ctx == CTX_ENUM && paren == 0 && (strcmp(prev, "{") == 0 || strcmp(prev, ",") == 0)) {
                lc_mine_add(L, t, tl);                               /* an enumerator */
            } else if (ctx == CTX_DECL && (after_tag && in_typedef)) {
                lc_mine_add(L, t, tl);                               /* typedef struct TAG */
            } else if (ctx == CTX_DECL && strcmp(prev, "*") == 0 && strcmp(pprev, "(") == 0 &&
                       strcmp(nx, ")") == 0) {
                lc_mine_add(L, t, tl);                               /* (*NAME)(...) */
            } else if (ctx == CTX_DECL && paren == 0 && !after_tag &&
                       (strcmp(nx, ";") == 0 || strcmp(nx, "=") == 0 || strcmp(nx, "[") == 0 ||
                        (in_typedef && strcmp(nx, "(") == 0)) &&
                       (strcmp(prev, "*") == 0 || strcmp(prev, "&") == 0 ||
                        (prev[0] && (isalnum((unsigned char)prev[0]) || prev[0] == '_')))) {
                lc_mine_add(L, t, tl);                               /* a top-level declarator */
            }
        }
        snprintf(pprev, sizeof pprev, "%s", prev);
        snprintf(prev, sizeof prev, "%s", t);
    }
    for (unsigned i = 0; i < n; i++) clang_disposeString(sp[i]);
    free(sp);
}

typedef struct lc_incl { lc *L; } lc_incl;

static void lc_incl_cb(CXFile f, CXSourceLocation *stack, unsigned len, CXClientData d)
{
    (void)stack;
    lc *L = ((lc_incl *)d)->L;
    CXTranslationUnit tu = L->c->tu;
    if (len == 0) return;   /* the main file: scanned from its own tokens */
    CXSourceLocation at = clang_getLocationForOffset(tu, f, 0);
    if (clang_Location_isInSystemHeader(at)) return;
    size_t size = 0;
    if (!clang_getFileContents(tu, f, &size) || size == 0) return;
    CXSourceRange r = clang_getRange(at, clang_getLocationForOffset(tu, f, (unsigned)size));
    CXToken *toks = NULL;
    unsigned n = 0;
    clang_tokenize(tu, r, &toks, &n);
    if (toks) {
        lc_mine_scan(L, tu, toks, n);
        clang_disposeTokens(tu, toks, n);
    }
}

static void lc_mine_tags(lc *L)
{
    lc_mine_scan(L, L->c->tu, L->c->toks, L->c->ntoks);
    lc_incl x = { L };
    clang_getInclusions(L->c->tu, lc_incl_cb, &x);
}

static void lc_mine_free(lc *L)
{
    ut_map_free(&L->mine, NULL);
}

/* The translator's own reports of a table name (kind.NAME ids, e.g. driver.CUsurfref) on a name
 * the user declares are dropped too: it is not CUDA's. */
static void lc_drop_mine(lc *L)
{
    dg_list *l = L->c->diags;
    if (!l || !L->mine.n) return;
    size_t w = 0;
    for (size_t i = 0; i < l->n; i++) {
        dg_finding *f = &l->v[i];
        const char *dot = f->rule_id ? strchr(f->rule_id, '.') : NULL;
        const rl_rule *r = dot && L->c->rules ? rl_lookup_id(L->c->rules, f->rule_id) : NULL;
        if (r && r->cuda && lc_mine_has(L, r->cuda, strlen(r->cuda)) &&
            r->kind != RL_KIND_HEADER && r->kind != RL_KIND_LIBRARY) {
            free(f->file);
            free(f->rule_id);
            free(f->message);
            free(f->suggestion);
            continue;
        }
        l->v[w++] = *f;
    }
    l->n = w;
}

/* ---------------------------------------------------------------- cudaDeviceProp fields */

/* The rule table's note on cudaDeviceProp ("some fields have no hipDeviceProp_t counterpart")
 * comes on every use of the type; the lint replaces it with the fields themselves, where they are
 * read. Facts: CUDA 13's driver_types.h against HIP's hipDeviceProp_t (hip_runtime_api.h, ROCm
 * 6/7): the fields below are the CUDA ones HIP lacks, two of them under another name. */
static const char *const lc_prop_fields[][2] = {
    { "deferredMappingCudaArraySupported", "deferredMappingHipArraySupported" },
    { "deviceNumaConfig", NULL },
    { "deviceNumaId", NULL },
    { "gpuPciDeviceID", NULL },
    { "gpuPciSubsystemID", NULL },
    { "hostNumaId", NULL },
    { "hostNumaMultinodeIpcSupported", NULL },
    { "mpsEnabled", NULL },
    { "sparseCudaArraySupported", "sparseHipArraySupported" },
};

static void lc_prop_fields_check(lc *L)
{
    pc_ctx *c = L->c;
    dg_list *l = c->diags;
    size_t w = 0;
    for (size_t i = 0; l && i < l->n; i++) {
        dg_finding *f = &l->v[i];
        if (f->rule_id && strcmp(f->rule_id, "runtime.cudaDeviceProp") == 0) {
            free(f->file);
            free(f->rule_id);
            free(f->message);
            free(f->suggestion);
            continue;
        }
        l->v[w++] = *f;
    }
    if (l) l->n = w;
    for (unsigned i = 1; i < c->ntoks; i++) {
        if (L->tb[i] == (size_t)-1 || lc_skipped(L, L->tb[i])) continue;
        if (!(lc_tok_is(L, i - 1, ".") || lc_tok_is(L, i - 1, "->"))) continue;
        size_t n = L->te[i] - L->tb[i];
        for (size_t k = 0; k < sizeof lc_prop_fields / sizeof lc_prop_fields[0]; k++) {
            const char *fld = lc_prop_fields[k][0];
            if (strlen(fld) != n || memcmp(c->buf + L->tb[i], fld, n) != 0) continue;
            /* a field of some other struct of the same name is not CUDA's */
            const CXCursor *tc = pc_tok_cursors(c, 0);
            CXCursor ref = tc ? clang_getCursorReferenced(tc[i]) : clang_getNullCursor();
            if (!clang_Cursor_isNull(ref) && clang_getCursorKind(ref) == CXCursor_FieldDecl) {
                CXString ps = clang_getCursorSpelling(clang_getCursorSemanticParent(ref));
                int prop = strcmp(clang_getCString(ps), "cudaDeviceProp") == 0;
                clang_disposeString(ps);
                if (!prop) break;
            }
            if (lc_prop_fields[k][1])
                lc_report(L, L->tb[i], L->te[i], "runtime.cudaDeviceProp",
                          "read the field under its HIP name",
                          "cudaDeviceProp field '%s' is named '%s' in hipDeviceProp_t", fld, lc_prop_fields[k][1]);
            else
                lc_report(L, L->tb[i], L->te[i], "runtime.cudaDeviceProp",
                          "guard the use with #ifndef __HIP_PLATFORM_AMD__, or drop it",
                          "cudaDeviceProp field '%s' has no hipDeviceProp_t counterpart", fld);
            break;
        }
    }
}

/* A co-residency check made elsewhere and cached (ggml: ggml_cuda_info().devices[id]
 * .supports_cooperative_launch, set from cudaDevAttrCooperativeLaunch in another file): a name
 * of the user's that speaks of cooperative launch support, not the launch functions themselves
 * or the cooperative_groups namespace. */
static int lc_cached_coop_check(const char *s, size_t n)
{
    char low[128];
    if (n >= sizeof low) return 0;
    for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)s[i]);
    low[n] = 0;
    if (!strstr(low, "coop")) return 0;
    if (strstr(low, "launchcooperative") || strstr(low, "cooperative_groups") || strcmp(low, "coop") == 0)
        return 0;
    return strstr(low, "support") || strstr(low, "can") == low || strstr(low, "has") == low ||
           strstr(low, "launch") || strstr(low, "attr");
}

static void lc_api_and_features(lc *L)
{
    pc_ctx *c = L->c;
    static const char *const coop[] = { "cudaLaunchCooperativeKernel", "cudaLaunchCooperativeKernelMultiDevice",
                                        "cuLaunchCooperativeKernel", "cuLaunchCooperativeKernelMultiDevice", NULL };
    static const char *const coop_check[] = { "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
        "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "cuOccupancyMaxActiveBlocksPerMultiprocessor",
        "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "cudaDevAttrCooperativeLaunch",
        "CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH", "cooperativeLaunch", "cudaOccupancyMaxActiveClusters", NULL };
    int has_check = 0;
    for (unsigned i = 0; i < c->ntoks && !has_check; i++) {
        if (clang_getTokenKind(c->toks[i]) != CXToken_Identifier || lc_skipped(L, L->tb[i])) continue;
        for (size_t k = 0; coop_check[k]; k++) if (lc_tok_is(L, i, coop_check[k])) has_check = 1;
        if (!has_check && L->tb[i] != (size_t)-1) has_check = lc_cached_coop_check(c->buf + L->tb[i], L->te[i] - L->tb[i]);
    }
    for (unsigned i = 0; i < c->ntoks; i++) {
        if (L->tb[i] == (size_t)-1) continue;
        size_t b = L->tb[i], e = L->te[i];
        CXTokenKind tk = clang_getTokenKind(c->toks[i]);
        if (tk != CXToken_Identifier && tk != CXToken_Keyword) continue;
        size_t n = e - b;
        char name[128];
        if (n >= sizeof name) continue;
        memcpy(name, c->buf + b, n);
        name[n] = '\0';
        if (!lc_tok_use(L, i)) continue;
        int is_def_line = lc_directive_line(L, b);
        /* launch bounds with a min-blocks argument */
        if (strcmp(name, "__launch_bounds__") == 0 && !is_def_line && lc_tok_is(L, i + 1, "(")) {
            int depth = 0, commas = 0;
            unsigned j = i + 1;
            for (; j < c->ntoks; j++) {
                if (lc_tok_is(L, j, "(")) depth++;
                else if (lc_tok_is(L, j, ")")) { if (--depth == 0) break; }
                else if (depth == 1 && lc_tok_is(L, j, ",")) commas++;
            }
            if (commas >= 1 && j < c->ntoks && !lc_reported(L, b, "bounds"))
                lc_report(L, b, L->te[j], LINT_LAUNCH_BOUNDS,
                          "review the converted min-warps value: min_blocks * max_threads / warpSize",
                          "__launch_bounds__ minimum blocks per multiprocessor becomes minimum warps per "
                          "execution unit in HIP; the converted value needs review on AMD GPUs");
            continue;
        }
        int hit = 0;
        for (size_t k = 0; coop[k] && !hit; k++) hit = strcmp(name, coop[k]) == 0;
        if (hit && !has_check && !is_def_line) {
            lc_report(L, b, e, LINT_COOP_NO_CHECK,
                      "size the grid from cudaOccupancyMaxActiveBlocksPerMultiprocessor * multiProcessorCount "
                      "and check cudaDevAttrCooperativeLaunch",
                      "%s without a co-residency check in this file: a grid sized for an NVIDIA GPU may not fit "
                      "on the AMD GPU and the launch fails", name);
        }
        /* rule table: unsupported and deprecated names */
        if (!c->rules) continue;
        const rl_rule *r = rl_lookup(c->rules, name);
        if (!r || r->kind == RL_KIND_HEADER || r->kind == RL_KIND_LIBRARY) continue;
        /* a name the translation rewrote anyway (the kernel pass's cache-hinted stores) is ported */
        if (r->status == RL_STATUS_UNSUPPORTED && !pc_file_edited(c, 0, b, n)) {
            lc_report(L, b, e, LINT_API_UNSUPPORTED,
                      "rewrite it with a supported API, or keep it under #ifndef __HIP_PLATFORM_AMD__",
                      "'%s' has no HIP equivalent%s%s", name, r->reason ? ": " : "", r->reason ? r->reason : "");
        } else if (r->deprecated && r->status == RL_STATUS_SUPPORTED) {
            lc_report(L, b, e, LINT_API_DEPRECATED, r->note ? r->note : NULL,
                      "'%s' is deprecated in CUDA%s%s", name, r->hip ? "; HIP maps it to " : "",
                      r->hip ? r->hip : "");
        }
    }
}

/* ---------------------------------------------------------------- entry */

void pass_lint(pc_ctx *c)
{
    if (!c->lint || !c->buf) return;
    lc L;
    memset(&L, 0, sizeof L);
    L.c = c;
    L.fn = clang_getNullCursor();
    /* line table */
    ut_vec_push(&L.lines, 0);
    for (size_t i = 0; i < c->len; i++)
        if (c->buf[i] == '\n') ut_vec_push(&L.lines, i + 1);
    /* token offsets */
    L.tb = malloc((c->ntoks + 1) * sizeof(size_t));
    L.te = malloc((c->ntoks + 1) * sizeof(size_t));
    if (!L.tb || !L.te) goto out;
    for (unsigned i = 0; i < c->ntoks; i++) {
        CXSourceRange r = clang_getTokenExtent(c->tu, c->toks[i]);
        CXFile f;
        unsigned b, e;
        clang_getFileLocation(clang_getRangeStart(r), &f, NULL, NULL, &b);
        clang_getFileLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
        if (!f || !clang_File_isEqual(f, c->main_file) || e < b || e > c->len) { L.tb[i] = L.te[i] = (size_t)-1; continue; }
        L.tb[i] = b;
        L.te[i] = e;
    }
    /* #if-disabled code */
    CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->main_file);
    if (sk) {
        L.skip = calloc(sk->count + 1, sizeof *L.skip);
        for (unsigned i = 0; L.skip && i < sk->count; i++) {
            unsigned b, e;
            clang_getFileLocation(clang_getRangeStart(sk->ranges[i]), NULL, NULL, NULL, &b);
            clang_getFileLocation(clang_getRangeEnd(sk->ranges[i]), NULL, NULL, NULL, &e);
            L.skip[L.nskip][0] = b;
            L.skip[L.nskip][1] = e;
            L.nskip++;
        }
        clang_disposeSourceRangeList(sk);
    }
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lc_decls_cb, &L);
    lc_mine_tags(&L);
    lc_drop_mine(&L);
    lc_prop_fields_check(&L);
    clang_visitChildren(clang_getTranslationUnitCursor(c->tu), lc_visit, &L);
    lc_api_and_features(&L);
out:
    ut_vec_free(&L.lines);
    free(L.tb);
    free(L.te);
    free(L.skip);
    ut_vec_free(&L.taint);
    lc_mine_free(&L);
}
