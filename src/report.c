/* report.c - output of findings: text (with source line, caret and tildes), json, sarif 2.1.0,
 * github workflow commands and markdown; the source-line cache they share; fingerprints.
 * The lint (lint.c) and the batch run reports (runreport.c) both write through here, so the
 * formats stay identical wherever findings are shown. */
#define _GNU_SOURCE
#include "report.h"
#include "containers.h"
#include "util.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifndef CU2HIP_VERSION
#define CU2HIP_VERSION "0"
#endif

/* ---------------------------------------------------------------- source cache */

typedef struct rp_src {
    char *path;
    char *text;          /* NULL when unreadable */
    size_t len;
    UT_VEC(size_t) lines;   /* start offset of each line */
} rp_src;

struct rp_sources { rp_src *v; size_t n, cap; };

rp_sources *rp_sources_new(void)
{
    return calloc(1, sizeof(rp_sources));
}

void rp_sources_free(rp_sources *s)
{
    if (!s) return;
    for (size_t i = 0; i < s->n; i++) {
        free(s->v[i].path);
        free(s->v[i].text);
        ut_vec_free(&s->v[i].lines);
    }
    free(s->v);
    free(s);
}

static char *rp_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 0, n = 0;
    char *buf = NULL;
    for (;;) {
        buf = ut_vec_grow_(buf, &cap, n + 8193, 1);   /* room for the NUL */
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    int err = ferror(f);
    fclose(f);
    if (err) { free(buf); return NULL; }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static rp_src *rp_sources_get(rp_sources *s, const char *path)
{
    if (!s || !path) return NULL;
    for (size_t i = 0; i < s->n; i++)
        if (strcmp(s->v[i].path, path) == 0) return &s->v[i];
    rp_src *r = ut_vec_add(s);
    r->path = ut_xstrdup(path);
    r->text = rp_read_file(path, &r->len);
    if (r->text) {
        ut_vec_push(&r->lines, 0);
        for (size_t i = 0; i < r->len; i++)
            if (r->text[i] == '\n' && i + 1 < r->len) ut_vec_push(&r->lines, i + 1);
    }
    return r;
}

const char *rp_sources_file(rp_sources *s, const char *path, size_t *len)
{
    rp_src *r = rp_sources_get(s, path);
    if (!r || !r->text) return NULL;
    if (len) *len = r->len;
    return r->text;
}

const char *rp_sources_line(rp_sources *s, const char *path, unsigned line, size_t *len)
{
    rp_src *r = rp_sources_get(s, path);
    if (!r || !r->text || line == 0 || line > r->lines.n) return NULL;
    size_t b = r->lines.v[line - 1];
    size_t e = b;
    while (e < r->len && r->text[e] != '\n') e++;
    if (e > b && r->text[e - 1] == '\r') e--;
    *len = e - b;
    return r->text + b;
}

/* ---------------------------------------------------------------- paths */

char *rp_relpath(const char *base_dir, const char *path)
{
    if (!path) return ut_xstrdup("");
    if (!base_dir) return ut_xstrdup(path);
    /* lexically (no symlink resolution: paths stay as the user sees them), but for an absolute
     * path with '..' (a system header as clang names it), whose lexical form is wrong */
    char *shown = ut_path_display(path);
    char *b = ut_path_abs(base_dir), *p = ut_path_abs(shown);
    free(shown);
    const char *under = ut_path_under(b, p);
    char *res = under ? ut_xstrdup(under) : p;
    if (res != p) free(p);
    free(b);
    return res;
}

/* ---------------------------------------------------------------- helpers */

static const char *rp_path(const rp_options *o, const dg_finding *f, char **tofree)
{
    *tofree = NULL;
    if (!f->file) return "";
    if (!o || !o->base_dir) return f->file;
    *tofree = rp_relpath(o->base_dir, f->file);
    return *tofree ? *tofree : f->file;
}

/* Column in Unicode code points of the 1-based byte column col of a line (SARIF's columnKind
 * unicodeCodePoints and GitHub annotations count characters, libclang counts bytes). */
static unsigned rp_char_col(const char *line, size_t len, unsigned col)
{
    if (!line || col <= 1) return col;
    size_t lim = col - 1;
    unsigned extra = 0;
    if (lim > len) { extra = (unsigned)(lim - len); lim = len; }
    unsigned c = 1;
    for (size_t i = 0; i < lim; i++)
        if (((unsigned char)line[i] & 0xC0) != 0x80) c++;
    return c + extra;
}

static void rp_char_cols(const rp_options *o, const dg_finding *f, unsigned *col, unsigned *end_line,
                         unsigned *end_col)
{
    *col = f->col;
    *end_line = f->end_line ? f->end_line : f->line;
    *end_col = f->end_col;
    if (!o || !o->sources || !f->file || !f->line) return;
    size_t len;
    const char *ln = rp_sources_line(o->sources, f->file, f->line, &len);
    if (ln) *col = rp_char_col(ln, len, f->col);
    if (*end_col) {
        const char *el = *end_line == f->line ? ln : rp_sources_line(o->sources, f->file, *end_line, &len);
        if (el) *end_col = rp_char_col(el, len, f->end_col);
    }
}

/* ---------------------------------------------------------------- text */

int rp_write_text(FILE *out, const dg_list *l, const rp_options *o)
{
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        char *tf;
        const char *path = rp_path(o, f, &tf);
        if (f->line)
            fprintf(out, "%s:%u:%u: %s: %s", path, f->line, f->col, dg_severity_name(f->sev), f->message);
        else if (f->file)
            fprintf(out, "%s: %s: %s", path, dg_severity_name(f->sev), f->message);
        else
            fprintf(out, "cu2hip: %s: %s", dg_severity_name(f->sev), f->message);
        if (f->rule_id) fprintf(out, " [%s]", f->rule_id);
        fputc('\n', out);
        free(tf);
        size_t len;
        const char *ln = (o && o->sources && f->line) ? rp_sources_line(o->sources, f->file, f->line, &len) : NULL;
        if (ln) {
            char num[16];
            int w = snprintf(num, sizeof num, "%u", f->line);
            if (w < 5) w = 5;
            fprintf(out, "%*u | %.*s\n", w, f->line, (int)len, ln);
            fprintf(out, "%*s | ", w, "");
            size_t c0 = f->col ? f->col - 1 : 0;
            size_t c1;
            if (f->end_line && f->end_line > f->line) c1 = len;
            else if (f->end_col > f->col) c1 = f->end_col - 1;
            else c1 = c0 + 1;
            if (c1 > len) c1 = len > c0 ? len : c0 + 1;
            for (size_t k = 0; k < c0 && k < len; k++)
                fputc(ln[k] == '\t' ? '\t' : ' ', out);
            for (size_t k = c0; k < c1; k++) {
                if (k < len && ((unsigned char)ln[k] & 0xC0) == 0x80) continue; /* one mark per char */
                fputc(k == c0 ? '^' : '~', out);
            }
            fputc('\n', out);
            if (f->suggestion) fprintf(out, "%*s = help: %s\n", w, "", f->suggestion);
        } else if (f->suggestion) {
            fprintf(out, "  = help: %s\n", f->suggestion);
        }
    }
    return ferror(out) ? -1 : 0;
}

