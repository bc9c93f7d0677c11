/* lint.c - `cu2hip --lint`: collects the files to lint (walking directories), runs every pass
 * in lint mode (translate.c keeps findings and drops edits), then filters the findings through
 * --select/--ignore, .cu2hip.json configs, suppression comments and a baseline, fingerprints
 * them and writes them in the chosen format (report.c). Exit: 0 clean, 1 failing findings,
 * 2 usage or input errors, 3 internal errors. */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "compdb.h"
#include "containers.h"
#include "jobs.h"
#include "lint.h"
#include "options.h"
#include "parse.h"
#include "report.h"
#include "translate.h"
#include "util.h"

#define LINT_CONFIG_NAME ".cu2hip.json"

/* ---------------------------------------------------------------- string lists */

typedef struct lint_strs { char **v; size_t n, cap; } lint_strs;

static void strs_push(lint_strs *s, char *owned)
{
    ut_vec_push(s, owned);
}

static void strs_free(lint_strs *s)
{
    for (size_t i = 0; i < s->n; i++) free(s->v[i]);
    free(s->v);
    memset(s, 0, sizeof *s);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Splits "a,b , c" into owned strings. */
static void split_ids(const char *s, lint_strs *out)
{
    while (s && *s) {
        while (*s == ',' || *s == ' ') s++;
        const char *e = s;
        while (*e && *e != ',') e++;
        const char *t = e;
        while (t > s && t[-1] == ' ') t--;
        if (t > s) strs_push(out, ut_xstrndup(s, (size_t)(t - s)));
        s = e;
    }
}

/* ---------------------------------------------------------------- collecting files */

static int has_ext(const char *name, const char *const *exts)
{
    const char *dot = strrchr(name, '.');
    if (!dot) return 0;
    for (size_t i = 0; exts[i]; i++)
        if (strcmp(dot + 1, exts[i]) == 0) return 1;
    return 0;
}

static const char *const cuda_exts[] = { "cu", "cuh", NULL };
static const char *const cxx_exts[] = { "c", "cc", "cpp", "cxx", "c++", "C", "h", "hh", "hpp", "hxx",
                                        "h++", "H", "inl", "ipp", "tpp", NULL };

/* A C/C++ file "uses CUDA" when it contains kernel qualifiers, a launch, or CUDA API names. */
static int uses_cuda(const char *path)
{
    char *buf;
    size_t len;
    char err[256];
    if (ut_read_file(path, &buf, &len, err, sizeof err)) return 0;
    static const char *const marks[] = { "__global__", "__device__", "__shared__", "__constant__",
                                         "<<<", "cuda_runtime", "cuda.h", "cooperative_groups",
                                         "cub/", "thrust/", NULL };
    int hit = 0;
    for (size_t i = 0; marks[i] && !hit; i++) hit = strstr(buf, marks[i]) != NULL;
    /* cudaMalloc, cuLaunchKernel, ... */
    for (const char *p = buf; !hit && (p = strstr(p, "cu")) != NULL; p += 2) {
        const char *q = p + 2;
        if (strncmp(q, "da", 2) == 0) q += 2;
        if (*q >= 'A' && *q <= 'Z' && (p == buf || !(p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z') ||
                                                       (p[-1] >= 'A' && p[-1] <= 'Z') || (p[-1] >= '0' && p[-1] <= '9'))))
            hit = 1;
    }
    free(buf);
    return hit;
}

/* --exclude/--include as in batch mode (compdb.c's globs): rel is the path below the directory
 * walked (or --base-dir), a pattern without '/' matches any name in it. */
static int excluded(const cu_options *o, const char *rel)
{
    return cd_glob_any(o->excludes.v, o->excludes.n, rel);
}

static int included(const cu_options *o, const char *rel)
{
    return !o->includes.n || cd_glob_any(o->includes.v, o->includes.n, rel);
}

/* The path to match globs against: below base (a directory, lexically), else p itself. */
static const char *rel_below(const char *base, const char *p)
{
    size_t n = strlen(base);
    while (n > 1 && base[n - 1] == '/') n--;
    if (n == 1 && base[0] == '.') {
        while (p[0] == '.' && p[1] == '/') p += 2;
        return p;
    }
    if (strncmp(p, base, n) == 0 && p[n] == '/') return p + n + 1;
    return p;
}

static void walk_dir(const cu_options *o, const char *root, const char *dir, lint_strs *files, int depth)
{
    if (depth > 64) return;
    DIR *d = opendir(dir);
    if (!d) {
        ut_warn("cannot read directory '%s': %s", dir, strerror(errno));
        return;
    }
    lint_strs names = {0};
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;   /* ., .., .git, hidden trees */
        strs_push(&names, ut_xstrdup(e->d_name));
    }
    closedir(d);
    qsort(names.v, names.n, sizeof(char *), cmp_str);
    for (size_t i = 0; i < names.n; i++) {
        char *p = ut_path_join(dir, names.v[i]);
        struct stat st, lst;
        const char *rel = rel_below(root, p);
        if (excluded(o, rel) || lstat(p, &lst) != 0 || stat(p, &st) != 0) { free(p); continue; }
        if (S_ISDIR(st.st_mode)) {
            if (!S_ISLNK(lst.st_mode)) walk_dir(o, root, p, files, depth + 1);   /* symlinked dirs: no loops */
            free(p);
        } else if (S_ISREG(st.st_mode) && included(o, rel) &&
                   (has_ext(names.v[i], cuda_exts) || (has_ext(names.v[i], cxx_exts) && uses_cuda(p)))) {
            strs_push(files, p);
        } else {
            free(p);
        }
    }
    strs_free(&names);
}

