/* buildfiles.c - CMake and Makefile translation for the batch driver (see buildfiles.h).
 * Both formats are split into words with their byte offsets; the nvcc flag mapper works on a
 * word sequence (so "-arch sm_70" across two words is one flag), and every change is an edit
 * of the original text, applied in one forward copy, so everything not mapped stays
 * byte-identical. */
#define _GNU_SOURCE
#include "buildfiles.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "containers.h"
#include "util.h"

typedef struct bf_word { size_t off, len; } bf_word;
typedef UT_VEC(bf_word) bf_words;

typedef struct bf_edit { size_t off, len; char *text; } bf_edit;

typedef struct bf_state {
    const char *path;
    const char *text;
    size_t len;
    const bf_ctx *ctx;
    dg_list *diags;
    dg_stats *stats;
    UT_VEC(bf_edit) ed;
    int cmake;              /* CMake (else Make) */
    int arch_done;          /* an --offload-arch was produced for the current command line */
    int changes;
    /* CMake: packages needed by mapped library targets, inserted after find_package(hip) */
    const char *packages[16];
    size_t npackages;
    size_t pkg_insert;      /* offset after find_package(CUDAToolkit ...), or (size_t)-1 */
    char *pkg_indent;
} bf_state;

/* ------------------------------------------------------------------ small helpers */

static void bf_edit_add(bf_state *st, size_t off, size_t len, const char *text)
{
    ut_vec_push(&st->ed, (bf_edit){ off, len, ut_xstrdup(text) });
}

static void bf_pos(const bf_state *st, size_t off, unsigned *line, unsigned *col)
{
    unsigned l = 1, c = 1;
    for (size_t i = 0; i < off && i < st->len; i++) {
        if (st->text[i] == '\n') {
            l++;
            c = 1;
        } else {
            c++;
        }
    }
    *line = l;
    *col = c;
}

static void bf_report(bf_state *st, size_t off, dg_severity sev, const char *rule, const char *fmt,
                      const char *a, const char *b)
{
    unsigned line, col;
    bf_pos(st, off, &line, &col);
    dg_add(st->diags, st->path, line, col, sev, rule, fmt, a ? a : "", b ? b : "");
}

static void bf_count(bf_state *st, const char *what)
{
    dg_count(st->stats, what, 1);
    st->changes++;
}

static char *bf_word_str(const bf_state *st, const bf_word *w)
{
    return ut_xstrndup(st->text + w->off, w->len);
}

static int bf_is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* Replaces a word. */
static void bf_replace(bf_state *st, const bf_word *w, const char *text, const char *counter)
{
    bf_edit_add(st, w->off, w->len, text);
    if (counter)
        bf_count(st, counter);
}

/* Deletes the words from a to b (b may be a) with the blanks after them (or, at the end of a
 * line or string, before them). */
static void bf_delete_span(bf_state *st, const bf_word *a, const bf_word *b, const char *counter)
{
    size_t s = a->off, e = b->off + b->len;
    if (e < st->len && bf_is_space(st->text[e])) {
        while (e < st->len && bf_is_space(st->text[e]))
            e++;
    } else {
        while (s > 0 && bf_is_space(st->text[s - 1]))
            s--;
    }
    bf_edit_add(st, s, e - s, "");
    if (counter)
        bf_count(st, counter);
}

static void bf_delete(bf_state *st, const bf_word *w, const char *counter)
{
    bf_delete_span(st, w, w, counter);
}

/* Replaces a flag and its separate value by text: one edit when only blanks separate them (so
 * the blank goes too), else the flag is replaced and the value deleted. */
static void bf_replace_pair(bf_state *st, const bf_word *a, const bf_word *b, const char *text,
                            const char *counter)
{
    int blank = 1;
    for (size_t i = a->off + a->len; i < b->off && blank; i++)
        blank = bf_is_space(st->text[i]) || st->text[i] == '\n' || st->text[i] == '\r' ||
                st->text[i] == '\\';
    if (blank) {
        bf_edit_add(st, a->off, b->off + b->len - a->off, text);
        if (counter)
            bf_count(st, counter);
    } else {
        bf_replace(st, a, text, counter);
        bf_delete(st, b, NULL);
    }
}

static int bf_edit_cmp(const void *a, const void *b)
{
    const bf_edit *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;
}

/* Applies the edits. Only blanks swallowed by two neighbouring deletions can overlap; such an
 * overlap is clipped. */
static char *bf_apply(bf_state *st, size_t *outlen)
{
    qsort(st->ed.v, st->ed.n, sizeof *st->ed.v, bf_edit_cmp);
    ut_buf b = { 0 };
    size_t pos = 0;
    for (size_t i = 0; i < st->ed.n; i++) {
        bf_edit *e = &st->ed.v[i];
        size_t s = e->off, end = e->off + e->len;
        if (s < pos)
            s = pos;
        if (end < s)
            end = s;
        ut_buf_append(&b, st->text + pos, s - pos);
        ut_buf_puts(&b, e->text);
        pos = end;
    }
    ut_buf_append(&b, st->text + pos, st->len - pos);
    *outlen = b.len;
    return ut_buf_take(&b);
}

char *bf_renamed(const char *name)
{
    size_t n = strlen(name);
    if (n > 3 && strcmp(name + n - 3, ".cu") == 0)
        return ut_xasprintf("%.*s.hip", (int)(n - 3), name);
    if (n > 4 && strcmp(name + n - 4, ".cuh") == 0)
        return ut_xasprintf("%.*s.hip.h", (int)(n - 4), name);
    return NULL;
}

char *bf_fix_includes(const char *t, size_t n, bf_resolve_fn resolve, void *ud, size_t *outlen,
                      long *count)
{
    *count = 0;
    if (!memmem(t, n, "include", 7))
        return NULL;
    ut_buf b = { 0 };
    size_t last = 0;
    unsigned line = 0;
    for (size_t i = 0; i < n;) {
        size_t ls = i, le = i;
        line++;
        while (le < n && t[le] != '\n')
            le++;
        i = le < n ? le + 1 : le;
        size_t p = ls;
        while (p < le && (t[p] == ' ' || t[p] == '\t'))
            p++;
        if (p >= le || t[p] != '#')
            continue;
        p++;
        while (p < le && (t[p] == ' ' || t[p] == '\t'))
            p++;
        if (le - p < 7 || memcmp(t + p, "include", 7) != 0)
            continue;
        p += 7;
        if (p < le && t[p] == '_')
            while (p < le && t[p] != ' ' && t[p] != '\t' && t[p] != '"' && t[p] != '<')
                p++;
        while (p < le && (t[p] == ' ' || t[p] == '\t'))
            p++;
        if (p >= le || (t[p] != '"' && t[p] != '<'))
            continue;
        char close = t[p] == '"' ? '"' : '>';
        size_t ns = p + 1, ne = ns;
        while (ne < le && t[ne] != close)
            ne++;
        if (ne >= le)
            continue;
        char *name = ut_xstrndup(t + ns, ne - ns);
        char *renamed = bf_renamed(name);
        if (renamed) {
            if (resolve(ud, name, close == '"', line)) {
                ut_buf_append(&b, t + last, ns - last);
                ut_buf_puts(&b, renamed);
                last = ne;
                ++*count;
            }
            free(renamed);
        }
        free(name);
    }
    if (!*count) {
        ut_buf_free(&b);
        return NULL;
    }
    ut_buf_append(&b, t + last, n - last);
    *outlen = b.len;
    return ut_buf_take(&b);
}

