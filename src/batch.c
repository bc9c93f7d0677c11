/* batch.c - whole-codebase migration: collects the files of trees, file lists and compile
 * databases under one source root, has the CUDA sources translated in parallel with their
 * project headers edited in the same translation unit (batch_units.c), keeps one translation
 * per header (the file's own, else that of the first unit including it, warning when units
 * disagree), translates build files (buildfiles.c), copies the rest, writes everything
 * atomically to --out-dir or in place, and reports (runreport.c). Output does not depend on
 * -j: every choice is made in the sorted order of the files, after all workers are done. */
#define _GNU_SOURCE
#include "batch_int.h"

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

static const char *const bt_kind_names[] = { "source", "header", "cmake", "make", "other" };

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

static int bt_excluded(const bt_run *r, const char *rel)
{
    return cd_glob_any(r->o->excludes.v, r->o->excludes.n, rel);
}

static int bt_included(const bt_run *r, const char *rel)
{
    return !r->o->includes.n || cd_glob_any(r->o->includes.v, r->o->includes.n, rel);
}

static char *bt_renamed_rel(const bt_run *r, const char *rel)
{
    char *n = r->o->rename_ext ? bf_renamed(rel) : NULL;
    return n ? n : ut_xstrdup(rel);
}

/* ------------------------------------------------------------------ file table */

/* The index of files by rel maps to the file's index + 1. Files are only added, or sorted all at
 * once (then the index is made again). */
static void bt_index_rebuild(bt_run *r)
{
    ut_map_free(&r->idx, NULL);
    for (size_t i = 0; i < r->files.n; i++)
        ut_map_put_str(&r->idx, r->files.v[i].rel, (void *)(uintptr_t)(i + 1));
}

static long bt_find(const bt_run *r, const char *rel)
{
    uintptr_t k = (uintptr_t)ut_map_get_str(&r->idx, rel);
    return k ? (long)k - 1 : -1;
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
        r->files.v[k].listed |= listed;
        return &r->files.v[k];
    }
    bt_file *f = ut_vec_add(&r->files);
    f->rel = ut_xstrdup(rel);
    f->abs = ut_xstrdup(real);
    f->kind = bt_classify(rel);
    f->listed = listed;
    dg_init(&f->extra);
    dg_stats_init(&f->bf_stats);
    ut_map_put_str(&r->idx, f->rel, (void *)(uintptr_t)r->files.n);
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
        ut_warn("cannot read directory '%s': %s", dir, strerror(errno));
        r->failed++;
        return;
    }
    cd_args names = { 0 };
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        cd_args_push(&names, e->d_name);
    }
    closedir(d);
    if (names.n)
        qsort(names.v, names.n, sizeof *names.v, bt_name_cmp);
    for (size_t i = 0; i < names.n; i++) {
        char *p = ut_path_join(dir, names.v[i]);
        struct stat st;
        const char *rel = ut_path_under(r->root, p);
        if (lstat(p, &st) != 0 || !rel || bt_excluded(r, rel)) {
            free(p);
            continue;
        }
        if (S_ISDIR(st.st_mode)) {
            if (!bt_skip_dir(r, p, names.v[i]))
                bt_walk(r, p);
        } else if (S_ISREG(st.st_mode) && bt_included(r, rel)) {
            bt_add(r, p, rel, 1);
        }
        /* Symbolic links are not followed: a link into the tree would be translated twice. */
        free(p);
    }
    cd_args_free(&names);
}