/* ---------------------------------------------------------------- configs */


typedef struct lint_run {
    const cu_options *o;
    rl_table *rules;                /* owned: loaded by lint_setup, freed by run_free */
    UT_VEC(lint_config) configs;
    ut_map config_of;               /* directory -> index into configs + 3 (2: none, 1: bad) */
    int forced;                     /* --config given: configs[0] applies everywhere */
    lint_strs cli_select, cli_ignore;
    rp_sources *src;
    /* suppressions per file */
    ut_map supps;                   /* path -> lint_supps * */
    dg_list extra;                  /* malformed suppression findings */
    size_t suppressed, baselined;
    int status;                     /* worst non-finding exit status */
} lint_run;

/* Config for a directory: nearest .cu2hip.json walking up. Returns index or -1 (none), -2 bad. */
static int config_for_dir(lint_run *r, const char *dir)
{
    intptr_t known = (intptr_t)ut_map_get_str(&r->config_of, dir);
    if (known) return (int)known - 3;
    int idx = -1;
    char *cand = ut_path_join(dir, LINT_CONFIG_NAME);
    struct stat st;
    if (stat(cand, &st) == 0 && S_ISREG(st.st_mode)) {
        ut_vec_reserve(&r->configs, r->configs.n + 1);
        char err[1024];
        if (lint_config_load(&r->configs.v[r->configs.n], cand, r->rules, err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            lint_config_free(&r->configs.v[r->configs.n]);
            r->status = CU_EXIT_USAGE;
            idx = -2;
        } else {
            idx = (int)r->configs.n++;
        }
    } else if (strcmp(dir, "/") != 0) {
        char *parent = ut_dirname(dir);
        if (strcmp(parent, dir) != 0) idx = config_for_dir(r, parent);
        free(parent);
    }
    free(cand);
    ut_map_put_str(&r->config_of, dir, (void *)(intptr_t)(idx + 3));
    return idx;
}

static const lint_config *config_for_file(lint_run *r, const char *path, int *bad)
{
    *bad = 0;
    if (r->forced) return &r->configs.v[0];
    char *norm = ut_path_abs(path);
    char *dir = ut_dirname(norm);
    int idx = config_for_dir(r, dir);
    free(norm);
    free(dir);
    if (idx == -2) { *bad = 1; return NULL; }
    return idx >= 0 ? &r->configs.v[idx] : NULL;
}

/* ---------------------------------------------------------------- one spelling per file */

/* A header included from several files reaches the lint under several spellings (./x.cuh,
 * ../dir/x.cuh, sub/../x.cuh): its findings are merged under one, the linted file's own when the
 * header is linted too, else the first seen (files are visited in input order, so the choice
 * does not depend on -j). Identity is the real path, else the normalised absolute one. */
typedef struct lint_spellings {
    ut_map by_raw;   /* spelling -> the one shown (a key of by_raw) */
    ut_map by_key;   /* identity -> the one shown */
} lint_spellings;

static char *spelling_key(const char *path)
{
    char *real = ut_realpath(path);
    return real ? real : ut_path_abs(path);
}

static const char *spelling_of(lint_spellings *sp, const char *raw)
{
    int added;
    ut_map_slot *r = ut_map_upsert(&sp->by_raw, raw, strlen(raw), &added);
    if (!added) return r->val;
    char *key = spelling_key(raw);
    ut_map_slot *k = ut_map_upsert(&sp->by_key, key, strlen(key), &added);
    if (added) k->val = r->key;   /* the first spelling of a file is the one shown */
    r->val = k->val;
    free(key);
    return r->val;
}

static void spellings_free(lint_spellings *sp)
{
    ut_map_free(&sp->by_raw, NULL);
    ut_map_free(&sp->by_key, NULL);
}

/* ---------------------------------------------------------------- filtering */

static void supps_free(void *s)
{
    lint_supps_free(s);
    free(s);
}

static lint_supps *supps_for(lint_run *r, const char *path)
{
    lint_supps *s = ut_map_get_str(&r->supps, path);
    if (s) return s;
    s = ut_xcalloc(1, sizeof *s);
    ut_map_put_str(&r->supps, path, s);
    size_t len = 0;
    const char *buf = rp_sources_file(r->src, path, &len);
    if (buf) lint_supps_scan(s, path, buf, len, &r->extra);
    return s;
}

static int any_match(char *const *pats, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++)
        if (lint_pattern_match(pats[i], id)) return 1;
    return 0;
}

/* Applies severity defaults and overrides, select/ignore and suppressions to one finding.
 * Returns 1 when the finding stays (its severity possibly changed in *sev). */
static int keep_finding(lint_run *r, const lint_config *cfg, const dg_finding *f, dg_severity *sev)
{
    const char *id = f->rule_id;
    *sev = f->sev;
    if (!id) return 1;   /* findings without a rule (input problems) always stay */
    const rp_rule *known = lint_rule_find(id);
    if (known && f->sev != DG_ERROR) *sev = known->sev;
    if (r->cli_select.n) {
        if (!any_match(r->cli_select.v, r->cli_select.n, id)) return 0;
    } else if (cfg && cfg->has_select && !any_match(cfg->select, cfg->nselect, id)) {
        return 0;
    }
    if (any_match(r->cli_ignore.v, r->cli_ignore.n, id)) return 0;
    if (cfg && any_match(cfg->ignore, cfg->nignore, id)) return 0;
    int o = lint_config_severity(cfg, id);
    if (o == LINT_SEV_OFF) return 0;
    if (o != LINT_SEV_KEEP) *sev = (dg_severity)o;
    if (f->file && f->line && strcmp(id, LINT_BAD_SUPPRESSION) != 0) {
        lint_supps *s = supps_for(r, f->file);
        if (lint_supps_match(s, f->line, id)) { r->suppressed++; return 0; }
    }
    return 1;
}

