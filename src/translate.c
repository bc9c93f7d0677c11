/* translate.c - the pipeline of one translation, from file to outputs: reads the input, parses
 * it (parse.c), opens the pass context over the editable files (context.c), runs the passes in
 * the order of tr_passes[] below, and applies each file's edits into the outputs. Also the
 * session (an index per thread, the rule table, possibly loaded on a second thread).
 * CU2HIP_TIMING=1 in the environment prints the time of each phase to standard error. */
#define _GNU_SOURCE
#include "translate.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "containers.h"
#include "parse.h"
#include "parse_guard.h"
#include "pass.h"
#include "util.h"

/* Newest HIP profile, used when --hip-version is not given. */
#define TR_HIP_NEWEST_MAJOR 7
#define TR_HIP_NEWEST_MINOR 0
#define TR_PARSE_ERROR_LIMIT 50

/* A rule table loaded on a second thread (tr_session_new_loading): the loader writes table, msg
 * and then done; the owner reads them only after joining, or after seeing done set. */
typedef struct tr_loader {
    pthread_t thread;
    const cu_options *o;
    rl_table *table;            /* NULL when loading failed */
    char msg[sizeof(rl_error)]; /* the error line, printed by the owner's thread */
    atomic_int done;
    int running;                /* thread started and not joined yet */
    int reported;               /* msg printed already */
} tr_loader;

struct tr_session {
    const cu_options *o;
    const rl_table *rules;
    CXIndex idx;
    ps_config *ps;
    tr_loader *loader;          /* owned, with its table; NULL for borrowed rules */
};

static rl_table *tr_load_rules_msg(const cu_options *o, char *msg, size_t msgsz);

static void *tr_loader_main(void *arg)
{
    tr_loader *l = arg;
    l->table = tr_load_rules_msg(l->o, l->msg, sizeof l->msg);
    atomic_store(&l->done, 1);
    return NULL;
}

tr_session *tr_session_new(const cu_options *o, const rl_table *rules)
{
    tr_session *s = ut_xcalloc(1, sizeof *s);
    s->o = o;
    s->rules = rules;
    /* excludeDeclarationsFromPCH: a walk of the translation unit then visits the declarations
     * parsed for this file, not the thousands of the precompiled prelude, which libclang
     * would otherwise deserialize for every walk (the passes skip them anyway). Its list also
     * holds the implicit template instantiations, which walks skip (ku_is_instantiation). */
    s->idx = clang_createIndex(1, 0);
    s->ps = ps_config_new(o);
    return s;
}

tr_session *tr_session_new_loading(const cu_options *o)
{
    tr_loader *l = ut_xcalloc(1, sizeof *l);
    l->o = o;
    atomic_init(&l->done, 0);
    /* The built-in tables are compiled in (microseconds to load); user rule files are parsed
     * with cJSON, which for large files is worth a thread beside libclang's start and the
     * first parse. Without a thread the load simply happens first. */
    if (!(o && o->rule_files.n) || pthread_create(&l->thread, NULL, tr_loader_main, l) != 0)
        tr_loader_main(l);
    else
        l->running = 1;
    tr_session *s = tr_session_new(o, NULL);
    s->loader = l;
    return s;
}

const rl_table *tr_session_rules(tr_session *s)
{
    tr_loader *l = s->loader;
    if (!l) return s->rules;
    if (l->running) {
        pthread_join(l->thread, NULL);
        l->running = 0;
    }
    s->rules = l->table;
    if (!l->table && !l->reported) {
        fprintf(stderr, "%s\n", l->msg);
        l->reported = 1;
    }
    return l->table;
}

/* Whether the session's own rule load has finished and failed: then nothing is worth parsing. */
static int tr_rules_failed_early(const tr_session *s)
{
    return s->loader && atomic_load(&s->loader->done) && !s->loader->table;
}

void tr_session_free(tr_session *s)
{
    if (!s) return;
    if (s->loader) {
        if (s->loader->running) pthread_join(s->loader->thread, NULL);
        if (s->loader->table) rl_table_free(s->loader->table);
        free(s->loader);
    }
    ps_config_free(s->ps);
    clang_disposeIndex(s->idx);
    free(s);
}

