/* pass_includes.c - rewrites #include directives of every editable file: the CUDA runtime
 * headers (cuda_runtime.h, cuda.h, device_launch_parameters.h, and cuda_runtime_api.h in a file
 * that uses kernels) become hip/hip_runtime.h exactly once per conditional branch (a later one is
 * removed, an existing hip/hip_runtime.h counts as the first); other headers follow the rule
 * table (kind header). hip/hip_runtime.h is made to precede hip/hip_cooperative_groups.h, and a
 * file that uses CUDA without including any runtime header gets one (nvcc includes it
 * implicitly, hipcc does not). Works on tokens, so #if-disabled blocks are rewritten too. */
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "pass.h"
#include "containers.h"
#include "util.h"

#define PI_RUNTIME "hip/hip_runtime.h"
#define PI_RUNTIME_API "hip/hip_runtime_api.h"
#define PI_COOP "hip/hip_cooperative_groups.h"

typedef struct {
    UT_VEC(unsigned) stack;   /* branch ids of the open conditionals, outermost first */
    unsigned next_id;
    UT_VEC(unsigned) have;    /* branch ids in which hip_runtime.h is already included */
} pi_branches;

static void pi_push(pi_branches *b, unsigned id)
{
    ut_vec_push(&b->stack, id);
}

static int pi_have_runtime(const pi_branches *b)
{
    for (size_t i = 0; i < b->have.n; i++) {
        if (b->have.v[i] == 0) return 1;
        for (size_t d = 0; d < b->stack.n; d++)
            if (b->stack.v[d] == b->have.v[i]) return 1;
    }
    return 0;
}

static void pi_set_runtime(pi_branches *b)
{
    ut_vec_push(&b->have, b->stack.n ? ut_vec_last(&b->stack) : 0);
}

static int pi_tok_is(const char *buf, size_t off, size_t end, const char *s)
{
    size_t n = strlen(s);
    return end - off == n && !memcmp(buf + off, s, n);
}

/* Identifiers whose presence means the file is CUDA code that needs the HIP runtime header. */
static int pi_uses_cuda(const pc_ctx *c, const pc_file_view *v, const size_t *off, const size_t *end,
                        int *kernels)
{
    static const char *const kw[] = {"__global__", "__device__", "__host__", "__shared__", "__constant__",
                                     "__managed__", "threadIdx", "blockIdx", "blockDim", "gridDim",
                                     "__syncthreads", "<<<"};
    int uses = 0;
    *kernels = 0;
    for (unsigned i = 0; i < v->ntoks; i++) {
        size_t n = end[i] - off[i];
        if (n == 0 || n > 63) continue;
        for (size_t k = 0; k < sizeof kw / sizeof *kw; k++)
            if (pi_tok_is(v->buf, off[i], end[i], kw[k])) { *kernels = 1; return 1; }
        if (!uses && clang_getTokenKind(v->toks[i]) == CXToken_Identifier) {
            char name[64];
            memcpy(name, v->buf + off[i], n);
            name[n] = 0;
            const rl_rule *r = rl_lookup(c->rules, name);
            if (r && r->status != RL_STATUS_DISABLED && r->kind != RL_KIND_NAMESPACE &&
                (!strcmp(r->group, "runtime") || !strcmp(r->group, "device") || !strcmp(r->group, "driver")))
                uses = 1;
        }
    }
    return uses;
}

/* The macro a file's first directive (tokens i..last, i the directive name) tests for being
 * undefined, as a header guard does: #ifndef X, #if !defined(X), #if !defined X. Token index of
 * X, or (size_t)-1. */
static size_t pi_guard_name(const char *b, const size_t *off, const size_t *end, unsigned i, unsigned last)
{
    if (pi_tok_is(b, off[i], end[i], "ifndef"))
        return last == i + 1 ? i + 1 : (size_t)-1;
    if (!pi_tok_is(b, off[i], end[i], "if") || last < i + 3 || !pi_tok_is(b, off[i + 1], end[i + 1], "!") ||
        !pi_tok_is(b, off[i + 2], end[i + 2], "defined"))
        return (size_t)-1;
    if (last == i + 3) return i + 3;
    if (last == i + 5 && pi_tok_is(b, off[i + 3], end[i + 3], "(") && pi_tok_is(b, off[i + 5], end[i + 5], ")"))
        return i + 4;
    return (size_t)-1;
}