/* Findings that come without an end (other passes report a location only) end with the token
 * that starts there: an identifier, a literal, or a run of the same punctuation ("<<<"). */
static void token_end(rp_sources *src, dg_finding *f)
{
    size_t len;
    const char *ln = f->line ? rp_sources_line(src, f->file, f->line, &len) : NULL;
    if (!ln || f->col == 0 || f->col > len) return;
    size_t b = f->col - 1, e = b;
    unsigned char ch = (unsigned char)ln[b];
    if (isalnum(ch) || ch == '_' || ch >= 0x80) {
        while (e < len && (isalnum((unsigned char)ln[e]) || ln[e] == '_' || (unsigned char)ln[e] >= 0x80)) e++;
    } else if (ch == '"' || ch == '\'') {
        e++;
        while (e < len && (unsigned char)ln[e] != ch) e += ln[e] == '\\' ? 2 : 1;
        e = e < len ? e + 1 : len;
    } else if (ch == '#' || ch == '<') {
        /* a directive or a launch: to the end of "#include <x>" or of "<<<" */
        while (e < len && ln[e] == (char)ch) e++;
        if (ch == '#') while (e < len && (isalpha((unsigned char)ln[e]) || ln[e] == ' ')) e++;
    } else {
        while (e < len && (unsigned char)ln[e] == ch) e++;
    }
    if (e > len) e = len;
    f->end_line = f->line;
    f->end_col = (unsigned)e + 1;
}

/* The lint's api.* finding replaces, at the same place, the rename pass's report of the same
 * unsupported name (rule-table id) and clang's "undeclared identifier" for it. */
static int shadowed(const dg_list *l, const dg_finding *f, const rl_table *rules)
{
    if (!f->rule_id || !f->line || strncmp(f->rule_id, "api.", 4) == 0) return 0;
    int table = 0;
    if (strcmp(f->rule_id, "parse") != 0) {
        const rl_rule *r = rl_lookup_id(rules, f->rule_id);
        table = r && r->status == RL_STATUS_UNSUPPORTED;
        if (!table) return 0;
    }
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *g = &l->v[i];
        if (g->line == f->line && g->col == f->col && g->rule_id && strncmp(g->rule_id, "api.", 4) == 0 &&
            g->file && f->file && strcmp(g->file, f->file) == 0)
            return 1;
    }
    return 0;
}

/* ---------------------------------------------------------------- collected findings */

typedef struct lint_item { dg_finding *f; int werror; } lint_item;

static int cmp_item(const void *a, const void *b)
{
    const dg_finding *x = ((const lint_item *)a)->f, *y = ((const lint_item *)b)->f;
    int c = strcmp(x->file ? x->file : "", y->file ? y->file : "");
    if (c) return c;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    c = strcmp(x->rule_id ? x->rule_id : "", y->rule_id ? y->rule_id : "");
    if (c) return c;
    return strcmp(x->message ? x->message : "", y->message ? y->message : "");
}

/* ---------------------------------------------------------------- baseline */

static int load_baseline(const char *path, lint_strs *fps)
{
    char *buf;
    size_t len;
    char err[512];
    if (ut_read_file(path, &buf, &len, err, sizeof err)) {
        ut_warn("%s", err);
        return -1;
    }
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
    if (!root) {
        unsigned line = 1, col = 1;
        const char *at = end ? end : cJSON_GetErrorPtr();
        for (const char *p = buf; at && p < at && p < buf + len; p++) {
            if (*p == '\n') { line++; col = 1; } else col++;
        }
        fprintf(stderr, "%s:%u:%u: error: baseline is not valid JSON\n", path, line, col);
        free(buf);
        return -1;
    }
    free(buf);
    cJSON *list = cJSON_IsObject(root) ? cJSON_GetObjectItemCaseSensitive(root, "findings") : NULL;
    cJSON *ver = cJSON_IsObject(root) ? cJSON_GetObjectItemCaseSensitive(root, "version") : NULL;
    if (!cJSON_IsArray(list) || !cJSON_IsNumber(ver) || ver->valuedouble != 1) {
        fprintf(stderr, "%s: error: not a cu2hip lint baseline (expected {\"version\": 1, \"findings\": [...]})\n", path);
        cJSON_Delete(root);
        return -1;
    }
    cJSON *it;
    size_t i = 0;
    cJSON_ArrayForEach(it, list) {
        cJSON *fp = cJSON_IsObject(it) ? cJSON_GetObjectItemCaseSensitive(it, "fingerprint") : NULL;
        if (!cJSON_IsString(fp)) {
            fprintf(stderr, "%s: error: baseline entry %zu has no \"fingerprint\" string\n", path, i);
            cJSON_Delete(root);
            return -1;
        }
        strs_push(fps, ut_xstrdup(fp->valuestring));
        i++;
    }
    cJSON_Delete(root);
    qsort(fps->v, fps->n, sizeof(char *), cmp_str);
    return 0;
}

