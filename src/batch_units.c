/* batch_units.c - the batch driver's translation of its units (batch.c collects them and uses
 * the results): each unit is taken from the incremental cache (cache.c) when neither it nor a
 * project header it read changed, else translated by a worker process (jobs.c, one tr_session
 * per worker, largest units first) with its project headers edited in the same translation
 * unit; --rename-ext fixes the outputs' #includes; the results travel back to the parent. */
#define _GNU_SOURCE
#include "batch_int.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "buildfiles.h"
#include "translate.h"
#include "util.h"

/* ------------------------------------------------------------------ header content hashes */

static int bt_memo_hash(bt_run *r, const char *rel, ch_hash *out)
{
    pthread_mutex_lock(&r->memo_mu);
    const bt_memo_ent *known = ut_map_get_str(&r->memo, rel);
    if (known) {
        *out = known->h;
        int ok = known->ok;
        pthread_mutex_unlock(&r->memo_mu);
        return ok ? 0 : -1;
    }
    pthread_mutex_unlock(&r->memo_mu);
    char *p = ut_path_join(r->root, rel), *buf = NULL, err[256];
    size_t len = 0;
    int ok = ut_read_file(p, &buf, &len, err, sizeof err) == 0;
    free(p);
    ch_hash h = ok ? ch_hash_bytes(buf, len) : ch_hash_start();
    free(buf);
    bt_memo_ent *e = ut_xmalloc(sizeof *e);
    e->h = h;
    e->ok = ok;
    pthread_mutex_lock(&r->memo_mu);
    ut_map_slot *s = ut_map_upsert(&r->memo, rel, strlen(rel), NULL);
    free(s->val);           /* another worker hashed it meanwhile: the same content */
    s->val = e;
    pthread_mutex_unlock(&r->memo_mu);
    *out = h;
    return ok ? 0 : -1;
}

/* ------------------------------------------------------------------ include fixes */

/* -I directories of a file: its compile database entry, then the command line. */
static void bt_include_dirs(const bt_run *r, const cd_entry *cd, cd_args *dirs)
{
    for (size_t i = 0; cd && i < cd->args.n; i++) {
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
            char *abs = ut_path_abs(dir);
            cd_args_push(dirs, abs);
            free(abs);
        }
    }
}

/* rel of a real path that cu2hip may write: under the root, not excluded, not in the output or
 * cache directory, not in the CUDA installation. */
