/* pass_bounds.c - __launch_bounds__(MAX_THREADS, MIN_BLOCKS) becomes
 * __launch_bounds__(MAX_THREADS, MIN_WARPS): HIP's second parameter counts warps per execution
 * unit, MIN_WARPS = MIN_BLOCKS * MAX_THREADS / 32 (CUDA's warp size), at least 1. Computed when
 * both arguments are integer constants (literals, macros, enumerators, constexpr variables),
 * otherwise written as an equivalent constant expression (template parameters). CUDA's third
 * argument (max thread blocks per cluster) and __maxnreg__(N) are removed with a warning.
 * __launch_bounds__ is a macro (prelude or SDK), so this pass works on the tokens of every
 * editable file (the main file, and project headers in batch mode):
 * attributes in macro bodies and #if-disabled blocks are converted too. Files that are HIP
 * already (ku_file_is_hip) keep their bounds. On a function that is not a kernel the
 * attribute is removed with a warning (nvcc ignores it there; clang's HIP rejects it). */
#include "kernel_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORIGIN "kernel.launch-bounds"

static char *copy_text(const ku_index *ix, unsigned first, unsigned last)
{
    size_t b = ix->beg[first], e = ix->end[last - 1];
    char *s = malloc(e - b + 1);
    if (s) {
        memcpy(s, ix->buf + b, e - b);
        s[e - b] = 0;
    }
    return s;
}

static int is_call_of(const ku_index *ix, unsigned i, const char *name, unsigned *close)
{
    if (!ku_is(ix, i, name) || ku_is_define_name(ix, i) || !ku_is(ix, i + 1, "(") ||
        ix->pp[i + 1] != ix->pp[i])
        return 0;
    /* #ifdef __launch_bounds__ / defined(__launch_bounds__) are not uses */
    if (i > 0 && (ku_is(ix, i - 1, "ifdef") || ku_is(ix, i - 1, "ifndef") ||
                  ku_is(ix, i - 1, "undef") || ku_is(ix, i - 1, "defined")))
        return 0;
    *close = ku_match(ix, i + 1);
    return *close != KU_NONE;
}

static void convert_bounds(ku_index *ix, unsigned i, unsigned close)
{
    pc_ctx *c = ix->c;
    unsigned p[4][2];
    unsigned n = ku_split_commas(ix, i + 2, close, p, 4);
    if (n < 2)
        return;                       /* one-argument form means the same in HIP */
    if (n > 3 || p[0][0] >= p[0][1] || p[1][0] >= p[1][1]) {
        pc_report(c, ku_loc(ix, i), DG_WARNING, ORIGIN,
                  "__launch_bounds__ with %u arguments not converted", n);
        return;
    }
    ku_val maxv, minv;
    char text[512];
    int known = ku_eval(ix, p[0][0], p[0][1], &maxv) && ku_eval(ix, p[1][0], p[1][1], &minv);
    if (known && (maxv.v < 0 || minv.v < 0))
        known = 0;
    if (known) {
        long long warps = maxv.v * minv.v / 32;
        if (warps < 1)
            warps = 1;
        snprintf(text, sizeof text, "%lld", warps);
    } else {
        char *mx = copy_text(ix, p[0][0], p[0][1]);
        char *mn = copy_text(ix, p[1][0], p[1][1]);
        if (!mx || !mn) {
            free(mx);
            free(mn);
            return;
        }
        snprintf(text, sizeof text, "((%s) * (%s) / 32 > 0 ? (%s) * (%s) / 32 : 1)", mn, mx,
                 mn, mx);
        free(mx);
        free(mn);
    }
    if (ku_replace(ix, p[1][0], p[1][1], text, ORIGIN) != 0)
        return;
    dg_count(c->stats, "launch-bounds", 1);
    if (n == 3) {
        /* remove ", MAX_BLOCKS_PER_CLUSTER" */
        size_t b = ix->end[p[1][1] - 1];
        size_t e = p[2][1] > p[2][0] ? ix->end[p[2][1] - 1] : ix->end[p[1][1]];
        char *cl = p[2][1] > p[2][0] ? copy_text(ix, p[2][0], p[2][1]) : NULL;
        if (ku_edit(ix, b, e - b, "", ORIGIN) == 0)
            pc_report(c, ku_loc(ix, p[1][1]), DG_WARNING, ORIGIN,
                      "third __launch_bounds__ argument (at most %s thread blocks per cluster) "
                      "removed: HIP has no thread block clusters", cl ? cl : "?");
        free(cl);
    }
}

