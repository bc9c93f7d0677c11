/* translate.c - one translation from file to outputs: reads the input, parses it (parse.c),
 * tokenizes every editable file, runs the passes, and applies each file's edits. Also the
 * context helpers of pass.h: placing edits (including the macro rules: an edit on a token
 * spelled in a macro definition of an editable file is made at the definition; one that cannot
 * be placed is reported, never made silently inside an expansion), findings and token claims.
 *
 * Pass order: includes, then the kernel-language passes (launches, bounds, masks,
 * kernel_unsupported, profile), then renames, then lint. Renames run after the kernel passes so
 * that tokens those passes claim (cu_claim_token) or already rewrote are left to them: pass.h
 * asks for claims to happen before pass_renames runs.
 * CU2HIP_TIMING=1 in the environment prints the time of each phase to standard error. */
#define _GNU_SOURCE
#include "translate.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kernel_util.h"
#include "parse.h"
#include "pass.h"
#include "util.h"

/* Newest HIP profile, used when --hip-version is not given. */
#define TR_HIP_NEWEST_MAJOR 7
#define TR_HIP_NEWEST_MINOR 0
#define TR_PARSE_ERROR_LIMIT 50

struct cu_file {
    CXFile file;
    char *path;
    const char *buf;            /* main file: the bytes we read; headers: clang's buffer */
    size_t len;
    CXToken *toks;
    unsigned ntoks;
    CXCursor *tok_cursors;
    unsigned char *claimed;
    ed_list *edits;
    dg_stats stats;             /* counters of this file's edits (pass.h: stat_file) */
};

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
    res->noutputs = 0;
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
    if (!t) {
        snprintf(msg, msgsz, "%s", "cu2hip: out of memory");
        return NULL;
    }
    if (rl_load_builtin(t, &err) != 0) {
        snprintf(msg, msgsz, "%s", err.msg);
        rl_table_free(t);
        return NULL;
    }
    if (o && o->roc && rl_use_roc(t) < 0) {   /* before user files: theirs still win */
        snprintf(msg, msgsz, "%s", "cu2hip: out of memory");
        rl_table_free(t);
        return NULL;
    }
    for (size_t i = 0; o && i < o->rule_files.n; i++) {
        if (rl_load_file(t, o->rule_files.v[i], &err) != 0) {
            snprintf(msg, msgsz, "%s", err.msg);
            rl_table_free(t);
            return NULL;
        }
    }
    return t;
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

/* ---- editable files ---- */

static void tr_file_tokenize(cu_ctx *c, cu_file *f)
{
    if (f->len == 0) return;
    CXSourceLocation b = clang_getLocationForOffset(c->tu, f->file, 0);
    CXSourceLocation e = clang_getLocationForOffset(c->tu, f->file, (unsigned)f->len);
    clang_tokenize(c->tu, clang_getRange(b, e), &f->toks, &f->ntoks);
    if (f->ntoks) f->claimed = ut_xcalloc(f->ntoks, 1);
}

const CXCursor *cu_tok_cursors(cu_ctx *c, size_t i)
{
    if (i >= c->nfiles) return NULL;
    cu_file *f = &c->files[i];
    if (!f->tok_cursors && f->ntoks) {
        f->tok_cursors = ut_xcalloc(f->ntoks, sizeof *f->tok_cursors);
        clang_annotateTokens(c->tu, f->toks, f->ntoks, f->tok_cursors);
        if (i == 0) c->tok_cursors = f->tok_cursors;
    }
    return f->tok_cursors;
}

static cu_file *tr_add_file(cu_ctx *c, CXFile file, const char *path, const char *buf, size_t len)
{
    c->files = ut_xrealloc(c->files, (c->nfiles + 1) * sizeof *c->files);
    cu_file *f = &c->files[c->nfiles++];
    memset(f, 0, sizeof *f);
    c->memo_file = NULL;        /* a file that was not editable may be now */
    f->file = file;
    f->path = ut_xstrdup(path);
    f->buf = buf;
    f->len = len;
    f->edits = ed_new();
    dg_stats_init(&f->stats);
    return f;
}

typedef struct { cu_ctx *c; } tr_incl;

