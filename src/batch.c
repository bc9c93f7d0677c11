/* batch.c - whole-codebase migration: collects the files of trees, file lists and compile
 * databases under one source root, translates the CUDA sources in parallel (jobs.c, one
 * tr_session per worker) with their project headers edited in the same translation unit,
 * keeps one translation per header (the file's own, else that of the first unit including it,
 * warning when units disagree), translates build files (buildfiles.c), copies the rest, writes
 * everything atomically to --out-dir or in place, and reports (runreport.c). Unchanged units
 * are taken from the incremental cache (cache.c). Output does not depend on -j: every choice is
 * made in the sorted order of the files, after all workers are done. */
#define _GNU_SOURCE
#include "options.h"

#include <errno.h>
#include <dirent.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "buildfiles.h"
#include "cache.h"
#include "compdb.h"
#include "jobs.h"
#include "runreport.h"
#include "translate.h"
#include "util.h"

#ifndef CU2HIP_VERSION
#define CU2HIP_VERSION "0"
#endif

#define BT_BACKUP_SUFFIX ".orig"    /* as the single-file driver */

/* ------------------------------------------------------------------ data */

typedef enum { BT_SOURCE, BT_HEADER, BT_CMAKE, BT_MAKE, BT_OTHER } bt_kind;
static const char *const bt_kind_names[] = { "source", "header", "cmake", "make", "other" };

typedef struct bt_out {
    char *rel;              /* file written, relative to the root (before renaming) */
    char *text;             /* final text (include fixes applied) */
    size_t len;
    int changed;
    dg_stats stats;         /* counters of this file's own edits: what the report shows for it */
} bt_out;

#define BT_CRASHED 100     /* bt_unit.status: its worker process crashed (no output) */

typedef struct bt_unit {
    int status;             /* tr_status, or BT_CRASHED */
    int cached;
    double seconds;
    dg_list diags;          /* file names relative to the root where possible */
    dg_stats stats;         /* the unit's counters (all its files; a failed unit has no outs) */
    bt_out *outs;
    size_t nouts;
    long order;             /* position among the units (lower wins for headers) */
} bt_unit;

typedef struct bt_file {
    char *rel;
    char *abs;              /* real path */
    bt_kind kind;
    int listed;             /* in the input set (else discovered as an included header) */
    int cuda;               /* C/C++ file that uses CUDA (or .cu/.cuh) */
    int mine;               /* this shard handles it */
    int textual_incl;       /* shard mode: included by some unit source (by file name) */
    const cd_entry *cd;
    bt_unit *unit;          /* translated as its own unit */
    bt_unit *win;           /* unit whose output for this file is kept */
    const char *via;        /* rel of that unit when it is not the file itself */
    bt_out *wout;
    long lines;
    const char *status;     /* report status, set when written */
    char *bf_text;          /* build files: translated text */
    size_t bf_len;
    dg_stats bf_stats;
    dg_list extra;          /* findings of this file added by the driver (build files too) */
} bt_file;

typedef struct bt_memo_ent { char *rel; ch_hash h; int ok; } bt_memo_ent;

typedef struct bt_run {
    const cu_options *o;
    rl_table *rules;
    char *root;             /* real path of the source root */
    char *root_disp;        /* as shown in messages */
    char *out_dir;          /* absolute, or NULL */
    char *cache_dir;        /* NULL = no cache */
    char *cuda_real;
    cd_db db;
    int have_db;
    bt_file *f;
    size_t nf, cf;
    /* index of files by rel (open addressing), rebuilt as files are added */
    size_t *idx;
    size_t nidx;
    ch_hash global_key;
    /* content hashes of project headers, shared by the workers */
    pthread_mutex_t memo_mu;
    bt_memo_ent *memo;
    size_t nmemo, cmemo;
    /* units of the phase being run */
    size_t *units;
    size_t nunits;
    long next_order;
    jb_progress prog;
    int failed;
    int crashed;            /* units whose worker process crashed (the run exits 3) */
} bt_run;

static double bt_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ options */

int batch_wanted(const cu_options *o)
{
    if (o->lint || o->list_rules)
        return 0;
    if (o->files_from || o->compdb_dir || o->report || o->shard_count || o->merge_reports.n ||
        o->rename_ext)
        return 1;
    for (size_t i = 0; i < o->inputs.n; i++)
        if (ut_is_dir(o->inputs.v[i]))
            return 1;
    return 0;
}

/* ------------------------------------------------------------------ paths and globs */

static char *bt_real(const char *p)
{
    char buf[PATH_MAX];
    if (realpath(p, buf))
        return ut_xstrdup(buf);
    return NULL;
}

/* Absolute, lexically normalised form of p (no file system access). */
static char *bt_abs(const char *p)
{
    if (p[0] == '/')
        return ut_path_normalize(p);
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        return ut_path_normalize(p);
    char *j = ut_path_join(cwd, p);
    char *n = ut_path_normalize(j);
    free(j);
    return n;
}

/* rel of abs under dir (both normalised), or NULL when abs is not below dir. */
static const char *bt_under(const char *dir, const char *abs)
{
    size_t n = strlen(dir);
    if (strcmp(dir, "/") == 0)
        return abs + 1;
    if (strncmp(abs, dir, n) == 0 && abs[n] == '/')
        return abs + n + 1;
    return NULL;
}

static int bt_excluded(const bt_run *r, const char *rel)
{
    for (size_t i = 0; i < r->o->excludes.n; i++)
        if (cd_glob_match(r->o->excludes.v[i], rel))
            return 1;
    return 0;
}

static int bt_included(const bt_run *r, const char *rel)
{
    if (!r->o->includes.n)
        return 1;
    for (size_t i = 0; i < r->o->includes.n; i++)
        if (cd_glob_match(r->o->includes.v[i], rel))
            return 1;
    return 0;
}

/* rel of a real path that cu2hip may write: under the root, not excluded, not in the output or
 * cache directory, not in the CUDA installation. */
static const char *bt_project_rel(const bt_run *r, const char *real)
{
    const char *rel = bt_under(r->root, real);
    if (!rel || !*rel)
        return NULL;
    if ((r->out_dir && (bt_under(r->out_dir, real) || strcmp(r->out_dir, real) == 0)) ||
        (r->cache_dir && bt_under(r->cache_dir, real)) ||
        (r->cuda_real && bt_under(r->cuda_real, real)))
        return NULL;
    if (bt_excluded(r, rel))
        return NULL;
    return rel;
}

static char *bt_renamed_rel(const bt_run *r, const char *rel)
{
    char *n = r->o->rename_ext ? bf_renamed(rel) : NULL;
    return n ? n : ut_xstrdup(rel);
}

/* ------------------------------------------------------------------ file table */