/* The line ending the file uses: "\r\n" when its first line ends so (a file written on Windows),
 * so lines added to it match. */
static const char *pi_newline(const char *buf, size_t len)
{
    const char *nl = memchr(buf, '\n', len);
    return nl && nl > buf && nl[-1] == '\r' ? "\r\n" : "\n";
}

/* extern "C" blocks: for each token inside one, the offset where a header it includes must go
 * instead (HIP's runtime headers are C++ and do not compile with C linkage): the start of the
 * line of the block's "extern", or of the #if/#ifdef line testing __cplusplus just above it
 * (#ifdef __cplusplus / extern "C" { / #endif). (size_t)-1 outside such blocks. */
static size_t *pi_extern_blocks(const pc_file_view *v, const size_t *off, const size_t *end, const unsigned *dir)
{
    size_t *at = ut_xmalloc(v->ntoks * sizeof *at);
    size_t depth = 0, block_depth = 0, where = (size_t)-1;
    for (unsigned i = 0; i < v->ntoks; i++) {
        at[i] = where;
        if (dir[i] || clang_getTokenKind(v->toks[i]) == CXToken_Comment) continue;
        const char *b = v->buf;
        if (pi_tok_is(b, off[i], end[i], "{")) {
            depth++;
        } else if (pi_tok_is(b, off[i], end[i], "}")) {
            if (depth) depth--;
            if (where != (size_t)-1 && depth < block_depth) where = (size_t)-1;
        } else if (where == (size_t)-1 && pi_tok_is(b, off[i], end[i], "extern") && i + 2 < v->ntoks &&
                   (pi_tok_is(b, off[i + 1], end[i + 1], "\"C\"")) && pi_tok_is(b, off[i + 2], end[i + 2], "{")) {
            size_t ls = off[i];
            while (ls > 0 && b[ls - 1] != '\n') ls--;
            /* the directive just before: #ifdef __cplusplus, #if defined(__cplusplus), ... */
            if (i > 0 && dir[i - 1]) {
                unsigned d = dir[i - 1] - 1, k;
                int cxx = 0;
                for (k = d; k < i && dir[k] == d + 1; k++)
                    if (pi_tok_is(b, off[k], end[k], "__cplusplus")) cxx = 1;
                if (cxx && (pi_tok_is(b, off[d], end[d], "ifdef") || pi_tok_is(b, off[d], end[d], "if"))) {
                    ls = off[d];
                    while (ls > 0 && b[ls - 1] != '\n') ls--;
                }
            }
            where = ls;
            block_depth = depth + 1;
        }
    }
    return at;
}

/* Start of the line holding off, and the offset just past its newline. */
static void pi_line(const char *buf, size_t len, size_t off, size_t dir_end, size_t *ls, size_t *le)
{
    size_t s = off;
    while (s > 0 && buf[s - 1] != '\n') s--;
    size_t e = dir_end;
    while (e < len && buf[e] != '\n') e++;
    if (e < len) e++;
    *ls = s;
    *le = e;
}