bf_kind bf_classify(const char *path)
{
    const char *b = ut_basename(path);
    size_t n = strlen(b);
    if (strcmp(b, "CMakeLists.txt") == 0 || (n > 6 && strcmp(b + n - 6, ".cmake") == 0))
        return BF_CMAKE;
    if (strcmp(b, "Makefile") == 0 || strcmp(b, "makefile") == 0 || strcmp(b, "GNUmakefile") == 0 ||
        (n > 3 && strcmp(b + n - 3, ".mk") == 0) || (n > 4 && strcmp(b + n - 4, ".mak") == 0))
        return BF_MAKE;
    return BF_NONE;
}

static int bf_ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* True when an edit already touches [off, off+len). */
static int bf_edited(const bf_state *st, size_t off, size_t len)
{
    for (size_t e = 0; e < st->ed.n; e++)
        if (st->ed.v[e].off < off + len && st->ed.v[e].off + st->ed.v[e].len > off)
            return 1;
    return 0;
}

/* Renames ".cu"/".cuh" extensions inside a word (at a boundary: "a.cu", "%.cu:", "$(S:.cu=.o)",
 * "k.cu.o"), one edit per extension. Returns 1 when an edit was made. */
static int bf_rename_in_word(bf_state *st, const bf_word *w)
{
    const char *s = st->text + w->off;
    int any = 0;
    for (size_t i = 0; i + 3 <= w->len; i++) {
        if (s[i] != '.' || s[i + 1] != 'c' || s[i + 2] != 'u')
            continue;
        size_t e = i + 3;
        int header = e < w->len && s[e] == 'h';
        if (header)
            e++;
        if (e < w->len && bf_ident_char(s[e]))
            continue;
        if (bf_edited(st, w->off + i, e - i))
            continue;
        bf_edit_add(st, w->off + i, e - i, header ? ".hip.h" : ".hip");
        any = 1;
        i = e - 1;
    }
    if (any)
        bf_count(st, "build.source");
    return any;
}

/* ------------------------------------------------------------------ nvcc flags */

/* nvcc-only options that have no hipcc/clang form: kept and reported. The flag takes a value
 * (attached with '=' or as the next word) when value is set. */
static const struct { const char *flag; int value; } bf_unmapped[] = {
    { "-Xptxas", 1 }, { "--ptxas-options", 1 }, { "-maxrregcount", 1 }, { "--maxrregcount", 1 },
    { "-Xnvlink", 1 }, { "--nvlink-options", 1 }, { "-Xcudafe", 1 }, { "-ccbin", 1 },
    { "--compiler-bindir", 1 }, { "-Xarchive", 1 }, { "--archive-options", 1 },
    { "-res-usage", 0 }, { "--resource-usage", 0 }, { "-keep", 0 }, { "--keep", 0 },
    { "-dlink", 0 }, { "--device-link", 0 }, { "-ptx", 0 }, { "--ptx", 0 }, { "-cubin", 0 },
    { "--cubin", 0 }, { "-fatbin", 0 }, { "--fatbin", 0 }, { "-dlto", 0 }, { "-src-in-ptx", 0 },
    { "--source-in-ptx", 0 }, { "-prec-div", 1 }, { "--prec-div", 1 }, { "-prec-sqrt", 1 },
    { "--prec-sqrt", 1 }, { "--nvlink-options", 1 }, { "-Xlinker", 1 },
};

/* nvcc flags that mean nothing to clang (clang behaves that way already): dropped. */
static const char *const bf_dropped[] = {
    "--expt-relaxed-constexpr", "-expt-relaxed-constexpr", "--expt-extended-lambda",
    "-expt-extended-lambda", "--extended-lambda", "-extended-lambda", "-Wno-deprecated-gpu-targets",
    "--Wno-deprecated-gpu-targets", "-rdc=false", "--relocatable-device-code=false",
    "-cudart=shared", "--cudart=shared", "-lcudadevrt", NULL
};

/* CUDA libraries without a rule in the rule table: link flag name -> HIP name. */
static const char *const bf_libs[][2] = {
    { "cudart", "amdhip64" }, { "cudart_static", "amdhip64" }, { "cuda", "amdhip64" },
    { "cublas", "hipblas" }, { "cublasLt", "hipblaslt" }, { "curand", "hiprand" },
    { "cufft", "hipfft" }, { "cusparse", "hipsparse" }, { "cusolver", "hipsolver" },
    { "nvToolsExt", "roctx64" }, { "nvrtc", "hiprtc" }, { "cudnn", "MIOpen" },
};

static const char *bf_lib_map(const bf_state *st, const char *name)
{
    if (st->ctx->rules) {
        const rl_rule *r = rl_lookup_kind(st->ctx->rules, name, RL_KIND_LIBRARY);
        if (r && r->status == RL_STATUS_SUPPORTED && r->hip)
            return r->hip;
    }
    for (size_t i = 0; i < sizeof bf_libs / sizeof *bf_libs; i++)
        if (strcmp(bf_libs[i][0], name) == 0)
            return bf_libs[i][1];
    return NULL;
}

static int bf_is_arch_value(const char *v)
{
    return strncmp(v, "sm_", 3) == 0 || strncmp(v, "compute_", 8) == 0 ||
           strncmp(v, "arch=", 5) == 0 || strcmp(v, "all") == 0 || strcmp(v, "all-major") == 0 ||
           strcmp(v, "native") == 0 || strncmp(v, "lto_", 4) == 0;
}

/* One architecture flag (or flag pair): the first of a command line becomes --offload-arch,
 * later ones are dropped (clang would build the same AMD target twice). */