static int write_file_atomic(const char *path, const char *data, size_t len)
{
    char err[512];
    if (ut_write_atomic(path, data, len, err, sizeof err)) {
        ut_warn("%s", err);
        return -1;
    }
    return 0;
}

static int write_baseline(const char *path, const dg_list *l, char *const *fps, const rp_options *ro)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddNumberToObject(root, "version", 1);
    cJSON_AddStringToObject(root, "tool", "cu2hip --lint");
    cJSON *arr = cJSON_AddArrayToObject(root, "findings");
    for (size_t i = 0; i < l->n; i++) {
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "fingerprint", fps[i]);
        char *rel = rp_relpath(ro->base_dir, l->v[i].file);
        cJSON_AddStringToObject(j, "ruleId", l->v[i].rule_id ? l->v[i].rule_id : "");
        cJSON_AddStringToObject(j, "file", rel);
        cJSON_AddNumberToObject(j, "line", l->v[i].line);
        cJSON_AddStringToObject(j, "message", l->v[i].message ? l->v[i].message : "");
        free(rel);
        cJSON_AddItemToArray(arr, j);
    }
    char *s = ut_utf8_fix(cJSON_Print(root));
    cJSON_Delete(root);
    if (!s) return -1;
    ut_buf b = {0};
    ut_buf_puts(&b, s);
    ut_buf_puts(&b, "\n");
    free(s);
    int rc = write_file_atomic(path, b.s, b.len);
    ut_buf_free(&b);
    return rc;
}

/* ---------------------------------------------------------------- linting the files (-j) */

#define LINT_CRASHED (-1)   /* lint_result.status: the file's worker process died */

typedef struct lint_result {
    int status;             /* tr_status, or LINT_CRASHED */
    unsigned parses;        /* clang parses of the file (ps_last_parses), for --verbose */
    dg_list diags;
} lint_result;

typedef struct lint_pool {
    const cu_options *o;
    const rl_table *rules;
    char *const *files;
    lint_result *res;
    jb_progress prog;
} lint_pool;

static void *pool_init(void *ud)
{
    lint_pool *p = ud;
    return tr_session_new(p->o, p->rules);
}

static void pool_fini(void *ctx, void *ud)
{
    (void)ud;
    tr_session_free(ctx);
}

static void pool_work(void *ctx, size_t i, void *ud)
{
    lint_pool *p = ud;
    jb_test_point(p->files[i]);
    tr_request req;
    memset(&req, 0, sizeof req);
    req.path = p->files[i];
    req.lint = 1;
    tr_result tr;
    memset(&tr, 0, sizeof tr);
    p->res[i].status = (int)tr_translate(ctx, &req, &tr);
    p->res[i].parses = ps_last_parses();
    dg_append(&p->res[i].diags, &tr.diags);
    tr_result_free(&tr);
}

/* In the worker: the file's result goes to the parent and is dropped here. */
static void pool_put(size_t i, ut_buf *out, void *ud)
{
    lint_pool *p = ud;
    jb_put_u64(out, (uint64_t)(int64_t)p->res[i].status);
    jb_put_u64(out, p->res[i].parses);
    jb_put_diags(out, &p->res[i].diags);
    dg_free(&p->res[i].diags);
    dg_init(&p->res[i].diags);
}

static int pool_get(size_t i, const char *buf, size_t n, void *ud)
{
    lint_pool *p = ud;
    jb_reader rd = { buf, buf + n, 0 };
    p->res[i].status = (int)(int64_t)jb_get_u64(&rd);
    p->res[i].parses = (unsigned)jb_get_u64(&rd);
    jb_get_diags(&rd, &p->res[i].diags);
    return rd.bad || rd.p != rd.end ? -1 : 0;
}

/* A crash is a finding of that file, which is otherwise unlinted; the run exits 3. */
static void pool_crashed(size_t i, const char *why, void *ud)
{
    lint_pool *p = ud;
    dg_free(&p->res[i].diags);
    dg_init(&p->res[i].diags);
    p->res[i].status = LINT_CRASHED;
    dg_add(&p->res[i].diags, p->files[i], 0, 0, DG_ERROR, LINT_INTERNAL_ERROR,
           "cu2hip crashed while linting this file (%s): it was not linted, the other files "
           "were (exit status 3)", why);
}

static void pool_progress(size_t done, size_t total, void *ud)
{
    jb_progress_print(&((lint_pool *)ud)->prog, done, total);
}

typedef struct lint_sized { size_t item; off_t size; } lint_sized;

static int cmp_sized(const void *a, const void *b)
{
    const lint_sized *x = a, *y = b;
    if (x->size != y->size) return x->size > y->size ? -1 : 1;
    return x->item < y->item ? -1 : 1;
}

/* Lints every file in worker processes (-j N, largest first), so that a crash on one file is
 * that file's finding. Results are indexed like files; free with lint_results_free. */