/* ---------------------------------------------------------------- json */

cJSON *rp_finding_json(const dg_finding *f, size_t index, const rp_options *o)
{
    cJSON *j = cJSON_CreateObject();
    if (!j) return NULL;
    char *tf;
    cJSON_AddStringToObject(j, "file", rp_path(o, f, &tf));
    free(tf);
    cJSON_AddNumberToObject(j, "line", f->line);
    cJSON_AddNumberToObject(j, "column", f->col);
    cJSON_AddNumberToObject(j, "endLine", f->end_line ? f->end_line : f->line);
    cJSON_AddNumberToObject(j, "endColumn", f->end_col ? f->end_col : f->col);
    cJSON_AddStringToObject(j, "severity", dg_severity_name(f->sev));
    if (f->rule_id) cJSON_AddStringToObject(j, "ruleId", f->rule_id);
    else cJSON_AddNullToObject(j, "ruleId");
    cJSON_AddStringToObject(j, "message", f->message ? f->message : "");
    if (f->suggestion) cJSON_AddStringToObject(j, "suggestion", f->suggestion);
    if (o && o->fingerprints && o->fingerprints[index])
        cJSON_AddStringToObject(j, "fingerprint", o->fingerprints[index]);
    return j;
}

cJSON *rp_findings_json(const dg_list *l, const rp_options *o)
{
    cJSON *a = cJSON_CreateArray();
    if (!a) return NULL;
    for (size_t i = 0; i < l->n; i++) {
        cJSON *j = rp_finding_json(&l->v[i], i, o);
        if (j) cJSON_AddItemToArray(a, j);
    }
    return a;
}