static void bf_arch(bf_state *st, const bf_word *w, const bf_word *value, const char *nv)
{
    int native = strstr(nv, "native") != NULL;
    if (!st->arch_done) {
        const char *to = native ? "--offload-arch=native" : "--offload-arch=" BF_DEFAULT_OFFLOAD_ARCH;
        if (value)
            bf_replace_pair(st, w, value, to, "build.arch");
        else
            bf_replace(st, w, to, "build.arch");
        if (!native)
            bf_report(st, w->off, DG_WARNING, "build.arch",
                      "nvidia architecture '%s' has no amd equivalent; mapped to "
                      "--offload-arch=" BF_DEFAULT_OFFLOAD_ARCH ", set your gpu targets%s", nv, "");
        st->arch_done = 1;
    } else {
        bf_delete_span(st, w, value ? value : w, "build.arch");
    }
}

/* Value of a flag written "-f=v" or "-f v"; *used is 1 when the next word was consumed. */
static char *bf_flag_value(const bf_state *st, const bf_word *w, const bf_word *next,
                           const char *flag, int *used)
{
    size_t n = strlen(flag);
    *used = 0;
    if (w->len > n && st->text[w->off + n] == '=')
        return ut_xstrndup(st->text + w->off + n + 1, w->len - n - 1);
    if (w->len == n && next) {
        *used = 1;
        return bf_word_str(st, next);
    }
    return NULL;
}

static int bf_word_is(const bf_state *st, const bf_word *w, const char *s)
{
    return w->len == strlen(s) && memcmp(st->text + w->off, s, w->len) == 0;
}

static int bf_word_flag(const bf_state *st, const bf_word *w, const char *flag)
{
    size_t n = strlen(flag);
    return w->len >= n && memcmp(st->text + w->off, flag, n) == 0 &&
           (w->len == n || st->text[w->off + n] == '=');
}

/* Maps the word at w[i] (the words of one command line); returns how many words it used. */
static size_t bf_map_flag(bf_state *st, const bf_word *w, size_t n, size_t i)
{
    const bf_word *cur = &w[i], *next = i + 1 < n ? &w[i + 1] : NULL;
    if (cur->len == 0 || bf_edited(st, cur->off, cur->len))
        return 1;
    char *s = bf_word_str(st, cur);
    size_t used = 1;
    int u;
    char *v = NULL;

    /* The compiler itself. */
    size_t sl = strlen(s);
    if (strcmp(s, "nvcc") == 0 || (sl > 5 && strcmp(s + sl - 5, "/nvcc") == 0)) {
        if (st->cmake)
            /* CMake's HIP language wants clang, not the hipcc wrapper. */
            bf_report(st, cur->off, DG_WARNING, "build.compiler",
                      "'%s' left in place: CMAKE_HIP_COMPILER must be rocm's clang++%s", s, "");
        else
            bf_replace(st, cur, "hipcc", "build.compiler");
        goto done;
    }
    if (s[0] != '-')
        goto done;
    for (size_t k = 0; bf_dropped[k]; k++) {
        if (strcmp(s, bf_dropped[k]) == 0) {
            bf_delete(st, cur, "build.flag");
            goto done;
        }
    }
    if (bf_word_flag(st, cur, "-arch") || bf_word_flag(st, cur, "--gpu-architecture") ||
        bf_word_flag(st, cur, "-code") || bf_word_flag(st, cur, "--gpu-code") ||
        bf_word_flag(st, cur, "-gencode") || bf_word_flag(st, cur, "--generate-code")) {
        const char *f = strchr(s, '=') ? NULL : s;
        v = bf_flag_value(st, cur, next, f ? f : s, &u);
        if (!f) {
            char *eq = strchr(s, '=');
            free(v);
            v = ut_xstrdup(eq + 1);
            u = 0;
        }
        if (v && bf_is_arch_value(v)) {
            bf_arch(st, cur, u ? next : NULL, v);
            used += (size_t)u;
        }
        goto done;
    }
    if (strcmp(s, "--use_fast_math") == 0 || strcmp(s, "-use_fast_math") == 0) {
        bf_replace(st, cur, "-ffast-math", "build.flag");
    } else if (strcmp(s, "-lineinfo") == 0 || strcmp(s, "--generate-line-info") == 0) {
        bf_replace(st, cur, "-gline-tables-only", "build.flag");
    } else if (strcmp(s, "-G") == 0 || strcmp(s, "--device-debug") == 0) {
        bf_replace(st, cur, "-g", "build.flag");
        bf_report(st, cur->off, DG_NOTE, "build.flag",
                  "'%s' (device debug) mapped to -g; device code stays optimised%s", s, "");
    } else if (strcmp(s, "-rdc=true") == 0 || strcmp(s, "--relocatable-device-code=true") == 0) {
        bf_replace(st, cur, "-fgpu-rdc", "build.flag");
    } else if (strcmp(s, "-dc") == 0 || strcmp(s, "--device-c") == 0) {
        bf_replace(st, cur, "-fgpu-rdc -c", "build.flag");
    } else if ((strcmp(s, "-rdc") == 0 || strcmp(s, "--relocatable-device-code") == 0) && next) {
        char *nv = bf_word_str(st, next);
        if (strcmp(nv, "true") == 0)
            bf_replace_pair(st, cur, next, "-fgpu-rdc", "build.flag");
        else
            bf_delete_span(st, cur, next, "build.flag");
        free(nv);
        used = 2;
    } else if (strcmp(s, "-x") == 0 && next && bf_word_is(st, next, "cu")) {
        bf_replace(st, next, "hip", "build.flag");
        used = 2;
    } else if (strcmp(s, "-xcu") == 0) {
        bf_replace(st, cur, "-xhip", "build.flag");
    } else if ((strcmp(s, "--std") == 0 || strcmp(s, "-std") == 0) && next) {
        char *nv = bf_word_str(st, next);
        char *t = ut_xasprintf("-std=%s", nv);
        bf_replace_pair(st, cur, next, t, "build.flag");
        free(t);
        free(nv);
        used = 2;
    } else if (strncmp(s, "--std=", 6) == 0) {
        char *t = ut_xstrdup(s + 1);
        bf_replace(st, cur, t, "build.flag");
        free(t);
    } else if (bf_word_flag(st, cur, "--default-stream") || bf_word_flag(st, cur, "-default-stream")) {
        v = bf_flag_value(st, cur, next, strncmp(s, "--", 2) == 0 ? "--default-stream" : "-default-stream", &u);
        if (v) {
            char *t = ut_xasprintf("-fgpu-default-stream=%s", strcmp(v, "per-thread") == 0 ? "per-thread" : "legacy");
            if (u)
                bf_replace_pair(st, cur, next, t, "build.flag");
            else
                bf_replace(st, cur, t, "build.flag");
            free(t);
            used += (size_t)u;
        }
    } else if (bf_word_flag(st, cur, "-ftz") || bf_word_flag(st, cur, "--ftz")) {
        bf_replace(st, cur, strstr(s, "true") ? "-fgpu-flush-denormals-to-zero"
                                              : "-fno-gpu-flush-denormals-to-zero", "build.flag");
    } else if (bf_word_flag(st, cur, "-fmad") || bf_word_flag(st, cur, "--fmad")) {
        bf_replace(st, cur, strstr(s, "false") ? "-ffp-contract=off" : "-ffp-contract=fast", "build.flag");
    } else if (strncmp(s, "-cudart", 7) == 0 || strncmp(s, "--cudart", 8) == 0) {
        /* -cudart=static|none (shared was dropped above): hipcc always links shared. */
        if (!strchr(s, '=') && next) {
            bf_delete_span(st, cur, next, "build.flag");
            used = 2;
        } else {
            bf_delete(st, cur, "build.flag");
        }
        bf_report(st, cur->off, DG_NOTE, "build.flag",
                  "'%s' dropped: the hip runtime is always linked as a shared library%s", s, "");
    } else if (bf_word_flag(st, cur, "-Xcompiler") || bf_word_flag(st, cur, "--compiler-options")) {
        v = bf_flag_value(st, cur, next, strncmp(s, "--", 2) == 0 ? "--compiler-options" : "-Xcompiler", &u);
        if (v) {
            for (char *c = v; *c; c++)
                if (*c == ',')
                    *c = ' ';
            if (u) {
                bf_replace_pair(st, cur, next, v, "build.flag");
            } else {
                bf_replace(st, cur, v, "build.flag");
            }
            used += (size_t)u;
        }
    } else if (strncmp(s, "-l", 2) == 0 && s[2]) {
        const char *h = bf_lib_map(st, s + 2);
        if (h) {
            char *t = ut_xasprintf("-l%s", h);
            bf_replace(st, cur, t, "build.library");
            free(t);
        }
    } else {
        for (size_t k = 0; k < sizeof bf_unmapped / sizeof *bf_unmapped; k++) {
            if (bf_word_flag(st, cur, bf_unmapped[k].flag)) {
                bf_report(st, cur->off, DG_WARNING, "build.unmapped-flag",
                          "nvcc option '%s' has no hipcc equivalent; left in place%s", s, "");
                if (bf_unmapped[k].value && !strchr(s, '=') && next)
                    used = 2;
                break;
            }
        }
    }
done:
    if ((strncmp(s, "-I", 2) == 0 || strncmp(s, "-L", 2) == 0) &&
        (strstr(s, "/usr/local/cuda") || strstr(s, "CUDA_PATH") || strstr(s, "CUDA_HOME") ||
         strstr(s, "CUDA_DIR") || strstr(s, "CUDA_ROOT") || strstr(s, "CUDA_TOOLKIT")))
        bf_report(st, cur->off, DG_WARNING, "build.cuda-path",
                  "'%s' points into the cuda installation; left in place%s", s, "");
    free(v);
    free(s);
    return used;
}