static void tr_inclusion_visitor(CXFile inc, CXSourceLocation *stack, unsigned depth, CXClientData d)
{
    cu_ctx *c = ((tr_incl *)d)->c;
    (void)stack;
    if (depth == 0) return;   /* the main file itself */
    for (size_t i = 0; i < c->nfiles; i++)
        if (clang_File_isEqual(c->files[i].file, inc)) return;
    CXSourceLocation at = clang_getLocationForOffset(c->tu, inc, 0);
    if (clang_Location_isInSystemHeader(at)) return;
    CXString name = clang_getFileName(inc);
    const char *path = clang_getCString(name);
    if (path && !ps_is_prelude_file(path) && c->editable(c->editable_ud, path)) {
        size_t len = 0;
        const char *buf = clang_getFileContents(c->tu, inc, &len);
        if (buf) tr_add_file(c, inc, path, buf, len);
    }
    clang_disposeString(name);
}

static cu_file *tr_file_of(cu_ctx *c, CXFile f, int *index)
{
    if (!f) return NULL;
    /* Declarations come file by file (thousands from the prelude), so remembering the last
     * answer saves a clang_File_isEqual per editable file on nearly every lookup. */
    if (f == c->memo_file) {
        if (c->memo_index < 0) return NULL;
        if (index) *index = c->memo_index;
        return &c->files[c->memo_index];
    }
    c->memo_file = f;
    c->memo_index = -1;
    for (size_t i = 0; i < c->nfiles; i++)
        if (c->files[i].file == f || clang_File_isEqual(c->files[i].file, f)) {
            c->memo_index = (int)i;
            if (index) *index = (int)i;
            return &c->files[i];
        }
    return NULL;
}

/* ---- pass.h helpers ---- */

/* Moves the counters the passes made since the last call (c->stats) to the file they count
 * against, and makes file fi that file from now on: counts follow the edit or finding they
 * come with, so a header's edits are counted on the header whichever unit made them. */
static void tr_count_at(cu_ctx *c, size_t fi)
{
    if (!c->nfiles)
        return;
    if (c->stats->n) {
        dg_stats_merge(&c->files[c->stat_file < c->nfiles ? c->stat_file : 0].stats, c->stats);
        dg_stats_free(c->stats);
    }
    c->stat_file = fi < c->nfiles ? fi : 0;
}

size_t cu_file_count(const cu_ctx *c)
{
    return c->nfiles;
}

void cu_file_get(const cu_ctx *c, size_t i, cu_file_view *out)
{
    const cu_file *f = &c->files[i];
    out->path = f->path;
    out->file = f->file;
    out->buf = f->buf;
    out->len = f->len;
    out->toks = f->toks;
    out->ntoks = f->ntoks;
    out->tok_cursors = f->tok_cursors;
}

int cu_file_index(cu_ctx *c, CXSourceLocation loc)
{
    CXFile f;
    clang_getSpellingLocation(loc, &f, NULL, NULL, NULL);
    int i = -1;
    tr_file_of(c, f, &i);
    return i;
}

int cu_loc_editable(cu_ctx *c, CXSourceLocation loc)
{
    return cu_file_index(c, loc) >= 0;
}

size_t cu_main_offset(cu_ctx *c, CXSourceLocation loc)
{
    CXFile f;
    unsigned off;
    clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
    if (!f || !c->nfiles || !clang_File_isEqual(f, c->files[0].file)) return (size_t)-1;
    return off;
}

static dg_finding *tr_vreport(cu_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
                              const char *fmt, va_list ap)
{
    CXFile f;
    unsigned line = 0, col = 0;
    /* the file location: a macro argument's own place (checkCudaErrors(cudaMallocHost(...))
     * reports at cudaMallocHost), a macro body's expansion site */
    clang_getFileLocation(loc, &f, &line, &col, NULL);
    ut_buf b = {0};
    ut_buf_vprintf(&b, fmt, ap);
    dg_finding *r;
    int i = -1;
    int editable = tr_file_of(c, f, &i) != NULL;
    tr_count_at(c, i >= 0 ? (size_t)i : 0);
    if (editable || !f) {
        r = dg_add(c->diags, i >= 0 ? c->files[i].path : c->main_path, line, col, sev, rule_id, "%s", b.s);
    } else {
        CXString fn = clang_getFileName(f);
        r = dg_add(c->diags, clang_getCString(fn), line, col, sev, rule_id, "%s", b.s);
        clang_disposeString(fn);
    }
    ut_buf_free(&b);
    return r;
}

dg_finding *cu_report(cu_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dg_finding *r = tr_vreport(c, loc, sev, rule_id, fmt, ap);
    va_end(ap);
    return r;
}

/* Whether the cause of a conflict between two rewrites may be the input: the file does not
 * parse (clang reported errors), or the place is code clang never parsed (an #if-disabled
 * block), where passes that read tokens see whatever text is there. */