/* Removes the attribute NAME(...) of tokens i..close, with the blanks after it so that no double
 * space is left; 0 when the edit was made. */
static int remove_attribute(ku_index *ix, unsigned i, unsigned close, const char *origin)
{
    size_t b = ix->beg[i], e = ix->end[close], q = e;
    while (q < ix->len && (ix->buf[q] == ' ' || ix->buf[q] == '\t'))
        q++;
    if (q > e && (q == ix->len || ix->buf[q] != '\n'))
        e = q;
    return ku_edit(ix, b, e - b, "", origin);
}

static void remove_maxnreg(ku_index *ix, unsigned i, unsigned close)
{
    pc_ctx *c = ix->c;
    char *arg = close > i + 2 ? copy_text(ix, i + 2, close) : NULL;
    if (remove_attribute(ix, i, close, "kernel.maxnreg") == 0) {
        pc_report(c, ku_loc(ix, i), DG_WARNING, "kernel.maxnreg",
                  "__maxnreg__(%s) removed: HIP has no per-kernel register limit; bound the "
                  "block size with __launch_bounds__ instead", arg ? arg : "");
        dg_count(c->stats, "launch-bounds.maxnreg-removed", 1);
    }
    free(arg);
}

/* The function the attribute at close's ')' belongs to: its name is the first identifier after
 * it followed by '(' (other attributes skipped), annotated with the function's cursor. A null
 * cursor where that cannot be told (a macro body, an #if-disabled block). */
static CXCursor bounds_function(ku_index *ix, unsigned close)
{
    const CXCursor *tc = pc_tok_cursors(ix->c, ix->fi);
    if (!tc || ix->pp[close])
        return clang_getNullCursor();
    for (unsigned t = close + 1; t + 1 < ix->n && t < close + 64; t++) {
        if (ku_is(ix, t, ";") || ku_is(ix, t, "{") || ku_is(ix, t, "}") || ix->pp[t])
            break;
        if (ix->kind[t] != CXToken_Identifier || !ku_is(ix, t + 1, "("))
            continue;
        if (ku_is(ix, t, "__attribute__") || ku_is(ix, t, "__launch_bounds__") || ku_is(ix, t, "__maxnreg__") ||
            ku_is(ix, t, "__declspec") || ku_is(ix, t, "alignas")) {
            unsigned m = ku_match(ix, t + 1);
            if (m == KU_NONE)
                break;
            t = m;
            continue;
        }
        CXCursor f = tc[t];
        enum CXCursorKind k = clang_getCursorKind(f);
        if (k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate || k == CXCursor_CXXMethod)
            return f;
        break;
    }
    return clang_getNullCursor();
}

static void bounds_file(ku_index *ix, int hip)
{
    for (unsigned i = 0; i + 1 < ix->n; i++) {
        unsigned close;
        if (ix->kind[i] != CXToken_Identifier)
            continue;
        if (is_call_of(ix, i, "__launch_bounds__", &close)) {
            CXCursor fn = hip ? clang_getNullCursor() : bounds_function(ix, close);
            if (!clang_Cursor_isNull(fn) && !ku_fn_is_global(fn)) {
                /* nvcc ignores it there; HIP's __launch_bounds__ is clang's amdgpu attributes,
                 * which clang rejects on a function that is not a kernel: removed */
                if (remove_attribute(ix, i, close, ORIGIN) == 0)
                    pc_report(ix->c, ku_loc(ix, i), DG_WARNING, ORIGIN,
                              "__launch_bounds__ on a function that is not a kernel (__global__) "
                              "removed: nvcc ignores it there, HIP's compiler rejects it");
                continue;
            }
            if (!hip)
                convert_bounds(ix, i, close);
        } else if (is_call_of(ix, i, "__maxnreg__", &close))
            remove_maxnreg(ix, i, close);
    }
}

void pass_bounds(pc_ctx *c)
{
    for (size_t f = 0; f < pc_file_count(c); f++) {
        ku_set *set = ku_set_get(c);
        if (!set)
            return;
        /* HIP input (it includes a HIP header, or its main file does): the second argument
         * counts warps already; converting it again would multiply it (translating a
         * translation must change nothing) */
        bounds_file(set->ix[f], ku_file_is_hip(set->ix[f]) || ku_file_is_hip(set->ix[0]));
    }
}