static const char *bt_project_rel(const bt_run *r, const char *real)
{
    const char *rel = ut_path_under(r->root, real);
    if (!rel || !*rel)
        return NULL;
    if ((r->out_dir && (ut_path_under(r->out_dir, real) || strcmp(r->out_dir, real) == 0)) ||
        (r->cache_dir && ut_path_under(r->cache_dir, real)) ||
        (r->cuda_real && ut_path_under(r->cuda_real, real)))
        return NULL;
    if (cd_glob_any(r->o->excludes.v, r->o->excludes.n, rel))
        return NULL;
    return rel;
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
    for (size_t i = 0; i < r->files.n; i++) {
        const char *rel = r->files.v[i].rel;
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
        found = ut_realpath(c);
        free(c);
    }
    for (size_t k = 0; !found && k < x->dirs.n; k++) {
        char *c = ut_path_join(x->dirs.v[k], name);
        found = ut_realpath(c);
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
char *bt_fix_includes(const bt_run *r, const char *abs, const cd_entry *cd, const char *t,
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
void bt_input_error(dg_list *l, const bt_file *f, const char *err)
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
    char *real = ut_realpath(path);
    const char *rel = real ? bt_project_rel(c->r, real) : NULL;
    ut_vec_push(c, (bt_seen){ ut_xstrdup(path), rel ? ut_xstrdup(rel) : NULL });
    free(real);
    return rel != NULL;
}

/* Adds an output; takes text, copies stats (may be NULL). */
static bt_out *bt_unit_add_out(bt_unit *u, const char *rel, char *text, size_t len, int changed,
                               const dg_stats *stats)
{
    bt_out *o = ut_vec_add(&u->outs);
    o->rel = ut_xstrdup(rel);
    o->text = text;
    o->len = len;
    o->changed = changed;
    dg_stats_init(&o->stats);
    if (stats)
        dg_stats_merge(&o->stats, stats);
    return o;
}

void bt_unit_drop_outs(bt_unit *u)
{
    for (size_t i = 0; i < u->outs.n; i++) {
        free(u->outs.v[i].rel);
        free(u->outs.v[i].text);
        dg_stats_free(&u->outs.v[i].stats);
    }
    ut_vec_free(&u->outs);
}

static ch_hash bt_unit_key(const bt_run *r, const bt_file *f, const char *buf, size_t len)
{
    ch_hash h = r->global_key;
    ch_hash_str(&h, f->rel);
    ch_hash c = ch_hash_bytes(buf, len);
    ch_hash_u64(&h, c.a);
    ch_hash_u64(&h, c.b);
    for (size_t i = 0; f->cd && i < f->cd->args.n; i++)
        ch_hash_str(&h, f->cd->args.v[i]);
    return h;
}

/* Takes a cache entry when every project header it read is unchanged. */
static int bt_from_cache(bt_run *r, const bt_file *f, ch_hash key, bt_unit *u)
{
    ch_entry e;
    if (ch_load(r->cache_dir, f->rel, key, &e) != 0)
        return -1;
    for (size_t i = 0; i < e.deps.n; i++) {
        ch_hash h;
        if (bt_memo_hash(r, e.deps.v[i].path, &h) != 0 || !ch_hash_eq(h, e.deps.v[i].hash)) {
            ch_entry_free(&e);
            return -1;
        }
    }
    u->status = e.status;
    u->cached = 1;
    u->seconds = 0;
    dg_append(&u->diags, &e.diags);
    dg_stats_merge(&u->stats, &e.stats);
    for (size_t i = 0; i < e.outs.n; i++) {
        ch_output *o = &e.outs.v[i];
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
    for (size_t i = 0; i < u->outs.n; i++)
        ch_entry_add_output(&e, u->outs.v[i].rel, u->outs.v[i].changed ? u->outs.v[i].text : NULL,
                            u->outs.v[i].len, u->outs.v[i].changed, &u->outs.v[i].stats);
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
    bt_file *f = &r->files.v[r->units[item]];
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
        req.nargs = (int)f->cd->args.n;
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
    bt_unit *u = r->files.v[r->units[item]].unit;
    jb_put_u64(b, (uint64_t)(int64_t)u->status);
    jb_put_u64(b, (uint64_t)u->cached);
    jb_put_bytes(b, (const char *)&u->seconds, sizeof u->seconds);
    jb_put_diags(b, &u->diags);
    jb_put_stats(b, &u->stats);
    jb_put_u64(b, u->outs.n);
    for (size_t i = 0; i < u->outs.n; i++) {
        jb_put_str(b, u->outs.v[i].rel);
        jb_put_bytes(b, u->outs.v[i].text, u->outs.v[i].len);
        jb_put_u64(b, (uint64_t)u->outs.v[i].changed);
        jb_put_stats(b, &u->outs.v[i].stats);
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
    bt_unit *u = r->files.v[r->units[item]].unit;
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
    bt_file *f = &r->files.v[r->units[item]];
    bt_unit *u = f->unit;
    u->status = BT_CRASHED;
    bt_unit_drop_outs(u);
    dg_add(&u->diags, f->rel, 0, 0, DG_ERROR, "internal.crash",
           "cu2hip crashed while translating this file (%s): nothing was written for it, the "
           "other files were (exit status 3)", why);
    r->crashed++;
}

void bt_run_units(bt_run *r, const char *phase)
{
    if (!r->nunits)
        return;
    for (size_t i = 0; i < r->nunits; i++) {
        bt_file *f = &r->files.v[r->units[i]];
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
        sz[i].size = stat(r->files.v[r->units[i]].abs, &st) == 0 ? st.st_size : 0;
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