/* Frees the outputs of a result (kept: findings and stats). */
static void tr_drop_outputs(tr_result *res)
{
    for (size_t i = 0; i < res->noutputs; i++) {
        free(res->outputs[i].path);
        free(res->outputs[i].text);
        dg_stats_free(&res->outputs[i].stats);
    }
    free(res->outputs);
    res->outputs = NULL;
    res->noutputs = res->outputs_cap = 0;
}

void tr_result_free(tr_result *res)
{
    tr_drop_outputs(res);
    dg_free(&res->diags);
    dg_stats_free(&res->stats);
}

/* tr_load_rules without printing: the error line goes to msg (thread-safe). */
static rl_table *tr_load_rules_msg(const cu_options *o, char *msg, size_t msgsz)
{
    rl_table *t = rl_table_new();
    rl_error err;
    snprintf(err.msg, sizeof err.msg, "%s", "cu2hip: out of memory");
    if (!t || rl_load_builtin(t, &err) != 0)
        goto fail;
    if (o && o->roc && rl_use_roc(t) < 0) {   /* before user files: theirs still win */
        snprintf(err.msg, sizeof err.msg, "%s", "cu2hip: out of memory");
        goto fail;
    }
    for (size_t i = 0; o && i < o->rule_files.n; i++)
        if (rl_load_file(t, o->rule_files.v[i], &err) != 0)
            goto fail;
    return t;
fail:
    snprintf(msg, msgsz, "%s", err.msg);
    rl_table_free(t);
    return NULL;
}

rl_table *tr_load_rules(const cu_options *o)
{
    char msg[sizeof(rl_error)];
    rl_table *t = tr_load_rules_msg(o, msg, sizeof msg);
    if (!t) fprintf(stderr, "%s\n", msg);
    return t;
}

static double tr_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the translation ---- */

typedef void (*tr_pass_fn)(pc_ctx *c);

/* The pass order (the reference the docs point to). Renames run after the kernel-language
 * passes, so that tokens those claim (pc_claim_token) or already rewrote are left to them;
 * lower copies the kernels' rewritten bodies into their CPU forms, so it runs after every pass
 * that rewrites them; lint checks come last, in lint mode only. */
static const struct { const char *name; tr_pass_fn fn; int lint_only; } tr_passes[] = {
    {"includes", pass_includes, 0},
    {"launches", pass_launches, 0},
    {"bounds", pass_bounds, 0},
    {"masks", pass_masks, 0},
    {"kernel_unsupported", pass_kernel_unsupported, 0},
    {"profile", pass_profile, 0},
    {"renames", pass_renames, 0},
    {"lockstep", pass_lockstep, 0},
    {"lower", pass_lower, 0},
    {"lint", pass_lint, 1},
};

static void tr_add_output(tr_result *res, const char *path, char *text, size_t len, int changed,
                          dg_stats *stats)
{
    res->outputs = ut_vec_grow_(res->outputs, &res->outputs_cap, res->noutputs + 1, sizeof *res->outputs);
    tr_output *o = &res->outputs[res->noutputs++];
    o->path = ut_xstrdup(path);
    o->text = text;
    o->len = len;
    o->changed = changed;
    o->stats = *stats;          /* moved */
    dg_stats_init(stats);
}

/* The passes over a parsed unit, and the outputs (res->status is TR_OK or TR_EDIT_CONFLICT).
 * t0: when the translation started; t_rules: time spent waiting for the rules (CU2HIP_TIMING). */