static int rp_print_json(FILE *out, cJSON *j)
{
    if (!j) return -1;
    char *s = ut_utf8_fix(cJSON_Print(j));
    cJSON_Delete(j);
    if (!s) return -1;
    fputs(s, out);
    fputc('\n', out);
    free(s);
    return ferror(out) ? -1 : 0;
}

int rp_write_json(FILE *out, const dg_list *l, const rp_options *o)
{
    return rp_print_json(out, rp_findings_json(l, o));
}

/* ---------------------------------------------------------------- sarif */

const char *rp_sarif_level(dg_severity s)
{
    switch (s) {
    case DG_ERROR: return "error";
    case DG_WARNING: return "warning";
    default: return "note";
    }
}

/* Percent-encodes a relative path for a URI reference (RFC 3986: unreserved and '/' kept). */
static char *rp_uri_encode(const char *p, int absolute)
{
    size_t n = strlen(p);
    char *s = malloc(n * 3 + 16);
    if (!s) return NULL;
    size_t o = 0;
    if (absolute) { memcpy(s, "file://", 7); o = 7; }
    for (const unsigned char *q = (const unsigned char *)p; *q; q++) {
        unsigned char c = *q;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
            s[o++] = (char)c;
        } else {
            static const char hex[] = "0123456789ABCDEF";
            s[o++] = '%';
            s[o++] = hex[c >> 4];
            s[o++] = hex[c & 15];
        }
    }
    s[o] = '\0';
    return s;
}

static cJSON *rp_text_obj(const char *text)
{
    cJSON *t = cJSON_CreateObject();
    cJSON_AddStringToObject(t, "text", text ? text : "");
    return t;
}

static cJSON *rp_sarif_rule(const rp_rule *r)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "id", r->id);
    if (r->name) cJSON_AddStringToObject(j, "name", r->name);
    cJSON_AddItemToObject(j, "shortDescription", rp_text_obj(r->short_desc));
    cJSON_AddItemToObject(j, "fullDescription", rp_text_obj(r->full_desc ? r->full_desc : r->short_desc));
    cJSON *h = rp_text_obj(r->help ? r->help : r->short_desc);
    char *md = NULL;
    if (asprintf(&md, "**%s**: %s\n\n%s", r->id, r->full_desc ? r->full_desc : r->short_desc,
                 r->help ? r->help : "") >= 0) {
        cJSON_AddStringToObject(h, "markdown", md);
        free(md);
    }
    cJSON_AddItemToObject(j, "help", h);
    cJSON *dc = cJSON_AddObjectToObject(j, "defaultConfiguration");
    cJSON_AddStringToObject(dc, "level", rp_sarif_level(r->sev));
    cJSON *props = cJSON_AddObjectToObject(j, "properties");
    cJSON *tags = cJSON_AddArrayToObject(props, "tags");
    cJSON_AddItemToArray(tags, cJSON_CreateString("portability"));
    cJSON_AddItemToArray(tags, cJSON_CreateString("hip"));
    return j;
}