static void bf_map_words(bf_state *st, const bf_word *w, size_t n)
{
    st->arch_done = 0;
    for (size_t i = 0; i < n;)
        i += bf_map_flag(st, w, n, i);
}

/* ------------------------------------------------------------------ Makefiles */

static void bf_make(bf_state *st)
{
    const char *t = st->text;
    size_t pos = 0;
    bf_words w = { 0 };
    while (pos < st->len) {
        /* One logical line: words up to an unescaped newline or a comment. */
        w.n = 0;
        int comment = 0;
        size_t i = pos;
        while (i < st->len && t[i] != '\n') {
            if (t[i] == '\\' && i + 1 < st->len && t[i + 1] == '\n') {
                i += 2;
                continue;
            }
            if (bf_is_space(t[i]) || t[i] == '\r') {
                i++;
                continue;
            }
            if (t[i] == '#' && !comment)
                comment = 1;
            size_t s = i;
            while (i < st->len && !bf_is_space(t[i]) && t[i] != '\n' && t[i] != '\r' &&
                   !(t[i] == '\\' && i + 1 < st->len && t[i + 1] == '\n'))
                i++;
            if (comment)
                continue;
            ut_vec_push(&w, (bf_word){ s, i - s });
        }
        pos = i < st->len ? i + 1 : i;
        int cuda_path = 0;
        for (size_t k = 0; k < w.n; k++) {
            char *s = bf_word_str(st, &w.v[k]);
            if (strstr(s, "/usr/local/cuda") && strncmp(s, "-I", 2) != 0 && strncmp(s, "-L", 2) != 0 &&
                !cuda_path) {
                bf_report(st, w.v[k].off, DG_WARNING, "build.cuda-path",
                          "'%s' names the cuda installation; left in place%s", s, "");
                cuda_path = 1;
            }
            free(s);
        }
        bf_map_words(st, w.v, w.n);
        if (st->ctx->rename_ext) {
            for (size_t k = 0; k < w.n; k++)
                bf_rename_in_word(st, &w.v[k]);
        }
    }
    ut_vec_free(&w);
}

/* ------------------------------------------------------------------ CMake */

typedef struct bf_arg {
    size_t off, len;        /* the whole argument, quotes included */
    size_t coff, clen;      /* its contents */
    int quoted;             /* 0 unquoted, 1 "quoted", 2 [[bracket]] */
} bf_arg;

typedef struct bf_cmd {
    size_t name_off, name_len;
    size_t line_start;      /* offset of the line the command starts on (indentation) */
    size_t end;             /* offset just after ')' */
    UT_VEC(bf_arg) a;
} bf_cmd;

/* Length of a bracket opener "[==[" at s (returns 0 if none) and its '=' count. */
static size_t bf_bracket_open(const char *s, size_t n, size_t *eqs)
{
    if (n < 2 || s[0] != '[')
        return 0;
    size_t k = 1;
    while (k < n && s[k] == '=')
        k++;
    if (k < n && s[k] == '[') {
        *eqs = k - 1;
        return k + 1;
    }
    return 0;
}

static size_t bf_bracket_end(const char *s, size_t n, size_t from, size_t eqs)
{
    for (size_t i = from; i + eqs + 1 < n; i++) {
        if (s[i] != ']')
            continue;
        size_t k = 0;
        while (k < eqs && s[i + 1 + k] == '=')
            k++;
        if (k == eqs && s[i + 1 + eqs] == ']')
            return i + eqs + 2;
    }
    return n;
}