static size_t bt_hash_str(const char *s)
{
    size_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static void bt_index_rebuild(bt_run *r)
{
    free(r->idx);
    r->nidx = 64;
    while (r->nidx < r->nf * 2 + 16)
        r->nidx *= 2;
    r->idx = ut_xmalloc(r->nidx * sizeof *r->idx);
    for (size_t i = 0; i < r->nidx; i++)
        r->idx[i] = (size_t)-1;
    for (size_t i = 0; i < r->nf; i++) {
        size_t h = bt_hash_str(r->f[i].rel) & (r->nidx - 1);
        while (r->idx[h] != (size_t)-1)
            h = (h + 1) & (r->nidx - 1);
        r->idx[h] = i;
    }
}

static long bt_find(const bt_run *r, const char *rel)
{
    if (!r->nidx)
        return -1;
    size_t h = bt_hash_str(rel) & (r->nidx - 1);
    while (r->idx[h] != (size_t)-1) {
        if (strcmp(r->f[r->idx[h]].rel, rel) == 0)
            return (long)r->idx[h];
        h = (h + 1) & (r->nidx - 1);
    }
    return -1;
}

static bt_kind bt_classify(const char *rel)
{
    switch (bf_classify(rel)) {
    case BF_CMAKE: return BT_CMAKE;
    case BF_MAKE: return BT_MAKE;
    default: break;
    }
    const char *b = ut_basename(rel), *d = strrchr(b, '.');
    if (!d)
        return BT_OTHER;
    static const char *const src[] = { ".cu", ".c", ".cc", ".cpp", ".cxx", ".C", ".c++", ".hip", NULL };
    static const char *const hdr[] = { ".cuh", ".h", ".hh", ".hpp", ".hxx", ".H", ".h++", ".inl",
                                       ".ipp", ".tpp", ".inc", ".cuinl", NULL };
    for (size_t i = 0; src[i]; i++)
        if (strcmp(d, src[i]) == 0)
            return BT_SOURCE;
    for (size_t i = 0; hdr[i]; i++)
        if (strcmp(d, hdr[i]) == 0)
            return BT_HEADER;
    return BT_OTHER;
}

static int bt_ends(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static bt_file *bt_add(bt_run *r, const char *real, const char *rel, int listed)
{
    long k = bt_find(r, rel);
    if (k >= 0) {
        r->f[k].listed |= listed;
        return &r->f[k];
    }
    if (r->nf == r->cf) {
        r->cf = r->cf ? r->cf * 2 : 256;
        r->f = ut_xrealloc(r->f, r->cf * sizeof *r->f);
    }
    bt_file *f = &r->f[r->nf++];
    memset(f, 0, sizeof *f);
    f->rel = ut_xstrdup(rel);
    f->abs = ut_xstrdup(real);
    f->kind = bt_classify(rel);
    f->listed = listed;
    dg_init(&f->extra);
    dg_stats_init(&f->bf_stats);
    if (r->nf * 2 + 16 > r->nidx)
        bt_index_rebuild(r);
    else {
        size_t h = bt_hash_str(f->rel) & (r->nidx - 1);
        while (r->idx[h] != (size_t)-1)
            h = (h + 1) & (r->nidx - 1);
        r->idx[h] = r->nf - 1;
    }
    return f;
}

/* ------------------------------------------------------------------ collecting inputs */

static int bt_skip_dir(const bt_run *r, const char *real, const char *name)
{
    if (strcmp(name, ".git") == 0 || strcmp(name, ".svn") == 0 || strcmp(name, ".hg") == 0 ||
        strcmp(name, ".cu2hip-cache") == 0)
        return 1;
    if (r->out_dir && strcmp(real, r->out_dir) == 0)
        return 1;
    if (r->cache_dir && strcmp(real, r->cache_dir) == 0)
        return 1;
    return 0;
}

static int bt_name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void bt_walk(bt_run *r, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "cu2hip: cannot read directory '%s': %s\n", dir, strerror(errno));
        r->failed++;
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            names = ut_xrealloc(names, cap * sizeof *names);
        }
        names[n++] = ut_xstrdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, bt_name_cmp);
    for (size_t i = 0; i < n; i++) {
        char *p = ut_path_join(dir, names[i]);
        struct stat st;
        const char *rel = bt_under(r->root, p);
        if (lstat(p, &st) != 0 || !rel || bt_excluded(r, rel)) {
            free(p);
            free(names[i]);
            continue;
        }
        if (S_ISDIR(st.st_mode)) {
            if (!bt_skip_dir(r, p, names[i]))
                bt_walk(r, p);
        } else if (S_ISREG(st.st_mode) && bt_included(r, rel)) {
            bt_add(r, p, rel, 1);
        }
        /* Symbolic links are not followed: a link into the tree would be translated twice. */
        free(p);
        free(names[i]);
    }
    free(names);
}

/* Adds a named file (command line, --files-from, compile database). */
static void bt_add_named(bt_run *r, const char *given, const cd_entry *cd)
{
    char *real = bt_real(given);
    const char *rel = real ? bt_under(r->root, real) : NULL;
    if (!real || !rel || ut_is_dir(real)) {
        fprintf(stderr, "cu2hip: %s '%s'%s\n", !real ? "cannot read" : "not under the source root:",
                given, !real ? ": no such file" : "");
        r->failed++;
        free(real);
        return;
    }
    if (!bt_excluded(r, rel)) {
        bt_file *f = bt_add(r, real, rel, 1);
        if (cd)
            f->cd = cd;
    }
    free(real);
}

/* The deepest directory containing every path (real paths). */
static char *bt_common_dir(char *const *paths, size_t n)
{
    if (!n)
        return ut_xstrdup("/");
    char *c = ut_xstrdup(paths[0]);
    for (size_t i = 1; i < n; i++) {
        while (strcmp(c, "/") != 0 && strcmp(c, paths[i]) != 0 && !bt_under(c, paths[i])) {
            char *d = ut_dirname(c);
            free(c);
            c = d;
        }
    }
    return c;
}

/* ------------------------------------------------------------------ header content hashes */

static int bt_memo_hash(bt_run *r, const char *rel, ch_hash *out)
{
    pthread_mutex_lock(&r->memo_mu);
    for (size_t i = 0; i < r->nmemo; i++) {
        if (strcmp(r->memo[i].rel, rel) == 0) {
            *out = r->memo[i].h;
            int ok = r->memo[i].ok;
            pthread_mutex_unlock(&r->memo_mu);
            return ok ? 0 : -1;
        }
    }
    pthread_mutex_unlock(&r->memo_mu);
    char *p = ut_path_join(r->root, rel), *buf = NULL, err[256];
    size_t len = 0;
    int ok = ut_read_file(p, &buf, &len, err, sizeof err) == 0;
    free(p);
    ch_hash h = ok ? ch_hash_bytes(buf, len) : ch_hash_start();
    free(buf);
    pthread_mutex_lock(&r->memo_mu);
    if (r->nmemo == r->cmemo) {
        r->cmemo = r->cmemo ? r->cmemo * 2 : 64;
        r->memo = ut_xrealloc(r->memo, r->cmemo * sizeof *r->memo);
    }
    r->memo[r->nmemo].rel = ut_xstrdup(rel);
    r->memo[r->nmemo].h = h;
    r->memo[r->nmemo].ok = ok;
    r->nmemo++;
    pthread_mutex_unlock(&r->memo_mu);
    *out = h;
    return ok ? 0 : -1;
}

/* ------------------------------------------------------------------ include fixes */

/* -I directories of a file: its compile database entry, then the command line. */
static void bt_include_dirs(const bt_run *r, const cd_entry *cd, cd_args *dirs)
{
    for (int i = 0; cd && i < cd->args.n; i++) {
        const char *a = cd->args.v[i];
        if (strncmp(a, "-I", 2) == 0 && a[2])
            cd_args_push(dirs, a + 2);
        else if ((strcmp(a, "-isystem") == 0 || strcmp(a, "-iquote") == 0) && i + 1 < cd->args.n)
            cd_args_push(dirs, cd->args.v[++i]);
    }
    for (size_t i = 0; i < r->o->clang_args.n; i++) {
        const char *a = r->o->clang_args.v[i];
        const char *dir = NULL;
        /* options.c stores "-I DIR" as two arguments; "-IDIR" comes after "--" */
        if (strncmp(a, "-I", 2) == 0 && a[2])
            dir = a + 2;
        else if ((!strcmp(a, "-I") || !strcmp(a, "-isystem") || !strcmp(a, "-iquote")) &&
                 i + 1 < r->o->clang_args.n)
            dir = r->o->clang_args.v[++i];
        if (dir) {
            char *abs = bt_abs(dir);
            cd_args_push(dirs, abs);
            free(abs);
        }
    }
}

typedef struct bt_resolver {
    const bt_run *r; char *dir; const cd_entry *cd; cd_args dirs; int have;
    dg_list *diags; const char *rel;   /* where to warn about includes left dangling */
} bt_resolver;