int rp_write_sarif(FILE *out, const dg_list *l, const rp_options *o)
{
    cJSON *root = cJSON_CreateObject();
    if (!root) return -1;
    cJSON_AddStringToObject(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    cJSON_AddStringToObject(root, "version", "2.1.0");
    cJSON *runs = cJSON_AddArrayToObject(root, "runs");
    cJSON *run = cJSON_CreateObject();
    cJSON_AddItemToArray(runs, run);
    cJSON *tool = cJSON_AddObjectToObject(run, "tool");
    cJSON *drv = cJSON_AddObjectToObject(tool, "driver");
    const char *ver = (o && o->tool_version) ? o->tool_version : CU2HIP_VERSION;
    cJSON_AddStringToObject(drv, "name", "cu2hip");
    cJSON_AddStringToObject(drv, "fullName", "cu2hip CUDA to HIP portability lint");
    cJSON_AddStringToObject(drv, "version", ver);
    cJSON_AddStringToObject(drv, "semanticVersion", ver);
    cJSON *rules = cJSON_AddArrayToObject(drv, "rules");
    size_t nrules = o ? o->nrules : 0;
    for (size_t i = 0; i < nrules; i++) cJSON_AddItemToArray(rules, rp_sarif_rule(&o->rules[i]));

    char *base_abs = NULL;
    if (o && o->base_dir) {
        base_abs = ut_path_abs(o->base_dir);
        if (base_abs) {
            size_t bl = strlen(base_abs);
            char *withslash = malloc(bl + 2);
            if (withslash) {
                memcpy(withslash, base_abs, bl);
                if (bl == 0 || withslash[bl - 1] != '/') withslash[bl++] = '/';
                withslash[bl] = '\0';
                char *uri = rp_uri_encode(withslash, 1);
                cJSON *bases = cJSON_AddObjectToObject(run, "originalUriBaseIds");
                cJSON *src = cJSON_AddObjectToObject(bases, "SRCROOT");
                cJSON_AddStringToObject(src, "uri", uri ? uri : "file:///");
                free(uri);
                free(withslash);
            }
        }
    }
    cJSON_AddStringToObject(run, "columnKind", "unicodeCodePoints");

    cJSON *results = cJSON_AddArrayToObject(run, "results");
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        cJSON *r = cJSON_CreateObject();
        cJSON_AddItemToArray(results, r);
        const char *rid = f->rule_id ? f->rule_id : "cu2hip";
        cJSON_AddStringToObject(r, "ruleId", rid);
        for (size_t k = 0; k < nrules; k++)
            if (strcmp(o->rules[k].id, rid) == 0) { cJSON_AddNumberToObject(r, "ruleIndex", (double)k); break; }
        cJSON_AddStringToObject(r, "level", rp_sarif_level(f->sev));
        cJSON *msg = cJSON_AddObjectToObject(r, "message");
        if (f->suggestion) {
            char *t = NULL;
            if (asprintf(&t, "%s; %s", f->message ? f->message : "", f->suggestion) >= 0) {
                cJSON_AddStringToObject(msg, "text", t);
                free(t);
            }
        } else {
            cJSON_AddStringToObject(msg, "text", f->message ? f->message : "");
        }
        if (f->file) {
            cJSON *locs = cJSON_AddArrayToObject(r, "locations");
            cJSON *loc = cJSON_CreateObject();
            cJSON_AddItemToArray(locs, loc);
            cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
            cJSON *art = cJSON_AddObjectToObject(phys, "artifactLocation");
            char *rel = base_abs ? rp_relpath(base_abs, f->file) : ut_xstrdup(f->file);
            int below = rel && rel[0] != '/';
            char *uri = NULL;
            if (rel) {
                if (below || !base_abs) {
                    uri = rp_uri_encode(rel, 0);
                } else {
                    uri = rp_uri_encode(rel, 1);
                }
            }
            cJSON_AddStringToObject(art, "uri", uri ? uri : "");
            if (below && base_abs) cJSON_AddStringToObject(art, "uriBaseId", "SRCROOT");
            free(uri);
            free(rel);
            if (f->line) {
                unsigned col, el, ec;
                rp_char_cols(o, f, &col, &el, &ec);
                cJSON *reg = cJSON_AddObjectToObject(phys, "region");
                cJSON_AddNumberToObject(reg, "startLine", f->line);
                if (col) cJSON_AddNumberToObject(reg, "startColumn", col);
                cJSON_AddNumberToObject(reg, "endLine", el);
                if (ec > col || (ec && el > f->line)) cJSON_AddNumberToObject(reg, "endColumn", ec);
                else if (col) cJSON_AddNumberToObject(reg, "endColumn", col + 1);
            }
        }
        if (o && o->fingerprints && o->fingerprints[i]) {
            cJSON *fp = cJSON_AddObjectToObject(r, "partialFingerprints");
            cJSON_AddStringToObject(fp, "cu2hipFindingHash/v1", o->fingerprints[i]);
        }
    }
    free(base_abs);
    return rp_print_json(out, root);
}

/* ---------------------------------------------------------------- github */

static void rp_gh_escape(FILE *out, const char *s, int property)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '%': fputs("%25", out); break;
        case '\r': fputs("%0D", out); break;
        case '\n': fputs("%0A", out); break;
        case ':': if (property) fputs("%3A", out); else fputc(':', out); break;
        case ',': if (property) fputs("%2C", out); else fputc(',', out); break;
        default: fputc(*s, out);
        }
    }
}