/* Skips a CMake comment starting at t[i] == '#': a bracket comment #[[...]] (or #[==[...]==]),
 * else up to the end of the line (the newline itself is left for the caller). */
static size_t bf_skip_comment(const char *t, size_t n, size_t i)
{
    size_t eqs, bo = bf_bracket_open(t + i + 1, n - i - 1, &eqs);
    if (bo)
        return bf_bracket_end(t, n, i + 1 + bo, eqs);
    while (i < n && t[i] != '\n')
        i++;
    return i;
}

static void bf_arg_push(bf_cmd *c, size_t off, size_t len, size_t coff, size_t clen, int q)
{
    ut_vec_push(&c->a, (bf_arg){ off, len, coff, clen, q });
}

/* Parses the command starting at the identifier at *pos; returns 0 and fills c, or -1 when
 * it is not an invocation (then *pos moves past the identifier). */
static int bf_parse_cmd(const char *t, size_t n, size_t *pos, bf_cmd *c)
{
    size_t i = *pos;
    c->name_off = i;
    while (i < n && bf_ident_char(t[i]))
        i++;
    c->name_len = i - c->name_off;
    while (i < n && bf_is_space(t[i]))
        i++;
    if (i >= n || t[i] != '(') {
        *pos = i;
        return -1;
    }
    i++;
    int depth = 1;
    c->a.n = 0;
    while (i < n && depth > 0) {
        char ch = t[i];
        size_t eqs, bo;
        if (bf_is_space(ch) || ch == '\n' || ch == '\r') {
            i++;
        } else if (ch == '#') {
            i = bf_skip_comment(t, n, i);
        } else if (ch == '(') {
            depth++;
            i++;
        } else if (ch == ')') {
            depth--;
            i++;
        } else if (ch == '"') {
            size_t s = i++;
            while (i < n && t[i] != '"') {
                if (t[i] == '\\' && i + 1 < n)
                    i++;
                i++;
            }
            size_t e = i < n ? i + 1 : n;
            bf_arg_push(c, s, e - s, s + 1, (i < n ? i : n) - s - 1, 1);
            i = e;
        } else if ((bo = bf_bracket_open(t + i, n - i, &eqs))) {
            size_t s = i, e = bf_bracket_end(t, n, i + bo, eqs);
            size_t clen = e - (s + bo) >= eqs + 2 ? e - (s + bo) - eqs - 2 : 0;
            bf_arg_push(c, s, e - s, s + bo, clen, 2);
            i = e;
        } else {
            size_t s = i;
            int gdepth = 0;   /* a generator expression may hold a ';' or a '"' */
            while (i < n) {
                if (t[i] == '$' && i + 1 < n && t[i + 1] == '<') {
                    gdepth++;
                    i += 2;
                    continue;
                }
                if (gdepth && t[i] == '>') {
                    gdepth--;
                    i++;
                    continue;
                }
                if (bf_is_space(t[i]) || t[i] == '\n' || t[i] == '\r' || t[i] == '(' ||
                    t[i] == ')' || t[i] == '#' || t[i] == '"')
                    break;
                if (t[i] == '\\' && i + 1 < n)
                    i++;
                i++;
            }
            bf_arg_push(c, s, i - s, s, i - s, 0);
        }
    }
    c->end = i;
    *pos = i;
    return 0;
}

static int bf_name_is(const bf_state *st, const bf_cmd *c, const char *name)
{
    return c->name_len == strlen(name) && strncasecmp(st->text + c->name_off, name, c->name_len) == 0;
}

static int bf_arg_is(const bf_state *st, const bf_arg *a, const char *s)
{
    return a->clen == strlen(s) && memcmp(st->text + a->coff, s, a->clen) == 0;
}

static bf_word bf_arg_word(const bf_arg *a)
{
    bf_word w = { a->coff, a->clen };
    return w;
}

/* Words of the arguments from index `from`: unquoted arguments are one word, quoted ones are
 * split at blanks. */
static void bf_cmd_words(const bf_state *st, const bf_cmd *c, size_t from, bf_words *w)
{
    for (size_t k = from; k < c->a.n; k++) {
        const bf_arg *a = &c->a.v[k];
        size_t i = a->coff, e = a->coff + a->clen;
        while (i < e) {
            if (a->quoted && (bf_is_space(st->text[i]) || st->text[i] == '\n')) {
                i++;
                continue;
            }
            size_t s = i;
            if (a->quoted)
                while (i < e && !bf_is_space(st->text[i]) && st->text[i] != '\n')
                    i++;
            else
                i = e;
            ut_vec_push(w, (bf_word){ s, i - s });
        }
    }
}

static const char *const bf_cmake_vars[][2] = {
    { "CMAKE_CUDA_COMPILER", "CMAKE_HIP_COMPILER" },
    { "CMAKE_CUDA_COMPILER_ID", "CMAKE_HIP_COMPILER_ID" },
    { "CMAKE_CUDA_COMPILER_VERSION", "CMAKE_HIP_COMPILER_VERSION" },
    { "CMAKE_CUDA_COMPILER_LAUNCHER", "CMAKE_HIP_COMPILER_LAUNCHER" },
    { "CMAKE_CUDA_FLAGS", "CMAKE_HIP_FLAGS" },
    { "CMAKE_CUDA_FLAGS_INIT", "CMAKE_HIP_FLAGS_INIT" },
    { "CMAKE_CUDA_FLAGS_DEBUG", "CMAKE_HIP_FLAGS_DEBUG" },
    { "CMAKE_CUDA_FLAGS_RELEASE", "CMAKE_HIP_FLAGS_RELEASE" },
    { "CMAKE_CUDA_FLAGS_RELWITHDEBINFO", "CMAKE_HIP_FLAGS_RELWITHDEBINFO" },
    { "CMAKE_CUDA_FLAGS_MINSIZEREL", "CMAKE_HIP_FLAGS_MINSIZEREL" },
    { "CMAKE_CUDA_STANDARD", "CMAKE_HIP_STANDARD" },
    { "CMAKE_CUDA_STANDARD_REQUIRED", "CMAKE_HIP_STANDARD_REQUIRED" },
    { "CMAKE_CUDA_EXTENSIONS", "CMAKE_HIP_EXTENSIONS" },
    { "CMAKE_CUDA_ARCHITECTURES", "CMAKE_HIP_ARCHITECTURES" },
    { "CUDA_ARCHITECTURES", "HIP_ARCHITECTURES" },
    { "CUDA_STANDARD", "HIP_STANDARD" },
    { "CUDA_STANDARD_REQUIRED", "HIP_STANDARD_REQUIRED" },
    { "CUDA_EXTENSIONS", "HIP_EXTENSIONS" },
    { "CUDAToolkit_FOUND", "hip_FOUND" },
    { "CUDAToolkit_VERSION", "hip_VERSION" },
    { "CUDAToolkit_INCLUDE_DIRS", "hip_INCLUDE_DIRS" },
    { "CUDA_FOUND", "hip_FOUND" },
    { "COMPILE_LANGUAGE:CUDA", "COMPILE_LANGUAGE:HIP" },
    { "LINK_LANGUAGE:CUDA", "LINK_LANGUAGE:HIP" },
    { "COMPILE_LANG_AND_ID:CUDA", "COMPILE_LANG_AND_ID:HIP" },
};