/* A project file (written, so renamed) that an #include name may mean: the name itself or a
 * path ending in "/name". NULL when none. */
static const char *bt_project_named(const bt_run *r, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < r->nf; i++) {
        const char *rel = r->f[i].rel;
        size_t m = strlen(rel);
        if ((m == n && !strcmp(rel, name)) || (m > n && rel[m - n - 1] == '/' && !strcmp(rel + m - n, name)))
            return rel;
    }
    return NULL;
}

/* bf_resolve_fn: the include names a file under the root that is written (and so renamed). */
static int bt_resolve(void *ud, const char *name, int quoted, unsigned line)
{
    bt_resolver *x = ud;
    if (!x->have) {
        bt_include_dirs(x->r, x->cd, &x->dirs);
        x->have = 1;
    }
    char *found = NULL;
    if (quoted) {
        char *c = ut_path_join(x->dir, name);
        found = bt_real(c);
        free(c);
    }
    for (int k = 0; !found && k < x->dirs.n; k++) {
        char *c = ut_path_join(x->dirs.v[k], name);
        found = bt_real(c);
        free(c);
    }
    int hit = found && bt_project_rel(x->r, found);
    const char *other;
    if (!found && x->diags && (other = bt_project_named(x->r, name)) != NULL) {
        /* not on the include path (a -I this run was not given): the header is renamed all
         * the same, and this #include would name a file that is no longer there */
        char *renamed = bf_renamed(other);
        dg_add(x->diags, x->rel, line, 1, DG_WARNING, "include.rename-ext",
               "#include %c%s%c not updated: it is not found on the include path, but the "
               "project file '%s' is renamed to '%s'; add its directory with -I or fix the "
               "include by hand", quoted ? '"' : '<', name, quoted ? '"' : '>', other,
               renamed ? renamed : other);
        free(renamed);
    }
    free(found);
    return hit;
}

/* With --rename-ext, fixes the #includes of the file at abs that name renamed project files;
 * includes of renamed project files that cannot be resolved are reported to diags (as rel). */
static char *bt_fix_includes(const bt_run *r, const char *abs, const cd_entry *cd, const char *t,
                             size_t n, size_t *outlen, long *count, dg_list *diags, const char *rel)
{
    *count = 0;
    if (!r->o->rename_ext)
        return NULL;
    bt_resolver x = { r, ut_dirname(abs), cd, { 0 }, 0, diags, rel };
    char *res = bf_fix_includes(t, n, bt_resolve, &x, outlen, count);
    free(x.dir);
    cd_args_free(&x.dirs);
    return res;
}

/* An unreadable input, with the root-relative name in the message (reports do not depend on
 * where the tree is). */
static void bt_input_error(dg_list *l, const bt_file *f, const char *err)
{
    ut_buf b = { 0 };
    const char *p = strstr(err, f->abs);
    if (p) {
        ut_buf_append(&b, err, (size_t)(p - err));
        ut_buf_puts(&b, f->rel);
        ut_buf_puts(&b, p + strlen(f->abs));
    } else {
        ut_buf_puts(&b, err);
    }
    dg_add(l, f->rel, 0, 0, DG_ERROR, "input", "%s", b.s);
    ut_buf_free(&b);
}

/* ------------------------------------------------------------------ one unit */

typedef struct bt_seen { char *clang; char *rel; } bt_seen;

typedef struct bt_worker {
    bt_run *r;
    tr_session *s;
} bt_worker;

typedef struct bt_call {
    bt_run *r;
    bt_seen *v;
    size_t n, cap;
} bt_call;

static const char *bt_call_rel(const bt_call *c, const char *clang)
{
    for (size_t i = 0; i < c->n; i++)
        if (strcmp(c->v[i].clang, clang) == 0)
            return c->v[i].rel;
    return NULL;
}

/* tr_request.editable: project headers are edited in the same unit; remembers their names. */
static int bt_editable(void *ud, const char *path)
{
    bt_call *c = ud;
    for (size_t i = 0; i < c->n; i++)
        if (strcmp(c->v[i].clang, path) == 0)
            return c->v[i].rel != NULL;
    char *real = bt_real(path);
    const char *rel = real ? bt_project_rel(c->r, real) : NULL;
    if (c->n == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 16;
        c->v = ut_xrealloc(c->v, c->cap * sizeof *c->v);
    }
    c->v[c->n].clang = ut_xstrdup(path);
    c->v[c->n].rel = rel ? ut_xstrdup(rel) : NULL;
    c->n++;
    free(real);
    return rel != NULL;
}

/* Adds an output; takes text, copies stats (may be NULL). */
static bt_out *bt_unit_add_out(bt_unit *u, const char *rel, char *text, size_t len, int changed,
                               const dg_stats *stats)
{
    u->outs = ut_xrealloc(u->outs, (u->nouts + 1) * sizeof *u->outs);
    bt_out *o = &u->outs[u->nouts++];
    o->rel = ut_xstrdup(rel);
    o->text = text;
    o->len = len;
    o->changed = changed;
    dg_stats_init(&o->stats);
    if (stats)
        dg_stats_merge(&o->stats, stats);
    return o;
}

static void bt_unit_drop_outs(bt_unit *u)
{
    for (size_t i = 0; i < u->nouts; i++) {
        free(u->outs[i].rel);
        free(u->outs[i].text);
        dg_stats_free(&u->outs[i].stats);
    }
    free(u->outs);
    u->outs = NULL;
    u->nouts = 0;
}

static ch_hash bt_unit_key(const bt_run *r, const bt_file *f, const char *buf, size_t len)
{
    ch_hash h = r->global_key;
    ch_hash_str(&h, f->rel);
    ch_hash c = ch_hash_bytes(buf, len);
    ch_hash_u64(&h, c.a);
    ch_hash_u64(&h, c.b);
    for (int i = 0; f->cd && i < f->cd->args.n; i++)
        ch_hash_str(&h, f->cd->args.v[i]);
    return h;
}

/* Takes a cache entry when every project header it read is unchanged. */
static int bt_from_cache(bt_run *r, const bt_file *f, ch_hash key, bt_unit *u)
{
    ch_entry e;
    if (ch_load(r->cache_dir, f->rel, key, &e) != 0)
        return -1;
    for (size_t i = 0; i < e.ndeps; i++) {
        ch_hash h;
        if (bt_memo_hash(r, e.deps[i].path, &h) != 0 || !ch_hash_eq(h, e.deps[i].hash)) {
            ch_entry_free(&e);
            return -1;
        }
    }
    u->status = e.status;
    u->cached = 1;
    u->seconds = 0;
    dg_append(&u->diags, &e.diags);
    dg_stats_merge(&u->stats, &e.stats);
    for (size_t i = 0; i < e.nouts; i++) {
        ch_output *o = &e.outs[i];
        char *text = o->text;
        size_t len = o->len;
        if (!text) {
            /* Stored unchanged: the output is the input itself. */
            char *p = ut_path_join(r->root, o->path), err[256];
            int rc = ut_read_file(p, &text, &len, err, sizeof err);
            free(p);
            if (rc != 0) {
                ch_entry_free(&e);
                return -1;
            }
        } else {
            o->text = NULL;
        }
        bt_unit_add_out(u, o->path, text, len, o->changed, &o->stats);
    }
    ch_entry_free(&e);
    return 0;
}

static void bt_unit_store(bt_run *r, const bt_file *f, ch_hash key, const bt_unit *u,
                          const bt_call *call)
{
    ch_entry e;
    ch_entry_init(&e);
    e.name = ut_xstrdup(f->rel);
    e.key = key;
    e.status = u->status;
    e.seconds = u->seconds;
    for (size_t i = 0; i < call->n; i++) {
        ch_hash h;
        if (call->v[i].rel && bt_memo_hash(r, call->v[i].rel, &h) == 0)
            ch_entry_add_dep(&e, call->v[i].rel, h);
    }
    for (size_t i = 0; i < u->nouts; i++)
        ch_entry_add_output(&e, u->outs[i].rel, u->outs[i].changed ? u->outs[i].text : NULL,
                            u->outs[i].len, u->outs[i].changed, &u->outs[i].stats);
    dg_append(&e.diags, &u->diags);
    dg_stats_merge(&e.stats, &u->stats);
    ch_store(r->cache_dir, &e);
    ch_entry_free(&e);
}

