/* context.c - the pass context (contracts in context.h): the editable files of a translation
 * and their tokens, placing edits (including the macro rules: an edit on a token spelled in a
 * macro definition of an editable file is made at the definition; one that cannot be placed is
 * reported, never made silently inside an expansion), findings, counters, token claims, and the
 * data modules attach for the length of a translation. */
#include "context.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "util.h"

struct pc_file {
    CXFile file;
    char *path;
    const char *buf;            /* main file: the pipeline's bytes; headers: clang's buffer */
    size_t len;
    CXToken *toks;
    unsigned ntoks;
    CXCursor *tok_cursors;
    unsigned char *claimed;
    ed_list *edits;
    dg_stats stats;             /* counters of this file's edits (context.h: stat_file) */
};

struct pc_data_slot {
    const void *key;
    void *data;
    void (*free_fn)(void *);
};

/* ---- editable files ---- */

static void pc_file_tokenize(pc_ctx *c, pc_file *f)
{
    if (f->len == 0) return;
    CXSourceLocation b = clang_getLocationForOffset(c->tu, f->file, 0);
    CXSourceLocation e = clang_getLocationForOffset(c->tu, f->file, (unsigned)f->len);
    clang_tokenize(c->tu, clang_getRange(b, e), &f->toks, &f->ntoks);
    if (f->ntoks) f->claimed = ut_xcalloc(f->ntoks, 1);
}

const CXCursor *pc_tok_cursors(pc_ctx *c, size_t i)
{
    if (i >= c->files.n) return NULL;
    pc_file *f = &c->files.v[i];
    if (!f->tok_cursors && f->ntoks) {
        f->tok_cursors = ut_xcalloc(f->ntoks, sizeof *f->tok_cursors);
        clang_annotateTokens(c->tu, f->toks, f->ntoks, f->tok_cursors);
        if (i == 0) c->tok_cursors = f->tok_cursors;
    }
    return f->tok_cursors;
}

static void pc_add_file(pc_ctx *c, CXFile file, const char *path, const char *buf, size_t len)
{
    pc_file *f = ut_vec_add(&c->files);
    c->memo_file = NULL;        /* a file that was not editable may be now */
    f->file = file;
    f->path = ut_xstrdup(path);
    f->buf = buf;
    f->len = len;
    f->edits = ed_new();
    dg_stats_init(&f->stats);
}

static void pc_inclusion_visitor(CXFile inc, CXSourceLocation *stack, unsigned depth, CXClientData d)
{
    pc_ctx *c = d;
    (void)stack;
    if (depth == 0) return;   /* the main file itself */
    for (size_t i = 0; i < c->files.n; i++)
        if (clang_File_isEqual(c->files.v[i].file, inc)) return;
    CXSourceLocation at = clang_getLocationForOffset(c->tu, inc, 0);
    if (clang_Location_isInSystemHeader(at)) return;
    CXString name = clang_getFileName(inc);
    const char *path = clang_getCString(name);
    if (path && !ps_is_prelude_file(path) && c->editable(c->editable_ud, path)) {
        size_t len = 0;
        const char *buf = clang_getFileContents(c->tu, inc, &len);
        if (buf) pc_add_file(c, inc, path, buf, len);
    }
    clang_disposeString(name);
}

void pc_ctx_open(pc_ctx *c, int (*editable)(void *ud, const char *path), void *ud)
{
    dg_stats_init(&c->pending);
    c->stats = &c->pending;
    c->editable = editable;
    c->editable_ud = ud;
    pc_add_file(c, c->main_file, c->main_path, c->buf, c->len);
    if (editable)
        clang_getInclusions(c->tu, pc_inclusion_visitor, c);
    for (size_t i = 0; i < c->files.n; i++) pc_file_tokenize(c, &c->files.v[i]);
    c->toks = c->files.v[0].toks;
    c->ntoks = c->files.v[0].ntoks;
    c->tok_cursors = c->files.v[0].tok_cursors;
}