/* CUDA variables and properties without a HIP form: reported where they appear. */
static const char *const bf_cmake_unmapped[] = {
    "CUDA_SEPARABLE_COMPILATION", "CUDA_RESOLVE_DEVICE_SYMBOLS", "CUDA_RUNTIME_LIBRARY",
    "CUDA_PTX_COMPILATION", "CUDA_NVCC_FLAGS", "CUDA_LIBRARIES", "CUDA_INCLUDE_DIRS",
    "CUDA_CUBLAS_LIBRARIES", "CUDA_CUFFT_LIBRARIES", "CUDA_curand_LIBRARY", "CUDA_cusparse_LIBRARY",
    "CMAKE_CUDA_HOST_COMPILER", "CMAKE_CUDA_SEPARABLE_COMPILATION",
    "CMAKE_CUDA_RUNTIME_LIBRARY", "CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS", "CUDAToolkit_LIBRARY_DIR",
    "CUDAToolkit_BIN_DIR", "CUDAToolkit_NVCC_EXECUTABLE", "CUDA_TOOLKIT_ROOT_DIR",
    "CMAKE_CUDA_COMPILER_TOOLKIT_ROOT", NULL
};

/* CMake imported targets of the CUDA toolkit: HIP target and the package providing it. */
static const char *const bf_cmake_targets[][3] = {
    { "cudart", "hip::host", NULL }, { "cudart_static", "hip::host", NULL },
    { "cuda_driver", "hip::host", NULL }, { "cublas", "roc::hipblas", "hipblas" },
    { "cublas_static", "roc::hipblas", "hipblas" }, { "cublasLt", "roc::hipblaslt", "hipblaslt" },
    { "curand", "hip::hiprand", "hiprand" }, { "curand_static", "hip::hiprand", "hiprand" },
    { "cufft", "hip::hipfft", "hipfft" }, { "cufft_static", "hip::hipfft", "hipfft" },
    { "cusparse", "roc::hipsparse", "hipsparse" }, { "cusparse_static", "roc::hipsparse", "hipsparse" },
    { "cusolver", "roc::hipsolver", "hipsolver" }, { "nvrtc", "hiprtc::hiprtc", NULL },
};

static void bf_need_package(bf_state *st, const char *pkg)
{
    for (size_t i = 0; i < st->npackages; i++)
        if (strcmp(st->packages[i], pkg) == 0)
            return;
    if (st->npackages < sizeof st->packages / sizeof *st->packages)
        st->packages[st->npackages++] = pkg;
}

/* Identifier-bounded replacements of CUDA variable and property names inside an argument
 * (one edit per name); also reports names that have no HIP form. Returns 1 when one was made. */
static int bf_cmake_names(bf_state *st, const bf_arg *a)
{
    const char *s = st->text + a->coff;
    int any = 0;
    for (size_t i = 0; i < a->clen;) {
        if (i > 0 && (bf_ident_char(s[i - 1]) || s[i - 1] == ':')) {
            i++;
            continue;
        }
        size_t e = i;
        while (e < a->clen && (bf_ident_char(s[e]) || s[e] == ':'))
            e++;
        if (e == i) {
            i++;
            continue;
        }
        size_t n = e - i;
        int done = 0;
        bf_word w = { a->coff + i, n };
        for (size_t k = 0; k < sizeof bf_cmake_vars / sizeof *bf_cmake_vars && !done; k++) {
            if (strlen(bf_cmake_vars[k][0]) == n && memcmp(s + i, bf_cmake_vars[k][0], n) == 0) {
                bf_replace(st, &w, bf_cmake_vars[k][1], "build.variable");
                any = done = 1;
            }
        }
        if (!done && n > 6 && memcmp(s + i, "CUDA::", 6) == 0) {
            char *tn = ut_xstrndup(s + i + 6, n - 6);
            for (size_t k = 0; k < sizeof bf_cmake_targets / sizeof *bf_cmake_targets && !done; k++) {
                if (strcmp(tn, bf_cmake_targets[k][0]) == 0) {
                    bf_replace(st, &w, bf_cmake_targets[k][1], "build.library");
                    any = done = 1;
                    if (bf_cmake_targets[k][2])
                        bf_need_package(st, bf_cmake_targets[k][2]);
                }
            }
            if (!done) {
                char *full = ut_xstrndup(s + i, n);
                bf_report(st, a->coff + i, DG_WARNING, "build.unmapped-target",
                          "cuda target '%s' has no hip equivalent; left in place%s", full, "");
                free(full);
                done = 1;
            }
            free(tn);
        }
        for (size_t k = 0; !done && bf_cmake_unmapped[k]; k++) {
            if (strlen(bf_cmake_unmapped[k]) == n && memcmp(s + i, bf_cmake_unmapped[k], n) == 0) {
                bf_report(st, a->coff + i, DG_WARNING, "build.unmapped-variable",
                          "'%s' has no hip equivalent; left in place%s", bf_cmake_unmapped[k], "");
                done = 1;
            }
        }
        i = e;
    }
    return any;
}

/* Values of an architecture list (arguments from..to-1): the first becomes gfx90a, the rest go;
 * one warning names them all. */
