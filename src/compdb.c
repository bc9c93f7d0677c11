/* compdb.c - where the files of a batch come from: compile_commands.json (each command line
 * reduced to the clang arguments that matter for parsing; see compdb.h for what is kept, mapped
 * and dropped), --files-from lists, --include/--exclude globs, and the cheap test for CUDA use
 * that decides which C/C++ files are worth parsing. */
#define _GNU_SOURCE
#include "compdb.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdarg.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "containers.h"
#include "jsonloc.h"
#include "util.h"

void cd_args_push(cd_args *a, const char *s)
{
    ut_vec_push(a, ut_xstrdup(s));
}

void cd_args_free(cd_args *a)
{
    for (size_t i = 0; i < a->n; i++)
        free(a->v[i]);
    ut_vec_free(a);
}

/* Absolute, lexically normalised form of p relative to dir. */
static char *cd_abs(const char *dir, const char *p)
{
    char *j = (p[0] == '/' || !dir) ? ut_xstrdup(p) : ut_path_join(dir, p);
    char *n = ut_path_normalize(j);
    free(j);
    return n;
}

/* nvcc and gcc options whose value is the next argument, and which do not matter for parsing.
 * (Options that matter are handled before this list is consulted.) */
static const char *const cd_skip_value[] = {
    "-o", "--output-file", "-arch", "--gpu-architecture", "-code", "--gpu-code", "-gencode",
    "--generate-code", "-ccbin", "--compiler-bindir", "-Xptxas", "--ptxas-options", "-Xlinker",
    "--linker-options", "-Xnvlink", "--nvlink-options", "-Xarchive", "--archive-options",
    "-Xcudafe", "-maxrregcount", "--maxrregcount", "-x", "--x", "-l", "--library", "-L",
    "--library-path", "-odir", "--output-directory", "-MF", "-MT", "-MQ", "--dependency-output",
    "--default-stream", "-default-stream", "-t", "--threads", "-m", "--machine", "-rdc",
    "--relocatable-device-code", "-cudart", "--cudart", "-cudadevrt", "--cudadevrt", "-dlink-time-opt",
    "--run-args", "-run-args", "-Xclang", "-target", "--target", "-isysroot", "--sysroot",
    "-split-compile", "--split-compile", "-dopt", "--dopt", "-time", "--time", "-keep-dir",
    "--keep-dir", "-ptx-dir", "-arch-list", "-ftemplate-depth", "-Xopenmp-target",
    NULL
};

static int cd_in(const char *const *list, const char *s)
{
    for (; *list; list++)
        if (strcmp(*list, s) == 0)
            return 1;
    return 0;
}

/* Matches "opt" with its value either attached ("-Ifoo", "--opt=foo" when eq) or in the next
 * argument. Returns the value (and advances *i past a separate value) or NULL. */
static const char *cd_opt(const char *const *argv, int argc, int *i, const char *opt, int attached,
                          int eq)
{
    const char *a = argv[*i];
    size_t n = strlen(opt);
    if (strncmp(a, opt, n) != 0)
        return NULL;
    if (a[n] == 0) {
        if (*i + 1 >= argc)
            return NULL;
        return argv[++*i];
    }
    if (eq && a[n] == '=')
        return a + n + 1;
    if (attached)
        return a + n;
    return NULL;
}

static void cd_push2(cd_args *out, const char *flag, const char *value)
{
    char *s = ut_xasprintf("%s%s", flag, value);
    cd_args_push(out, s);
    free(s);
}

static void cd_map_host_list(const char *list, const char *dir, cd_args *out);