static pc_file *pc_lookup(pc_ctx *c, CXFile f, int *index)
{
    if (!f) return NULL;
    /* Declarations come file by file (thousands from the prelude), so remembering the last
     * answer saves a clang_File_isEqual per editable file on nearly every lookup. */
    if (f == c->memo_file) {
        if (c->memo_index < 0) return NULL;
        if (index) *index = c->memo_index;
        return &c->files.v[c->memo_index];
    }
    c->memo_file = f;
    c->memo_index = -1;
    for (size_t i = 0; i < c->files.n; i++)
        if (c->files.v[i].file == f || clang_File_isEqual(c->files.v[i].file, f)) {
            c->memo_index = (int)i;
            if (index) *index = (int)i;
            return &c->files.v[i];
        }
    return NULL;
}

int pc_file_of(pc_ctx *c, CXFile f)
{
    int i = -1;
    pc_lookup(c, f, &i);
    return i;
}

/* ---- counters ---- */

/* Moves the counters the passes made since the last call (c->stats) to the file they count
 * against, and makes file fi that file from now on: counts follow the edit or finding they
 * come with, so a header's edits are counted on the header whichever unit made them. */
static void pc_count_at(pc_ctx *c, size_t fi)
{
    if (!c->files.n)
        return;
    if (c->stats->n) {
        dg_stats_merge(&c->files.v[c->stat_file < c->files.n ? c->stat_file : 0].stats, c->stats);
        dg_stats_free(c->stats);
    }
    c->stat_file = fi < c->files.n ? fi : 0;
}

void pc_count_flush(pc_ctx *c)
{
    pc_count_at(c, 0);
}

dg_stats *pc_file_stats(pc_ctx *c, size_t i)
{
    return i < c->files.n ? &c->files.v[i].stats : NULL;
}

int pc_file_apply(pc_ctx *c, size_t i, char **out, size_t *outn, char *err, size_t errlen)
{
    pc_file *f = &c->files.v[i];
    return ed_apply(f->edits, f->buf, f->len, out, outn, err, errlen);
}

/* ---- module data ---- */

void *pc_data(const pc_ctx *c, const void *key)
{
    for (size_t i = 0; i < c->data.n; i++)
        if (c->data.v[i].key == key) return c->data.v[i].data;
    return NULL;
}

void pc_set_data(pc_ctx *c, const void *key, void *data, void (*free_fn)(void *))
{
    for (size_t i = 0; i < c->data.n; i++)
        if (c->data.v[i].key == key) {
            c->data.v[i].data = data;
            c->data.v[i].free_fn = free_fn;
            return;
        }
    ut_vec_push(&c->data, (pc_data_slot){ key, data, free_fn });
}

void pc_ctx_release(pc_ctx *c)
{
    while (c->data.n) {
        pc_data_slot d = ut_vec_pop(&c->data);
        if (d.free_fn) d.free_fn(d.data);
    }
    ut_vec_free(&c->data);
    for (size_t i = 0; i < c->files.n; i++) {
        pc_file *f = &c->files.v[i];
        if (f->toks) clang_disposeTokens(c->tu, f->toks, f->ntoks);
        free(f->tok_cursors);
        free(f->claimed);
        ed_free(f->edits);
        dg_stats_free(&f->stats);
        free(f->path);
    }
    ut_vec_free(&c->files);
    c->memo_file = NULL;
    dg_stats_free(&c->pending);
}

/* ---- files ---- */

size_t pc_file_count(const pc_ctx *c)
{
    return c->files.n;
}

void pc_file_get(const pc_ctx *c, size_t i, pc_file_view *out)
{
    const pc_file *f = &c->files.v[i];
    out->path = f->path;
    out->file = f->file;
    out->buf = f->buf;
    out->len = f->len;
    out->toks = f->toks;
    out->ntoks = f->ntoks;
    out->tok_cursors = f->tok_cursors;
}

int pc_file_index(pc_ctx *c, CXSourceLocation loc)
{
    CXFile f;
    clang_getSpellingLocation(loc, &f, NULL, NULL, NULL);
    return pc_file_of(c, f);
}