static void tr_run_passes(const tr_session *s, const tr_request *req, CXTranslationUnit tu,
                          const char *buf, size_t len, tr_result *res, double t0, double t_rules)
{
    CXFile main_file = clang_getFile(tu, req->path);
    ps_collect_errors(tu, main_file, req->path, &res->diags, TR_PARSE_ERROR_LIMIT);

    pc_ctx c;
    memset(&c, 0, sizeof c);
    c.opts = s->o;
    c.rules = s->rules;
    c.tu = tu;
    c.main_file = main_file;
    c.main_path = req->path;
    c.buf = buf;
    c.len = len;
    c.lint = req->lint;
    c.hip_major = s->o && (s->o->hip_major || s->o->hip_minor) ? s->o->hip_major : TR_HIP_NEWEST_MAJOR;
    c.hip_minor = s->o && (s->o->hip_major || s->o->hip_minor) ? s->o->hip_minor : TR_HIP_NEWEST_MINOR;
    c.diags = &res->diags;

    double t_tok = tr_now();
    pc_ctx_open(&c, req->editable, req->editable_ud);

    double tp = tr_now();
    if (getenv("CU2HIP_TIMING"))
        ut_note("timing: parse %.1f ms, tokens %.1f ms, rules wait %.1f ms",
                (t_tok - t0 - t_rules) * 1e3, (tp - t_tok) * 1e3, t_rules * 1e3);
    for (size_t i = 0; i < sizeof tr_passes / sizeof *tr_passes; i++) {
        if (!tr_passes[i].lint_only || c.lint) tr_passes[i].fn(&c);
        pc_count_flush(&c);
        if (getenv("CU2HIP_TIMING")) {
            double tn = tr_now();
            ut_note("timing: pass %s %.1f ms", tr_passes[i].name, (tn - tp) * 1e3);
            tp = tn;
        }
    }

    size_t nfiles = pc_file_count(&c);
    for (size_t i = 0; i < nfiles; i++)
        dg_stats_merge(&res->stats, pc_file_stats(&c, i));
    res->status = dg_stat(&res->stats, "edit-conflict") ? TR_EDIT_CONFLICT : TR_OK;
    for (size_t i = 0; res->status == TR_OK && !c.lint && i < nfiles; i++) {
        pc_file_view f;
        pc_file_get(&c, i, &f);
        char *out = NULL, err[1024];
        size_t outn = 0;
        if (pc_file_apply(&c, i, &out, &outn, err, sizeof err) != 0) {
            dg_add(&res->diags, f.path, 0, 0, DG_ERROR, "internal", "internal error: %s", err);
            res->status = TR_EDIT_CONFLICT;
            tr_drop_outputs(res);
            break;
        }
        int changed = outn != f.len || memcmp(out, f.buf, outn) != 0;
        tr_add_output(res, f.path, out, outn, changed, pc_file_stats(&c, i));
    }
    pc_ctx_release(&c);
}

/* An #include of a device or FIFO would make the parse read forever or block (parse_guard.h). */
static size_t tr_special_includes(const tr_session *s, const tr_request *req, const char *buf,
                                  size_t len, tr_result *res)
{
    const char *const *base;
    size_t nbase = ps_config_args(s->ps, &base), n = 0;
    const char **args = ut_xmalloc((nbase + (size_t)req->nargs + 1) * sizeof *args);
    for (size_t i = 0; i < nbase; i++) args[n++] = base[i];
    for (int i = 0; i < req->nargs; i++) args[n++] = req->args[i];
    size_t found = pg_check_includes(req->path, buf, len, args, n, &res->diags);
    free(args);
    return found;
}

tr_status tr_translate(tr_session *s, const tr_request *req, tr_result *res)
{
    double t0 = tr_now();
    memset(res, 0, sizeof *res);
    dg_init(&res->diags);
    dg_stats_init(&res->stats);

    char *buf = NULL, err[1024];
    size_t len = 0;
    CXTranslationUnit tu = NULL;
    if (ut_read_file(req->path, &buf, &len, err, sizeof err) != 0) {
        dg_add(&res->diags, req->path, 0, 0, DG_ERROR, "input", "%s", err);
        res->status = TR_INPUT_ERROR;
        goto out;
    }
    res->status = TR_RULES_FAILED;
    if (tr_rules_failed_early(s))
        goto out;
    if (tr_special_includes(s, req, buf, len, res)) {
        res->status = TR_INPUT_ERROR;
        goto out;
    }
    ps_normalize_chevrons(buf, len);   /* "k << < g, b >> > (a)", which nvcc accepts */
    enum CXErrorCode ec;
    tu = ps_parse(s->ps, s->idx, req->path, buf, len, req->args, req->nargs, &ec);
    if (!tu) {
        dg_add(&res->diags, req->path, 0, 0, DG_ERROR, "parse",
               "libclang could not parse the file (error code %d)", (int)ec);
        res->status = TR_PARSE_FAILED;
        goto out;
    }
    double t_rules = tr_now();
    if (!tr_session_rules(s))   /* waits for the session's own load, if any */
        goto out;
    tr_run_passes(s, req, tu, buf, len, res, t0, tr_now() - t_rules);
out:
    if (tu)
        clang_disposeTranslationUnit(tu);
    free(buf);
    dg_sort_unique(&res->diags);
    res->seconds = tr_now() - t0;
    return res->status;
}