static int tr_input_suspect(cu_ctx *c, CXFile file, size_t off)
{
    if (ps_tu_has_errors(c->tu))
        return 1;
    int skipped = 0;
    CXSourceRangeList *r = clang_getSkippedRanges(c->tu, file);
    for (unsigned i = 0; r && i < r->count && !skipped; i++) {
        unsigned b = 0, e = 0;
        clang_getSpellingLocation(clang_getRangeStart(r->ranges[i]), NULL, NULL, NULL, &b);
        clang_getSpellingLocation(clang_getRangeEnd(r->ranges[i]), NULL, NULL, NULL, &e);
        skipped = off >= b && off < e;
    }
    if (r)
        clang_disposeSourceRangeList(r);
    return skipped;
}

/* --skip-excluded-preprocessor-conditional-blocks (hipify-clang's option): whether [off, off+len)
 * of file f lies in a branch of an #if the parse left out. */
static int tr_in_skipped(const cu_ctx *c, CXFile file, size_t off, size_t len)
{
    CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, file);
    int in = 0;
    for (unsigned i = 0; sk && !in && i < sk->count; i++) {
        unsigned b, e;
        clang_getFileLocation(clang_getRangeStart(sk->ranges[i]), NULL, NULL, NULL, &b);
        clang_getFileLocation(clang_getRangeEnd(sk->ranges[i]), NULL, NULL, NULL, &e);
        in = off >= b && off + len <= e;
    }
    if (sk) clang_disposeSourceRangeList(sk);
    return in;
}

static int tr_add_edit(cu_ctx *c, size_t fi, size_t off, size_t len, const char *text,
                       const char *origin, int in_macro, CXSourceLocation where)
{
    cu_file *f = &c->files[fi];
    char err[512];
    if (c->opts && c->opts->skip_inactive && tr_in_skipped(c, f->file, off, len))
        return 0;   /* left as written, as asked */
    tr_count_at(c, fi);
    if (off > f->len || len > f->len - off) {
        cu_report(c, where, DG_ERROR, origin, "internal error: edit past the end of '%s'", f->path);
        return -1;
    }
    if (ed_add(f->edits, off, len, text, origin, err, sizeof err) == 0) return 0;
    if (in_macro) {
        cu_report(c, where, DG_WARNING, origin,
                  "conflicting rewrites of one macro definition from different expansions; "
                  "'%s' not applied", text);
        return -1;
    }
    if (tr_input_suspect(c, f->file, off)) {
        /* broken input: the translation goes on without this rewrite (best effort, like any
         * other parse error); a conflict on code that parses is still a bug */
        cu_report(c, where, DG_WARNING, origin,
                  "code not understood here (it does not parse); '%s' not applied", text);
        return -1;
    }
    dg_add(c->diags, f->path, 0, 0, DG_ERROR, origin, "internal error: %s", err);
    /* the context's owner sees the conflict through this counter */
    dg_count(c->stats, "edit-conflict", 1);
    return -1;
}

int cu_edit_file(cu_ctx *c, size_t i, size_t off, size_t len, const char *text, const char *origin)
{
    if (i >= c->nfiles) return -1;
    CXSourceLocation where = clang_getLocationForOffset(c->tu, c->files[i].file, (unsigned)off);
    return tr_add_edit(c, i, off, len, text, origin, 0, where);
}

int cu_edit_main(cu_ctx *c, size_t off, size_t len, const char *text, const char *origin)
{
    return cu_edit_file(c, 0, off, len, text, origin);
}

int cu_file_edited(const cu_ctx *c, size_t i, size_t off, size_t len)
{
    return i < c->nfiles && ed_overlaps(c->files[i].edits, off, len);
}

const ed_list *cu_file_edits(const cu_ctx *c, size_t i)
{
    return i < c->nfiles ? c->files[i].edits : NULL;
}

/* Where the characters of loc are, and whether loc comes from a macro expansion (body or
 * argument) and from its body in particular. */
typedef struct {
    CXFile sfile;
    unsigned soff;
    int macro;   /* expansion site differs from spelling site */
    int body;    /* spelled in the macro's definition (not an argument at the use site) */
    unsigned eoff;
    CXFile efile;
} tr_site;