/* Adds a named file (command line, --files-from, compile database). */
static void bt_add_named(bt_run *r, const char *given, const cd_entry *cd)
{
    char *real = ut_realpath(given);
    const char *rel = real ? ut_path_under(r->root, real) : NULL;
    if (!real || !rel || ut_is_dir(real)) {
        if (real && ut_is_dir(real))
            ut_warn("'%s' is a directory; skipped", given);
        else
            ut_warn("%s '%s'%s", !real ? "cannot read" : "not under the source root:",
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
        while (strcmp(c, "/") != 0 && strcmp(c, paths[i]) != 0 && !ut_path_under(c, paths[i])) {
            char *d = ut_dirname(c);
            free(c);
            c = d;
        }
    }
    return c;
}

/* ------------------------------------------------------------------ choosing header outputs */

static bt_file *bt_file_for(bt_run *r, const char *rel)
{
    long k = bt_find(r, rel);
    if (k >= 0)
        return &r->files.v[k];
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
        bt_unit *u = r->files.v[units[i]].unit;
        for (size_t k = 0; u && k < u->outs.n; k++)
            bt_file_for(r, u->outs.v[k].rel);
    }
    *produced = ut_xcalloc(r->files.n + 1, 1);
    for (size_t i = 0; i < n; i++) {
        bt_unit *u = r->files.v[units[i]].unit;
        for (size_t k = 0; u && k < u->outs.n; k++)
            (*produced)[bt_find(r, u->outs.v[k].rel)] = 1;
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
    bt_ranked *all = ut_xcalloc(r->files.n + 1, sizeof *all);
    size_t n = 0;
    for (size_t i = 0; i < r->files.n; i++)
        if (r->files.v[i].unit) {
            all[n].u = r->files.v[i].unit;
            all[n++].owner = r->files.v[i].rel;
        }
    qsort(all, n, sizeof *all, bt_ranked_cmp);
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
        if (f->unit && f->unit->status == TR_OK && f->unit->outs.n &&
            strcmp(f->unit->outs.v[0].rel, f->rel) == 0) {
            f->win = f->unit;
            f->wout = &f->unit->outs.v[0];
        }
    }
    for (size_t pi = 0; pi < n; pi++) {
        bt_unit *u = all[pi].u;
        const char *owner = all[pi].owner;
        if (u->status != TR_OK)
            continue;
        for (size_t k = 0; k < u->outs.n; k++) {
            bt_file *f = bt_file_for(r, u->outs.v[k].rel);
            bt_out *o = &u->outs.v[k];
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

/* A new output takes the source's permission bits (never wider than a new file's); an
 * existing one keeps its own. */
static int bt_write(bt_file *f, const char *path, const char *text, size_t len)
{
    char err[1024];
    char *dir = ut_dirname(path);
    int rc = ut_mkdirs(dir);
    free(dir);
    if (rc != 0 || ut_write_atomic_like(path, text, len, f->abs, err, sizeof err) != 0) {
        if (rc != 0)
            snprintf(err, sizeof err, "cannot create the directory of '%s': %s", path, strerror(errno));
        dg_add(&f->extra, f->rel, 0, 0, DG_ERROR, "batch.write", "%s", err);
        return -1;
    }
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
            rc = bt_write(f, dest, text, len);
        free(dest);
    } else if (r->o->in_place && (changed || renamed)) {
        char *dest = ut_path_join(r->root, nrel);
        char *bak = ut_xasprintf("%s%s", f->abs, r->o->backup_suffix ? r->o->backup_suffix : BT_BACKUP_SUFFIX);
        /* an existing FILE.orig holds the source before the first run: never replaced */
        int keep_bak = ut_exists_nofollow(bak);
        if (!renamed) {
            if (!r->o->no_backup && !keep_bak) {
                char *orig = NULL, err[1024];
                size_t olen = 0;
                if (ut_read_file(f->abs, &orig, &olen, err, sizeof err) != 0 ||
                    ut_write_new_like(bak, orig, olen, f->abs, err, sizeof err) < 0) {
                    dg_add(&f->extra, f->rel, 0, 0, DG_ERROR, "batch.write", "backup: %s", err);
                    rc = -1;
                }
                free(orig);
            }
            if (rc == 0)
                rc = bt_write(f, dest, text, len);
        } else {
            rc = bt_write(f, dest, text, len);
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
    long *rec = ut_xmalloc((r->files.n + 1) * sizeof *rec);
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
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
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
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

/* Every finding, or with -q only the errors: -q hides warnings, progress and summaries, never
 * why a file failed. */
static void bt_print_findings(const bt_run *r, const rr_report *rep)
{
    dg_list all;
    dg_init(&all);
    for (size_t i = 0; i < rep->n; i++) {
        for (size_t k = 0; k < rep->v[i].findings.n; k++) {
            const dg_finding *d = &rep->v[i].findings.v[k];
            if (r->o->quiet && d->sev < DG_ERROR)
                continue;
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

static int bt_usage(const char *msg)
{
    ut_warn("%s", msg);
    return CU_EXIT_USAGE;
}

/* Root, output and cache directories; 0 or a CU_EXIT_* status. */
static int bt_setup_dirs(bt_run *r, const cu_strlist *named)
{
    const cu_options *o = r->o;
    if (o->base_dir) {
        r->root = ut_realpath(o->base_dir);
        if (!r->root || !ut_is_dir(r->root))
            return bt_usage("--base-dir must name a directory");
        r->root_disp = ut_path_normalize(o->base_dir);
    } else {
        char **paths = ut_xcalloc(o->inputs.n + named->n + 2, sizeof *paths);
        size_t n = 0;
        int single_dir = o->inputs.n == 1 && !named->n && ut_is_dir(o->inputs.v[0]);
        for (size_t i = 0; i < o->inputs.n; i++) {
            char *p = ut_realpath(o->inputs.v[i]);
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
            char *p = ut_realpath(named->v[i]);
            if (p) {
                paths[n++] = ut_dirname(p);
                free(p);
            }
        }
        if (!o->inputs.n && o->compdb_dir && !o->files_from)
            paths[n++] = ut_realpath(o->compdb_dir);
        r->root = bt_common_dir(paths, n);
        for (size_t i = 0; i < n; i++)
            free(paths[i]);
        free(paths);
        if (single_dir) {
            r->root_disp = ut_path_normalize(o->inputs.v[0]);
        } else {
            char cwd[PATH_MAX];
            const char *rel = getcwd(cwd, sizeof cwd) ? ut_path_under(cwd, r->root) : NULL;
            r->root_disp = ut_xstrdup(rel ? rel : (getcwd(cwd, sizeof cwd) && strcmp(cwd, r->root) == 0) ? "." : r->root);
        }
        if (strcmp(r->root, "/") == 0)
            return bt_usage("the inputs have no common directory below '/'; name one with --base-dir");
    }
    if (o->out_dir) {
        char *a = ut_path_abs(o->out_dir);
        r->out_dir = ut_realpath(a);   /* real path when it exists (symbolic links resolved) */
        if (!r->out_dir)
            r->out_dir = ut_xstrdup(a);
        free(a);
        if (strcmp(r->out_dir, r->root) == 0 || ut_path_under(r->out_dir, r->root))
            return bt_usage("--out-dir must not be the source root or contain it (use --in-place)");
    }
    if (o->cache_dir) {
        r->cache_dir = ut_path_abs(o->cache_dir);
    } else if (r->out_dir) {
        r->cache_dir = ut_path_join(r->out_dir, ".cu2hip-cache");
    } else if (o->in_place) {
        r->cache_dir = ut_path_join(r->root, ".cu2hip-cache");
    }
    if (o->cuda_path)
        r->cuda_real = ut_realpath(o->cuda_path);
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
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
        free(f->rel);
        free(f->abs);
        bt_free_unit(f->unit);
        dg_free(&f->extra);
        dg_stats_free(&f->bf_stats);
    }
    ut_vec_free(&r->files);
    ut_map_free(&r->idx, NULL);
    ut_map_free(&r->memo, free);
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
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
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
    for (size_t i = 0; i < r->files.n; i++)
        for (size_t k = 0; k < names.n && !r->files.v[i].textual_incl; k++)
            r->files.v[i].textual_incl = strcmp(ut_basename(r->files.v[i].rel), names.v[k]) == 0;
    cd_args_free(&names);
}

/* Phase 1: the CUDA sources, with the project headers they include; phase 2: CUDA headers no
 * unit included, translated on their own. Then one translation per file is chosen. */
static void bt_translate_all(bt_run *r)
{
    const cu_options *o = r->o;
    r->units = ut_xmalloc((r->files.n + 1) * sizeof *r->units);
    for (size_t i = 0; i < r->files.n; i++)
        if (r->files.v[i].kind == BT_SOURCE && r->files.v[i].cuda && r->files.v[i].mine)
            r->units[r->nunits++] = i;
    size_t nfirst = r->nunits;
    bt_run_units(r, "translating");
    unsigned char *produced = NULL;
    bt_mark_produced(r, r->units, r->nunits, &produced);
    if (o->shard_count)
        bt_mark_textual_includes(r);

    size_t nf1 = r->files.n;
    size_t *units2 = ut_xmalloc((nf1 + 1) * sizeof *units2);
    size_t n2 = 0;
    for (size_t i = 0; i < nf1; i++) {
        bt_file *f = &r->files.v[i];
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
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
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

/* ------------------------------------------------------------------ the plan */

/* Whether bt_write_all writes f (or, in place, may rewrite or move it). */
static int bt_will_write(const bt_run *r, const bt_file *f)
{
    const cu_options *o = r->o;
    if (!r->out_dir && !o->in_place)
        return 0;
    if (f->unit && f->unit->status != TR_OK)
        return 0;
    if (f->wout)
        return 1;
    if (!f->mine || !f->listed || (o->shard_count && f->kind == BT_HEADER && f->textual_incl))
        return 0;
    return f->kind != BT_OTHER || r->out_dir;
}

typedef struct bt_dest { char *path; size_t file; } bt_dest;

static int bt_dest_cmp(const void *a, const void *b)
{
    const bt_dest *x = a, *y = b;
    int c = strcmp(x->path, y->path);
    return c ? c : x->file < y->file ? -1 : x->file > y->file;
}

/* Refuses, before anything is written, a plan that would lose a file: an output path that is
 * an input (or a header the units read), two files written to one path, --rename-ext over a
 * file that exists, or an --out-dir inside the source root over files cu2hip did not write
 * there (ours: it held OUT_DIR/.cu2hip-cache, which cu2hip makes there, before this run). Returns 0 or
 * CU_EXIT_USAGE with a message naming both paths. */
static int bt_check_plan(bt_run *r, int ours)
{
    bt_dest *d = ut_xcalloc(r->files.n + 1, sizeof *d);
    size_t n = 0;
    int rc = 0;
    for (size_t i = 0; i < r->files.n; i++) {
        if (!bt_will_write(r, &r->files.v[i]))
            continue;
        char *nrel = bt_renamed_rel(r, r->files.v[i].rel);
        d[n].path = ut_path_join(r->out_dir ? r->out_dir : r->root, nrel);
        d[n++].file = i;
        free(nrel);
    }
    if (n > 1)
        qsort(d, n, sizeof *d, bt_dest_cmp);
    int inside = r->out_dir && ut_path_under(r->root, r->out_dir);
    for (size_t k = 0; k < n && !rc; k++) {
        const bt_file *f = &r->files.v[d[k].file];
        if (k + 1 < n && strcmp(d[k].path, d[k + 1].path) == 0) {
            const char *u = r->out_dir ? ut_path_under(r->out_dir, d[k].path) : ut_path_under(r->root, d[k].path);
            char *shown = u && r->out_dir ? ut_path_join(r->o->out_dir, u) : ut_xstrdup(u ? u : d[k].path);
            ut_warn("'%s' and '%s' would both be written to '%s'; nothing written",
                    f->rel, r->files.v[d[k + 1].file].rel, shown);
            free(shown);
            rc = CU_EXIT_USAGE;
            break;
        }
        const char *under = ut_path_under(r->root, d[k].path);
        long other = under ? bt_find(r, under) : -1;
        if (other == (long)d[k].file)
            other = -1;
        if (other >= 0) {
            ut_warn("the output of '%s' would replace the input '%s'; nothing written",
                    f->rel, r->files.v[other].rel);
            rc = CU_EXIT_USAGE;
        } else if (!r->out_dir && strcmp(d[k].path, f->abs) != 0 && ut_exists_nofollow(d[k].path)) {
            ut_warn("--rename-ext would replace '%s' (an existing file) with the translation of "
                    "'%s'; nothing written", under ? under : d[k].path, f->rel);
            rc = CU_EXIT_USAGE;
        } else if (inside && !ours && ut_exists_nofollow(d[k].path)) {
            ut_warn("the output of '%s' would replace '%s', a file inside the source root that "
                    "cu2hip did not write; nothing written (name an --out-dir outside the root)",
                    f->rel, under ? under : d[k].path);
            rc = CU_EXIT_USAGE;
        }
    }
    for (size_t k = 0; k < n; k++)
        free(d[k].path);
    free(d);
    return rc;
}

int batch_main(const cu_options *o)
{
    if (o->merge_reports.n)
        return rr_merge_main((const char *const *)o->merge_reports.v, o->merge_reports.n,
                             o->report ? o->report : "-");
    if (o->output && o->inputs.n == 1 && ut_is_dir(o->inputs.v[0])) {
        ut_warn("'%s' is a directory; -o names one output file, use --out-dir DIR to translate a tree",
                o->inputs.v[0]);
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

    /* the report goes last: a place it cannot go stops the run before any output is written */
    if (o->report && strcmp(o->report, "-") != 0) {
        char werr[1024];
        if (ut_check_writable(o->report, 1, werr, sizeof werr) != 0) {
            ut_warn("%s; nothing written", werr);
            return CU_EXIT_USAGE;
        }
    }
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
            ut_warn("%s", err);
            rc = CU_EXIT_USAGE;
            goto out;
        }
        r->have_db = 1;
        for (size_t i = 0; i < r->db.problems.n; i++)
            ut_warn("%s", r->db.problems.v[i]);
        nskipped += r->db.problems.n;
        if (!r->db.n && !o->inputs.n && !o->files_from) {   /* as an empty --files-from */
            ut_warn("no input files%s in '%s/compile_commands.json'", nskipped ? " left" : "",
                    o->compdb_dir);
            rc = CU_EXIT_USAGE;
            goto out;
        }
    }
    if (o->files_from) {
        if (cd_read_list(o->files_from, &listed, err, sizeof err) != 0) {
            ut_warn("%s", err);
            rc = CU_EXIT_USAGE;
            goto out;
        }
        for (size_t i = 0; i < listed.n; i++) {
            struct stat st;
            if (stat(listed.v[i], &st) != 0) {   /* named here, not lost in "no common directory" */
                ut_warn("%s: cannot read '%s': %s; skipped",
                        strcmp(o->files_from, "-") ? o->files_from : "standard input", listed.v[i],
                        strerror(errno));
                nskipped++;
                continue;
            }
            cu_strlist_push(&named, listed.v[i]);
        }
        if (!named.n && !o->inputs.n && !r->have_db) {
            ut_warn("no input files%s", nskipped ? " left" : "");
            rc = CU_EXIT_USAGE;
            goto out;
        }
    }
    /* Without other inputs, the compile database lists the files. */
    if (r->have_db && !o->inputs.n && !o->files_from)
        for (size_t i = 0; i < r->db.n; i++) {
            cu_strlist_push(&named, r->db.v[i].file);
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
            char *real = ut_realpath(o->inputs.v[i]);
            bt_walk(r, real);
            free(real);
        } else {
            bt_add_named(r, o->inputs.v[i], NULL);
        }
    }
    for (size_t i = 0; i < named.n; i++)
        bt_add_named(r, named.v[i], NULL);
    if (r->files.n > 1)
        qsort(r->files.v, r->files.n, sizeof *r->files.v, bt_file_cmp);
    bt_index_rebuild(r);
    for (size_t i = 0; i < r->files.n; i++) {
        bt_file *f = &r->files.v[i];
        if (r->have_db)
            f->cd = cd_find(&r->db, f->abs);
        f->mine = !o->shard_count ||
                  ut_hash_str(f->rel) % (uint64_t)o->shard_count == (uint64_t)o->shard_index - 1;
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

    char *marker = r->out_dir ? ut_path_join(r->out_dir, ".cu2hip-cache") : NULL;
    int ours = marker && ut_is_dir(marker);   /* before the units fill the cache */
    free(marker);
    if ((rc = bt_check_plan(r, ours)) != 0)   /* the inputs' outputs, before the cache is written */
        goto out;
    bt_translate_all(r);
    if ((rc = bt_check_plan(r, ours)) != 0)   /* with the headers the units edit */
        goto out;
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
    bt_print_findings(r, &rep);
    if (o->report && rr_write(&rep, o->report, err, sizeof err) != 0) {
        /* checked before the run, so this is a disk that filled up meanwhile, or the like */
        ut_warn("%s; the report is missing, the other outputs were written", err);
        rc = CU_EXIT_FINDINGS;
    }
    char skipped[64] = "";
    if (nskipped)
        snprintf(skipped, sizeof skipped, "; %zu input%s skipped", nskipped, nskipped == 1 ? "" : "s");
    if (!o->quiet)
        ut_note("%zu file%s: %zu translated, %zu unchanged, %zu copied, %zu failed"
                "%s; %zu from cache; %.2f s", rep.n, rep.n == 1 ? "" : "s", counts[0], counts[1],
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