static void bf_cmake_arch_values(bf_state *st, const bf_cmd *c, size_t from, size_t to)
{
    ut_buf names = { 0 };
    size_t first = (size_t)-1;
    for (size_t k = from; k < to; k++) {
        const bf_arg *a = &c->a.v[k];
        if (bf_arg_is(st, a, "CACHE") || bf_arg_is(st, a, "PARENT_SCOPE") ||
            bf_arg_is(st, a, "FORCE"))
            break;
        char *v = ut_xstrndup(st->text + a->coff, a->clen);
        if (strstr(v, "${") || strstr(v, "$<")) {
            bf_report(st, a->off, DG_WARNING, "build.arch",
                      "gpu architectures '%s' come from a variable; set hip architectures "
                      "(e.g. " BF_DEFAULT_OFFLOAD_ARCH ") by hand%s", v, "");
        } else if (first == (size_t)-1) {
            bf_word w = bf_arg_word(a);
            bf_replace(st, &w, BF_DEFAULT_OFFLOAD_ARCH, "build.arch");
            first = a->off;
            ut_buf_puts(&names, v);
        } else {
            bf_word w = { a->off, a->len };
            bf_delete(st, &w, "build.arch");
            ut_buf_printf(&names, " %s", v);
        }
        free(v);
    }
    if (first != (size_t)-1)
        bf_report(st, first, DG_WARNING, "build.arch",
                  "nvidia architectures '%s' have no amd equivalent; mapped to "
                  BF_DEFAULT_OFFLOAD_ARCH ", set your gpu targets%s", names.s, "");
    ut_buf_free(&names);
}

static int bf_is_source_cmd(const bf_state *st, const bf_cmd *c)
{
    return bf_name_is(st, c, "add_executable") || bf_name_is(st, c, "add_library") ||
           bf_name_is(st, c, "target_sources") || bf_name_is(st, c, "set") ||
           bf_name_is(st, c, "list") || bf_name_is(st, c, "cuda_add_executable") ||
           bf_name_is(st, c, "cuda_add_library");
}

static int bf_arg_is_cu(const bf_state *st, const bf_arg *a)
{
    const char *s = st->text + a->coff;
    if (a->clen < 4 || memchr(s, '$', a->clen) || memchr(s, '*', a->clen))
        return 0;
    return (a->clen > 3 && memcmp(s + a->clen - 3, ".cu", 3) == 0) ||
           (a->clen > 4 && memcmp(s + a->clen - 4, ".cuh", 4) == 0);
}

static void bf_cmake_cmd(bf_state *st, const bf_cmd *c)
{
    size_t first_val = 0;
    int flags = 0;
    if (bf_name_is(st, c, "project") || bf_name_is(st, c, "enable_language") ||
        bf_name_is(st, c, "check_language")) {
        for (size_t k = bf_name_is(st, c, "project") ? 1 : 0; k < c->a.n; k++) {
            if (bf_arg_is(st, &c->a.v[k], "CUDA")) {
                bf_word w = bf_arg_word(&c->a.v[k]);
                bf_replace(st, &w, "HIP", "build.language");
            }
        }
        return;
    }
    if (bf_name_is(st, c, "find_package") && c->a.n > 0 &&
        (bf_arg_is(st, &c->a.v[0], "CUDAToolkit") || bf_arg_is(st, &c->a.v[0], "CUDA"))) {
        bf_word w = bf_arg_word(&c->a.v[0]);
        bf_replace(st, &w, "hip", "build.package");
        if (c->a.n > 1 && isdigit((unsigned char)st->text[c->a.v[1].coff])) {
            bf_word v = { c->a.v[1].off, c->a.v[1].len };
            bf_delete(st, &v, NULL);
        }
        if (st->pkg_insert == (size_t)-1) {
            st->pkg_insert = c->end;
            size_t ls = c->line_start, e = ls;
            while (e < st->len && bf_is_space(st->text[e]))
                e++;
            st->pkg_indent = ut_xstrndup(st->text + ls, e - ls);
        }
        return;
    }
    if (bf_name_is(st, c, "cuda_add_executable") || bf_name_is(st, c, "cuda_add_library") ||
        bf_name_is(st, c, "cuda_include_directories")) {
        bf_word w = { c->name_off, c->name_len };
        char which = (char)tolower((unsigned char)st->text[c->name_off + 9]);
        bf_replace(st, &w, which == 'e' ? "add_executable"
                         : which == 'l' ? "add_library" : "include_directories", "build.command");
        for (size_t k = 0; k < c->a.n; k++)
            if (bf_arg_is(st, &c->a.v[k], "OPTIONS"))
                bf_report(st, c->a.v[k].off, DG_WARNING, "build.unmapped-command",
                          "the OPTIONS of %s have no add_executable/add_library form; "
                          "move them to target_compile_options%s", "cuda_add_*", "");
        flags = 1;
    } else if (c->name_len > 5 && strncasecmp(st->text + c->name_off, "cuda_", 5) == 0) {
        char *nm = ut_xstrndup(st->text + c->name_off, c->name_len);
        bf_report(st, c->name_off, DG_WARNING, "build.unmapped-command",
                  "FindCUDA command '%s' has no hip equivalent; left in place%s", nm, "");
        free(nm);
    }

    /* Property and variable names, then values that need more than a rename. */
    for (size_t k = 0; k < c->a.n; k++) {
        const bf_arg *a = &c->a.v[k];
        int is_arch = bf_arg_is(st, a, "CUDA_ARCHITECTURES") || bf_arg_is(st, a, "CMAKE_CUDA_ARCHITECTURES");
        int is_lang = bf_arg_is(st, a, "LANGUAGE") && k + 1 < c->a.n && bf_arg_is(st, &c->a.v[k + 1], "CUDA");
        int edited = bf_cmake_names(st, a);
        if (is_lang) {
            bf_word w = bf_arg_word(&c->a.v[k + 1]);
            bf_replace(st, &w, "HIP", "build.language");
            k++;
            continue;
        }
        if (is_arch && edited && (bf_name_is(st, c, "set") || bf_name_is(st, c, "set_property") ||
                                  bf_name_is(st, c, "set_target_properties"))) {
            /* set(VAR v...) and set_property(... PROPERTY P v...) take lists; set_target_properties
             * takes one value per property. */
            size_t to = bf_name_is(st, c, "set_target_properties") ? (k + 2 < c->a.n ? k + 2 : c->a.n) : c->a.n;
            bf_cmake_arch_values(st, c, k + 1, to);
            k = to - 1;
            continue;
        }
    }
    if (bf_name_is(st, c, "set") || bf_name_is(st, c, "list") || bf_name_is(st, c, "string")) {
        flags = 1;
        first_val = 1;
    }
    if (bf_name_is(st, c, "target_compile_options") || bf_name_is(st, c, "add_compile_options") ||
        bf_name_is(st, c, "target_link_options") || bf_name_is(st, c, "add_link_options") ||
        bf_name_is(st, c, "set_target_properties") || bf_name_is(st, c, "set_property") ||
        bf_name_is(st, c, "set_source_files_properties"))
        flags = 1;
    if (flags) {
        bf_words ws = { 0 };
        bf_cmd_words(st, c, first_val, &ws);
        bf_word *w = ws.v;
        size_t n = ws.n;
        /* Generator expressions: map the flag inside "$<$<COMPILE_LANGUAGE:CUDA>:flag>". */
        for (size_t k = 0; k < n; k++) {
            const char *s = st->text + w[k].off;
            if (w[k].len > 4 && s[0] == '$' && s[1] == '<' && s[w[k].len - 1] == '>') {
                const char *colon = NULL;
                int d = 0;
                for (size_t i = 0; i < w[k].len; i++) {
                    if (s[i] == '<')
                        d++;
                    else if (s[i] == '>')
                        d--;
                    else if (s[i] == ':' && d == 1 && i > 0 && s[i - 1] == '>')
                        colon = s + i;
                }
                if (colon) {
                    w[k].off = (size_t)(colon + 1 - st->text);
                    w[k].len = (size_t)(s + w[k].len - 1 - (colon + 1));
                }
            }
        }
        bf_map_words(st, w, n);
        ut_vec_free(&ws);
    }
    if (bf_name_is(st, c, "target_link_libraries") || bf_name_is(st, c, "link_libraries")) {
        for (size_t k = 1; k < c->a.n; k++) {
            const bf_arg *a = &c->a.v[k];
            if (a->quoted)
                continue;
            char *s = ut_xstrndup(st->text + a->coff, a->clen);
            const char *lib = strncmp(s, "-l", 2) == 0 ? s + 2 : s;
            for (size_t t = 0; t < sizeof bf_cmake_targets / sizeof *bf_cmake_targets; t++) {
                if (strcmp(lib, bf_cmake_targets[t][0]) == 0 || (lib == s && strcmp(s, "cuda") == 0)) {
                    bf_word w = bf_arg_word(a);
                    const char *to = strcmp(s, "cuda") == 0 ? "hip::host" : bf_cmake_targets[t][1];
                    bf_replace(st, &w, to, "build.library");
                    if (strcmp(s, "cuda") != 0 && bf_cmake_targets[t][2])
                        bf_need_package(st, bf_cmake_targets[t][2]);
                    break;
                }
            }
            free(s);
        }
    }
    /* .cu sources: renamed, or marked as HIP sources. */
    if (bf_name_is(st, c, "set_source_files_properties") || bf_name_is(st, c, "file") ||
        bf_is_source_cmd(st, c) || bf_name_is(st, c, "configure_file") ||
        bf_name_is(st, c, "install")) {
        ut_buf cu = { 0 };
        for (size_t k = 0; k < c->a.n; k++) {
            const bf_arg *a = &c->a.v[k];
            const char *s = st->text + a->coff;
            int glob = memchr(s, '*', a->clen) != NULL;
            if (st->ctx->rename_ext) {
                bf_word w = bf_arg_word(a);
                bf_rename_in_word(st, &w);
            } else if (bf_is_source_cmd(st, c) && bf_arg_is_cu(st, a) &&
                       memcmp(s + a->clen - 3, ".cu", 3) == 0) {
                ut_buf_printf(&cu, " %.*s", (int)a->len, st->text + a->off);
            } else if (glob && bf_name_is(st, c, "file") && a->clen > 3 &&
                       memcmp(s + a->clen - 3, ".cu", 3) == 0) {
                char *g = ut_xstrndup(s, a->clen);
                bf_report(st, a->off, DG_WARNING, "build.source",
                          "sources globbed by '%s' need the LANGUAGE HIP source property "
                          "(or use --rename-ext)%s", g, "");
                free(g);
            }
        }
        if (cu.len) {
            size_t ls = c->line_start, e = ls;
            while (e < st->len && bf_is_space(st->text[e]))
                e++;
            char *ins = ut_xasprintf("\n%.*sset_source_files_properties(%s PROPERTIES LANGUAGE HIP)",
                                     (int)(e - ls), st->text + ls, cu.s + 1);
            bf_edit_add(st, c->end, 0, ins);
            bf_count(st, "build.source");
            free(ins);
        }
        ut_buf_free(&cu);
    }
}