static void *bt_worker_init(void *ud)
{
    bt_worker *w = ut_xcalloc(1, sizeof *w);
    w->r = ud;
    return w;
}

static void bt_worker_fini(void *wctx, void *ud)
{
    (void)ud;
    bt_worker *w = wctx;
    tr_session_free(w->s);
    free(w);
}

static void bt_work(void *wctx, size_t item, void *ud)
{
    bt_worker *w = wctx;
    bt_run *r = ud;
    bt_file *f = &r->f[r->units[item]];
    bt_unit *u = f->unit;
    char *buf = NULL, err[1024];
    size_t len = 0;
    jb_test_point(f->abs);
    if (ut_read_file(f->abs, &buf, &len, err, sizeof err) != 0) {
        u->status = TR_INPUT_ERROR;
        bt_input_error(&u->diags, f, err);
        return;
    }
    ch_hash key = bt_unit_key(r, f, buf, len);
    free(buf);
    if (r->cache_dir && !r->o->force && bt_from_cache(r, f, key, u) == 0)
        return;

    if (!w->s)
        w->s = tr_session_new(r->o, r->rules);
    bt_call call = { .r = r };
    tr_request req = { .path = f->abs, .editable = bt_editable, .editable_ud = &call };
    if (f->cd) {
        req.args = (const char *const *)f->cd->args.v;
        req.nargs = f->cd->args.n;
    }
    tr_result res;
    u->status = tr_translate(w->s, &req, &res);
    u->seconds = res.seconds;
    dg_stats_merge(&u->stats, &res.stats);
    for (size_t i = 0; i < res.diags.n; i++) {
        dg_finding *d = &res.diags.v[i];
        const char *rel = !d->file ? NULL : strcmp(d->file, f->abs) == 0 ? f->rel : bt_call_rel(&call, d->file);
        if (rel) {
            free(d->file);
            d->file = ut_xstrdup(rel);
        }
    }
    dg_append(&u->diags, &res.diags);
    for (size_t i = 0; u->status == TR_OK && i < res.noutputs; i++) {
        tr_output *o = &res.outputs[i];
        const char *rel = i == 0 ? f->rel : bt_call_rel(&call, o->path);
        if (!rel)
            continue;
        long n = 0;
        size_t nl = 0;
        const cd_entry *cd = f->cd;
        char *abs = ut_path_join(r->root, rel);
        char *fixed = bt_fix_includes(r, abs, cd, o->text, o->len, &nl, &n, &u->diags, rel);
        free(abs);
        int changed = o->changed;
        if (fixed) {
            dg_count(&u->stats, "include.renamed", n);
            dg_count(&o->stats, "include.renamed", n);
            free(o->text);
            o->text = fixed;
            o->len = nl;
            changed = 1;
        }
        bt_unit_add_out(u, rel, o->text, o->len, changed, &o->stats);
        o->text = NULL;
    }
    tr_result_free(&res);
    if (r->cache_dir && u->status == TR_OK)
        bt_unit_store(r, f, key, u, &call);
    for (size_t i = 0; i < call.n; i++) {
        free(call.v[i].clang);
        free(call.v[i].rel);
    }
    free(call.v);
}

/* ------------------------------------------------------------------ scheduling */

static void bt_progress(size_t done, size_t total, void *ud)
{
    jb_progress_print(&((bt_run *)ud)->prog, done, total);
}

typedef struct bt_sized { size_t item; off_t size; } bt_sized;

static int bt_size_cmp(const void *a, const void *b)
{
    const bt_sized *x = a, *y = b;
    if (x->size != y->size)
        return x->size > y->size ? -1 : 1;
    return x->item < y->item ? -1 : 1;
}

/* Units run in worker processes (jobs.c): a unit's results travel back to the parent, and a
 * unit whose worker crashed fails alone. */
static void bt_unit_put(size_t item, ut_buf *b, void *ud)
{
    bt_run *r = ud;
    bt_unit *u = r->f[r->units[item]].unit;
    jb_put_u64(b, (uint64_t)(int64_t)u->status);
    jb_put_u64(b, (uint64_t)u->cached);
    jb_put_bytes(b, (const char *)&u->seconds, sizeof u->seconds);
    jb_put_diags(b, &u->diags);
    jb_put_stats(b, &u->stats);
    jb_put_u64(b, u->nouts);
    for (size_t i = 0; i < u->nouts; i++) {
        jb_put_str(b, u->outs[i].rel);
        jb_put_bytes(b, u->outs[i].text, u->outs[i].len);
        jb_put_u64(b, (uint64_t)u->outs[i].changed);
        jb_put_stats(b, &u->outs[i].stats);
    }
    bt_unit_drop_outs(u);
    dg_free(&u->diags);
    dg_init(&u->diags);
    dg_stats_free(&u->stats);
    dg_stats_init(&u->stats);
}

static int bt_unit_get(size_t item, const char *p, size_t n, void *ud)
{
    bt_run *r = ud;
    bt_unit *u = r->f[r->units[item]].unit;
    jb_reader rd = { p, p + n, 0 };
    u->status = (int)(int64_t)jb_get_u64(&rd);
    u->cached = (int)jb_get_u64(&rd);
    size_t sl = 0;
    char *sec = jb_get_bytes(&rd, &sl);
    if (sec && sl == sizeof u->seconds)
        memcpy(&u->seconds, sec, sizeof u->seconds);
    else
        rd.bad = 1;
    free(sec);
    jb_get_diags(&rd, &u->diags);
    jb_get_stats(&rd, &u->stats);
    uint64_t nouts = jb_get_u64(&rd);
    for (uint64_t i = 0; i < nouts && !rd.bad; i++) {
        char *rel = jb_get_str(&rd);
        size_t len = 0;
        char *text = jb_get_bytes(&rd, &len);
        int changed = (int)jb_get_u64(&rd);
        dg_stats st;
        dg_stats_init(&st);
        jb_get_stats(&rd, &st);
        if (rd.bad || !rel || !text) {
            rd.bad = 1;
            free(rel);
            free(text);
            dg_stats_free(&st);
            break;
        }
        bt_unit_add_out(u, rel, text, len, changed, &st);
        dg_stats_free(&st);
        free(rel);
    }
    return rd.bad || rd.p != rd.end ? -1 : 0;
}

static void bt_unit_crashed(size_t item, const char *why, void *ud)
{
    bt_run *r = ud;
    bt_file *f = &r->f[r->units[item]];
    bt_unit *u = f->unit;
    u->status = BT_CRASHED;
    bt_unit_drop_outs(u);
    dg_add(&u->diags, f->rel, 0, 0, DG_ERROR, "internal.crash",
           "cu2hip crashed while translating this file (%s): nothing was written for it, the "
           "other files were (exit status 3)", why);
    r->crashed++;
}