static void cd_map_one(const char *const *argv, int argc, int *i, const char *dir, cd_args *out)
{
    const char *a = argv[*i], *v;
    if ((v = cd_opt(argv, argc, i, "--include-path", 0, 1)) ||
        (v = cd_opt(argv, argc, i, "-I", 1, 0))) {
        char *p = cd_abs(dir, v);
        cd_push2(out, "-I", p);
        free(p);
    } else if ((v = cd_opt(argv, argc, i, "--system-include", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-isystem", 1, 0))) {
        char *p = cd_abs(dir, v);
        cd_args_push(out, "-isystem");
        cd_args_push(out, p);
        free(p);
    } else if ((v = cd_opt(argv, argc, i, "-iquote", 1, 0)) ||
               (v = cd_opt(argv, argc, i, "-idirafter", 1, 0))) {
        char *p = cd_abs(dir, v);
        cd_args_push(out, strncmp(a, "-iquote", 7) == 0 ? "-iquote" : "-idirafter");
        cd_args_push(out, p);
        free(p);
    } else if ((v = cd_opt(argv, argc, i, "--define-macro", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-D", 1, 0))) {
        cd_push2(out, "-D", v);
    } else if ((v = cd_opt(argv, argc, i, "--undefine-macro", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-U", 1, 0))) {
        cd_push2(out, "-U", v);
    } else if ((v = cd_opt(argv, argc, i, "--pre-include", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-include", 0, 0)) ||
               (v = cd_opt(argv, argc, i, "-imacros", 0, 0))) {
        /* A forced include names a file, found relative to the working directory first. */
        char *p = cd_abs(dir, v);
        cd_args_push(out, strncmp(a, "-imacros", 8) == 0 ? "-imacros" : "-include");
        cd_args_push(out, ut_exists(p) ? p : v);
        free(p);
    } else if ((v = cd_opt(argv, argc, i, "--std", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-std", 0, 1))) {
        cd_push2(out, "-std=", v);
    } else if ((v = cd_opt(argv, argc, i, "--compiler-options", 0, 1)) ||
               (v = cd_opt(argv, argc, i, "-Xcompiler", 0, 1))) {
        cd_map_host_list(v, dir, out);
    } else if (a[0] == '-' && !strchr(a, '=') && cd_in(cd_skip_value, a)) {
        if (*i + 1 < argc)
            ++*i;
    }
    /* Everything else (sources, objects, -O2, -g, -arch=..., -Wall, -fPIC ...) is dropped. */
}

/* -Xcompiler takes a comma separated list of host compiler options. */
static void cd_map_host_list(const char *list, const char *dir, cd_args *out)
{
    cd_args parts = { 0 };
    const char *s = list;
    for (;;) {
        const char *c = strchr(s, ',');
        char *p = c ? ut_xstrndup(s, (size_t)(c - s)) : ut_xstrdup(s);
        if (*p)
            cd_args_push(&parts, p);
        free(p);
        if (!c)
            break;
        s = c + 1;
    }
    for (int i = 0; i < (int)parts.n; i++)
        cd_map_one((const char *const *)parts.v, (int)parts.n, &i, dir, out);
    cd_args_free(&parts);
}

void cd_map_args(const char *const *argv, int argc, const char *dir, cd_args *out)
{
    for (int i = 1; i < argc; i++)
        cd_map_one(argv, argc, &i, dir, out);
}

static int cd_cmp(const void *a, const void *b)
{
    const cd_entry *x = a, *y = b;
    int c = strcmp(x->file, y->file);
    return c ? c : (x->seq < y->seq ? -1 : x->seq > y->seq);
}

/* Splits a "command" string as clang's JSON compilation database does: blanks separate
 * arguments, '...' is literal, and a backslash takes the next character as is (inside "..." too). */
static void cd_split_command(const char *s, cd_args *out)
{
    ut_buf b = { 0 };
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
            s++;
        if (!*s)
            break;
        b.len = 0;
        ut_buf_append(&b, "", 0);
        while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') {
            if (*s == '\\' && s[1]) {
                ut_buf_append(&b, s + 1, 1);
                s += 2;
            } else if (*s == '\'') {
                const char *e = strchr(s + 1, '\'');
                size_t n = e ? (size_t)(e - s - 1) : strlen(s + 1);
                ut_buf_append(&b, s + 1, n);
                s += n + 1 + (e != NULL);
            } else if (*s == '"') {
                for (s++; *s && *s != '"'; s++) {
                    if (*s == '\\' && s[1])
                        s++;
                    ut_buf_append(&b, s, 1);
                }
                if (*s)
                    s++;
            } else {
                ut_buf_append(&b, s++, 1);
            }
        }
        cd_args_push(out, b.s);
    }
    ut_buf_free(&b);
}

static void cd_problem(cd_db *db, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void cd_problem(cd_db *db, const char *fmt, ...)
{
    ut_buf b = { 0 };
    va_list ap;
    va_start(ap, fmt);
    ut_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    ut_vec_push(&db->problems, ut_buf_take(&b));
}

/* The file is read and parsed here rather than by libclang's CXCompilationDatabase, which
 * prints LLVM's YAML errors on stderr for a broken file and cannot say which entry is bad. */
int cd_load(const char *build_dir, cd_db *db, char *err, size_t errlen)
{
    memset(db, 0, sizeof *db);
    int rc = -1;
    char *json = ut_path_join(build_dir, "compile_commands.json");
    char *buf = NULL, rerr[1024];
    size_t len = 0;
    cJSON *doc = NULL;
    if (!ut_exists(json)) {
        snprintf(err, errlen, "no compile_commands.json in '%s'", build_dir);
        goto out;
    }
    if (ut_read_file(json, &buf, &len, rerr, sizeof rerr) != 0) {
        snprintf(err, errlen, "%s", rerr);
        goto out;
    }
    jl_problem why;
    size_t off;
    doc = jl_parse(buf, len, &why, &off);
    if (!doc || !cJSON_IsArray(doc)) {
        unsigned line, col;
        ut_line_col(buf, off, &line, &col);
        snprintf(err, errlen, "%s:%u:%u: error: invalid compile database: %s", json, line, col,
                 why == JL_END ? "unexpected end of input" : why == JL_TRAILING ? "text after the JSON array"
                 : doc ? "expected a JSON array of entries" : "not JSON");
        goto out;
    }
    size_t n = (size_t)cJSON_GetArraySize(doc), k = 0;
    db->v = ut_xcalloc(n + 1, sizeof *db->v);
    for (cJSON *it = doc->child; it; it = it->next, k++) {
        const char *dir = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "directory"));
        const char *file = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "file"));
        cJSON *argsj = cJSON_GetObjectItemCaseSensitive(it, "arguments");
        const char *command = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "command"));
        if (!cJSON_IsObject(it)) {
            cd_problem(db, "%s: entry %zu is not an object; skipped", json, k + 1);
            continue;
        }
        if (!file || !*file) {
            cd_problem(db, "%s: entry %zu has no \"file\" string; skipped", json, k + 1);
            continue;
        }
        if (!dir || !*dir) {
            cd_problem(db, "%s: entry %zu ('%s') has no \"directory\" string; skipped", json, k + 1, file);
            continue;
        }
        cd_args argv = { 0 };
        int bad_args = 0;
        if (cJSON_IsArray(argsj)) {
            cJSON *a;
            cJSON_ArrayForEach(a, argsj) {
                if (!cJSON_IsString(a))
                    bad_args = 1;
                else
                    cd_args_push(&argv, a->valuestring);
            }
        } else if (command) {
            cd_split_command(command, &argv);
        } else {
            bad_args = 1;
        }
        if (bad_args) {
            cd_problem(db, "%s: entry %zu ('%s') has no \"arguments\" array of strings or \"command\" "
                       "string; skipped", json, k + 1, file);
            cd_args_free(&argv);
            continue;
        }
        char *abs = cd_abs(dir, file);
        char real[PATH_MAX];
        if (!realpath(abs, real)) {
            cd_problem(db, "%s: entry %zu: cannot read '%s': %s; skipped", json, k + 1, file, strerror(errno));
            free(abs);
            cd_args_free(&argv);
            continue;
        }
        free(abs);
        struct stat st;
        if (stat(real, &st) == 0 && S_ISDIR(st.st_mode)) {
            cd_problem(db, "%s: entry %zu: '%s' is a directory; skipped", json, k + 1, file);
            cd_args_free(&argv);
            continue;
        }
        cd_entry *en = &db->v[db->n++];
        en->seq = k;
        en->file = ut_xstrdup(real);
        cd_map_args((const char *const *)argv.v, (int)argv.n, dir, &en->args);
        cd_args_free(&argv);
    }
    /* Sorted by file; of a file listed twice, the first entry wins (seq breaks ties). */
    qsort(db->v, db->n, sizeof *db->v, cd_cmp);
    size_t w = 0;
    for (size_t i = 0; i < db->n; i++) {
        if (w && strcmp(db->v[w - 1].file, db->v[i].file) == 0) {
            free(db->v[i].file);
            cd_args_free(&db->v[i].args);
            continue;
        }
        db->v[w++] = db->v[i];
    }
    db->n = w;
    rc = 0;
out:
    cJSON_Delete(doc);
    free(buf);
    free(json);
    return rc;
}

void cd_free(cd_db *db)
{
    cd_args_free(&db->problems);
    for (size_t i = 0; i < db->n; i++) {
        free(db->v[i].file);
        cd_args_free(&db->v[i].args);
    }
    free(db->v);
    memset(db, 0, sizeof *db);
}

const cd_entry *cd_find(const cd_db *db, const char *path)
{
    size_t lo = 0, hi = db->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(db->v[mid].file, path);
        if (c == 0)
            return &db->v[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* ------------------------------------------------------------------ file lists and globs */

int cd_read_list(const char *path, cd_args *out, char *err, size_t errlen)
{
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, in)) >= 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' ' ||
                         line[n - 1] == '\t'))
            line[--n] = 0;
        char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s && *s != '#')
            cd_args_push(out, s);
    }
    free(line);
    if (in != stdin)
        fclose(in);
    return 0;
}