static void tr_site_of(CXSourceLocation loc, tr_site *s)
{
    CXFile ff;
    unsigned foff;
    clang_getSpellingLocation(loc, &s->sfile, NULL, NULL, &s->soff);
    clang_getExpansionLocation(loc, &s->efile, NULL, NULL, &s->eoff);
    clang_getFileLocation(loc, &ff, NULL, NULL, &foff);
    s->macro = !(s->sfile && s->efile && s->eoff == s->soff && clang_File_isEqual(s->sfile, s->efile));
    s->body = s->macro && !(s->sfile && ff && foff == s->soff && clang_File_isEqual(s->sfile, ff));
}

static int tr_unplaceable(cu_ctx *c, CXSourceLocation loc, const tr_site *s, const char *text,
                          const char *origin, const char *why)
{
    /* only worth saying when the user's code shows the construct */
    if (s->efile && tr_file_of(c, s->efile, NULL))
        cu_report(c, loc, DG_WARNING, origin, "cannot rewrite inside this macro expansion (%s); "
                  "change it by hand to '%s'", why, text);
    return -1;
}

int cu_edit_loc(cu_ctx *c, CXSourceLocation loc, size_t len, const char *text, const char *origin)
{
    tr_site s;
    tr_site_of(loc, &s);
    if (!s.sfile) return tr_unplaceable(c, loc, &s, text, origin, "the token is produced by ## pasting");
    int fi = -1;
    if (!tr_file_of(c, s.sfile, &fi))
        return s.macro ? tr_unplaceable(c, loc, &s, text, origin, "the macro is defined in a file that is not translated")
                       : -1;
    return tr_add_edit(c, (size_t)fi, s.soff, len, text, origin, s.macro, loc);
}

int cu_edit_range(cu_ctx *c, CXSourceRange r, const char *text, const char *origin)
{
    CXSourceLocation b = clang_getRangeStart(r), e = clang_getRangeEnd(r);
    tr_site sb, se;
    tr_site_of(b, &sb);
    tr_site_of(e, &se);
    if (!sb.sfile || !se.sfile)
        return tr_unplaceable(c, b, &sb, text, origin, "the tokens are produced by ## pasting");
    int fi = -1;
    if (!tr_file_of(c, sb.sfile, &fi)) {
        return sb.macro ? tr_unplaceable(c, b, &sb, text, origin, "the macro is defined in a file that is not translated")
                        : -1;
    }
    int same = clang_File_isEqual(sb.sfile, se.sfile) && sb.soff <= se.soff && sb.body == se.body &&
               (!sb.macro || (se.macro && sb.eoff == se.eoff));
    if (!same) return tr_unplaceable(c, b, &sb, text, origin, "the range spans a macro boundary");
    return tr_add_edit(c, (size_t)fi, sb.soff, se.soff - sb.soff, text, origin, sb.macro, b);
}

void cu_claim_token(cu_ctx *c, unsigned tok_index)
{
    if (c->nfiles && tok_index < c->files[0].ntoks) c->files[0].claimed[tok_index] = 1;
}

int cu_token_claimed(const cu_ctx *c, unsigned tok_index)
{
    return c->nfiles && tok_index < c->files[0].ntoks && c->files[0].claimed[tok_index];
}

/* ---- the translation ---- */

static int tr_main_only(void *ud, const char *path)
{
    (void)ud;
    (void)path;
    return 0;
}

typedef void (*tr_pass_fn)(cu_ctx *c);

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

static void tr_free_files(cu_ctx *c)
{
    for (size_t i = 0; i < c->nfiles; i++) {
        cu_file *f = &c->files[i];
        if (f->toks) clang_disposeTokens(c->tu, f->toks, f->ntoks);
        free(f->tok_cursors);
        free(f->claimed);
        ed_free(f->edits);
        dg_stats_free(&f->stats);
        free(f->path);
    }
    free(c->files);
    c->files = NULL;
    c->nfiles = 0;
    c->memo_file = NULL;
}

static void tr_add_output(tr_result *res, const char *path, char *text, size_t len, int changed,
                          dg_stats *stats)
{
    res->outputs = ut_xrealloc(res->outputs, (res->noutputs + 1) * sizeof *res->outputs);
    tr_output *o = &res->outputs[res->noutputs++];
    o->path = ut_xstrdup(path);
    o->text = text;
    o->len = len;
    o->changed = changed;
    o->stats = *stats;          /* moved */
    dg_stats_init(stats);
}