static void bt_run_units(bt_run *r, const char *phase)
{
    if (!r->nunits)
        return;
    for (size_t i = 0; i < r->nunits; i++) {
        bt_file *f = &r->f[r->units[i]];
        f->unit = ut_xcalloc(1, sizeof *f->unit);
        dg_init(&f->unit->diags);
        dg_stats_init(&f->unit->stats);
        f->unit->order = r->next_order++;
    }
    /* Largest first: the long ones start early and the pool drains evenly. */
    bt_sized *sz = ut_xmalloc(r->nunits * sizeof *sz);
    for (size_t i = 0; i < r->nunits; i++) {
        struct stat st;
        sz[i].item = i;
        sz[i].size = stat(r->f[r->units[i]].abs, &st) == 0 ? st.st_size : 0;
    }
    qsort(sz, r->nunits, sizeof *sz, bt_size_cmp);
    size_t *order = ut_xmalloc(r->nunits * sizeof *order);
    for (size_t i = 0; i < r->nunits; i++)
        order[i] = sz[i].item;
    free(sz);
    int workers = r->o->jobs > 0 ? r->o->jobs : jb_default_workers();
    jb_callbacks cb = { bt_worker_init, bt_work, bt_worker_fini, bt_progress, r, 0 };
    jb_isolation iso = { bt_unit_put, bt_unit_get, bt_unit_crashed };
    jb_progress_start(&r->prog, r->prog.mode, phase);
    if (jb_run_isolated(workers, r->nunits, order, &cb, &iso) > 0)
        r->crashed++;
    free(order);
}

/* ------------------------------------------------------------------ choosing header outputs */

static bt_file *bt_file_for(bt_run *r, const char *rel)
{
    long k = bt_find(r, rel);
    if (k >= 0)
        return &r->f[k];
    char *abs = ut_path_join(r->root, rel);
    bt_file *f = bt_add(r, abs, rel, 0);
    free(abs);
    f->kind = f->kind == BT_SOURCE ? BT_SOURCE : BT_HEADER;
    f->cuda = 1;
    return f;
}

/* Adds the files the units produced to the table; *produced (indexed like it) marks them. */
static void bt_mark_produced(bt_run *r, const size_t *units, size_t n, unsigned char **produced)
{
    for (size_t i = 0; i < n; i++) {
        bt_unit *u = r->f[units[i]].unit;
        for (size_t k = 0; u && k < u->nouts; k++)
            bt_file_for(r, u->outs[k].rel);
    }
    *produced = ut_xcalloc(r->nf + 1, 1);
    for (size_t i = 0; i < n; i++) {
        bt_unit *u = r->f[units[i]].unit;
        for (size_t k = 0; u && k < u->nouts; k++)
            (*produced)[bt_find(r, u->outs[k].rel)] = 1;
    }
}

typedef struct bt_ranked { bt_unit *u; const char *owner; } bt_ranked;

static int bt_ranked_cmp(const void *a, const void *b)
{
    const bt_ranked *x = a, *y = b;
    return x->u->order < y->u->order ? -1 : x->u->order > y->u->order;
}

/* A file's own translation wins; else that of the first unit (in sorted order) including it.
 * A unit that translated a header differently is reported on the header. */
static void bt_choose(bt_run *r)
{
    bt_ranked *all = ut_xcalloc(r->nf + 1, sizeof *all);
    size_t n = 0;
    for (size_t i = 0; i < r->nf; i++)
        if (r->f[i].unit) {
            all[n].u = r->f[i].unit;
            all[n++].owner = r->f[i].rel;
        }
    qsort(all, n, sizeof *all, bt_ranked_cmp);
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        if (f->unit && f->unit->status == TR_OK && f->unit->nouts &&
            strcmp(f->unit->outs[0].rel, f->rel) == 0) {
            f->win = f->unit;
            f->wout = &f->unit->outs[0];
        }
    }
    for (size_t pi = 0; pi < n; pi++) {
        bt_unit *u = all[pi].u;
        const char *owner = all[pi].owner;
        if (u->status != TR_OK)
            continue;
        for (size_t k = 0; k < u->nouts; k++) {
            bt_file *f = bt_file_for(r, u->outs[k].rel);
            bt_out *o = &u->outs[k];
            if (!f->wout) {
                f->win = u;
                f->wout = o;
                f->via = owner;
            } else if (f->wout != o && (f->wout->len != o->len || memcmp(f->wout->text, o->text, o->len) != 0)) {
                int dup = 0;
                for (size_t e = 0; e < f->extra.n && !dup; e++)
                    dup = f->extra.v[e].rule_id && strcmp(f->extra.v[e].rule_id, "batch.header-mismatch") == 0;
                if (!dup)
                    dg_add(&f->extra, f->rel, 0, 0, DG_WARNING, "batch.header-mismatch",
                           "translated differently by '%s' and '%s' (different macros or flags); "
                           "the translation made for '%s' is kept",
                           f->via ? f->via : f->rel, owner, f->via ? f->via : f->rel);
            }
        }
    }
    free(all);
}

/* ------------------------------------------------------------------ writing */

static int bt_same_file(const char *path, const char *text, size_t len)
{
    char *buf = NULL, err[256];
    size_t n = 0;
    if (ut_read_file(path, &buf, &n, err, sizeof err) != 0)
        return 0;
    int same = n == len && memcmp(buf, text, len) == 0;
    free(buf);
    return same;
}

static int bt_write(bt_file *f, const char *path, const char *text, size_t len, mode_t mode)
{
    char err[1024];
    char *dir = ut_dirname(path);
    int rc = ut_mkdirs(dir);
    free(dir);
    int existed = ut_exists(path);
    if (rc != 0 || ut_write_atomic(path, text, len, err, sizeof err) != 0) {
        if (rc != 0)
            snprintf(err, sizeof err, "cannot create the directory of '%s': %s", path, strerror(errno));
        dg_add(&f->extra, f->rel, 0, 0, DG_ERROR, "batch.write", "%s", err);
        return -1;
    }
    if (!existed && mode)
        chmod(path, mode & 07777);
    return 0;
}

/* rename() that never replaces an existing to (a backup made meanwhile). */
static int bt_move_new(const char *from, const char *to)
{
    if (link(from, to) == 0)
        return unlink(from);
    if (errno == EEXIST)
        return unlink(from);   /* the earlier backup is the original source */
    return rename(from, to);   /* no hard links here: checked just before */
}

/* Puts the final text of f where it belongs: --out-dir (written only when different),
 * --in-place (original kept as FILE.orig unless --no-backup; renamed files move), or
 * nowhere (report only). Returns 0 or -1 (reported on f). */
static int bt_emit(bt_run *r, bt_file *f, const char *text, size_t len, int changed)
{
    char *nrel = bt_renamed_rel(r, f->rel);
    int renamed = strcmp(nrel, f->rel) != 0, rc = 0;
    struct stat st;
    mode_t mode = stat(f->abs, &st) == 0 ? st.st_mode : 0;
    if (!r->out_dir && r->o->in_place) {
        char *sdir = ut_dirname(f->abs);
        ut_clean_stale_temps(sdir);   /* also where nothing is rewritten */
        free(sdir);
    }
    if (r->out_dir) {
        char *dest = ut_path_join(r->out_dir, nrel), *ddir = ut_dirname(dest);
        ut_clean_stale_temps(ddir);   /* also where nothing is rewritten */
        free(ddir);
        if (!bt_same_file(dest, text, len))
            rc = bt_write(f, dest, text, len, mode);
        free(dest);
    } else if (r->o->in_place && (changed || renamed)) {
        char *dest = ut_path_join(r->root, nrel);
        char *bak = ut_xasprintf("%s%s", f->abs, BT_BACKUP_SUFFIX);
        /* an existing FILE.orig holds the source before the first run: never replaced */
        int keep_bak = ut_exists_nofollow(bak);
        if (!renamed) {
            if (!r->o->no_backup && !keep_bak) {
                char *orig = NULL, err[1024];
                size_t olen = 0;
                if (ut_read_file(f->abs, &orig, &olen, err, sizeof err) != 0 ||
                    ut_write_new(bak, orig, olen, err, sizeof err) < 0) {
                    dg_add(&f->extra, f->rel, 0, 0, DG_ERROR, "batch.write", "backup: %s", err);
                    rc = -1;
                }
                free(orig);
            }
            if (rc == 0)
                rc = bt_write(f, dest, text, len, mode);
        } else {
            rc = bt_write(f, dest, text, len, mode);
            int drop = r->o->no_backup || keep_bak;
            if (rc == 0 && (drop ? unlink(f->abs) : bt_move_new(f->abs, bak)) != 0) {
                dg_add(&f->extra, f->rel, 0, 0, DG_ERROR, "batch.write", "cannot %s '%s': %s",
                       drop ? "remove" : "back up", f->abs, strerror(errno));
                rc = -1;
            }
        }
        free(bak);
        free(dest);
    }
    free(nrel);
    return rc;
}