static lint_result *lint_translate_all(lint_run *r, const lint_strs *files)
{
    lint_pool p;
    memset(&p, 0, sizeof p);
    p.o = r->o;
    p.rules = r->rules;
    p.files = files->v;
    p.res = ut_xcalloc(files->n + 1, sizeof *p.res);
    for (size_t i = 0; i < files->n; i++) dg_init(&p.res[i].diags);
    lint_sized *sz = ut_xcalloc(files->n + 1, sizeof *sz);
    for (size_t i = 0; i < files->n; i++) {
        struct stat st;
        sz[i].item = i;
        sz[i].size = stat(files->v[i], &st) == 0 ? st.st_size : 0;
    }
    qsort(sz, files->n, sizeof *sz, cmp_sized);
    size_t *order = ut_xcalloc(files->n + 1, sizeof *order);
    for (size_t i = 0; i < files->n; i++) order[i] = sz[i].item;
    free(sz);
    const cu_options *o = r->o;
    /* By default a bar on a terminal only: CI logs and piped output get the findings alone. */
    jb_progress_mode mode = o->quiet || o->progress == 0 || (o->progress < 0 && (files->n < 2 || !isatty(2)))
                            ? JB_PROGRESS_OFF : isatty(2) ? JB_PROGRESS_BAR : JB_PROGRESS_LINES;
    jb_progress_start(&p.prog, mode, "linting");
    jb_callbacks cb = { pool_init, pool_work, pool_fini, pool_progress, &p, 0 };
    jb_isolation iso = { pool_put, pool_get, pool_crashed };
    int workers = o->jobs > 0 ? o->jobs : jb_default_workers();
    if (jb_run_isolated(workers, files->n, order, &cb, &iso) > 0 && CU_EXIT_INTERNAL > r->status)
        r->status = CU_EXIT_INTERNAL;
    free(order);
    return p.res;
}

static void lint_results_free(lint_result *res, size_t n)
{
    for (size_t i = 0; i < n; i++) dg_free(&res[i].diags);
    free(res);
}

/* True when --select names the parse rule itself (then each parse finding is listed). */
static int any_names_parse(const lint_strs *sel)
{
    for (size_t i = 0; i < sel->n; i++)
        if (strcmp(sel->v[i], "parse") == 0) return 1;
    return 0;
}

/* Parse findings are gaps in what the parser was told (include paths, macros, the bundled
 * prelude), not portability problems: one note per file sums them up unless --verbose or
 * --select=parse asks for each. */
typedef struct lint_pos { unsigned line, col; } lint_pos;

typedef struct lint_parse_note {
    char *file;
    unsigned line, col;
    char *first;
    dg_severity sev;
    UT_VEC(lint_pos) seen;           /* the problems counted */
} lint_parse_note;

typedef struct lint_parse_notes {
    UT_VEC(lint_parse_note) notes;   /* in the order files are first seen */
    ut_map at;                       /* file -> index into notes + 1 */
} lint_parse_notes;

static void parse_note_add(lint_parse_notes *pn, const dg_finding *f, dg_severity sev)
{
    const char *file = f->file ? f->file : "";
    int added;
    ut_map_slot *at = ut_map_upsert(&pn->at, file, strlen(file), &added);
    if (!added) {
        lint_parse_note *n = &pn->notes.v[(uintptr_t)at->val - 1];
        /* the same problem of a header, reached from another linted file, counts once */
        for (size_t k = 0; k < n->seen.n; k++)
            if (n->seen.v[k].line == f->line && n->seen.v[k].col == f->col) return;
        ut_vec_push(&n->seen, (lint_pos){ f->line, f->col });
        if (sev > n->sev) n->sev = sev;
        return;
    }
    at->val = (void *)(uintptr_t)(pn->notes.n + 1);
    lint_parse_note *n = ut_vec_add(&pn->notes);
    n->file = ut_xstrdup(file);
    n->line = f->line;
    n->col = f->col;
    ut_vec_push(&n->seen, (lint_pos){ f->line, f->col });
    n->first = ut_xstrdup(f->message ? f->message : "");
    n->sev = sev;
}

static void parse_notes_flush(lint_parse_notes *pn, dg_list *all, rp_sources *src)
{
    for (size_t i = 0; i < pn->notes.n; i++) {
        lint_parse_note *p = &pn->notes.v[i];
        dg_finding *n;
        if (p->seen.n == 1)
            n = dg_add(all, p->file, p->line, p->col, DG_NOTE, "parse",
                       "%s (one parse problem in this file; the findings near it may be incomplete)",
                       p->first);
        else
            n = dg_add(all, p->file, p->line, p->col, DG_NOTE, "parse",
                       "%zu parse problems in this file, the first: %s (the findings near them may be "
                       "incomplete; --verbose or --select=parse lists each)", p->seen.n, p->first);
        if (n->line) token_end(src, n);
        free(p->file);
        free(p->first);
        ut_vec_free(&p->seen);
    }
    ut_vec_free(&pn->notes);
    ut_map_free(&pn->at, NULL);
}

/* ---------------------------------------------------------------- main */

static int usage(const char *msg)
{
    ut_warn("%s", msg);
    fputs("usage: cu2hip --lint [--format=text|json|sarif|github|md] [--werror] [--select=IDS] "
          "[--ignore=IDS] [--base-dir DIR] [--config FILE] [--baseline FILE] [--write-baseline FILE] "
          "FILE|DIR... [-- CLANG-ARGS]\n", stderr);
    return CU_EXIT_USAGE;
}

static int check_patterns(const lint_strs *s, const char *opt, const rl_table *rules)
{
    for (size_t i = 0; i < s->n; i++)
        if (!lint_pattern_known(s->v[i], rules)) {
            ut_warn("unknown rule id '%s' in %s (see docs/lint.md)",
                    s->v[i], opt);
            return -1;
        }
    return 0;
}