int rp_write_github(FILE *out, const dg_list *l, const rp_options *o)
{
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        const char *cmd = f->sev == DG_ERROR ? "error" : f->sev == DG_WARNING ? "warning" : "notice";
        fprintf(out, "::%s ", cmd);
        int first = 1;
        if (f->file) {
            char *tf;
            fputs("file=", out);
            rp_gh_escape(out, rp_path(o, f, &tf), 1);
            free(tf);
            first = 0;
            if (f->line) {
                unsigned col, el, ec;
                rp_char_cols(o, f, &col, &el, &ec);
                fprintf(out, ",line=%u", f->line);
                if (el != f->line) fprintf(out, ",endLine=%u", el);
                if (col) fprintf(out, ",col=%u", col);
                if (ec && (el != f->line || ec > col)) fprintf(out, ",endColumn=%u", ec);
            }
        }
        if (f->rule_id) {
            fputs(first ? "title=" : ",title=", out);
            rp_gh_escape(out, f->rule_id, 1);
        }
        fputs("::", out);
        rp_gh_escape(out, f->message, 0);
        if (f->suggestion) {
            fputs("%0A", out);
            rp_gh_escape(out, f->suggestion, 0);
        }
        fputc('\n', out);
    }
    return ferror(out) ? -1 : 0;
}

/* ---------------------------------------------------------------- markdown */

void rp_md_escape(FILE *out, const char *s)
{
    for (; s && *s; s++) {
        if (*s == '|') fputs("\\|", out);
        else if (*s == '\n' || *s == '\r') fputc(' ', out);
        else if (*s == '<') fputs("&lt;", out);
        else if (*s == '>') fputs("&gt;", out);
        else fputc(*s, out);
    }
}

void rp_md_table(FILE *out, const dg_list *l, const rp_options *o)
{
    fputs("| location | severity | rule | message |\n|---|---|---|---|\n", out);
    for (size_t i = 0; i < l->n; i++) {
        const dg_finding *f = &l->v[i];
        char *tf;
        fputs("| `", out);
        rp_md_escape(out, rp_path(o, f, &tf));
        free(tf);
        if (f->line) fprintf(out, ":%u:%u", f->line, f->col);
        fprintf(out, "` | %s | `", dg_severity_name(f->sev));
        rp_md_escape(out, f->rule_id ? f->rule_id : "");
        fputs("` | ", out);
        rp_md_escape(out, f->message);
        if (f->suggestion) {
            fputs(" (", out);
            rp_md_escape(out, f->suggestion);
            fputc(')', out);
        }
        fputs(" |\n", out);
    }
}

int rp_write_md(FILE *out, const dg_list *l, const rp_options *o)
{
    size_t cnt[3] = {0, 0, 0};
    for (size_t i = 0; i < l->n; i++) cnt[l->v[i].sev]++;
    fprintf(out, "# cu2hip lint\n\n%zu finding%s: %zu error%s, %zu warning%s, %zu note%s\n\n",
            l->n, l->n == 1 ? "" : "s", cnt[DG_ERROR], cnt[DG_ERROR] == 1 ? "" : "s",
            cnt[DG_WARNING], cnt[DG_WARNING] == 1 ? "" : "s", cnt[DG_NOTE], cnt[DG_NOTE] == 1 ? "" : "s");
    if (l->n) {
        /* per-rule counts, in order of first appearance */
        fputs("| rule | findings |\n|---|---|\n", out);
        for (size_t i = 0; i < l->n; i++) {
            const char *id = l->v[i].rule_id ? l->v[i].rule_id : "";
            int seen = 0;
            for (size_t k = 0; k < i && !seen; k++)
                seen = strcmp(l->v[k].rule_id ? l->v[k].rule_id : "", id) == 0;
            if (seen) continue;
            size_t c = 0;
            for (size_t k = i; k < l->n; k++)
                c += strcmp(l->v[k].rule_id ? l->v[k].rule_id : "", id) == 0;
            fputs("| `", out);
            rp_md_escape(out, id);
            fprintf(out, "` | %zu |\n", c);
        }
        fputc('\n', out);
        rp_md_table(out, l, o);
    }
    return ferror(out) ? -1 : 0;
}

int rp_write(FILE *out, cu_format fmt, const dg_list *l, const rp_options *o)
{
    switch (fmt) {
    case CU_FMT_DEFAULT:
    case CU_FMT_TEXT: return rp_write_text(out, l, o);
    case CU_FMT_JSON: return rp_write_json(out, l, o);
    case CU_FMT_SARIF: return rp_write_sarif(out, l, o);
    case CU_FMT_GITHUB: return rp_write_github(out, l, o);
    case CU_FMT_MD: return rp_write_md(out, l, o);
    default: return -1;
    }
}