int pc_loc_editable(pc_ctx *c, CXSourceLocation loc)
{
    return pc_file_index(c, loc) >= 0;
}

size_t pc_main_offset(pc_ctx *c, CXSourceLocation loc)
{
    CXFile f;
    unsigned off;
    clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
    if (!f || !c->files.n || !clang_File_isEqual(f, c->files.v[0].file)) return (size_t)-1;
    return off;
}

/* ---- findings ---- */

static dg_finding *pc_vreport(pc_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
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
    int editable = pc_lookup(c, f, &i) != NULL;
    pc_count_at(c, i >= 0 ? (size_t)i : 0);
    if (editable || !f) {
        r = dg_add(c->diags, i >= 0 ? c->files.v[i].path : c->main_path, line, col, sev, rule_id, "%s", b.s);
    } else {
        CXString fn = clang_getFileName(f);
        r = dg_add(c->diags, clang_getCString(fn), line, col, sev, rule_id, "%s", b.s);
        clang_disposeString(fn);
    }
    ut_buf_free(&b);
    return r;
}

dg_finding *pc_report(pc_ctx *c, CXSourceLocation loc, dg_severity sev, const char *rule_id,
                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dg_finding *r = pc_vreport(c, loc, sev, rule_id, fmt, ap);
    va_end(ap);
    return r;
}

/* ---- edits ---- */

/* Whether [off, off + len) of file lies in a branch of an #if the parse left out (with len 0:
 * whether off does). */
static int pc_in_skipped(const pc_ctx *c, CXFile file, size_t off, size_t len)
{
    int in = 0;
    CXSourceRangeList *r = clang_getSkippedRanges(c->tu, file);
    for (unsigned i = 0; r && i < r->count && !in; i++) {
        unsigned b = 0, e = 0;
        clang_getSpellingLocation(clang_getRangeStart(r->ranges[i]), NULL, NULL, NULL, &b);
        clang_getSpellingLocation(clang_getRangeEnd(r->ranges[i]), NULL, NULL, NULL, &e);
        in = off >= b && off < e && off + len <= e;
    }
    if (r)
        clang_disposeSourceRangeList(r);
    return in;
}

/* Whether the cause of a conflict between two rewrites may be the input: the file does not
 * parse (clang reported errors), or the place is code clang never parsed (an #if-disabled
 * block), where passes that read tokens see whatever text is there. */
static int pc_input_suspect(pc_ctx *c, CXFile file, size_t off)
{
    return ps_tu_has_errors(c->tu) || pc_in_skipped(c, file, off, 0);
}

static int pc_add_edit(pc_ctx *c, size_t fi, size_t off, size_t len, const char *text,
                       const char *origin, int in_macro, CXSourceLocation where)
{
    pc_file *f = &c->files.v[fi];
    char err[512];
    if (c->opts && c->opts->skip_inactive && pc_in_skipped(c, f->file, off, len))
        return 0;   /* left as written, as --skip-inactive asks */
    pc_count_at(c, fi);
    if (off > f->len || len > f->len - off) {
        pc_report(c, where, DG_ERROR, origin, "internal error: edit past the end of '%s'", f->path);
        return -1;
    }
    if (ed_add(f->edits, off, len, text, origin, err, sizeof err) == 0) return 0;
    if (in_macro) {
        pc_report(c, where, DG_WARNING, origin,
                  "conflicting rewrites of one macro definition from different expansions; "
                  "'%s' not applied", text);
        return -1;
    }
    if (pc_input_suspect(c, f->file, off)) {
        /* broken input: the translation goes on without this rewrite (best effort, like any
         * other parse error); a conflict on code that parses is still a bug */
        pc_report(c, where, DG_WARNING, origin,
                  "code not understood here (it does not parse); '%s' not applied", text);
        return -1;
    }
    dg_add(c->diags, f->path, 0, 0, DG_ERROR, origin, "internal error: %s", err);
    /* the context's owner sees the conflict through this counter */
    dg_count(c->stats, "edit-conflict", 1);
    return -1;
}