static void run_free(lint_run *r)
{
    for (size_t i = 0; i < r->configs.n; i++) lint_config_free(&r->configs.v[i]);
    ut_vec_free(&r->configs);
    ut_map_free(&r->config_of, NULL);
    ut_map_free(&r->supps, supps_free);
    strs_free(&r->cli_select);
    strs_free(&r->cli_ignore);
    dg_free(&r->extra);
    rp_sources_free(r->src);
    rl_table_free(r->rules);
}

/* The run's options, rules, configuration and baseline; 0, or -1 when the run must stop with
 * CU_EXIT_USAGE (the message printed). */
static int lint_setup(lint_run *r, const cu_options *o, lint_strs *baseline)
{
    r->o = o;
    dg_init(&r->extra);
    split_ids(o->select, &r->cli_select);
    split_ids(o->ignore, &r->cli_ignore);
    if (o->select && r->cli_select.n == 0) {
        usage("--select needs at least one rule id");
        return -1;
    }
    if (!(r->rules = tr_load_rules(o)) || check_patterns(&r->cli_select, "--select", r->rules) ||
        check_patterns(&r->cli_ignore, "--ignore", r->rules))
        return -1;
    if (o->config) {
        char err[1024];
        lint_config *c = ut_vec_add(&r->configs);
        if (lint_config_load(c, o->config, r->rules, err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            lint_config_free(c);
            r->configs.n = 0;
            return -1;
        }
        r->forced = 1;
    }
    return o->baseline && load_baseline(o->baseline, baseline) ? -1 : 0;
}

/* The files to lint: named files always, directories walked. */
static void lint_inputs(lint_run *r, lint_strs *files)
{
    const cu_options *o = r->o;
    for (size_t i = 0; i < o->inputs.n; i++) {
        const char *in = o->inputs.v[i];
        struct stat st;
        if (stat(in, &st) != 0) {
            ut_warn("cannot read '%s': %s", in, strerror(errno));
            r->status = CU_EXIT_USAGE;
        } else if (S_ISDIR(st.st_mode)) {
            size_t before = files->n;
            walk_dir(o, o->base_dir ? o->base_dir : in, in, files, 0);
            if (files->n == before && !o->quiet)
                ut_warn("no CUDA sources found in '%s'", in);
        } else if (!excluded(o, rel_below(o->base_dir ? o->base_dir : ".", in))) {
            strs_push(files, ut_xstrdup(in));   /* named files: --include does not apply */
        }
    }
}

typedef UT_VEC(lint_item) lint_items;

/* Copies a kept finding with severity sev into all. */
static dg_finding *lint_keep(dg_list *all, const dg_finding *f, dg_severity sev)
{
    dg_finding *n = dg_add(all, f->file, f->line, f->col, sev, f->rule_id, "%s", f->message ? f->message : "");
    n->end_line = f->end_line;
    n->end_col = f->end_col;
    if (f->suggestion) dg_set_suggestion(n, f->suggestion);
    return n;
}

/* Lints the files and keeps the findings the configuration, suppressions and selection let
 * through in all, with items[k] telling whether all.v[k] fails the run as a warning (werror),
 * sorted. */
static void lint_collect(lint_run *r, const lint_strs *files, dg_list *all, lint_items *items)
{
    const cu_options *o = r->o;
    lint_result *res = lint_translate_all(r, files);
    if (o->verbose && files->n) {
        /* a file is parsed again in the other mode or in its includers' context only when
         * its first parse has errors (parse.c): the cost of that, per run */
        size_t nparses = 0, again = 0;
        for (size_t i = 0; i < files->n; i++) {
            nparses += res[i].parses;
            again += res[i].parses > 1;
        }
        ut_note("%zu parse%s of %zu file%s (%.2f per file), %zu file%s parsed more than once",
                nparses, nparses == 1 ? "" : "s", files->n, files->n == 1 ? "" : "s",
                (double)nparses / (double)files->n, again, again == 1 ? "" : "s");
    }
    int each_parse = o->verbose || any_names_parse(&r->cli_select);
    lint_spellings sp = { 0 };
    for (size_t i = 0; i < files->n; i++) spelling_of(&sp, files->v[i]);
    /* one note per file for the whole run: a header's parse problems reached from several
     * linted files (its own and its includers') are one note */
    lint_parse_notes pn = { 0 };
    for (size_t i = 0; i < files->n; i++) {
        int bad;
        const lint_config *cfg = config_for_file(r, files->v[i], &bad);
        if (bad) continue;
        lint_result *lr = &res[i];
        if (lr->status == TR_INPUT_ERROR || lr->status == TR_PARSE_FAILED || lr->status == TR_EDIT_CONFLICT) {
            dg_print_text(stderr, &lr->diags);
            int code = lr->status == TR_INPUT_ERROR ? CU_EXIT_USAGE : CU_EXIT_INTERNAL;
            if (code > r->status) r->status = code;
            continue;
        }
        if (lr->status == LINT_CRASHED && CU_EXIT_INTERNAL > r->status) r->status = CU_EXIT_INTERNAL;
        int werror = o->werror || (cfg && cfg->werror == 1);
        supps_for(r, files->v[i]);   /* reads its suppression comments: malformed ones are findings */
        for (size_t k = 0; k < lr->diags.n; k++) {
            dg_finding *f = &lr->diags.v[k];
            const char *shown = f->file ? spelling_of(&sp, f->file) : NULL;
            if (shown && strcmp(shown, f->file) != 0) {
                free(f->file);
                f->file = ut_xstrdup(shown);
            }
        }
        for (size_t k = 0; k < lr->diags.n; k++) {
            dg_finding *f = &lr->diags.v[k];
            dg_severity sev;
            if (shadowed(&lr->diags, f, r->rules) || !keep_finding(r, cfg, f, &sev)) continue;
            if (!each_parse && f->rule_id && strcmp(f->rule_id, "parse") == 0) {
                parse_note_add(&pn, f, sev);
                continue;
            }
            dg_finding *n = lint_keep(all, f, sev);
            if (!n->end_col) token_end(r->src, n);
        }
        /* remember which findings came from a werror scope (pointers are fixed after the loop) */
        while (items->n < all->n) ut_vec_push(items, (lint_item){ NULL, werror });
    }
    parse_notes_flush(&pn, all, r->src);
    while (items->n < all->n) ut_vec_push(items, (lint_item){ NULL, 0 });   /* notes never fail a run */
    lint_results_free(res, files->n);
    spellings_free(&sp);
    /* malformed suppression comments are findings too (filtered like the others) */
    for (size_t k = 0; k < r->extra.n; k++) {
        int bad;
        const dg_finding *f = &r->extra.v[k];
        const lint_config *cfg = config_for_file(r, f->file, &bad);
        dg_severity sev;
        if (bad || !keep_finding(r, cfg, f, &sev)) continue;
        dg_finding *n = lint_keep(all, f, sev);
        if (!n->end_col || (n->end_line == n->line && n->end_col <= n->col)) token_end(r->src, n);
        if (n->end_line == n->line && n->end_col <= n->col) n->end_col = n->col + 1;
        ut_vec_push(items, (lint_item){ NULL, o->werror || (cfg && cfg->werror == 1) });
    }
    for (size_t k = 0; k < items->n; k++) items->v[k].f = &all->v[k];
    if (items->n > 1) qsort(items->v, items->n, sizeof *items->v, cmp_item);
}

/* The findings of a run once duplicates are merged: all that are kept (for --write-baseline),
 * and those not in the baseline (reported), each with its fingerprint. */
typedef struct lint_out {
    dg_list kept;
    char **kept_fps;       /* kept_fps[i]: fingerprint of kept.v[i] (owned) */
    dg_list out;
    char **fps;            /* fps[i]: fingerprint of out.v[i] (borrowed from kept_fps) */
    int *werr;             /* werr[i]: out.v[i] fails the run as a warning */
} lint_out;

static void lint_out_free(lint_out *lo)
{
    for (size_t k = 0; k < lo->kept.n; k++) free(lo->kept_fps[k]);
    free(lo->kept_fps);
    free(lo->fps);
    free(lo->werr);
    dg_free(&lo->kept);
    dg_free(&lo->out);
}

/* Merges the same finding reached through several units, fingerprints each (the occurrence
 * counts earlier kept findings of the same rule, file and normalised line text), and drops
 * those of the baseline. */
static void lint_dedupe(lint_run *r, const lint_items *items, const lint_strs *baseline, lint_out *lo)
{
    const char *base = r->o->base_dir ? r->o->base_dir : ".";
    dg_init(&lo->kept);
    dg_init(&lo->out);
    lo->kept_fps = ut_xcalloc(items->n + 1, sizeof *lo->kept_fps);
    lo->fps = ut_xcalloc(items->n + 1, sizeof *lo->fps);
    lo->werr = ut_xcalloc(items->n + 1, sizeof *lo->werr);
    for (size_t k = 0; k < items->n; k++) {
        const dg_finding *f = items->v[k].f;
        if (k > 0 && cmp_item(&items->v[k - 1], &items->v[k]) == 0) continue;   /* same finding via two TUs */
        char *rel = rp_relpath(base, f->file);
        size_t len = 0;
        const char *ln = f->line ? rp_sources_line(r->src, f->file, f->line, &len) : NULL;
        char *probe = lint_fingerprint(f->rule_id, rel, ln, len, 0);
        unsigned occ = 0;
        for (size_t j = lo->kept.n; j-- > 0;) {
            if (strcmp(lo->kept.v[j].file ? lo->kept.v[j].file : "", f->file ? f->file : "") != 0) break;
            size_t pl = strlen(probe) - 2;   /* compare the hash part, without ":0" */
            if (strncmp(lo->kept_fps[j], probe, pl) == 0 && lo->kept_fps[j][pl] == ':') occ++;
        }
        free(probe);
        char *fp = lint_fingerprint(f->rule_id, rel, ln, len, occ);
        free(rel);
        lint_keep(&lo->kept, f, f->sev);
        lo->kept_fps[lo->kept.n - 1] = fp;
        if (baseline->n && bsearch(&fp, baseline->v, baseline->n, sizeof(char *), cmp_str)) {
            r->baselined++;
            continue;
        }
        lint_keep(&lo->out, f, f->sev);
        lo->fps[lo->out.n - 1] = fp;
        lo->werr[lo->out.n - 1] = items->v[k].werror;
    }
}

/* SARIF lists the rules of the findings that are not in the reference table too: a copy of
 * the table with those added (the caller frees it; *n gets its length). */
static rp_rule *lint_sarif_rules(const dg_list *out, const rl_table *rules, size_t *n)
{
    rp_rule *ext = ut_xcalloc(lint_nrules + out->n + 1, sizeof *ext);
    memcpy(ext, lint_rules, lint_nrules * sizeof *ext);
    size_t nr = lint_nrules;
    for (size_t k = 0; k < out->n; k++) {
        const char *id = out->v[k].rule_id;
        if (!id) continue;
        int seen = 0;
        for (size_t j = 0; j < nr && !seen; j++) seen = strcmp(ext[j].id, id) == 0;
        if (seen) continue;
        const rl_rule *tr = rl_lookup_id(rules, id);
        rp_rule *x = &ext[nr++];
        x->id = id;
        x->sev = out->v[k].sev;
        x->short_desc = tr && tr->cuda ? tr->cuda : id;
        x->full_desc = tr && tr->reason ? tr->reason : out->v[k].message;
        x->help = tr && tr->hip ? tr->hip : (out->v[k].suggestion ? out->v[k].suggestion : out->v[k].message);
    }
    *n = nr;
    return ext;
}

/* Writes the findings in fmt (with the summary line in text mode); the run's exit status. */
static int lint_report(lint_run *r, cu_format fmt, const lint_out *lo, rp_options *ro, size_t nfiles)
{
    const cu_options *o = r->o;
    int rc = r->status;
    const dg_list *out = &lo->out;
    size_t failing = 0, cnt[3] = {0, 0, 0}, with_findings = 0;
    for (size_t k = 0; k < out->n; k++) {
        cnt[out->v[k].sev]++;
        with_findings += k == 0 || strcmp(out->v[k].file ? out->v[k].file : "",
                                          out->v[k - 1].file ? out->v[k - 1].file : "") != 0;
        if (out->v[k].sev == DG_ERROR || (out->v[k].sev == DG_WARNING && lo->werr[k])) failing++;
    }
    rp_rule *rules_ext = NULL;
    if (fmt == CU_FMT_SARIF) {
        rules_ext = lint_sarif_rules(out, r->rules, &ro->nrules);
        ro->rules = rules_ext;
        ro->base_dir = o->base_dir ? o->base_dir : ".";
    }
    int werr_out = rp_write(stdout, fmt, out, ro) != 0 || fflush(stdout) != 0;
    free(rules_ext);
    if (werr_out) {
        ut_warn("cannot write the lint output");
        rc = CU_EXIT_USAGE;
    }
    if (!o->quiet && (fmt == CU_FMT_TEXT) && (out->n || r->suppressed || r->baselined)) {
        ut_buf more = {0};
        if (r->suppressed) ut_buf_printf(&more, ", %zu suppressed", r->suppressed);
        if (r->baselined) ut_buf_printf(&more, ", %zu in the baseline", r->baselined);
        ut_note("%zu finding%s (%zu error%s, %zu warning%s, %zu note%s) in %zu file%s; "
                "%zu file%s linted%s",
                out->n, out->n == 1 ? "" : "s", cnt[DG_ERROR], cnt[DG_ERROR] == 1 ? "" : "s",
                cnt[DG_WARNING], cnt[DG_WARNING] == 1 ? "" : "s", cnt[DG_NOTE], cnt[DG_NOTE] == 1 ? "" : "s",
                with_findings, with_findings == 1 ? "" : "s", nfiles, nfiles == 1 ? "" : "s",
                more.s ? more.s : "");
        ut_buf_free(&more);
    }
    if (rc == CU_EXIT_OK && failing) rc = CU_EXIT_FINDINGS;
    return rc;
}

int lint_main(const cu_options *o)
{
    cu_format fmt = o->format == CU_FMT_DEFAULT ? CU_FMT_TEXT : o->format;
    if (fmt == CU_FMT_CSV) return usage("--format=csv is for run reports; --lint writes text, json, sarif, github or md");
    if (o->inputs.n == 0) return usage("--lint needs at least one file or directory");
    if (o->in_place || o->out_dir) return usage("--lint writes no translation: --in-place and --out-dir do not apply");

    int rc = CU_EXIT_USAGE;
    lint_run r;
    memset(&r, 0, sizeof r);
    lint_strs baseline = {0}, files = {0};
    dg_list all;          /* owns every kept finding */
    dg_init(&all);
    lint_items items = {0};
    lint_out lo;
    memset(&lo, 0, sizeof lo);
    if (lint_setup(&r, o, &baseline) != 0)
        goto out;
    lint_inputs(&r, &files);
    r.src = rp_sources_new();
    lint_collect(&r, &files, &all, &items);
    lint_dedupe(&r, &items, &baseline, &lo);

    rp_options ro;
    memset(&ro, 0, sizeof ro);
    ro.base_dir = o->base_dir;
    ro.rules = lint_rules;
    ro.nrules = lint_nrules;
    ro.sources = r.src;
    ro.fingerprints = (const char *const *)lo.fps;
    if (o->write_baseline) {
        rp_options bo = ro;
        bo.base_dir = o->base_dir ? o->base_dir : ".";
        rc = r.status;
        if (write_baseline(o->write_baseline, &lo.kept, lo.kept_fps, &bo))
            rc = CU_EXIT_USAGE;
        else if (!o->quiet)
            ut_note("wrote a baseline of %zu finding%s to '%s'", lo.kept.n, lo.kept.n == 1 ? "" : "s",
                    o->write_baseline);
    } else {
        rc = lint_report(&r, fmt, &lo, &ro, files.n);
    }
out:
    lint_out_free(&lo);
    ut_vec_free(&items);
    dg_free(&all);
    strs_free(&files);
    strs_free(&baseline);
    run_free(&r);
    return rc;
}