static long bt_count_lines(const char *t, size_t n)
{
    long l = 0;
    for (size_t i = 0; i < n; i++)
        l += t[i] == '\n';
    return l + (n && t[n - 1] != '\n');
}

/* Files not translated as (part of) a unit: build files, C/C++ files without CUDA, others. */
static void bt_emit_plain(bt_run *r, bt_file *f)
{
    char *buf = NULL, err[1024];
    size_t len = 0;
    if (ut_read_file(f->abs, &buf, &len, err, sizeof err) != 0) {
        /* Binary files are fine to copy; anything else unreadable fails. */
        FILE *in = fopen(f->abs, "rb");
        if (in) {
            ut_buf b = { 0 };
            char chunk[65536];
            size_t k;
            while ((k = fread(chunk, 1, sizeof chunk, in)) > 0)
                ut_buf_append(&b, chunk, k);
            fclose(in);
            len = b.len;
            buf = ut_buf_take(&b);
        } else {
            bt_input_error(&f->extra, f, err);
            f->status = "failed";
            return;
        }
    }
    char *text = buf;
    size_t tlen = len;
    int changed = 0;
    if (f->kind == BT_CMAKE || f->kind == BT_MAKE) {
        bf_ctx c = { r->o->rename_ext, r->rules };
        f->lines = bt_count_lines(buf, len);
        bf_translate(f->kind == BT_CMAKE ? BF_CMAKE : BF_MAKE, f->rel, buf, len, &c, &text, &tlen,
                     &f->extra, &f->bf_stats);
        changed = tlen != len || memcmp(text, buf, len) != 0;
    } else if (f->kind == BT_SOURCE || f->kind == BT_HEADER) {
        long n = 0;
        size_t nl = 0;
        f->lines = bt_count_lines(buf, len);
        char *fixed = bt_fix_includes(r, f->abs, f->cd, buf, len, &nl, &n, &f->extra, f->rel);
        if (fixed) {
            dg_count(&f->bf_stats, "include.renamed", n);
            text = fixed;
            tlen = nl;
            changed = 1;
        }
    }
    if (bt_emit(r, f, text, tlen, changed) != 0)
        f->status = "failed";
    else if (changed)
        f->status = "translated";
    else
        f->status = f->kind == BT_OTHER && r->out_dir ? "copied" : "unchanged";
    if (text != buf)
        free(text);
    free(buf);
}

/* ------------------------------------------------------------------ report */

static void bt_build_report(bt_run *r, rr_report *rep, double wall)
{
    rr_init(rep);
    rep->root = ut_xstrdup(r->root_disp);
    rep->out = r->o->out_dir ? ut_xstrdup(r->o->out_dir) : NULL;
    rep->jobs = r->o->jobs > 0 ? r->o->jobs : jb_default_workers();
    rep->wall_seconds = wall;
    if (r->o->shard_count)
        rep->shard = ut_xasprintf("%d/%d", r->o->shard_index, r->o->shard_count);
    long *rec = ut_xmalloc((r->nf + 1) * sizeof *rec);
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        rec[i] = -1;
        if (!f->status)
            continue;
        rec[i] = (long)rep->n;
        rr_file *x = rr_add(rep, f->rel, bt_kind_names[f->kind], f->status);
        if (strcmp(f->status, "failed") != 0 && (r->out_dir || r->o->in_place)) {
            char *nrel = bt_renamed_rel(r, f->rel);
            rr_set_str(&x->output, nrel);
            free(nrel);
        }
        rr_set_str(&x->via, f->via);
        x->lines = f->lines;
        dg_stats_merge(&x->changes, &f->bf_stats);
        dg_append(&x->findings, &f->extra);
        /* Each file's own changes, from the translation kept for it: a header edited by many
         * units counts once, on the header (a failed unit, which has no outputs, keeps its
         * counters, such as edit-conflict, on its own file). */
        if (f->wout)
            dg_stats_merge(&x->changes, &f->wout->stats);
        else if (f->unit)
            dg_stats_merge(&x->changes, &f->unit->stats);
        if (f->unit) {
            x->cached = f->unit->cached;
            x->seconds = f->unit->seconds;
        } else if (f->win) {
            x->cached = f->win->cached;
        }
    }
    /* Findings go to the file they are in; those elsewhere (system headers) to the unit. */
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        if (!f->unit || rec[i] < 0)
            continue;
        for (size_t k = 0; k < f->unit->diags.n; k++) {
            dg_finding *d = &f->unit->diags.v[k];
            long t = d->file ? bt_find(r, d->file) : -1;
            long to = t >= 0 && rec[t] >= 0 ? rec[t] : rec[i];
            dg_list one = { d, 1, 1 };
            dg_append(&rep->v[to].findings, &one);
        }
    }
    for (size_t i = 0; i < rep->n; i++)
        dg_sort_unique(&rep->v[i].findings);
    free(rec);
    rr_sort(rep);
}

static void bt_print_findings(const bt_run *r, const rr_report *rep)
{
    dg_list all;
    dg_init(&all);
    for (size_t i = 0; i < rep->n; i++) {
        for (size_t k = 0; k < rep->v[i].findings.n; k++) {
            const dg_finding *d = &rep->v[i].findings.v[k];
            char *p = d->file && d->file[0] != '/' ? ut_path_join(r->root_disp, d->file)
                                                    : ut_xstrdup(d->file ? d->file : "");
            dg_finding *n = dg_add(&all, p, d->line, d->col, d->sev, d->rule_id, "%s", d->message);
            n->end_line = d->end_line;
            n->end_col = d->end_col;
            free(p);
        }
    }
    dg_print_text(stderr, &all);
    dg_free(&all);
}

/* ------------------------------------------------------------------ setup */

/* Everything besides a unit's own content and flags that can change its translation: the tool
 * build (version and the executable itself), the rule table and the options that matter. */
static ch_hash bt_global_key(const bt_run *r)
{
    const cu_options *o = r->o;
    ch_hash h = ch_hash_start();
    ch_hash_str(&h, "cu2hip-cache-2");   /* 2: per-output counters */
    ch_hash_str(&h, CU2HIP_VERSION);
    struct stat st;
    if (stat("/proc/self/exe", &st) == 0) {
        ch_hash_u64(&h, (uint64_t)st.st_size);
        ch_hash_u64(&h, (uint64_t)st.st_mtime);
        ch_hash_u64(&h, (uint64_t)st.st_ino);
    }
    for (size_t i = 0; i < rl_count(r->rules); i++) {
        const rl_rule *x = rl_at(r->rules, i);
        ch_hash_str(&h, x->id);
        ch_hash_str(&h, x->cuda);
        ch_hash_str(&h, x->hip);
        ch_hash_str(&h, x->tmpl);
        ch_hash_str(&h, x->note);
        ch_hash_str(&h, x->reason);
        ch_hash_u64(&h, (uint64_t)x->kind * 16 + (uint64_t)x->status);
        ch_hash_u64(&h, (uint64_t)x->hip_major * 1000 + (uint64_t)x->hip_minor);
    }
    ch_hash_u64(&h, (uint64_t)o->hip_major * 1000 + (uint64_t)o->hip_minor);
    ch_hash_u64(&h, (uint64_t)(o->keep_chevrons * 2 + o->rename_ext));
    if (o->roc) ch_hash_u64(&h, 0x726f63u);   /* --roc changes the output (keys without it unchanged) */
    if (o->hipblas_datatype) ch_hash_u64(&h, 0x68626474000u + (unsigned)o->hipblas_datatype);   /* likewise */
    ch_hash_str(&h, o->cuda_path);
    ch_hash_str(&h, r->root);
    for (size_t i = 0; i < o->clang_args.n; i++)
        ch_hash_str(&h, o->clang_args.v[i]);
    ch_hash_str(&h, "--exclude");
    for (size_t i = 0; i < o->excludes.n; i++)
        ch_hash_str(&h, o->excludes.v[i]);
    return h;
}