static void bf_cmake(bf_state *st)
{
    const char *t = st->text;
    size_t n = st->len, i = 0, line_start = 0;
    bf_cmd c;
    memset(&c, 0, sizeof c);
    while (i < n) {
        char ch = t[i];
        if (ch == '\n') {
            line_start = ++i;
        } else if (ch == '#') {
            i = bf_skip_comment(t, n, i);
        } else if (isalpha((unsigned char)ch) || ch == '_') {
            size_t start = i;
            if (bf_parse_cmd(t, n, &i, &c) == 0) {
                c.line_start = line_start;
                bf_cmake_cmd(st, &c);
                /* The command may span lines: the next line starts after its last newline. */
                for (size_t k = start; k < i; k++)
                    if (t[k] == '\n')
                        line_start = k + 1;
            }
        } else {
            i++;
        }
    }
    ut_vec_free(&c.a);
    if (st->npackages) {
        ut_buf b = { 0 };
        for (size_t k = 0; k < st->npackages; k++)
            ut_buf_printf(&b, "\n%sfind_package(%s REQUIRED)", st->pkg_indent ? st->pkg_indent : "",
                          st->packages[k]);
        if (st->pkg_insert != (size_t)-1) {
            bf_edit_add(st, st->pkg_insert, 0, b.s);
            dg_count(st->stats, "build.package", (long)st->npackages);
            st->changes += (int)st->npackages;
        } else {
            for (size_t k = 0; k < st->npackages; k++)
                dg_add(st->diags, st->path, 0, 0, DG_WARNING, "build.package",
                       "the hip libraries need find_package(%s REQUIRED)", st->packages[k]);
        }
        ut_buf_free(&b);
    }
}

int bf_translate(bf_kind k, const char *path, const char *text, size_t len, const bf_ctx *c,
                 char **out, size_t *outlen, dg_list *diags, dg_stats *stats)
{
    bf_state st;
    memset(&st, 0, sizeof st);
    st.path = path;
    st.text = text;
    st.len = len;
    st.ctx = c;
    st.diags = diags;
    st.stats = stats;
    st.pkg_insert = (size_t)-1;
    st.cmake = k == BF_CMAKE;
    if (k == BF_CMAKE)
        bf_cmake(&st);
    else if (k == BF_MAKE)
        bf_make(&st);
    *out = bf_apply(&st, outlen);
    for (size_t i = 0; i < st.ed.n; i++)
        free(st.ed.v[i].text);
    ut_vec_free(&st.ed);
    free(st.pkg_indent);
    return st.changes;
}