static void pi_file(pc_ctx *c, size_t fi)
{
    pc_file_view v;
    pc_file_get(c, fi, &v);
    if (!v.ntoks) return;
    size_t *off = ut_xmalloc(v.ntoks * sizeof *off), *end = ut_xmalloc(v.ntoks * sizeof *end);
    unsigned *dir = ut_xmalloc(v.ntoks * sizeof *dir);
    for (unsigned i = 0; i < v.ntoks; i++) ps_token_range(c->tu, v.toks[i], &off[i], &end[i]);
    ps_directives(v.buf, v.len, off, end, v.ntoks, dir);
    int kernels = 0;
    int uses = pi_uses_cuda(c, &v, off, end, &kernels);
    const char *nl = pi_newline(v.buf, v.len);
    char *runtime_line = ut_xasprintf("#include <" PI_RUNTIME ">%s", nl);
    size_t *ext = pi_extern_blocks(&v, off, end, dir);

    pi_branches br = {0};
    int any_runtime = 0;            /* some runtime include exists or was produced */
    size_t first_include = (size_t)-1, guard_end = (size_t)-1;
    unsigned ndirectives = 0;
    size_t guard_name = (size_t)-1;   /* token of X in a leading #ifndef X / #if !defined(X) */
    unsigned first_code = 0;          /* first token that is not a comment */
    while (first_code < v.ntoks && clang_getTokenKind(v.toks[first_code]) == CXToken_Comment) first_code++;
    for (unsigned i = 0; i < v.ntoks; i++) {
        if (!dir[i] || dir[i] - 1 != i) continue;   /* directive name tokens only */
        const char *b = v.buf;
        ndirectives++;
        /* the directive line */
        unsigned last = i;
        while (last + 1 < v.ntoks && dir[last + 1] == i + 1) last++;
        if (pi_tok_is(b, off[i], end[i], "if") || pi_tok_is(b, off[i], end[i], "ifdef") ||
            pi_tok_is(b, off[i], end[i], "ifndef")) {
            if (ndirectives == 1 && i == first_code + 1)
                guard_name = pi_guard_name(b, off, end, i, last);
            pi_push(&br, ++br.next_id);
            continue;
        }
        if (pi_tok_is(b, off[i], end[i], "elif") || pi_tok_is(b, off[i], end[i], "else") ||
            pi_tok_is(b, off[i], end[i], "elifdef") || pi_tok_is(b, off[i], end[i], "elifndef")) {
            if (br.stack.n) br.stack.v[br.stack.n - 1] = ++br.next_id;
            continue;
        }
        if (pi_tok_is(b, off[i], end[i], "endif")) {
            if (br.stack.n) br.stack.n--;
            continue;
        }
        if (pi_tok_is(b, off[i], end[i], "define") && ndirectives == 2 && br.stack.n == 1 &&
            guard_name != (size_t)-1 && last > i &&
            end[i + 1] - off[i + 1] == end[guard_name] - off[guard_name] &&
            !memcmp(b + off[i + 1], b + off[guard_name], end[guard_name] - off[guard_name]))
            guard_end = end[last];          /* #ifndef G / #define G header guard */
        if (pi_tok_is(b, off[i], end[i], "pragma") && last > i && pi_tok_is(b, off[i + 1], end[i + 1], "once"))
            guard_end = end[last];
        if (!pi_tok_is(b, off[i], end[i], "include") && !pi_tok_is(b, off[i], end[i], "include_next"))
            continue;
        if (last == i) continue;
        /* header name: "x" (one string token) or <x> (several tokens up to '>') */
        size_t hs = off[i + 1], he = 0;
        char open = b[hs];
        if (open == '"' && end[i + 1] - hs >= 2) {
            he = end[i + 1];
        } else if (open == '<') {
            for (unsigned k = i + 1; k <= last; k++)
                if (b[off[k]] == '>' || (end[k] > off[k] && b[end[k] - 1] == '>')) { he = end[k]; break; }
        }
        if (!he) continue;
        if (first_include == (size_t)-1 && br.stack.n == 0) first_include = off[i - 1];
        char *name = ut_xstrndup(b + hs + 1, he - hs - 2);
        CXSourceLocation at = clang_getLocationForOffset(c->tu, v.file, (unsigned)hs);
        const rl_rule *r = rl_lookup_header_at(c->rules, name, c->hip_major, c->hip_minor);
        const char *target = NULL;
        if (!strcmp(name, PI_RUNTIME)) {
            if (pi_have_runtime(&br)) {
                size_t ls, le;
                pi_line(b, v.len, off[i - 1], end[last], &ls, &le);
                pc_edit_file(c, fi, ls, le - ls, "", "include");
            } else {
                pi_set_runtime(&br);
            }
            any_runtime = 1;
        } else if (!strcmp(name, PI_COOP) && !pi_have_runtime(&br)) {
            size_t ls, le;
            pi_line(b, v.len, off[i - 1], end[last], &ls, &le);
            pc_edit_file(c, fi, ls, 0, runtime_line, "include");
            pi_set_runtime(&br);
            any_runtime = 1;
        } else if (r && r->status == RL_STATUS_UNSUPPORTED) {
            pc_report(c, at, DG_WARNING, r->id, "header '%s' has no HIP equivalent: %s", name,
                      r->reason ? r->reason : "no reason given");
            dg_count(c->stats, "unsupported", 1);
        } else if (r && r->status == RL_STATUS_SUPPORTED && r->hip) {
            target = r->hip;
            if (!strcmp(target, PI_RUNTIME_API) && kernels) target = PI_RUNTIME;
        }
        if (target) {
            if (!rl_available(r, c->hip_major, c->hip_minor))
                pc_report(c, at, DG_WARNING, r->id, "'%s' needs HIP %d.%d or newer (target is HIP %d.%d)",
                          target, r->hip_major, r->hip_minor, c->hip_major, c->hip_minor);
            if (!strcmp(target, PI_RUNTIME) && pi_have_runtime(&br)) {
                size_t ls, le;
                pi_line(b, v.len, off[i - 1], end[last], &ls, &le);
                pc_edit_file(c, fi, ls, le - ls, "", r->id);
                dg_count(c->stats, "include", 1);
            } else {
                if (!strcmp(target, PI_COOP) && !pi_have_runtime(&br)) {
                    size_t ls, le;
                    pi_line(b, v.len, off[i - 1], end[last], &ls, &le);
                    pc_edit_file(c, fi, ls, 0, runtime_line, r->id);
                    pi_set_runtime(&br);
                    any_runtime = 1;
                }
                if (!strcmp(target, PI_RUNTIME)) {
                    pi_set_runtime(&br);
                    any_runtime = 1;
                }
                if (strcmp(target, name) && ext[i] != (size_t)-1 && !strncmp(target, "hip/", 4)) {
                    /* inside extern "C" { ... }: the HIP header goes before the block */
                    size_t ls, le;
                    pi_line(b, v.len, off[i - 1], end[last], &ls, &le);
                    char *text = ut_xasprintf("#include <%s>%s", target, nl);
                    pc_edit_file(c, fi, ext[i], 0, text, r->id);
                    pc_edit_file(c, fi, ls, le - ls, "", r->id);
                    free(text);
                    dg_count(c->stats, "include", 1);
                } else if (strcmp(target, name)) {
                    char *text = ut_xasprintf("%c%s%c", open, target, open == '<' ? '>' : '"');
                    pc_edit_file(c, fi, hs, he - hs, text, r->id);
                    free(text);
                    dg_count(c->stats, "include", 1);
                }
                if (r->note && strcmp(target, PI_RUNTIME)) pc_report(c, at, DG_WARNING, r->id, "%s", r->note);
            }
        }
        free(name);
    }
    if (uses && !any_runtime) {
        /* nvcc includes cuda_runtime.h implicitly; hipcc needs the include spelled out */
        size_t at = 0;
        if (first_include != (size_t)-1) {
            at = first_include;
            while (at > 0 && v.buf[at - 1] != '\n') at--;
            for (unsigned k = 0; k < v.ntoks; k++)
                if (off[k] >= first_include) {
                    if (ext[k] != (size_t)-1) at = ext[k];     /* not into an extern "C" block */
                    break;
                }
        } else if (guard_end != (size_t)-1) {
            at = guard_end;
            while (at < v.len && v.buf[at] != '\n') at++;
            if (at < v.len) at++;
        } else {
            /* after the leading comments (a file's description stays on top) */
            at = off[first_code < v.ntoks ? first_code : 0];
            while (at > 0 && v.buf[at - 1] != '\n') at--;
        }
        if (at < 3 && v.len >= 3 && !memcmp(v.buf, "\xEF\xBB\xBF", 3))
            at = 3;                             /* a byte order mark stays first */
        if (at == v.len && v.len > 0 && v.buf[v.len - 1] != '\n') {
            char *text = ut_xasprintf("%s%s", nl, runtime_line);
            pc_edit_file(c, fi, at, 0, text, "include");
            free(text);
        } else {
            pc_edit_file(c, fi, at, 0, runtime_line, "include");
        }
        dg_count(c->stats, "include", 1);
    }
    free(runtime_line);
    free(ext);
    ut_vec_free(&br.stack);
    ut_vec_free(&br.have);
    free(off);
    free(end);
    free(dir);
}

void pass_includes(pc_ctx *c)
{
    for (size_t i = 0; i < pc_file_count(c); i++) pi_file(c, i);
}