int pc_edit_file(pc_ctx *c, size_t i, size_t off, size_t len, const char *text, const char *origin)
{
    if (i >= c->files.n) return -1;
    CXSourceLocation where = clang_getLocationForOffset(c->tu, c->files.v[i].file, (unsigned)off);
    return pc_add_edit(c, i, off, len, text, origin, 0, where);
}

int pc_edit_main(pc_ctx *c, size_t off, size_t len, const char *text, const char *origin)
{
    return pc_edit_file(c, 0, off, len, text, origin);
}

int pc_file_edited(const pc_ctx *c, size_t i, size_t off, size_t len)
{
    return i < c->files.n && ed_overlaps(c->files.v[i].edits, off, len);
}

const ed_list *pc_file_edits(const pc_ctx *c, size_t i)
{
    return i < c->files.n ? c->files.v[i].edits : NULL;
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
} pc_site;

static void pc_site_of(CXSourceLocation loc, pc_site *s)
{
    CXFile ff;
    unsigned foff;
    clang_getSpellingLocation(loc, &s->sfile, NULL, NULL, &s->soff);
    clang_getExpansionLocation(loc, &s->efile, NULL, NULL, &s->eoff);
    clang_getFileLocation(loc, &ff, NULL, NULL, &foff);
    s->macro = !(s->sfile && s->efile && s->eoff == s->soff && clang_File_isEqual(s->sfile, s->efile));
    s->body = s->macro && !(s->sfile && ff && foff == s->soff && clang_File_isEqual(s->sfile, ff));
}

static int pc_unplaceable(pc_ctx *c, CXSourceLocation loc, const pc_site *s, const char *text,
                          const char *origin, const char *why)
{
    /* only worth saying when the user's code shows the construct */
    if (s->efile && pc_lookup(c, s->efile, NULL))
        pc_report(c, loc, DG_WARNING, origin, "cannot rewrite inside this macro expansion (%s); "
                  "change it by hand to '%s'", why, text);
    return -1;
}

int pc_edit_loc(pc_ctx *c, CXSourceLocation loc, size_t len, const char *text, const char *origin)
{
    pc_site s;
    pc_site_of(loc, &s);
    if (!s.sfile) return pc_unplaceable(c, loc, &s, text, origin, "the token is produced by ## pasting");
    int fi = -1;
    if (!pc_lookup(c, s.sfile, &fi))
        return s.macro ? pc_unplaceable(c, loc, &s, text, origin, "the macro is defined in a file that is not translated")
                       : -1;
    return pc_add_edit(c, (size_t)fi, s.soff, len, text, origin, s.macro, loc);
}

int pc_edit_range(pc_ctx *c, CXSourceRange r, const char *text, const char *origin)
{
    CXSourceLocation b = clang_getRangeStart(r), e = clang_getRangeEnd(r);
    pc_site sb, se;
    pc_site_of(b, &sb);
    pc_site_of(e, &se);
    if (!sb.sfile || !se.sfile)
        return pc_unplaceable(c, b, &sb, text, origin, "the tokens are produced by ## pasting");
    int fi = -1;
    if (!pc_lookup(c, sb.sfile, &fi)) {
        return sb.macro ? pc_unplaceable(c, b, &sb, text, origin, "the macro is defined in a file that is not translated")
                        : -1;
    }
    int same = clang_File_isEqual(sb.sfile, se.sfile) && sb.soff <= se.soff && sb.body == se.body &&
               (!sb.macro || (se.macro && sb.eoff == se.eoff));
    if (!same) return pc_unplaceable(c, b, &sb, text, origin, "the range spans a macro boundary");
    return pc_add_edit(c, (size_t)fi, sb.soff, se.soff - sb.soff, text, origin, sb.macro, b);
}

void pc_claim_token(pc_ctx *c, unsigned tok_index)
{
    if (c->files.n && tok_index < c->files.v[0].ntoks) c->files.v[0].claimed[tok_index] = 1;
}

int pc_token_claimed(const pc_ctx *c, unsigned tok_index)
{
    return c->files.n && tok_index < c->files.v[0].ntoks && c->files.v[0].claimed[tok_index];
}