int cd_glob_match(const char *pat, const char *rel)
{
    char *p = ut_xstrdup(pat);
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/')
        p[--n] = 0;
    int hit = 0;
    if (!strchr(p, '/')) {
        /* A name pattern: matches any component of the path. */
        const char *s = rel;
        while (*s && !hit) {
            const char *e = strchr(s, '/');
            char *c = e ? ut_xstrndup(s, (size_t)(e - s)) : ut_xstrdup(s);
            hit = fnmatch(p, c, 0) == 0;
            free(c);
            if (!e)
                break;
            s = e + 1;
        }
    } else {
        /* A path pattern: the path or one of its directories ('*' crosses '/'). */
        const char *q = p[0] == '/' ? p + 1 : p;
        char *r = ut_xstrdup(rel);
        for (;;) {
            if (fnmatch(q, r, 0) == 0) {
                hit = 1;
                break;
            }
            char *sl = strrchr(r, '/');
            if (!sl)
                break;
            *sl = 0;
        }
        free(r);
    }
    free(p);
    return hit;
}

int cd_glob_any(const char *const *pats, size_t n, const char *rel)
{
    for (size_t i = 0; i < n; i++)
        if (cd_glob_match(pats[i], rel)) return 1;
    return 0;
}

/* Cheap test for CUDA use in a C/C++ file: CUDA keywords, API prefixes, launches, headers. */
int cd_uses_cuda(const char *t, size_t n)
{
    static const char *const words[] = { "__global__", "__device__", "__shared__", "__constant__",
        "__host__", "<<<", "__syncthreads", "threadIdx", "blockIdx", "cooperative_groups",
        ".cuh", "thrust/", "cub/", "__launch_bounds__", NULL };
    for (size_t i = 0; words[i]; i++)
        if (memmem(t, n, words[i], strlen(words[i])))
            return 1;
    /* cudaXxx, cuXxx (driver), cublas/curand/cufft/cusparse/cusolver/nvrtc. */
    for (size_t i = 0; i + 3 < n; i++) {
        if (t[i] != 'c' && t[i] != 'n')
            continue;
        if (i > 0 && (t[i - 1] == '_' || (t[i - 1] >= 'a' && t[i - 1] <= 'z') ||
                      (t[i - 1] >= 'A' && t[i - 1] <= 'Z') || (t[i - 1] >= '0' && t[i - 1] <= '9')))
            continue;
        if (t[i] == 'n') {
            if (n - i > 5 && memcmp(t + i, "nvrtc", 5) == 0)
                return 1;
            continue;
        }
        if (t[i + 1] != 'u')
            continue;
        char c2 = t[i + 2];
        if (c2 >= 'A' && c2 <= 'Z')
            return 1;                                    /* cuInit, CUresult is C-prefixed */
        if (n - i > 4 && memcmp(t + i, "cuda", 4) == 0)
            return 1;
        if ((n - i > 6 && (memcmp(t + i, "cublas", 6) == 0 || memcmp(t + i, "curand", 6) == 0 ||
                           memcmp(t + i, "cusolv", 6) == 0)) ||
            (n - i > 5 && memcmp(t + i, "cufft", 5) == 0) ||
            (n - i > 8 && memcmp(t + i, "cusparse", 8) == 0))
            return 1;
    }
    return memmem(t, n, "CU", 2) && (memmem(t, n, "CUresult", 8) || memmem(t, n, "CUdevice", 8) ||
                                     memmem(t, n, "CUstream", 8) || memmem(t, n, "CUDA_", 5));
}