tr_status tr_translate(tr_session *s, const tr_request *req, tr_result *res)
{
    double t0 = tr_now();
    memset(res, 0, sizeof *res);
    dg_init(&res->diags);
    dg_stats_init(&res->stats);

    char *buf = NULL, err[1024];
    size_t len = 0;
    if (ut_read_file(req->path, &buf, &len, err, sizeof err) != 0) {
        dg_add(&res->diags, req->path, 0, 0, DG_ERROR, "input", "%s", err);
        res->status = TR_INPUT_ERROR;
        res->seconds = tr_now() - t0;
        return res->status;
    }
    if (tr_rules_failed_early(s)) {
        free(buf);
        res->status = TR_RULES_FAILED;
        res->seconds = tr_now() - t0;
        return res->status;
    }
    ps_normalize_chevrons(buf, len);   /* "k << < g, b >> > (a)", which nvcc accepts */
    enum CXErrorCode ec;
    CXTranslationUnit tu = ps_parse(s->ps, s->idx, req->path, buf, len, req->args, req->nargs, &ec);
    if (!tu) {
        dg_add(&res->diags, req->path, 0, 0, DG_ERROR, "parse",
               "libclang could not parse the file (error code %d)", (int)ec);
        free(buf);
        res->status = TR_PARSE_FAILED;
        res->seconds = tr_now() - t0;
        return res->status;
    }
    double t_rules = tr_now();
    if (!tr_session_rules(s)) {   /* waits for the session's own load, if any */
        clang_disposeTranslationUnit(tu);
        free(buf);
        res->status = TR_RULES_FAILED;
        res->seconds = tr_now() - t0;
        return res->status;
    }
    t_rules = tr_now() - t_rules;
    CXFile main_file = clang_getFile(tu, req->path);
    ps_collect_errors(tu, main_file, req->path, &res->diags, TR_PARSE_ERROR_LIMIT);

    cu_ctx c;
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
    dg_stats pending;           /* counted by the passes, not yet given to a file (tr_count_at) */
    dg_stats_init(&pending);
    c.diags = &res->diags;
    c.stats = &pending;
    c.editable = req->editable ? req->editable : tr_main_only;
    c.editable_ud = req->editable_ud;

    double t_tok = tr_now();
    tr_add_file(&c, main_file, req->path, buf, len);
    if (req->editable) {
        tr_incl d = {&c};
        clang_getInclusions(tu, tr_inclusion_visitor, &d);
    }
    for (size_t i = 0; i < c.nfiles; i++) tr_file_tokenize(&c, &c.files[i]);
    c.toks = c.files[0].toks;
    c.ntoks = c.files[0].ntoks;
    c.tok_cursors = c.files[0].tok_cursors;

    double tp = tr_now();
    if (getenv("CU2HIP_TIMING"))
        fprintf(stderr, "cu2hip: timing: parse %.1f ms, tokens %.1f ms, rules wait %.1f ms\n",
                (t_tok - t0 - t_rules) * 1e3, (tp - t_tok) * 1e3, t_rules * 1e3);
    for (size_t i = 0; i < sizeof tr_passes / sizeof *tr_passes; i++) {
        if (!tr_passes[i].lint_only || c.lint) tr_passes[i].fn(&c);
        tr_count_at(&c, 0);
        if (getenv("CU2HIP_TIMING")) {
            double tn = tr_now();
            fprintf(stderr, "cu2hip: timing: pass %s %.1f ms\n", tr_passes[i].name, (tn - tp) * 1e3);
            tp = tn;
        }
    }

    for (size_t i = 0; i < c.nfiles; i++)
        dg_stats_merge(&res->stats, &c.files[i].stats);
    res->status = dg_stat(&res->stats, "edit-conflict") ? TR_EDIT_CONFLICT : TR_OK;
    if (res->status == TR_OK && !c.lint) {
        for (size_t i = 0; i < c.nfiles; i++) {
            cu_file *f = &c.files[i];
            char *out = NULL;
            size_t outn = 0;
            if (ed_apply(f->edits, f->buf, f->len, &out, &outn, err, sizeof err) != 0) {
                dg_add(&res->diags, f->path, 0, 0, DG_ERROR, "internal", "internal error: %s", err);
                res->status = TR_EDIT_CONFLICT;
                break;
            }
            int changed = outn != f->len || memcmp(out, f->buf, outn) != 0;
            tr_add_output(res, f->path, out, outn, changed, &f->stats);
        }
        if (res->status != TR_OK)
            tr_drop_outputs(res);
    }
    tr_free_files(&c);
    dg_stats_free(&pending);
    ku_ctx_release(&c);
    clang_disposeTranslationUnit(tu);
    free(buf);
    dg_sort_unique(&res->diags);
    res->seconds = tr_now() - t0;
    return res->status;
}