static int bt_file_cmp(const void *a, const void *b)
{
    return strcmp(((const bt_file *)a)->rel, ((const bt_file *)b)->rel);
}

static uint64_t bt_shard_hash(const char *rel)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *rel; rel++)
        h = (h ^ (unsigned char)*rel) * 1099511628211ULL;
    return h;
}

static int bt_usage(const char *msg)
{
    fprintf(stderr, "cu2hip: %s\n", msg);
    return CU_EXIT_USAGE;
}

/* Root, output and cache directories; 0 or a CU_EXIT_* status. */
static int bt_setup_dirs(bt_run *r, const cu_strlist *named)
{
    const cu_options *o = r->o;
    if (o->base_dir) {
        r->root = bt_real(o->base_dir);
        if (!r->root || !ut_is_dir(r->root))
            return bt_usage("--base-dir must name a directory");
        r->root_disp = ut_path_normalize(o->base_dir);
    } else {
        char **paths = ut_xcalloc(o->inputs.n + named->n + 2, sizeof *paths);
        size_t n = 0;
        int single_dir = o->inputs.n == 1 && !named->n && ut_is_dir(o->inputs.v[0]);
        for (size_t i = 0; i < o->inputs.n; i++) {
            char *p = bt_real(o->inputs.v[i]);
            if (!p)
                continue;
            if (!ut_is_dir(p)) {
                char *d = ut_dirname(p);
                free(p);
                p = d;
            }
            paths[n++] = p;
        }
        for (size_t i = 0; i < named->n; i++) {
            char *p = bt_real(named->v[i]);
            if (p) {
                paths[n++] = ut_dirname(p);
                free(p);
            }
        }
        if (!o->inputs.n && o->compdb_dir && !o->files_from)
            paths[n++] = bt_real(o->compdb_dir);
        r->root = bt_common_dir(paths, n);
        for (size_t i = 0; i < n; i++)
            free(paths[i]);
        free(paths);
        if (single_dir) {
            r->root_disp = ut_path_normalize(o->inputs.v[0]);
        } else {
            char cwd[PATH_MAX];
            const char *rel = getcwd(cwd, sizeof cwd) ? bt_under(cwd, r->root) : NULL;
            r->root_disp = ut_xstrdup(rel ? rel : (getcwd(cwd, sizeof cwd) && strcmp(cwd, r->root) == 0) ? "." : r->root);
        }
        if (strcmp(r->root, "/") == 0)
            return bt_usage("the inputs have no common directory below '/'; name one with --base-dir");
    }
    if (o->out_dir) {
        char *a = bt_abs(o->out_dir);
        r->out_dir = bt_real(a);   /* real path when it exists (symbolic links resolved) */
        if (!r->out_dir)
            r->out_dir = ut_xstrdup(a);
        free(a);
        if (strcmp(r->out_dir, r->root) == 0 || bt_under(r->out_dir, r->root))
            return bt_usage("--out-dir must not be the source root or contain it (use --in-place)");
    }
    if (o->cache_dir) {
        r->cache_dir = bt_abs(o->cache_dir);
    } else if (r->out_dir) {
        r->cache_dir = ut_path_join(r->out_dir, ".cu2hip-cache");
    } else if (o->in_place) {
        r->cache_dir = ut_path_join(r->root, ".cu2hip-cache");
    }
    if (o->cuda_path)
        r->cuda_real = bt_real(o->cuda_path);
    return 0;
}

static void bt_free_unit(bt_unit *u)
{
    if (!u)
        return;
    bt_unit_drop_outs(u);
    dg_free(&u->diags);
    dg_stats_free(&u->stats);
    free(u);
}

static void bt_cleanup(bt_run *r)
{
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        free(f->rel);
        free(f->abs);
        bt_free_unit(f->unit);
        dg_free(&f->extra);
        dg_stats_free(&f->bf_stats);
    }
    free(r->f);
    free(r->idx);
    for (size_t i = 0; i < r->nmemo; i++)
        free(r->memo[i].rel);
    free(r->memo);
    free(r->units);
    free(r->root);
    free(r->root_disp);
    free(r->out_dir);
    free(r->cache_dir);
    free(r->cuda_real);
    if (r->have_db)
        cd_free(&r->db);
    if (r->rules)
        rl_table_free(r->rules);
    pthread_mutex_destroy(&r->memo_mu);
}

/* Shard mode: names of files included by unit sources, so that a header included by a unit of
 * another shard is left to that shard. */
static void bt_mark_textual_includes(bt_run *r)
{
    cd_args names = { 0 };
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        if (f->kind != BT_SOURCE || !f->cuda)
            continue;
        char *t = NULL, err[256];
        size_t n = 0;
        if (ut_read_file(f->abs, &t, &n, err, sizeof err) != 0)
            continue;
        for (char *p = t; (p = strstr(p, "include"));) {
            p += 7;
            while (*p == ' ' || *p == '\t')
                p++;
            if (*p != '"' && *p != '<')
                continue;
            char close = *p == '"' ? '"' : '>';
            char *e = strchr(p + 1, close), *nl = strchr(p + 1, '\n');
            if (!e || (nl && nl < e))
                continue;
            char *name = ut_xstrndup(p + 1, (size_t)(e - p - 1));
            cd_args_push(&names, ut_basename(name));
            free(name);
        }
        free(t);
    }
    for (size_t i = 0; i < r->nf; i++)
        for (int k = 0; k < names.n && !r->f[i].textual_incl; k++)
            r->f[i].textual_incl = strcmp(ut_basename(r->f[i].rel), names.v[k]) == 0;
    cd_args_free(&names);
}

/* Phase 1: the CUDA sources, with the project headers they include; phase 2: CUDA headers no
 * unit included, translated on their own. Then one translation per file is chosen. */
static void bt_translate_all(bt_run *r)
{
    const cu_options *o = r->o;
    r->units = ut_xmalloc((r->nf + 1) * sizeof *r->units);
    for (size_t i = 0; i < r->nf; i++)
        if (r->f[i].kind == BT_SOURCE && r->f[i].cuda && r->f[i].mine)
            r->units[r->nunits++] = i;
    size_t nfirst = r->nunits;
    bt_run_units(r, "translating");
    unsigned char *produced = NULL;
    bt_mark_produced(r, r->units, r->nunits, &produced);
    if (o->shard_count)
        bt_mark_textual_includes(r);

    size_t nf1 = r->nf;
    size_t *units2 = ut_xmalloc((nf1 + 1) * sizeof *units2);
    size_t n2 = 0;
    for (size_t i = 0; i < nf1; i++) {
        bt_file *f = &r->f[i];
        if (f->kind == BT_HEADER && f->listed && f->cuda && f->mine && !produced[i] &&
            !(o->shard_count && f->textual_incl))
            units2[n2++] = i;
    }
    free(produced);
    size_t *keep1 = r->units;
    r->units = units2;
    r->nunits = n2;
    bt_run_units(r, "translating headers");
    r->units = keep1;
    r->nunits = nfirst;
    free(units2);
    bt_choose(r);
}

/* Writes every file of this run (failed units write nothing) and sets its report status. */
static void bt_write_all(bt_run *r)
{
    const cu_options *o = r->o;
    char err[256];
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        if (f->unit && f->unit->status != TR_OK) {
            f->status = "failed";
            continue;
        }
        if (f->wout) {
            if (!f->lines) {
                char *t = NULL;
                size_t n = 0;
                if (ut_read_file(f->abs, &t, &n, err, sizeof err) == 0)
                    f->lines = bt_count_lines(t, n);
                free(t);
            }
            int ch = f->wout->changed;
            f->status = bt_emit(r, f, f->wout->text, f->wout->len, ch) != 0 ? "failed"
                        : ch ? "translated" : "unchanged";
            continue;
        }
        if (!f->mine || !f->listed || (o->shard_count && f->kind == BT_HEADER && f->textual_incl))
            continue;
        if (f->kind == BT_OTHER && !r->out_dir)
            continue;
        bt_emit_plain(r, f);
    }
}

int batch_main(const cu_options *o)
{
    if (o->merge_reports.n)
        return rr_merge_main((const char *const *)o->merge_reports.v, o->merge_reports.n,
                             o->report ? o->report : "-");
    if (o->output && o->inputs.n == 1 && ut_is_dir(o->inputs.v[0])) {
        fprintf(stderr, "cu2hip: '%s' is a directory; -o names one output file, use --out-dir DIR "
                "to translate a tree\n", o->inputs.v[0]);
        return CU_EXIT_USAGE;
    }
    if (o->output)
        return bt_usage("-o names one output file; use --out-dir DIR with several inputs");
    if (o->out_dir && o->in_place)
        return bt_usage("--out-dir and --in-place exclude each other");
    if (!o->out_dir && !o->in_place && !o->report)
        return bt_usage("batch mode needs --out-dir DIR, --in-place or --report FILE");
    if (o->shard_count < 0 || (o->shard_count &&
                               (o->shard_index < 1 || o->shard_index > o->shard_count)))
        return bt_usage("--shard I/N needs 1 <= I <= N");
    if (!o->inputs.n && !o->files_from && !o->compdb_dir)
        return bt_usage("no input files");

    double t0 = bt_now();
    bt_run run, *r = &run;
    memset(r, 0, sizeof *r);
    r->o = o;
    pthread_mutex_init(&r->memo_mu, NULL);
    int rc = CU_EXIT_OK;
    char err[1024];
    cu_strlist named = { 0 };
    cd_args listed = { 0 };
    size_t nskipped = 0;   /* inputs named by a list or compile database that were skipped */

    if (o->compdb_dir) {
        if (cd_load(o->compdb_dir, &r->db, err, sizeof err) != 0) {
            fprintf(stderr, "cu2hip: %s\n", err);
            rc = CU_EXIT_USAGE;
            goto out;
        }
        r->have_db = 1;
        for (size_t i = 0; i < r->db.nproblems; i++)
            fprintf(stderr, "cu2hip: %s\n", r->db.problems[i]);
        nskipped += r->db.nproblems;
    }
    if (o->files_from) {
        if (cd_read_list(o->files_from, &listed, err, sizeof err) != 0) {
            fprintf(stderr, "cu2hip: %s\n", err);
            rc = CU_EXIT_USAGE;
            goto out;
        }
        named.v = ut_xcalloc((size_t)listed.n + 1, sizeof *named.v);
        for (int i = 0; i < listed.n; i++) {
            struct stat st;
            if (stat(listed.v[i], &st) != 0) {   /* named here, not lost in "no common directory" */
                fprintf(stderr, "cu2hip: %s: cannot read '%s': %s; skipped\n",
                        strcmp(o->files_from, "-") ? o->files_from : "standard input", listed.v[i],
                        strerror(errno));
                nskipped++;
                continue;
            }
            named.v[named.n++] = listed.v[i];
        }
        named.cap = named.n;
        if (!named.n && !o->inputs.n && !r->have_db) {
            fprintf(stderr, "cu2hip: no input files%s\n", nskipped ? " left" : "");
            rc = CU_EXIT_USAGE;
            goto out;
        }
    }
    /* Without other inputs, the compile database lists the files. */
    if (r->have_db && !o->inputs.n && !o->files_from)
        for (size_t i = 0; i < r->db.n; i++) {
            if (named.n == named.cap) {
                named.cap = named.cap ? named.cap * 2 : 64;
                named.v = ut_xrealloc(named.v, named.cap * sizeof *named.v);
            }
            named.v[named.n++] = r->db.v[i].file;
        }
    if ((rc = bt_setup_dirs(r, &named)) != 0)
        goto out;
    r->rules = tr_load_rules(o);
    if (!r->rules) {
        rc = CU_EXIT_USAGE;
        goto out;
    }
    r->global_key = bt_global_key(r);
    r->prog.mode = o->quiet || o->progress == 0 ? JB_PROGRESS_OFF
                   : isatty(2) ? JB_PROGRESS_BAR : JB_PROGRESS_LINES;

    /* Collect. */
    bt_index_rebuild(r);
    for (size_t i = 0; i < o->inputs.n; i++) {
        if (ut_is_dir(o->inputs.v[i])) {
            char *real = bt_real(o->inputs.v[i]);
            bt_walk(r, real);
            free(real);
        } else {
            bt_add_named(r, o->inputs.v[i], NULL);
        }
    }
    for (size_t i = 0; i < named.n; i++)
        bt_add_named(r, named.v[i], NULL);
    if (r->nf > 1)
        qsort(r->f, r->nf, sizeof *r->f, bt_file_cmp);
    bt_index_rebuild(r);
    for (size_t i = 0; i < r->nf; i++) {
        bt_file *f = &r->f[i];
        if (r->have_db)
            f->cd = cd_find(&r->db, f->abs);
        f->mine = !o->shard_count ||
                  bt_shard_hash(f->rel) % (uint64_t)o->shard_count == (uint64_t)o->shard_index - 1;
        if (f->kind == BT_SOURCE || f->kind == BT_HEADER) {
            if (bt_ends(f->rel, ".cu") || bt_ends(f->rel, ".cuh")) {
                f->cuda = 1;
            } else {
                char *t = NULL;
                size_t n = 0;
                if (ut_read_file(f->abs, &t, &n, err, sizeof err) == 0)
                    f->cuda = cd_uses_cuda(t, n);
                free(t);
            }
        }
    }

    bt_translate_all(r);
    bt_write_all(r);

    rr_report rep;
    bt_build_report(r, &rep, bt_now() - t0);
    size_t nfail = 0, ncached = 0, counts[5] = { 0, 0, 0, 0, 0 };
    for (size_t i = 0; i < rep.n; i++) {
        const char *s = rep.v[i].status;
        nfail += rr_status_fails(s);
        ncached += rep.v[i].cached != 0;
        counts[strcmp(s, "translated") == 0 ? 0 : strcmp(s, "unchanged") == 0 ? 1
               : strcmp(s, "copied") == 0 ? 2 : 3]++;
    }
    if (!o->quiet)
        bt_print_findings(r, &rep);
    if (o->report && rr_write(&rep, o->report, err, sizeof err) != 0) {
        fprintf(stderr, "cu2hip: %s\n", err);
        rc = CU_EXIT_USAGE;
    }
    char skipped[64] = "";
    if (nskipped)
        snprintf(skipped, sizeof skipped, "; %zu input%s skipped", nskipped, nskipped == 1 ? "" : "s");
    if (!o->quiet)
        fprintf(stderr, "cu2hip: %zu file%s: %zu translated, %zu unchanged, %zu copied, %zu failed"
                "%s; %zu from cache; %.2f s\n", rep.n, rep.n == 1 ? "" : "s", counts[0], counts[1],
                counts[2], nfail, skipped, ncached, bt_now() - t0);
    rr_free(&rep);
    if (rc == CU_EXIT_OK && (nfail || r->failed || nskipped))
        rc = CU_EXIT_FINDINGS;
    if (r->crashed && rc != CU_EXIT_USAGE)
        rc = CU_EXIT_INTERNAL;
out:
    cd_args_free(&listed);
    free(named.v);
    bt_cleanup(r);
    return rc;
}
